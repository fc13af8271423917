// The users inside answers, through the generated client: `user_fields` selects the fields of nested users (only
// `id` without it) and refuses an unknown field with 403; a test consumer gets scrambled user data with the
// requested fields only, empty fields kept empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrambleText } from '../../mock/user-data.ts';
import { ERIKA, handshake, MAX, USERS_ONLY } from './helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from './areas.ts';

let m: Members;
let test: any;
beforeAll(async () => {
  m = await twoMembers();
  test = (await handshake(m.server, USERS_ONLY, MAX)).client;
  await call(m.max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: { message: 'Hello' } });
});
afterAll(() => m.server.close());

const me = { path: { user_id: 'me' } };

describe('user_fields', () => {
  it('nested users carry only id without user_fields', async () => {
    const list = await call(m.erika, 'listContactRequests', { params: me });
    expectConforming('listContactRequests', list);
    expect(list.contact_requests[0].sender).toEqual({ id: MAX });
  });

  it("user_fields selects the member's own fields, sub-fields with a dot", async () => {
    const list = await call(m.erika, 'listContactRequests', {
      params: { ...me, query: { user_fields: 'display_name,first_name,photo_urls.size_48x48' } },
    });
    expectConforming('listContactRequests', list);
    const sender = list.contact_requests[0].sender;
    expect(Object.keys(sender).sort()).toEqual(['display_name', 'first_name', 'id', 'photo_urls']);
    expect({ display_name: sender.display_name, first_name: sender.first_name }).toEqual({
      display_name: 'Max Mustermann',
      first_name: 'Max',
    });
    expect(Object.keys(sender.photo_urls)).toEqual(['size_48x48']);
  });

  it('an unknown user field is refused with 403 INVALID_PARAMETERS', async () => {
    const error = await refusedCall(m.erika, 'listContactRequests', { params: { ...me, query: { user_fields: 'display_name,foobar' } } });
    expectFieldRefusal(error, 403, 'INVALID_PARAMETERS', 'user_fields');
    expect(error.message).toContain('foobar');
  });
});

describe('a test consumer', () => {
  it('gets scrambled user data: the requested fields only, ids kept, empty fields empty', async () => {
    // The test consumer acts for Max: Max's own view of himself (his own address included), scrambled.
    const full = (
      await call(m.max, 'getUser', { params: { path: { id: MAX }, query: { fields: 'display_name,first_name,active_email' } } })
    ).users[0];
    const scrambled = (
      await call(test, 'getUser', { params: { path: { id: MAX }, query: { fields: 'display_name,first_name,active_email' } } })
    ).users[0];
    expectConforming('getUser', { users: [scrambled] });
    expect(Object.keys(scrambled).sort()).toEqual(Object.keys(full).sort());
    expect(scrambled.id).toBe(MAX);
    expect(scrambled.display_name).toBe(scrambleText(full.display_name));
    expect(scrambled.display_name).not.toBe(full.display_name);
    // An address stays well-formed but is not the member's: its own part scrambled, its domain kept.
    const [local, domain] = full.active_email.split('@');
    expect(scrambled.active_email).toBe(`${scrambleText(local)}@${domain}`);
    expect(scrambled.active_email).not.toBe(full.active_email);
  });

  it('without fields, a test consumer gets only the id', async () => {
    const scrambled = (await call(test, 'getUser', { params: { path: { id: ERIKA } } })).users[0];
    expect(scrambled).toEqual({ id: ERIKA });
  });
});
