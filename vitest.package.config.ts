// The package suite (`npm run test:package`): both packages packed and installed from their tarballs into empty
// projects, as users get them. Kept out of `npm test` (vitest.config.ts excludes test/package): it builds, packs
// and runs npm install, which takes a minute or more on its own. Both packages are built and packed once, for all
// its files (test/package/packed.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/package/packed.ts'],
    testTimeout: 90_000,
    hookTimeout: 600_000,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
});
