// Type tests of the generated client (run by tsc: test/types/typecheck.test.ts; never executed). A consumer calls one
// operation of every tag; a missing required path parameter or a wrong body does not compile.
import { describe, expectTypeOf, test } from 'vitest';
import { createClient, type Client } from '../../generated/client.ts';
import type { components } from '../../generated/schema.d.ts';

declare const client: Client;
type Schemas = components['schemas'];

describe('one operation of every tag', () => {
  test('oauth', async () => {
    expectTypeOf(await client.oauth.authorize({ params: { query: { oauth_token: 'request-token' } } })).toEqualTypeOf<string>();
    const token = await client.oauth.createRequestToken();
    expectTypeOf(token.oauth_token).toEqualTypeOf<string>();
  });
  test('vendorJobs', async () => {
    expectTypeOf(await client.vendorJobs.activatePosting({ params: { path: { id: 30675491 } } })).toEqualTypeOf<undefined>();
    const list = await client.vendorJobs.listPostings({ params: { query: { page: 2 } } });
    expectTypeOf(list).toMatchTypeOf<Schemas['PostingList']>();
    expectTypeOf(list.collection[0]!.id).toEqualTypeOf<number>();
  });
  test('users', async () => {
    expectTypeOf((await client.users.getIdCard()).id_card.display_name).toEqualTypeOf<string>();
  });
  test('contacts', async () => {
    expectTypeOf(await client.contacts.listContactIds()).toEqualTypeOf<Schemas['ContactIdsResponse']>();
  });
  test('conversations', async () => {
    const body = { content: 'Hello', recipient_ids: '146234_dc52a7', subject: 'Hi' };
    expectTypeOf(await client.conversations.createConversation({ params: { path: { user_id: 'me' } }, body })).not.toBeAny();
  });
  test('groups', async () => {
    expectTypeOf(await client.groups.listForums({ params: { path: { group_id: '1234' } } })).toEqualTypeOf<Schemas['ForumsResponse']>();
  });
  test('news', async () => {
    expectTypeOf(await client.news.deleteArticle({ params: { path: { id: '1' }, query: { version: 3 } } })).toEqualTypeOf<undefined>();
  });
  test('jobs', async () => {
    expectTypeOf(await client.jobs.findJobs({ params: { query: { query: 'engineer' } } })).toEqualTypeOf<Schemas['JobsResponse']>();
  });
  test('activities', async () => {
    const feed = await client.activities.getNetworkFeed({ params: { path: { user_id: 'me' } } });
    expectTypeOf(feed).toMatchTypeOf<Schemas['NetworkFeedResponse']>();
    expectTypeOf(feed.network_activities).toBeArray();
  });
});

describe('mistakes do not compile', () => {
  test('a missing required path parameter', () => {
    // @ts-expect-error `id` is required
    void client.vendorJobs.activatePosting({ params: { path: {} } });
    // @ts-expect-error the call needs its path parameters at all
    void client.vendorJobs.activatePosting();
  });
  test('a wrong path parameter type', () => {
    // @ts-expect-error `group_id` is a string
    void client.groups.listForums({ params: { path: { group_id: 1234 } } });
  });
  test('a wrong or missing body', () => {
    void client.conversations.createConversation({
      params: { path: { user_id: 'me' } },
      // @ts-expect-error `subject` must be a string
      body: { content: 'x', recipient_ids: '1_abcdef', subject: 42 },
    });
    // @ts-expect-error `content` and `subject` are required
    void client.conversations.createConversation({ params: { path: { user_id: 'me' } }, body: { recipient_ids: '1_abcdef' } });
  });
  test('a missing required query parameter', () => {
    // @ts-expect-error `query` is required by findJobs
    void client.jobs.findJobs({ params: { query: {} } });
  });
  test('an unknown operation', () => {
    // @ts-expect-error there is no such method
    void client.users.getUserByName();
  });
});

test('createClient takes the documented options', () => {
  expectTypeOf(createClient).parameter(0).toMatchTypeOf<{ baseUrl?: string; placement?: 'header' | 'query' | 'body' } | undefined>();
});

describe('list methods and marks', () => {
  test('all() yields the items of every page, typed', async () => {
    for await (const user of client.contacts.listContacts.all({ params: { path: { user_id: 'me' } } })) {
      expectTypeOf(user).toMatchTypeOf<Schemas['User']>();
    }
    for await (const posting of client.vendorJobs.listPostings.all()) expectTypeOf(posting.id).toEqualTypeOf<number>();
    for await (const page of client.jobs.findJobs.pages({ params: { query: { query: 'x' } } })) {
      expectTypeOf(page).toMatchTypeOf<Schemas['JobsResponse']>();
    }
  });
  test('only list operations have all()', () => {
    // @ts-expect-error getIdCard is not a list
    void client.users.getIdCard.all;
  });
  test('experimental and deprecated operations say so in their type', () => {
    expectTypeOf(client.users.findUsers.maturity).toEqualTypeOf<'experimental'>();
    expectTypeOf(client.users.getIdCard.maturity).toEqualTypeOf<'production'>();
    expectTypeOf(client.users.updateGeoLocation.deprecated).toEqualTypeOf<true>();
    expectTypeOf(client.users.getIdCard.deprecated).toEqualTypeOf<false>();
  });
});
