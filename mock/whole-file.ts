/**
 * Files written whole or not at all, readable by their owner only: the text goes to a temporary file of a unique
 * name, created anew with mode 0600 (`wx`: a link planted at that name is never followed), synced, then renamed over
 * the file (a link at the file's own name is replaced, not followed). A stop or a crash in the middle leaves the
 * earlier file. The mock's state file and the proxy's drift report are written so; both may hold what only their user
 * should read.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';

const temporaryOf = (file: string) => `${file}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;

export async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = temporaryOf(file);
  let handle;
  try {
    handle = await open(temporary, 'wx', 0o600);
    await handle.writeFile(text);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** The same, synchronous: for a process that is about to exit. */
export function writeWholeSync(file: string, text: string): void {
  const temporary = temporaryOf(file);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'wx', 0o600);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, file);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}
