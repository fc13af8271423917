/**
 * The proxy's access key, as Jupyter's token: the proxy signs an unsigned request with its user's token only when the
 * request carries the key, in the header `Pronet-Access-Key` or as the first segments of its path (`/key/<key>/...`,
 * so that a base URL carries it for any tool: curl, Respect, a client). Nothing else proves that a request comes from
 * the user: other local users reach 127.0.0.1 too, and a page on an `--allowed-host` name or in a browser without
 * Fetch Metadata sends no header that gives it away.
 *
 * The command keeps the key in a file of mode 0600 (created on first use, never through a link), so that the user's
 * own tools can read it and nobody else can.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../runtime/node.ts';

export const ACCESS_KEY_HEADER = 'pronet-access-key';
/** The path prefix that carries the key: `/key/<key>`. */
const PREFIX = '/key/';

/** A fresh key: 32 random bytes, URL-safe. */
export const newAccessKey = () => randomBytes(32).toString('base64url');

/**
 * The key of `file`, or a new one written there (mode 0600, its folder 0700 when created). A file that other users
 * may read, or that belongs to someone else, is refused, naming the fix.
 */
export function accessKeyFile(file: string): string {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new UsageError(`--access-key-file ${file}: cannot read it (${code ?? 'error'})`);
    const key = newAccessKey();
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const flags = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;
      const out = fs.openSync(file, flags, 0o600);
      try {
        fs.writeSync(out, `${key}\n`);
      } finally {
        fs.closeSync(out);
      }
    } catch (writeError) {
      throw new UsageError(`--access-key-file ${file}: cannot create it (${(writeError as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    return key;
  }
  try {
    const stat = fs.fstatSync(fd);
    if (process.getuid && stat.uid !== process.getuid())
      throw new UsageError(`--access-key-file ${file}: it belongs to another user; remove it, and the proxy writes a new one`);
    if (stat.mode & 0o077)
      throw new UsageError(
        `--access-key-file ${file}: other users may read it (mode ${(stat.mode & 0o777).toString(8)}): chmod 600 ${file}`,
      );
    const key = fs.readFileSync(fd, 'utf8').trim();
    if (key.length < 16 || !/^[A-Za-z0-9_-]+$/.test(key))
      throw new UsageError(
        `--access-key-file ${file}: expected one key of at least 16 letters, digits, - or _; remove it, and the proxy writes a new one`,
      );
    return key;
  } finally {
    fs.closeSync(fd);
  }
}

/** What a request says of the key: the target without the key's prefix, and whether it carried the key, a wrong one, or none. */
export function presentedKey(
  key: string | undefined,
  target: string,
  header: string | string[] | undefined,
): { target: string; prefix: string; presented: 'right' | 'wrong' | 'none' } {
  let prefix = '';
  let given: string | undefined = typeof header === 'string' ? header : undefined;
  if (target.startsWith(PREFIX)) {
    const end = target.indexOf('/', PREFIX.length);
    const segment = end === -1 ? target.slice(PREFIX.length) : target.slice(PREFIX.length, end);
    prefix = `${PREFIX}${segment}`;
    target = end === -1 ? '/' : target.slice(end);
    given = segment;
  }
  if (given === undefined) return { target, prefix, presented: 'none' };
  return { target, prefix, presented: key !== undefined && sameKey(given, key) ? 'right' : 'wrong' };
}

/** Compares in constant time (of the digests): how much of a guess was right never shows in the answer's timing. */
function sameKey(given: string, key: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/** The base URL that carries the key. */
export const keyedUrl = (url: string, key: string | undefined) => (key === undefined ? url : `${url}${PREFIX}${key}`);

/** A path without the key's prefix (a URL that a tool called through `keyedUrl`, as it logs it). */
export const withoutAccessKey = (pathname: string) =>
  pathname.startsWith(PREFIX) ? pathname.replace(/^\/key\/[^/]*/, '') || '/' : pathname;
