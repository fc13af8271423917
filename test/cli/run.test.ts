// scripts/run.mjs, which `npm run generate`, `lint`, `docs` and `mock` go through: a TypeScript command runs with
// plain node from one cached bundle of it and its packages, as its own main module, each source keeping its own
// import.meta.url and __dirname; the bundle is made again when a source changes and V8's code cache is kept beside
// it; packages esbuild cannot bundle as they are still work; and the real generator and mock run through it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { handshake } from '../mock/helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-run-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  // The bundles of this test's commands: named by a hash, found by the sources they list.
  const cache = path.join(root, 'node_modules/.cache/pronet-api/run');
  for (const file of fs.readdirSync(cache).filter((f) => f.endsWith('.json'))) {
    const inputs = Object.keys(JSON.parse(fs.readFileSync(path.join(cache, file), 'utf8')).inputs ?? {});
    if (inputs.some((input) => input.startsWith(dir))) {
      const name = file.replace(/\.json$/, '');
      for (const own of fs.readdirSync(cache).filter((f) => f.startsWith(`${name}.`))) fs.rmSync(path.join(cache, own), { force: true });
    }
  }
});

const cache = path.join(root, 'node_modules/.cache/pronet-api/run');
const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/run.mjs'), ...args], { cwd: root, encoding: 'utf8' });

/** The cache files of the bundle whose sources include `source`. */
function cacheFilesOf(source: string): string[] {
  const record = fs.readdirSync(cache).find((f) => f.endsWith('.json') && source in (JSON.parse(fs.readFileSync(path.join(cache, f), 'utf8')).inputs ?? {}));
  if (!record) return [];
  const name = record.replace(/\.json$/, '');
  return fs.readdirSync(cache).filter((f) => f.startsWith(`${name}.`)).map((f) => path.join(cache, f));
}

function writeFiles(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

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
    expect(usage.stderr).toContain('usage: node scripts/run.mjs [--args-on-stdin] <command.ts>');
  });

  it('keeps V8\'s code cache beside the bundle and uses it', () => {
    run(path.join(dir, 'main.ts'));
    const codeCache = cacheFilesOf(path.join(dir, 'main.ts')).find((f) => f.endsWith('.v8-cache'));
    expect(codeCache).toBeDefined();
    const made = fs.statSync(codeCache!).mtimeMs;
    expect(JSON.parse(run(path.join(dir, 'main.ts')).stdout).where).toBe('changed');
    // Accepted by V8, so not made again.
    expect(fs.statSync(codeCache!).mtimeMs).toBe(made);
  });

  it('runs a command reached through a symbolic link as its main module', () => {
    fs.symlinkSync(path.join(dir, 'main.ts'), path.join(dir, 'link.ts'));
    expect(JSON.parse(run(path.join(dir, 'link.ts')).stdout).main).toBe(true);
  });

  it('bundles packages, each keeping its own folder (and require, where esbuild cannot follow its calls); import() works', () => {
    writeFiles({
      // A UMD module: esbuild cannot see what the factory requires.
      'node_modules/umd-lib/package.json': '{ "name": "umd-lib", "main": "index.js" }',
      'node_modules/umd-lib/index.js': [
        '(function (factory) {',
        "  if (typeof module === 'object' && typeof module.exports === 'object') {",
        '    var v = factory(require, exports);',
        '    if (v !== undefined) module.exports = v;',
        '  }',
        "})(function (require, exports) { exports.part = require('./part').name; });",
      ].join('\n'),
      'node_modules/umd-lib/part.js': "exports.name = 'part of umd-lib';",
      // A package that reads a file beside its own code.
      'node_modules/data-lib/package.json': '{ "name": "data-lib", "main": "index.js" }',
      'node_modules/data-lib/index.js': "module.exports = require('node:fs').readFileSync(require('node:path').join(__dirname, 'data.txt'), 'utf8').trim();",
      'node_modules/data-lib/data.txt': 'data beside data-lib\n',
      // A module with top-level await, which a CommonJS bundle cannot hold: imported dynamically, it stays outside.
      'awaits.mjs': "export const value = await Promise.resolve('awaited');",
      // A module imported by a name esbuild cannot know.
      'named.mjs': "export const value = 'found by name';",
      'packages.ts': [
        "import umd from 'umd-lib';",
        "import data from 'data-lib';",
        "const name: string = ['.', 'named.mjs'].join('/');",
        'void Promise.all([import(\'./awaits.mjs\'), import(name)]).then(([awaits, named]) =>',
        '  console.log(JSON.stringify({ umd: umd.part, data, value: awaits.value, named: named.value })));',
      ].join('\n'),
    });
    for (let round = 0; round < 2; round++) {
      const result = run(path.join(dir, 'packages.ts'));
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toEqual({ umd: 'part of umd-lib', data: 'data beside data-lib', value: 'awaited', named: 'found by name' });
    }
  });

  it('writes the bundle in ASCII, and what its sources say stays the same', () => {
    writeFiles({
      'unicode.ts': [
        "const tag = (strings: TemplateStringsArray, ...values: unknown[]) => ({ raw: strings.raw.join('|'), cooked: strings.join('|'), values });",
        'console.log(JSON.stringify({',
        "  text: 'Grüße ☕ 𝄞',",
        '  template: `Grüße ${1 + 1} 𝄞`,',
        '  raw: String.raw`Grüße\\n${2}☹️`,',
        '  tagged: tag`é ${3} 😲\\u00e9`,',
        "  matches: [/^gr[üu]ße$/i.test('GRÜSSE'.toLowerCase().replace('ss', 'ß')), /^\\é$/.test('é'), /^[😲]$/u.test('😲'), /^😲$/.test('😲'), /[？]/u.test('why？')],",
        "  // a comment with ü",
        '}));',
      ].join('\n'),
    });
    const result = run(path.join(dir, 'unicode.ts'));
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      text: 'Grüße ☕ 𝄞',
      template: 'Grüße 2 𝄞',
      raw: 'Grüße\\n2☹️',
      tagged: { raw: 'é | 😲\\u00e9', cooked: 'é | 😲é', values: [3] },
      matches: [true, true, true, true, true],
    });
    const bundle = cacheFilesOf(path.join(dir, 'unicode.ts')).find((f) => f.endsWith('.cjs'))!;
    expect(fs.readFileSync(bundle).every((byte) => byte < 0x80)).toBe(true);
  });

  it('leaves TypeScript out of the bundle and compiles it when first required, with a code cache of its own', () => {
    writeFiles({ 'late.ts': "import ts from 'typescript';\nconsole.log(JSON.stringify({ version: ts.version, printer: typeof ts.createPrinter }));\n" });
    // Under a node option that no other test uses, so that its code caches are this test's alone (they are kept per
    // set of options: scripts/run.mjs).
    const options = ['--no-warnings'];
    const ownSuffix = createHash('sha1').update(options.join('\0')).digest('hex').slice(0, 8);
    const lateCaches = () => new Map(fs.readdirSync(cache).filter((f) => f.startsWith('late-') && f.endsWith(`.${ownSuffix}.v8-cache`)).map((f) => [f, fs.statSync(path.join(cache, f)).mtimeMs]));
    const runLate = () => spawnSync(process.execPath, [...options, path.join(root, 'scripts/run.mjs'), path.join(dir, 'late.ts')], { cwd: root, encoding: 'utf8' });
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8')) as { version: string };
    for (const file of lateCaches().keys()) fs.rmSync(path.join(cache, file), { force: true });
    const first = runLate();
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toEqual({ version, printer: 'function' });
    const bundle = cacheFilesOf(path.join(dir, 'late.ts')).find((f) => f.endsWith('.cjs'))!;
    expect(fs.statSync(bundle).size).toBeLessThan(10_000); // TypeScript's own file is 9 MB
    const made = lateCaches();
    expect(made.size).toBe(1);
    expect(JSON.parse(runLate().stdout).version).toBe(version);
    // Accepted by V8, so not made again.
    expect(lateCaches()).toEqual(made);
    for (const file of made.keys()) fs.rmSync(path.join(cache, file), { force: true });
  });

  it('takes the rest of the arguments from stdin with --args-on-stdin, once it is loaded', () => {
    const runner = path.join(root, 'scripts/run.mjs');
    const given = spawnSync(process.execPath, [runner, '--args-on-stdin', path.join(dir, 'main.ts'), 'first'], { input: '["second", "third"]\n', encoding: 'utf8' });
    expect(JSON.parse(given.stdout).args).toEqual(['first', 'second', 'third']);
    const wrong = spawnSync(process.execPath, [runner, '--args-on-stdin', path.join(dir, 'main.ts')], { input: '{"not": "an array"}\n', encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--args-on-stdin expects a JSON array of strings');
  });

  it('says so when the command is not there', () => {
    const missing = run(path.join(dir, 'missing.ts'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot read');
  });

  it('runs the real mock: a handshake and a signed call answered by Prism', async () => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'mock/cli.ts', '--port', '0', '--host', '127.0.0.1'], { cwd: root });
    try {
      let output = '';
      child.stderr.on('data', (chunk) => (output += chunk));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
          if (found) resolve(found[0]);
        });
        child.on('exit', (code) => reject(new Error(`the mock exited (${code}):\n${output}`)));
      });
      const { client } = await handshake({ url } as never);
      const card = (await client.users.getIdCard()) as { id_card: { id: string } };
      expect(card.id_card.id).toBeTypeOf('string');
    } finally {
      child.kill();
    }
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
