/**
 * npm run bench -- suite   (BENCH_SUITES=test,test:e2e to run some of them)
 *
 * The test suites' times, so that the next slowdown is seen when it lands: each suite of package.json (every script
 * `test` or `test:<name>` that runs Vitest), one after another, as `npm run <script>` runs it, with a reporter of
 * each file's time beside Vitest's own. Printed per suite: its wall time, files and tests, the load average before and after, and its
 * ten slowest files (a file's time from its start to its end, hooks included). Baseline: the suite's target, where
 * it has one (`npm test` within a minute on a two-core machine; issue 49). Test times are not asserted in tests.
 * A file's time runs from its import to its last hook (file-times.reporter.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TARGETS: Record<string, number> = { test: 60 };
const SLOWEST = 10;

import type { FileTime } from './file-times.reporter.ts';

/** The scripts of package.json that are test suites: `test` and `test:<name>`, each a `vitest run`. */
export function suites(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return Object.keys(scripts).filter((name) => /^test(:|$)/.test(name) && scripts[name]!.startsWith('vitest run'));
}

const load = () => os.loadavg()[0]!.toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function runSuite(script: string, report: string): { wall: number; status: number | null; tail: string } {
  const start = performance.now();
  const reporter = path.join(import.meta.dirname, 'file-times.reporter.ts');
  const result = spawnSync('npm', ['run', '--silent', script, '--', '--reporter=dot', `--reporter=${reporter}`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1', PRONET_FILE_TIMES: report },
  });
  const wall = performance.now() - start;
  // Vitest's closing lines: the summary, and what failed when something did.
  const tail = `${result.stdout}${result.stderr}`.trimEnd().split('\n').slice(-8).join('\n');
  return { wall, status: result.status, tail };
}

export function run(): void {
  const wanted = process.env['BENCH_SUITES']?.split(',').filter(Boolean) ?? suites();
  const unknown = wanted.filter((name) => !suites().includes(name));
  if (unknown.length) throw new Error(`BENCH_SUITES: no suite ${unknown.join(', ')}; the suites: ${suites().join(', ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-suite-bench-'));
  console.log(`suites: ${os.cpus().length} cores, Node ${process.version}, ${wanted.join(', ')}, one after another`);
  const rows: string[] = [];
  try {
    for (const script of wanted) {
      const report = path.join(dir, `${script.replace(':', '-')}.json`);
      const loadBefore = load();
      const { wall, status, tail } = runSuite(script, report);
      const target = TARGETS[script];
      const verdict = target === undefined ? '' : `  (target <= ${target} s: ${wall / 1000 <= target ? 'met' : 'MISSED'})`;
      if (!fs.existsSync(report)) {
        console.log(`\nnpm run ${script}: exit ${status} after ${seconds(wall)}, no report:\n${tail}`);
        process.exitCode = 1;
        continue;
      }
      const files = JSON.parse(fs.readFileSync(report, 'utf8')) as FileTime[];
      const count = (key: 'tests' | 'failed') => files.reduce((sum, file) => sum + file[key], 0);
      const line = `npm run ${script}: ${seconds(wall)}, ${files.length} files, ${count('tests')} tests, ${count('failed')} failed, load average ${loadBefore} -> ${load()}${verdict}`;
      rows.push(line);
      console.log(`\n${line}`);
      if (status !== 0) {
        console.log(tail);
        process.exitCode = 1;
      }
      const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
      for (const { file, ms, tests } of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${path.relative(root, file)} (${tests} tests)`);
    }
    console.log(`\n${rows.join('\n')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) run();
