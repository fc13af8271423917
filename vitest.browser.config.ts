// The browser suite (`npm run test:browser`): Chromium against the rendered docs in generated/. Kept out of
// `npm test` (vitest.config.ts excludes test/browser) because it needs Debian's chromium and a fresh generate.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
});
