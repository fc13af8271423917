// The service's rules as integrators lean on them, through real HTTP against a running mock: the handshake as
// RFC 5849 and the service say, replay protection that a flood cannot defeat, XML bodies, empty profiles, the
// `.json` suffix, throttling with the published figures, CORS, and the testing controls under /__mock/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { RateLimitError, signRequest } from '../../plugins/oauth1/index.ts';
import { limitsOf } from '../../mock/rules.ts';
import type { MockServer } from '../../mock/server.ts';
import {
  ALL_RIGHTS,
  doc,
  ERIKA,
  errorOf,
  handshake,
  MAX,
  mock,
  op,
  ops,
  send,
  submitAuthorization,
  USERS_ONLY,
  VENDOR,
} from './helpers.ts';

type Credentials = { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
const signedAs = async (server: MockServer, consumer = ALL_RIGHTS, member = MAX): Promise<Credentials> => {
  const { accessToken } = await handshake(server, consumer, member);
  return { ...consumer, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
};
const idCard = op('getIdCard');

describe('the handshake (RFC 5849 and the service)', () => {
  let server: MockServer;
  const warnings: string[] = [];
  const testConsumer = { key: 'tc', secret: 'tc-secret', name: 'TC', rights: ['users', 'vendor_jobs'], test: true };
  beforeAll(async () => {
    server = await mock({
      config: {
        consumers: [
          {
            key: ALL_RIGHTS.consumerKey,
            secret: ALL_RIGHTS.consumerSecret,
            rights: ['users', 'vendor_jobs', 'status_message', 'profile_message'],
          },
          testConsumer,
        ],
      },
      onWarning: (message) => warnings.push(message),
    });
  });
  afterAll(() => server.close());

  it("keeps the callback's own query byte for byte and adds the parameters (section 2.2)", async () => {
    const callback = 'https://example.com/cb?next=/home&state=a%20b&flag#top';
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const token = await client.handshake.requestToken(callback);
    const answer = await submitAuthorization(client.handshake.authorizationUrl(token), MAX, 'allow');
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/^https:\/\/example\.com\/cb\?next=\/home&state=a%20b&flag&oauth_token=[^&#]+&oauth_verifier=[0-9]{8}#top$/);
  });

  it('takes one decision per request token: a second member cannot approve it again, nor deny it', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const token = await client.handshake.requestToken('oob');
    const page = client.handshake.authorizationUrl(token);
    const form = (await fetch(page)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(await form)![1]!;
    expect((await submitAuthorization(page, MAX, 'allow')).status).toBe(200);
    for (const decision of ['allow', 'deny'] as const) {
      const again = await fetch(page.split('?')[0]!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ oauth_token: token.token, form_token: formToken, member: ERIKA, decision }).toString(),
      });
      expect(again.status).toBe(400);
      expect((await again.json()).error_name).toBe('INVALID_REQUEST_TOKEN');
    }
    expect(await form).toContain('Allow');
  });

  it('test consumers: any callback, never the vendor interface whatever their rights, and a warning at start-up', async () => {
    expect(warnings.some((w) => w.includes('TC is a test consumer') && w.includes('vendor_jobs'))).toBe(true);
    const credentials = { consumerKey: testConsumer.key, consumerSecret: testConsumer.secret };
    const callback = 'https://bücher.example/callback';
    const { client, accessToken } = await handshake(server, credentials, MAX, callback);
    expect(accessToken.token).toBeTruthy();
    const vendor = await send(server, {
      path: op('listPostings').path,
      headers: { accept: VENDOR },
      credentials: { ...credentials, token: accessToken.token, tokenSecret: accessToken.tokenSecret },
    });
    expect(await errorOf(vendor)).toMatchObject({ status: 403, error_name: 'INSUFFICIENT_PRIVILEGES' });
    expect(client).toBeDefined();
  });

  it('every data call carries a nonce and a timestamp, PLAINTEXT included (as the description says)', async () => {
    const max = await signedAs(server);
    const answer = await send(server, {
      path: idCard.path,
      credentials: max,
      sign: { signatureMethod: 'PLAINTEXT' },
      tamper: (r) => {
        r.headers['authorization'] = r.headers['authorization']!.replace(/,?\s*oauth_nonce="[^"]*"/, '').replace(
          /,?\s*oauth_timestamp="[^"]*"/,
          '',
        );
      },
    });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'NONCE_MISSING' });
  });
});

describe('replay protection under a flood of nonces', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await mock({ nonces: { perTimestamp: 40, total: 60, recent: 10 } });
  });
  afterAll(() => server.close());

  it('never locks out: past the bounds a later timestamp is accepted, and every replay stays refused', async () => {
    const max = await signedAs(server);
    const second = Math.floor(Date.now() / 1000);
    const first = { nonce: `flood-first-${second}`, timestamp: second };
    expect((await send(server, { path: idCard.path, credentials: max, sign: first })).status).toBe(200);
    const held = server.stats()['nonces']!; // the first call's and the handshake's first step's
    const refusals: unknown[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await send(server, { path: idCard.path, credentials: max, sign: { nonce: `flood-${i}`, timestamp: second } });
      if (answer.status !== 200) refusals.push(await errorOf(answer));
    }
    // 40 nonces at one timestamp: the rest are told to send a later one, never RATE_LIMIT_EXCEEDED for a day.
    expect(refusals).toHaveLength(21);
    expect(refusals[0]).toMatchObject({ status: 401, error_name: 'INVALID_TIMESTAMP' });
    expect(server.stats()['nonces']).toBe(held + 39);
    expect(await errorOf(await send(server, { path: idCard.path, credentials: max, sign: first }))).toMatchObject({
      status: 401,
      error_name: 'NONCE_ALREADY_USED',
    });
    // A fresh request one second later is accepted and frees the 40; the old request replayed is still refused.
    expect(
      (await send(server, { path: idCard.path, credentials: max, sign: { nonce: 'next-second', timestamp: second + 1 } })).status,
    ).toBe(200);
    expect(server.stats()['nonces']).toBe(held);
    expect(await errorOf(await send(server, { path: idCard.path, credentials: max, sign: first }))).toMatchObject({
      status: 401,
      error_name: 'INVALID_TIMESTAMP',
    });
  });
});

describe('seed rules', () => {
  let server: MockServer;
  let max: Credentials;
  beforeAll(async () => {
    server = await mock({
      config: {
        members: [
          { id: MAX, name: 'Max Mustermann' },
          { id: ERIKA, name: 'Erika Mustermann' },
          { id: '111111_aaaaaa', name: 'Gone', status: 'deleted' },
          { id: '222222_bbbbbb', name: 'Blocked', status: 'blacklisted' },
        ],
      },
    });
    max = await signedAs(server);
  });
  afterAll(() => server.close());

  const statusMessage = op('createStatusMessage');
  const post = (body: string, contentType: string) =>
    send(server, { method: 'POST', path: statusMessage.path.replace('{id}', 'me'), body, contentType, credentials: max });

  it('an XML body is equivalent to JSON on a general POST', async () => {
    const json = await post(JSON.stringify({ message: 'Hello' }), 'application/json');
    const xml = await post('<?xml version="1.0"?><status_message><message>Hello</message></status_message>', 'application/xml');
    expect(xml.status).toBe(json.status);
    expect(await xml.text()).toBe(await json.text());
    // Invalid the same way: the same answer as the JSON equivalent.
    const xmlMissing = await post('<status_message><other>x</other></status_message>', 'application/xml');
    const jsonMissing = await post(JSON.stringify({ other: 'x' }), 'application/json');
    expect(xmlMissing.status).toBeGreaterThanOrEqual(400);
    expect([xmlMissing.status, await xmlMissing.text()]).toEqual([jsonMissing.status, await jsonMissing.text()]);
  });

  it("malformed XML, a DTD and entities get 400 with the service's error body", async () => {
    const bodies = [
      '<status_message><message>Hello</status_message>',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><status_message><message>&lol2;</message></status_message>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><status_message><message>&xxe;</message></status_message>',
    ];
    for (const body of bodies) {
      const answer = await post(body, 'application/xml');
      const error = await errorOf(answer);
      expect(error).toMatchObject({ status: 400, error_name: doc.components.examples.invalidParameters.value.error_name });
      expect(error.message).not.toContain('root:');
    }
  });

  it('unknown, deleted and blacklisted users get the empty profile; members and me get a profile', async () => {
    const user = op('getUser');
    const empty = doc.components.examples.emptyProfile.value.users[0];
    const answer = await send(server, {
      path: user.path.replace('{id}', `999999_abcdef,111111_aaaaaa,222222_bbbbbb,${ERIKA}`),
      credentials: max,
    });
    const { users } = await answer.json();
    expect(users.slice(0, 3)).toEqual([empty, empty, empty]);
    expect(users[3]).toMatchObject({ id: ERIKA, display_name: 'Erika Mustermann' });
    const me = await (await send(server, { path: user.path.replace('{id}', 'me'), credentials: max })).json();
    expect(me.users[0]).toMatchObject({ id: MAX });
  });

  it('the authorization page offers only active members', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const page = await (await fetch(client.handshake.authorizationUrl(await client.handshake.requestToken('oob')))).text();
    expect(page).toContain(MAX);
    expect(page).not.toContain('111111_aaaaaa');
  });

  it('the .json suffix is accepted where the description says so, and nowhere else', async () => {
    const text = (o: (typeof ops)[number]) => `${doc.paths[o.path].description ?? ''} ${doc.paths[o.path][o.method].description ?? ''}`;
    const suffixed = ops.filter((o) => /with\s+a\s+`\.json`\s+suffix/.test(text(o)));
    expect(suffixed.length).toBeGreaterThan(0);
    const listPostings = op('listPostings');
    expect(suffixed).toContain(listPostings);
    const answer = await send(server, { path: `${listPostings.path}.json`, headers: { accept: VENDOR }, credentials: max });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveProperty('collection');
    expect((await send(server, { path: `${idCard.path}.json`, credentials: max })).status).toBe(404);
  });

  it('CORS as bare Prism: a preflight gets 204, answers allow the origin', async () => {
    const preflight = await fetch(`${server.url}${idCard.path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://docs.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://docs.example');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
    const answer = await send(server, { path: idCard.path, credentials: max, headers: { origin: 'http://docs.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://docs.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('throttling with the figures of the description', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await mock();
  });
  afterAll(() => server.close());

  it('reads the figures from x-throttled; a call without figures is not limited', () => {
    const withFigures = ops.filter((o) => limitsOf(o.throttled));
    expect(withFigures.map((o) => o.operationId)).toContain('createForumPost');
    expect(limitsOf(op('createForumPost').throttled)).toEqual({
      perConsumer: { minute: 50, hour: 100, day: 150 },
      perUser: { minute: 5, hour: 10, day: 15 },
    });
    expect(ops.filter((o) => o.throttled && !limitsOf(o.throttled)).length).toBeGreaterThan(0);
  });

  it('the sixth forum post of a user within a minute gets 403 RATE_LIMIT_EXCEEDED; another user still posts', async () => {
    const forumPost = op('createForumPost');
    const path = forumPost.path.replace('{forum_id}', '100646607_fbf3a3');
    const body = JSON.stringify({ title: 'Hi', content: 'Hello' });
    const postAs = (credentials: Credentials) => send(server, { method: 'POST', path, body, contentType: 'application/json', credentials });
    const max = await signedAs(server);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postAs(max)).status);
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    const sixth = await postAs(max);
    expect(await errorOf(sixth)).toMatchObject({ status: 403, error_name: 'RATE_LIMIT_EXCEEDED' });
    expect((await postAs(await signedAs(server, ALL_RIGHTS, ERIKA))).status).toBeLessThan(300);
  });

  it('only accepted calls count: refused ones (invalid body, injected fault, the limit itself) leave the counts', async () => {
    const own = await mock({ testing: true });
    try {
      const path = op('createForumPost').path.replace('{forum_id}', '100646607_fbf3a3');
      const max = await signedAs(own);
      const post = (body: object, headers?: Record<string, string>) =>
        send(own, { method: 'POST', path, body: JSON.stringify(body), contentType: 'application/json', credentials: max, headers });
      for (let i = 0; i < 5; i++)
        expect(await errorOf(await post({ content: 'no title' }))).toMatchObject({ error_name: 'INVALID_PARAMETERS' });
      for (let i = 0; i < 5; i++) expect((await post({ title: 'Hi', content: 'Hello' }, { 'mock-fault': 'status=503' })).status).toBe(503);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post({ title: 'Hi', content: 'Hello' })).status);
      expect(statuses.every((s) => s < 300)).toBe(true);
      for (let i = 0; i < 3; i++)
        expect(await errorOf(await post({ title: 'Hi', content: 'Hello' }))).toMatchObject({
          status: 403,
          error_name: 'RATE_LIMIT_EXCEEDED',
        });
    } finally {
      await own.close();
    }
  });

  it('the generated client surfaces the throttle as its RateLimitError', async () => {
    const { client } = await handshake(server, ALL_RIGHTS, ERIKA);
    const call = () =>
      (client as any).groups.createForumPost({
        params: { path: { forum_id: '100646607_fbf3a3' } },
        body: { title: 'Hi', content: 'Hello' },
      });
    let error: unknown;
    for (let i = 0; i < 6 && !error; i++) await call().catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(RateLimitError);
  });
});

describe('testing controls under /__mock/', () => {
  it('are off unless enabled', async () => {
    const server = await mock();
    try {
      const answer = await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: { 'mock-control': '1' } });
      expect(answer.status).toBe(404);
      const max = await signedAs(server);
      expect((await send(server, { path: idCard.path, credentials: max, headers: { 'mock-fault': 'status=503' } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  describe('when enabled', () => {
    let server: MockServer;
    let max: Credentials;
    const control = (method: string, path: string, body?: object) =>
      fetch(`${server.url}/__mock/${path}`, {
        method,
        headers: { 'mock-control': '1', ...(body && { 'content-type': 'application/json' }) },
        ...(body && { body: JSON.stringify(body) }),
      });
    beforeAll(async () => {
      server = await mock({ testing: true });
      max = await signedAs(server);
    });
    afterAll(() => server.close());

    it('invalidate an access token: expired, revoked or password changed', async () => {
      for (const reason of ['expired', 'revoked', 'password_changed']) {
        const credentials = await signedAs(server);
        expect((await control('POST', 'invalidate', { token: credentials.token, reason })).status).toBe(200);
        const refused = await send(server, { path: idCard.path, credentials });
        expect(await errorOf(refused)).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_TOKEN' });
      }
      expect((await control('POST', 'invalidate', { token: max.token, reason: 'stolen' })).status).toBe(400);
    });

    it('faults per request (Mock-Fault) and from the configuration, deterministic', async () => {
      const faulty = await send(server, { path: idCard.path, credentials: max, headers: { 'mock-fault': 'status=503' } });
      expect(faulty.status).toBe(503);
      const limited = await send(server, { path: idCard.path, credentials: max, headers: { 'mock-fault': 'rate_limit' } });
      expect(await errorOf(limited)).toMatchObject({ status: 403, error_name: 'RATE_LIMIT_EXCEEDED' });
      const started = Date.now();
      expect((await send(server, { path: idCard.path, credentials: max, headers: { 'mock-fault': 'latency=300' } })).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect((await send(server, { path: idCard.path, credentials: max, headers: { 'mock-fault': 'explode' } })).status).toBe(400);

      const draw = async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) statuses.push((await send(server, { path: idCard.path, credentials: max })).status);
        return statuses;
      };
      expect((await control('PUT', 'faults', { getIdCard: { status: 500, probability: 0.5 } })).status).toBe(200);
      const once = await draw();
      expect(once).toContain(500);
      expect(once).toContain(200);
      expect((await control('PUT', 'faults', {})).status).toBe(200);
      expect(await draw()).toEqual(Array(12).fill(200));
      // Checked as the header is: a status out of range, an unreadable latency, an unknown operation or field.
      for (const [body, named] of [
        [{ '*': { status: 99 } }, '*.status'],
        [{ getIdCard: { latencyMs: 3e9 } }, 'getIdCard.latencyMs'],
        [{ noSuchOperation: { status: 503 } }, 'noSuchOperation: no operation'],
        [{ getIdCard: { statuss: 503 } }, 'getIdCard.statuss'],
      ] as const) {
        const refused = await control('PUT', 'faults', body);
        expect(refused.status).toBe(400);
        expect((await refused.json()).message).toContain(named);
      }
      expect(await draw()).toEqual(Array(12).fill(200));
    });

    it('advance the clock: a request token expires', async () => {
      const client = createClient({ baseUrl: server.url, credentials: USERS_ONLY });
      const token = await client.handshake.requestToken('oob');
      const { now } = await (await control('GET', 'clock')).json();
      const moved = await (await control('POST', 'clock', { advanceMs: 11 * 60 * 1000 })).json();
      expect(moved.now - now).toBeGreaterThanOrEqual(11 * 60 * 1000);
      expect((await fetch(client.handshake.authorizationUrl(token))).status).toBe(400);
    });

    it('reset forgets tokens and postings', async () => {
      const credentials = await signedAs(server);
      expect((await control('POST', 'reset')).status).toBe(200);
      expect(server.stats()).toMatchObject({ accessTokens: 0, postings: 0, nonces: 0 });
      expect(await errorOf(await send(server, { path: idCard.path, credentials }))).toMatchObject({
        status: 401,
        error_name: 'INVALID_OAUTH_TOKEN',
      });
    });
  });
});

describe('the state file', () => {
  it("keeps each token's latest timestamp with its nonces: a replay after a restart is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-state-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await mock({ stateFile });
      const credentials = await signedAs(first);
      const { authorization } = signRequest({ method: 'GET', url: `${first.url}${idCard.path}` }, credentials);
      const call = (server: MockServer) => fetch(`${server.url}${idCard.path}`, { headers: { authorization, accept: 'application/json' } });
      expect((await call(first)).status).toBe(200);
      await first.close();
      // The same port: the same bytes carry the same signature.
      const second = await mock({ stateFile, port: Number(new URL(first.url).port) });
      try {
        expect(await errorOf(await call(second))).toMatchObject({ status: 401, error_name: 'NONCE_ALREADY_USED' });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps tokens and postings across a restart, and holds what no answer shows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-state-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await mock({ stateFile, testing: true });
      const credentials = await signedAs(first);
      const created = await send(first, {
        method: 'POST',
        path: op('createPosting').path,
        body: JSON.stringify(doc.components.examples.testPosting.value),
        contentType: 'application/json',
        headers: { accept: VENDOR },
        credentials,
      });
      expect(created.status).toBe(201);
      const { posting_id } = await created.json();
      const saved = await fetch(`${first.url}/__mock/state/save`, { method: 'POST', headers: { 'mock-control': '1' } });
      expect(await saved.text()).not.toContain(credentials.tokenSecret);
      await first.close();
      expect(readFileSync(stateFile, 'utf8')).toContain(credentials.token);

      const second = await mock({ stateFile });
      try {
        const listed = await send(second, { path: op('listPostings').path, headers: { accept: VENDOR }, credentials });
        expect(listed.status).toBe(200);
        expect((await listed.json()).collection.map((p: { id: number }) => p.id)).toEqual([posting_id]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
