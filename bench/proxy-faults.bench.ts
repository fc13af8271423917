/**
 * npm run bench -- proxy-faults
 *
 * The proxy against an upstream that misbehaves (issue 47), each fault measured with a normal call beside it. The
 * proxy runs in a child process of its own with --expose-gc and collects garbage every 500 ms (as traffic would);
 * the stand-in upstream runs here, on 127.0.0.1.
 *
 *   slow        an upstream that answers after 6 s, with --timeout 1000: the status and when it came
 *   endless     an answer that never ends, the client gone after 1 s: the proxy's RSS 4 s later, and whether the
 *               upstream saw its connection closed
 *   huge        a 64 MiB answer (the cap is 16 MiB): the status, and the proxy's RSS after it
 *   2,000       an answer with 2,000 bad list items: its latency, and that of a normal call sent 50 ms after it
 *
 * Baseline: the same normal call with nothing else going on. Bounded: fixed counts and durations; the child is stopped.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { endless } from '../test/mock/proxy/endless.ts';

const TOKEN = { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' };
const ACCESS_HEADER = 'pronet-access-key';

if (process.argv[2] === '--proxy') {
  const { startProxy } = await import('../mock/proxy/index.ts');
  const proxy = await startProxy({ upstream: process.argv[3]!, port: 0, token: TOKEN, timeout: 1000, log: () => {} });
  const gc = (globalThis as { gc?: () => void }).gc!;
  setInterval(gc, 500).unref();
  const key = (proxy as { accessKey?: string }).accessKey;
  process.send!({ url: proxy.url, key });
  process.on('message', (message) => {
    if (message === 'mem') process.send!({ rssMb: process.memoryUsage().rss / 2 ** 20 });
    else void proxy.close().then(() => process.exit(0));
  });
} else await main();

async function main(): Promise<void> {
  let endlessClosed = false;
  const upstream = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const json = (body: unknown) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end(JSON.stringify(body)));
    if (path === '/v1/users/me') setTimeout(() => json({ users: [] }), 6000).unref();
    else if (path.endsWith('/visits')) endless(res, 64 * 1024, () => (endlessClosed = true));
    else if (path.endsWith('/contacts')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i < 64; i++) res.write(chunk);
      res.end('{}');
    } else if (path === '/v1/users/me/contact_ids') json({ contact_ids: { items: Array.from({ length: 2000 }, (_, i) => i) } });
    else json({ id_card: { id: '123456_abcdef' } });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const child = fork(fileURLToPath(import.meta.url), ['--proxy', upstreamUrl], { execArgv: ['--expose-gc', '--import', 'tsx'] });
  const { url, key } = await next<{ url: string; key?: string }>(child);
  const headers: Record<string, string> = key ? { [ACCESS_HEADER]: key } : {};
  const rss = async () => (child.send('mem'), (await next<{ rssMb: number }>(child)).rssMb);
  const timed = async (path: string, signal?: AbortSignal) => {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, { headers, ...(signal && { signal }) });
      const body = await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started, bytes: body.byteLength };
    } catch {
      return { status: 0, ms: performance.now() - started, bytes: 0 };
    }
  };
  const fmt = (r: { status: number; ms: number }) => `${r.status} in ${r.ms.toFixed(0)} ms`;

  for (let i = 0; i < 20; i++) await timed('/v1/users/me/id_card'); // warm-up
  const baseline = await timed('/v1/users/me/id_card');
  console.log(`baseline   normal call alone: ${fmt(baseline)}; proxy RSS ${(await rss()).toFixed(0)} MB`);

  // slow, with other traffic (and the child's collections) going on
  const traffic = setInterval(() => void timed('/v1/users/me/id_card'), 10);
  const slow = await timed('/v1/users/me');
  clearInterval(traffic);
  console.log(`slow       --timeout 1000, the upstream answers after 6000 ms: ${fmt(slow)} (want 504 in about 1000 ms)`);

  // endless, abandoned by the client after 1 s
  const before = await rss();
  await timed('/v1/users/123456_abcdef/visits', AbortSignal.timeout(1000));
  await new Promise((resolve) => setTimeout(resolve, 4000));
  console.log(
    `endless    client gone after 1000 ms: proxy RSS ${before.toFixed(0)} MB before, ${(await rss()).toFixed(0)} MB 4 s later; upstream connection closed: ${endlessClosed}`,
  );

  // huge
  const huge = await timed('/v1/users/123456_abcdef/contacts');
  console.log(`huge       64 MiB answer: ${fmt(huge)}, ${huge.bytes} bytes to the client; proxy RSS ${(await rss()).toFixed(0)} MB`);

  // 2,000 differences, a normal call beside it
  const many = timed('/v1/users/me/contact_ids');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const beside = await timed('/v1/users/me/id_card');
  const manyDone = await many;
  console.log(
    `2,000      the answer: ${fmt(manyDone)}; a normal call sent 50 ms later: ${fmt(beside)} (alone: ${baseline.ms.toFixed(0)} ms)`,
  );

  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  upstream.closeAllConnections();
  upstream.close();
}

function next<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
}
