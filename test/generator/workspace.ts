// A throw-away copy of the project's inputs (and of generated/), for running the real generator on edited input.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, vi } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');
const INPUTS = ['spec', 'templates', 'redocly.yaml', '.redocly.lint-ignore.yaml', 'generated'];

export async function copyWorkspace(prefix = 'pronet-ws-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await Promise.all(INPUTS.map((name) => copy(path.join(root, name), path.join(dir, name))));
  return dir;
}

/**
 * The fixture's own small description (test/generator/fixture/spec) and lint ignore file (which names its files), with
 * the project's templates, lint configuration and change history schema.
 */
export const fixture = path.join(import.meta.dirname, 'fixture');
const FIXTURE_OWN = ['spec', '.redocly.lint-ignore.yaml'];

/** A throw-away copy of the fixture, made into a project as copyWorkspace's (without generated/: generate it). */
export async function copyFixture(prefix = 'pronet-fixture-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await Promise.all(FIXTURE_OWN.map((name) => copy(path.join(fixture, name), path.join(dir, name))));
  await Promise.all([
    ...INPUTS.filter((name) => !FIXTURE_OWN.includes(name) && name !== 'generated').map((name) =>
      copy(path.join(root, name), path.join(dir, name)),
    ),
    copy(path.join(root, 'spec', 'changelog.schema.json'), path.join(dir, 'spec', 'changelog.schema.json')),
  ]);
  return dir;
}

/** A file or a folder, copied (symlinks as symlinks). Faster than `fs.cp`, which copies one file at a time. */
async function copy(from: string, to: string): Promise<void> {
  if (!(await fs.stat(from)).isDirectory()) return fs.copyFile(from, to);
  const entries = await fs.readdir(from, { withFileTypes: true, recursive: true });
  const target = (entry: Dirent) => path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await fs.mkdir(target(entry), { recursive: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = path.join(entry.parentPath, entry.name);
      if (entry.isFile()) await fs.copyFile(source, target(entry));
      else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target(entry));
    }),
  );
}

/**
 * For a project copy in a git repository of its own (`dir()`, once it exists): git as a committer, a file's path, and
 * an edit of a file that fails the test when it changes nothing.
 */
export function inRepository(dir: () => string) {
  const file = (relative: string) => path.join(dir(), relative);
  return {
    git: (...args: string[]) => execFileSync('git', ['-C', dir(), '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'pipe' }),
    file,
    edit: (relative: string, change: (text: string) => string) => {
      const before = readFileSync(file(relative), 'utf8');
      const after = change(before);
      expect(after, `the edit of ${relative} changed nothing`).not.toBe(before);
      writeFileSync(file(relative), after);
    },
  };
}

export type Edit = { replace: string; with: string } | { write: string } | { append: string } | { delete: true } | { symlink: string };

/**
 * Applies one edit; a `replace` whose text is not in the file is an error, so a case cannot silently do nothing.
 * Returns what puts the file back as it was (and removes the folders the edit created).
 */
export async function applyEdit(dir: string, file: string, edit: Edit): Promise<() => Promise<void>> {
  const target = path.join(dir, file);
  const before = await fs.lstat(target).catch(() => undefined);
  const link = before?.isSymbolicLink() ? await fs.readlink(target) : undefined;
  const content = before?.isFile() ? await fs.readFile(target) : undefined;
  const created = await fs.mkdir(path.dirname(target), { recursive: true });
  const undo = async () => {
    await fs.rm(target, { force: true });
    if (link !== undefined) await fs.symlink(link, target);
    if (content !== undefined) await fs.writeFile(target, content);
    if (created) await fs.rm(created, { recursive: true });
  };
  if ('delete' in edit) await fs.rm(target);
  else if ('symlink' in edit) {
    await fs.rm(target, { force: true });
    await fs.symlink(edit.symlink, target);
  } else if ('write' in edit) await fs.writeFile(target, edit.write);
  else {
    const text = await fs.readFile(target, 'utf8');
    if ('append' in edit) await fs.writeFile(target, text + edit.append);
    else if (!text.includes(edit.replace)) throw new Error(`${file} does not contain ${JSON.stringify(edit.replace)}`);
    else await fs.writeFile(target, text.replace(edit.replace, edit.with));
  }
  return undo;
}

// tsx's loader, as the npm scripts run the sources, from this project (a workspace copy has no node_modules).
const tsx = pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href;

/** One of the project's scripts (`generator/cli.ts`, ..., or an absolute path) run in `dir` as npm runs it, with its output collected. */
export function runInWorkspace(dir: string, script: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', tsx, path.resolve(root, script), ...args], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const waitFor = waiter(
    () => output,
    () => (child.exitCode === null ? undefined : `exited with ${child.exitCode}`),
  );
  return { child, output: () => output, waitFor };
}

/**
 * A command of the project called in this process (`runCli`, `start`: the suite's modules are loaded and warm, where
 * a process of its own loads them cold), with what it prints collected while it runs. `stop()` aborts it as Ctrl-C
 * does and resolves to its exit code.
 */
export function runInThisProcess(run: (signal: AbortSignal) => Promise<number>) {
  let output = '';
  const capture = (...args: unknown[]) => void (output += `${args.map(String).join(' ')}\n`);
  const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture)];
  const stopper = new AbortController();
  let code: number | undefined;
  const done = run(stopper.signal)
    .then((result) => (code = result))
    .finally(() => spies.forEach((spy) => spy.mockRestore()));
  const waitFor = waiter(
    () => output,
    () => (code === undefined ? undefined : `returned ${code}`),
  );
  return {
    output: () => output,
    waitFor,
    stop: () => {
      stopper.abort();
      return done;
    },
  };
}

/** Waits until the output from offset `from` on matches `pattern`; fails with that output once the command ended, or after 2 minutes. */
function waiter(output: () => string, ended: () => string | undefined) {
  return async (pattern: RegExp, from = 0) => {
    for (let waited = 0; waited < 120_000 && ended() === undefined; waited += 50) {
      if (pattern.test(output().slice(from))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (pattern.test(output().slice(from))) return;
    const end = ended();
    throw new Error(`no ${pattern} in:\n${output().slice(from)}${end === undefined ? '' : `\n(${end})`}`);
  };
}

/** Runs `run` with what it prints to the console captured instead. */
export async function quietly<T>(run: () => Promise<T>): Promise<{ result: T; output: string }> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture)];
  try {
    return { result: await run(), output: lines.join('\n') };
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
}

/** The docs processes (generator/docs/docs-process.mjs) that this process started and that still run (Linux's /proc). */
export function docsProcesses(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('docs-process.mjs');
      } catch {
        return false; // (gone meanwhile)
      }
    })
    .map(Number);
}
