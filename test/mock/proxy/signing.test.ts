// What reaches the upstream, against a stand-in that records each request: a signed request verified for the
// proxy's URL and signed again for the upstream's with the same credentials, nonce, timestamp and placement; a bad
// or unknown signature answered 401 and never forwarded; unsigned requests signed with the configured token, but
// never for a page of another origin; bearer calls as they are; CORS only for what the caller signed; upstream
// failures as 502 and 504.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type Exchange, type ProxyServer } from '../../../mock/proxy/index.ts';
import { Secrets } from '../../../mock/proxy/secrets.ts';
import { HOLD_LIMIT_S, ProxyTimestamps } from '../../../mock/proxy/timestamps.ts';
import {
  applyPlacement,
  readOAuthParams,
  signRequest,
  verifySignature,
  type Placement,
  type ReceivedRequest,
} from '../../../plugins/oauth1/index.ts';
import { ALL_RIGHTS } from '../helpers.ts';
import { closedPort, silent, standIn, type Received } from './helpers.ts';

const TOKEN = { token: 'access-token-1', tokenSecret: 'access-secret-1' };
const SIGNER = { ...ALL_RIGHTS, ...TOKEN };

let upstream: Awaited<ReturnType<typeof standIn>>;
let proxy: ProxyServer;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  upstream = await standIn((r): { status: number; headers: Record<string, string>; body: string } =>
    r.url.startsWith('/v1/request_token')
      ? {
          status: 201,
          body: 'oauth_token=request-token-1&oauth_token_secret=request-secret-1&oauth_callback_confirmed=true',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'set-cookie': 'session=secret-cookie' },
        }
      : {
          status: 200,
          headers: { 'access-control-allow-origin': '*', 'x-upstream': 'kept', connection: 'keep-alive' },
          body: '{"users":[]}',
        },
  );
  proxy = await startProxy({
    upstream: upstream.url,
    upstreamAuth: 'https://auth.example.test/base',
    port: 0,
    consumers: [`${ALL_RIGHTS.consumerKey}:${ALL_RIGHTS.consumerSecret}`],
    token: SIGNER,
    log: () => {},
    onExchange: (e) => exchanges.push(e),
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

/** The status of a request whose path goes out byte for byte (fetch would normalize it). */
function rawStatus(base: string, path: string): Promise<number> {
  const url = new URL(base);
  return new Promise<number>((resolve, reject) => {
    httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname.replace(/\/$/, '')}${path}` }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** A request signed with the plugin for `base` (the proxy's URL), in a placement. */
async function signedFetch(
  target: string,
  options: {
    method?: string;
    body?: string;
    contentType?: string;
    placement?: Placement;
    credentials?: typeof SIGNER;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const method = options.method ?? 'GET';
  const message = { method, url: `${proxy.url}${target}`, body: options.body, contentType: options.contentType };
  const signed = signRequest(message, options.credentials ?? SIGNER);
  const placed = applyPlacement(message, signed, options.placement ?? 'header');
  const headers = new Headers({ ...(options.contentType && { 'content-type': options.contentType }), ...options.headers });
  for (const [name, value] of Object.entries(placed.headers)) headers.set(name, value);
  return fetch(placed.url, {
    method,
    headers,
    ...(placed.body !== undefined && { body: placed.body }),
    redirect: 'manual',
  });
}

/** The request the stand-in received, as the plugin reads it. */
const asReceived = (r: Received): ReceivedRequest => ({
  method: r.method,
  url: `${upstream.url}${r.url}`,
  authorization: r.headers.authorization,
  body: r.body || undefined,
  contentType: r.headers['content-type'],
});

describe('a request signed for the proxy', () => {
  it.each([
    ['header', 'GET', '/v1/users/me?fields=id', undefined, undefined],
    ['query', 'GET', '/v1/users/me?fields=id', undefined, undefined],
    ['body', 'POST', '/v1/users/me/educational_background/schools', 'name=Uni&subject=CS', 'application/x-www-form-urlencoded'],
  ] as const)(
    '%s placement: signed again for the upstream URL, same nonce, timestamp and place',
    async (placement, method, target, body, contentType) => {
      const before = upstream.received.length;
      const response = await signedFetch(target, { method, placement, ...(body && { body, contentType }) });
      expect(response.status).toBe(200);
      expect(upstream.received).toHaveLength(before + 1);
      const received = asReceived(upstream.received.at(-1)!);
      const reading = readOAuthParams(received);
      expect(reading.errors).toEqual([]);
      expect(reading.source).toBe(placement);
      expect(verifySignature(reading, { consumerSecret: ALL_RIGHTS.consumerSecret, tokenSecret: TOKEN.tokenSecret })).toBe(true);
      // The client's signature was for the proxy's URL: the upstream's differs, its nonce and timestamp do not.
      const sent = new URL(upstream.received.at(-1)!.url, upstream.url);
      expect(sent.pathname).toBe(target.split('?')[0]);
      if (placement === 'body') expect(received.body).toMatch(/^name=Uni&subject=CS&oauth_/);
      expect(reading.params['oauth_token']).toBe(TOKEN.token);
    },
  );

  it('keeps the nonce and timestamp the client signed with', async () => {
    const message = { method: 'GET', url: `${proxy.url}/v1/users/me` };
    const signed = signRequest(message, SIGNER, { nonce: 'client-nonce-42', timestamp: 1700000000 });
    await fetch(message.url, { headers: { authorization: signed.authorization } });
    const params = readOAuthParams(asReceived(upstream.received.at(-1)!)).params;
    expect(params['oauth_nonce']).toBe('client-nonce-42');
    expect(params['oauth_timestamp']).toBe('1700000000');
  });

  it('with a bad signature: 401 saying so, and nothing forwarded', async () => {
    const before = upstream.received.length;
    const response = await signedFetch('/v1/users/me', {
      credentials: { ...SIGNER, consumerSecret: 'wrong' },
      headers: { origin: 'https://app.example.test' },
    });
    expect(response.status).toBe(401);
    // The caller signed it: its page may read why.
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
    const body = await response.json();
    expect(body.error_name).toBe('PROXY_INVALID_SIGNATURE');
    expect(body.message).toContain(`${proxy.url}/v1/users/me`);
    expect(upstream.received).toHaveLength(before);
  });

  it('of an unknown consumer or token: 401 naming what is missing and how to give it, nothing forwarded', async () => {
    const before = upstream.received.length;
    const consumer = await signedFetch('/v1/users/me', { credentials: { ...SIGNER, consumerKey: 'other-app' } });
    expect(consumer.status).toBe(401);
    expect((await consumer.json()).message).toMatch(/consumer other-app.*--consumer-file.*PRONET_PROXY_CONSUMERS/);
    const token = await signedFetch('/v1/users/me', { credentials: { ...SIGNER, token: 'unknown-token' } });
    expect(token.status).toBe(401);
    expect((await token.json()).message).toMatch(/token unknown-token.*handshake through the proxy.*--token-file/);
    expect(upstream.received).toHaveLength(before);
  });

  it('learns the request token secret from the request token answer passing through', async () => {
    const consumerOnly = { ...ALL_RIGHTS, token: undefined, tokenSecret: undefined } as unknown as typeof SIGNER;
    const message = { method: 'POST', url: `${proxy.url}/v1/request_token` };
    const first = signRequest(message, consumerOnly, { callback: 'oob' });
    expect((await fetch(message.url, { method: 'POST', headers: { authorization: first.authorization } })).status).toBe(201);
    const exchange = { method: 'POST', url: `${proxy.url}/v1/access_token` };
    const signed = signRequest(
      exchange,
      { ...ALL_RIGHTS, token: 'request-token-1', tokenSecret: 'request-secret-1' },
      { verifier: '12345678' },
    );
    const before = upstream.received.length;
    const response = await fetch(exchange.url, { method: 'POST', headers: { authorization: signed.authorization } });
    expect(response.status).toBe(200);
    const received = asReceived(upstream.received[before]!);
    expect(verifySignature(readOAuthParams(received), { consumerSecret: ALL_RIGHTS.consumerSecret, tokenSecret: 'request-secret-1' })).toBe(
      true,
    );
    expect(readOAuthParams(received).params['oauth_verifier']).toBe('12345678');
  });
});

describe('what listeners hear', () => {
  it('each exchange without secrets: no oauth_* parameter, token secret, Authorization or cookie', async () => {
    const message = { method: 'POST', url: `${proxy.url}/v1/request_token?x=1` };
    const signed = signRequest(message, { ...ALL_RIGHTS }, { callback: 'oob' });
    const placed = applyPlacement(message, signed, 'query');
    const response = await fetch(placed.url, { method: 'POST' });
    // The upstream's cookie never reaches the client: the proxy's origin holds no session.
    expect(response.headers.get('set-cookie')).toBeNull();
    const exchange = exchanges.at(-1)!;
    expect(exchange).toMatchObject({ operationId: 'createRequestToken', method: 'POST', path: '/v1/request_token', query: { x: ['1'] } });
    expect(exchange.response).toMatchObject({ status: 201, body: {} });
    const text = JSON.stringify(exchange);
    for (const secret of [ALL_RIGHTS.consumerSecret, 'request-secret-1', 'secret-cookie', 'oauth_signature', 'oauth_nonce'])
      expect(text).not.toContain(secret);
  });
});

describe('a listener that throws', () => {
  it('is logged, and the proxy goes on answering', async () => {
    const lines: string[] = [];
    const alone = await startProxy({
      upstream: upstream.url,
      port: 0,
      token: SIGNER,
      log: (l) => lines.push(l),
      onExchange: () => {
        throw new Error('listener broke');
      },
    });
    try {
      for (let i = 0; i < 2; i++) expect((await fetch(`${alone.keyedUrl}/v1/users/me`)).status).toBe(200);
      expect(lines.filter((l) => l.startsWith('proxy: onExchange failed: Error: listener broke'))).toHaveLength(2);
    } finally {
      await alone.close();
    }
  });
});

describe('an unsigned request', () => {
  it('is signed by the proxy with the configured token when it carries the access key in its path', async () => {
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me?fields=id`);
    expect(response.status).toBe(200);
    const received = asReceived(upstream.received.at(-1)!);
    expect(verifySignature(readOAuthParams(received), { consumerSecret: ALL_RIGHTS.consumerSecret, tokenSecret: TOKEN.tokenSecret })).toBe(
      true,
    );
    expect(readOAuthParams(received).params['oauth_token']).toBe(TOKEN.token);
    // No CORS for what the proxy signed, whatever the upstream sent.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is signed when it carries the access key in the Pronet-Access-Key header, which goes no further', async () => {
    const response = await fetch(`${proxy.url}/v1/users/me`, { headers: { 'pronet-access-key': proxy.accessKey! } });
    expect(response.status).toBe(200);
    const received = upstream.received.at(-1)!;
    expect(received.url).toBe('/v1/users/me');
    expect(JSON.stringify(received.headers)).not.toContain(proxy.accessKey!);
  });

  it("from a page of the proxy's own origin is signed too, with the key", async () => {
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me`, { headers: { origin: proxy.url } });
    expect(response.status).toBe(200);
  });

  it.each([
    ['no key', {}, 'PROXY_ACCESS_KEY_REQUIRED'],
    ['a wrong key', { 'pronet-access-key': 'not-the-key-at-all' }, 'PROXY_WRONG_ACCESS_KEY'],
  ])('with %s is not signed: 403 saying how, nothing forwarded', async (_name, headers, errorName) => {
    const before = upstream.received.length;
    const response = await fetch(`${proxy.url}/v1/users/me`, { headers });
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error_name).toBe(errorName);
    expect(body.message).not.toContain(proxy.accessKey!);
    expect(upstream.received).toHaveLength(before);
  });

  it('with a wrong key in the path is not signed either', async () => {
    const response = await fetch(`${proxy.url}/key/wrong-key-wrong-key/v1/users/me`);
    expect(response.status).toBe(403);
  });

  it('without a key is signed when the proxy runs with accessKey: false (--no-access-key)', async () => {
    const open = await startProxy({ upstream: upstream.url, port: 0, token: SIGNER, accessKey: false, log: () => {} });
    try {
      expect(open.accessKey).toBeUndefined();
      expect(open.keyedUrl).toBe(open.url);
      expect((await fetch(`${open.url}/v1/users/me`)).status).toBe(200);
      // Pages of other origins still get nothing signed.
      expect((await fetch(`${open.url}/v1/users/me`, { headers: { origin: 'https://evil.example.test' } })).status).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('goes out with its signature in the header, whatever stray oauth_* parameter it carries', async () => {
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me?oauth_signature_method=PLAINTEXT&fields=id`);
    expect(response.status).toBe(200);
    const received = upstream.received.at(-1)!;
    expect(received.url).toBe('/v1/users/me?fields=id');
    expect(received.headers.authorization).toMatch(/^OAuth /);
    expect(received.url).not.toContain(TOKEN.tokenSecret);
  });

  it.each([
    ['Origin', { origin: 'https://evil.example.test' }],
    ['Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
  ])('from another origin (%s) is not signed: 403, nothing forwarded, no CORS', async (_name, headers) => {
    const before = upstream.received.length;
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me`, { headers });
    expect(response.status).toBe(403);
    expect((await response.json()).error_name).toBe('PROXY_OTHER_ORIGIN');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(upstream.received).toHaveLength(before);
  });

  it('from another origin passes when it is signed itself, with CORS', async () => {
    const response = await signedFetch('/v1/users/me', { headers: { origin: 'https://app.example.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
  });
});

describe('bearer calls, the authorization page, the answer', () => {
  it('a bearer call passes unchanged, with CORS', async () => {
    const response = await fetch(`${proxy.url}/vendor/jobs/postings?page=1`, {
      headers: { authorization: 'Bearer some-bearer', origin: 'https://app.example.test', accept: 'application/vnd.service.jobs.v1+json' },
    });
    expect(response.status).toBe(200);
    const received = upstream.received.at(-1)!;
    expect(received.headers.authorization).toBe('Bearer some-bearer');
    expect(received.url).toBe('/vendor/jobs/postings?page=1');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
  });

  it('the authorization page is a redirect to the same path and query on upstreamAuth', async () => {
    const response = await fetch(`${proxy.url}/v1/authorize?oauth_token=abc&x=1`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://auth.example.test/base/v1/authorize?oauth_token=abc&x=1');
  });

  it("the upstream's status, headers and bytes, without the hop-by-hop ones, with Pronet-Violations, sandboxed", async () => {
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me`);
    expect(response.headers.get('x-upstream')).toBe('kept');
    expect(response.headers.get('pronet-violations')).toBe('[]');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('{"users":[]}');
  });

  it('forwards only the headers the service needs: no cookie, referer, forwarding chain, origin or access key', async () => {
    const response = await fetch(`${proxy.keyedUrl}/v1/users/me`, {
      headers: {
        accept: 'application/json',
        cookie: 'session=browser-cookie',
        referer: 'http://127.0.0.1/private-page',
        'x-forwarded-for': '10.0.0.1',
        'x-custom': 'local',
        'user-agent': 'probe/1',
      },
    });
    expect(response.status).toBe(200);
    const sent = upstream.received.at(-1)!.headers;
    for (const name of ['cookie', 'referer', 'x-forwarded-for', 'x-custom', 'pronet-access-key']) expect(sent).not.toHaveProperty(name);
    expect(sent).toMatchObject({ accept: 'application/json', 'user-agent': 'probe/1' });
  });

  it.each(['/v1/users/me\\..\\..\\other', '/v1/users/a/../me', '/v1/users/%2e%2e/me'])(
    'a path a URL parser would change (%s) is refused, nothing forwarded',
    async (path) => {
      const before = upstream.received.length;
      const status = await rawStatus(proxy.keyedUrl, path);
      expect(status).toBe(404);
      expect(upstream.received).toHaveLength(before);
    },
  );

  it('a PLAINTEXT signature for an http: upstream off this machine is refused, nothing sent', async () => {
    const remote = await startProxy({
      upstream: 'http://api.example.test',
      port: 0,
      token: { ...SIGNER, signatureMethod: 'PLAINTEXT' },
      log: () => {},
    });
    try {
      const response = await fetch(`${remote.keyedUrl}/v1/users/me`);
      expect(response.status).toBe(403);
      expect((await response.json()).error_name).toBe('PROXY_PLAINTEXT_IN_CLEAR');
    } finally {
      await remote.close();
    }
  });

  it('answers only the Host names it serves (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${proxy.url}/v1/users/me`);
      httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'evil.example.test' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });
});

describe('an upstream that fails', () => {
  it('refused: 502 naming the upstream and the cause', async () => {
    const url = await closedPort();
    const alone = await startProxy({ upstream: url, port: 0, token: SIGNER, log: () => {} });
    try {
      const response = await fetch(`${alone.keyedUrl}/v1/users/me`);
      expect(response.status).toBe(502);
      const body = await response.json();
      expect(body).toMatchObject({ error_name: 'UPSTREAM_UNREACHABLE', upstream: url });
      expect(body.message).toMatch(/refused/);
    } finally {
      await alone.close();
    }
  });

  it('no TLS where https was asked for: 502 saying the TLS handshake failed', async () => {
    const alone = await startProxy({ upstream: upstream.url.replace('http:', 'https:'), port: 0, token: SIGNER, log: () => {} });
    try {
      const response = await fetch(`${alone.keyedUrl}/v1/users/me`);
      expect(response.status).toBe(502);
      expect((await response.json()).message).toMatch(/TLS handshake failed/);
    } finally {
      await alone.close();
    }
  });

  it('silent: 504 within the timeout, naming the upstream', async () => {
    const hanging = await silent();
    const alone = await startProxy({ upstream: hanging.url, port: 0, token: SIGNER, timeout: 200, log: () => {} });
    try {
      const response = await fetch(`${alone.keyedUrl}/v1/users/me`);
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ error_name: 'UPSTREAM_TIMEOUT', upstream: hanging.url });
    } finally {
      await alone.close();
      await hanging.close();
    }
  });
});

describe('the token secrets it keeps', () => {
  it('forgets a request token after its lifetime and keeps at most the limit, the oldest going first', () => {
    let now = 0;
    const secrets = new Secrets([], undefined, () => now, 2);
    secrets.learn('request', 'r1', 's1');
    expect(secrets.tokenSecret('r1')).toBe('s1');
    now += 11 * 60_000;
    expect(secrets.tokenSecret('r1')).toBeUndefined();
    for (const n of [1, 2, 3]) secrets.learn('access', `a${n}`, `s${n}`);
    expect([secrets.tokenSecret('a1'), secrets.tokenSecret('a2'), secrets.tokenSecret('a3')]).toEqual([undefined, 's2', 's3']);
  });

  it('keeps them within a byte bound, the oldest going first, and learns no token or secret longer than a real one', () => {
    // 4 tokens of 2 * (100 + 100) bytes fit in 1,600 bytes; a fifth pushes the first out.
    const secrets = new Secrets([], undefined, () => 0, 1_000, 1_600);
    for (const n of [1, 2, 3, 4, 5]) secrets.learn('access', `${n}`.repeat(100), `${n}`.repeat(100));
    expect(secrets.sizes.bytes).toBeLessThanOrEqual(1_600);
    expect(secrets.tokenSecret('1'.repeat(100))).toBeUndefined();
    expect(secrets.tokenSecret('5'.repeat(100))).toBe('5'.repeat(100));
    secrets.learn('access', 'long', 'x'.repeat(1025));
    expect(secrets.tokenSecret('long')).toBeUndefined();
  });
});

describe("the proxy's own timestamps", () => {
  it('hold while a call signed with one is under way, so that none arrives after a later one; then move on', () => {
    let now = 1_000_000;
    const timestamps = new ProxyTimestamps(() => now);
    const first = timestamps.take();
    now += 1500;
    const second = timestamps.take(); // the first is still under way: the same timestamp
    expect(second.timestamp).toBe(first.timestamp);
    first.release();
    second.release();
    second.release(); // twice counts once
    const third = timestamps.take(); // none under way: the clock's
    expect(third.timestamp).toBe(String(Math.floor(now / 1000)));
    now += HOLD_LIMIT_S * 1000;
    expect(timestamps.take().timestamp).toBe(String(Math.floor(now / 1000))); // held no longer than HOLD_LIMIT_S
  });
});
