// Watch mode's lint thread (generator/lint-thread.ts): it must come to the verdict the lint in the pipeline's own
// thread comes to, with the same messages, on the real spec and on every case of the bad-input corpus; its verdict
// counts only for the texts that were bundled; and it follows a change of the lint configuration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startLintThread, type LintThread } from '../../generator/lint-thread.ts';
import { bundleSpec, type Linter } from '../../generator/load.ts';
import { layout, renderInto } from '../../generator/pipeline.ts';
import { applyEdit, copyWorkspace, root, type Edit } from './workspace.ts';

let thread: LintThread;
const cleanup: string[] = [];
beforeAll(() => {
  thread = startLintThread();
});
afterAll(async () => {
  await thread.close();
  cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-lint-thread-'));
  cleanup.push(dir);
  return dir;
};

/** The pipeline's error (as printed), or null when it succeeds. */
async function failureOf(dir: string, linter?: Linter): Promise<string | null> {
  try {
    await renderInto(scratch(), layout(dir), { docs: false, ...(linter && { linter }) });
    return null;
  } catch (error) {
    return String(error);
  }
}

describe('the lint thread', () => {
  it('lints the real spec clean, and sends back every text it read', async () => {
    const paths = layout(root);
    const result = await thread.lint({ rootFile: paths.spec, configPath: paths.redoclyConfig, strict: true, displayRoot: root });
    expect(result.warnings).toEqual([]);
    expect(result.texts.get(paths.spec)).toBe(fs.readFileSync(paths.spec, 'utf8'));
    expect(result.texts.size).toBeGreaterThan(100);
  });

  const corpus = path.join(import.meta.dirname, 'bad-input');
  const cases = fs
    .readdirSync(corpus)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f.replace(/\.yaml$/, ''), parse(fs.readFileSync(path.join(corpus, f), 'utf8')) as { edit: Record<string, Edit> }] as const);

  it.each(cases)('comes to the pipeline\'s own verdict on the bad input %s', async (_name, badCase) => {
    const dir = await copyWorkspace('pronet-lint-thread-');
    cleanup.push(dir);
    for (const [file, edit] of Object.entries(badCase.edit)) await applyEdit(dir, file, edit);
    expect(await failureOf(dir, thread)).toBe(await failureOf(dir));
  });

  it('counts only for the texts that were bundled', async () => {
    const paths = layout(root);
    const readBySomeoneElse = (texts: Map<string, string>): Linter => ({ lint: async () => ({ warnings: ['from the other thread'], texts }) });
    const own = await bundleSpec(paths.spec, paths.redoclyConfig, { linter: thread });
    const sameTexts = (await thread.lint({ rootFile: paths.spec, configPath: paths.redoclyConfig, strict: true, displayRoot: root })).texts;
    const agreeing = await bundleSpec(paths.spec, paths.redoclyConfig, { linter: readBySomeoneElse(sameTexts) });
    expect(await agreeing.lint()).toEqual(['from the other thread']);
    // Another text of the root file: that verdict is not for this bundle, which this thread lints itself.
    const other = new Map(sameTexts).set(paths.spec, `${sameTexts.get(paths.spec)}\n# edited meanwhile\n`);
    const disagreeing = await bundleSpec(paths.spec, paths.redoclyConfig, { linter: readBySomeoneElse(other) });
    expect(await disagreeing.lint()).toEqual([]);
    expect(await own.lint()).toEqual([]);
  });

  it('leaves the lint to the pipeline\'s thread once it is gone', async () => {
    const gone = startLintThread();
    await gone.close();
    const paths = layout(root);
    await expect(gone.lint({ rootFile: paths.spec, configPath: paths.redoclyConfig, strict: true, displayRoot: root })).rejects.toThrow('ended');
    expect(await (await bundleSpec(paths.spec, paths.redoclyConfig, { linter: gone })).lint()).toEqual([]);
    const dir = await copyWorkspace('pronet-lint-thread-');
    cleanup.push(dir);
    await applyEdit(dir, 'spec/paths/v1_jobs_find.yaml', { replace: 'operationId: findJobs', with: 'operationId: getJob' });
    expect(await failureOf(dir, gone)).toContain('operation-operationId-unique');
  });

  it('does not hold the process up when idle, and close() waits for it to end', () => {
    const script = path.join(scratch(), 'use-and-close.ts');
    fs.writeFileSync(
      script,
      [
        `import { startLintThread } from ${JSON.stringify(path.join(root, 'generator/lint-thread.ts'))};`,
        `import { layout } from ${JSON.stringify(path.join(root, 'generator/pipeline.ts'))};`,
        'const paths = layout(process.argv[2]!);',
        'const idle = startLintThread();',
        'const used = startLintThread();',
        'void used.lint({ rootFile: paths.spec, configPath: paths.redoclyConfig, strict: true, displayRoot: process.argv[2]! })',
        "  .then(({ warnings }) => console.log('linted', warnings.length))",
        "  .then(() => used.close()).then(() => console.log('closed'));",
        'void idle;',
      ].join('\n'),
    );
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, root], { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
    expect(result.stdout).toBe('linted 0\nclosed\n');
    expect(result.status).toBe(0);
  });

  it('reads the lint configuration again when told', async () => {
    const dir = await copyWorkspace('pronet-lint-thread-');
    cleanup.push(dir);
    await applyEdit(dir, 'spec/paths/v1_users_me_id_card.yaml', { replace: '  summary: Minimal information about the authorizing user\n', with: '' });
    const paths = layout(dir);
    const job = { rootFile: paths.spec, configPath: paths.redoclyConfig, strict: true, displayRoot: dir };
    await expect(thread.lint(job)).rejects.toMatchObject({ places: [expect.stringMatching(/v1_users_me_id_card\.yaml:\d+:\d+.*\[operation-summary\]/)] });
    await applyEdit(dir, 'redocly.yaml', { replace: 'operation-summary: error', with: 'operation-summary: off' });
    thread.forgetConfig();
    expect((await thread.lint(job)).warnings).toEqual([]);
  });
});
