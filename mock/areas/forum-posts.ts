/**
 * Group forums and their posts, in the social area. The mock holds the description's example group (the group
 * id of `listForums`' example) with its example forums (`groupForums`) and posts (`groupPosts`; those that the
 * example forum's list `forumPosts` shows are in that forum), and the posts members create: any other group has no
 * forums. `createForumPost` posts in a forum whose `permissions` include `POST` (403 `ACCESS_DENIED` otherwise)
 * and answers the new post, which shows in its forum's and group's lists (newest first, as the description says;
 * `exclude_content=true` leaves `content` out) and in `getPost`, with the likes and comments of the area. A new
 * post shows its author the permissions of the example `forumPostCreated` and everyone else those of the example
 * post written by someone else; an example post keeps its example's. `deletePost` deletes a post whose
 * `permissions` include `DELETE` for the caller (403 `ACCESS_DENIED` otherwise), with its likes and comments; a
 * post the mock does not hold, or no longer, is refused with 403 `INVALID_PARAMETERS` (`UNKNOWN_VALUE`).
 * `createMediaPreview` answers a new preview of `url`: the mock reads no page, so `title`, `description` and
 * `image_url` are null (the schema allows it); `media_preview_id` attaches it to a post. A post's image is not
 * kept: its `image_url` takes the form of the example's address with the post's number.
 */
import { DescriptionError } from '../errors.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import { post, type Social, type StoredPost } from './social-store.ts';
import { deniedRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, okStatus, pageOf, parameterExample } from './values.ts';

type Json = Record<string, any>;

/** A post the mock holds: an example's or a member's, with where it is and how to show it. */
interface Entry {
  id: string;
  seq: number;
  group: string;
  forum: string | null;
  created_at: string;
  example: boolean;
  /** The post as the member sees it, without the counts of the area. */
  base(member: string): Json;
}

/** The page size of the post and forum lists: the default `limit` the description gives them. */
const PAGE = 10;

export class Board {
  readonly #store: Social;
  readonly #group: string;
  readonly #forums: Json[];
  readonly #examples: Entry[];
  readonly #created: Json;
  readonly #othersPermissions: string[];

  constructor(store: Social, description: DescriptionView, exampleMember: string) {
    this.#store = store;
    this.#group = parameterExample(description, 'listForums', 'group_id');
    const forum = parameterExample(description, 'listForumPosts', 'forum_id');
    this.#forums = exampleOf(description, 'groupForums').forums.items;
    const inForum = new Set((exampleOf(description, 'forumPosts').posts.items as Json[]).map((p) => p.id));
    const posts: Json[] = exampleOf(description, 'groupPosts').posts.items;
    this.#examples = posts.map((p) => ({
      id: p.id,
      seq: 0,
      group: this.#group,
      forum: inForum.has(p.id) ? forum : null,
      created_at: p.created_at,
      example: true,
      base: () => structuredClone(p),
    }));
    this.#created = exampleOf(description, 'forumPostCreated').post;
    const others = posts.find((p) => p.author?.id !== exampleMember)?.permissions;
    if (!others) throw new DescriptionError(`the example groupPosts needs a post by someone other than ${exampleMember}`);
    this.#othersPermissions = others;
  }

  /** The posts the mock holds now. */
  #entries(): Entry[] {
    const examples = this.#examples.filter((e) => !this.#store.isRemoved(post(e.id)));
    return [...examples, ...Object.values(this.#store.posts).map((p) => this.#entryOf(p))];
  }

  #entryOf(p: StoredPost): Entry {
    return {
      id: p.id,
      seq: p.seq,
      group: p.group,
      forum: p.forum,
      created_at: p.created_at,
      example: false,
      base: (member) => ({
        ...structuredClone(this.#created),
        id: p.id,
        title: p.title,
        content: p.content,
        author: { id: p.author },
        created_at: p.created_at,
        updated_at: p.created_at,
        permissions: p.author === member ? [...this.#created.permissions] : [...this.#othersPermissions],
        media_preview: p.media_preview_id ? this.#preview(p.media_preview_id) : null,
        // The example's address form, with the new post's number.
        image_url: p.image ? String(this.#created.image_url).replace(this.#created.id.split('_')[0], p.id.split('_')[0]!) : null,
      }),
    };
  }

  #preview(id: string): Json | null {
    const stored = Object.hasOwn(this.#store.previews, id) ? this.#store.previews[id] : undefined;
    return stored ? { id: stored.id, url: stored.url, title: null, description: null, image_url: null } : null;
  }

  #find(id: string): Entry | undefined {
    return this.#entries().find((e) => e.id === id);
  }

  /** Whether the mock holds the post. */
  has(id: string): boolean {
    return this.#find(id) !== undefined;
  }

  /** The refusal of a post id the mock does not hold, or undefined. */
  unknown(id: string): Refusal | undefined {
    return this.has(id) ? undefined : unknownRefusal('post_id', id);
  }

  #shown(entry: Entry, member: string): Json {
    const likers = this.#store.likers(post(entry.id));
    return {
      ...entry.base(member),
      user_liked: likers.includes(member),
      like_count: likers.length,
      comment_count: this.#store.commentsOn(post(entry.id)).length,
    };
  }

  /** A page of the posts that `where` selects, newest first (by `created_at`, then by creation). */
  #list(c: AreaCall, where: (e: Entry) => boolean) {
    const all = this.#entries()
      .filter(where)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.seq - a.seq);
    const withoutContent = c.query.get('exclude_content') === 'true';
    const items = pageOf(all, c.query, PAGE).map((e) => {
      const shown = this.#shown(e, c.member);
      if (withoutContent) delete shown['content'];
      return shown;
    });
    return { status: okStatus(c.op), json: { posts: { total: all.length, items } } };
  }

  #create(c: AreaCall) {
    const forumId = c.params['forum_id']!;
    const forum = this.#forums.find((f) => f.id === forumId);
    if (!forum) return unknownRefusal('forum_id', forumId);
    if (!forum.permissions?.includes('POST')) return deniedRefusal('forum_id', "the forum's permissions do not include POST");
    const previewId = c.fields['media_preview_id'];
    if (previewId !== undefined && !Object.hasOwn(this.#store.previews, String(previewId)))
      return unknownRefusal('media_preview_id', String(previewId));
    const stored = this.#store.store(this.#store.posts, 'post', (p) => p.author, c.member, 'title', {
      group: this.#group,
      forum: forumId,
      author: c.member,
      title: String(c.fields['title'] ?? ''),
      content: String(c.fields['content'] ?? ''),
      created_at: this.#store.now(),
      media_preview_id: previewId === undefined ? null : String(previewId),
      image: c.fields['image'] !== undefined && c.fields['image'] !== null,
    });
    if ('status' in stored) return stored;
    return { status: okStatus(c.op), json: { post: this.#shown(this.#entryOf(stored), c.member) } };
  }

  #delete(c: AreaCall) {
    const entry = this.#find(c.params['post_id']!);
    if (!entry) return unknownRefusal('post_id', c.params['post_id']!);
    if (!this.#shown(entry, c.member).permissions?.includes('DELETE'))
      return deniedRefusal('post_id', "the post's permissions do not include DELETE");
    delete this.#store.posts[entry.id];
    this.#store.remove(post(entry.id), entry.example);
    return { status: okStatus(c.op) };
  }

  handlers(): Record<string, AreaHandler> {
    return {
      listForums: (c) => {
        const forums = c.params['group_id'] === this.#group ? this.#forums : [];
        return { status: okStatus(c.op), json: { forums: { total: forums.length, items: pageOf(forums, c.query, PAGE) } } };
      },
      listForumPosts: (c) => this.#list(c, (e) => e.forum === c.params['forum_id']),
      listGroupPosts: (c) => this.#list(c, (e) => e.group === c.params['group_id']),
      createForumPost: (c) => this.#create(c),
      getPost: (c) => {
        const entry = this.#find(c.params['post_id']!);
        return entry
          ? { status: okStatus(c.op), json: { post: this.#shown(entry, c.member) } }
          : unknownRefusal('post_id', c.params['post_id']!);
      },
      deletePost: (c) => this.#delete(c),
      createMediaPreview: (c) => {
        const stored = this.#store.store(this.#store.previews, 'preview', (p) => p.author, c.member, 'url', {
          author: c.member,
          url: String(c.fields['url'] ?? ''),
        });
        if ('status' in stored) return stored;
        return { status: okStatus(c.op), json: { media_preview: this.#preview(stored.id) } };
      },
    };
  }
}
