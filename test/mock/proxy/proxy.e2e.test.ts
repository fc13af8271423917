// The proxy in front of an undrifted mock: the handshake through it (its authorization page the mock's own), every
// operation's examples through the generated client, the three OAuth parameter placements, and JSON, form and XML
// bodies. Nothing differs from the description, so the proxy reports nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../generated/client.ts';
import type { AccessToken } from '../../../plugins/oauth1/index.ts';
import { callsInOrder, initOf, stateRefusal, statefulOperations } from '../every-operation.ts';
import { ALL_RIGHTS, MAX, VENDOR } from '../helpers.ts';
import { allowAs, mockBehindProxy, type Pair } from './helpers.ts';

let pair: Pair;
let stateful: Map<string, string>;
let accessToken: AccessToken;
let last: { status: number; text: string; violations: string | null } | undefined;
// Read through a call: TypeScript would keep `last` narrowed to the undefined assigned before the call.
const lastAnswer = () => last;

const keep = async (request: Request) => {
  const response = await fetch(request);
  last = { status: response.status, text: await response.clone().text(), violations: response.headers.get('pronet-violations') };
  return response;
};

beforeAll(async () => {
  pair = await mockBehindProxy();
  stateful = await statefulOperations();
});
afterAll(() => pair.close());

describe('through the proxy, against an undrifted mock', () => {
  let client: ReturnType<typeof createClient> & Record<string, any>;
  let postingId: number | undefined;

  it('runs the handshake: token calls re-signed, the authorization page redirected to the mock', async () => {
    client = createClient({ baseUrl: pair.proxy.url, authUrl: pair.proxy.url, credentials: ALL_RIGHTS, fetch: keep });
    const requestToken = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(requestToken);
    expect(pageUrl.startsWith(`${pair.proxy.url}/`)).toBe(true);
    const allowed = await allowAs(pageUrl, MAX);
    const proxied = new URL(pageUrl);
    expect(allowed.pageUrl).toBe(`${pair.mock.url}${proxied.pathname}${proxied.search}`);
    accessToken = await client.handshake.accessToken(requestToken, allowed.pin);
    expect(accessToken.extra['user_id']).toBe(MAX);
    client.setToken(accessToken);
  });

  it.each(callsInOrder.map((o) => [o.operationId, o] as const))('%s: its example, re-signed, answers as described', async (_id, o) => {
    last = undefined;
    const result = await client[o.tag][o.operationId](initOf(o, postingId)).catch((error: unknown) => {
      if (last && stateRefusal(stateful, o, last)) return undefined;
      throw error;
    });
    const answer = lastAnswer();
    expect(answer, 'nothing came back').toBeDefined();
    expect(answer!.violations).toBe('[]');
    if (!stateRefusal(stateful, o, answer!)) expect(answer!.status, answer!.text).toBeLessThan(300);
    if (o.operationId === 'createPosting') postingId = (result as { posting_id: number }).posting_id;
  });

  it('found no difference and logged none', () => {
    expect(pair.proxy.differences()).toEqual([]);
    expect(pair.lines).toEqual([]);
  });
});

describe('the three placements of the OAuth parameters, and JSON, form and XML bodies', () => {
  const school = { name: 'University of Hamburg', subject: 'Computer science', degree: 'Master of Science' };
  const clientWith = (placement: 'header' | 'query' | 'body') => {
    const c = createClient({ baseUrl: pair.proxy.url, credentials: ALL_RIGHTS, placement, fetch: keep });
    c.setToken(accessToken);
    return c;
  };

  it.each(['header', 'query', 'body'] as const)('%s: a form body', async (placement) => {
    const response = await clientWith(placement).request('POST', '/v1/users/me/educational_background/schools', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(school).toString(),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    expect(response.headers.get('pronet-violations')).toBe('[]');
  });

  it.each(['header', 'query'] as const)('%s: a JSON body and a read', async (placement) => {
    const c = clientWith(placement);
    const created = await c.request('POST', '/v1/users/me/educational_background/schools', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(school),
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    expect(created.headers.get('pronet-violations')).toBe('[]');
    const me = await c.request('GET', '/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('pronet-violations')).toBe('[]');
  });

  it('an XML body', async () => {
    const xml = `<school>${Object.entries(school)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('')}</school>`;
    const response = await clientWith('header').request('POST', '/v1/users/me/educational_background/schools', {
      headers: { 'content-type': 'application/xml' },
      body: xml,
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    expect(response.headers.get('pronet-violations')).toBe('[]');
  });

  it("a bearer call (the mock's bearer token) passes as it is", async () => {
    const response = await fetch(`${pair.proxy.url}/vendor/jobs/postings`, {
      headers: { authorization: 'Bearer mock-bearer-token', accept: VENDOR },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('pronet-violations')).toBe('[]');
  });

  it('still found no difference', () => {
    expect(pair.proxy.differences()).toEqual([]);
  });
});
