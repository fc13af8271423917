// A throw-away copy of the project's inputs (and of generated/), for running the real generator on edited input.
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const INPUTS = ['spec', 'templates', 'redocly.yaml', '.redocly.lint-ignore.yaml', 'generated'];

export async function copyWorkspace(prefix = 'pronet-ws-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await Promise.all(INPUTS.map((name) => copy(path.join(root, name), path.join(dir, name))));
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

export type Edit = { replace: string; with: string } | { write: string } | { append: string } | { delete: true } | { symlink: string };

/** Applies one edit; a `replace` whose text is not in the file is an error, so a case cannot silently do nothing. */
export async function applyEdit(dir: string, file: string, edit: Edit): Promise<void> {
  const target = path.join(dir, file);
  if ('delete' in edit) return fs.rm(target);
  if ('symlink' in edit) {
    await fs.rm(target, { force: true });
    return fs.symlink(edit.symlink, target);
  }
  if ('write' in edit) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    return fs.writeFile(target, edit.write);
  }
  const text = await fs.readFile(target, 'utf8');
  if ('append' in edit) return fs.writeFile(target, text + edit.append);
  if (!text.includes(edit.replace)) throw new Error(`${file} does not contain ${JSON.stringify(edit.replace)}`);
  await fs.writeFile(target, text.replace(edit.replace, edit.with));
}
