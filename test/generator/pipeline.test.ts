// The real generator on the real spec: deterministic output, --check, --out, and watch mode.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../generator/cli.ts';
import { checkOutputsOnly, createMemos, layout, loadAndCheck } from '../../generator/pipeline.ts';
import { templatesOf } from '../../generator/render.ts';
import { listTree, staleFiles } from '../../generator/write.ts';
import { applyEdit, copyWorkspace, docsProcesses, quietly, root, runInWorkspace } from './workspace.ts';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('generate', () => {
  it('Ctrl+C while it writes: says generated/ is unchanged, and leaves no staging folder', async () => {
    const dir = await copyWorkspace();
    cleanup.push(dir);
    const run = runInWorkspace(dir, 'generator/cli.ts', ['generate']);
    const staging = () => fs.readdirSync(dir).filter((name) => name.startsWith('.generated-staging-'));
    while (!staging().length) {
      expect(run.child.exitCode, run.output()).toBeNull(); // still running: it has not written yet
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise<number | null>((resolve) => run.child.on('close', resolve));
    run.child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(run.output()).toContain('generate: interrupted (SIGINT); generated/ is unchanged, and no staging folder is left behind');
    expect(staging()).toEqual([]);
    expect(await staleFiles(path.join(root, 'generated'), path.join(dir, 'generated'))).toEqual([]);
  }, 120_000); // a budget for loading the description on a busy machine, not a measure

  // The docs page is compared byte for byte by the `docs` test below (and `.ci/run` runs the full --check): one
  // rendering of the docs in the suite is enough.
  it('--check --no-docs passes on the committed generated/ (the same bytes again)', async () => {
    expect(await listTree(path.join(root, 'generated'))).toEqual([
      'CHANGELOG.md',
      'README.md',
      'changelog.atom',
      'client.ts',
      'docs/index.html',
      'docs/index.html.gz',
      'mock-operations.ts',
      'mock-tables.json',
      'openapi.json',
      'openapi.yaml',
      'operations.ts',
      'schema.d.ts',
    ]);
    const { result, output } = await quietly(() => runCli(['generate', '--check', '--no-docs'], root));
    expect(result, output).toBe(0);
  }, 120_000);

  it('--check --no-docs names every stale file but the docs, and exits non-zero', async () => {
    const dir = await copyWorkspace('pronet-check-');
    cleanup.push(dir);
    await applyEdit(dir, 'generated/CHANGELOG.md', { append: 'hand edit\n' });
    await applyEdit(dir, 'generated/stray.txt', { write: 'not generated\n' });
    await applyEdit(dir, 'generated/docs/index.html', { append: '<!-- not compared without the docs -->\n' });
    await applyEdit(dir, 'generated/openapi.yaml', { append: "# the docs page's download: not compared either\n" });
    fs.rmSync(path.join(dir, 'generated/README.md'));
    const { result, output } = await quietly(() => runCli(['generate', '--check', '--no-docs'], dir));
    expect(result).toBe(1);
    for (const file of ['CHANGELOG.md', 'stray.txt', 'README.md']) expect(output).toContain(`  ${file}`);
    expect(output).not.toContain('  client.ts');
    expect(output).not.toContain('docs/index.html');
    expect(output).not.toContain('openapi.yaml');
  }, 120_000);

  it('--out refuses a folder that holds anything but generated output, and leaves it as it was', async () => {
    const dir = await copyWorkspace('pronet-out-');
    cleanup.push(dir);
    const before = await listTree(path.join(dir, 'spec'));
    const { result, output } = await quietly(() => runCli(['generate', '--no-docs', '--quiet', '--out', 'spec'], dir));
    expect(result).toBe(1);
    expect(output).toContain('the output folder holds files the generator does not write');
    expect(output).toContain(path.join(dir, 'spec', 'changelog.yaml'));
    expect(await listTree(path.join(dir, 'spec'))).toEqual(before);
    expect(fs.readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
    // A new folder is fine: written...
    const run = await quietly(() => runCli(['generate', '--no-docs', '--quiet', '--out', 'new/out'], dir));
    expect(run.result, run.output).toBe(0);
    expect(await listTree(path.join(dir, 'new/out'))).toContain('client.ts');
    // ...and so are an empty one and one with a previous output (the check comes before any work).
    fs.mkdirSync(path.join(dir, 'empty'));
    for (const out of ['empty', 'generated', 'new/out'])
      await expect(checkOutputsOnly(layout(dir, path.join(dir, out))), out).resolves.toBeUndefined();
  }, 120_000);

  it('docs rebuilds the rendered docs alone (the page and its YAML download), byte for byte the committed ones', async () => {
    const dir = await copyWorkspace('pronet-docs-');
    cleanup.push(dir);
    fs.rmSync(path.join(dir, 'generated/docs/index.html'));
    fs.rmSync(path.join(dir, 'generated/openapi.yaml'));
    fs.writeFileSync(path.join(dir, 'generated/client.ts'), 'left as it is\n');
    const { result, output } = await quietly(() => runCli(['docs', '--quiet'], dir));
    expect(result, output).toBe(0);
    // A command that runs once keeps nothing after it returned: its docs process is gone.
    await expect.poll(docsProcesses).toEqual([]);
    // Byte for byte the committed docs (the page, its gzip form, the YAML); the client as it was left, the only difference.
    expect(await staleFiles(path.join(root, 'generated'), path.join(dir, 'generated'))).toEqual(['client.ts']);
    expect(fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8')).toBe('left as it is\n');
  }, 120_000);

  it("keeps the compiled templates in a session's memos while no template changes, and shares them with no other", async () => {
    const dir = await copyWorkspace('pronet-templates-');
    cleanup.push(dir);
    const [memos, others] = [createMemos(), createMemos()];
    const first = await templatesOf(path.join(dir, 'templates'), memos.templates);
    expect(await templatesOf(path.join(dir, 'templates'), memos.templates)).toBe(first);
    expect(await templatesOf(path.join(dir, 'templates'), others.templates)).not.toBe(first);
    expect(await templatesOf(path.join(dir, 'templates'))).not.toBe(first); // (no memos: compiled anew)
    await applyEdit(dir, 'templates/readme/README.md.hbs', { append: 'edited\n' });
    const edited = await templatesOf(path.join(dir, 'templates'), memos.templates);
    expect(edited).not.toBe(first);
    // The files parsed and the lint configuration: kept in the memos they were loaded with only.
    const { model } = (await loadAndCheck(layout(dir), { memos })).loaded;
    expect(memos.load.files).toBeGreaterThan(100);
    expect(memos.load.lintConfig).toBeDefined();
    expect(others.load.files).toBe(0);
    expect(edited.outputs.find((t) => t.output === 'README.md')!.render({ ...model, generatedBy: 'a test' })).toMatch(/edited\n$/);
  }, 120_000);

  it('lint prints what the description holds', async () => {
    const { result, output } = await quietly(() => runCli(['lint'], root));
    expect(result).toBe(0);
    const tags = (JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as { tags: unknown[] }).tags;
    expect(output).toMatch(new RegExp(`\\d+ operations in ${tags.length} tags`));
    expect(output).toContain('0 warnings, 0 errors');
  }, 120_000);
});
