// Contact requests and contacts through the generated client: sending shows the request on both sides,
// accepting makes contacts, declining and revoking remove it, the own account is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERIKA, MAX } from './helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from './areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const me = { path: { user_id: 'me' } };
const received = async (client: any) => (await call(client, 'listContactRequests', { params: me })).contact_requests;
const sent = async (client: any) => (await call(client, 'listSentContactRequests', { params: me })).contact_requests;

describe('contact requests', () => {
  it('a sent request shows in the recipient received list and the sender sent list', async () => {
    const answer = await call(m.max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: { message: 'We met in Hamburg.' } });
    expect(answer).toBe('Contact request was successfully sent');
    const list = await call(m.erika, 'listContactRequests', { params: me });
    expectConforming('listContactRequests', list);
    expect(list.contact_requests).toEqual([expect.objectContaining({ sender_id: MAX, sender: { id: MAX, display_name: 'Max Mustermann' }, message: 'We met in Hamburg.' })]);
    const mine = await call(m.max, 'listSentContactRequests', { params: me });
    expectConforming('listSentContactRequests', mine);
    expect(mine.contact_requests).toEqual([{ sender_id: MAX, recipient_id: ERIKA }]);
    expect(await received(m.max)).toEqual([]);
    expect(await call(m.max, 'listSentContactRequests', { params: { ...me, query: { recipient_id: '1_abcdef' } } })).toEqual({ contact_requests: [] });
  });

  it('accepting makes both members contacts and removes the request', async () => {
    await call(m.erika, 'acceptContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
    expect(await received(m.erika)).toEqual([]);
    expect(await sent(m.max)).toEqual([]);
    const contacts = await call(m.max, 'listContacts', { params: me });
    expectConforming('listContacts', contacts);
    expect(contacts.contacts).toEqual({ total: 1, users: [{ id: ERIKA, display_name: 'Erika Mustermann' }] });
    const ids = await call(m.erika, 'listContactIds');
    expectConforming('listContactIds', ids);
    expect(ids.contact_ids.items).toEqual([MAX]);
    // Max and Erika share no third contact; Erika's contacts seen from Max include Max himself.
    const shared = await call(m.max, 'listSharedContacts', { params: { path: { user_id: ERIKA } } });
    expectConforming('listSharedContacts', shared);
    expect(shared.shared_contacts.users).toEqual([]);
    expect((await call(m.max, 'listContacts', { params: { path: { user_id: ERIKA } } })).contacts.users).toEqual([{ id: MAX, display_name: 'Max Mustermann' }]);
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
      expect((await call(other.max, 'listContacts', { params: me })).contacts.total).toBe(0);
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

describe('network recommendations', () => {
  it('ignore the removed similar_user_id', async () => {
    const plain = await call(m.max, 'listContactRecommendations', { params: me });
    const similar = await call(m.max, 'listContactRecommendations', { params: { ...me, query: { similar_user_id: ERIKA } } });
    expectConforming('listContactRecommendations', similar);
    expect(similar).toEqual(plain);
  });
});
