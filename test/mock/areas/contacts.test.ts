// Contact requests and contacts through the generated client: sending shows the request on both sides,
// accepting makes contacts, declining and revoking remove it, the own account is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOCATION_LIMIT } from '../../../mock/areas/contact-store.ts';
import { ALL_RIGHTS, doc, ERIKA, handshake, MAX, send } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const me = { path: { user_id: 'me' } };
/** Every member's contacts at start: the example's contacts that are not configured members. */
const SEEDED = (doc.components.examples.contactsList.value.contacts.users as Array<{ id: string; display_name: string }>)
  .filter((user) => ![MAX, ERIKA].includes(user.id))
  .map(({ id, display_name }) => ({ id, display_name }));
/** The same, as nested users come without `user_fields`: the id alone. */
const SEEDED_IDS = SEEDED.map(({ id }) => ({ id }));
const received = async (client: any) => (await call(client, 'listContactRequests', { params: me })).contact_requests;
const sent = async (client: any) => (await call(client, 'listSentContactRequests', { params: me })).contact_requests;

describe('contacts at start', () => {
  it("every member starts with the example's contacts that are not members: the paging walks them", async () => {
    expect(SEEDED.length).toBeGreaterThan(0);
    const other = await twoMembers();
    try {
      const walked = [];
      for await (const contact of other.erika.contacts.listContacts.all({ params: { ...me, query: { user_fields: 'display_name' } } }))
        walked.push(contact);
      expect(walked).toEqual(SEEDED);
    } finally {
      await other.server.close();
    }
  });
});

describe('contact requests', () => {
  it('a sent request shows in the recipient received list and the sender sent list', async () => {
    const answer = await call(m.max, 'createContactRequest', {
      params: { path: { user_id: ERIKA } },
      body: { message: 'We met in Hamburg.' },
    });
    expect(answer).toBe('Contact request was successfully sent');
    const list = await call(m.erika, 'listContactRequests', { params: { ...me, query: { user_fields: 'display_name' } } });
    expectConforming('listContactRequests', list);
    expect(list.contact_requests).toEqual([
      expect.objectContaining({ sender_id: MAX, sender: { id: MAX, display_name: 'Max Mustermann' }, message: 'We met in Hamburg.' }),
    ]);
    const mine = await call(m.max, 'listSentContactRequests', { params: me });
    expectConforming('listSentContactRequests', mine);
    expect(mine.contact_requests).toEqual([{ sender_id: MAX, recipient_id: ERIKA }]);
    expect(await received(m.max)).toEqual([]);
    expect(await call(m.max, 'listSentContactRequests', { params: { ...me, query: { recipient_id: '1_abcdef' } } })).toEqual({
      contact_requests: [],
    });
  });

  it('accepting makes both members contacts and removes the request', async () => {
    await call(m.erika, 'acceptContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
    expect(await received(m.erika)).toEqual([]);
    expect(await sent(m.max)).toEqual([]);
    const contacts = await call(m.max, 'listContacts', { params: { ...me, query: { user_fields: 'display_name' } } });
    expectConforming('listContacts', contacts);
    expect(contacts.contacts).toEqual({ total: SEEDED.length + 1, users: [...SEEDED, { id: ERIKA, display_name: 'Erika Mustermann' }] });
    const ids = await call(m.erika, 'listContactIds');
    expectConforming('listContactIds', ids);
    expect(ids.contact_ids.items).toEqual([...SEEDED.map((user) => user.id), MAX]);
    // Max and Erika share the seeded contacts; Erika's contacts seen from Max include Max himself.
    const shared = await call(m.max, 'listSharedContacts', { params: { path: { user_id: ERIKA } } });
    expectConforming('listSharedContacts', shared);
    expect(shared.shared_contacts.users).toEqual(SEEDED_IDS);
    expect((await call(m.max, 'listContacts', { params: { path: { user_id: ERIKA } } })).contacts.users).toEqual([
      ...SEEDED_IDS,
      { id: MAX },
    ]);
    const again = await refusedCall(m.max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: {} });
    expectFieldRefusal(again, 403, 'INVALID_PARAMETERS', 'user_id');
  });

  it('accepting a request that was never sent is refused naming the id', async () => {
    const error = await refusedCall(m.erika, 'acceptContactRequest', { params: { path: { user_id: 'me', id: '777_abcdef' } } });
    expectFieldRefusal(error, 403, 'INVALID_PARAMETERS', 'id');
  });

  it('declining a received request and revoking a sent one remove it', async () => {
    const other = await twoMembers();
    try {
      await call(other.erika, 'createContactRequest', { params: { path: { user_id: MAX } } });
      expect(await received(other.max)).toEqual([expect.objectContaining({ sender_id: ERIKA, message: null })]);
      await call(other.max, 'deleteContactRequest', { params: { path: { user_id: 'me', id: ERIKA } } });
      expect(await received(other.max)).toEqual([]);
      expect(await sent(other.erika)).toEqual([]);

      await call(other.erika, 'createContactRequest', { params: { path: { user_id: MAX } } });
      await call(other.erika, 'deleteContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
      expect(await received(other.max)).toEqual([]);
      expect(await sent(other.erika)).toEqual([]);
      expect((await call(other.max, 'listContacts', { params: me })).contacts.total).toBe(SEEDED.length);
    } finally {
      await other.server.close();
    }
  });

  it('deleting a request addressed to the own account is refused with the description example', async () => {
    const error = await refusedCall(m.max, 'deleteContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
    expect(error.errorName).toBe('CONTACT_REQUEST_TO_OWN_ACCOUNT');
    expectFieldRefusal(error, 400, 'CONTACT_REQUEST_TO_OWN_ACCOUNT', 'id');
  });

  it("another member's received requests cannot be read", async () => {
    const error = await refusedCall(m.max, 'listContactRequests', { params: { path: { user_id: ERIKA } } });
    expectFieldRefusal(error, 403, 'ACCESS_DENIED', 'user_id');
  });
});

describe('crossed contact requests', () => {
  it('accepting one of two crossed requests makes the members contacts once and settles both', async () => {
    const other = await twoMembers();
    try {
      await call(other.max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: {} });
      await call(other.erika, 'createContactRequest', { params: { path: { user_id: MAX } }, body: {} });
      await call(other.erika, 'acceptContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
      // Erika's request to Max is settled too: Max has nothing left to accept.
      expect(await received(other.max)).toEqual([]);
      expect(await sent(other.max)).toEqual([]);
      expect(await sent(other.erika)).toEqual([]);
      const refused = await refusedCall(other.max, 'acceptContactRequest', { params: { path: { user_id: 'me', id: ERIKA } } });
      expectFieldRefusal(refused, 403, 'INVALID_PARAMETERS', 'id');
      const ids = async (client: any) => (await call(client, 'listContactIds')).contact_ids.items as string[];
      expect((await ids(other.max)).filter((id) => id === ERIKA)).toEqual([ERIKA]);
      expect((await ids(other.erika)).filter((id) => id === MAX)).toEqual([MAX]);
    } finally {
      await other.server.close();
    }
  });
});

describe('the revocation limit', () => {
  it('refuses the 21st revocation within 5 days with 403 ACCESS_DENIED, and allows it again after 7 days', async () => {
    let skew = 0;
    const other = await twoMembers({ clock: () => Date.now() + skew });
    try {
      const recipients = Array.from({ length: REVOCATION_LIMIT + 1 }, (_, i) => `${i + 1}_abcdef`);
      for (const id of recipients) await call(other.max, 'createContactRequest', { params: { path: { user_id: id } } });
      for (const id of recipients.slice(0, REVOCATION_LIMIT))
        await call(other.max, 'deleteContactRequest', { params: { path: { user_id: 'me', id } } });
      const last = recipients.at(-1)!;
      const error = await refusedCall(other.max, 'deleteContactRequest', { params: { path: { user_id: 'me', id: last } } });
      expect(error.body).toMatchObject(doc.components.examples.contactRequestRevocationLimit.value);
      expectFieldRefusal(error, 403, 'ACCESS_DENIED', 'id');
      expect(await sent(other.max)).toEqual([{ sender_id: MAX, recipient_id: last }]);
      // 7 days later: the client's clock stays behind, so this request is signed by hand with the mock's time.
      const { accessToken } = await handshake(other.server, ALL_RIGHTS, MAX);
      skew += 7 * 24 * 60 * 60 * 1000;
      const credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
      const later = await send(other.server, {
        method: 'DELETE',
        path: `/v1/users/me/contact_requests/${last}`,
        credentials,
        sign: { timestamp: Math.floor((Date.now() + skew) / 1000) },
      });
      expect(later.status).toBe(204);
      const listed = await send(other.server, {
        path: '/v1/users/me/contact_requests/sent',
        credentials,
        sign: { timestamp: Math.floor((Date.now() + skew) / 1000) },
      });
      expect(await listed.json()).toEqual({ contact_requests: [] });
    } finally {
      await other.server.close();
    }
  });
});

describe('network recommendations', () => {
  it('ignore the removed similar_user_id', async () => {
    const plain = await call(m.max, 'listContactRecommendations', { params: me });
    const similar = await call(m.max, 'listContactRecommendations', { params: { ...me, query: { similar_user_id: ERIKA } } });
    expectConforming('listContactRecommendations', similar);
    expect(similar).toEqual(plain);
  });
});
