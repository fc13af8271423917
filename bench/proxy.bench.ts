/**
 * npm run bench -- proxy
 *
 * The proxy's cost, against its baseline, direct calls to the same upstream, in one run on loopback: a mock
 * (the upstream) and the proxy in front of it, each in a child process of its own; this process only signs and sends.
 * Every request is signed by the caller (distinct nonces, one timestamp per batch), for the mock's URL or for the
 * proxy's, which verifies it, signs it again for the mock and compares request and answer with the description.
 *
 *   1. latency: SEQUENTIAL calls of getIdCard, one at a time on one keep-alive connection, direct and through the
 *      proxy: p50 and p99 of each, and what the proxy adds.
 *   2. throughput: CONNECTIONS keep-alive connections for DURATION_MS each: calls per second direct and through
 *      the proxy, and their ratio.
 *
 * Bounded: fixed counts and durations; the children are stopped at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { operations } from '../generated/operations.ts';
import { signRequest } from '../plugins/oauth1/index.ts';

const SEQUENTIAL = 2_000;
const WARMUP = 300;
const CONNECTIONS = 16;
const DURATION_MS = 5_000;
const OPERATION = operations.getIdCard;
const CONSUMER = { consumerKey: '84ea471edca164b18325', consumerSecret: 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10' };

// ---------------------------------------------------------------------------------------------------------
// Children: `--upstream` runs a mock and sends its URL and an access token; `--proxy <url>` runs the proxy.

if (process.argv[2] === '--upstream') {
  const { startMock } = await import('../mock/server.ts');
  const mock = await startMock({ port: 0 });
  const credentials = await mock.authorize();
  process.send!({ url: mock.url, credentials });
  answer(() => mock.close());
} else if (process.argv[2] === '--proxy') {
  const { startProxy } = await import('../mock/proxy/index.ts');
  // The access token the upstream issued (given by the parent, as `pronet auth`'s file would give it).
  const token = JSON.parse(process.env['PROXY_BENCH_TOKEN']!);
  const proxy = await startProxy({ upstream: process.argv[3]!, port: 0, token });
  process.send!({ url: proxy.url });
  answer(() => proxy.close());
} else {
  await main();
}

/** A child's answers: its CPU time so far (`cpu`), or it stops. */
function answer(close: () => Promise<void>): void {
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMs: (user + system) / 1000 });
    } else void close().then(() => process.exit(0));
  });
}

/** A child's CPU time so far, in milliseconds. */
function cpuOf({ child }: Running): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (reply: { cpuMs: number }) => resolve(reply.cpuMs));
    child.send('cpu');
  });
}

interface Running {
  reply: any;
  child: ChildProcess;
}

function run(args: string[], env: Record<string, string> = {}): Promise<Running> {
  const child = fork(fileURLToPath(import.meta.url), args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args[0]} child exited (${code})`)));
    child.once('message', (reply) => {
      child.removeAllListeners('exit');
      resolve({ reply, child });
    });
  });
}

function stop({ child }: Running): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}

// ---------------------------------------------------------------------------------------------------------
// The sender.

/** Authorization headers for GET base+path, distinct nonces, one timestamp (the mock refuses a decreasing one). */
function signedFor(base: string, credentials: Parameters<typeof signRequest>[1], count: number): string[] {
  const url = `${base}${OPERATION.path}`;
  const timestamp = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, () => signRequest({ method: 'GET', url }, credentials, { timestamp }).authorization);
}

/** Sends each header in turn on `connections` keep-alive connections, until the headers or the time run out. */
async function send(base: string, headers: string[], connections: number, durationMs = Infinity) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const one = (authorization: string) =>
    new Promise<number>((resolve) => {
      request({ agent, host: hostname, port, path: OPERATION.path, headers: { authorization, accept: 'application/json' } }, (res) => {
        res.resume().on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', () => resolve(0))
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < headers.length && performance.now() - started < durationMs) {
        const t0 = performance.now();
        const status = await one(headers[next++]!);
        latencies.push(performance.now() - t0);
        if (status !== 200) failed++;
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { calls: latencies.length, failed, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const upstream = await run(['--upstream']);
  const credentials = upstream.reply.credentials;
  const proxy = await run(['--proxy', upstream.reply.url], { PROXY_BENCH_TOKEN: JSON.stringify(credentials) });
  let failed = 0;
  const through = (label: string, base: string) => ({ label, base });
  const targets = [through('direct', upstream.reply.url), through('proxy', proxy.reply.url)];
  try {
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(
      `getIdCard, signed by the caller; upstream: the mock; ${SEQUENTIAL} sequential calls each, then ${CONNECTIONS} connections for ${DURATION_MS / 1000} s each`,
    );
    const latency: Record<string, Awaited<ReturnType<typeof send>>> = {};
    for (const { label, base } of targets) {
      await send(base, signedFor(base, credentials, WARMUP), 1);
      latency[label] = await send(base, signedFor(base, credentials, SEQUENTIAL), 1);
      const r = latency[label]!;
      failed += r.failed;
      console.log(`  latency  ${label.padEnd(6)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  (${r.calls} calls, ${r.failed} not 200)`);
    }
    const [direct, proxied] = [latency['direct']!, latency['proxy']!];
    console.log(`  the proxy adds p50 ${ms(proxied.p50 - direct.p50)}, p99 ${ms(proxied.p99 - direct.p99)} per call`);
    const throughput: Record<string, number> = {};
    for (const { label, base } of targets) {
      // More headers than the time can use: each batch gets a fresh timestamp.
      const headers = signedFor(base, credentials, 60_000);
      const before = await Promise.all([cpuOf(upstream), cpuOf(proxy)]);
      const r = await send(base, headers, CONNECTIONS, DURATION_MS);
      const after = await Promise.all([cpuOf(upstream), cpuOf(proxy)]);
      throughput[label] = r.perSecond;
      failed += r.failed;
      // CPU per call, which a machine shared with other work disturbs less than the wall clock.
      const [mockCpu, proxyCpu] = [0, 1].map((i) => (after[i]! - before[i]!) / r.calls);
      console.log(
        `  throughput ${label.padEnd(6)} ${r.perSecond.toFixed(0)} calls/s  (p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.failed} not 200; CPU per call: mock ${ms(mockCpu!)}, proxy ${ms(proxyCpu!)})`,
      );
    }
    console.log(`  through the proxy: ${((throughput['proxy']! / throughput['direct']!) * 100).toFixed(0)}% of the direct throughput`);
    if (failed) {
      console.error(`${failed} calls did not answer 200: the figures do not count`);
      process.exitCode = 1;
    }
  } finally {
    await stop(proxy);
    await stop(upstream);
  }
}
