// Per-call overhead of the generated client (signing, Accept, parsing, the operation table, retries' bookkeeping)
// against a bare fetch that signs and sends the same request with the same signer, on a local HTTP server run in
// its own process. Sequential calls on one keep-alive connection, taking turns in batches; medians.
// Target: the client at most 10% slower at the median.
import { fork } from 'node:child_process';
import { createClient } from '../generated/client.ts';
import { signRequest } from '../plugins/oauth1/index.ts';

const CALLS = Number(process.env['BENCH_CALLS'] ?? 6000);
const BATCH = 50;
const credentials = { consumerKey: 'consumer', consumerSecret: 'consumer-secret', token: 'access', tokenSecret: 'access-secret' };
const body = JSON.stringify({ id_card: { id: '123456_abcdef', display_name: 'Max Mustermann', permalink: 'https://example.com/p', photo_urls: {} } });

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = fork(new URL(import.meta.url), ['--server'], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export async function run(): Promise<void> {
  const server = await startServer();
  try {
    const client = createClient({ baseUrl: server.url, credentials, maxRetries: 0, ...(process.env['BENCH_TIMEOUT'] && { timeout: Number(process.env['BENCH_TIMEOUT']) }) });
    const url = `${server.url}/v1/users/me/id_card`;
    const bare = async () => {
      const { authorization } = signRequest({ method: 'GET', url }, credentials);
      const response = await fetch(url, { headers: { authorization, accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    };
    const generated = () => client.users.getIdCard();
    const times: Record<'bare' | 'client', number[]> = { bare: [], client: [] };
    const measure = async (name: 'bare' | 'client', call: () => Promise<unknown>, n: number) => {
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        await call();
        times[name].push(performance.now() - start);
      }
    };
    await measure('bare', bare, 500); // warm-up, discarded
    await measure('client', generated, 500);
    times.bare = [];
    times.client = [];
    for (let done = 0; done < CALLS; done += BATCH) {
      await measure('bare', bare, BATCH);
      await measure('client', generated, BATCH);
    }
    const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
    const row = (name: string, xs: number[]) =>
      `  ${name.padEnd(34)} p50 ${(pct(xs, 0.5) * 1000).toFixed(0).padStart(5)} µs   p99 ${(pct(xs, 0.99) * 1000).toFixed(0).padStart(6)} µs`;
    console.log(`client overhead: ${CALLS} sequential signed GETs each, keep-alive, server in its own process`);
    console.log(row('bare fetch + signRequest', times.bare));
    console.log(row('client.users.getIdCard()', times.client));
    const ratio = pct(times.client, 0.5) / pct(times.bare, 0.5);
    console.log(`  median ratio client/bare: ${ratio.toFixed(3)}  (${((ratio - 1) * 100).toFixed(1)}% slower; target at most 10%)`);
  } finally {
    server.stop();
  }
}

if (process.argv.includes('--server')) {
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as { port: number }).port));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}
