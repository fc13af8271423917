// The calls that show people follow their input and the mock's state, through the generated client: the keyword
// search finds the configured members that match, a recorded visit shows in the visited member's visits (the
// visitor as their current profile shows them), recommendations leave out contacts and dismissed users, contact
// paths walk the contacts the mock knows, and the users nested in any answer carry the member's latest edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, doc, ERIKA, handshake, MAX } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

const THIRD = '777777_abc123';
const members = [
  { id: MAX, name: 'Max Mustermann' },
  { id: ERIKA, name: 'Erika Mustermann' },
  { id: THIRD, name: 'Anna Schmidt' },
];
/** The example's contact that is no configured member: every member starts with it. */
const JOHN = '104_b0d4ad';

let m: Members;
beforeAll(async () => {
  m = await twoMembers({ config: { members } });
});
afterAll(() => m.server.close());

const me = { path: { user_id: 'me' } };

describe('findUsers', () => {
  it('finds the configured members whose name holds every keyword, with user_fields on each', async () => {
    const search = async (keywords: string, query: object = {}) => {
      const answer = await call(m.max, 'findUsers', { params: { query: { keywords, ...query } } });
      expectConforming('findUsers', answer);
      return answer.users;
    };
    expect(await search('Mustermann')).toEqual({ total: 2, items: [{ user: { id: MAX } }, { user: { id: ERIKA } }] });
    expect(await search('erika  MUSTERMANN', { user_fields: 'display_name' })).toEqual({
      total: 1,
      items: [{ user: { id: ERIKA, display_name: 'Erika Mustermann' } }],
    });
    expect(await search('Schmidt')).toEqual({ total: 1, items: [{ user: { id: THIRD } }] });
    expect(await search('Nobody')).toEqual({ total: 0, items: [] });
    // total counts every match; limit and offset page them.
    expect(await search('mustermann', { limit: 1, offset: 1 })).toEqual({ total: 2, items: [{ user: { id: ERIKA } }] });
  });
});

describe('profile visits', () => {
  it("a visit recorded by createVisit shows in the visited member's visits, the visitor being the token's member", async () => {
    const visitsOf = async (client: any, user_id: string, query: object = {}) => {
      const answer = await call(client, 'listVisits', { params: { path: { user_id }, query } });
      expectConforming('listVisits', answer);
      return answer.visits;
    };
    expect(await visitsOf(m.erika, 'me')).toEqual([]);
    expect(await call(m.max, 'createVisit', { params: { path: { user_id: ERIKA } } })).toBe(
      doc.components.examples.profileVisitCreated.value,
    );
    const [visit] = await visitsOf(m.erika, 'me', { shared_contacts: 1 });
    const profile = doc.components.examples.userProfile.value.users[0];
    expect(visit).toMatchObject({
      user_id: MAX,
      display_name: 'Max Mustermann',
      company_name: profile.professional_experience.primary_company.name,
      job_title: profile.professional_experience.primary_company.title,
      gender: profile.gender,
      visit_count: 1,
      photo_urls: profile.photo_urls,
      reason: { text: expect.any(String) },
      type: 'LOGGED_IN',
      // Not contacts, but both have John: a second-degree contact, who is their shared contact.
      distance: 2,
      shared_contacts: [{ user_id: JOHN, display_name: 'John Smith' }],
    });
    expect(visit.visited_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another visit counts; Max's own visits are untouched; another member's visits are listed for Erika too.
    await call(m.max, 'createVisit', { params: { path: { user_id: ERIKA } } });
    const [again] = await visitsOf(m.erika, ERIKA);
    expect(again.visit_count).toBe(2);
    expect(await visitsOf(m.max, 'me')).toEqual([]);
    // since: only later visits, by a time or by an earlier visit's visited_at_encrypted.
    expect(await visitsOf(m.erika, 'me', { since: again.visited_at_encrypted })).toEqual([]);
    expect(await visitsOf(m.erika, 'me', { since: '2011-01-01T00:00:00Z' })).toHaveLength(1);
    expectFieldRefusal(
      await refusedCall(m.erika, 'listVisits', { params: { path: { user_id: 'me' }, query: { since: 'yesterday' } } }),
      403,
      'INVALID_PARAMETERS',
      'since',
    );
  });
});

describe('contact recommendations, tags and paths', () => {
  it('recommends the example users and the members who are not contacts, until one is dismissed', async () => {
    const ids = async (client: any) => {
      const answer = await call(client, 'listContactRecommendations', { params: me });
      expectConforming('listContactRecommendations', answer);
      return answer.user_recommendations.recommendations.map((r: any) => r.user.id);
    };
    const examples = doc.components.examples.contactRecommendations.value.user_recommendations.recommendations.map((r: any) => r.user.id);
    expect(await ids(m.max)).toEqual([...examples, ERIKA, THIRD]);
    await call(m.max, 'deleteContactRecommendation', { params: { path: { user_id: 'me', id: examples[0] } } });
    await call(m.max, 'deleteContactRecommendation', { params: { path: { user_id: 'me', id: THIRD } } });
    expect(await ids(m.max)).toEqual([examples[1], ERIKA]);
    // Erika's recommendations are her own.
    expect(await ids(m.erika)).toEqual([...examples, MAX, THIRD]);
    const named = await call(m.max, 'listContactRecommendations', { params: { ...me, query: { user_fields: 'display_name' } } });
    expect(named.user_recommendations.recommendations.at(-1).user).toEqual({ id: ERIKA, display_name: 'Erika Mustermann' });
    expectFieldRefusal(
      await refusedCall(m.max, 'deleteContactRecommendation', { params: { path: { user_id: ERIKA, id: MAX } } }),
      403,
      'ACCESS_DENIED',
      'user_id',
    );
  });

  it('lists no tags for a contact, since no call assigns one', async () => {
    const answer = await call(m.max, 'listContactTags', { params: { path: { user_id: 'me', contact_id: JOHN } } });
    expectConforming('listContactTags', answer);
    expect(answer).toEqual({ tags: { items: [] } });
  });

  it('walks the contacts the mock knows: one shortest path, or all, with distance and total', async () => {
    const paths = async (client: any, other_user_id: string, query: object = {}) => {
      const answer = await call(client, 'listContactPaths', { params: { path: { user_id: 'me', other_user_id }, query } });
      expectConforming('listContactPaths', answer);
      return answer.contact_paths;
    };
    const ids = (found: any) => found.paths.map((path: any[]) => path.map((u) => u.id));
    // Max and Erika share John.
    expect(ids(await paths(m.max, ERIKA))).toEqual([[MAX, JOHN, ERIKA]]);
    expect(await paths(m.max, ERIKA, { user_fields: 'display_name' })).toMatchObject({
      paths: [[{ display_name: 'Max Mustermann' }, { display_name: 'John Smith' }, { display_name: 'Erika Mustermann' }]],
      distance: 2,
      total: 1,
    });
    expect(await paths(m.max, '999999_abc123')).toEqual({ paths: [], total: 0 });
    // A third member who is a contact of both: two shortest paths, one listed unless all_paths asks for all.
    const third = (await handshake(m.server, ALL_RIGHTS, THIRD)).client;
    for (const client of [m.max, m.erika]) {
      await call(third, 'createContactRequest', { params: { path: { user_id: client === m.max ? MAX : ERIKA } }, body: {} });
      await call(client, 'acceptContactRequest', { params: { path: { user_id: 'me', id: THIRD } } });
    }
    expect(await paths(m.max, ERIKA)).toMatchObject({ paths: [[{ id: MAX }, { id: JOHN }, { id: ERIKA }]], distance: 2, total: 2 });
    expect(ids(await paths(m.max, ERIKA, { all_paths: true }))).toEqual([
      [MAX, JOHN, ERIKA],
      [MAX, THIRD, ERIKA],
    ]);
    // Once Max and Erika are contacts, the path is direct.
    await call(m.max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: {} });
    await call(m.erika, 'acceptContactRequest', { params: { path: { user_id: 'me', id: MAX } } });
    expect(await paths(m.max, ERIKA)).toEqual({ paths: [[{ id: MAX }, { id: ERIKA }]], distance: 1, total: 1 });
  });
});

describe('the users nested in answers', () => {
  it("carry the member's latest edits and photo", async () => {
    await call(m.erika, 'updateCurrentUser', { body: { haves: 'TypeScript' } });
    await call(m.erika, 'deletePhoto');
    const contacts = await call(m.max, 'listContacts', { params: { ...me, query: { user_fields: 'haves,photo_urls' } } });
    expect(contacts.contacts.users.find((u: any) => u.id === ERIKA)).toEqual({ id: ERIKA, haves: 'TypeScript', photo_urls: {} });
  });
});

describe('the deprecated geo calls', () => {
  it('updateGeoLocation has no effect and listNearbyUsers answers an empty response, as the change history says', async () => {
    const before = await call(m.max, 'getCurrentUser');
    expect(await call(m.max, 'updateGeoLocation', { params: me, body: {} })).toBeUndefined();
    expect(await call(m.max, 'getCurrentUser')).toEqual(before);
    expect(await call(m.max, 'listNearbyUsers', { params: me })).toBeUndefined();
  });
});
