/**
 * The feeds and the activities members create, in the social area. A status message (`createStatusMessage`) is
 * an activity of the member as the example `userFeed` shows one (verb `post`, a `status` object with `content`);
 * a shared link (`shareLink`) one as the example `networkFeed` shows a posted link (verb `post`, a `bookmark`
 * object with `url`); a shared activity (`shareActivity`) one with the verb `share` and an `activity` object. The
 * texts that go with a shared link or activity show nowhere: no field of the description holds them.
 *
 * `getUserFeed` lists a user's own activities: those the user created here and the example `userFeed`'s entries
 * of that user. `getNetworkFeed` lists the member's own activities and the example `networkFeed`'s entries (the
 * network the mock does not model), as that example shows the member's own entries among the network's. Both
 * list newest first, as their examples do; with `aggregate=false` an aggregated entry of the network feed comes
 * as one entry per activity (`aggregated` false, `aggregated_by` null, each with its own object where the entry
 * has one per activity). `getActivity` shows a created activity, or the first example entry that holds the id
 * (the feeds', then `singleActivity`'s), never aggregated. An entry's `likes` and `comments` come from the area; its `possible_actions`
 * are those of the example `userFeed` for the actor, without `DELETE` for anyone else (only the actor deletes an
 * activity, as the description says). `deleteActivity`, `shareActivity` and `createActivityComment` need
 * `DELETE`, `SHARE` and `COMMENT` among them (403 `ACCESS_DENIED` otherwise); an activity the mock does not hold, or no longer, is refused with 403
 * `INVALID_PARAMETERS` (`UNKNOWN_VALUE`) by every activity call.
 */
import { DescriptionError } from '../errors.ts';
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import { activity, type Social, type StoredActivity } from './social-store.ts';
import { resolveUser } from './members.ts';
import { deniedRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, okStatus } from './values.ts';

type Json = Record<string, any>;

const actorOf = (entry: Json): string | undefined => (entry.actors as Json[] | undefined)?.find((a) => a.type === 'user')?.id;

export class Feed {
  readonly #store: Social;
  readonly #members: () => readonly MemberConfig[];
  readonly #userFeed: Json[];
  readonly #networkFeed: Json[];
  readonly #single: Json;
  readonly #ownActions: string[];

  constructor(store: Social, description: DescriptionView, members: () => readonly MemberConfig[]) {
    this.#store = store;
    this.#members = members;
    this.#userFeed = exampleOf(description, 'userFeed').network_activities;
    this.#networkFeed = exampleOf(description, 'networkFeed').network_activities;
    [this.#single] = exampleOf(description, 'singleActivity').network_activities;
    const own = this.#userFeed.find((e) => e.possible_actions?.includes('DELETE'))?.possible_actions;
    if (!this.#single || !own) throw new DescriptionError('the example userFeed needs an entry whose possible_actions include DELETE');
    this.#ownActions = own;
  }

  /** The example entries' activity ids still held. */
  #exampleIds(): Set<string> {
    const ids = [...this.#userFeed, ...this.#networkFeed, this.#single].flatMap((e) => e.ids as string[]);
    return new Set(ids.filter((id) => !this.#store.isRemoved(activity(id))));
  }

  /** The refusal of an activity id the mock does not hold, or undefined. */
  unknown(id: string, field = 'id'): Refusal | undefined {
    return Object.hasOwn(this.#store.activities, id) || this.#exampleIds().has(id) ? undefined : unknownRefusal(field, id);
  }

  /** What the viewer may do with an entry: the example's actions, without DELETE for an activity of someone else. */
  #actions(entry: Json, actions: readonly string[], viewer: string): string[] {
    return actorOf(entry) === viewer ? [...actions] : actions.filter((a) => a !== 'DELETE');
  }

  /** An entry with the likes and comments of the area (of its one activity) and the viewer's actions. */
  #shown(entry: Json, viewer: string): Json {
    const shown = { ...entry, possible_actions: this.#actions(entry, entry.possible_actions ?? [], viewer) };
    if (entry.ids.length !== 1) return shown;
    const likers = this.#store.likers(activity(entry.ids[0]));
    const comments = this.#store.commentsOn(activity(entry.ids[0]));
    return {
      ...shown,
      comments: { ...entry.comments, amount: comments.length, current_user_commented: comments.some((s) => s.author === viewer) },
      likes: { ...entry.likes, amount: likers.length, current_user_liked: likers.includes(viewer) },
    };
  }

  #entryOf(stored: StoredActivity): Json {
    const [template] = this.#userFeed;
    return {
      ...template,
      ids: [stored.id],
      verb: stored.verb,
      actors: [{ type: 'user', id: stored.actor }],
      objects: [stored.object],
      possible_actions: [...this.#ownActions],
      created_at: stored.created_at,
    };
  }

  /**
   * The example entries with the activities that were deleted left out; with `aggregate` false, an aggregated
   * entry as one entry per activity (with its own object where the entry has one per activity).
   */
  #held(entries: readonly Json[], aggregate = true): Json[] {
    return entries.flatMap((e) => {
      const ids = (e.ids as string[]).filter((id) => !this.#store.isRemoved(activity(id)));
      if (!ids.length) return [];
      if (aggregate || e.ids.length === 1) return [{ ...structuredClone(e), ids }];
      const own = e.objects?.length === e.ids.length;
      return ids.map((id) => ({
        ...structuredClone(e),
        ids: [id],
        aggregated: false,
        aggregated_by: null,
        ...(own ? { objects: [structuredClone(e.objects[e.ids.indexOf(id)])] } : {}),
      }));
    });
  }

  /** The created activities of a user and the given example entries, newest first. */
  #feed(c: AreaCall, user: string, examples: readonly Json[], aggregate = true) {
    const created = Object.values(this.#store.activities)
      .filter((a) => a.actor === user)
      .sort((a, b) => b.seq - a.seq)
      .map((a) => this.#entryOf(a));
    const entries = [...created, ...this.#held(examples, aggregate)].sort((a, b) =>
      String(b.created_at).localeCompare(String(a.created_at)),
    );
    return { status: okStatus(c.op), json: { network_activities: entries.map((e) => this.#shown(e, c.member)) } };
  }

  #create(c: AreaCall, verb: string, object: Json) {
    const stored = this.#store.store(this.#store.activities, 'activity', (a) => a.actor, c.member, 'id', {
      actor: c.member,
      verb,
      object,
      created_at: this.#store.now(),
    });
    return 'status' in stored ? stored : undefined;
  }

  /**
   * The entry of one activity the mock holds: a created one, else the first example entry that holds it (the
   * feeds', then `singleActivity`'s), never aggregated.
   */
  #one(id: string): Json {
    if (Object.hasOwn(this.#store.activities, id)) return this.#entryOf(this.#store.activities[id]!);
    const examples = this.#held([...this.#userFeed, ...this.#networkFeed, this.#single], false);
    return examples.find((e) => e.ids[0] === id)!;
  }

  /**
   * The refusal of an activity the mock does not hold, or whose `possible_actions` for the member lack `action`
   * (the path parameter `field` names it); undefined when the member may.
   */
  refusal(id: string, member: string, action: string, field = 'id'): Refusal | undefined {
    const unknown = this.unknown(id, field);
    if (unknown) return unknown;
    if (!this.#shown(this.#one(id), member).possible_actions.includes(action))
      return deniedRefusal(field, `the activity's possible_actions do not include ${action}`);
    return undefined;
  }

  /** Runs `then` when the member may do `action` with the activity of the path's `id`; refuses otherwise. */
  #may(c: AreaCall, action: string, then: (id: string) => { status: number } | Refusal) {
    return this.refusal(c.params['id']!, c.member, action) ?? then(c.params['id']!);
  }

  handlers(): Record<string, AreaHandler> {
    return {
      getUserFeed: (c) =>
        this.#feed(
          c,
          resolveUser(c.params['id'], c.member),
          this.#userFeed.filter((e) => actorOf(e) === resolveUser(c.params['id'], c.member)),
        ),
      getNetworkFeed: (c) =>
        this.#feed(c, resolveUser(c.params['user_id'], c.member), this.#networkFeed, c.query.get('aggregate') !== 'false'),
      getActivity: (c) =>
        this.unknown(c.params['id']!) ?? {
          status: okStatus(c.op),
          json: { network_activities: [this.#shown(this.#one(c.params['id']!), c.member)] },
        },
      deleteActivity: (c) =>
        this.#may(c, 'DELETE', (id) => {
          const created = Object.hasOwn(this.#store.activities, id);
          delete this.#store.activities[id];
          this.#store.remove(activity(id), !created);
          return { status: okStatus(c.op) };
        }),
      shareActivity: (c) => this.#may(c, 'SHARE', () => this.#create(c, 'share', { type: 'activity' }) ?? { status: okStatus(c.op) }),
      shareLink: (c) =>
        this.#create(c, 'post', { type: 'bookmark', url: String(c.fields['uri'] ?? ''), created_at: this.#store.now() }) ?? {
          status: okStatus(c.op),
        },
      createStatusMessage: (c) => {
        const user = resolveUser(c.params['id'], c.member);
        if (user !== c.member)
          return this.#members().some((m) => m.id === user)
            ? deniedRefusal('id', 'a status message is posted for the current user only')
            : { status: 404, example: 'notFound' };
        // undefined: the description's plain-text answer confirms it.
        return this.#create(c, 'post', { type: 'status', content: String(c.fields['message'] ?? ''), created_at: this.#store.now() });
      },
    };
  }
}
