/**
 * One call to the upstream, bounded in time and bytes: the answer is read whole within `timeout` (headers and body)
 * and within `limit` bytes, and the call ends as soon as the client leaves or the proxy closes.
 *
 * One AbortController and one setTimeout per call, both held by this call's closure until it settles (as
 * plugins/oauth1/send.ts does): on Node 20, a signal made by `AbortSignal.any([AbortSignal.timeout(n), ...])` can be
 * collected by a garbage collection before it fires, and the timeout is then lost.
 */

interface UpstreamCall {
  url: string;
  init: Omit<RequestInit, 'signal'>;
  /** Milliseconds for the whole answer, headers and body. */
  timeout: number;
  /** Largest answer body, in bytes. */
  limit: number;
  /** Aborts the call when it aborts: the client left, the proxy is closing. */
  signals: readonly AbortSignal[];
}

export type UpstreamResult =
  | { ok: true; response: Response; body: Buffer }
  | { ok: false; cause: 'timeout' | 'too-large' | 'aborted' | 'unreachable'; error?: unknown };

export async function callUpstream(call: UpstreamCall): Promise<UpstreamResult> {
  const controller = new AbortController();
  let cause: 'timeout' | 'too-large' | 'aborted' | undefined;
  const stop = (why: 'timeout' | 'too-large' | 'aborted') => {
    cause ??= why;
    controller.abort();
  };
  const onAbort = () => stop('aborted');
  for (const signal of call.signals) {
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  }
  const timer = setTimeout(() => stop('timeout'), call.timeout);
  try {
    const response = await fetch(call.url, { ...call.init, signal: controller.signal });
    const body = await readWithin(response, call.limit, () => stop('too-large'));
    if (body === undefined) return { ok: false, cause: cause ?? 'too-large' };
    return { ok: true, response, body };
  } catch (error) {
    return { ok: false, cause: cause ?? 'unreachable', error };
  } finally {
    clearTimeout(timer);
    for (const signal of call.signals) signal.removeEventListener('abort', onAbort);
  }
}

/** The body, or undefined once it passes `limit` bytes (the stream is cancelled then, and `tooLarge` called). */
async function readWithin(response: Response, limit: number, tooLarge: () => void): Promise<Buffer | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    tooLarge();
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      tooLarge();
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** A signal that aborts when the client goes away before its answer was sent in full. */
export function clientLeft(res: { once(event: 'close', listener: () => void): unknown; writableFinished: boolean }): AbortSignal {
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort();
  });
  return left.signal;
}
