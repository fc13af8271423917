// The end-to-end suite (`npm run test:e2e`): every test file named `*.e2e.test.ts` (the rule: vitest.config.ts,
// E2E_FILES), the runs that start the toolkit as a user does. `npm test`'s settings otherwise; .ci/run runs it.
import { defineConfig } from 'vitest/config';
import fast, { E2E_FILES } from './vitest.config.ts';

export default defineConfig({ ...fast, test: { ...fast.test, include: [E2E_FILES], exclude: ['node_modules/**'] } });
