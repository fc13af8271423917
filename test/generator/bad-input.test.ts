// The bad-input corpus: each file in bad-input/ edits a copy of the project (one copy, each case's edits undone
// after it: copying the 400 files of spec/ cost more than most cases). The real generator must then exit
// non-zero with one report (no stack trace) naming the place (file and line, or a pointer) and leave generated/
// byte-identical. The docs are left out (`--no-docs`) unless a case names its own arguments: every case fails
// before the docs step.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../generator/cli.ts';
import { staleFiles } from '../../generator/write.ts';
import { applyEdit, copyWorkspace, quietly, root, type Edit } from './workspace.ts';

interface Case {
  what: string;
  args?: string[];
  edit: Record<string, Edit>;
  expect: string[];
  /** What the report leaves out: consequences of the problem, which would only repeat it. */
  absent?: string[];
}

const corpus = path.join(import.meta.dirname, 'bad-input');
const cases = fs
  .readdirSync(corpus)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => [f.replace(/\.yaml$/, ''), parse(fs.readFileSync(path.join(corpus, f), 'utf8')) as Case] as const);
let dir: string;
beforeAll(async () => void (dir = await copyWorkspace('pronet-bad-')));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('bad input', () => {
  it('has at least 15 cases', () => expect(cases.length).toBeGreaterThanOrEqual(15));

  it.each(cases)('%s', async (_name, badCase) => {
    const undo: Array<() => Promise<void>> = [];
    let run: { result: number; output: string };
    try {
      for (const [file, edit] of Object.entries(badCase.edit)) undo.unshift(await applyEdit(dir, file, edit));
      run = await quietly(() => runCli(badCase.args ?? ['generate', '--quiet', '--no-docs'], dir));
    } finally {
      for (const put of undo) await put();
    }
    const { result: code, output: text } = run;
    expect(code, text).not.toBe(0);
    for (const fragment of badCase.expect) expect(text).toContain(fragment);
    for (const fragment of badCase.absent ?? []) expect(text).not.toContain(fragment);
    expect(text.match(/^error:/gm), text).toHaveLength(1);
    expect(text, 'a stack trace').not.toMatch(/^\s+at .*\.(js|mjs|cjs|ts):\d+/m);
    // Nothing lost: the output folder is exactly what it was.
    expect(await staleFiles(path.join(root, 'generated'), path.join(dir, 'generated'))).toEqual([]);
    // No staging folder is left behind.
    expect(fs.readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
  });

  it('leaves the copy as it was: each case ran on the project as it is', async () => {
    for (const folder of ['spec', 'templates']) expect(await staleFiles(path.join(root, folder), path.join(dir, folder)), folder).toEqual([]);
    expect(fs.readdirSync(dir).filter((f) => !fs.existsSync(path.join(root, f))), 'files the project does not have').toEqual([]);
  });
});
