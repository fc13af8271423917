// Attacks and abuse: the signature binds the request served, future timestamps, bounded storage, short error
// answers, hostile bytes and keys, connection floods, graceful shutdown with requests in flight, and no secret in
// any answer or log line. Each against a running mock through real HTTP.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_LIMITS } from '../../mock/areas/types.ts';
import { MAX_DETAIL } from '../../mock/answers.ts';
import { MAX_FUTURE_SKEW_MS } from '../../mock/nonces.ts';
import { describePostings, PostingStore } from '../../mock/areas/posting-store.ts';
import type { MockServer } from '../../mock/server.ts';
import { loadSpec } from '../../mock/spec.ts';
import { postingLifecycle } from '../../generated/mock-operations.ts';
import { ALL_RIGHTS, doc, errorOf, handshake, MAX, mock, op, send, VENDOR } from './helpers.ts';

const idCard = op('getIdCard');
const createPosting = op('createPosting');
const testPosting = doc.components.examples.testPosting.value;

let server: MockServer;
let max: { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
const logged: string[] = [];

beforeAll(async () => {
  server = await mock({ onError: (e) => logged.push(String((e as Error)?.stack ?? e)), onWarning: (w) => logged.push(w) });
  const { accessToken } = await handshake(server, ALL_RIGHTS, MAX);
  max = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
});
afterAll(() => server.close());

/** A raw exchange: the request line and headers exactly as given. */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers, setHost: !('host' in headers) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function stillServing() {
  expect((await send(server, { path: idCard.path, credentials: max })).status).toBe(200);
}

describe('the signature binds the request actually served', () => {
  it('a Host header that carries a path, user info or anything but host and port is refused', async () => {
    const { host } = new URL(server.url);
    for (const bad of [`${host}/v1/users/me/id_card?x=`, `user@${host}`, `${host} extra`, `${host}#x`]) {
      const answer = await raw(op('listContacts').path.replace('{user_id}', 'me'), { host: bad, authorization: 'OAuth x="y"' });
      expect(answer.status, bad).toBe(400);
      expect(JSON.parse(answer.body).errors).toEqual([{ field: 'Host', reason: 'INVALID_FORMAT' }]);
    }
    await stillServing();
  });

  it('a request signed for one path is refused on another', async () => {
    const contacts = op('listContacts').path.replace('{user_id}', 'me');
    const answer = await send(server, {
      path: idCard.path,
      credentials: max,
      tamper: (r) => (r.url = r.url.replace(idCard.path, contacts)),
    });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_SIGNATURE' });
  });
});

describe('timestamps', () => {
  it('a timestamp too far in the future is refused and does not lock the token out', async () => {
    const future = Math.floor((Date.now() + MAX_FUTURE_SKEW_MS) / 1000) + 600;
    const answer = await send(server, { path: idCard.path, credentials: max, sign: { timestamp: future } });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'INVALID_TIMESTAMP' });
    await stillServing();
  });
});

describe('stored data is bounded per member', () => {
  const postPosting = (body: string) =>
    send(server, {
      method: 'POST',
      path: createPosting.path,
      body,
      contentType: 'application/json',
      headers: { accept: VENDOR },
      credentials: max,
    });

  it('a deeply nested field gets 400 and later listings still answer', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 40; i++) nested = { a: nested };
    const answer = await postPosting(JSON.stringify({ ...testPosting, extra: nested }));
    expect(await errorOf(answer)).toMatchObject({ status: 400, error_name: 'INVALID_PARAMETERS' });
    const list = await send(server, { path: op('listPostings').path, headers: { accept: VENDOR }, credentials: max });
    expect(list.status).toBe(200);
  });

  it('a very deep JSON body (100,000 levels) gets 400, the server keeps serving', async () => {
    const answer = await postPosting('['.repeat(100_000) + ']'.repeat(100_000));
    expect(answer.status).toBe(400);
    await stillServing();
  });

  it('an item larger than the store limit gets 400', async () => {
    const answer = await postPosting(JSON.stringify({ ...testPosting, description: 'x'.repeat(STORE_LIMITS.itemBytes) }));
    expect(await errorOf(answer)).toMatchObject({ status: 400, error_name: 'INVALID_PARAMETERS' });
    expect(server.stats()['postings']).toBe(0);
  });

  it('a member holds at most STORE_LIMITS.itemsPerMember postings', () => {
    const store = new PostingStore(Date.now).withDescription(describePostings(postingLifecycle, loadSpec()));
    for (let i = 0; i < STORE_LIMITS.itemsPerMember; i++) expect(store.create(MAX, { ...testPosting })).toMatchObject({ status: 201 });
    expect(store.create(MAX, { ...testPosting })).toMatchObject({ status: 400, example: 'invalidParameters' });
    expect(store.create('654321_fedcba', { ...testPosting })).toMatchObject({ status: 201 });
  });
});

describe('error answers are short and never echo large input', () => {
  it('a 1 MB form body of one repeated parameter gets a short answer', async () => {
    const body = 'oauth_nonce=aaaaaaaaaaaaaaaa&'.repeat(Math.floor(1_000_000 / 29));
    const answer = await fetch(`${server.url}${op('createStatusMessage').path.replace('{id}', 'me')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const text = await answer.text();
    expect(answer.status).toBe(401);
    expect(text.length).toBeLessThan(MAX_DETAIL + 500);
  });

  it('a huge Authorization header (15,000 characters) gets a short 401', async () => {
    const answer = await fetch(`${server.url}${idCard.path}`, {
      headers: { authorization: `OAuth oauth_consumer_key="${'k'.repeat(15_000)}"` },
    });
    expect(answer.status).toBe(401);
    expect((await answer.text()).length).toBeLessThan(MAX_DETAIL + 500);
  });
});

describe('hostile bytes and keys', () => {
  it('invalid percent-encoding and non-UTF-8 bytes in the path and query: 4xx, never 500', async () => {
    for (const path of ['/v1/users/%E0%A4%A', '/v1/users/%FF%FE', `${idCard.path}?x=%FF%FE%`, `${idCard.path}?%zz=1`]) {
      const answer = await raw(path, {});
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
      socket.write(
        Buffer.concat([
          Buffer.from('GET /v1/users/'),
          Buffer.from([0xff, 0xfe, 0x80]),
          Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        ]),
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 4\d\d/);
    await stillServing();
  });

  it('__proto__ keys in JSON and the query pollute nothing', async () => {
    const body = `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, ${JSON.stringify(testPosting).slice(1)}`;
    const answer = await send(server, {
      method: 'POST',
      path: createPosting.path,
      body,
      contentType: 'application/json',
      headers: { accept: VENDOR },
      credentials: max,
    });
    expect(answer.status).toBeLessThan(500);
    const listed = await send(server, {
      path: op('listPostings').path,
      query: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
      headers: { accept: VENDOR },
      credentials: max,
    });
    expect(listed.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('1,000 connections opened and dropped: the server keeps serving', async () => {
    const { hostname, port } = new URL(server.url);
    const sockets: Socket[] = [];
    await Promise.all(
      Array.from(
        { length: 1000 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), hostname, () => resolve());
            socket.on('error', () => resolve());
            sockets.push(socket);
          }),
      ),
    );
    for (const socket of sockets) socket.destroy();
    await stillServing();
  });
});

describe('no secret in any answer or log line', () => {
  it('errors, pages and headers carry neither the consumer secret nor the token secret', async () => {
    const answers = [
      await send(server, { path: idCard.path, credentials: { ...max, tokenSecret: 'wrong' } }),
      await send(server, { path: idCard.path, credentials: { ...max, consumerSecret: 'wrong' } }),
      await send(server, {
        path: idCard.path,
        credentials: max,
        sign: { signatureMethod: 'PLAINTEXT' },
        tamper: (r) =>
          (r.headers['authorization'] = r.headers['authorization']!.replace(/oauth_signature="[^"]*"/, 'oauth_signature="x%26y"')),
      }),
      await send(server, { path: idCard.path, credentials: max }),
    ];
    for (const answer of answers) {
      const text = `${JSON.stringify([...answer.headers])} ${await answer.text()}`;
      expect(text).not.toContain(max.consumerSecret);
      expect(text).not.toContain(max.tokenSecret);
    }
    expect(logged.join('\n')).not.toContain(max.tokenSecret);
  });
});

describe('graceful shutdown', () => {
  it('close() answers the requests in flight, then refuses new connections', async () => {
    const draining = await mock({ testing: true });
    const { accessToken } = await handshake(draining, ALL_RIGHTS, MAX);
    const credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
    const inFlight = Array.from({ length: 25 }, () =>
      send(draining, { path: idCard.path, credentials, headers: { 'mock-fault': 'latency=1000' } }).then((r) => r.status),
    );
    // Received: all 25 are being answered (a connection whose request has not arrived yet is not a request).
    while (draining.stats()['requestsInFlight']! < 25) await new Promise((resolve) => setTimeout(resolve, 10));
    await draining.close();
    expect(await Promise.all(inFlight)).toEqual(Array(25).fill(200));
    await expect(fetch(`${draining.url}${idCard.path}`)).rejects.toThrow();
  });

  it('SIGTERM on `npm run mock`: the requests received are answered, then the process exits 0', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock/cli.ts', '--port', '0', '--testing', '--consumer', 'cli-key:cli-secret-value'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const found = /API: (http:\/\/\S+)/.exec(output);
        if (found) {
          clearInterval(timer);
          resolve(found[1]!);
        }
      }, 100);
      void exited.then((code) => reject(new Error(`the mock exited (${code}): ${output}`)));
    });
    const target = { url } as MockServer;
    const consumer = { consumerKey: 'cli-key', consumerSecret: 'cli-secret-value' };
    const { accessToken } = await handshake(target, consumer, MAX);
    const credentials = { ...consumer, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
    const pending = Array.from({ length: 25 }, () =>
      send(target, { path: idCard.path, credentials, headers: { 'mock-fault': 'latency=2000' } }).then((r) => r.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child.kill('SIGTERM');
    expect(await Promise.all(pending)).toEqual(Array(25).fill(200));
    expect(await exited).toBe(0);
    expect(output).not.toContain('cli-secret-value');
  }, 120_000);
});
