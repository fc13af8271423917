// The docs page's script policy, which the generator writes and the mock extends with its live-reload script: both
// name an inline script by this hash, so that the page the mock serves keeps the policy the generator wrote.
import { createHash } from 'node:crypto';

/** The CSP source of an inline script: `'sha256-<base64>'` of its bytes (the page is Latin-1 text of UTF-8 bytes). */
export const scriptHash = (latin1: string): string =>
  `'sha256-${createHash('sha256').update(Buffer.from(latin1, 'latin1')).digest('base64')}'`;
