// The generated client's runtime against a scripted local server (127.0.0.1): retries, errors, timeouts, aborts,
// paging, deprecation warnings. The contract tests against the real mock live in test/mock/.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEventListeners } from 'node:events';
import {
  AccessToken,
  ApiError,
  createClient,
  InvalidTokenError,
  NetworkError,
  OptionError,
  RateLimitError,
  ResponseBodyError,
  SDK_VERSION,
  TimeoutError,
} from '../../generated/client.ts';
import { operations, servers } from '../../generated/operations.ts';
import { createRuntime } from '../../runtime/index.ts';

interface Seen {
  method: string;
  url: URL;
  authorization: string;
  accept: string;
  userAgent: string;
}
type Reply = (req: http.IncomingMessage, url: URL, res: http.ServerResponse) => void;

let server: http.Server;
let base: string;
let seen: Seen[] = [];
let script: Reply[] = [];
const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1');
    seen.push({
      method: req.method!,
      url,
      authorization: req.headers.authorization ?? '',
      accept: req.headers.accept ?? '',
      userAgent: req.headers['user-agent'] ?? '',
    });
    const reply = script.length > 1 ? script.shift()! : script[0];
    if (!reply) return json(res, 500, { error_name: 'NO_SCRIPT', message: 'no reply scripted' });
    req.resume();
    req.on('end', () => reply(req, url, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  script = [];
});

/** A port that was free a moment ago: nothing listens there, so a connection is refused. */
async function closedPort(): Promise<number> {
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  return port;
}

const credentials = { consumerKey: 'consumer', consumerSecret: 'consumer-secret', token: 'access', tokenSecret: 'access-secret' };
const client = (options = {}) => createClient({ baseUrl: base, credentials, maxRetries: 2, ...options });
const nonceOf = (authorization: string) => /oauth_nonce="([^"]+)"/.exec(authorization)?.[1];
const idCard = { id_card: { id: '1_abcdef', display_name: 'Max', permalink: 'https://example.com/p', photo_urls: {} } };

describe('retries', () => {
  it('retries an idempotent call after a 5xx, signing every attempt anew', async () => {
    script = [
      (_q, _u, res) => json(res, 503, { error_name: 'SERVICE_UNAVAILABLE', message: 'busy' }, { 'retry-after': '0' }),
      (_q, _u, res) => json(res, 200, idCard),
    ];
    expect(await client().users.getIdCard()).toEqual(idCard);
    expect(seen).toHaveLength(2);
    const nonces = seen.map((s) => nonceOf(s.authorization));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('does not retry a POST', async () => {
    script = [(_q, _u, res) => json(res, 502, { error_name: 'BAD_GATEWAY', message: 'upstream' })];
    const body = { content: 'Hi', recipient_ids: '1_abcdef', subject: 'Hello' };
    const error = await client()
      .conversations.createConversation({ params: { path: { user_id: 'me' } }, body })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(seen).toHaveLength(1);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    script = [(_q, _u, res) => json(res, 500, { error_name: 'OOPS', message: 'broken' }, { 'retry-after': '0' })];
    const error = await client({ maxRetries: 1 })
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toMatchObject({ status: 500, errorName: 'OOPS' });
    expect(seen).toHaveLength(2);
  });

  it('never retries rate limiting by default, and says so by its class', async () => {
    script = [(_q, _u, res) => json(res, 403, { error_name: 'RATE_LIMIT_EXCEEDED', message: 'slow down' })];
    const error = await client()
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });
});

describe('errors', () => {
  it('an invalid access token is its own class, with the service details', async () => {
    script = [
      (_q, _u, res) =>
        json(res, 401, {
          error_name: 'INVALID_OAUTH_TOKEN',
          message: 'Invalid OAuth token',
          errors: [{ field: 'oauth_token', reason: 'UNKNOWN_VALUE' }],
        }),
    ];
    const error = await client()
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error).toMatchObject({
      status: 401,
      errorName: 'INVALID_OAUTH_TOKEN',
      errors: [{ field: 'oauth_token', reason: 'UNKNOWN_VALUE' }],
    });
    expect(error.headers.get('content-type')).toBe('application/json');
    expect(error.message).toMatch(/handshake/);
  });

  it('a body that is not JSON still makes an error with its text', async () => {
    script = [(_q, _u, res) => (res.writeHead(400, { 'content-type': 'text/html' }), res.end('<h1>Bad request</h1>'))];
    const error = await client()
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(error.message).toContain('Bad request');
  });

  it('a timeout is a TimeoutError', async () => {
    script = [(_q, _u, res) => setTimeout(() => json(res, 200, idCard), 400)];
    const error = await client({ timeout: 50, maxRetries: 0 })
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    // Under load the request may reach the server after the client gave up: let it land here, not in the next test.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
  });

  it("the caller's abort rejects with the caller's reason and is not retried", async () => {
    script = [(_q, _u, res) => setTimeout(() => json(res, 200, idCard), 400)];
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user cancelled')), 30);
    const error = await client()
      .users.getIdCard({ signal: controller.signal })
      .catch((e) => e);
    expect(error.message).toBe('user cancelled');
    // No retry follows: at most the one request (it may not have reached the server before the abort).
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  it('no server at all is a NetworkError', async () => {
    const port = await closedPort();
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}`, credentials, maxRetries: 0 })
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });
});

describe('requests', () => {
  it('vendor calls select the vendor media type, others what they answer', async () => {
    script = [(_q, _u, res) => (res.writeHead(204), res.end())];
    expect(await client().vendorJobs.activatePosting({ params: { path: { id: 7 } } })).toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'PUT', accept: 'application/vnd.service.jobs.v1+json' });
    expect(seen[0]!.url.pathname).toBe('/vendor/jobs/postings/7/activate');
    script = [(_q, _u, res) => json(res, 200, idCard)];
    await client().users.getIdCard();
    expect(seen[1]!.accept).toBe('application/json');
  });

  it('parses a form-encoded success body into its fields', async () => {
    script = [
      (_q, _u, res) => (
        res.writeHead(201, { 'content-type': 'application/x-www-form-urlencoded' }),
        res.end('oauth_token=t&oauth_token_secret=s&oauth_callback_confirmed=true')
      ),
    ];
    const token = await client().oauth.createRequestToken({
      body: {
        oauth_consumer_key: 'consumer',
        oauth_callback: 'oob',
        oauth_signature_method: 'PLAINTEXT',
        oauth_signature: 'consumer-secret&',
      },
    });
    expect(token).toEqual({ oauth_token: 't', oauth_token_secret: 's', oauth_callback_confirmed: 'true' });
  });

  it('warns once per process for a deprecated operation, unless switched off', async () => {
    script = [(_q, _u, res) => (res.writeHead(204), res.end())];
    const warnings: Error[] = [];
    const listen = (w: Error) => warnings.push(w);
    process.on('warning', listen);
    // A fresh copy of the client's modules: "once per process" must not depend on what other test files called.
    vi.resetModules();
    const { createClient: createFreshClient } = await import('../../generated/client.ts');
    const fresh = (options = {}) => createFreshClient({ baseUrl: base, credentials, maxRetries: 2, ...options });
    try {
      await fresh({ warnDeprecated: false }).users.updateGeoLocation({ params: { path: { user_id: 'me' } } });
      await fresh().users.updateGeoLocation({ params: { path: { user_id: 'me' } } });
      await fresh().users.updateGeoLocation({ params: { path: { user_id: 'me' } } });
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((w) => w.message.includes('updateGeoLocation'))).toHaveLength(1);
    expect(warnings[0]!.name).toBe('DeprecationWarning');
  });
});

describe('paging', () => {
  it('walks limit/offset lists until the total', async () => {
    const all = Array.from({ length: 23 }, (_, i) => ({ id: String(i), name: `Forum ${i}` }));
    script = [
      (_q, url, res) => {
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        json(res, 200, { forums: { total: all.length, items: all.slice(offset, offset + limit) } });
      },
    ];
    const names: string[] = [];
    for await (const forum of client().groups.listForums.all({ params: { path: { group_id: '9' }, query: { limit: 10 } } }))
      names.push(forum.name!);
    expect(names).toEqual(all.map((f) => f.name));
    expect(seen.map((s) => s.url.searchParams.get('offset'))).toEqual(['0', '10', '20']);
  });

  it('asks for the largest page the description allows when the caller sets no limit', async () => {
    script = [(_q, _u, res) => json(res, 200, { forums: { total: 1, items: [{ id: '1', name: 'Only' }] } })];
    const items = [];
    for await (const forum of client().groups.listForums.all({ params: { path: { group_id: '9' } } })) items.push(forum);
    expect(items).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('limit')).toBe('100');
  });

  it('walks page-numbered vendor lists until the last page', async () => {
    script = [
      (_q, url, res) => {
        const page = Number(url.searchParams.get('page'));
        json(
          res,
          200,
          {
            total: 5,
            current_page: page,
            total_pages: 3,
            collection: page < 3 ? [{ id: page * 10 }, { id: page * 10 + 1 }] : [{ id: 30 }],
          },
          { 'content-type': 'application/vnd.service.jobs.v1+json' },
        );
      },
    ];
    const ids: number[] = [];
    for await (const posting of client().vendorJobs.listPostings.all()) ids.push(posting.id);
    expect(ids).toEqual([10, 11, 20, 21, 30]);
    expect(seen.map((s) => s.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('stops on an empty page even without a total', async () => {
    script = [
      (_q, url, res) =>
        json(res, 200, { forums: { items: Number(url.searchParams.get('offset')) === 0 ? [{ id: '1' }, { id: '2' }] : [] } }),
    ];
    const items = [];
    for await (const forum of client().groups.listForums.all({ params: { path: { group_id: '9' }, query: { limit: 2 } } }))
      items.push(forum);
    expect(items).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });
});

describe('retries that are safe', () => {
  it('does not repeat a PUT after a 5xx or a timeout: activating twice would answer 409', async () => {
    script = [(_q, _u, res) => json(res, 502, { error_name: 'BAD_GATEWAY', message: 'proxy lost the answer' }, { 'retry-after': '0' })];
    const error = await client()
      .vendorJobs.activatePosting({ params: { path: { id: 7 } } })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 502, operation: 'activatePosting', method: 'PUT' });
    script = [(_q, _u, res) => setTimeout(() => (res.writeHead(204), res.end()), 300)];
    const timedOut = await client({ timeout: 50 })
      .vendorJobs.activatePosting({ params: { path: { id: 7 } } })
      .catch((e) => e);
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'PUT']);
  });

  it('follows Retry-After as an HTTP date, and gives up at once when it asks for more than a minute', async () => {
    const past = new Date(Date.now() - 5_000).toUTCString();
    script = [(_q, _u, res) => json(res, 503, { message: 'busy' }, { 'retry-after': past }), (_q, _u, res) => json(res, 200, idCard)];
    const started = Date.now();
    expect(await client().users.getIdCard()).toEqual(idCard);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(2);
    seen = [];
    script = [(_q, _u, res) => json(res, 503, { message: 'down for maintenance' }, { 'retry-after': '3600' })];
    const error = await client()
      .users.getIdCard()
      .catch((e) => e);
    expect(error.headers.get('retry-after')).toBe('3600');
    expect(seen).toHaveLength(1);
  });

  it('repeats even a POST whose connection was refused: it never reached the server', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const body = { content: 'Hi', recipient_ids: '1_abcdef', subject: 'Hello' };
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}`, credentials, maxRetries: 1, debug: (line) => lines.push(line) })
      .conversations.createConversation({ params: { path: { user_id: 'me' } }, body })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', notSent: true, operation: 'createConversation', method: 'POST' });
    expect(error.message).toContain(`connection refused by 127.0.0.1:${port}`);
    expect(lines.filter((line) => line.includes('(attempt '))).toHaveLength(2);
  });

  it("leaves no abort listener on the caller's signal, after retries and waits", async () => {
    const controller = new AbortController();
    script = [(_q, _u, res) => json(res, 503, { message: 'busy' }, { 'retry-after': '0' }), (_q, _u, res) => json(res, 200, idCard)];
    for (let i = 0; i < 5; i++) await client().users.getIdCard({ signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('paging that ends', () => {
  it('stops when the server answers the same page again (the offset ignored), yielding it once', async () => {
    script = [(_q, _u, res) => json(res, 200, { visits: [{ user_id: '1_a' }, { user_id: '2_b' }] })];
    const items = [];
    for await (const visit of client().users.listVisits.all({ params: { path: { user_id: 'me' } } })) items.push(visit);
    expect(items).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('stops after a short page, and throws after maxPages when the list never ends', async () => {
    script = [
      (_q, url, res) =>
        json(res, 200, {
          visits:
            Number(url.searchParams.get('offset')) < 4
              ? [{ user_id: `${url.searchParams.get('offset')}_a` }, { user_id: 'x' }]
              : [{ user_id: 'last' }],
        }),
    ];
    const items = [];
    for await (const visit of client().users.listVisits.all({ params: { path: { user_id: 'me' } } })) items.push(visit);
    expect(items).toHaveLength(5);
    seen = [];
    script = [(_q, url, res) => json(res, 200, { visits: [{ user_id: `${url.searchParams.get('offset')}_a` }] })];
    const endless = async () => {
      for await (const _ of client({ maxPages: 3 }).users.listVisits.all({ params: { path: { user_id: 'me' } } }));
    };
    await expect(endless()).rejects.toThrow('listVisits stopped after 3 pages (the maxPages option)');
    expect(seen).toHaveLength(3);
  });
});

describe('errors that say what happened', () => {
  it('an invalid option fails at once, naming it', () => {
    expect(() => createClient({ baseUrl: '127.0.0.1:4010' })).toThrow(OptionError);
    expect(() => createClient({ baseUrl: '127.0.0.1:4010' })).toThrow(/^baseUrl: "127\.0\.0\.1:4010" is not an absolute URL/);
    expect(() => createClient({ baseUrl: base, timeout: -1 })).toThrow(/^timeout: must be a whole number/);
    expect(() => createClient({ baseUrl: base, placement: 'cookie' as never })).toThrow(
      /^placement: "cookie" is not one of header, query, body/,
    );
    expect(() => createClient({ baseUrl: base, retries: 3 } as never)).toThrow(/^retries: is not a client option/);
  });

  it("placement 'body' on a GET is named before anything is sent", async () => {
    const error = await client({ placement: 'body' })
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(OptionError);
    expect(error.option).toBe('placement');
    expect(seen).toHaveLength(0);
  });

  it('a call that needs an access token, made before the client has one, is refused before anything is sent', async () => {
    const consumerOnly = createClient({ baseUrl: base, credentials: { consumerKey: 'consumer', consumerSecret: 'consumer-secret' } });
    for (const refused of [
      consumerOnly.users.getIdCard(),
      consumerOnly.request('GET', '/v1/users/me/id_card'),
      consumerOnly.raw.GET('/v1/users/me/id_card'),
    ]) {
      const error = await refused.catch((e) => e);
      expect(error).toBeInstanceOf(OptionError);
      expect(error.option).toBe('credentials.token');
      expect(error.message).toMatch(/^credentials\.token: getIdCard needs an access token .*client\.handshake.*client\.setToken/);
    }
    expect(seen).toHaveLength(0);
    // What needs no access token goes out: a handshake step, and a path that no operation has.
    script = [(_q, _u, res) => (res.writeHead(404), res.end())];
    await consumerOnly.request('GET', '/not/an/operation');
    expect(seen.map((s) => s.url.pathname)).toEqual(['/not/an/operation']);
    expect(seen[0]!.authorization).toMatch(/^OAuth .*oauth_consumer_key="consumer"/);
  });

  it('PLAINTEXT to an http: URL off this machine is refused before sending, unless the caller opts in (RFC 5849 3.4.4)', async () => {
    const sent: string[] = [];
    const fetch = async (request: Request) => (
      sent.push(request.url),
      new Response(JSON.stringify(idCard), { headers: { 'content-type': 'application/json' } })
    );
    const remote = (options = {}) =>
      createClient({ baseUrl: 'http://api.example.invalid', credentials, signatureMethod: 'PLAINTEXT', fetch, ...options });
    for (const refused of [remote().users.getIdCard(), remote().handshake.requestToken('oob'), remote().request('GET', '/nowhere')]) {
      const error = await refused.catch((e) => e);
      expect(error).toBeInstanceOf(OptionError);
      expect(error.option).toBe('allowInsecurePlaintext');
      expect(error.message).toMatch(
        /^allowInsecurePlaintext: PLAINTEXT would send the consumer and token secrets in clear to http:\/\/api\.example\.invalid/,
      );
    }
    expect(sent).toEqual([]);
    // Opted in, over TLS, on this machine, or signed with HMAC-SHA1: sent.
    await remote({ allowInsecurePlaintext: true }).users.getIdCard();
    await remote({ baseUrl: 'https://api.example.invalid' }).users.getIdCard();
    await remote({ baseUrl: 'http://localhost:4010' }).users.getIdCard();
    await remote({ signatureMethod: 'HMAC-SHA1' }).users.getIdCard();
    expect(sent).toHaveLength(4);
    expect(() => remote({ allowInsecurePlaintext: 'yes' })).toThrow(/^allowInsecurePlaintext: must be true or false/);
  });

  it('a success whose body is not JSON is a ResponseBodyError naming the operation, method and URL', async () => {
    script = [(_q, _u, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end('<html>login</html>'))];
    const error = await client()
      .users.getIdCard()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ResponseBodyError);
    expect(error).toMatchObject({
      operation: 'getIdCard',
      method: 'GET',
      url: `${base}/v1/users/me/id_card`,
      status: 200,
      contentType: 'text/html',
    });
    expect(error.message).toMatch(/^getIdCard \(GET http:\/\/127\.0\.0\.1:\d+\/v1\/users\/me\/id_card\): the HTTP 200 answer \(text\/html/);
    expect(seen).toHaveLength(1);
  });

  it('an API error names the operation, method and URL, never a secret', async () => {
    script = [(_q, _u, res) => json(res, 404, { error_name: 'NOT_FOUND', message: 'no such user' })];
    const error = await client()
      .users.getUser({ params: { path: { id: '9_x' } } })
      .catch((e) => e);
    expect(error.message).toBe(`getUser (GET ${base}/v1/users/9_x): no such user (HTTP 404 NOT_FOUND)`);
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/consumer-secret|access-secret|oauth_signature/);
  });
});

describe('debuggable', () => {
  it('logs requests and responses with secrets, signatures and tokens redacted; names the SDK in the User-Agent', async () => {
    script = [(_q, _u, res) => json(res, 200, idCard)];
    const lines: string[] = [];
    const { data, response } = await client({
      debug: (line: string) => lines.push(line),
      placement: 'query',
    }).users.getIdCard.withResponse();
    expect(data).toEqual(idCard);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[pronet-api\] → getIdCard GET .*oauth_token=\[redacted\]/);
    expect(lines[1]).toMatch(/^\[pronet-api\] ← getIdCard 200 OK in \d+ ms/);
    const sent = seen[0]!.url;
    for (const secret of [
      'consumer-secret',
      'access-secret',
      'access',
      sent.searchParams.get('oauth_signature')!,
      sent.searchParams.get('oauth_nonce')!,
    ]) {
      expect(lines.join('\n')).not.toContain(`=${secret}`);
      expect(lines.join('\n')).not.toContain(encodeURIComponent(secret));
    }
    expect(seen[0]!.userAgent).toBe(`pronet-api/${SDK_VERSION} node/${process.versions.node}`);
  });
});

describe('the handshake', () => {
  it("goes to the paths of the operation table's handshake operations", async () => {
    const urls: string[] = [];
    const fetch = async (request: Request) => (
      urls.push(request.url),
      new Response('oauth_token=a&oauth_token_secret=b&oauth_callback_confirmed=true', { status: 201 })
    );
    const table = {
      ...operations,
      createRequestToken: { ...operations.createRequestToken, path: '/elsewhere/request' },
      authorize: { ...operations.authorize, path: '/elsewhere/authorize' },
      createAccessToken: { ...operations.createAccessToken, path: '/elsewhere/access' },
    };
    const { handshake } = createRuntime(
      { baseUrl: base, credentials: { consumerKey: 'consumer', consumerSecret: 'consumer-secret' }, fetch },
      table,
      servers,
    ).public;
    const requestToken = await handshake.requestToken('oob');
    expect(handshake.authorizationUrl(requestToken)).toBe(`${base}/elsewhere/authorize?oauth_token=a`);
    await handshake.accessToken(requestToken, 'v');
    expect(urls).toEqual([`${base}/elsewhere/request`, `${base}/elsewhere/access`]);
  });
});

describe('tokens that persist', () => {
  it('a token saved with toSecretJSON signs again after a restore; a redacted copy is refused, naming the field', async () => {
    const token = new AccessToken({ token: 'saved-token', tokenSecret: 'saved-secret', obtainedAt: 1, extra: { user_id: '1_a' } });
    const text = JSON.stringify(token.toSecretJSON());
    const restored = createClient({ baseUrl: base, credentials: { consumerKey: 'consumer', consumerSecret: 'consumer-secret' } });
    restored.setToken(AccessToken.fromJSON(JSON.parse(text)));
    script = [(_q, _u, res) => json(res, 200, idCard)];
    await restored.users.getIdCard();
    expect(seen[0]!.authorization).toContain('oauth_token="saved-token"');

    expect(() => restored.setToken(JSON.parse(JSON.stringify(token)))).toThrow(/^savedToken\.tokenSecret: is '\[redacted\]'.*toSecretJSON/);
    expect(() => restored.setToken({ ...token } as never)).toThrow(/^savedToken\.tokenSecret: must be a non-empty string/);
    expect(() => createClient({ baseUrl: base, credentials: { ...credentials, tokenSecret: '[redacted]' } })).toThrow(
      /^credentials\.tokenSecret: is '\[redacted\]'/,
    );
  });
});
