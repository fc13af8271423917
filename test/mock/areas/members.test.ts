// Each member is themselves and every answer follows its input: the calls about the caller answer for the member
// the token belongs to, another member's profile is their own (never the example's personal data), the nested users
// of a call that takes `user_fields` carry what it asks for, the look-ups by e-mail answer per address in the
// order sent, and a test consumer gets every answer scrambled with its codes still valid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { scrambleText } from '../../../mock/user-data.ts';
import { doc, ERIKA, handshake, MAX, USERS_ONLY } from '../helpers.ts';
import { call, expectConforming, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
let test: any;
beforeAll(async () => {
  m = await twoMembers();
  test = (await handshake(m.server, USERS_ONLY, ERIKA)).client;
});
afterAll(() => m.server.close());

const example = doc.components.examples.userProfile.value.users[0];
const maxEmail: string = doc.components.examples.currentUserProfile.value.users[0].active_email;
const me = { path: { user_id: 'me' } };

/** Every string leaf of a value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('the calls about the caller', () => {
  it("/me answers Erika's own profile as getUser does, and her id card is hers", async () => {
    const own = (await call(m.erika, 'getCurrentUser')).users[0];
    expectConforming('getCurrentUser', { users: [own] });
    const seen = (await call(m.erika, 'getUser', { params: { path: { id: ERIKA } } })).users[0];
    expect(own).toEqual(seen);
    for (const fields of ['wants', 'private_address', 'display_name,gender,birth_date']) {
      const query = { query: { fields } };
      const mine = (await call(m.erika, 'getCurrentUser', { params: query })).users[0];
      expect(mine).toEqual((await call(m.erika, 'getUser', { params: { path: { id: ERIKA }, ...query } })).users[0]);
      // A personal field that has no empty value (a code such as `gender`) is left out of a blank profile.
      for (const key of Object.keys(mine)) expect(['id', ...fields.split(',')]).toContain(key);
    }
    expect(own.active_email ?? null).toBeNull();
    const card = (await call(m.erika, 'getIdCard')).id_card;
    expectConforming('getIdCard', { id_card: card });
    expect({ id: card.id, display_name: card.display_name }).toEqual({ id: ERIKA, display_name: 'Erika Mustermann' });
    expect(JSON.stringify(card)).not.toContain(MAX);
  });

  it("another member's profile carries none of the example member's personal data", async () => {
    const erika = (await call(m.max, 'getUser', { params: { path: { id: ERIKA } } })).users[0];
    expectConforming('getUser', { users: [erika] });
    const personal = ['gender', 'birth_date', 'private_address', 'business_address', 'professional_experience', 'educational_background'];
    const theirs = new Set(personal.flatMap((key) => strings(example[key])));
    expect(theirs.size).toBeGreaterThan(5);
    for (const key of personal) for (const value of strings(erika[key])) expect(theirs.has(value), `${key}: ${value}`).toBe(false);
    expect(JSON.stringify(erika)).not.toContain('max@example.com');
    expect(erika.active_email ?? null).toBeNull();
  });
});

describe('user_fields on the feeds', () => {
  it('a user actor carries only its id without user_fields, and the fields asked for with them', async () => {
    const actors = (feed: any) => feed.network_activities.flatMap((a: any) => a.actors).filter((a: any) => a.type === 'user');
    const bare = actors(await call(m.erika, 'getNetworkFeed', { params: me }));
    expect(bare.length).toBeGreaterThan(0);
    for (const actor of bare) expect(Object.keys(actor).sort()).toEqual(['id', 'type']);
    const named = actors(await call(m.erika, 'getNetworkFeed', { params: { ...me, query: { user_fields: 'display_name' } } }));
    for (const actor of named) expect(Object.keys(actor).sort()).toEqual(['display_name', 'id', 'type']);
    expect(named.find((a: any) => a.id === MAX)?.display_name).toBe('Max Mustermann');
  });
});

describe('the look-ups by e-mail answer per address, in the order sent', () => {
  it('findUsersByEmails finds a member by their own address, plain or MD5', async () => {
    const emails = ['nobody@example.org', maxEmail.toUpperCase(), 'not-an-address'];
    const found = await call(m.erika, 'findUsersByEmails', { params: { query: { emails: emails.join(',') } } });
    expectConforming('findUsersByEmails', found);
    expect(found.results.total).toBe(3);
    expect(found.results.items.map((i: any) => [i.email, i.hash, i.user])).toEqual([
      ['nobody@example.org', null, null],
      [maxEmail.toUpperCase(), null, { id: MAX }],
      ['not-an-address', null, null],
    ]);
    const hash = createHash('md5').update(maxEmail).digest('hex');
    const hashed = await call(m.erika, 'findUsersByEmails', {
      params: { query: { emails: `0${hash.slice(1)},${hash}`, hash_function: 'MD5' } },
    });
    expect(hashed.results.items.map((i: any) => i.user)).toEqual([null, { id: MAX }]);
  });

  it('inviteContacts sorts each address: sent, already invited, already a member, invalid; the own address left out', async () => {
    const invite = (to_emails: string) => call(m.max, 'inviteContacts', { body: { to_emails } });
    const first = await invite(`anna@example.org,${maxEmail},bad address`);
    expectConforming('inviteContacts', first);
    expect(first.invitation_stats).toEqual({
      total_addresses: 2,
      invitations_sent: 1,
      already_invited: [],
      already_member: [],
      invalid_addresses: ['bad address'],
    });
    const again = await call(m.erika, 'inviteContacts', {
      params: { query: { user_fields: 'display_name' } },
      body: { to_emails: `ben@example.org,${maxEmail}` },
    });
    expect(again.invitation_stats).toMatchObject({
      total_addresses: 2,
      invitations_sent: 1,
      already_member: [{ id: MAX, display_name: 'Max Mustermann' }],
    });
    expect((await invite('ben@example.org,anna@example.org')).invitation_stats).toMatchObject({
      invitations_sent: 1,
      already_invited: ['anna@example.org'],
    });
  });
});

describe('answers that follow their input', () => {
  it('validateRecipient answers its 404 for the own id and an unknown one, and succeeds for a member', async () => {
    for (const id of [ERIKA, '999999_abc123']) {
      const error = await refusedCall(m.erika, 'validateRecipient', { params: { path: { id } } });
      expect({ status: error.status, errorName: error.errorName }).toEqual({ status: 404, errorName: 'INVALID_RECIPIENT' });
    }
    await call(m.erika, 'validateRecipient', { params: { path: { id: MAX } } });
  });

  it("a non-contact's contacts are null; a contact's are listed", async () => {
    const none = await call(m.max, 'listContacts', { params: { path: { user_id: '999999_abc123' } } });
    expectConforming('listContacts', none);
    expect(none.contacts).toBeNull();
    const own = await call(m.max, 'listContacts', { params: me });
    const contact = own.contacts.users[0].id;
    expect((await call(m.max, 'listContacts', { params: { path: { user_id: contact } } })).contacts).not.toBeNull();
  });
});

describe('a test consumer', () => {
  it('gets every answer with member data scrambled: the id card, visits, searches, feeds, invitations', async () => {
    const card = (await call(test, 'getIdCard')).id_card;
    expect(card.id).toBe(ERIKA);
    expect(card.display_name).toBe(scrambleText('Erika Mustermann'));
    expect(card.permalink).toMatch(/^https:\/\/example\.com\//);
    expect(card.permalink).not.toContain('Erika');
    // Max's visitors with a name (Erika among them), as the test consumer and as Erika see them.
    const maxVisits = { params: { path: { user_id: MAX } } };
    await call(m.erika, 'createVisit', maxVisits);
    const visits = (await call(test, 'listVisits', maxVisits)).visits.filter((v: any) => v.display_name);
    const plain = (await call(m.erika, 'listVisits', maxVisits)).visits.filter((v: any) => v.display_name);
    expect(plain.length).toBeGreaterThan(0);
    expect(visits[0].display_name).toBe(scrambleText(plain[0].display_name));
    // Codes keep valid values: the gender and the visitor type are kept as they are.
    expect([visits[0].gender, visits[0].type]).toEqual([plain[0].gender, plain[0].type]);
    const found = await call(test, 'findUsers', { params: { query: { keywords: 'Erika', user_fields: 'display_name' } } });
    expect(found.users.items).toEqual([{ user: { id: ERIKA, display_name: scrambleText('Erika Mustermann') } }]);
    const feed = await call(test, 'getNetworkFeed', { params: { ...me, query: { user_fields: 'display_name' } } });
    const names = feed.network_activities.flatMap((a: any) => a.actors).map((a: any) => a.display_name ?? a.name);
    expect(names).not.toContain('Max Mustermann');
    expect(names).toContain(scrambleText('Max Mustermann'));
  });

  it("keeps codes valid and addresses well-formed, but not the member's", async () => {
    const profile = (
      await call(test, 'getUser', { params: { path: { id: MAX }, query: { fields: 'private_address,gender,academic_title' } } })
    ).users[0];
    expectConforming('getUser', { users: [profile] });
    const address = example.private_address;
    expect({ country: profile.private_address.country, gender: profile.gender, title: profile.academic_title }).toEqual({
      country: address.country,
      gender: example.gender,
      title: example.academic_title,
    });
    expect(profile.private_address.city).toBe(scrambleText(address.city));
    expect(profile.private_address.email).toMatch(/^[^@]+@example\.com$/);
    expect(profile.private_address.email).not.toBe(address.email);
    expect(profile.private_address.fax).toBeNull();
  });
});
