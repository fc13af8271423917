// The docs' curl samples, as printed (x-codeSamples, written by the docs build from the data the page carries), run
// with the real curl against the proxy in front of a mock: only the base URL changes (the proxy's, with its access key),
// $AUTHORIZATION stays unset, and the proxy signs each request with the configured token. Each answers 2xx.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples } from '../../../generator/docs/docs-page.ts';
import type { TryItOperation } from '../../../generator/docs/try-it.ts';
import { DEFAULT_GENERATED_DIR } from '../../../mock/server.ts';
import { callsInOrder, stateRefusal, statefulOperations } from '../every-operation.ts';
import { op } from '../helpers.ts';
import { mockBehindProxy, type Pair } from './helpers.ts';

const CURL = '/usr/bin/curl';
const run = promisify(execFile);
const page = readFileSync(path.join(DEFAULT_GENERATED_DIR, 'docs', 'index.html'), 'utf8');
const tryIt = JSON.parse(/<script id="pn-try-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]!) as {
  operations: TryItOperation[];
};
const curlOf = (o: TryItOperation) => codeSamples(o, '').find((s) => s.label === 'curl')!.source;

/**
 * The samples that cannot answer 2xx as printed, wherever they run: the authorization page answers with the
 * upstream's page through a redirect, and the access token calls need the verifier that a member's Allow gives.
 */
const HANDSHAKE_ONLY = new Set(
  tryIt.operations.filter((o) => ['authorize', 'access_token'].includes(op(o.id)?.handshakeStep ?? '')).map((o) => o.id),
);
/** Samples with a required parameter the description gives no example of: printed empty, the call is refused. */
const lacksExample = (o: TryItOperation) => o.params.some((p) => p.required && p.example === '');

// The data calls in the order of the every-operation run (the postings first), then the handshake's.
const order = new Map(callsInOrder.map((o, i) => [o.operationId, i]));
const runnable = tryIt.operations.filter((o) => !HANDSHAKE_ONLY.has(o.id));
const samples = runnable.filter((o) => !lacksExample(o)).sort((a, b) => (order.get(a.id) ?? -1) - (order.get(b.id) ?? -1));
const incomplete = runnable.filter(lacksExample);

/** Runs a sample as printed, the port changed (and the proxy's access key as the path prefix); the status and the body. */
async function runSample(o: TryItOperation): Promise<{ status: number; text: string }> {
  const printed = curlOf(o);
  expect(printed).toContain('http://127.0.0.1:4010/');
  const command = printed.replaceAll('http://127.0.0.1:4010/', `${pair.proxy.keyedUrl}/`);
  const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home, CURL_HOME: home };
  // Not execFileSync: the proxy and the mock answer in this process.
  const { stdout } = await run('/bin/sh', ['-c', command], { env, encoding: 'utf8', timeout: 20_000 });
  return { status: Number(stdout.slice(stdout.lastIndexOf('\n') + 1)), text: stdout.slice(0, stdout.lastIndexOf('\n')) };
}

let pair: Pair;
let home: string;
let stateful: Map<string, string>;

beforeAll(async () => {
  pair = await mockBehindProxy();
  await pair.proxy.close();
  // The proxy again, with the token a member's Allow gave (as `pronet auth` would store it).
  const { startProxy } = await import('../../../mock/proxy/index.ts');
  pair.proxy = await startProxy({ upstream: pair.mock.url, port: 0, token: await pair.mock.authorize(), log: (l) => pair.lines.push(l) });
  stateful = await statefulOperations();
  // curl as printed; its configuration file adds only what the test reads: the status, after the body.
  home = mkdtempSync(path.join(tmpdir(), 'pronet-curl-'));
  writeFileSync(path.join(home, '.curlrc'), 'silent\nshow-error\nwrite-out = "\\n%{http_code}"\n');
});
afterAll(async () => {
  await pair.close();
  rmSync(home, { recursive: true, force: true });
});

describe("the docs' curl samples, run as printed against the signing proxy", () => {
  it('cover every operation but the authorization page and the access token calls', () => {
    expect(existsSync(CURL)).toBe(true);
    expect(samples.length + incomplete.length + HANDSHAKE_ONLY.size).toBe(tryIt.operations.length);
    expect(HANDSHAKE_ONLY.size).toBe(3);
  });

  it.each(samples.map((o) => [o.id, o] as const))('%s', async (id, o) => {
    const { status, text } = await runSample(o);
    const described = op(id);
    if (described && stateRefusal(stateful, described, { status, text })) return;
    expect(status, `${id}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(status, `${id}: ${text.slice(0, 300)}`).toBeLessThan(300);
  });

  it.each(incomplete.map((o) => [o.id, o] as const))('%s (a required parameter printed empty) is refused naming it', async (_id, o) => {
    const { status, text } = await runSample(o);
    expect(status).toBeGreaterThanOrEqual(400);
    for (const p of o.params.filter((q) => q.required && q.example === '')) expect(text).toContain(p.name);
  });
});
