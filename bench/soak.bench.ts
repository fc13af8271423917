/**
 * npm run bench -- soak   (or: node --expose-gc --import tsx bench/soak.bench.ts [calls])
 *
 * Replay protection under a long flood, in-process (no HTTP: what is measured is the mock front's OAuth
 * verification and replay bookkeeping, OAuthState.verify + commit of mock/oauth.ts, not sockets or Prism):
 * 1,000,000 signed data calls spread over 4 access tokens of one consumer at full speed, with the real clock
 * (timestamps advance with the seconds). Requests are signed in batches of 5,000 outside the timed part.
 * Every 1,000th request is kept and replayed later (the same bytes, while its timestamp is still in the
 * 24-hour window): each must be refused. Printed: heap after a GC at start and end, calls/s, replays sampled and
 * refused, fresh calls refused.
 *
 * Baselines in the same run, through the same signature check (readOAuthParams + verifySignature):
 *   - "every nonce for 24 h": a plain Map per consumer of every nonce seen (no cap);
 *   - "the capped 24 h store": the same Map with the caps the mock had before (100,000 nonces per consumer,
 *     500,000 in all; past them every new call was refused 403 RATE_LIMIT_EXCEEDED), on 200,000 calls.
 */
import { getHeapStatistics } from 'node:v8';
import { knownRights } from '../mock/server.ts';
import { resolveConfig } from '../mock/config.ts';
import { OAuthState } from '../mock/oauth.ts';
import { readOAuthParams, signRequest, verifySignature, type ReceivedRequest } from '../plugins/oauth1/index.ts';
import { heapMeter } from './heap.ts';

const CALLS = Number(process.argv[2] ?? 1_000_000);
const TOKENS = 4;
const BATCH = 5_000;
const SAMPLE_EVERY = 1_000;
const URL_ = 'http://127.0.0.1:4010/v1/users/me/id_card';

const heapMb = heapMeter('soak');

interface Run {
  name: string;
  calls: number;
  seconds: number;
  heapStart: number;
  heapEnd: number;
  replays: number;
  replaysRefused: number;
  freshRefused: number;
}

type Check = (request: ReceivedRequest, token: number) => boolean;

async function soak(
  name: string,
  credentials: Array<{ consumerKey: string; consumerSecret: string; token: string; tokenSecret: string }>,
  check: Check,
  calls = CALLS,
): Promise<Run> {
  const heapStart = heapMb();
  let elapsed = 0;
  let freshRefused = 0;
  let replays = 0;
  let replaysRefused = 0;
  let sampled: Array<{ request: ReceivedRequest; token: number }> = [];
  for (let done = 0; done < calls; done += BATCH) {
    const batch: Array<{ request: ReceivedRequest; token: number }> = [];
    const timestamp = Math.floor(Date.now() / 1000);
    for (let i = 0; i < BATCH && done + i < calls; i++) {
      const token = (done + i) % TOKENS;
      const signed = signRequest({ method: 'GET', url: URL_ }, credentials[token]!, { timestamp });
      batch.push({ request: { method: 'GET', url: URL_, authorization: signed.authorization }, token });
    }
    const started = process.hrtime.bigint();
    for (const { request, token } of batch) if (!check(request, token)) freshRefused++;
    // Replays of the previous batch's samples (older timestamps) and of this batch's (the latest timestamp).
    const replaying = sampled.concat(batch.filter((_, i) => (done + i) % SAMPLE_EVERY === 0));
    for (const { request, token } of replaying) {
      replays++;
      if (!check({ ...request }, token)) replaysRefused++;
    }
    elapsed += Number(process.hrtime.bigint() - started) / 1e9;
    sampled = batch.filter((_, i) => (done + i) % SAMPLE_EVERY === 0);
    if ((done + BATCH) % 200_000 === 0) console.log(`  ${name}: ${(done + BATCH).toLocaleString('en')} calls`);
  }
  return { name, calls, seconds: elapsed, heapStart, heapEnd: heapMb(), replays, replaysRefused, freshRefused };
}

/** A Map of every nonce seen per consumer, optionally with the old caps (refusing once full). */
function mapBaseline(caps?: { perConsumer: number; total: number }): Check {
  const seen = new Map<string, Map<string, number>>();
  let size = 0;
  return (request) => {
    const reading = readOAuthParams(request);
    const p = reading.params;
    const consumer = p['oauth_consumer_key']!;
    const tokenSecret = secrets.get(p['oauth_token']!) ?? '';
    if (!verifySignature(reading, { consumerSecret: CONSUMER.consumerSecret, tokenSecret })) return false;
    let nonces = seen.get(consumer);
    if (!nonces) seen.set(consumer, (nonces = new Map()));
    if (nonces.has(p['oauth_nonce']!)) return false;
    if (caps && (nonces.size >= caps.perConsumer || size >= caps.total)) return false;
    nonces.set(p['oauth_nonce']!, Date.now());
    size++;
    return true;
  };
}

const rights = await knownRights();
const config = resolveConfig(undefined, rights);
const consumer = config.consumers.find((c) => !c.test)!;
const CONSUMER = { consumerKey: consumer.key, consumerSecret: consumer.secret };
const secrets = new Map<string, string>();

const oauth = new OAuthState(config, Date.now);
const credentials = Array.from({ length: TOKENS }, () => {
  const requestToken = oauth.issueRequestToken(oauth.consumers.get(consumer.key)!, 'oob');
  oauth.allow(requestToken, config.members[0]!.id);
  const access = oauth.exchange(requestToken);
  secrets.set(access.token, access.secret);
  return { ...CONSUMER, token: access.token, tokenSecret: access.secret };
});

console.log(
  `${CALLS.toLocaleString('en')} signed calls on ${TOKENS} tokens of one consumer; a replay of every ${SAMPLE_EVERY.toLocaleString('en')}th call`,
);
console.log(`heap limit ${(getHeapStatistics().heap_size_limit / 1024 / 1024).toFixed(0)} MB\n`);
const runs: Run[] = [];
runs.push(
  await soak('the mock (latest timestamp per token)', credentials, (request) => {
    const verified = oauth.verify(request, 'data');
    if (!verified.ok) return false;
    verified.value.commit();
    return true;
  }),
);
console.log(`  nonces held at the end: ${oauth.stats.nonces.toLocaleString('en')}`);
runs.push(await soak('every nonce for 24 h (plain Map)', credentials, mapBaseline()));
// 200,000 calls are enough to show the lockout of the old caps (signing 1,000,000 more would double the run).
runs.push(
  await soak(
    'the capped 24 h store (before)',
    credentials,
    mapBaseline({ perConsumer: 100_000, total: 500_000 }),
    Math.min(CALLS, 200_000),
  ),
);

const rows = runs.map((r) => [
  r.name,
  r.calls.toLocaleString('en'),
  Math.round(r.calls / r.seconds).toLocaleString('en'),
  r.heapStart.toFixed(1),
  r.heapEnd.toFixed(1),
  `${r.replaysRefused.toLocaleString('en')} of ${r.replays.toLocaleString('en')}`,
  r.freshRefused.toLocaleString('en'),
]);
const head = ['', 'calls', 'calls/s', 'heap start MB', 'heap end MB', 'replays refused', 'fresh refused'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
for (const row of [head, ...rows])
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
const [ours, plain] = runs as [Run, Run, Run];
const growth = (r: Run) => r.heapEnd - r.heapStart;
console.log(`\ncalls/s, the mock vs the plain Map: ${(ours.calls / ours.seconds / (plain.calls / plain.seconds)).toFixed(2)}x`);
console.log(`heap growth: the mock ${growth(ours).toFixed(1)} MB, the plain Map ${growth(plain).toFixed(1)} MB`);
const ok = ours.freshRefused === 0 && ours.replaysRefused === ours.replays && growth(ours) < 20;
console.log(ok ? 'OK: every sampled replay refused, no fresh call refused, heap flat' : 'FAILED: see the first row');
process.exitCode = ok ? 0 : 1;
