// Group forums and posts through the generated client: the example group's forums, a post created in a forum
// shows in its forum's and group's lists (newest first) and in getPost, a media preview attaches to it, only a
// caller whose permissions include DELETE deletes a post, and a deleted post is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, ERIKA, MAX } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const examples = doc.components.examples;
const GROUP = '1000071_abcdef';
const [OPEN_FORUM, READ_ONLY_FORUM] = examples.groupForums.value.forums.items;
const EXAMPLE_POSTS = examples.groupPosts.value.posts.items;

const forumPosts = async (client: any, forum_id: string, query: object = {}) =>
  (await call(client, 'listForumPosts', { params: { path: { forum_id }, query } })).posts;
const groupPosts = async (client: any, group_id = GROUP, query: object = {}) =>
  (await call(client, 'listGroupPosts', { params: { path: { group_id }, query } })).posts;
const createPost = (client: any, forum_id: string, body: object) =>
  call(client, 'createForumPost', { params: { path: { forum_id } }, body });
const getPost = async (client: any, post_id: string) => (await call(client, 'getPost', { params: { path: { post_id } } })).post;

describe('forums', () => {
  it("the example group has the example's forums; another group has none", async () => {
    const forums = await call(m.max, 'listForums', { params: { path: { group_id: GROUP } } });
    expectConforming('listForums', forums);
    expect(forums).toEqual(examples.groupForums.value);
    expect((await call(m.max, 'listForums', { params: { path: { group_id: GROUP }, query: { limit: 1, offset: 1 } } })).forums).toEqual({
      total: 2,
      items: [READ_ONLY_FORUM],
    });
    expect((await call(m.max, 'listForums', { params: { path: { group_id: '2000_abcdef' } } })).forums).toEqual({ total: 0, items: [] });
  });
});

describe('posts', () => {
  let created: any;

  it("the group lists the example's posts, the forum those its example shows", async () => {
    const group = await groupPosts(m.max);
    expect(group.items.map((p: any) => p.id)).toEqual(EXAMPLE_POSTS.map((p: any) => p.id));
    expect((await forumPosts(m.max, OPEN_FORUM.id)).items.map((p: any) => p.id)).toEqual(
      examples.forumPosts.value.posts.items.map((p: any) => p.id),
    );
  });

  it('a new post shows in its forum, its group and getPost, newest first, with the content the caller sent', async () => {
    const preview = await call(m.max, 'createMediaPreview', { body: { url: 'https://example.org/meetup' } });
    expectConforming('createMediaPreview', preview);
    expect(preview.media_preview).toMatchObject({ url: 'https://example.org/meetup', title: null, description: null, image_url: null });
    const answer = await createPost(m.max, OPEN_FORUM.id, {
      title: 'Next meet-up',
      content: 'Who comes?',
      media_preview_id: preview.media_preview.id,
    });
    expectConforming('createForumPost', answer);
    created = answer.post;
    expect(created).toMatchObject({
      title: 'Next meet-up',
      content: 'Who comes?',
      author: { id: MAX },
      permissions: examples.forumPostCreated.value.post.permissions,
      media_preview: preview.media_preview,
      image_url: null,
      like_count: 0,
      comment_count: 0,
    });
    expect(created.id).not.toBe(examples.forumPostCreated.value.post.id);

    const forum = await forumPosts(m.max, OPEN_FORUM.id);
    expectConforming('listForumPosts', { posts: forum });
    expect(forum.items[0]).toEqual(created);
    expect(forum.total).toBe(examples.forumPosts.value.posts.items.length + 1);
    expect((await groupPosts(m.max)).items[0]).toEqual(created);
    expect((await groupPosts(m.max, GROUP, { limit: 1, offset: 1 })).items.map((p: any) => p.id)).toEqual([EXAMPLE_POSTS[0].id]);
    expect((await forumPosts(m.max, OPEN_FORUM.id, { exclude_content: true })).items[0]).not.toHaveProperty('content');
    expect(await getPost(m.max, created.id)).toEqual(created);
    // Someone else sees the permissions of the example post by someone else.
    const othersPermissions = EXAMPLE_POSTS.find((p: any) => p.author.id !== MAX).permissions;
    expect(await getPost(m.erika, created.id)).toMatchObject({ author: { id: MAX }, permissions: othersPermissions });
  });

  it('likes and comments of a new post show in the lists', async () => {
    const onPost = { params: { path: { post_id: created.id } } };
    await call(m.erika, 'likePost', onPost);
    await call(m.erika, 'createPostComment', { ...onPost, body: { content: 'Me!' } });
    expect((await groupPosts(m.erika)).items[0]).toMatchObject({ id: created.id, like_count: 1, user_liked: true, comment_count: 1 });
    expect((await forumPosts(m.max, OPEN_FORUM.id)).items[0]).toMatchObject({ like_count: 1, user_liked: false, comment_count: 1 });
  });

  it('refuses a forum the mock does not hold, a forum without POST and a preview it does not hold', async () => {
    const body = { title: 't', content: 'c' };
    expectFieldRefusal(
      await refusedCall(m.max, 'createForumPost', { params: { path: { forum_id: '1_abcdef' } }, body }),
      403,
      'INVALID_PARAMETERS',
      'forum_id',
    );
    expectFieldRefusal(
      await refusedCall(m.max, 'createForumPost', { params: { path: { forum_id: READ_ONLY_FORUM.id } }, body }),
      403,
      'ACCESS_DENIED',
      'forum_id',
    );
    expectFieldRefusal(
      await refusedCall(m.max, 'createForumPost', {
        params: { path: { forum_id: OPEN_FORUM.id } },
        body: { ...body, media_preview_id: 'constructor' },
      }),
      403,
      'INVALID_PARAMETERS',
      'media_preview_id',
    );
  });

  it('only a caller whose permissions include DELETE deletes a post, and a deleted post is gone', async () => {
    const onPost = { params: { path: { post_id: created.id } } };
    expectFieldRefusal(await refusedCall(m.erika, 'deletePost', onPost), 403, 'ACCESS_DENIED', 'post_id');
    // The example posts' permissions do not include DELETE.
    expectFieldRefusal(
      await refusedCall(m.max, 'deletePost', { params: { path: { post_id: EXAMPLE_POSTS[0].id } } }),
      403,
      'ACCESS_DENIED',
      'post_id',
    );
    await call(m.max, 'deletePost', onPost);
    for (const id of ['getPost', 'deletePost', 'likePost', 'listPostComments'])
      expectFieldRefusal(await refusedCall(m.max, id, onPost), 403, 'INVALID_PARAMETERS', 'post_id');
    expect((await groupPosts(m.max)).items.map((p: any) => p.id)).toEqual(EXAMPLE_POSTS.map((p: any) => p.id));
    expect((await forumPosts(m.max, OPEN_FORUM.id)).total).toBe(examples.forumPosts.value.posts.items.length);
    expect(m.server.stats()).toMatchObject({ posts: 0, comments: 0 });
  });

  it('a post with an image has an image address', async () => {
    const image = examples.newForumPost.value.image;
    const { post } = await createPost(m.erika, OPEN_FORUM.id, { title: 'Photo', content: 'See', image });
    expect(post.image_url).toEqual(expect.stringContaining(post.id.split('_')[0]));
    expect(post.author).toEqual({ id: ERIKA });
  });
});

describe('post likes', () => {
  it('lists the members who like a post, in the order they liked it', async () => {
    const post_id = EXAMPLE_POSTS[1].id;
    const onPost = { params: { path: { post_id } } };
    expect((await call(m.max, 'listPostLikes', onPost)).likes).toEqual({ total: 0, users: [] });
    await call(m.erika, 'likePost', onPost);
    await call(m.max, 'likePost', onPost);
    const likes = await call(m.max, 'listPostLikes', onPost);
    expectConforming('listPostLikes', likes);
    expect(likes.likes).toEqual({ total: 2, users: [{ id: ERIKA }, { id: MAX }] });
    expect((await call(m.max, 'listPostLikes', { params: { path: { post_id }, query: { offset: 1 } } })).likes.users).toEqual([
      { id: MAX },
    ]);
    expectFieldRefusal(
      await refusedCall(m.max, 'listPostLikes', { params: { path: { post_id: '1_abcdef' } } }),
      403,
      'INVALID_PARAMETERS',
      'post_id',
    );
  });
});
