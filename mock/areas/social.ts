/**
 * The social area: likes and comments on group posts, post comments and activities. Liking and unliking are
 * idempotent (a second like or unlike changes nothing), and the counts and the caller's flag follow in the
 * answers whose schemas have them: a post's `like_count`, `user_liked` and `comment_count` (getPost), a
 * comment's `like_count` and `user_liked` (listPostComments) and its likers (listCommentLikes), an activity's
 * `likes` and `comments` (getActivity). Comments of a post list oldest first, newest first with
 * `sort_direction=desc`; only the author may delete a comment (403 `ACCESS_DENIED` otherwise).
 *
 * Answers are built from the description's examples (`groupPost`, `groupPostComments`, `singleActivity`): a
 * post or activity the mock has no state for is that example with its id, and starts without likes or comments.
 * A comment's `permissions` are those of the example comment written by the example's member (own) or by
 * someone else.
 *
 * Not here, because the description gives no fields to show them: the comment and like lists of activities
 * (their answers are open objects), the ids of activity comments (so deleteActivityComment stays the
 * description's answer) and the likes of news articles.
 */
import { storeRefusal, type AreaCall } from './types.ts';
import { DescriptionError } from '../errors.ts';
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus, pageOf, scrambledId } from './values.ts';

/** The member the description's examples speak as. */
const EXAMPLE_MEMBER = '123456_abcdef';

interface StoredComment {
  id: string;
  seq: number;
  target: string;
  author: string;
  content: string;
  created_at: string;
}
interface SocialData {
  counter: number;
  /** The members who like a target (`post:<id>`, `comment:<id>`, `activity:<id>`). */
  likes: Record<string, string[]>;
  comments: Record<string, StoredComment>;
}

const post = (id = '') => `post:${id}`;
const comment = (id = '') => `comment:${id}`;
const activity = (id = '') => `activity:${id}`;

export const socialArea = jsonArea<SocialData>({
  name: 'social',
  initial: () => ({ counter: 0, likes: {}, comments: {} }),
  schema: {
    type: 'object',
    properties: {
      counter: { type: 'number' },
      likes: mapOf(STRINGS),
      comments: mapOf({
        type: 'object',
        properties: { id: STRING, seq: { type: 'number' }, target: STRING, author: STRING, content: STRING, created_at: STRING },
        required: ['id', 'seq', 'target', 'author', 'content', 'created_at'],
      }),
    },
    required: ['counter', 'likes', 'comments'],
  },
  stats: (d) => ({ likes: Object.values(d.likes).reduce((n, l) => n + l.length, 0), comments: Object.keys(d.comments).length }),
  bind(box, description) {
    const store = new Social(box);
    const postExample = exampleOf(description, 'groupPost');
    const commentExamples: any[] = exampleOf(description, 'groupPostComments').comments.items;
    const ownPermissions = commentExamples.find((c) => c.author.id === EXAMPLE_MEMBER)?.permissions;
    const otherPermissions = commentExamples.find((c) => c.author.id !== EXAMPLE_MEMBER)?.permissions;
    const activityExample = exampleOf(description, 'singleActivity');
    if (!ownPermissions || !otherPermissions)
      throw new DescriptionError('the example groupPostComments needs a comment by 123456_abcdef and one by someone else');
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
      likePost: like(post, 'post_id', true),
      unlikePost: like(post, 'post_id', false),
      likeComment: like(comment, 'comment_id', true),
      unlikeComment: like(comment, 'comment_id', false),
      likeActivity: like(activity, 'activity_id', true),
      unlikeActivity: like(activity, 'activity_id', false),
      getPost: (c) => {
        const id = c.params['post_id']!;
        const likers = store.likers(post(id));
        return {
          status: okStatus(c.op),
          json: {
            post: {
              ...postExample.post,
              id,
              user_liked: likers.includes(c.member),
              like_count: likers.length,
              comment_count: store.commentsOn(post(id)).length,
            },
          },
        };
      },
      listPostComments: (c) => {
        const all = store.commentsOn(post(c.params['post_id']));
        if (c.query.get('sort_direction') === 'desc') all.reverse();
        return {
          status: okStatus(c.op),
          json: { comments: { total: all.length, items: pageOf(all, c.query, 10).map((s) => commentView(s, c.member)) } },
        };
      },
      createPostComment: (c) => store.comment(post(c.params['post_id']), c.member, c.fields['content']),
      deletePostComment: (c) => store.deleteComment(c.params['comment_id']!, c.member) ?? { status: okStatus(c.op) },
      listCommentLikes: (c) => {
        const likers = store.likers(comment(c.params['comment_id']));
        return {
          status: okStatus(c.op),
          json: { likes: { total: likers.length, users: pageOf(likers, c.query, 10).map((id) => ({ id })) } },
        };
      },
      getActivity: (c) => {
        const id = c.params['id']!;
        const likers = store.likers(activity(id));
        const comments = store.commentsOn(activity(id));
        const [template] = activityExample.network_activities;
        const shown = {
          ...template,
          ids: [id],
          comments: { ...template.comments, amount: comments.length, current_user_commented: comments.some((s) => s.author === c.member) },
          likes: { ...template.likes, amount: likers.length, current_user_liked: likers.includes(c.member) },
        };
        return { status: okStatus(c.op), json: { network_activities: [shown] } };
      },
      createActivityComment: (c) => store.comment(activity(c.params['activity_id']), c.member, c.fields['text']),
    };
  },
});

class Social {
  readonly #box: Box<SocialData>;
  constructor(box: Box<SocialData>) {
    this.#box = box;
  }

  get #data() {
    return this.#box.data;
  }

  likers(target: string): string[] {
    return this.#data.likes[target] ?? [];
  }

  /** Like (on) or unlike; idempotent either way. */
  like(target: string, member: string, on: boolean, field: string) {
    const likers = this.likers(target);
    if (on === likers.includes(member)) return undefined;
    if (on) {
      const full = fullRefusal(Object.values(this.#data.likes).filter((l) => l.includes(member)).length, field, 'likes');
      if (full) return full;
      this.#data.likes[target] = [...likers, member];
    } else {
      const rest = likers.filter((id) => id !== member);
      if (rest.length) this.#data.likes[target] = rest;
      else delete this.#data.likes[target];
    }
    return undefined;
  }

  /** The comments on a target, oldest first. */
  commentsOn(target: string): StoredComment[] {
    return Object.values(this.#data.comments)
      .filter((s) => s.target === target)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.seq - b.seq);
  }

  /** Stores a comment; undefined lets the description's text answer confirm it. */
  comment(target: string, author: string, text: unknown) {
    const field = target.startsWith('activity:') ? 'text' : 'content';
    const full = fullRefusal(Object.values(this.#data.comments).filter((s) => s.author === author).length, field, 'comments');
    if (full) return full;
    const content = String(text ?? '');
    const tooLarge = storeRefusal(content);
    if (tooLarge) return tooLarge;
    const seq = ++this.#data.counter;
    const id = scrambledId(seq + 34600000);
    this.#data.comments[id] = { id, seq, target, author, content, created_at: isoTime(this.#box.context.now()) };
    return undefined;
  }

  deleteComment(id: string, member: string) {
    const stored = Object.hasOwn(this.#data.comments, id) ? this.#data.comments[id] : undefined;
    if (!stored) return unknownRefusal('comment_id', id);
    if (stored.author !== member) return deniedRefusal('comment_id', 'only the author may delete a comment');
    delete this.#data.comments[id];
    delete this.#data.likes[comment(id)];
    return undefined;
  }
}
