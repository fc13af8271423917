// The maps of the code stay true: every folder's README names each of its files, the import graph has no cycle and
// no import that goes up a floor, no export that nothing imports (`npm run code-map`, scripts/code-map.ts, as its
// README prints it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeMap, cyclesOf, productFiles } from '../../scripts/code-map.ts';
import { deadExports } from '../../scripts/dead-exports.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The folders of handwritten code, each with a README that lists its files. */
const FOLDERS = [...new Set([...productFiles().map((file) => path.posix.dirname(file)), 'scripts', 'bench'])].sort();

describe('the maps of the code', () => {
  it.each(FOLDERS)('%s/README.md names each of its files', (folder) => {
    const readme = path.join(root, folder, 'README.md');
    expect(fs.existsSync(readme), `${folder}/README.md is missing`).toBe(true);
    const text = fs.readFileSync(readme, 'utf8');
    const files = fs.readdirSync(path.join(root, folder)).filter((name) => /\.(ts|js|mjs)$/.test(name));
    expect(files.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
  });

  // bench/ measures and is not tested; the suites that cut across folders test what a user runs.
  const SUITES = ['browser', 'clients', 'package', 'runtimes', 'types'];

  it.each(FOLDERS.filter((folder) => folder !== 'bench'))('test/%s/ tests %s/ (the test tree mirrors the code)', (folder) => {
    const tests = path.join(root, 'test', folder);
    const hasTest = fs.existsSync(tests) && fs.readdirSync(tests).some((name) => name.endsWith('.test.ts'));
    expect(hasTest, `test/${folder}/ has no test`).toBe(true);
  });

  it("each test folder is a code folder's or one of the suites that cut across folders", () => {
    const testFolders = (fs.readdirSync(path.join(root, 'test'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.dirname(file).split(path.sep).join('/'));
    const strays = [...new Set(testFolders)].filter(
      (folder) => folder === '.' || (!SUITES.includes(folder.split('/')[0]!) && !fs.existsSync(path.join(root, folder))),
    );
    expect(strays).toEqual([]);
  });

  it('the import graph has no cycle, no import that goes up a floor and no export that nothing imports', () => {
    const map = codeMap();
    expect(map.functions.length).toBeGreaterThan(100);
    expect(map.cycles).toEqual([]);
    expect(map.upward).toEqual([]);
    expect(map.deadExports).toEqual([]);
  });

  it('finds the exports nothing imports, and keeps what an entry, a loader or a JSDoc type takes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dead-exports-'));
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ exports: { '.': { types: './dist/lib/entry.d.ts', default: './dist/lib/entry.js' } } }),
      'lib/entry.ts': "export { reexported } from './parts.ts';\nexport const publicName = 1;\n",
      'lib/parts.ts': [
        'export const reexported = 1;',
        'export function live(): number { return 1; }',
        'export function unused(): number { return 2; }',
        'export interface OnlyHere { a: number }',
        'export const testedAlone = 3;',
        'export function testedAndUsed(): number { return 4; }',
        'const here: OnlyHere = { a: testedAndUsed() };',
        'export { here as renamed };',
        '',
      ].join('\n'),
      'lib/user.ts': "import { live } from './parts.ts';\nconst entry = './loaded.ts';\nawait import(entry);\nlive();\n",
      'lib/loaded.ts': 'export const byLoader = 1;\n',
      'lib/typed.ts': 'export interface Documented { a: number }\n',
      'lib/process.mjs': "/** @param {import('./typed.ts').Documented} value */\nexport function run(value) { return value; }\n",
      'test/parts.test.ts': "import { testedAlone, testedAndUsed } from '../lib/parts.ts';\nimport { run } from '../lib/process.mjs';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const dead = deadExports({ root: dir, product: ['lib'], tests: ['test'], manifests: ['package.json'] });
    fs.rmSync(dir, { recursive: true });
    expect(dead.map((d) => `${d.file}:${d.line} ${d.name}`)).toEqual([
      'lib/parts.ts:3 unused',
      'lib/parts.ts:4 OnlyHere',
      'lib/parts.ts:5 testedAlone',
      'lib/parts.ts:8 renamed',
      'lib/process.mjs:2 run',
    ]);
  });

  it('finds a cycle where there is one, and a file importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  it('npm run code-map prints the figures', () => {
    const out = execFileSync('npm', ['run', 'code-map', '--silent', '--', '--top', '3'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(
      /^Longest functions \(of \d+\):\n( +\d+ {2}\S+ {2}\S+:\d+\n){3}Import cycles: none\nUpward imports: none\nDead exports: none\n$/,
    );
  });
});
