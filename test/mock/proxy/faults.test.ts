// The proxy bounded in time and bytes, against stand-in upstreams on 127.0.0.1 that misbehave: one that is slow, one
// whose answer never ends, one whose answer is huge, one abandoned by its client, one whose answer brings 2,000
// differences; and a cap on connections. Each checks the outcome, never a duration (the figures are in
// `npm run bench -- proxy-faults`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type ProxyServer } from '../../../mock/proxy/index.ts';
import { ALL_RIGHTS } from '../helpers.ts';
import { endless } from './endless.ts';

const SIGNER = { ...ALL_RIGHTS, token: 'access-token-1', tokenSecret: 'access-secret-1' };

let upstream: Server;
let upstreamUrl: string;
interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
/** The endless answers awaited, in order: when each starts, and when the proxy closes its connection. */
const endlessCalls: { started: Deferred; closed: Deferred }[] = [];
function nextEndless(): { started: Deferred; closed: Deferred } {
  const call = { started: deferred(), closed: deferred() };
  endlessCalls.push(call);
  return call;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const json = (body: unknown) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end(JSON.stringify(body)));
    if (path === '/v1/users/me') return; // slow: never answers
    if (path.endsWith('/visits')) {
      const call = endlessCalls.shift()!;
      endless(res, 16 * 1024, call.closed.resolve);
      return call.started.resolve();
    }
    if (path.endsWith('/contacts')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ padding: 'x'.repeat(200_000) }));
      return;
    }
    if (path === '/v1/users/me/contact_ids') return json({ contact_ids: { items: Array.from({ length: 2000 }, (_, i) => i) } });
    json({ id_card: { id: '123456_abcdef' } });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

async function proxyWith(options: { timeout?: number; answerLimit?: number; maxConnections?: number } = {}): Promise<ProxyServer> {
  return startProxy({ upstream: upstreamUrl, port: 0, token: SIGNER, log: () => {}, ...options });
}

describe('an upstream that misbehaves', () => {
  it('slow: 504 once the timeout passes, with garbage collected meanwhile', async () => {
    const proxy = await proxyWith({ timeout: 300 });
    try {
      const gc = (globalThis as { gc?: () => void }).gc;
      const collecting = setInterval(() => {
        gc?.();
        // Garbage enough for the collector to run without --expose-gc.
        void Array.from({ length: 20_000 }, (_, i) => ({ i }));
      }, 5);
      const response = await fetch(`${proxy.keyedUrl}/v1/users/me`);
      clearInterval(collecting);
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ error_name: 'UPSTREAM_TIMEOUT', upstream: upstreamUrl });
    } finally {
      await proxy.close();
    }
  });

  it('endless: 504 once the timeout passes, and the upstream call ends', async () => {
    const proxy = await proxyWith({ timeout: 300, answerLimit: 1024 ** 3 });
    try {
      const call = nextEndless();
      const response = await fetch(`${proxy.keyedUrl}/v1/users/123456_abcdef/visits`);
      expect(response.status).toBe(504);
      await call.closed.promise;
    } finally {
      await proxy.close();
    }
  });

  it('huge: 502 naming the limit once the answer passes it', async () => {
    const proxy = await proxyWith({ answerLimit: 100_000 });
    try {
      const response = await fetch(`${proxy.keyedUrl}/v1/users/123456_abcdef/contacts`);
      expect(response.status).toBe(502);
      const body = await response.json();
      expect(body).toMatchObject({ error_name: 'UPSTREAM_ANSWER_TOO_LARGE', upstream: upstreamUrl });
      expect(body.message).toContain('100000 bytes');
    } finally {
      await proxy.close();
    }
  });

  it('abandoned: the client leaves, and the proxy ends the upstream call', async () => {
    const proxy = await proxyWith({ timeout: 600_000, answerLimit: 1024 ** 3 });
    const leaving = new AbortController();
    try {
      const upstreamCall = nextEndless();
      const call = fetch(`${proxy.keyedUrl}/v1/users/123456_abcdef/visits`, { signal: leaving.signal }).catch((e: Error) => e);
      await upstreamCall.started.promise;
      leaving.abort();
      expect(await call).toBeInstanceOf(Error);
      await upstreamCall.closed.promise; // the test times out if the proxy reads on
    } finally {
      await proxy.close();
    }
  });

  it('2,000 differences: listed in Pronet-Violations as whole entries within 8,000 characters; a call beside it answers', async () => {
    const proxy = await proxyWith();
    try {
      const [many, beside] = await Promise.all([
        fetch(`${proxy.keyedUrl}/v1/users/me/contact_ids`),
        fetch(`${proxy.keyedUrl}/v1/users/me/id_card`),
      ]);
      expect(many.status).toBe(200);
      const header = many.headers.get('pronet-violations')!;
      expect(header.length).toBeLessThanOrEqual(8000);
      const listed = JSON.parse(header) as { at: string }[];
      expect(listed.length).toBeGreaterThan(10);
      expect(listed[0]!.at).toBe('body.contact_ids.items.0');
      expect(beside.status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});

describe('connections', () => {
  it('past maxConnections, a new connection is closed at once; the others are served', async () => {
    const proxy = await proxyWith({ maxConnections: 2 });
    const { port } = new URL(proxy.url);
    const open = () =>
      new Promise<ReturnType<typeof connect>>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
      });
    try {
      const held = [await open(), await open()];
      const third = await open();
      await new Promise<void>((resolve) => third.once('close', () => resolve()));
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await fetch(`${proxy.keyedUrl}/v1/users/me/id_card`)).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});
