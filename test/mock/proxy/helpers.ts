// Shared by the proxy's tests: a real mock as the upstream with the proxy in front, local stand-in upstreams (one
// that answers what it is told and counts, one that never answers), and the authorization page submitted through
// the proxy's redirect.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxy, type ProxyOptions, type ProxyServer } from '../../../mock/proxy/index.ts';
import { startMock, type MockServer } from '../../../mock/server.ts';
import { ALL_RIGHTS, formsOf } from '../helpers.ts';

/** The default consumer, as a consumer line. */
export const CONSUMER_LINE = `${ALL_RIGHTS.consumerKey}:${ALL_RIGHTS.consumerSecret}`;

export interface Pair {
  mock: MockServer;
  proxy: ProxyServer;
  /** What the proxy logged. */
  lines: string[];
  close(): Promise<void>;
}

/** A mock on a free port and a proxy in front of it, knowing the default consumer. */
export async function mockBehindProxy(options: Partial<ProxyOptions> = {}): Promise<Pair> {
  const mock = await startMock({ port: 0 });
  const lines: string[] = [];
  const proxy = await startProxy({ upstream: mock.url, port: 0, consumers: [CONSUMER_LINE], log: (l) => lines.push(l), ...options });
  return {
    mock,
    proxy,
    lines,
    async close() {
      await proxy.close();
      await mock.close();
    },
  };
}

/**
 * Opens the authorization page at `pageUrl` (following the proxy's redirect to the upstream's page), presses Allow
 * as `member`, and returns the PIN of an `oob` request token.
 */
export async function allowAs(pageUrl: string, member: string): Promise<{ pin: string; pageUrl: string }> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`authorization page: HTTP ${page.status}`);
  const form = formsOf(await page.text()).find((f) => f.buttons.some(([, v]) => v === 'allow'));
  if (!form) throw new Error('authorization page: no Allow form');
  const body = new URLSearchParams(form.fields);
  body.set('member', member);
  body.set('decision', 'allow');
  const answer = await fetch(new URL(form.action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const pin = /id="oauth_verifier">([^<]+)</.exec(await answer.text())?.[1];
  if (!pin) throw new Error(`authorization page: no PIN (HTTP ${answer.status})`);
  return { pin, pageUrl: page.url };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local upstream that records each request and answers with `answer` (a JSON 200 by default). */
export async function standIn(
  answer: (req: Received) => { status: number; headers?: Record<string, string>; body?: string } = () => ({ status: 200, body: '{}' }),
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      const a = answer(r);
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(a.body);
    });
  });
  return { url: await listening(server), received, close: () => closed(server) };
}

/** A local upstream that accepts connections and never answers. */
export async function silent(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => {});
  return { url: await listening(server), close: () => closed(server) };
}

/** The URL of a port nothing listens on (a server bound, then closed). */
export async function closedPort(): Promise<string> {
  const server = createServer();
  const url = await listening(server);
  await closed(server);
  return url;
}

function listening(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function closed(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
