import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The rule that parts `npm test` (a maintainer's feedback after an edit: unit tests, and contract tests of one part
 * through its interface, the mock started in the test's process) from `npm run test:e2e`: a test file that runs the
 * toolkit end to end as a user does, several parts started together (a fresh clone, `npm start`, `pronet proxy` in
 * front of a mock, the proxy over every operation, `pronet verify` with Respect), is named `*.e2e.test.ts`, in the
 * folder of what it tests.
 */
export const E2E_FILES = 'test/**/*.e2e.test.ts';

/**
 * The type check (tsc, a process of its own: 2 to 4 s on a fresh clone) first, beside the others, then the files of
 * test/generator/ (the real generator on the real description, and processes of their own: the slowest files), then
 * the rest, each group in Vitest's order. On a fresh clone (CI) Vitest has no durations and runs the larger files
 * first: the small files that run the generator then came last, one of them alone for 10 s and more.
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const group = (spec: TestSpecification) =>
      spec.moduleId.endsWith('/test/types/typecheck.test.ts') ? 0 : spec.moduleId.includes('/test/generator/') ? 1 : 2;
    const sorted = await super.sort(files);
    return [0, 1, 2].flatMap((g) => sorted.filter((spec) => group(spec) === g));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Suites of their own (README, "Commands"), all run by .ci/run: the end-to-end runs that start the toolkit
    // (a file named `*.e2e.test.ts`, wherever it lives: vitest.e2e.config.ts), the browser tests (Chromium), the
    // package tests (npm pack and npm install into empty projects) and the runtime matrix.
    exclude: [E2E_FILES, 'test/browser/**', 'test/package/**', 'test/runtimes/**', 'node_modules/**'],
    // The test files of a worker share their imports (Redocly, TypeScript, Prism, the generated tables): isolating
    // each file would import them again, which took about half of the suite's CPU time. Tests leave no global state
    // behind (a test that needs fresh modules resets them itself).
    isolate: false,
    // One worker per core (Vitest's default leaves one core to itself): most slow tests wait on a process of their
    // own (Redocly's docs build, the CLI, the watcher), so the second core would otherwise sit idle.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
});
