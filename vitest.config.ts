import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The type check (tsc, a process of its own: 2 to 3 s on a fresh clone) first, beside the others. Vitest runs the
 * files it has no durations for (a fresh clone) largest first, and this small file would run last, alone.
 */
class TypeCheckFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (spec: TestSpecification) => spec.moduleId.endsWith('/test/types/typecheck.test.ts');
    const sorted = await super.sort(files);
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Suites of their own (README, "Commands"): the browser tests (Chromium) and the package tests (npm pack and
    // npm install into empty projects), both run by .ci/run after `npm test`.
    exclude: ['test/browser/**', 'test/package/**', 'node_modules/**'],
    // The test files of a worker share their imports (Redocly, TypeScript, Prism, the generated tables): isolating
    // each file would import them again, which took about half of the suite's CPU time. Tests leave no global state
    // behind (a test that needs fresh modules resets them itself).
    isolate: false,
    // One worker per core (Vitest's default leaves one core to itself): most slow tests wait on a process of their
    // own (Redocly's docs build, the CLI, the watcher), so the second core would otherwise sit idle.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: TypeCheckFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
});
