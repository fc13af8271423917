// A Vitest reporter for the suite benchmark (suite.bench.ts): each test file's time, from its import to its last
// hook (Vitest's JSON report spans its tests alone, leaving out the beforeAll that starts a mock or runs every
// operation), and its tests by state, written as JSON to the file $PRONET_FILE_TIMES.
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  file: string;
  /** Import, setup and tests with their hooks, in ms. */
  ms: number;
  tests: number;
  failed: number;
}

export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env['PRONET_FILE_TIMES'];
    if (!out) throw new Error('file-times reporter: set PRONET_FILE_TIMES to the file to write');
    const times: FileTime[] = modules.map((module) => {
      const { prepareDuration, setupDuration, collectDuration, duration } = module.diagnostic();
      const tests = [...module.children.allTests()];
      return {
        file: module.moduleId,
        ms: prepareDuration + setupDuration + collectDuration + duration,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
      };
    });
    fs.writeFileSync(out, JSON.stringify(times));
  }
}
