// The job posting lifecycle end to end, as the table's postingLifecycle says, with the rejected transitions,
// another member's attempts, the listings reflecting the state, and the vendor Accept rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../generated/client.ts';
import { postingLifecycle } from '../../../generated/mock-operations.ts';
import { ApiError } from '../../../plugins/oauth1/index.ts';
import type { MockServer } from '../../../mock/server.ts';
import { ALL_RIGHTS, doc, ERIKA, handshake, MAX, mock, op, problemsOf, send, USERS_ONLY, VENDOR } from '../helpers.ts';

let server: MockServer;
let skew = 0;
let max: any;
let maxToken: { token: string; tokenSecret: string };
let erika: any;

const testPosting = doc.components.examples.testPosting.value;

beforeAll(async () => {
  server = await mock({ clock: () => Date.now() + skew });
  ({ client: max, accessToken: maxToken } = await handshake(server, ALL_RIGHTS, MAX));
  erika = (await handshake(server, undefined, ERIKA)).client;
});
afterAll(() => server.close());

/** Calls an operation by id and returns its error (or undefined on success). */
async function attempt(client: any, id: string, init?: object): Promise<ApiError | undefined> {
  const o = op(id);
  try {
    await client[o.tag][id](init);
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

const item = (id: number, extra: object = {}) => ({ params: { path: { id } }, ...extra });

async function state(client: any, id: number): Promise<string | undefined> {
  const list = await client.vendorJobs.listPostingStatuses({ params: { query: { ids: String(id) } } });
  return list.collection[0]?.state;
}

describe('the posting lifecycle (postingLifecycle of the table)', () => {
  it('starts in the state of the creating transition, and the listings show it', async () => {
    const created = await max.vendorJobs.createPosting({ body: testPosting });
    const initial = postingLifecycle.transitions.find((t) => t.from === null)!.to;
    expect(initial).toBe('created');
    expect(await state(max, created.posting_id)).toBe('created');

    const list = await max.vendorJobs.listPostings({});
    const posting = list.collection.find((p: any) => p.id === created.posting_id);
    expect(posting).toMatchObject({
      state: 'created',
      public: false,
      order_id: testPosting.order_id,
      organization_id: testPosting.organization_id,
      city: 'Hamburg',
    });
    expect(problemsOf(op('listPostings'), 200, VENDOR, JSON.stringify(list))).toEqual([]);

    const statuses = await max.vendorJobs.listPostingStatuses({});
    expect(statuses.collection).toContainEqual(
      expect.objectContaining({ id: created.posting_id, state: 'created', visible: false, activated_at: null }),
    );
    expect(problemsOf(op('listPostingStatuses'), 200, VENDOR, JSON.stringify(statuses))).toEqual([]);

    const orders = await max.vendorJobs.listOrders({});
    expect(orders.collection).toContainEqual(expect.objectContaining({ order_id: testPosting.order_id, posting_amount_used: 1 }));
    expect(problemsOf(op('listOrders'), 200, VENDOR, JSON.stringify(orders))).toEqual([]);
  });

  it('created -> active <-> deactivated -> archived; refused: deactivate before activation, activate twice, reactivate archived', async () => {
    const { posting_id: id } = await max.vendorJobs.createPosting({ body: testPosting });

    const early = await attempt(max, 'deactivatePosting', item(id));
    expect(early).toMatchObject({ status: 409, errorName: 'INVALID_STATE_TRANSITION' });
    expect(problemsOf(op('deactivatePosting'), 409, VENDOR, JSON.stringify(early!.body))).toEqual([]);
    expect(await state(max, id)).toBe('created');

    await max.vendorJobs.activatePosting(item(id));
    expect(await state(max, id)).toBe('active');
    expect(await attempt(max, 'activatePosting', item(id))).toMatchObject({ status: 409, errorName: 'INVALID_STATE_TRANSITION' });

    await max.vendorJobs.deactivatePosting(item(id));
    expect(await state(max, id)).toBe('deactivated');
    await max.vendorJobs.activatePosting(item(id));
    await max.vendorJobs.deactivatePosting(item(id));
    await max.vendorJobs.archivePosting(item(id));
    expect(await state(max, id)).toBe('archived');

    const reactivate = await attempt(max, 'activatePosting', item(id));
    expect(postingLifecycle.transitions.find((t) => t.rejected && t.from === 'archived')).toBeDefined();
    expect(reactivate).toMatchObject({ status: 409, errorName: 'INVALID_STATE_TRANSITION' });
    // The description's own example for this refusal, word for word.
    expect(reactivate!.body).toEqual(doc.components.examples.postingArchivedReactivation.value);
    expect(await attempt(max, 'deactivatePosting', item(id))).toMatchObject({ status: 409 });
    // Archive is allowed from any state.
    await max.vendorJobs.archivePosting(item(id));
    expect(await state(max, id)).toBe('archived');
  });

  it('only the creating member may act on a posting; the performance listing is excepted', async () => {
    const { posting_id: id } = await max.vendorJobs.createPosting({ body: testPosting });
    for (const [call, init] of [
      ['activatePosting', item(id)],
      ['deactivatePosting', item(id)],
      ['archivePosting', item(id)],
      ['updatePosting', item(id, { body: testPosting })],
      ['deletePosting', item(id)],
    ] as const) {
      const error = await attempt(erika, call, init);
      expect(error, call).toMatchObject({ status: 403, errorName: 'ACCESS_DENIED' });
      expect(error!.body).toEqual(doc.components.examples.postingNotCreator.value);
    }
    expect(await state(max, id)).toBe('created');
    // Erika's own listings do not show Max's posting, but its performance is open by id.
    expect((await erika.vendorJobs.listPostings({})).collection).toEqual([]);
    const performance = await erika.vendorJobs.listPostingPerformance({ params: { query: { ids: String(id) } } });
    expect(performance.collection).toEqual([expect.objectContaining({ id, impressions: 0 })]);
    expect(problemsOf(op('listPostingPerformance'), 200, VENDOR, JSON.stringify(performance))).toEqual([]);
  });

  it('update replaces the fields and keeps the state; the order cannot change', async () => {
    const { posting_id: id } = await max.vendorJobs.createPosting({ body: testPosting });
    await max.vendorJobs.activatePosting(item(id));
    await max.vendorJobs.updatePosting(item(id, { body: { ...testPosting, function: 'Staff Engineer', city: 'Berlin' } }));
    const posting = (await max.vendorJobs.listPostings({ params: { query: { ids: String(id) } } })).collection[0];
    expect(posting).toMatchObject({ function: 'Staff Engineer', city: 'Berlin', state: 'active', public: true });
    expect(await attempt(max, 'updatePosting', item(id, { body: { ...testPosting, order_id: 1 } }))).toMatchObject({
      status: 400,
      errorName: 'INVALID_PARAMETERS',
    });
  });

  it('delete removes the posting: later calls answer 404', async () => {
    const { posting_id: id } = await max.vendorJobs.createPosting({ body: testPosting });
    await max.vendorJobs.deletePosting(item(id));
    const gone = await attempt(max, 'activatePosting', item(id));
    expect(gone).toMatchObject({ status: 404, errorName: 'NOT_FOUND' });
    expect(gone!.body).toEqual(doc.components.examples.postingNotFound.value);
    expect(await state(max, id)).toBeUndefined();
  });

  it('test postings are deactivated after a day; postings are archived at the end of the term (event transitions)', async () => {
    // Its own token: timestamps from the future would be refused on Max's token afterwards (never decreasing).
    const { client, accessToken } = await handshake(server, ALL_RIGHTS, MAX);
    const { posting_id: test } = await client.vendorJobs.createPosting({ body: testPosting });
    const { posting_id: other } = await client.vendorJobs.createPosting({ body: { ...testPosting, organization_id: 1 } });
    const { posting_id: never } = await client.vendorJobs.createPosting({ body: { ...testPosting, organization_id: 1 } });
    await client.vendorJobs.activatePosting(item(test));
    await client.vendorJobs.activatePosting(item(other));
    const stateLater = async (id: number) => {
      const answer = await send(server, {
        path: op('listPostingStatuses').path,
        query: `ids=${id}`,
        headers: { accept: VENDOR },
        credentials: { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret },
        sign: { timestamp: Math.floor((Date.now() + skew) / 1000) },
      });
      expect(answer.status).toBe(200);
      return (await answer.json()).collection[0]?.state;
    };
    try {
      skew = 25 * 60 * 60 * 1000;
      expect(await stateLater(test)).toBe('deactivated');
      expect(await stateLater(other)).toBe('active');
      skew = 91 * 24 * 60 * 60 * 1000;
      expect(await stateLater(other)).toBe('archived');
      // Expiry applies from any state (the lifecycle's '*'): a posting never activated expires with its term too.
      expect(await stateLater(never)).toBe('archived');
    } finally {
      skew = 0;
    }
  });

  it('createPosting: Prism validates the body first; organization_id/order_id must be integers (400)', async () => {
    for (const body of [
      { ...testPosting, order_id: 'abc' },
      { ...testPosting, organization_id: undefined },
    ]) {
      const error = await attempt(max, 'createPosting', { body });
      expect(error).toMatchObject({ status: 400, errorName: 'INVALID_PARAMETERS' });
      expect(problemsOf(op('createPosting'), 400, VENDOR, JSON.stringify(error!.body))).toEqual([]);
      expect((error!.body as any).errors[0].field).toMatch(/order_id|organization_id/);
    }
  });

  it("createPosting also takes form fields, with the OAuth parameters among them (the service's own examples)", async () => {
    const form = new URLSearchParams(Object.entries(testPosting).map(([k, v]) => [k, String(v)]));
    const created = await send(server, {
      method: 'POST',
      path: op('createPosting').path,
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { accept: '*/*' },
      credentials: { ...ALL_RIGHTS, token: maxToken.token, tokenSecret: maxToken.tokenSecret },
      sign: { signatureMethod: 'PLAINTEXT' },
      placement: 'body',
    });
    expect(created.status).toBe(201);
    const { posting_id: id } = await created.json();
    const posting = (await max.vendorJobs.listPostings({ params: { query: { ids: String(id) } } })).collection[0];
    expect(posting).toMatchObject({
      organization_id: testPosting.organization_id,
      order_id: testPosting.order_id,
      function: testPosting.function,
    });
    expect(posting).not.toHaveProperty('oauth_signature');
  });

  it('the generated client signs in every placement its requests allow: the mock checks each signature', async () => {
    const credentials = { ...ALL_RIGHTS, token: maxToken.token, tokenSecret: maxToken.tokenSecret };
    const inQuery = createClient({ baseUrl: server.url, credentials, placement: 'query' });
    const { posting_id: id } = await inQuery.vendorJobs.createPosting({ body: testPosting });
    const inBody = createClient({ baseUrl: server.url, credentials, placement: 'body' });
    await inBody.vendorJobs.activatePosting(item(id)); // a PUT without body: the OAuth fields are the body
    expect(await state(max, id)).toBe('active');
    // A form body keeps its fields and gets the OAuth fields after them.
    const form = await inBody.vendorJobs.createPosting({
      body: testPosting,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as never);
    expect(await state(max, form.posting_id)).toBe('created');
    // JSON cannot carry them, and GET has no body: refused before anything is sent.
    await expect(inBody.vendorJobs.createPosting({ body: testPosting })).rejects.toThrow(
      /only when it is application\/x-www-form-urlencoded/,
    );
    await expect(inBody.vendorJobs.listPostings({})).rejects.toThrow(/cannot go in the body of a GET request/);
  });

  it('a Prefer header lets Prism answer from the examples, without touching the state', async () => {
    const { posting_id: id } = await max.vendorJobs.createPosting({ body: testPosting });
    // Accept */*: the client sends application/json on the 204 calls (vendorAccept is null there), and Prism
    // then falls back to the 204 answer.
    const error = await attempt(
      max,
      'activatePosting',
      item(id, { headers: { accept: '*/*', prefer: 'code=404, example=postingNotFound' } }),
    );
    expect(error).toMatchObject({ status: 404, errorName: 'NOT_FOUND' });
    expect(await state(max, id)).toBe('created');
  });
});

describe('the vendor rules', () => {
  it('Accept must be the vendor media type or */*: anything else is 406 with the spec body', async () => {
    const ok = await max.vendorJobs.listPostings({ headers: { accept: '*/*' } });
    expect(ok.total).toBeGreaterThan(0);
    const error = await attempt(max, 'listPostings', { headers: { accept: 'application/json' } });
    expect(error).toMatchObject({ status: 406 });
    expect(error!.body).toEqual(doc.components.examples.unsupportedAccept.value);
  });

  it('a consumer without vendor_jobs gets 403 INSUFFICIENT_PRIVILEGES', async () => {
    const { client } = await handshake(server, USERS_ONLY, MAX);
    const error = await attempt(client, 'listPostings');
    expect(error).toMatchObject({ status: 403, errorName: 'INSUFFICIENT_PRIVILEGES' });
    expect(problemsOf(op('listPostings'), 403, VENDOR, JSON.stringify(error!.body))).toEqual([]);
  });

  it('bearer tokens from the configuration act for their member on the vendor calls', async () => {
    const headers = { authorization: 'Bearer mock-bearer-token', accept: VENDOR };
    const own = await fetch(`${server.url}${op('listPostings').path}`, { headers });
    expect(own.status).toBe(200);
    expect((await own.json()).total).toBeGreaterThan(0); // Max's postings
    const unknown = await fetch(`${server.url}${op('listPostings').path}`, { headers: { ...headers, authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
    const general = await fetch(`${server.url}${op('getIdCard').path}`, { headers });
    expect(general.status).toBe(401);
    expect((await general.json()).message).toContain('OAuth 1.0 only');
  });
});

describe('after the automatic deactivation and after the terms', () => {
  /** A call signed with the skewed clock's time, on a token of its own (timestamps never decrease). */
  async function later(token: { token: string; tokenSecret: string }, method: string, path: string, query = '') {
    const answer = await send(server, {
      method,
      path,
      query,
      headers: { accept: VENDOR },
      credentials: { ...ALL_RIGHTS, token: token.token, tokenSecret: token.tokenSecret },
      sign: { timestamp: Math.floor((Date.now() + skew) / 1000) },
    });
    return { status: answer.status, body: answer.status === 204 ? undefined : await answer.json() };
  }

  it('a test posting reactivated after its automatic deactivation stays active; its order expires with the term', async () => {
    const { client, accessToken } = await handshake(server, ALL_RIGHTS, ERIKA);
    const { posting_id: id } = await client.vendorJobs.createPosting({ body: testPosting });
    await client.vendorJobs.activatePosting(item(id));
    const statePath = op('listPostingStatuses').path;
    try {
      skew = 25 * 60 * 60 * 1000;
      const first = await later(accessToken, 'GET', statePath, `ids=${id}`);
      expect(first.body.collection, JSON.stringify(first)).toBeDefined();
      expect(first.body.collection[0].state).toBe('deactivated');
      expect((await later(accessToken, 'PUT', op('activatePosting').path.replace('{id}', String(id)))).status).toBe(204);
      expect((await later(accessToken, 'GET', statePath, `ids=${id}`)).body.collection[0].state).toBe('active');
      const orders = (await later(accessToken, 'GET', op('listOrders').path)).body.collection;
      expect(orders).toEqual([expect.objectContaining({ order_id: testPosting.order_id, status: 'active' })]);
      skew = (doc.components.examples.orderList.value.collection[0].posting_duration + 2) * 24 * 60 * 60 * 1000;
      const expired = (await later(accessToken, 'GET', op('listOrders').path)).body;
      expect(expired.collection).toEqual([expect.objectContaining({ order_id: testPosting.order_id, status: 'expired' })]);
      expect(problemsOf(op('listOrders'), 200, VENDOR, JSON.stringify(expired))).toEqual([]);
    } finally {
      skew = 0;
    }
  });
});
