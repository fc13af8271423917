// `npm run mock` reads the generated folder once at start: the reading that gives the rights its consumer flags
// name is the one the mock starts on (mock/cli.ts hands it to startMockOn).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'pronet-mock-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Loaded before the mock: counts the reads of the generated folder's description and tables, said on exit. */
const COUNTER = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const read = fs.readFileSync;
const counts = { 'openapi.json': 0, 'mock-tables.json': 0 };
fs.readFileSync = function (file, ...rest) {
  for (const name of Object.keys(counts)) if (String(file).endsWith('/generated/' + name)) counts[name]++;
  return read.call(this, file, ...rest);
};
syncBuiltinESMExports();
process.on('exit', () => process.stderr.write('reads ' + JSON.stringify(counts) + '\\n'));
`;

it('reads openapi.json and the tables once, the consumer flags checked against that reading', async () => {
  const counter = join(dir, 'counter.mjs');
  writeFileSync(counter, COUNTER);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', counter, 'mock/cli.ts', '--port', '0', '--consumer', 'my-key:my-secret:vendor_jobs'],
    { cwd: join(import.meta.dirname, '../..') },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await expect.poll(() => out.includes('Ctrl+C stops.'), { timeout: 60_000 }).toBe(true);
  expect(out).toMatch(/my-key \/ \(secret as configured\) \/ vendor_jobs/);
  child.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(JSON.parse(/^reads (.*)$/m.exec(err)![1]!)).toEqual({ 'openapi.json': 1, 'mock-tables.json': 1 });
}, 120_000);
