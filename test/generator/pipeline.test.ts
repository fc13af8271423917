// The real generator on the real spec: deterministic output, --check, and watch mode.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../generator/cli.ts';
import { layout, loadAll, renderInto } from '../../generator/pipeline.ts';
import { templatesOf } from '../../generator/render.ts';
import { listTree, staleFiles } from '../../generator/write.ts';
import { applyEdit, copyWorkspace, root } from './workspace.ts';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const scratch = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
};

async function quietly<T>(run: () => Promise<T>): Promise<{ result: T; output: string }> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture)];
  try {
    return { result: await run(), output: lines.join('\n') };
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
}

describe('generate', () => {
  it('is deterministic: two runs write identical bytes, docs included, and match the committed generated/', async () => {
    const a = scratch('pronet-det-a-');
    const b = scratch('pronet-det-b-');
    await renderInto(a, layout(root));
    await renderInto(b, layout(root), {});
    expect(await listTree(a)).toEqual(['CHANGELOG.md', 'README.md', 'changelog.atom', 'client.ts', 'docs/index.html', 'openapi.json', 'operations.ts', 'schema.d.ts']);
    expect(await staleFiles(a, b)).toEqual([]);
    expect(await staleFiles(a, path.join(root, 'generated'))).toEqual([]);
  });

  it('--check names every stale file and exits non-zero', async () => {
    const dir = await copyWorkspace('pronet-check-');
    cleanup.push(dir);
    await applyEdit(dir, 'generated/CHANGELOG.md', { append: 'hand edit\n' });
    await applyEdit(dir, 'generated/stray.txt', { write: 'not generated\n' });
    fs.rmSync(path.join(dir, 'generated/README.md'));
    const { result, output } = await quietly(() => runCli(['generate', '--check'], dir));
    expect(result).toBe(1);
    for (const file of ['CHANGELOG.md', 'stray.txt', 'README.md']) expect(output).toContain(`  ${file}`);
    expect(output).not.toContain('  client.ts');
  });

  it('--check passes on the committed generated/', async () => {
    const { result, output } = await quietly(() => runCli(['generate', '--check'], root));
    expect(result, output).toBe(0);
  });

  it('docs rebuilds the rendered docs alone, byte for byte', async () => {
    const dir = await copyWorkspace('pronet-docs-');
    cleanup.push(dir);
    fs.rmSync(path.join(dir, 'generated/docs/index.html'));
    fs.writeFileSync(path.join(dir, 'generated/client.ts'), 'left as it is\n');
    const { result, output } = await quietly(() => runCli(['docs', '--quiet'], dir));
    expect(result, output).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'generated/docs/index.html'))).toEqual(fs.readFileSync(path.join(root, 'generated/docs/index.html')));
    expect(fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8')).toBe('left as it is\n');
  });

  it('keeps the compiled templates while no template changes', async () => {
    const dir = await copyWorkspace('pronet-templates-');
    cleanup.push(dir);
    const first = await templatesOf(path.join(dir, 'templates'));
    expect(await templatesOf(path.join(dir, 'templates'))).toBe(first);
    await applyEdit(dir, 'templates/readme/README.md.hbs', { append: 'edited\n' });
    const edited = await templatesOf(path.join(dir, 'templates'));
    expect(edited).not.toBe(first);
    const { model } = await loadAll(layout(dir));
    expect(edited.outputs.find((t) => t.output === 'README.md')!.render({ ...model, generatedBy: 'a test' })).toMatch(/edited\n$/);
  });

  it('stops the docs process it started early when it fails before the docs step', async () => {
    const dir = await copyWorkspace('pronet-prestart-');
    cleanup.push(dir);
    fs.writeFileSync(path.join(dir, 'blocker'), 'a file where a folder is needed\n');
    const { result, output } = await quietly(() => runCli(['generate', '--out', 'blocker/generated'], dir));
    expect(result, output).toBe(1);
    const docsChildren = () => {
      const ps = spawnSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
      return ps.stdout.split('\n').filter((line) => line.includes('build-docs'));
    };
    await vi.waitFor(() => expect(docsChildren()).toEqual([]), { timeout: 5000 });
  });

  it('lint prints what the description holds', async () => {
    const { result, output } = await quietly(() => runCli(['lint'], root));
    expect(result).toBe(0);
    const tags = (JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as { tags: unknown[] }).tags;
    expect(output).toMatch(new RegExp(`\\d+ operations in ${tags.length} tags`));
    expect(output).toContain('0 warnings, 0 errors');
  });
});

/**
 * `generate --watch --no-docs` on a workspace copy, as npm runs it (through scripts/run.mjs, with `nodeFlags`), so that
 * signals reach it as they do there; with what it printed so far, and a wait for a line of it.
 */
async function startWatch(nodeFlags: string[] = []) {
  const dir = await copyWorkspace('pronet-watch-');
  cleanup.push(dir);
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'scripts/run.mjs'), path.join(root, 'generator/cli.ts'), 'generate', '--watch', '--no-docs'], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const waitFor = async (pattern: RegExp, from: number) => {
    for (let waited = 0; waited < 60_000; waited += 50) {
      if (pattern.test(output.slice(from))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${pattern} in:\n${output}`);
  };
  return { dir, child, output: () => output, waitFor };
}

describe('generate --watch', () => {
  it('regenerates on a spec edit, and keeps the last good output on a broken one', async () => {
    const { dir, child, output: printed, waitFor } = await startWatch();
    try {
      await waitFor(/regenerated in \d+ ms/, 0);
      let mark = printed().length;
      await applyEdit(dir, 'spec/paths/v1_users_me_id_card.yaml', { replace: 'summary: ', with: 'summary: Watched ' });
      await waitFor(/regenerated in \d+ ms/, mark);
      // Watch mode lints in its own thread.
      expect(printed().slice(mark)).toMatch(/bundle\s+\d+ ms[\s\S]*lint \(own thread\)\s+\d+ ms/);
      const client = fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8');
      expect(client).toContain('Watched ');

      // A template edit: the templates, kept compiled between runs, are taken again.
      mark = printed().length;
      await applyEdit(dir, 'templates/readme/README.md.hbs', { append: '\nA line from an edited template.\n' });
      await waitFor(/regenerated in \d+ ms/, mark);
      expect(fs.readFileSync(path.join(dir, 'generated/README.md'), 'utf8')).toContain('A line from an edited template.');

      mark = printed().length;
      await applyEdit(dir, 'spec/paths/v1_users_me_contact_ids.yaml', { replace: '  x-maturity: production', with: '  x-maturity: [broken' });
      await waitFor(/keeps its last good state/, mark);
      expect(printed().slice(mark)).toContain('spec/paths/v1_users_me_contact_ids.yaml:');
      expect(fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8')).toBe(client);

      // Ctrl-C in the middle of a regeneration: it finishes, leaves no staging folder, and the process ends cleanly.
      mark = printed().length;
      await applyEdit(dir, 'spec/paths/v1_users_me_contact_ids.yaml', { replace: '  x-maturity: [broken', with: '  x-maturity: production' });
      await waitFor(/bundle\s+\d+ ms/, mark);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(printed().slice(mark)).toMatch(/regenerated in \d+ ms/);
      expect(fs.readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
    } finally {
      child.kill();
    }
  }, 120_000);

  it('started with the one-shot V8 flags, as npm run generate starts it, runs the session in a process without them', async () => {
    const { child, waitFor } = await startWatch(['--no-opt', '--single-threaded-gc']);
    try {
      await waitFor(/regenerated in \d+ ms/, 0);
      // The session: the one child of the process started, with the same command line but for those flags.
      const processes = () =>
        spawnSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
          .stdout.split('\n')
          .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
          .filter((m) => m !== null)
          .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }));
      const sessions = processes().filter((p) => p.ppid === child.pid);
      expect(sessions.map((p) => p.args)).toEqual([
        [process.execPath, path.join(root, 'scripts/run.mjs'), path.join(root, 'generator/cli.ts'), 'generate', '--watch', '--no-docs'].join(' '),
      ]);
      // A signal to the process started reaches the session, whose exit code it passes on.
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(processes().some((p) => p.pid === sessions[0]!.pid)).toBe(false);
    } finally {
      child.kill();
    }
  }, 120_000);
});
