/**
 * Throughput of signRequest (plugins/oauth1) against three baselines, on the same 1,000 generated requests:
 *   - floor:      HMAC-SHA1 with node:crypto's createHmac + base64 over precomputed base strings and keys: the
 *                 issue's floor ("about 9x oauth-1.0a"), what any signer on node:crypto pays per signature;
 *   - HMAC alone: our own HMAC-SHA1 routine (plugins/oauth1/hmac.ts, two one-shot SHA-1 hashes) over the same
 *                 strings: the part of signRequest's work that is hashing. Printed so that the ratio against
 *                 the floor is not read as "signing costs only 3 hashes": against this one it is higher;
 *   - oauth-1.0a: the npm package (v2.2.x) with node:crypto HMAC-SHA1 as hash_function, authorize() + toHeader().
 * Each is warmed up, then they take turns batch by batch (see 'timing' below).
 * Target: signRequest within 3x of the floor.
 *
 * Run: npx tsx bench/oauth1-sign.bench.ts   (BENCH_MS=<CPU ms per contestant>, default 5000)
 *
 * What made it faster (first version 5.8x the floor, then 4.1x):
 *   - the parameters are written as bytes (encode.ts, baseStringWithParameters): each name and value is
 *     normalized and encoded twice straight into one buffer, sorted by comparing bytes, and copied once
 *     into the base string, which comes out as one flat string; before, each name and value was a string,
 *     joined into a rope that the HMAC then had to flatten;
 *   - the HMAC is two one-shot SHA-1 hashes with the padded keys kept (hmac.ts): createHmac builds a stream
 *     object per call, which for these short messages costs more than the hashing;
 *   - nonces are slices of one hex conversion per 256 nonces; a base64 signature is encoded by a loop that
 *     only looks for '+', '/' and '='; the protocol parameters are laid out once per credentials and
 *     compared field by field; a hand-made URL split for plain URLs; insertion sort for short lists.
 *   The bytes become a string through TextDecoder (plain Uint8Array, no Buffer, so browsers run the same code):
 *     String.fromCharCode.apply over them made a signature 1.5 times as slow (3.6x the floor instead of 2.6x).
 *   Per-character JavaScript still weighs against native SHA-1 here: a charCodeAt loop runs at about 2 ns
 *   per character on these machines.
 *
 * Where oauth-1.0a signs differently (same nonce and timestamp), and why (read from its source,
 * oauth-1.0a.js 2.2.6; each reason is confirmed on the generated requests by the classifier below):
 *   - '+' in the query: it reads the query with decodeURIComponent, which keeps '+' as a plus, and then
 *     encodes it as %2B. RFC 5849 3.4.1.3.1 reads the query as application/x-www-form-urlencoded, where '+'
 *     is a space (%20). Any query built with URLSearchParams (spaces become '+') is signed wrongly.
 *   - encoded names in the query: it decodes values but not names (deParam), then encodes the name again,
 *     so filter%5Bcity%5D is signed as filter%255Bcity%255D.
 *   - '=' inside a query value (base64 cursors like "abc=="): it splits each pair on every '=' and keeps
 *     only the second piece, so the value is cut short.
 *   - repeated query names after an empty value: it tests `if (data[name])`, so after an empty first
 *     value the second value replaces it instead of both being kept (tag=&tag=x is signed as tag=x).
 *     Other repeated names (query, or arrays in its `data`) it handles right, sorted by value.
 *   - a name in both query and body: parameters are merged into one object, and the query value overwrites
 *     the body value (RFC 3.4.1.3.1 keeps both).
 *   - base string URI: it is the URL up to '?', unchanged: an explicit default port (:443, :80), upper-case
 *     scheme or host, a missing path ('/') or a fragment end up in the base string (3.4.1.2 removes them);
 *     with a query, a fragment is glued to the last query value instead.
 *   Unicode (decodeURIComponent then a 3.6 encoder) and non-default ports it signs the same as we do.
 * It also mutates the request's `data` (merges the query into it), so the bench hands it a fresh copy per
 * call; and its nonce comes from Math.random (32 chars), not from a cryptographic source.
 */
import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { signRequest } from '../plugins/oauth1/index.ts';
import { hmacSha1Base64 } from '../plugins/oauth1/hmac.ts';
import { signingKey } from '../plugins/oauth1/signer.ts';

const DURATION_MS = Number(process.env['BENCH_MS'] ?? 5000);
const WARMUP_MS = 1000;
const COUNT = 1000;

// ---------------------------------------------------------------- deterministic request generator
let seed = 0x5eed1234;
function random(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number): boolean => random() < p;

const BASES = [
  ...Array<string>(12).fill('https://api.example.com'),
  'https://API.Example.com',
  'https://api.example.com:443',
  'http://localhost:8080',
  'http://127.0.0.1:3000',
  'HTTPS://api.example.com',
];
const GET_PATHS = [
  '/v1/users/me',
  '/v1/users/123456_abcdef',
  '/v1/users/me/contacts',
  '/v1/users/me/network_feed',
  '/v1/jobs/find',
  '/v1/users/find',
  '/v1/users/find_by_emails',
  '/vendor/jobs/postings',
  '/vendor/jobs-statistics/postings/performance',
];
const POST_PATHS = [
  '/v1/users/me/status_message',
  '/v1/users/me/share/link',
  '/v1/groups/forums/42_abcdef/posts',
  '/v1/users/invite',
  '/vendor/jobs/postings',
];
const WORDS = [
  'software engineer',
  'Berlin',
  'München',
  'Zoë Müller',
  'data & analytics',
  'C++ (senior)',
  "it's 100% remote!",
  'naïve café',
  '日本語',
  'emoji 🚀 rocket',
  'a*b~c',
  'x+y=z',
  'comma,separated,list',
];
const FIELD_NAMES = ['fields', 'user_fields', 'limit', 'offset', 'query', 'location', 'since', 'order_by', 'ids'];

type Pair = [string, string];

function randomValue(): string {
  const r = random();
  if (r < 0.35) return String(Math.floor(random() * 1000));
  if (r < 0.55) return pick(['id,display_name,photo_urls', 'true', 'false', '2024-06-11T10:00:00Z', 'DESC']);
  if (r < 0.9) return pick(WORDS);
  if (r < 0.95) return pick(['', 'eyJwYWdlIjoyfQ==', 'abc=']);
  return pick(['51.1084,13.6737,100', 'a@example.com,b@example.org']);
}

function randomPairs(min: number, max: number): Pair[] {
  const n = min + Math.floor(random() * (max - min + 1));
  const pairs: Pair[] = [];
  for (let i = 0; i < n; i++) pairs.push([pick(FIELD_NAMES), randomValue()]);
  if (chance(0.1)) pairs.push(['tag', ''], ['tag', pick(WORDS)]); // repeated, first value empty
  if (chance(0.15)) pairs.push(['ids', '1'], ['ids', '2']); // repeated
  if (chance(0.05)) pairs.push(['filter[city]', pick(WORDS)]); // name that needs encoding
  return pairs;
}

/** A query string as clients build it: URLSearchParams ('+' for spaces, '=' escaped) or encodeURIComponent-style. */
function queryString(pairs: Pair[]): string {
  const style = random();
  if (style < 0.4) return new URLSearchParams(pairs).toString();
  if (style < 0.9) return pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
  // hand-written: '=' and ',' left raw in values (e.g. base64 cursors)
  return pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v).replace(/%3D/g, '=').replace(/%2C/g, ',')}`).join('&');
}

interface BenchRequest {
  method: string;
  url: string;
  body: string | undefined;
  contentType: string | undefined;
  /** The form body as the object a user of oauth-1.0a would pass (repeated names as arrays). */
  data: Record<string, string | string[]>;
  queryPairs: Pair[];
  bodyPairs: Pair[];
}

function toData(pairs: Pair[]): Record<string, string | string[]> {
  const data: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const prev = data[name];
    if (prev === undefined) data[name] = value;
    else data[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return data;
}

function generate(): BenchRequest {
  const base = pick(BASES);
  if (chance(0.6)) {
    const queryPairs = randomPairs(0, 6);
    const qs = queryString(queryPairs);
    let url = base + pick(GET_PATHS) + (qs ? '?' + qs : '');
    if (chance(0.01)) url = base; // no path at all
    if (chance(0.01)) url += '#section';
    return { method: chance(0.9) ? 'GET' : 'DELETE', url, body: undefined, contentType: undefined, data: {}, queryPairs, bodyPairs: [] };
  }
  const bodyPairs = randomPairs(1, 8);
  if (chance(0.5)) bodyPairs.push(['message', pick(WORDS) + ' ' + pick(WORDS)]);
  const queryPairs = chance(0.2) ? randomPairs(1, 2) : [];
  if (chance(0.05) && bodyPairs[0]) queryPairs.push([bodyPairs[0][0], 'from-query']); // same name in query and body
  const qs = queryString(queryPairs);
  return {
    method: chance(0.85) ? 'POST' : 'PUT',
    url: base + pick(POST_PATHS) + (qs ? '?' + qs : ''),
    body: new URLSearchParams(bodyPairs).toString(),
    contentType: 'application/x-www-form-urlencoded',
    data: toData(bodyPairs),
    queryPairs,
    bodyPairs,
  };
}

const requests: BenchRequest[] = Array.from({ length: COUNT }, generate);

// ---------------------------------------------------------------- the three contestants
const credentials = {
  consumerKey: '84ea471edca164b18325',
  consumerSecret: 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10',
  token: '3d28d6dabd1a5c1a8d19',
  tokenSecret: 'e4b21c8a9f0d3e6b7a5c4d2e1f0a9b8c7d6e5f4a',
};
const hmacSha1 = (base: string, key: string): string => createHmac('sha1', key).update(base).digest('base64');
const oauth = new OAuth({
  consumer: { key: credentials.consumerKey, secret: credentials.consumerSecret },
  signature_method: 'HMAC-SHA1',
  hash_function: hmacSha1,
});
const oauthToken = { key: credentials.token, secret: credentials.tokenSecret };

const signOurs = (r: BenchRequest): string =>
  signRequest({ method: r.method, url: r.url, body: r.body, contentType: r.contentType }, credentials).authorization;

const signTheirs = (r: BenchRequest): string =>
  oauth.toHeader(oauth.authorize({ url: r.url, method: r.method, data: { ...r.data } }, oauthToken)).Authorization;

const fixed = { nonce: 'kllo9940pd9333jh', timestamp: 1191242096 };
const baseStrings = requests.map(
  (r) => signRequest({ method: r.method, url: r.url, body: r.body, contentType: r.contentType }, credentials, fixed).baseString,
);
const key = signingKey(credentials.consumerSecret, credentials.tokenSecret);
let floorIndex = 0;
const signFloor = (): string => hmacSha1(baseStrings[floorIndex++ % COUNT]!, key);
let hmacIndex = 0;
const hmacAlone = (): string => hmacSha1Base64(key, baseStrings[hmacIndex++ % COUNT]!);

// ---------------------------------------------------------------- timing
// Time is CPU time of this process (process.cpuUsage: user + system, all threads, GC included), not wall
// time. The contestants take turns in rounds, one batch of the 1,000 requests each, in an order that rotates
// from round to round (so that the garbage one leaves behind is collected during each of the others in
// turn). The machines this runs on are shared and other load moves every figure, so the ratios are medians
// over the rounds of the ratio of two batches of the same round.
let sink = 0;
function batch(fn: (r: BenchRequest) => string): number {
  const start = process.cpuUsage();
  for (let i = 0; i < COUNT; i++) sink += fn(requests[i]!).length;
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

const contestants: Array<[string, (r: BenchRequest) => string]> = [
  ['floor (createHmac only)', signFloor],
  ['HMAC alone (hmac.ts)', hmacAlone],
  ['signRequest (ours)', signOurs],
  ['oauth-1.0a', signTheirs],
];
const rounds: Array<Map<string, number>> = [];
const warmupEnd = Date.now() + WARMUP_MS;
while (Date.now() < warmupEnd) for (const [, fn] of contestants) batch(fn);
// Rounds until the contestants together have used DURATION_MS of CPU time each.
let used = 0;
while (used < DURATION_MS * 1000 * contestants.length) {
  const round = new Map<string, number>();
  for (let k = 0; k < contestants.length; k++) {
    const [name, fn] = contestants[(k + rounds.length) % contestants.length]!;
    const micros = batch(fn);
    round.set(name, micros);
    used += micros;
  }
  rounds.push(round);
}
const total = (name: string) => rounds.reduce((sum, round) => sum + round.get(name)!, 0);
const opsPerSecond = Object.fromEntries(contestants.map(([name]) => [name, (rounds.length * COUNT) / (total(name) / 1e6)]));
/** Median over the rounds of how many times longer `a` took than `b`. */
const timesLonger = (a: string, b: string) => {
  const ratios = rounds.map((round) => round.get(a)! / round.get(b)!).sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length / 2)]!;
};

console.log(`node ${process.version}, ${COUNT} requests, ${rounds.length} rounds after ${WARMUP_MS} ms of warm-up, ops per CPU-second`);
for (const [name, ops] of Object.entries(opsPerSecond)) {
  console.log(`  ${name.padEnd(24)} ${Math.round(ops).toLocaleString('en-US').padStart(10)} ops/s  (${(1e6 / ops).toFixed(2)} µs/op)`);
}
const ours = 'signRequest (ours)';
console.log('  median over the rounds:');
console.log(`    signRequest costs ${timesLonger(ours, 'floor (createHmac only)').toFixed(2)}x the floor (target: within 3x)`);
console.log(`    signRequest costs ${timesLonger(ours, 'HMAC alone (hmac.ts)').toFixed(2)}x its own HMAC alone`);
console.log(`    signRequest is ${timesLonger('oauth-1.0a', ours).toFixed(2)}x faster than oauth-1.0a`);

// ---------------------------------------------------------------- where the signatures differ, and why
// Each request is tagged with the input features that oauth-1.0a mishandles (from reading its source);
// a feature is a confirmed cause when every request that has it is signed differently.
function features(r: BenchRequest): string[] {
  const found: string[] = [];
  const u = new URL(r.url);
  const beforeQuery = r.url.split(/[?#]/)[0]!;
  const authority = beforeQuery.slice(beforeQuery.indexOf('//') + 2).split('/')[0]!;
  if (/:(443|80)$/.test(authority) && u.port === '') found.push('explicit default port kept in the base URI');
  if (
    beforeQuery.slice(0, beforeQuery.indexOf('//') + 2 + authority.length) !==
    beforeQuery.slice(0, beforeQuery.indexOf('//') + 2 + authority.length).toLowerCase()
  ) {
    found.push('scheme/host not lower-cased');
  }
  if (!/^[a-zA-Z]+:\/\/[^/?#]+\//.test(r.url)) found.push("empty path not written as '/'");
  if (u.hash) found.push(r.url.includes('?') ? 'fragment glued to the last query value' : 'fragment kept in the base URI');
  const rawQuery = r.url.includes('?') ? r.url.split('?')[1]!.split('#')[0]! : '';
  const rawPairs = rawQuery ? rawQuery.split('&').map((p) => p.split('=')) : [];
  if (rawPairs.some((p) => (p[1] ?? '').includes('+'))) found.push("'+' in the query read as '+', not as a space");
  if (rawPairs.some((p) => p[0]!.includes('%'))) found.push('query names not decoded, then encoded again');
  if (rawPairs.some((p) => p.length > 2)) found.push("query value cut at its first raw '='");
  const firstValue = new Map<string, string>();
  for (const [name, value] of r.queryPairs) {
    if (firstValue.get(name) === '' && value !== '') found.push('repeated query name after an empty value: a value is lost');
    if (!firstValue.has(name)) firstValue.set(name, value);
  }
  const bodyNames = new Set(r.bodyPairs.map(([n]) => n));
  if (r.queryPairs.some(([n]) => bodyNames.has(n))) found.push('same name in query and body: the query value replaces the body value');
  return [...new Set(found)];
}

const present = new Map<string, number>();
const differs = new Map<string, number>();
const alone = new Map<string, number>();
const aloneDiffers = new Map<string, number>();
let differing = 0;
let unexplained = 0;
let threw = 0;
for (const r of requests) {
  const ours = signRequest({ method: r.method, url: r.url, body: r.body, contentType: r.contentType }, credentials, fixed).signature;
  let theirs: string | undefined;
  try {
    const o = new OAuth({
      consumer: { key: credentials.consumerKey, secret: credentials.consumerSecret },
      signature_method: 'HMAC-SHA1',
      hash_function: hmacSha1,
    });
    o.getNonce = () => fixed.nonce;
    o.getTimeStamp = () => fixed.timestamp;
    theirs = o.authorize({ url: r.url, method: r.method, data: { ...r.data } }, oauthToken).oauth_signature;
  } catch {
    threw++;
  }
  const differ = theirs !== ours;
  const why = features(r);
  for (const f of why) {
    present.set(f, (present.get(f) ?? 0) + 1);
    if (differ) differs.set(f, (differs.get(f) ?? 0) + 1);
  }
  if (why.length === 1) {
    alone.set(why[0]!, (alone.get(why[0]!) ?? 0) + 1);
    if (differ) aloneDiffers.set(why[0]!, (aloneDiffers.get(why[0]!) ?? 0) + 1);
  }
  if (differ) {
    differing++;
    if (why.length === 0) unexplained++;
  }
}
console.log(`\noauth-1.0a signs ${differing} of ${COUNT} requests differently (same nonce and timestamp; it threw on ${threw})`);
console.log('  with the feature: requests, signed differently | as the only feature: requests, signed differently');
for (const [f, n] of [...present].sort((a, b) => b[1] - a[1])) {
  const cells = [n, differs.get(f) ?? 0, alone.get(f) ?? 0, aloneDiffers.get(f) ?? 0].map((x) => String(x).padStart(5));
  console.log(`  ${cells[0]} ${cells[1]} | ${cells[2]} ${cells[3]}   ${f}`);
}
const clean = requests.filter((r) => features(r).length === 0).length;
console.log(`  requests with none of these features: ${clean}, of them signed differently: ${unexplained}`);
if (sink === 42) console.log('');
