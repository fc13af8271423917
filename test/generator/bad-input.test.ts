// The bad-input corpus: each file in bad-input/ edits a copy of the project. The real generator must then exit
// non-zero with one report (no stack trace) naming the place (file and line, or a pointer) and leave generated/
// byte-identical. The docs are left out (`--no-docs`) unless a case names its own arguments: every case fails
// before the docs step.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../generator/cli.ts';
import { staleFiles } from '../../generator/write.ts';
import { applyEdit, copyWorkspace, root, type Edit } from './workspace.ts';

interface Case {
  what: string;
  args?: string[];
  edit: Record<string, Edit>;
  expect: string[];
}

const corpus = path.join(import.meta.dirname, 'bad-input');
const cases = fs
  .readdirSync(corpus)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => [f.replace(/\.yaml$/, ''), parse(fs.readFileSync(path.join(corpus, f), 'utf8')) as Case] as const);
const workspaces: string[] = [];
afterAll(() => workspaces.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('bad input', () => {
  it('has at least 15 cases', () => expect(cases.length).toBeGreaterThanOrEqual(15));

  it.each(cases)('%s', async (_name, badCase) => {
    const dir = await copyWorkspace('pronet-bad-');
    workspaces.push(dir);
    for (const [file, edit] of Object.entries(badCase.edit)) await applyEdit(dir, file, edit);

    const output: string[] = [];
    const capture = (...args: unknown[]) => void output.push(args.map(String).join(' '));
    const err = vi.spyOn(console, 'error').mockImplementation(capture);
    const log = vi.spyOn(console, 'log').mockImplementation(capture);
    let code: number;
    try {
      code = await runCli(badCase.args ?? ['generate', '--quiet', '--no-docs'], dir);
    } finally {
      err.mockRestore();
      log.mockRestore();
    }
    const text = output.join('\n');
    expect(code, text).not.toBe(0);
    for (const fragment of badCase.expect) expect(text).toContain(fragment);
    expect(text.match(/^error:/gm), text).toHaveLength(1);
    expect(text, 'a stack trace').not.toMatch(/^\s+at .*\.(js|mjs|cjs|ts):\d+/m);
    // Nothing lost: the output folder is exactly what it was.
    expect(await staleFiles(path.join(root, 'generated'), path.join(dir, 'generated'))).toEqual([]);
    // No staging folder is left behind.
    expect(fs.readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
  });
});
