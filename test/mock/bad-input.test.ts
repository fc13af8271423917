// Bad input: malformed Authorization headers, garbage and oversized bodies, unknown paths, path tricks on
// the docs routes, broken HTTP. Each gets a clear 4xx, the server keeps serving, and the state is untouched.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, doc, errorOf, handshake, MAX, mock, op, send } from './helpers.ts';

let server: MockServer;
let max: { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
const idCard = op('getIdCard');

beforeAll(async () => {
  server = await mock({ bodyLimit: 64 * 1024 });
  const { accessToken } = await handshake(server, ALL_RIGHTS, MAX);
  max = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
});
afterAll(() => server.close());

/** A raw HTTP exchange with the path exactly as given (fetch would normalize `..`). */
function raw(
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Still serving, and a valid signed call works. */
async function stillServing() {
  const response = await send(server, { path: idCard.path, credentials: max });
  expect(response.status).toBe(200);
}

describe('malformed Authorization headers: 401 with a message naming the problem', () => {
  it.each([
    ['OAuth', 'OAuth'],
    ['a name without value', 'OAuth oauth_consumer_key'],
    ['an unquoted value', 'OAuth oauth_consumer_key=84ea471edca164b18325'],
    ['an unclosed quote', 'OAuth oauth_consumer_key="84ea471edca164b18325'],
    ['a repeated parameter', 'OAuth oauth_consumer_key="a", oauth_consumer_key="b"'],
    ['bad percent-encoding', 'OAuth oauth_consumer_key="%zz"'],
    ['two realms', 'OAuth realm="a", realm="b"'],
    ['only commas', 'OAuth ,,,,'],
    ['Basic', 'Basic dXNlcjpwYXNz'],
    ['an empty Bearer', 'Bearer'],
    ['an 8000-character name', `OAuth ${'a'.repeat(8000)}="x"`],
  ])('%s', async (_name, authorization) => {
    const before = server.stats();
    const response = await fetch(`${server.url}${idCard.path}`, { headers: { authorization } });
    const error = await errorOf(response);
    expect(error.status).toBe(401);
    expect(['REQUIRED_PARAMETER_MISSING', 'INVALID_OAUTH_TOKEN', 'INVALID_OAUTH_CONSUMER']).toContain(error.error_name);
    expect(error.message.length).toBeGreaterThan(20);
    expect(server.stats()).toEqual(before);
  });

  it('OAuth parameters in two places are refused', async () => {
    const response = await send(server, { path: idCard.path, credentials: max, tamper: (r) => void (r.url += '?oauth_nonce=x') });
    expect(await errorOf(response)).toMatchObject({ status: 401, message: expect.stringContaining('more than one place') });
    await stillServing();
  });

  it('an oversized header: 431 from Node, and the server keeps serving', async () => {
    const response = await fetch(`${server.url}${idCard.path}`, { headers: { authorization: `OAuth x="${'a'.repeat(20_000)}"` } });
    expect(response.status).toBe(431);
    await stillServing();
  });
});

describe('bodies', () => {
  const status = op('createStatusMessage');
  const path = status.path.replace('{id}', 'me');

  it('garbage JSON on a signed call: 400, nothing recorded', async () => {
    const before = server.stats();
    const response = await send(server, { method: 'POST', path, body: '{"message": ', contentType: 'application/json', credentials: max });
    expect(await errorOf(response)).toMatchObject({
      status: 400,
      error_name: 'INVALID_PARAMETERS',
      message: expect.stringContaining('not valid JSON'),
    });
    expect(server.stats()).toEqual(before);
    await stillServing();
  });

  it('garbage bytes as a form body: refused (the signature covers the form)', async () => {
    const response = await send(server, {
      method: 'POST',
      path,
      body: 'message=ok',
      contentType: 'application/x-www-form-urlencoded',
      credentials: max,
      tamper: (r) => void (r.body = '%zz&=&&\u0000\uffff=%'),
    });
    expect(response.status).toBe(401);
    await stillServing();
  });

  it("a body of the wrong type: Prism's validation, with the violations", async () => {
    const response = await send(server, { method: 'POST', path, body: '[1,2,3]', contentType: 'application/json', credentials: max });
    const body = await response.json();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.error_name).toBe('INVALID_PARAMETERS');
  });

  it('an oversized body (Content-Length): 413, the connection closes, the server keeps serving', async () => {
    const before = server.stats();
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(65 * 1024),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errors).toEqual([{ field: 'body', reason: 'TOO_LONG' }]);
    expect(server.stats()).toEqual(before);
    await stillServing();
  });

  it('an oversized chunked body: 413', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<number>((resolve) => {
      const req = request(
        { host: hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', () => resolve(-1));
      const chunk = 'x'.repeat(16 * 1024);
      for (let i = 0; i < 8; i++) req.write(chunk);
      req.end();
    });
    expect([413, -1]).toContain(answer);
    await stillServing();
  });
});

describe('paths', () => {
  it.each(['/nope', '/v1', '/v1/users/me/', '/v1/users//id_card', '/vendor/jobs/postings/1/explode', '/v1/users/me/id_card.json'])(
    'unknown path %s: 404 JSON',
    async (path) => {
      const response = await raw(path);
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(JSON.parse(response.body)).toMatchObject({ error_name: doc.components.examples.notFound.value.error_name });
    },
  );

  it('a known path with another method: 404 naming the methods it has', async () => {
    const response = await raw(idCard.path, 'DELETE');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body).message).toContain('it has GET');
  });
});

describe('the docs routes', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/docs/', 'text/html; charset=utf-8'],
    ['/changelog.atom', 'application/atom+xml; charset=utf-8'],
    ['/openapi.json', 'application/json; charset=utf-8'],
  ])('%s', async (path, type) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect((await response.text()).length).toBeGreaterThan(1000);
  });

  it('the docs link the feed relative to themselves: from / and /docs/ it resolves to /changelog.atom', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const href = /href="([^"]*changelog\.atom)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    for (const page of ['/', '/docs/']) expect(new URL(href!, `${server.url}${page}`).pathname).toBe('/changelog.atom');
  });

  it.each([
    '/docs/../package.json',
    '/docs/../openapi.json',
    '/%2e%2e/package.json',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/docs/%2E%2E%2Fpackage.json',
    '//etc/passwd',
    '/docs/index.html/',
    '/generated/openapi.json',
    '/openapi.json/..',
    '/changelog.atom%00',
    '/.%2e/mock/server.ts',
  ])('%s: 404', async (path) => {
    const response = await raw(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"openapi"');
  });

  it('an absolute-form request target: 404', async () => {
    const response = await raw(`${server.url}/openapi.json`);
    expect(response.status).toBe(404);
  });

  it('HEAD gives the headers only', async () => {
    const response = await raw('/openapi.json', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('broken HTTP', () => {
  it('a garbage request line gets 400 and the server keeps serving', async () => {
    const { hostname, port } = new URL(server.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname, () => socket.write('HELLO THERE\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await stillServing();
  });
});
