// The general API reads a call's parameters from the query string or the body (x-request-parameters): the mock
// answers a call alike whichever place the client chose, a name in both places takes the body's value, and the
// proxy in front reports no request difference for any placement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../mock/server.ts';
import { mockBehindProxy, type Pair } from '../mock/proxy/helpers.ts';
import { handshake as clientHandshake } from './wire.ts';
import { ALL_RIGHTS, ERIKA, handshake, MAX, send } from '../mock/helpers.ts';

let pair: Pair;
type Credentials = { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
let credentials: Credentials;
/** The proxy signs for the upstream with the tokens it saw issued: its own handshake. */
let throughProxy: Credentials;
beforeAll(async () => {
  pair = await mockBehindProxy();
  const direct = await handshake(pair.mock);
  credentials = { ...ALL_RIGHTS, token: direct.accessToken.token, tokenSecret: direct.accessToken.tokenSecret };
  throughProxy = await clientHandshake(pair.proxy.url, ALL_RIGHTS, MAX);
});
afterAll(() => pair.close());

const FORM = 'application/x-www-form-urlencoded';
const placements = (fields: Record<string, string>) => ({
  query: { query: new URLSearchParams(fields).toString() },
  form: { body: new URLSearchParams(fields).toString(), contentType: FORM },
  json: { body: JSON.stringify(fields), contentType: 'application/json' },
});

/** Creates a conversation with the fields placed one way; returns its status and the subject it got. */
async function createConversation(
  server: Pick<MockServer, 'url'>,
  placed: { query?: string; body?: string; contentType?: string },
  as = credentials,
) {
  const created = await send(server as MockServer, { method: 'POST', path: '/v1/users/me/conversations', credentials: as, ...placed });
  const id = ((await created.json()) as { conversation: { id: string } }).conversation?.id;
  const read = await send(server as MockServer, { path: `/v1/users/me/conversations/${id}`, credentials: as });
  const subject = ((await read.json()) as { conversation: { subject: string } }).conversation?.subject;
  return { status: created.status, subject, violations: created.headers.get('pronet-violations') };
}

describe('parameters in the query string or the body', () => {
  const fields = { recipient_ids: ERIKA, subject: 'Placed', content: 'Hello' };

  it('a create answers alike with its parameters in the query, a form body or a JSON body', async () => {
    for (const [where, placed] of Object.entries(placements(fields))) {
      const { status, subject } = await createConversation(pair.mock, placed);
      expect({ where, status, subject }).toEqual({ where, status: 200, subject: 'Placed' });
    }
  });

  it("a name sent in both places takes the body's value", async () => {
    const { subject } = await createConversation(pair.mock, {
      query: new URLSearchParams({ ...fields, subject: 'From the query' }).toString(),
      body: JSON.stringify({ subject: 'From the body' }),
      contentType: 'application/json',
    });
    expect(subject).toBe('From the body');
  });

  it('a text value is read as the type the body declares (birth date numbers from the query)', async () => {
    const response = await send(pair.mock, {
      method: 'PUT',
      path: '/v1/users/me/birth_date',
      query: 'day=24&month=12&year=1980',
      credentials,
    });
    expect(response.status).toBeLessThan(300);
  });

  it('a missing required parameter is still refused, wherever it was meant to be', async () => {
    const response = await send(pair.mock, { method: 'POST', path: '/v1/users/me/conversations', query: 'subject=Only', credentials });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_name: string }).error_name).toBe('INVALID_PARAMETERS');
  });

  it('the proxy reports no request difference for any placement', async () => {
    for (const [where, placed] of Object.entries(placements(fields))) {
      const { status, violations } = await createConversation(pair.proxy, placed, throughProxy);
      expect({ where, status, violations }).toEqual({ where, status: 200, violations: '[]' });
    }
    expect(pair.lines).toEqual([]);
  });
});
