// The runtime matrix (`npm run test:runtimes`): the packed client on each runtime (test/runtimes/). Kept out of
// `npm test` (vitest.config.ts excludes test/runtimes): it packs, installs and starts other runtimes; the first run
// also installs them into the cache (runtimes.ts). Its rows run one after the other: they share one mock.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['test/runtimes/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: false,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
});
