// The bad-input corpus: each file in bad-input/ edits a copy of the small description of fixture/ (`fixture: true`;
// one copy, each case's edits undone after it), never the live spec/: a case names the fixture's files, lines and
// columns, so that a change to the live description (a renamed file, a new change history entry) cannot break it. The
// real generator must then exit non-zero with one report (no stack trace) naming the place (file and line, or a
// pointer) and leave generated/ byte-identical. The docs are left out (`--no-docs`) unless a case names its own arguments: every case
// fails before the docs step.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../generator/cli.ts';
import { staleFiles } from '../../generator/write.ts';
import { applyEdit, copyFixture, fixture, quietly, root, type Edit } from './workspace.ts';

interface Case {
  what: string;
  /** Edits a copy of fixture/: required, the guard below refuses a case without it. */
  fixture?: boolean;
  args?: string[];
  /** By file, one edit or several, applied in order. */
  edit: Record<string, Edit | Edit[]>;
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
/** The copy of the fixture, and its generated/ as the generator wrote it before the cases ran. */
let fixtureDir: string;
let fixtureGenerated: string;
beforeAll(async () => {
  fixtureDir = await copyFixture('pronet-bad-fixture-');
  const { result, output } = await quietly(() => runCli(['generate', '--quiet', '--no-docs'], fixtureDir));
  expect(result, `the fixture itself must generate:\n${output}`).toBe(0);
  fixtureGenerated = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-bad-fixture-generated-'));
  fs.cpSync(path.join(fixtureDir, 'generated'), fixtureGenerated, { recursive: true });
});
afterAll(() => {
  for (const folder of [fixtureDir, fixtureGenerated]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('bad input', () => {
  it('has at least 15 cases', () => expect(cases.length).toBeGreaterThanOrEqual(15));

  it('every case edits the fixture, never the live spec/ (whose files are renamed and whose lines move with every edit)', () => {
    expect(cases.filter(([, c]) => c.fixture !== true).map(([name]) => name)).toEqual([]);
  });

  it.each(cases)('%s', async (_name, badCase) => {
    const undo: Array<() => Promise<void>> = [];
    const project = fixtureDir;
    let run: { result: number; output: string };
    try {
      for (const [file, edits] of Object.entries(badCase.edit))
        for (const edit of [edits].flat()) undo.unshift(await applyEdit(project, file, edit));
      run = await quietly(() => runCli(badCase.args ?? ['generate', '--quiet', '--no-docs'], project));
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
    expect(await staleFiles(fixtureGenerated, path.join(project, 'generated'))).toEqual([]);
    // No staging folder is left behind.
    expect(fs.readdirSync(project).filter((f) => f.includes('staging'))).toEqual([]);
  });

  it('leaves the copy as it was: each case ran on the project as it is', async () => {
    expect(await staleFiles(path.join(root, 'templates'), path.join(fixtureDir, 'templates')), 'templates').toEqual([]);
    const fixtureSpec = await staleFiles(path.join(fixture, 'spec'), path.join(fixtureDir, 'spec'));
    expect(
      fixtureSpec.filter((f) => f !== 'changelog.schema.json'),
      'the fixture',
    ).toEqual([]);
    for (const [file, from] of [
      ['redocly.yaml', root],
      ['.redocly.lint-ignore.yaml', fixture],
    ] as const) {
      expect(fs.readFileSync(path.join(fixtureDir, file), 'utf8'), file).toBe(fs.readFileSync(path.join(from, file), 'utf8'));
    }
    const own = new Set([...fs.readdirSync(fixture), ...fs.readdirSync(root)]);
    expect(
      fs.readdirSync(fixtureDir).filter((f) => !own.has(f)),
      'files the fixture and the project do not have',
    ).toEqual([]);
  });
});
