// Output is staged in a sibling folder and swapped in only when every step succeeded.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GeneratorError } from './errors.ts';

/** The staging folders of this process that exist now: an interrupted run removes them (generator/interrupt.ts). */
export const liveStaging = new Set<string>();

/** A fresh staging folder next to `outDir`, so that the final rename stays on one file system. */
export async function createStaging(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  try {
    fs.mkdirSync(parent, { recursive: true });
    // mkdir, not mkdtemp (0700): the folder becomes generated/, which takes the mode a new folder has (umask).
    const staging = path.join(parent, `.${path.basename(outDir)}-staging-${process.pid}-${randomBytes(4).toString('hex')}`);
    fs.mkdirSync(staging);
    liveStaging.add(staging);
    return staging;
  } catch (error) {
    throw new GeneratorError(`cannot write next to the output folder: ${(error as NodeJS.ErrnoException).code}`, [parent]);
  }
}

export function writeFiles(dir: string, files: Map<string, string>): void {
  for (const [name, content] of files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/**
 * The output folder is replaced as a whole, so it may hold generated output only: it must not exist yet, be empty,
 * or hold nothing but files this run writes (`outputs`, relative paths). `--out spec` must not delete spec/.
 */
export function checkOutputFolder(outDir: string, outputs: string[]): void {
  let present: string[];
  try {
    present = fs
      .readdirSync(outDir, { withFileTypes: true, recursive: true })
      .filter((e) => !e.isDirectory())
      .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return; // nothing there to lose; writing it reports what is wrong
    throw new GeneratorError(`cannot read the output folder: ${code}`, [outDir]);
  }
  const expected = new Set(outputs);
  const foreign = present.filter((file) => !expected.has(file)).sort();
  if (foreign.length) {
    throw new GeneratorError(
      `the output folder holds files the generator does not write, which replacing it would delete; choose an empty or new folder, or move them away`,
      foreign
        .slice(0, 10)
        .map((file) => path.join(outDir, file))
        .concat(foreign.length > 10 ? [`... and ${foreign.length - 10} more`] : []),
    );
  }
}

/** Replace `outDir` by `staging`. The old folder is moved aside first and put back if the swap fails. */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const aside = `${target}.old-${process.pid}-${Date.now()}`;
  let moved = false;
  try {
    try {
      fs.renameSync(target, aside);
      moved = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    fs.renameSync(staging, target);
    liveStaging.delete(staging);
  } catch (error) {
    if (moved) {
      try {
        fs.renameSync(aside, target);
      } catch {
        // the error below says what failed first
      }
    }
    throw new GeneratorError(`cannot replace the output folder: ${(error as NodeJS.ErrnoException).code}`, [target]);
  }
  if (moved) fs.rmSync(aside, { recursive: true, force: true });
}

export async function discard(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  liveStaging.delete(dir);
}

/** Every file below `dir`, as sorted relative paths with `/`. */
export async function listTree(dir: string): Promise<string[]> {
  try {
    const entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Names of the files that differ between two trees: changed, missing or extra. */
export async function staleFiles(expected: string, actual: string): Promise<string[]> {
  const [want, have] = await Promise.all([listTree(expected), listTree(actual)]);
  const stale = new Set([...want.filter((f) => !have.includes(f)), ...have.filter((f) => !want.includes(f))]);
  for (const file of want.filter((f) => have.includes(f))) {
    const [a, b] = [fs.readFileSync(path.join(expected, file)), fs.readFileSync(path.join(actual, file))];
    if (!a.equals(b)) stale.add(file);
  }
  return [...stale].sort();
}
