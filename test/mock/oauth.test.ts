// OAuth 1.0 verification of data calls: crafted requests signed with the plugin's signRequest, and every
// refusal answered with the description's error body (validated against the declared 401/403 response).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  problemsOf,
  problemsOfResponse,
  send,
  USERS_ONLY,
  type Crafted,
} from './helpers.ts';

let server: MockServer;
let max: { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
let usersOnly: typeof max;

beforeAll(async () => {
  server = await mock();
  const a = await handshake(server, ALL_RIGHTS, MAX);
  max = { ...ALL_RIGHTS, token: a.accessToken.token, tokenSecret: a.accessToken.tokenSecret };
  const b = await handshake(server, USERS_ONLY, MAX);
  usersOnly = { ...USERS_ONLY, token: b.accessToken.token, tokenSecret: b.accessToken.tokenSecret };
});
afterAll(() => server.close());

const idCard = op('getIdCard');
const now = () => Math.floor(Date.now() / 1000);

/** Sends a crafted call to getIdCard (or another op) and returns status, error_name and message; checks the body against the description. */
async function refusal(c: Partial<Crafted>, o = idCard) {
  const response = await send(server, { path: o.path, credentials: max, ...c });
  expect(await problemsOfResponse(o, response.clone())).toEqual([]);
  return errorOf(response);
}

/** Rewrites one parameter of the Authorization header. */
const header =
  (name: string, value: string | null): Crafted['tamper'] =>
  (r) => {
    const pattern = new RegExp(`,?\\s*${name}="[^"]*"`);
    r.headers['authorization'] =
      value === null
        ? r.headers['authorization']!.replace(pattern, '')
        : r.headers['authorization']!.replace(new RegExp(`${name}="[^"]*"`), `${name}="${value}"`);
  };

describe('oauth_version on data calls', () => {
  it.each([
    ['HMAC-SHA1', {}],
    ['PLAINTEXT', { signatureMethod: 'PLAINTEXT' as const }],
  ])('%s without oauth_version is refused: every data call carries it', async (_name, sign) => {
    const response = await send(server, { path: idCard.path, credentials: max, sign: { ...sign, includeVersion: false } });
    expect(await errorOf(response)).toMatchObject({ status: 401, error_name: 'REQUIRED_PARAMETER_MISSING' });
  });
});

describe('accepted', () => {
  it.each([
    ['HMAC-SHA1 in the header', {}],
    ['HMAC-SHA1 in the query', { placement: 'query' }],
    ['PLAINTEXT in the header', { sign: { signatureMethod: 'PLAINTEXT' } }],
  ] as Array<[string, Partial<Crafted>]>)('%s', async (_name, c) => {
    const response = await send(server, { path: idCard.path, credentials: max, ...c });
    expect(response.status).toBe(200);
    expect(await problemsOfResponse(idCard, response)).toEqual([]);
  });

  it('OAuth parameters as form fields of a body (form-encoded call)', async () => {
    const o = op('createStatusMessage');
    const response = await send(server, {
      method: 'POST',
      path: o.path.replace('{id}', 'me'),
      body: 'message=Hello',
      contentType: 'application/x-www-form-urlencoded',
      credentials: max,
      placement: 'body',
    });
    expect(response.status).toBe(201);
    expect(await problemsOfResponse(o, response)).toEqual([]);
  });
});

describe("refused, with the description's error bodies", () => {
  it('unsigned', async () => {
    const response = await fetch(`${server.url}${idCard.path}`);
    expect(await errorOf(response)).toMatchObject({ status: 401, error_name: 'REQUIRED_PARAMETER_MISSING' });
  });

  it('wrong consumer secret', async () => {
    expect(await refusal({ credentials: { ...max, consumerSecret: 'wrong' } })).toMatchObject({
      status: 401,
      error_name: 'INVALID_OAUTH_SIGNATURE',
    });
  });

  it('wrong token secret', async () => {
    expect(await refusal({ credentials: { ...max, tokenSecret: 'wrong' } })).toMatchObject({
      status: 401,
      error_name: 'INVALID_OAUTH_SIGNATURE',
    });
  });

  it('wrong PLAINTEXT signature', async () => {
    expect(await refusal({ credentials: { ...max, tokenSecret: 'wrong' }, sign: { signatureMethod: 'PLAINTEXT' } })).toMatchObject({
      error_name: 'INVALID_OAUTH_SIGNATURE',
    });
  });

  it('tampered query parameter', async () => {
    const o = op('getUser');
    const path = o.path.replace('{id}', MAX);
    const ok = await send(server, { path, query: 'fields=display_name', credentials: max });
    expect(ok.status).toBe(200);
    const tampered = await send(server, {
      path,
      query: 'fields=display_name',
      credentials: max,
      tamper: (r) => void (r.url = r.url.replace('display_name', 'first_name')),
    });
    expect(await errorOf(tampered)).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_SIGNATURE' });
    expect(tampered.headers.get('x-mock-signature-base-string')).toContain('first_name');
  });

  it('tampered form body', async () => {
    const o = op('createStatusMessage');
    const answer = await send(server, {
      method: 'POST',
      path: o.path.replace('{id}', 'me'),
      body: 'message=Hello',
      contentType: 'application/x-www-form-urlencoded',
      credentials: max,
      tamper: (r) => void (r.body = 'message=Goodbye'),
    });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_SIGNATURE' });
  });

  it('replayed nonce', async () => {
    const nonce = `replay-${Date.now()}`;
    const first = await send(server, { path: idCard.path, credentials: max, sign: { nonce } });
    expect(first.status).toBe(200);
    expect(await refusal({ sign: { nonce } })).toMatchObject({ status: 401, error_name: 'NONCE_ALREADY_USED' });
  });

  it('stale timestamp (older than 24 hours)', async () => {
    expect(await refusal({ sign: { timestamp: now() - 24 * 60 * 60 - 60 } })).toMatchObject({
      status: 401,
      error_name: 'TIMESTAMP_EXPIRED',
    });
  });

  it('decreasing timestamp (per consumer and token)', async () => {
    const ok = await send(server, { path: idCard.path, credentials: max, sign: { timestamp: now() } });
    expect(ok.status).toBe(200);
    expect(await refusal({ sign: { timestamp: now() - 120 } })).toMatchObject({ status: 401, error_name: 'INVALID_TIMESTAMP' });
    // Another token of the same member has its own sequence.
    const other = await send(server, { path: idCard.path, credentials: usersOnly, sign: { timestamp: now() - 120 } });
    expect(other.status).toBe(200);
  });

  it.each(['0', '-5', '12.5', 'abc'])('timestamp %s is not a positive integer', async (timestamp) => {
    expect(await refusal({ sign: { timestamp } })).toMatchObject({ status: 401, error_name: 'INVALID_TIMESTAMP' });
  });

  it('missing nonce (HMAC-SHA1)', async () => {
    expect(await refusal({ tamper: header('oauth_nonce', null) })).toMatchObject({ status: 401, error_name: 'NONCE_MISSING' });
  });

  it('missing timestamp (HMAC-SHA1), missing token', async () => {
    expect(await refusal({ tamper: header('oauth_timestamp', null) })).toMatchObject({
      error_name: 'REQUIRED_PARAMETER_MISSING',
      message: 'Required OAuth parameter missing: oauth_timestamp',
    });
    expect(await refusal({ tamper: header('oauth_token', null) })).toMatchObject({
      error_name: 'REQUIRED_PARAMETER_MISSING',
      message: 'Required OAuth parameter missing: oauth_token',
    });
  });

  it('oauth_version other than 1.0', async () => {
    expect(await refusal({ tamper: header('oauth_version', '2.0') })).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_VERSION' });
  });

  it('signature method other than HMAC-SHA1 or PLAINTEXT', async () => {
    expect(await refusal({ tamper: header('oauth_signature_method', 'RSA-SHA1') })).toMatchObject({
      status: 401,
      error_name: 'INVALID_OAUTH_SIGNATURE_METHOD',
    });
  });

  it('unknown consumer, unknown token, token of another consumer', async () => {
    expect(await refusal({ credentials: { ...max, consumerKey: 'nobody' } })).toMatchObject({ error_name: 'INVALID_OAUTH_CONSUMER' });
    expect(await refusal({ credentials: { ...max, token: 'unknown' } })).toMatchObject({ error_name: 'INVALID_OAUTH_TOKEN' });
    expect(await refusal({ credentials: { ...USERS_ONLY, token: max.token, tokenSecret: max.tokenSecret } })).toMatchObject({
      error_name: 'CONSUMER_MISMATCH',
    });
  });

  it('missing access right: 403 INSUFFICIENT_PRIVILEGES', async () => {
    const o = op('createStatusMessage');
    expect(o.roles).toEqual(['status_message']);
    const answer = await send(server, {
      method: 'POST',
      path: o.path.replace('{id}', 'me'),
      body: JSON.stringify({ message: 'Hi' }),
      contentType: 'application/json',
      credentials: usersOnly,
    });
    expect(await problemsOfResponse(o, answer.clone())).toEqual([]);
    expect(await errorOf(answer)).toEqual({
      status: 403,
      error_name: 'INSUFFICIENT_PRIVILEGES',
      message: 'Insufficient privileges: this call needs the right status_message',
    });
  });

  it("the error bodies are the description's examples (message extended by a detail)", async () => {
    const example = doc.components.examples.nonceMissing.value;
    expect(await refusal({ tamper: header('oauth_nonce', null) })).toEqual({ status: 401, ...example });
  });
});

describe('a refused request changes nothing', () => {
  it('a bad signature does not use up its nonce nor raise the timestamp', async () => {
    const nonce = `untouched-${Date.now()}`;
    const future = now() + 120;
    expect(await refusal({ credentials: { ...max, tokenSecret: 'wrong' }, sign: { nonce, timestamp: future } })).toMatchObject({
      error_name: 'INVALID_OAUTH_SIGNATURE',
    });
    const later = await send(server, { path: idCard.path, credentials: max, sign: { nonce } });
    expect(later.status).toBe(200);
  });
});

describe('the general API rules', () => {
  const o = op('createConversation');
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `${100 + i}_abcdef`).join(',');
  const conversation = (n: number) =>
    send(server, {
      method: 'POST',
      path: o.path.replace('{user_id}', 'me'),
      body: JSON.stringify({ subject: 'Hi', content: 'Hello', recipient_ids: ids(n) }),
      contentType: 'application/json',
      credentials: max,
    });

  it('more than 10 conversation recipients: 403 with the tooManyRecipients body', async () => {
    const refused = await conversation(11);
    expect(await problemsOfResponse(o, refused.clone())).toEqual([]);
    expect(await refused.json()).toEqual(doc.components.examples.tooManyRecipients.value);
    expect((await conversation(10)).status).toBeLessThan(300);
  });

  it('invalid parameters: the violations, not an unrelated example', async () => {
    const answer = await send(server, { path: op('getUser').path.replace('{id}', 'not-an-id'), credentials: max });
    const body = await answer.json();
    expect(answer.status).toBe(403);
    expect(body.error_name).toBe('INVALID_PARAMETERS');
    expect(body.errors).toEqual([{ field: 'id', reason: 'INVALID_FORMAT' }]);
  });

  it('invalid parameters are 403 INVALID_PARAMETERS (never 422); a text too long is TOO_LONG', async () => {
    const o = op('updateProfileMessage');
    const answer = await send(server, {
      method: 'PUT',
      path: o.path.replace('{user_id}', 'me'),
      body: JSON.stringify({ message: 'm'.repeat(141) }),
      contentType: 'application/json',
      credentials: max,
    });
    const body = await answer.json();
    expect({ status: answer.status, error_name: body.error_name }).toEqual({ status: 403, error_name: 'INVALID_PARAMETERS' });
    expect(body.errors).toEqual([{ field: 'message', reason: 'TOO_LONG' }]);
  });

  it('a number below its minimum is LOWER_BOUND_EXCEEDED (findJobs limit=0)', async () => {
    const answer = await send(server, { path: op('findJobs').path, query: 'query=developer&limit=0', credentials: max });
    const body = await answer.json();
    expect({ status: answer.status, error_name: body.error_name }).toEqual({ status: 403, error_name: 'INVALID_PARAMETERS' });
    expect(body.errors).toEqual([{ field: 'limit', reason: 'LOWER_BOUND_EXCEEDED' }]);
  });

  it('a limit is not refused by a figure that no source gives (findJobs 101, listPostComments 1000)', async () => {
    const jobs = await send(server, { path: op('findJobs').path, query: 'query=developer&limit=101', credentials: max });
    expect(jobs.status).toBe(200);
    const comments = await send(server, {
      path: op('listPostComments').path.replace('{post_id}', '1011634124_7c0c62'),
      query: 'limit=1000',
      credentials: max,
    });
    expect(comments.status).toBe(200);
  });

  it('fields selects the fields of a profile; an unknown field is 403 INVALID_PARAMETERS', async () => {
    const path = op('getUser').path.replace('{id}', MAX);
    const selected = await (await send(server, { path, query: 'fields=display_name,photo_urls.size_48x48', credentials: max })).json();
    expect(Object.keys(selected.users[0]).sort()).toEqual(['display_name', 'id', 'photo_urls']);
    expect(Object.keys(selected.users[0].photo_urls)).toEqual(['size_48x48']);
    const unknown = await send(server, { path, query: 'fields=foobar', credentials: max });
    const body = await unknown.json();
    expect({ status: unknown.status, error_name: body.error_name, errors: body.errors }).toEqual({
      status: 403,
      error_name: 'INVALID_PARAMETERS',
      errors: [{ field: 'fields', reason: 'UNKNOWN_VALUE' }],
    });
    expect(body.message).toContain('foobar');
  });

  it("each member's profile is that member's: another member is not the example with the id and name replaced", async () => {
    const answer = await send(server, { path: op('getUser').path.replace('{id}', ERIKA), credentials: max });
    const erika = (await answer.json()).users[0];
    expect(await problemsOf(op('getUser'), answer.status, answer.headers.get('content-type'), JSON.stringify({ users: [erika] }))).toEqual(
      [],
    );
    expect({ id: erika.id, first_name: erika.first_name, last_name: erika.last_name, display_name: erika.display_name }).toEqual({
      id: ERIKA,
      first_name: 'Erika',
      last_name: 'Mustermann',
      display_name: 'Erika Mustermann',
    });
    expect(erika.active_email ?? null).toBeNull();
    expect(JSON.stringify(erika)).not.toContain(MAX);
  });

  it('Prefer headers pass through to Prism', async () => {
    const answer = await send(server, { path: idCard.path, credentials: max, headers: { prefer: 'code=401, example=nonceAlreadyUsed' } });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'NONCE_ALREADY_USED' });
    const dynamic = await send(server, { path: idCard.path, credentials: max, headers: { prefer: 'dynamic=true' } });
    expect(dynamic.status).toBe(200);
    expect(await problemsOfResponse(idCard, dynamic)).toEqual([]);
  });
});
