// `npm run generate -- --watch` on a copy of the fixture (test/generator/fixture): it follows a rename-save, in-place saves, new and deleted files;
// ignores editors' temporary files; shows an error once, with file, line and column, and keeps the last good output
// (the check's findings come after the client's outputs, which follow every save that can be read). The command runs
// in this process, stopped as Ctrl-C stops it (a process of its own, loading the generator cold, cost the suite 10 s
// of CPU; `npm start`'s test runs the same watch in a process and stops it with SIGINT). What it watches sees each way
// editors save as one change (tested without regenerations: a change is seen the same way whatever made it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../generator/cli.ts';
import { layout } from '../../generator/pipeline.ts';
import { isInputFile, lockFileOf, lockOutputFolder, watchInputs, watchSpec } from '../../generator/watch.ts';
import { copyFixture, copyWorkspace, docsProcesses, runInThisProcess } from './workspace.ts';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const EDITED = 'spec/paths/v1_users_{id}.yaml';
const SWAP = `.${path.basename(EDITED)}.swp`;

async function startWatch() {
  const dir = await copyFixture('pronet-watch-');
  cleanup.push(dir);
  const watching = runInThisProcess((signal) => runCli(['generate', '--watch', '--no-docs', '--quiet'], dir, signal));
  const file = path.join(dir, EDITED);
  const client = () => fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8');
  return { dir, file, client, ...watching };
}

/** A folder with what a regeneration reads (EDITED, in spec/), for watchInputs. */
function watchedFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-inputs-'));
  cleanup.push(dir);
  const file = path.join(dir, EDITED);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'summary: first\n');
  // Every watched path exists, as in the project (with one missing, chokidar 4.0 reports ready before it watches
  // the others, and misses a save right after).
  fs.mkdirSync(path.join(dir, 'templates'));
  for (const name of ['redocly.yaml', '.redocly.lint-ignore.yaml']) fs.writeFileSync(path.join(dir, name), '{}\n');
  return { file, watched: layout(dir) };
}

/** The ways editors save `file` with new text. */
const saves: Record<string, (file: string, text: string) => void> = {
  // Atomic writes of tools and libraries (write-file-atomic, ...): a temporary file named after the original.
  'an atomic write': (file, text) => {
    fs.writeFileSync(`${file}.4f3a9c21`, text);
    fs.renameSync(`${file}.4f3a9c21`, file);
  },
  'in place': (file, text) => fs.writeFileSync(file, text),
  // vim (backupcopy=no): the original becomes the backup, a new file takes the name, the backup goes.
  vim: (file, text) => {
    fs.renameSync(file, `${file}~`);
    fs.writeFileSync(file, text);
    fs.rmSync(`${file}~`);
  },
  // JetBrains' safe write: a temporary file, the original moved aside, the temporary renamed, the original deleted.
  jetbrains: (file, text) => {
    fs.writeFileSync(`${file}___jb_tmp___`, text);
    fs.renameSync(file, `${file}___jb_old___`);
    fs.renameSync(`${file}___jb_tmp___`, file);
    fs.rmSync(`${file}___jb_old___`);
  },
  // sed -i: a new file next to it, renamed over the original.
  'sed -i': (file, text) => {
    const temp = path.join(path.dirname(file), 'sedAb12Cd');
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  },
};

describe('generate --watch', () => {
  it('follows every kind of save, new and deleted files, and keeps the last good output on a broken one', async () => {
    const { dir, file, client, output, waitFor, stop } = await startWatch();
    let stopped: Promise<number> | undefined;
    try {
      await waitFor(/regenerated in \d+ ms/, 0);
      const original = fs.readFileSync(file, 'utf8');
      // A rename-save (vim's: the file renamed away, a new one under its name), then in-place saves below: a watcher
      // that loses the file after a rename-save misses them.
      let mark = output().length;
      saves.vim!(file, original.replace('summary: ', 'summary: Saved by vim '));
      await waitFor(/regenerated in \d+ ms/, mark);
      expect(client()).toContain('Saved by vim ');

      // An editor's swap file next to the description is not part of it; a new description file is a finding of
      // the check, reported after the client's outputs (which still follow), and deleting it makes the description
      // whole again.
      fs.writeFileSync(path.join(dir, 'spec/paths', SWAP), 'binary swap data');
      mark = output().length;
      fs.writeFileSync(path.join(dir, 'spec/paths/v1_forgotten.yaml'), 'get: {}\n');
      await waitFor(/the docs wait for a description that passes the check/, mark);
      expect(output().slice(mark)).toContain('spec/paths/v1_forgotten.yaml');
      expect(output().slice(mark)).not.toContain('.swp');
      mark = output().length;
      fs.rmSync(path.join(dir, 'spec/paths/v1_forgotten.yaml'));
      await waitFor(/regenerated in \d+ ms/, mark);

      // A broken save: one report with file, line and column, no stack; the output stays; the same error after
      // another save is not repeated; the fix regenerates.
      const good = client();
      mark = output().length;
      fs.writeFileSync(file, original.replace('summary: ', 'summary: [broken '));
      await waitFor(/keeps its last good state/, mark);
      const report = output().slice(mark);
      expect(report).toMatch(new RegExp(`${EDITED.replace(/[.{}]/g, '\\$&')}:\\d+:\\d+`));
      expect(report.match(/^error:/gm)).toHaveLength(1);
      expect(report).not.toMatch(/^\s+at .*\.(js|ts):\d+/m);
      expect(client()).toBe(good);
      mark = output().length;
      fs.appendFileSync(file, '\n');
      await new Promise((r) => setTimeout(r, 1500));
      expect(output().slice(mark)).not.toContain('error:');
      fs.writeFileSync(file, original);
      await waitFor(/regenerated in \d+ ms/, mark);

      // One regeneration a save: the first, the rename-save, the new file and its deletion, the fix.
      expect(output().match(/regenerated in \d+ ms/g)).toHaveLength(1 + 1 + 2 + 1);

      // A save written in two parts 30 ms apart (a large file, a slow disk): the regeneration that read it half
      // written (an open list: a YAML error) shows no error; the next one takes the whole save. (When the first read it
      // whole, on a busy machine, the second part's event still makes a second regeneration.)
      mark = output().length;
      const slowly = original.replace('summary: ', 'summary: Saved slowly ');
      const half = slowly.indexOf('[users]') + 3;
      fs.writeFileSync(file, slowly.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 30));
      fs.appendFileSync(file, slowly.slice(half));
      await waitFor(/regenerated in \d+ ms/, mark);
      expect(output().slice(mark)).not.toContain('error:');
      expect(client()).toContain('Saved slowly ');

      // A second watcher on the same output folder is refused at once, naming the first.
      mark = output().length;
      expect(await runCli(['generate', '--watch', '--no-docs', '--quiet'], dir)).toBe(1);
      expect(output().slice(mark)).toContain(`error: another watcher (process ${process.pid}) already regenerates generated/`);

      // Ctrl-C: the watch ends cleanly and leaves no staging folder.
      stopped = stop();
      expect(await stopped).toBe(0);
      expect(fs.readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
      expect(fs.existsSync(lockFileOf(path.join(dir, 'generated'))), 'the lock is released').toBe(false);
    } finally {
      await (stopped ?? stop());
    }
  }, 400_000);

  it('two sessions in one process share nothing: each has its own docs process, and none is left once they closed', async () => {
    // (The project's description: the fixture's has no handshake, which the docs page's Try it needs.)
    const dirs = await Promise.all([copyWorkspace('pronet-watch-a-'), copyWorkspace('pronet-watch-b-')]);
    cleanup.push(...dirs);
    const said: string[][] = dirs.map(() => []);
    const sessions = dirs.map((dir, i) => watchSpec(layout(dir), { docs: true, say: (line) => said[i]!.push(line) }));
    try {
      await vi.waitFor(() => said.forEach((lines) => expect(lines.join('\n')).toMatch(/docs regenerated in/)), {
        timeout: 90_000,
        interval: 100,
      });
      expect(docsProcesses()).toHaveLength(2);
    } finally {
      await Promise.all(sessions.map((session) => session.close()));
    }
    await expect.poll(docsProcesses).toEqual([]);
  }, 180_000);

  it('reports a docs page that fails before Redocly has it, and closes (the regeneration waited for that page)', async () => {
    const dir = await copyFixture('pronet-watch-docs-');
    cleanup.push(dir);
    const said: string[] = [];
    const session = watchSpec(layout(dir), { docs: true, say: (line) => said.push(line) });
    try {
      await vi.waitFor(() => expect(said.join('\n')).toContain('try it: the description lacks a GET handshake call'), {
        timeout: 60_000,
        interval: 100,
      });
    } finally {
      await session.close();
    }
    expect(fs.readFileSync(path.join(dir, 'generated/client.ts'), 'utf8')).toContain('createClient');
  }, 120_000);

  it('sees each way editors save as one change, and keeps following the file after rename-saves', async () => {
    const { file, watched } = watchedFolder();
    let changes = 0;
    const failures: string[] = [];
    const inputs = watchInputs(watched, { changing: () => undefined, changed: () => void changes++, failed: (m) => void failures.push(m) });
    try {
      await inputs.ready;
      // Each kind twice: a watcher that loses the file after a rename-save misses the next save.
      const order = [...Object.keys(saves), ...Object.keys(saves)];
      for (const [n, editor] of order.entries()) {
        saves[editor]!(file, `summary: saved by ${editor} (${n})\n`);
        await vi.waitFor(() => expect(changes, `after the save by ${editor} (${n})`).toBe(n + 1), { timeout: 5_000, interval: 10 });
      }
      fs.writeFileSync(path.join(path.dirname(file), SWAP), 'binary swap data');
      fs.writeFileSync(path.join(path.dirname(watched.spec), 'notes.md'), 'not a description file');
      // No second change for a save, none for the other files.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changes).toBe(order.length);
      expect(failures).toEqual([]);
    } finally {
      await inputs.close();
    }
  });

  it('reads a file rewritten within 50 ms of its save (a formatter after the editor), which chokidar does not report', async () => {
    const { file, watched } = watchedFolder();
    const read: string[] = []; // the file as each change finds it
    const inputs = watchInputs(watched, {
      changing: () => undefined,
      changed: () => void read.push(fs.readFileSync(file, 'utf8')),
      failed: () => undefined,
    });
    try {
      await inputs.ready;
      fs.writeFileSync(file, 'summary: as saved\n');
      await new Promise((resolve) => setTimeout(resolve, 30));
      fs.writeFileSync(file, 'summary: as formatted\n');
      await vi.waitFor(() => expect(read.at(-1)).toBe('summary: as formatted\n'), { timeout: 2_000, interval: 10 });
    } finally {
      await inputs.close();
    }
  });

  it('counts a change of the files a regeneration reads, not of the temporary files editors and tools write beside them', () => {
    const counted = [
      'spec/paths/a.yaml',
      'spec/openapi.yml',
      'spec/changelog.schema.json',
      'templates/docs/index.hbs',
      'redocly.yaml',
      '.redocly.lint-ignore.yaml',
    ];
    const notCounted = [
      'spec/paths/.a.yaml.swp',
      'spec/paths/a.yaml~',
      'spec/paths/4913',
      'spec/paths/.#a.yaml',
      'spec/paths/#a.yaml#',
      'spec/paths/a.yaml___jb_tmp___',
      'spec/paths/sedAb12Cd',
      'spec/paths/a.yaml.4f3a9c21',
      'spec/paths/a.yaml.tmp',
      'spec/.DS_Store',
      'spec/README.md',
    ];
    for (const name of counted) expect(isInputFile(path.join('/work', name)), name).toBe(true);
    for (const name of notCounted) expect(isInputFile(path.join('/work', name)), name).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and refuses one held by a running process', () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-lock-')), 'generated');
    cleanup.push(path.dirname(outDir));
    const lockFile = lockFileOf(outDir);
    const release = lockOutputFolder(outDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => lockOutputFolder(outDir)).toThrow(`another watcher (process ${process.pid})`);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(lockFile, String(gone));
    lockOutputFolder(outDir)();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
