/**
 * The people calls of the contacts area, made from the contacts the mock knows (configured members with their
 * contacts, and the example's contacts, who list no contacts of their own): `listContactPaths` walks them, one
 * shortest path (all of them with `all_paths=true`), each from the user to the other, with `distance` and `total`;
 * `listContactRecommendations` recommends the description's recommended users and the configured members who are
 * neither the user nor a contact, less those `deleteContactRecommendation` dismissed (the removed `similar_user_id`
 * has no effect); `listContactTags` lists no tags, since no call assigns one.
 *
 * Profile visits: `createVisit` records a visit of the user's profile by the caller (one entry per visitor, its
 * `visit_count` counting), its reason the consumer's name; `listVisits` lists a user's visits newest first, each
 * visitor as their current profile shows them (the profile area's `ProfileReader`), with `distance` from the
 * contacts and as many shared contacts as asked.
 */
import type { Refusal } from '../http.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import type { ContactStore, StoredVisit } from './contact-store.ts';
import { resolveUser, userRef } from './members.ts';
import { deniedRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus, pageOf } from './values.ts';

/** What a list of visits shows: whose profile, the users linked to them, how many shared contacts, plain text. */
interface VisitList {
  user: string;
  theirs: ReadonlySet<string>;
  sharedCount: number;
  strip: boolean;
}

export class People {
  readonly #store: ContactStore;
  /** The description's recommended users that are not configured members. */
  readonly #recommended: ReadonlyArray<{ id: string }>;

  constructor(store: ContactStore, description: DescriptionView) {
    this.#store = store;
    this.#recommended = (
      exampleOf(description, 'contactRecommendations').user_recommendations.recommendations as Array<{ user: { id: string } }>
    )
      .map((r) => r.user)
      .filter((user) => !store.members.some((m) => m.id === user.id));
  }

  handlers(): Record<string, AreaHandler> {
    const store = this.#store;
    return {
      listContactTags: (c) => ({ status: okStatus(c.op), json: { tags: { items: [] } } }),
      listContactRecommendations: (c) => this.#recommendations(c),
      deleteContactRecommendation: (c) => {
        const user = resolveUser(c.params['user_id'], c.member);
        if (user !== c.member) return deniedRefusal('user_id', "another user's recommendations");
        return store.dismiss(user, resolveUser(c.params['id'], c.member)) ?? { status: okStatus(c.op) };
      },
      listContactPaths: (c) => {
        const [from, to] = [resolveUser(c.params['user_id'], c.member), resolveUser(c.params['other_user_id'], c.member)];
        const found = shortestPaths(from, to, (id) => store.linked(id), c.query.get('all_paths') === 'true');
        const paths = found.paths.map((path) => path.map((id) => store.ref(id)));
        return {
          status: okStatus(c.op),
          json: { contact_paths: { paths, ...(found.distance !== undefined && { distance: found.distance }), total: found.total } },
        };
      },
      createVisit: (c) => {
        const reason = c.identity.consumer?.name ?? c.identity.consumer?.key ?? '';
        // undefined: the answer is the description's 201 text (`profileVisitCreated`).
        return store.visit(c.member, resolveUser(c.params['user_id'], c.member), reason);
      },
      listVisits: (c) => this.#visits(c),
    };
  }

  #recommendations(c: AreaCall) {
    const user = resolveUser(c.params['user_id'], c.member);
    const store = this.#store;
    const excluded = new Set([user, ...store.contactsOf(user), ...store.dismissed(user)]);
    const candidates = [...this.#recommended, ...store.active.map((m) => userRef(store.members, m.id))].filter((u) => !excluded.has(u.id));
    const recommendations = pageOf(candidates, c.query, 10).map((u) => ({ user: u }));
    return { status: okStatus(c.op), json: { user_recommendations: { recommendations } } };
  }

  #visits(c: AreaCall) {
    const user = resolveUser(c.params['user_id'], c.member);
    const since = sinceOf(c.query.get('since'));
    if (Number.isNaN(since)) return invalidSince(c.query.get('since')!);
    const visits = this.#store
      .visitsOf(user)
      .filter((v) => v.at > since)
      .sort((a, b) => b.at - a.at);
    const list: VisitList = {
      user,
      theirs: new Set(this.#store.linked(user)),
      sharedCount: Number(c.query.get('shared_contacts') ?? 0),
      strip: c.query.get('strip_html') === 'true',
    };
    return { status: okStatus(c.op), json: { visits: pageOf(visits, c.query, 10).map((v) => this.#visit(c, v, list)) } };
  }

  /** A visit as listVisits shows it. */
  #visit(c: AreaCall, v: StoredVisit, { user, theirs, sharedCount, strip }: VisitList) {
    const blacklisted = this.#store.members.find((m) => m.id === v.visitor)?.status === 'blacklisted';
    const profile = (blacklisted ? undefined : c.profileOf(v.visitor)) ?? {};
    const experience = (profile['professional_experience'] ?? {}) as { primary_company?: Record<string, unknown> | null };
    const company = experience.primary_company ?? {};
    // A member's visit of their own profile shares no contacts (distance 0).
    const shared = v.visitor === user ? [] : this.#store.linked(v.visitor).filter((id) => theirs.has(id) && id !== user);
    return {
      user_id: blacklisted ? null : v.visitor,
      display_name: profile['display_name'] ?? null,
      company_name: company['name'] ?? null,
      job_title: company['title'] ?? null,
      gender: profile['gender'] ?? null,
      visit_count: v.count,
      visited_at: isoTime(v.at).slice(0, 10),
      visited_at_encrypted: Buffer.from(new Date(v.at).toISOString()).toString('base64'),
      photo_urls: profile['photo_urls'] ?? {},
      reason: { text: strip ? v.reason.replace(/<[^>]*>/g, '') : v.reason },
      distance: blacklisted ? null : theirs.has(v.visitor) ? 1 : shared.length ? 2 : 0,
      type: 'LOGGED_IN',
      shared_contacts: shared.slice(0, sharedCount).map((id) => ({
        user_id: id,
        display_name: c.profileOf(id)?.['display_name'] ?? this.#store.ref(id).display_name ?? null,
      })),
    };
  }
}

/**
 * `since` of listVisits as a time (ms): an ISO 8601 date and time, or a `visited_at_encrypted` value (the Base64 of
 * one, the mock's choice of an opaque value); -Infinity when absent, NaN when it is neither.
 */
function sinceOf(since: string | null): number {
  if (since === null) return -Infinity;
  const decoded = Buffer.from(since, 'base64').toString('utf8');
  const iso = /^\d{4}-\d{2}-\d{2}/;
  return iso.test(since) ? Date.parse(since) : iso.test(decoded) ? Date.parse(decoded) : NaN;
}

function invalidSince(since: string): Refusal {
  return {
    status: 403,
    example: 'invalidParameters',
    message: `Invalid parameters (since ${since.slice(0, 100)} is neither an ISO 8601 date and time nor a visited_at_encrypted value)`,
    errors: [{ field: 'since', reason: 'INVALID_FORMAT' }],
  };
}

/**
 * The shortest paths from `from` to `to` along `neighbours` (breadth first, in the neighbours' order): the first one,
 * or all with `all`; `distance` (the number of steps, left out when no path exists) and `total` (how many shortest
 * paths there are, counted without listing them).
 */
function shortestPaths(
  from: string,
  to: string,
  neighbours: (id: string) => readonly string[],
  all: boolean,
): { paths: string[][]; distance?: number; total: number } {
  const parents = new Map<string, string[]>([[from, []]]);
  const counts = new Map<string, number>([[from, 1]]);
  let level = [from];
  let distance = 0;
  while (level.length && !parents.has(to)) {
    const next = new Set<string>();
    for (const id of level) {
      for (const n of neighbours(id)) {
        if (!parents.has(n)) {
          parents.set(n, []);
          counts.set(n, 0);
          next.add(n);
        }
        if (next.has(n)) {
          parents.get(n)!.push(id);
          counts.set(n, counts.get(n)! + counts.get(id)!);
        }
      }
    }
    level = [...next];
    distance++;
  }
  if (!parents.has(to)) return { paths: [], total: 0 };
  const walk = (id: string): string[][] =>
    id === from ? [[from]] : (all ? parents.get(id)! : parents.get(id)!.slice(0, 1)).flatMap((p) => walk(p).map((path) => [...path, id]));
  return { paths: walk(to), distance, total: counts.get(to)! };
}
