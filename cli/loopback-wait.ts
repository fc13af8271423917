/**
 * `pronet auth --callback loopback` waiting for the browser: the verifier comes back to the loopback page, or the
 * user pastes the address the browser ended on (a browser on another machine, or one that could not land). After a
 * few seconds without either it says so, and what to do, instead of waiting in silence for the token's lifetime.
 */
import readline from 'node:readline';
import type { LoopbackCallback } from '../runtime/node.ts';

/** Seconds before the first word about a browser that has not come back. */
const LOOPBACK_REMINDER_MS = 10_000;

/** The verifier in a pasted line: the callback address with `oauth_verifier=`, or the verifier alone. */
function pastedVerifier(line: string): string | undefined {
  const text = line.trim();
  if (!text) return undefined;
  const query = /[?&]oauth_verifier=([^&#\s]+)/.exec(text);
  if (query) return decodeURIComponent(query[1]!);
  return /^[\w.~-]+$/.test(text) ? text : undefined;
}

export async function awaitLoopback(
  callback: LoopbackCallback,
  io: { input: NodeJS.ReadableStream; log: (line: string) => void; reminderMs?: number },
): Promise<string> {
  const lines = readline.createInterface({ input: io.input, terminal: false });
  const timer = setTimeout(
    () =>
      io.log(
        `Nothing has come back to ${callback.url} yet. After Allow the browser should land there and show "Access granted".\n` +
          'If it stayed on the authorization page, press Allow again: the request token stays valid until it is exchanged.\n' +
          'If the browser runs elsewhere, paste here the address it ended on (it holds oauth_verifier=...).',
      ),
    io.reminderMs ?? LOOPBACK_REMINDER_MS,
  );
  timer.unref();
  try {
    const pasted = new Promise<string>((resolve) =>
      lines.on('line', (line) => {
        const verifier = pastedVerifier(line);
        if (verifier) resolve(verifier);
        else io.log('That holds no oauth_verifier: paste the whole address the browser shows after Allow.');
      }),
    );
    return await Promise.race([callback.verifier, pasted]);
  } finally {
    clearTimeout(timer);
    lines.close();
  }
}
