// Likes and comments through the generated client: group posts, post comments and activities. Like and unlike
// are idempotent, the counts and the caller's flag follow, comments list in the documented order, and only
// the author deletes a comment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, ERIKA, MAX } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
let skew = 0;
beforeAll(async () => {
  m = await twoMembers({ clock: () => Date.now() + skew });
});
afterAll(() => m.server.close());

const POST = '1011634124_7c0c62';
const onPost = { params: { path: { post_id: POST } } };
const post = async (client: any) => (await call(client, 'getPost', onPost)).post;
const comments = async (client: any, query: object = {}) =>
  (await call(client, 'listPostComments', { params: { path: { post_id: POST }, query } })).comments;

describe('group posts', () => {
  it('like and unlike are idempotent, and the count and the caller flag follow', async () => {
    const before = await call(m.max, 'getPost', onPost);
    expectConforming('getPost', before);
    expect(before.post).toMatchObject({ id: POST, like_count: 0, user_liked: false, comment_count: 0 });
    await call(m.max, 'likePost', onPost);
    await call(m.max, 'likePost', onPost);
    await call(m.erika, 'likePost', onPost);
    expect(await post(m.max)).toMatchObject({ like_count: 2, user_liked: true });
    await call(m.erika, 'unlikePost', onPost);
    await call(m.erika, 'unlikePost', onPost);
    expect(await post(m.erika)).toMatchObject({ like_count: 1, user_liked: false });
    expect(await post(m.max)).toMatchObject({ like_count: 1, user_liked: true });
  });

  it('comments list oldest first, newest first with sort_direction=desc, and count on the post', async () => {
    await call(m.max, 'createPostComment', { ...onPost, body: { content: 'first' } });
    skew += 60_000; // a minute later (created_at has seconds)
    await call(m.erika, 'createPostComment', { ...onPost, body: { content: 'second' } });
    const list = await call(m.max, 'listPostComments', onPost);
    expectConforming('listPostComments', list);
    expect(list.comments.total).toBe(2);
    expect(list.comments.items.map((c: any) => c.content)).toEqual(['first', 'second']);
    expect((await comments(m.max, { sort_direction: 'desc' })).items.map((c: any) => c.content)).toEqual(['second', 'first']);
    expect((await comments(m.max, { limit: 1, offset: 1 })).items.map((c: any) => c.content)).toEqual(['second']);
    expect(await post(m.max)).toMatchObject({ comment_count: 2 });
    // Permissions as in the description's example: the own comment may be updated and deleted.
    const [own, other] = list.comments.items;
    const example = doc.components.examples.groupPostComments.value.comments.items;
    expect(own).toMatchObject({ author: { id: MAX }, permissions: example.find((c: any) => c.author.id === MAX).permissions });
    expect(other).toMatchObject({ author: { id: ERIKA }, permissions: example.find((c: any) => c.author.id !== MAX).permissions });
  });

  it('comment likes: idempotent, listed, and shown on the comment', async () => {
    const [own] = (await comments(m.max)).items;
    const onComment = { params: { path: { comment_id: own.id } } };
    await call(m.erika, 'likeComment', onComment);
    await call(m.erika, 'likeComment', onComment);
    const likes = await call(m.max, 'listCommentLikes', onComment);
    expectConforming('listCommentLikes', likes);
    expect(likes.likes).toEqual({ total: 1, users: [{ id: ERIKA }] });
    expect((await comments(m.erika)).items[0]).toMatchObject({ like_count: 1, user_liked: true });
    expect((await comments(m.max)).items[0]).toMatchObject({ like_count: 1, user_liked: false });
    await call(m.erika, 'unlikeComment', onComment);
    await call(m.erika, 'unlikeComment', onComment);
    expect((await call(m.max, 'listCommentLikes', onComment)).likes).toEqual({ total: 0, users: [] });
  });

  it('only the author deletes a comment; an unknown one is refused', async () => {
    const [own, others] = (await comments(m.max)).items;
    const denied = await refusedCall(m.max, 'deletePostComment', { params: { path: { comment_id: others.id } } });
    expectFieldRefusal(denied, 403, 'ACCESS_DENIED', 'comment_id');
    await call(m.max, 'deletePostComment', { params: { path: { comment_id: own.id } } });
    expect((await comments(m.max)).items.map((c: any) => c.id)).toEqual([others.id]);
    expect(await post(m.max)).toMatchObject({ comment_count: 1 });
    const unknown = await refusedCall(m.max, 'deletePostComment', { params: { path: { comment_id: own.id } } });
    expectFieldRefusal(unknown, 403, 'INVALID_PARAMETERS', 'comment_id');
  });
});

describe('activities', () => {
  const ACTIVITY = '1236_cccccc';
  const onActivity = { params: { path: { activity_id: ACTIVITY } } };
  const shown = async (client: any) => {
    const answer = await call(client, 'getActivity', { params: { path: { id: ACTIVITY } } });
    expectConforming('getActivity', answer);
    return answer.network_activities[0];
  };

  it('likes and comments show in the activity, idempotently', async () => {
    expect(await shown(m.max)).toMatchObject({
      ids: [ACTIVITY],
      likes: { amount: 0, current_user_liked: false },
      comments: { amount: 0, current_user_commented: false },
    });
    await call(m.max, 'likeActivity', onActivity);
    await call(m.max, 'likeActivity', onActivity);
    await call(m.erika, 'createActivityComment', { ...onActivity, body: { text: 'Nice' } });
    expect(await shown(m.max)).toMatchObject({
      likes: { amount: 1, current_user_liked: true },
      comments: { amount: 1, current_user_commented: false },
    });
    expect(await shown(m.erika)).toMatchObject({
      likes: { amount: 1, current_user_liked: false },
      comments: { amount: 1, current_user_commented: true },
    });
    await call(m.max, 'unlikeActivity', onActivity);
    await call(m.max, 'unlikeActivity', onActivity);
    expect(await shown(m.max)).toMatchObject({ likes: { amount: 0, current_user_liked: false } });
  });
});
