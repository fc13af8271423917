/**
 * npx tsx bench/mock.bench.ts
 *
 * The mock's front against its baseline, bare Prism, in one run on loopback:
 *
 *   1. throughput and latency (p50, p99) of a signed GET (getIdCard), 50 keep-alive connections, 10 s each:
 *      bare Prism (prism-http-server, in-process, silent logger, the same bundled document and Prism
 *      configuration) and the mock (our front + Prism). Target: the mock keeps at least 80% of Prism's
 *      throughput. Each server runs in its own child process; this process only sends. Requests to the mock
 *      are signed before the measured loop (distinct nonces: the mock refuses replays).
 *   2. in-process, no HTTP: the CPU time per request of the front's checks (route + OAuth verification +
 *      nonce/timestamp bookkeeping) against one Prism call for the same operation, as the mock makes it.
 *   3. memory under a flood of distinct nonces, replay protection intact: 150,000 signed requests with distinct
 *      nonces to a fresh mock; its heap after a GC every 10,000 requests, and the refusals (none expected).
 *      Then the flood's first request, replayed byte for byte, must still be refused (see bench/soak.bench.ts
 *      for 1,000,000 calls in-process).
 *
 * Bounded: fixed durations and counts; the children are stopped at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { operations } from '../generated/operations.ts';
import { authorizationUrl, getAccessToken, getRequestToken, signRequest } from '../plugins/oauth1/index.ts';

const CONNECTIONS = 50;
const DURATION_MS = 10_000;
const WARMUP_MS = 2_000;
const MEMORY_REQUESTS = 150_000;
const MEMORY_STEP = 10_000;
const TARGET = 0.8;
const OPERATION = operations.getIdCard;
const CONSUMER = { consumerKey: '84ea471edca164b18325', consumerSecret: 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10' };

type Kind = 'prism' | 'mock';

// ---------------------------------------------------------------------------------------------------------
// Child: one server, driven over IPC.

async function serve(kind: Kind): Promise<void> {
  let url: string;
  let close: () => Promise<void>;
  let stats: () => object = () => ({});
  if (kind === 'mock') {
    const { startMock } = await import('../mock/server.ts');
    const mock = await startMock({ port: 0 });
    ({ url } = mock);
    close = mock.close;
    stats = mock.stats;
  } else {
    const { createServer } = await import('@stoplight/prism-http-server');
    const { PRISM_CONFIG, loadPrismOperations, silentLogger } = await import('../mock/prism.ts');
    const { loadSpec } = await import('../mock/spec.ts');
    const server = createServer(await loadPrismOperations(loadSpec().document), {
      cors: false,
      config: PRISM_CONFIG,
      components: { logger: silentLogger() },
    });
    url = await server.listen(0, '127.0.0.1');
    close = () => server.close();
  }
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'heap') {
      globalThis.gc?.();
      globalThis.gc?.();
      process.send!({ type: 'heap', heapUsed: process.memoryUsage().heapUsed, stats: stats() });
    } else if (message.type === 'stop') {
      await close();
      process.exit(0);
    }
  });
  process.send!({ type: 'ready', url });
}

// ---------------------------------------------------------------------------------------------------------
// Parent: handshake, signing, load.

interface Child {
  url: string;
  process: ChildProcess;
  ask<T>(type: string): Promise<T>;
  stop(): Promise<void>;
}

function start(kind: Kind): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.once('message', (message: { type: string; url: string }) => {
      child.removeAllListeners('exit');
      resolve({
        url: message.url,
        process: child,
        ask: <T>(type: string) =>
          new Promise<T>((done) => {
            child.once('message', (reply) => done(reply as T));
            child.send({ type });
          }),
        stop: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            child.send({ type: 'stop' });
          }),
      });
    });
  });
}

/** The handshake over HTTP, the authorization page submitted like a browser. */
async function accessToken(base: string) {
  const requestToken = await getRequestToken({ baseUrl: base, consumer: CONSUMER, callback: 'oob' });
  const page = await fetch(authorizationUrl(base, requestToken));
  const html = await page.text();
  const action = /<form method="post" action="([^"]*)">[\s\S]*?value="allow"/.exec(html)![1]!;
  const member = /type="radio" name="member" value="([^"]*)"/.exec(html)![1]!;
  const formToken = /name="form_token" value="([^"]*)"/.exec(html)![1]!;
  const answer = await fetch(new URL(action, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ oauth_token: requestToken.token, form_token: formToken, member, decision: 'allow' }).toString(),
  });
  const verifier = /id="oauth_verifier">([^<]+)</.exec(await answer.text())![1]!;
  const token = await getAccessToken({ baseUrl: base, consumer: CONSUMER, requestToken, verifier });
  return { ...CONSUMER, token: token.token, tokenSecret: token.tokenSecret };
}

/**
 * `count` Authorization headers for GET base+path, each with its own nonce. One timestamp for the batch: 50
 * connections do not arrive in signing order, and the mock refuses a timestamp smaller than an earlier one.
 */
function presign(base: string, credentials: Parameters<typeof signRequest>[1], count: number): string[] {
  const url = `${base}${OPERATION.path}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = new Array<string>(count);
  for (let i = 0; i < count; i++) headers[i] = signRequest({ method: 'GET', url }, credentials, { timestamp }).authorization;
  return headers;
}

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: Float64Array;
  ranOut: boolean;
}

/** 50 concurrent loops over keep-alive connections, until the time is up or the headers run out. */
async function load(base: string, authorizations: string[], durationMs: number, cycle = false): Promise<LoadResult> {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = new Float64Array(cycle ? 2_000_000 : authorizations.length);
  let next = 0;
  let done = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + durationMs;
  const one = (authorization: string) =>
    new Promise<number>((resolve) => {
      const req = request(
        { agent, host: hostname, port, path: OPERATION.path, method: 'GET', headers: { authorization, accept: 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end();
    });
  const worker = async () => {
    while (performance.now() < end && (cycle || next < authorizations.length) && done < latencies.length) {
      const authorization = authorizations[next++ % authorizations.length]!;
      const t0 = performance.now();
      const status = await one(authorization);
      latencies[done++] = performance.now() - t0;
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    requests: done,
    errors,
    seconds,
    latencies: latencies.subarray(0, done),
    ranOut: !cycle && next >= authorizations.length && performance.now() < end,
  };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

function summary(name: string, r: LoadResult) {
  const sorted = Float64Array.from(r.latencies).sort();
  const rps = r.requests / r.seconds;
  const row = `${name.padEnd(26)}${Math.round(rps).toLocaleString('en').padStart(9)}${percentile(sorted, 50).toFixed(2).padStart(10)}${percentile(sorted, 99).toFixed(2).padStart(10)}${String(r.errors).padStart(9)}${r.requests.toLocaleString('en').padStart(11)}`;
  console.log(row + (r.ranOut ? '  (pre-signed requests ran out early)' : ''));
  return rps;
}

async function main() {
  console.log(
    `mock benchmark: GET ${OPERATION.path} (${OPERATION.operationId}), ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up, loopback, Node ${process.version}`,
  );

  // Bare Prism: the same signed header each time (Prism does not check it).
  const prism = await start('prism');
  const anyHeader = presign(prism.url, { ...CONSUMER, token: 'x', tokenSecret: 'y' }, 1000);
  await load(prism.url, anyHeader, WARMUP_MS, true);
  const prismResult = await load(prism.url, anyHeader, DURATION_MS, true);
  await prism.stop();

  // The mock: a real access token, every request signed beforehand with its own nonce.
  const mock = await start('mock');
  const credentials = await accessToken(mock.url);
  const warm = await load(mock.url, presign(mock.url, credentials, 20_000), WARMUP_MS);
  const expected = Math.ceil((warm.requests / warm.seconds) * (DURATION_MS / 1000) * 1.5) + 10_000;
  const signStart = performance.now();
  const signed = presign(mock.url, credentials, expected);
  const signMs = performance.now() - signStart;
  const mockResult = await load(mock.url, signed, DURATION_MS);
  await mock.stop();

  console.log(
    `\n${''.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(9)}${'requests'.padStart(11)}`,
  );
  const base = summary('bare Prism', prismResult);
  const front = summary('mock (front + Prism)', mockResult);
  const ratio = front / base;
  console.log(`\nratio mock / bare Prism: ${ratio.toFixed(2)} (target >= ${TARGET}: ${ratio >= TARGET ? 'met' : 'NOT met'})`);
  console.log(
    `(signing ${expected.toLocaleString('en')} requests beforehand took ${(signMs / 1000).toFixed(1)} s, ${((signMs * 1000) / expected).toFixed(1)} us each; not in the measured loop)`,
  );

  await frontCost();

  // Memory: a fresh mock, 100,000 distinct nonces.
  const fresh = await start('mock');
  const memoryCredentials = await accessToken(fresh.url);
  const heap = async () => fresh.ask<{ heapUsed: number; stats: { nonces: number } }>('heap');
  const rows: string[] = [];
  const first = await heap();
  rows.push(
    `${'0'.padStart(9)}${(first.heapUsed / 2 ** 20).toFixed(1).padStart(11)}${String(first.stats.nonces).padStart(9)}${'0'.padStart(9)}`,
  );
  let sent = 0;
  let refused = 0;
  let firstRequest: string | undefined;
  while (sent < MEMORY_REQUESTS) {
    const batch = presign(fresh.url, memoryCredentials, MEMORY_STEP);
    firstRequest ??= batch[0]!;
    const result = await load(fresh.url, batch, 120_000);
    sent += result.requests;
    refused += result.errors;
    const h = await heap();
    rows.push(
      `${sent.toLocaleString('en').padStart(9)}${(h.heapUsed / 2 ** 20).toFixed(1).padStart(11)}${String(h.stats.nonces).padStart(9)}${String(refused).padStart(9)}`,
    );
  }
  const replayAnswer = await fetch(`${fresh.url}${OPERATION.path}`, {
    headers: { authorization: firstRequest!, accept: 'application/json' },
  });
  const replayBody = (await replayAnswer.json()) as { error_name?: string };
  await fresh.stop();
  console.log(`\nmemory of the mock after a GC, ${MEMORY_REQUESTS.toLocaleString('en')} signed requests with distinct nonces:`);
  console.log(`${'requests'.padStart(9)}${'heap MiB'.padStart(11)}${'nonces'.padStart(9)}${'refused'.padStart(9)}`);
  for (const row of rows) console.log(row);
  console.log(
    "(the mock keeps each token's latest timestamp and the nonces seen with it; older requests are refused by the timestamp rule)",
  );
  console.log(
    `replay of the flood's first request: ${replayAnswer.status} ${replayBody.error_name} (${replayAnswer.status === 401 ? 'replay protection intact' : 'REPLAY PROTECTION BROKEN'})`,
  );
}

/** The front's own work per request, in-process, against the Prism call it makes. */
async function frontCost() {
  const { OAuthState } = await import('../mock/oauth.ts');
  const { resolveConfig } = await import('../mock/config.ts');
  const { knownRights } = await import('../mock/server.ts');
  const { createRouter } = await import('../mock/router.ts');
  const { createPrism, loadPrismOperations } = await import('../mock/prism.ts');
  const { loadSpec } = await import('../mock/spec.ts');
  const { mockOperationsOf } = await import('../mock/generated.ts');
  const { mockOperations } = await import('../generated/mock-operations.ts');
  const n = 5_000;
  const oauth = new OAuthState(resolveConfig(undefined, await knownRights()), Date.now);
  const consumer = oauth.consumers.get(CONSUMER.consumerKey)!;
  const pending = oauth.issueRequestToken(consumer, 'oob');
  oauth.allow(pending, '123456_abcdef');
  const access = oauth.exchange(pending);
  const url = `http://127.0.0.1:4010${OPERATION.path}`;
  const signed = presign('http://127.0.0.1:4010', { ...CONSUMER, token: access.token, tokenSecret: access.secret }, n);
  const router = createRouter(mockOperationsOf(operations, mockOperations, 'generated/'));
  const prism = createPrism(await loadPrismOperations(loadSpec().document));
  const prismRequest = {
    method: 'GET',
    path: OPERATION.path,
    query: new URLSearchParams(),
    headers: { accept: 'application/json' },
    body: undefined,
  };
  for (let i = 0; i < 300; i++) await prism(OPERATION.operationId, prismRequest);

  let t = performance.now();
  for (let i = 0; i < n; i++) {
    router.match('GET', OPERATION.path);
    const verified = oauth.verify({ method: 'GET', url, authorization: signed[i] }, 'data');
    if (!verified.ok) throw new Error(`front refused a pre-signed request: ${verified.failure.example}`);
    verified.value.commit();
  }
  const frontUs = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  for (let i = 0; i < n; i++) await prism(OPERATION.operationId, prismRequest);
  const prismUs = ((performance.now() - t) * 1000) / n;
  console.log(`
in-process CPU per request (${n.toLocaleString('en')} each): front ${frontUs.toFixed(1)} us, Prism (one operation) ${prismUs.toFixed(1)} us: the front adds ${((100 * frontUs) / prismUs).toFixed(0)}% to Prism's own work`);
}

if (process.argv[2] === '--serve') await serve(process.argv[3] as Kind);
else await main();
