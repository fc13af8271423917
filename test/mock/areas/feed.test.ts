// The feeds and the activities members create, through the generated client: a status message and a shared
// link show in the member's own feed and network feed (newest first), and in getActivity; a shared activity is a
// new activity of the sharer; only the actor deletes an activity (DELETE among its possible_actions), and a
// deleted one is gone from the feeds and from every activity call; a test consumer gets them scrambled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrambleText } from '../../../mock/user-data.ts';
import { doc, ERIKA, handshake, MAX, USERS_ONLY } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
let skew = 0;
beforeAll(async () => {
  m = await twoMembers({ clock: () => Date.now() + skew });
});
afterAll(() => m.server.close());

const examples = doc.components.examples;
const [EXAMPLE_OWN] = examples.userFeed.value.network_activities;
const NETWORK = examples.networkFeed.value.network_activities;

const userFeed = async (client: any, id = 'me', query: object = {}) => {
  const answer = await call(client, 'getUserFeed', { params: { path: { id }, query } });
  expectConforming('getUserFeed', answer);
  return answer.network_activities;
};
const networkFeed = async (client: any) => {
  const answer = await call(client, 'getNetworkFeed', { params: { path: { user_id: 'me' } } });
  expectConforming('getNetworkFeed', answer);
  return answer.network_activities;
};
const later = () => (skew += 60_000); // created_at has seconds

describe('feeds', () => {
  let status: any;
  let link: any;

  it("starts with each member's own example entries only", async () => {
    expect((await userFeed(m.max)).map((e: any) => e.ids)).toEqual([EXAMPLE_OWN.ids]);
    expect(await userFeed(m.erika)).toEqual([]);
    expect((await networkFeed(m.erika)).map((e: any) => e.ids)).toEqual(NETWORK.map((e: any) => e.ids));
  });

  it("a status message and a shared link show in the member's feeds, newest first", async () => {
    later();
    await call(m.erika, 'createStatusMessage', { params: { path: { id: 'me' } }, body: { message: 'Looking for projects' } });
    later();
    await call(m.erika, 'shareLink', { body: { uri: 'https://example.org/article', text: 'Worth reading' } });
    [link, status] = await userFeed(m.erika);
    expect(status).toMatchObject({
      verb: 'post',
      actors: [{ type: 'user', id: ERIKA }],
      objects: [{ type: 'status', content: 'Looking for projects' }],
      aggregated: false,
      aggregated_by: null,
      possible_actions: EXAMPLE_OWN.possible_actions,
      likes: { amount: 0, current_user_liked: false },
      comments: { amount: 0, current_user_commented: false },
    });
    expect(link).toMatchObject({ verb: 'post', objects: [{ type: 'bookmark', url: 'https://example.org/article' }] });
    expect((await networkFeed(m.erika)).slice(0, 2)).toEqual([link, status]);
    // Another member's view: the same entries, without DELETE; the network feed of another member leaves them out.
    expect(await userFeed(m.max, ERIKA)).toEqual(
      [link, status].map((e) => ({ ...e, possible_actions: e.possible_actions.filter((a: string) => a !== 'DELETE') })),
    );
    expect((await networkFeed(m.max)).flatMap((e: any) => e.ids)).not.toContain(status.ids[0]);
  });

  it('getActivity shows a created activity with its likes and comments', async () => {
    const onActivity = { params: { path: { activity_id: status.ids[0] } } };
    await call(m.max, 'likeActivity', onActivity);
    await call(m.max, 'createActivityComment', { ...onActivity, body: { text: 'Good luck' } });
    const answer = await call(m.erika, 'getActivity', { params: { path: { id: status.ids[0] } } });
    expectConforming('getActivity', answer);
    expect(answer.network_activities).toEqual([
      {
        ...status,
        likes: { amount: 1, current_user_liked: false },
        comments: { amount: 1, current_user_commented: false, latest_comments: [] },
      },
    ]);
    expect((await userFeed(m.max, ERIKA))[1]).toMatchObject({ likes: { amount: 1, current_user_liked: true } });
  });

  it('sharing an activity is a new activity of the sharer; an entry without SHARE is refused', async () => {
    later();
    await call(m.max, 'shareActivity', { params: { path: { id: link.ids[0] } }, body: { text: 'See this' } });
    const [shared] = await userFeed(m.max);
    expect(shared).toMatchObject({ verb: 'share', actors: [{ type: 'user', id: MAX }], objects: [{ type: 'activity' }] });
    const withoutShare = NETWORK.find((e: any) => !e.possible_actions.includes('SHARE'));
    expectFieldRefusal(
      await refusedCall(m.max, 'shareActivity', { params: { path: { id: withoutShare.ids[0] } } }),
      403,
      'ACCESS_DENIED',
      'id',
    );
  });

  it('only the actor deletes an activity, and a deleted one is gone', async () => {
    const onId = { params: { path: { id: status.ids[0] } } };
    expectFieldRefusal(await refusedCall(m.max, 'deleteActivity', onId), 403, 'ACCESS_DENIED', 'id');
    await call(m.erika, 'deleteActivity', onId);
    expect((await userFeed(m.erika)).map((e: any) => e.ids)).toEqual([link.ids]);
    expectFieldRefusal(await refusedCall(m.erika, 'getActivity', onId), 403, 'INVALID_PARAMETERS', 'id');
    const onActivity = { params: { path: { activity_id: status.ids[0] } } };
    for (const id of ['likeActivity', 'listActivityComments', 'listActivityLikes'])
      expectFieldRefusal(await refusedCall(m.erika, id, onActivity), 403, 'INVALID_PARAMETERS', 'activity_id');
    // An example entry of the member's own: deleted for good.
    await call(m.max, 'deleteActivity', { params: { path: { id: EXAMPLE_OWN.ids[0] } } });
    expect((await userFeed(m.max)).flatMap((e: any) => e.ids)).not.toContain(EXAMPLE_OWN.ids[0]);
    expect((await networkFeed(m.max)).flatMap((e: any) => e.ids)).not.toContain(EXAMPLE_OWN.ids[0]);
  });

  it('a status message for another member is refused with 403, for an unknown user with 404', async () => {
    const body = { message: 'Hi' };
    expect((await refusedCall(m.max, 'createStatusMessage', { params: { path: { id: ERIKA } }, body })).status).toBe(403);
    expect((await refusedCall(m.max, 'createStatusMessage', { params: { path: { id: '999_abcdef' } }, body })).status).toBe(404);
  });

  it('user_fields selects the fields of user actors', async () => {
    const [entry] = await userFeed(m.max, 'me', { user_fields: 'display_name' });
    expect(entry.actors).toEqual([{ type: 'user', id: MAX, display_name: 'Max Mustermann' }]);
  });
});

describe('aggregation', () => {
  it('with aggregate=false, an aggregated entry comes as one entry per activity, each with its object', async () => {
    const aggregated = NETWORK.find((e: any) => e.aggregated);
    const answer = await call(m.erika, 'getNetworkFeed', { params: { path: { user_id: 'me' }, query: { aggregate: false } } });
    expectConforming('getNetworkFeed', answer);
    const split = answer.network_activities.filter((e: any) => aggregated.ids.includes(e.ids[0]));
    expect(split).toEqual(
      aggregated.ids.map((id: string, i: number) =>
        expect.objectContaining({ ids: [id], aggregated: false, aggregated_by: null, objects: [aggregated.objects[i]] }),
      ),
    );
    const single = await call(m.erika, 'getActivity', { params: { path: { id: aggregated.ids[1] } } });
    expect(single.network_activities).toEqual([split[1]]);
  });
});

describe('a test consumer', () => {
  it('gets the feeds and posts scrambled: free texts moved along the alphabet, ids and codes kept', async () => {
    const { client } = await handshake(m.server, USERS_ONLY, MAX);
    later();
    await call(m.max, 'createStatusMessage', { params: { path: { id: 'me' } }, body: { message: 'Hello Hamburg' } });
    const [entry] = (await call(client, 'getUserFeed', { params: { path: { id: 'me' } } })).network_activities;
    expect(entry).toMatchObject({
      verb: 'post',
      actors: [{ type: 'user', id: MAX }],
      objects: [{ type: 'status', content: scrambleText('Hello Hamburg') }],
    });
    const [post] = (await call(client, 'listGroupPosts', { params: { path: { group_id: '1000071_abcdef' } } })).posts.items;
    const example = examples.groupPosts.value.posts.items[0];
    expect(post).toMatchObject({ id: example.id, title: scrambleText(example.title), permissions: example.permissions });
  });
});
