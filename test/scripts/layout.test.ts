// The maps of the code stay true: every folder's README names each of its files, the import graph has no cycle and
// no import that goes up a floor (`npm run code-map`, scripts/code-map.ts, as its README prints it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeMap, cyclesOf, productFiles } from '../../scripts/code-map.ts';

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

  it('the import graph has no cycle and no import that goes up a floor', () => {
    const map = codeMap();
    expect(map.functions.length).toBeGreaterThan(100);
    expect(map.cycles).toEqual([]);
    expect(map.upward).toEqual([]);
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
    expect(out).toMatch(/^Longest functions \(of \d+\):\n( +\d+ {2}\S+ {2}\S+:\d+\n){3}Import cycles: none\nUpward imports: none\n$/);
  });
});
