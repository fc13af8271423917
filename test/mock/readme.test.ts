// The mock's READMEs against the code: their options tables name each field of `MockOptions` (mock/server.ts) and
// nothing else, so a new option is documented where integrators and maintainers look; and mock/README.md's program
// for your own tests runs as printed, from the repository's folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { blocksOf } from '../readme-blocks.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The fields of an interface of a file, as the TypeScript compiler reads them. */
function fieldsOf(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  expect(found, `${file} has no interface ${name}`).toBeDefined();
  return found!.members.map((member) => member.name!.getText(source));
}

/** The backticked names of the first cells of the table that follows `after` in a README. */
function tableNames(readme: string, after: string): string[] {
  const text = fs.readFileSync(path.join(root, readme), 'utf8');
  const start = text.indexOf('| option | default | what |', text.indexOf(after));
  expect(start, `${readme} has no options table after "${after}"`).toBeGreaterThan(-1);
  const rows = text.slice(start).split('\n').slice(2);
  return rows
    .slice(
      0,
      rows.findIndex((row) => !row.startsWith('|')),
    )
    .flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

describe("the mock's options tables", () => {
  const options = fieldsOf('mock/server.ts', 'MockOptions');

  it.each([
    ['mock/README.md', '`startMock(options)` takes these options'],
    ['packages/mock/README.md', 'typed by `MockOptions`'],
  ])('%s names each field of MockOptions', (readme, after) => {
    expect(options.length).toBeGreaterThan(10);
    expect(tableNames(readme, after).sort()).toEqual([...options].sort());
  });
});

describe('mock/README.md', () => {
  it('runs its program "In your own tests" as printed, from the repository', () => {
    const readme = fs.readFileSync(path.join(root, 'mock/README.md'), 'utf8');
    const program = blocksOf(readme).find((b) => b.lang === 'ts' && b.heading === 'In your own tests');
    expect(program?.code).toContain("from './mock/server.ts'");
    // The block is JavaScript too: run as an ES module whose relative imports resolve from the repository's folder.
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program!.code], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toBe('');
  });
});
