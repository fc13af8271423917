// The end-to-end suite (`npm run test:e2e`): every test file named `*.e2e.test.ts` (the rule: vitest.config.ts,
// E2E_FILES), the runs that start the toolkit as a user does. `npm test`'s settings otherwise; .ci/run runs it.
import { defineConfig } from 'vitest/config';
import fast, { E2E_FILES } from './vitest.config.ts';

export default defineConfig({
  ...fast,
  test: {
    ...fast.test,
    include: [E2E_FILES],
    exclude: ['node_modules/**'],
    // Each test starts processes of its own, cold (tsx, Prism, Redocly), and CI runs the suite beside another lane:
    // `npm test`'s 30 s per test is too short for a loaded machine (no time is asserted; a hang still fails).
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
