/**
 * The openapi-fetch middleware against a real client and a local server that checks every signature
 * with verifySignature and refuses a nonce it has seen before.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentials, oauth1Middleware, readOAuthParams, verifySignature, type Placement } from '../../../plugins/oauth1/index.ts';
import { sendJson, startServer, type LocalServer } from './local-server.ts';

interface Echo {
  valid: boolean;
  source: string | null;
  nonce: string | undefined;
  token: string | undefined;
  query: string;
  body: string;
}
type EchoResponse = { 200: { content: { 'application/json': Echo } } };
interface paths {
  '/v1/things': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { q?: string; tag?: string[]; city?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: EchoResponse;
    };
    post: {
      parameters: { query?: { mode?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: { content: { 'application/x-www-form-urlencoded': Record<string, string> } };
      responses: EchoResponse;
    };
    delete: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: EchoResponse;
    };
  };
}

const consumer = { consumerKey: 'consumer-key', consumerSecret: 'consumer secret&!' };
const accessToken = { token: 'access-token', tokenSecret: 'token/secret+' };
const secretsOf: Record<string, string> = { '': '', 'access-token': accessToken.tokenSecret };

let server: LocalServer;
const seenNonces = new Set<string>();
let failFirstPost = false;

beforeAll(async () => {
  server = await startServer((request, res) => {
    const read = readOAuthParams(request);
    const nonce = read.params['oauth_nonce'];
    const token = read.params['oauth_token'];
    const valid =
      read.errors.length === 0 &&
      nonce !== undefined &&
      !seenNonces.has(nonce) &&
      verifySignature(read, { consumerSecret: consumer.consumerSecret, tokenSecret: secretsOf[token ?? ''] });
    if (nonce) seenNonces.add(nonce);
    if (failFirstPost && request.method === 'POST') {
      failFirstPost = false;
      res.writeHead(503).end();
      return;
    }
    const echo: Echo = { valid, source: read.source, nonce, token, query: new URL(request.url).search, body: request.body };
    sendJson(res, valid ? 200 : 401, echo);
  });
});
afterAll(() => server.close());

function client(placement: Placement, credentials: () => ReturnType<typeof createCredentials>) {
  const c = createClient<paths>({ baseUrl: server.baseUrl });
  const middleware = oauth1Middleware({ credentials, placement });
  c.use(middleware);
  return { client: c, middleware };
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

async function oauthParamsOf(request: Request) {
  const contentType = request.headers.get('content-type');
  const body = request.body ? await request.clone().text() : undefined;
  const authorization = request.headers.get('authorization');
  return readOAuthParams({ method: request.method, url: request.url, authorization, body, contentType }).params;
}
const credentials = createCredentials({ ...consumer, ...accessToken });

describe.each<Placement>(['header', 'query', 'body'])('placement %s', (placement) => {
  // (GET with the body placement is refused: see 'the middleware' below.)
  if (placement !== 'body')
    it('signs a GET with a query (repeated names, unicode, spaces)', async () => {
      const { client: c } = client(placement, () => credentials);
      const { data, response } = await c.GET('/v1/things', {
        params: { query: { q: 'Zoë & co + 100%', tag: ['b', 'a', 'b'], city: 'München' } },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ valid: true, source: placement, token: 'access-token' });
    });

  it('signs a POST with a form body, and a query', async () => {
    const { client: c } = client(placement, () => credentials);
    const { data, response } = await c.POST('/v1/things', {
      params: { query: { mode: 'a b' } },
      headers: FORM,
      body: { message: "it's 100% remote! 🚀", empty: '', plus: 'a+b' },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ valid: true, source: placement });
    // The form fields arrive as sent, whatever the placement adds.
    const fields = new URLSearchParams(data!.body);
    expect(fields.get('message')).toBe("it's 100% remote! 🚀");
    expect(fields.get('plus')).toBe('a+b');
    expect(data!.query).toContain('mode=a');
  });

  it('signs a DELETE without body', async () => {
    const { client: c } = client(placement, () => credentials);
    const { data } = await c.DELETE('/v1/things');
    expect(data).toMatchObject({ valid: true, source: placement });
  });
});

describe('the middleware', () => {
  it('refuses the body placement on a GET with a clear error', async () => {
    const { client: c } = client('body', () => credentials);
    await expect(c.GET('/v1/things')).rejects.toThrow(/cannot go in the body of a GET request/);
  });

  it('refuses the body placement when the body is not form-encoded', async () => {
    const { client: c } = client('body', () => credentials);
    await expect(
      c.POST('/v1/things', { body: { a: '1' } as Record<string, string> }), // JSON body
    ).rejects.toThrow(/only when it is application\/x-www-form-urlencoded/);
  });

  it.each<Placement>(['header', 'query'])('sends a JSON body untouched, outside the signature (%s)', async (placement) => {
    const { client: c } = client(placement, () => credentials);
    const body = { a: '1', nested: { é: [1, 2] } } as unknown as Record<string, string>;
    const { data } = await c.POST('/v1/things', { body });
    expect(data).toMatchObject({ valid: true, source: placement });
    expect(JSON.parse(data!.body)).toEqual(body);
  });

  it('signs the exact body bytes a custom body serializer produces', async () => {
    const { client: c } = client('header', () => credentials);
    const { data } = await c.POST('/v1/things', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: {},
      bodySerializer: () => 'a=2&a=1&b=x+y&c%40=%7e&flag',
    });
    expect(data).toMatchObject({ valid: true, body: 'a=2&a=1&b=x+y&c%40=%7e&flag' });
  });

  it('signs every request anew: a new nonce each time', async () => {
    const { client: c } = client('header', () => credentials);
    const first = await c.GET('/v1/things', { params: { query: { q: 'same' } } });
    const second = await c.GET('/v1/things', { params: { query: { q: 'same' } } });
    expect(first.data?.valid && second.data?.valid).toBe(true);
    expect(first.data!.nonce).not.toBe(second.data!.nonce);
  });

  it.each<Placement>(['header', 'query', 'body'])(
    'a retry from onResponse, re-signed with middleware.sign, gets a new nonce and a valid signature (%s)',
    async (placement) => {
      const { client: c, middleware } = client(placement, () => credentials);
      const nonces: string[] = [];
      const retry: Middleware = {
        async onResponse({ request, response }) {
          if (response.status !== 503) return undefined;
          // The signed request's body was consumed by fetch; sign() starts again from the unsigned one.
          const again = await middleware.sign(request);
          nonces.push((await oauthParamsOf(again))['oauth_nonce']!);
          return fetch(again);
        },
      };
      c.use(retry);
      failFirstPost = true;
      const before = server.received.length;
      const { data, response } = await c.POST('/v1/things', { headers: FORM, body: { n: '1', text: 'x y' } });
      expect(failFirstPost).toBe(false); // the server did fail the first attempt
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ valid: true, source: placement });
      const attempts = server.received.slice(before);
      expect(attempts).toHaveLength(2);
      const [firstNonce, secondNonce] = attempts.map((r) => readOAuthParams(r).params['oauth_nonce']);
      expect(secondNonce).toBe(nonces[0]);
      expect(firstNonce).not.toBe(secondNonce);
      // Only one set of OAuth parameters in the retried request (no stacking).
      expect(readOAuthParams(attempts[1]!).errors).toEqual([]);
      expect(new URLSearchParams(data!.body).get('text')).toBe('x y');
    },
  );

  it('reads the credentials on every request, so the token can change at run time', async () => {
    let current = createCredentials(consumer);
    const { client: c } = client('header', () => current);
    const before = await c.GET('/v1/things');
    expect(before.data).toMatchObject({ valid: true });
    expect(before.data!.token).toBeUndefined();
    current = current.withToken(accessToken);
    const after = await c.GET('/v1/things');
    expect(after.data).toMatchObject({ valid: true, token: 'access-token' });
  });

  it('accepts an async credentials getter and PLAINTEXT', async () => {
    const c = createClient<paths>({ baseUrl: server.baseUrl });
    c.use(oauth1Middleware({ credentials: async () => credentials, signatureMethod: 'PLAINTEXT', placement: 'query' }));
    const { data } = await c.GET('/v1/things', { params: { query: { q: 'plain' } } });
    expect(data).toMatchObject({ valid: true, source: 'query' });
  });

  it('refuses PLAINTEXT to an http: URL off this machine unless opted in, naming the option', async () => {
    const parts = () => ({ method: 'GET', url: 'http://api.example.invalid/v1/things', headers: new Headers() });
    const plain = oauth1Middleware({ credentials: consumer, signatureMethod: 'PLAINTEXT' });
    await expect(plain.signParts(parts())).rejects.toMatchObject({ name: 'OptionError', option: 'allowInsecurePlaintext' });
    const optedIn = oauth1Middleware({ credentials: consumer, signatureMethod: 'PLAINTEXT', allowInsecurePlaintext: true });
    expect((await optedIn.signParts(parts())).headers['Authorization']).toMatch(/oauth_signature_method="PLAINTEXT"/);
  });

  it('a request signed with the wrong secret is refused by the server', async () => {
    const c = createClient<paths>({ baseUrl: server.baseUrl });
    c.use(oauth1Middleware({ credentials: { ...consumer, consumerSecret: 'wrong', ...accessToken } }));
    const { error, response } = await c.GET('/v1/things');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ valid: false });
  });

  it.each(['header', 'query', 'body'] as const)(
    'signParts signs a request given as parts (%s): form bodies as a string, URLSearchParams or bytes',
    async (placement) => {
      const middleware = oauth1Middleware({ credentials: { ...consumer, ...accessToken }, placement });
      const fields = new URLSearchParams([
        ['text', 'x y'],
        ['n', '1'],
      ]);
      for (const body of [fields.toString(), fields, new TextEncoder().encode(fields.toString())]) {
        const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
        const parts = { method: 'POST', url: `${server.baseUrl}/v1/things?mode=a+b`, headers, body };
        const placed = await middleware.signParts(parts);
        expect(parts.url).toBe(`${server.baseUrl}/v1/things?mode=a+b`); // the parts are not changed
        for (const [name, value] of Object.entries(placed.headers)) headers.set(name, value);
        const response = await fetch(placed.url, { method: 'POST', headers, body: placed.body ?? body });
        expect(await response.json()).toMatchObject({ valid: true, source: placement, token: 'access-token' });
      }
    },
  );

  it('signParts refuses a form body it cannot read as text, naming what it got', async () => {
    const middleware = oauth1Middleware({ credentials: consumer });
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    await expect(
      middleware.signParts({ method: 'POST', url: `${server.baseUrl}/v1/things`, headers, body: new Blob(['a=1']) }),
    ).rejects.toThrow(/cannot sign an application\/x-www-form-urlencoded body given as Blob/);
    // Any other content type is not signed, so any body will do.
    headers.set('content-type', 'application/octet-stream');
    await expect(
      middleware.signParts({ method: 'POST', url: `${server.baseUrl}/v1/things`, headers, body: new Blob(['a=1']) }),
    ).resolves.toBeTruthy();
  });
});
