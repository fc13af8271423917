/**
 * The social area's state and store: likes, comments, the group posts members create (with their media previews),
 * the activities members create (status messages, shared links, shared activities), and the example posts and
 * activities that were deleted. The lists added after the first version of the state are optional in the state
 * file (a file written before them still loads) and created on first use.
 */
import type { SchemaObject } from 'ajv';
import type { Refusal } from '../http.ts';
import { storeRefusal } from './types.ts';
import { mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { isoTime, scrambledId } from './values.ts';

export interface StoredComment {
  id: string;
  seq: number;
  target: string;
  author: string;
  content: string;
  created_at: string;
}
export interface StoredPost {
  id: string;
  seq: number;
  group: string;
  forum: string;
  author: string;
  title: string;
  content: string;
  created_at: string;
  media_preview_id: string | null;
  image: boolean;
}
interface StoredPreview {
  id: string;
  seq: number;
  author: string;
  url: string;
}
export interface StoredActivity {
  id: string;
  seq: number;
  actor: string;
  verb: string;
  /** The activity's one object, as the feed shows it. */
  object: Record<string, unknown>;
  created_at: string;
}
export interface SocialData {
  counter: number;
  /** The members who like a target (`post:<id>`, `comment:<id>`, `activity:<id>`). */
  likes: Record<string, string[]>;
  comments: Record<string, StoredComment>;
  posts?: Record<string, StoredPost>;
  previews?: Record<string, StoredPreview>;
  activities?: Record<string, StoredActivity>;
  /** The description's example posts and activities that were deleted (`post:<id>`, `activity:<id>`). */
  removed?: string[];
}

export const post = (id = '') => `post:${id}`;
export const comment = (id = '') => `comment:${id}`;
export const activity = (id = '') => `activity:${id}`;

const NUMBER: SchemaObject = { type: 'number' };
const record = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const SOCIAL_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    counter: NUMBER,
    likes: mapOf(STRINGS),
    comments: mapOf(record({ id: STRING, seq: NUMBER, target: STRING, author: STRING, content: STRING, created_at: STRING })),
    posts: mapOf(
      record({
        id: STRING,
        seq: NUMBER,
        group: STRING,
        forum: STRING,
        author: STRING,
        title: STRING,
        content: STRING,
        created_at: STRING,
        media_preview_id: { type: ['string', 'null'] },
        image: { type: 'boolean' },
      }),
    ),
    previews: mapOf(record({ id: STRING, seq: NUMBER, author: STRING, url: STRING })),
    activities: mapOf(record({ id: STRING, seq: NUMBER, actor: STRING, verb: STRING, object: { type: 'object' }, created_at: STRING })),
    removed: STRINGS,
  },
  required: ['counter', 'likes', 'comments'],
};

export const initialSocial = (): SocialData => ({ counter: 0, likes: {}, comments: {} });

/** Where the ids of each kind start (posts next to the example `forumPostCreated`'s id). */
const ID_BASE = { comment: 34600000, post: 1011700000, preview: 0, activity: 2000000 } as const;

export class Social {
  readonly #box: Box<SocialData>;
  constructor(box: Box<SocialData>) {
    this.#box = box;
  }

  get #data() {
    return this.#box.data;
  }

  get posts(): Record<string, StoredPost> {
    return (this.#data.posts ??= {});
  }
  get previews(): Record<string, StoredPreview> {
    return (this.#data.previews ??= {});
  }
  get activities(): Record<string, StoredActivity> {
    return (this.#data.activities ??= {});
  }

  now(): string {
    return isoTime(this.#box.context.now());
  }

  /** A new id of a kind, from the area's one counter; with its sequence number (the order of creation). */
  nextId(kind: keyof typeof ID_BASE): { id: string; seq: number } {
    const seq = ++this.#data.counter;
    return { id: scrambledId(ID_BASE[kind] + seq), seq };
  }

  isRemoved(target: string): boolean {
    return (this.#data.removed ?? []).includes(target);
  }

  /** Forgets a target: its likes, its comments and their likes; an example target is remembered as deleted. */
  remove(target: string, example: boolean): void {
    delete this.#data.likes[target];
    for (const stored of this.commentsOn(target)) {
      delete this.#data.comments[stored.id];
      delete this.#data.likes[comment(stored.id)];
    }
    if (example) this.#data.removed = [...(this.#data.removed ?? []), target];
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
    const { id, seq } = this.nextId('comment');
    this.#data.comments[id] = { id, seq, target, author, content, created_at: this.now() };
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

  /**
   * Stores a new item of a kind for its author, within the per-member bound and the item size; the refusal
   * names `field`.
   */
  store<T extends { id: string; seq: number }>(
    list: Record<string, T>,
    kind: keyof typeof ID_BASE,
    owner: (item: T) => string,
    author: string,
    field: string,
    item: Omit<T, 'id' | 'seq'>,
  ): T | Refusal {
    const full = fullRefusal(
      Object.values(list).filter((i) => owner(i) === author).length,
      field,
      kind === 'preview' ? 'media previews' : `${kind}s`,
    );
    if (full) return full;
    const tooLarge = storeRefusal(item);
    if (tooLarge) return tooLarge;
    const stored = { ...item, ...this.nextId(kind) } as T;
    list[stored.id] = stored;
    return stored;
  }
}
