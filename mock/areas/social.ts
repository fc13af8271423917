/**
 * The social area: group forums and their posts (`forum-posts.ts`), the feeds and the activities members create
 * (`feed.ts`), and the likes and comments on posts, post comments and activities. Liking and unliking are
 * idempotent (a second like or unlike changes nothing), and the counts and the caller's flag follow in the
 * answers whose schemas have them: a post's `like_count`, `user_liked` and `comment_count` (getPost and the post
 * lists), a comment's `like_count` and `user_liked` (listPostComments), the likers of a post or comment in the
 * order they liked it (listPostLikes, listCommentLikes), an activity's `likes` and `comments` (getActivity and the
 * feeds). Comments of a post list oldest first, newest first
 * with `sort_direction=desc`; only the author may delete a comment (403 `ACCESS_DENIED` otherwise). A post or
 * activity the mock does not hold is refused with 403 `INVALID_PARAMETERS` (`UNKNOWN_VALUE`) by every call on it.
 * A comment's `permissions` are those of the example comment written by the example's member (own) or by someone
 * else.
 *
 * Not here, because the description gives no fields to show them (its examples are empty objects, which the mock
 * answers as they are): the comment and like lists of activities and the ids of activity comments (so
 * deleteActivityComment answers the description's answer for an activity the mock holds).
 */
import type { AreaCall, AreaHandler } from './types.ts';
import { DescriptionError } from '../errors.ts';
import { jsonArea } from './json-area.ts';
import { Feed } from './feed.ts';
import { Board } from './forum-posts.ts';
import { activity, comment, initialSocial, post, Social, SOCIAL_SCHEMA, type SocialData, type StoredComment } from './social-store.ts';
import { exampleOf, okStatus, pageOf } from './values.ts';

/** The member the description's examples speak as. */
const EXAMPLE_MEMBER = '123456_abcdef';

const count = (list: object | undefined) => Object.keys(list ?? {}).length;

export const socialArea = jsonArea<SocialData>({
  name: 'social',
  initial: initialSocial,
  schema: SOCIAL_SCHEMA,
  stats: (d) => ({
    likes: Object.values(d.likes).reduce((n, l) => n + l.length, 0),
    comments: count(d.comments),
    posts: count(d.posts),
    mediaPreviews: count(d.previews),
    activities: count(d.activities),
  }),
  bind(box, description) {
    const store = new Social(box);
    const board = new Board(store, description, EXAMPLE_MEMBER);
    const feed = new Feed(store, description, () => box.context.config.members);
    const commentExamples: any[] = exampleOf(description, 'groupPostComments').comments.items;
    const ownPermissions = commentExamples.find((c) => c.author.id === EXAMPLE_MEMBER)?.permissions;
    const otherPermissions = commentExamples.find((c) => c.author.id !== EXAMPLE_MEMBER)?.permissions;
    if (!ownPermissions || !otherPermissions)
      throw new DescriptionError('the example groupPostComments needs a comment by 123456_abcdef and one by someone else');

    /** A handler on a post or activity the mock holds; any other is refused. */
    const onPost =
      (then: AreaHandler): AreaHandler =>
      (c) =>
        board.unknown(c.params['post_id']!) ?? then(c);
    const onActivity =
      (then: AreaHandler): AreaHandler =>
      (c) =>
        feed.unknown(c.params['activity_id']!, 'activity_id') ?? then(c);
    /** A page of the members who like a target, in the order they liked it. */
    const likesOf = (c: AreaCall, target: string) => {
      const likers = store.likers(target);
      return {
        status: okStatus(c.op),
        json: { likes: { total: likers.length, users: pageOf(likers, c.query, 10).map((id) => ({ id })) } },
      };
    };
    const like = (key: (id?: string) => string, param: string, on: boolean) => (c: AreaCall) =>
      store.like(key(c.params[param]), c.member, on, param) ?? { status: okStatus(c.op) };

    const commentView = (stored: StoredComment, member: string) => ({
      ...commentExamples[0],
      id: stored.id,
      content: stored.content,
      permissions: stored.author === member ? ownPermissions : otherPermissions,
      created_at: stored.created_at,
      updated_at: stored.created_at,
      image: null,
      author: { id: stored.author },
      user_liked: store.likers(comment(stored.id)).includes(member),
      like_count: store.likers(comment(stored.id)).length,
      media_preview: null,
    });

    return {
      ...board.handlers(),
      ...feed.handlers(),
      likePost: onPost(like(post, 'post_id', true)),
      unlikePost: onPost(like(post, 'post_id', false)),
      likeComment: like(comment, 'comment_id', true),
      unlikeComment: like(comment, 'comment_id', false),
      likeActivity: onActivity(like(activity, 'activity_id', true)),
      unlikeActivity: onActivity(like(activity, 'activity_id', false)),
      listPostComments: onPost((c) => {
        const all = store.commentsOn(post(c.params['post_id']));
        if (c.query.get('sort_direction') === 'desc') all.reverse();
        return {
          status: okStatus(c.op),
          json: { comments: { total: all.length, items: pageOf(all, c.query, 10).map((s) => commentView(s, c.member)) } },
        };
      }),
      createPostComment: onPost((c) => store.comment(post(c.params['post_id']), c.member, c.fields['content'])),
      deletePostComment: (c) => store.deleteComment(c.params['comment_id']!, c.member) ?? { status: okStatus(c.op) },
      listCommentLikes: (c) => likesOf(c, comment(c.params['comment_id'])),
      listPostLikes: onPost((c) => likesOf(c, post(c.params['post_id']))),
      createActivityComment: (c) =>
        feed.refusal(c.params['activity_id']!, c.member, 'COMMENT', 'activity_id') ??
        store.comment(activity(c.params['activity_id']), c.member, c.fields['text']),
      // The description's answers (empty objects; its text for the deletion), for an activity the mock holds.
      listActivityComments: onActivity(() => undefined),
      listActivityLikes: onActivity(() => undefined),
      deleteActivityComment: onActivity(() => undefined),
    };
  },
});
