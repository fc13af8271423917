// scripts/run.mjs, which `npm run generate`, `lint`, `docs` and `mock` go through: a TypeScript command runs with
// plain node from a cached bundle, as its own main module, each source keeping its own import.meta.url; the
// bundle is made again when a source changes; and the real generator runs through it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-run-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  // The bundles of this test's commands: named by a hash, found by the sources they list.
  const cache = path.join(root, 'node_modules/.cache/pronet-api/run');
  for (const file of fs.readdirSync(cache).filter((f) => f.endsWith('.json'))) {
    const inputs = Object.keys(JSON.parse(fs.readFileSync(path.join(cache, file), 'utf8')));
    if (inputs.some((input) => input.startsWith(dir))) {
      for (const own of [file, file.replace(/\.json$/, '.mjs')]) fs.rmSync(path.join(cache, own), { force: true });
    }
  }
});

const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/run.mjs'), ...args], { cwd: root, encoding: 'utf8' });

describe('scripts/run.mjs', () => {
  it('runs a command as its main module, with its arguments and each module URL', () => {
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.writeFileSync(path.join(dir, 'lib/where.ts'), 'export const where: string = import.meta.url;\nexport const folder: string = import.meta.dirname;\n');
    fs.writeFileSync(
      path.join(dir, 'main.ts'),
      [
        "import { pathToFileURL } from 'node:url';",
        "import { folder, where } from './lib/where.ts';",
        'const main: boolean = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;',
        'console.log(JSON.stringify({ main, self: import.meta.url, where, folder, args: process.argv.slice(2) }));',
      ].join('\n'),
    );
    const result = run(path.join(dir, 'main.ts'), 'a', '--b');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      main: true,
      self: pathToFileURL(path.join(dir, 'main.ts')).href,
      where: pathToFileURL(path.join(dir, 'lib/where.ts')).href,
      folder: path.join(dir, 'lib'),
      args: ['a', '--b'],
    });
  });

  it('bundles again when a source changes', () => {
    fs.writeFileSync(path.join(dir, 'lib/where.ts'), 'export const where: string = "changed";\nexport const folder = "";\n');
    expect(JSON.parse(run(path.join(dir, 'main.ts')).stdout).where).toBe('changed');
  });

  it('passes the exit code on, and says how to use it', () => {
    fs.writeFileSync(path.join(dir, 'fails.ts'), 'process.exitCode = 3;\n');
    expect(run(path.join(dir, 'fails.ts')).status).toBe(3);
    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: node scripts/run.mjs <command.ts>');
  });

  it('runs the real generator: the description lints clean through it', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/run.mjs'), 'generator/cli.ts', 'lint'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    });
    expect(result.stdout + result.stderr).toContain('0 warnings, 0 errors');
    expect(result.status).toBe(0);
  });
});
