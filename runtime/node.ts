/**
 * What only Node can do for the client, published as `pronet-api/node` (the client itself, `pronet-api`, imports no
 * Node built-in and runs wherever fetch runs): `pronet auth`'s token file (runtime/token-file.ts), the commands'
 * `UsageError` (runtime/usage-error.ts), and a loopback callback for the handshake, as `pronet auth --callback
 * loopback` uses it. A one-shot page on 127.0.0.1 is the `oauth_callback`; the user's browser comes back to it after
 * the user allowed access, and brings the verifier, so nobody types a PIN.
 *
 *   const accessToken = await loopbackHandshake(client, (url) => console.log('Open', url));
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OptionError, REQUEST_TOKEN_LIFETIME_MS, type AccessToken, type RequestToken } from '../plugins/oauth1/browser.ts';

export { readTokenFile, TokenFileError, tokenFilePath, writeTokenFile, type StoredToken } from './token-file.ts';
export { UsageError } from './usage-error.ts';

export interface LoopbackOptions {
  /** The port on 127.0.0.1. Default 0: a free one. */
  port?: number;
  /** The callback's path. Default `/callback`. */
  path?: string;
  /** Milliseconds to wait for the browser. Default 10 minutes, a request token's lifetime. */
  timeout?: number;
  /** Stops waiting (the verifier rejects with the signal's reason) and closes the page. */
  signal?: AbortSignal;
}

export interface LoopbackCallback {
  /** The `oauth_callback` for the request token call: `http://127.0.0.1:<port>/callback`. */
  readonly url: string;
  /** The `oauth_verifier` the browser brings back; the page then closes. Rejects after the timeout or an abort. */
  readonly verifier: Promise<string>;
  /**
   * Takes only the verifier of this request token from then on: a visit that brings another `oauth_token` (or none)
   * gets 400 and the page keeps waiting, so that no other page or user of the machine can slip a verifier of theirs in.
   */
  expect(requestToken: string): void;
  /** Stops waiting and closes the page (the verifier rejects if it has not come). */
  close(): Promise<void>;
}

// No favicon to ask for: the one-shot server is closed by the time the browser would (a refused request in its console).
const GRANTED =
  '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>pronet-api</title><p>Access granted. You can close this window.</p>';

/** Starts the one-shot callback page on 127.0.0.1 and resolves once it listens. */
export async function listenForCallback(options: LoopbackOptions = {}): Promise<LoopbackCallback> {
  const path = options.path ?? '/callback';
  if (!path.startsWith('/')) throw new OptionError('path', `must start with /, got ${JSON.stringify(path)}`);
  const timeout = options.timeout ?? REQUEST_TOKEN_LIFETIME_MS;
  let settle!: { resolve: (verifier: string) => void; reject: (error: unknown) => void };
  const verifier = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  verifier.catch(() => {}); // a caller who closes without awaiting it gets no unhandled rejection
  let expected: string | undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const value = url.searchParams.get('oauth_verifier');
    if (url.pathname !== path || !value) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (expected !== undefined && url.searchParams.get('oauth_token') !== expected) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('not the authorization this page waits for');
      return;
    }
    // `connection: close`: a browser would keep the connection open, and this process running, for seconds.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' }).end(GRANTED);
    finish(() => settle.resolve(value));
  });
  const timer = setTimeout(
    () => finish(() => settle.reject(new Error(`no authorization came back to the loopback callback within ${timeout} ms`))),
    timeout,
  );
  timer.unref();
  const onAbort = () => finish(() => settle.reject(options.signal!.reason));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let closed: Promise<void> | undefined;
  function finish(outcome: () => void): Promise<void> {
    if (!closed) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
      closed = new Promise((resolve) => server.close(() => resolve()));
    }
    return closed;
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  if (options.signal?.aborted) onAbort();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    verifier,
    expect(requestToken) {
      expected = requestToken;
    },
    close: () => finish(() => settle.reject(new Error('the loopback callback was closed before the authorization came back'))),
  };
}

/** The client's handshake, as `client.handshake` gives it. */
export interface Handshake {
  requestToken(callback: string): Promise<RequestToken>;
  authorizationUrl(requestToken: RequestToken): string;
  accessToken(requestToken: RequestToken, verifier: string): Promise<AccessToken>;
}

/**
 * The whole handshake with a loopback callback: a request token whose callback is the local page, the
 * authorization page handed to `open` (print it, or open a browser), then the access token, which the client signs
 * with from then on. Save it with `accessToken.toSecretJSON()`.
 */
export async function loopbackHandshake(
  client: { readonly handshake: Handshake },
  open: (authorizationUrl: string) => void | Promise<void>,
  options: LoopbackOptions = {},
): Promise<AccessToken> {
  const callback = await listenForCallback(options);
  try {
    const requestToken = await client.handshake.requestToken(callback.url);
    callback.expect(requestToken.token);
    await open(client.handshake.authorizationUrl(requestToken));
    return await client.handshake.accessToken(requestToken, await callback.verifier);
  } finally {
    await callback.close();
  }
}
