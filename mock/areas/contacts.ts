/**
 * The contacts area: contact requests and the contacts they make. Sending a request shows it in the
 * recipient's received requests and in the sender's sent requests; accepting it makes both members contacts
 * (contacts, contact ids, shared contacts) and removes it; deleting it (declining a received request or
 * revoking a sent one) removes it. A request is identified by its sender's id (`sender_id`), as the
 * description says. Every member starts with the contacts of the description's example `contactsList` that are not
 * configured members (so that a list has something to page; members become contacts by a request).
 *
 * The service's rules: a contact request addressed to the caller's own account cannot be deleted (example
 * `contactRequestToOwnAccount`; the service documents neither status nor error name, the mock answers 400),
 * and at most 20 requests may be revoked within 5 days, after which revoking is refused with 403
 * `ACCESS_DENIED` (example `contactRequestRevocationLimit`) for 7 days.
 *
 * Two members are contacts once: when each sent the other a request, accepting one removes both.
 *
 * What follows the contacts: `listContacts` of a user who is neither the caller nor one of the caller's contacts
 * is `null`, as the description says of a list the caller may not see; `validateRecipient` answers its 404
 * (`invalidRecipient`) for the caller's own id and for an id that is neither a configured member nor a contact.
 *
 * The look-ups by e-mail answer per address sent, in the order sent: `findUsersByEmails` finds a member by their
 * own address (the `active_email` their profile shows them; MD5 hashes with `hash_function=MD5`), `inviteContacts`
 * sorts each address into invalid, already a member, already invited (by this member) or sent, leaving out the
 * caller's own address. The invited addresses are kept per member.
 *
 * What else is made from the contacts the mock knows (configured members with their contacts, and the example's
 * contacts, who list no contacts of their own): `listContactPaths` walks them, one shortest path (all of them with
 * `all_paths=true`), each from the user to the other, with `distance` and `total`; `listContactRecommendations`
 * recommends the description's recommended users and the configured members who are neither the user nor a
 * contact, less those `deleteContactRecommendation` dismissed (the removed `similar_user_id` has no effect);
 * `listContactTags` lists no tags, since no call assigns one.
 *
 * Profile visits: `createVisit` records a visit of the user's profile by the caller (one entry per visitor, its
 * `visit_count` counting), its reason the consumer's name; `listVisits` lists a user's visits newest first, each
 * visitor as their current profile shows them (the profile area's `ProfileReader`), with `distance` from the
 * contacts and as many shared contacts as asked.
 */
import { createHash } from 'node:crypto';
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall } from './types.ts';
import { storeRefusal } from './types.ts';
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { memberProfile, profileTemplates, resolveUser, userRef } from './members.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus, pageOf } from './values.ts';

/** Revocations allowed within REVOCATION_WINDOW_MS; past them, revoking waits REVOCATION_PAUSE_MS. */
export const REVOCATION_LIMIT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const REVOCATION_WINDOW_MS = 5 * DAY_MS;
const REVOCATION_PAUSE_MS = 7 * DAY_MS;

interface StoredRequest {
  sender: string;
  recipient: string;
  message: string | null;
  received_at: string;
}
interface ContactsData {
  requests: StoredRequest[];
  /** Contacts by member: both members of a pair list each other (a member not listed has the seeded contacts). */
  contacts: Record<string, string[]>;
  /** The times (ms) of each member's latest revocations, at most REVOCATION_LIMIT. */
  revocations: Record<string, number[]>;
  /** The addresses each member invited (inviteContacts), in the order invited. */
  invited?: Record<string, string[]>;
  /** The recommended users each member dismissed (deleteContactRecommendation). */
  dismissed?: Record<string, string[]>;
  /** Profile visits: one entry per visitor and visited user, the latest visit's time (ms) and reason. */
  visits?: StoredVisit[];
}
interface StoredVisit {
  visitor: string;
  visited: string;
  count: number;
  at: number;
  reason: string;
}

export const contactsArea = jsonArea<ContactsData>({
  name: 'contacts',
  initial: () => ({ requests: [], contacts: {}, revocations: {}, invited: {} }),
  schema: {
    type: 'object',
    properties: {
      requests: {
        type: 'array',
        items: {
          type: 'object',
          properties: { sender: STRING, recipient: STRING, message: { type: ['string', 'null'] }, received_at: STRING },
          required: ['sender', 'recipient', 'message', 'received_at'],
        },
      },
      contacts: mapOf(STRINGS),
      revocations: mapOf({ type: 'array', items: { type: 'number' } }),
      invited: mapOf(STRINGS),
      dismissed: mapOf(STRINGS),
      visits: {
        type: 'array',
        items: {
          type: 'object',
          properties: { visitor: STRING, visited: STRING, count: { type: 'integer' }, at: { type: 'number' }, reason: STRING },
          required: ['visitor', 'visited', 'count', 'at', 'reason'],
        },
      },
    },
    required: ['requests', 'contacts', 'revocations'],
  },
  stats: (d) => ({ contactRequests: d.requests.length, visits: d.visits?.length ?? 0 }),
  bind(box, description) {
    const members = box.context.config.members;
    const seeded = (exampleOf(description, 'contactsList').contacts.users as Array<{ id: string; display_name?: string }>)
      .filter((user) => !members.some((m) => m.id === user.id))
      .map(({ id, display_name }) => ({ id, display_name }));
    const ref = (id: string) => seeded.find((user) => user.id === id) ?? userRef(members, id);
    const store = new ContactStore(
      box,
      members,
      seeded.map((user) => user.id),
    );
    const page = (c: AreaCall) => pageOf(store.contactsOf(resolveUser(c.params['user_id'], c.member)), c.query, 10);
    const template = profileTemplates(description.spec);
    /** A member's own address: the `active_email` their profile shows them, where it gives one. */
    const emailOf = (member: MemberConfig) => {
      const email = template && memberProfile(template.profile, template.empty, member, member.id)['active_email'];
      return typeof email === 'string' ? email.toLowerCase() : undefined;
    };
    const active = members.filter((m) => (m.status ?? 'active') === 'active');
    const memberByEmail = (address: string, hashed: boolean) =>
      active.find((m) => {
        const email = emailOf(m);
        return (
          email !== undefined &&
          (hashed ? createHash('md5').update(email).digest('hex') === address.toLowerCase() : email === address.toLowerCase())
        );
      });
    const addresses = (value: unknown) =>
      String(value ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
    const wellFormed = (address: string) => /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(address);
    const recommended = (
      exampleOf(description, 'contactRecommendations').user_recommendations.recommendations as Array<{ user: { id: string } }>
    )
      .map((r) => r.user)
      .filter((user) => !members.some((m) => m.id === user.id));
    const isActive = (id: string) => active.some((m) => m.id === id);
    /** The users linked to `id` by a contact: its own contacts (a member's) and the members who list it. */
    const neighbours = (id: string) => [
      ...new Set([
        ...(isActive(id) ? store.contactsOf(id) : []),
        ...active.filter((m) => store.contactsOf(m.id).includes(id)).map((m) => m.id),
      ]),
    ];
    return {
      createContactRequest: (c) => store.send(c.member, resolveUser(c.params['user_id'], c.member), c.fields['message']),
      listContactRequests: (c) =>
        store.own(c, () => ({
          status: okStatus(c.op),
          json: {
            contact_requests: pageOf(store.received(c.member), c.query, 10).map((r) => ({
              sender_id: r.sender,
              sender: userRef(members, r.sender),
              message: r.message,
              received_at: r.received_at,
            })),
          },
        })),
      listSentContactRequests: (c) =>
        store.own(c, () => {
          const only = c.query.get('recipient_id');
          const sent = store.sent(c.member).filter((r) => only === null || r.recipient === only);
          return {
            status: okStatus(c.op),
            json: { contact_requests: pageOf(sent, c.query, 10).map((r) => ({ sender_id: r.sender, recipient_id: r.recipient })) },
          };
        }),
      acceptContactRequest: (c) => store.withSender(c, (sender) => store.accept(c.member, sender) ?? { status: okStatus(c.op) }),
      deleteContactRequest: (c) => store.withSender(c, (sender) => store.delete(c.member, sender) ?? { status: okStatus(c.op) }),
      listContacts: (c) => {
        const user = resolveUser(c.params['user_id'], c.member);
        if (user !== c.member && !store.contactsOf(c.member).includes(user)) return { status: okStatus(c.op), json: { contacts: null } };
        return { status: okStatus(c.op), json: { contacts: { total: store.contactsOf(user).length, users: page(c).map(ref) } } };
      },
      validateRecipient: (c) => {
        const id = c.params['id'] ?? '';
        const known = active.some((m) => m.id === id) || store.contactsOf(c.member).includes(id);
        // undefined: a valid recipient gets the description's success answer (its status and body are not shown).
        return id === c.member || !known ? { status: 404, example: 'invalidRecipient' } : undefined;
      },
      findUsersByEmails: (c) => {
        const hashed = c.query.get('hash_function') !== null;
        const items = addresses(c.query.get('emails')).map((address) => {
          const member = hashed || wellFormed(address) ? memberByEmail(address, hashed) : undefined;
          return { email: address, hash: hashed ? address : null, user: member ? { id: member.id } : null };
        });
        return { status: okStatus(c.op), json: { results: { total: items.length, items } } };
      },
      inviteContacts: (c) => {
        const own = active.find((m) => m.id === c.member);
        const ownEmail = own && emailOf(own);
        const sent = addresses(c.fields['to_emails'] ?? c.query.get('to_emails')).filter((a) => a.toLowerCase() !== ownEmail);
        const stats = {
          total_addresses: sent.length,
          invitations_sent: 0,
          already_invited: [] as string[],
          already_member: [] as object[],
          invalid_addresses: [] as string[],
        };
        const invited = new Set(store.invited(c.member));
        for (const address of sent) {
          const member = wellFormed(address) ? memberByEmail(address, false) : undefined;
          if (!wellFormed(address)) stats.invalid_addresses.push(address);
          else if (member) stats.already_member.push({ id: member.id });
          else if (invited.has(address.toLowerCase())) stats.already_invited.push(address);
          else {
            const full = fullRefusal(invited.size, 'to_emails', 'invited addresses');
            if (full) return full;
            invited.add(address.toLowerCase());
            stats.invitations_sent++;
          }
        }
        store.setInvited(c.member, [...invited]);
        return { status: okStatus(c.op), json: { invitation_stats: stats } };
      },
      listContactTags: (c) => ({ status: okStatus(c.op), json: { tags: { items: [] } } }),
      listContactRecommendations: (c) => {
        const user = resolveUser(c.params['user_id'], c.member);
        const excluded = new Set([user, ...store.contactsOf(user), ...(box.data.dismissed?.[user] ?? [])]);
        const candidates = [...recommended, ...active.map((m) => userRef(members, m.id))].filter((u) => !excluded.has(u.id));
        const recommendations = pageOf(candidates, c.query, 10).map((u) => ({ user: u }));
        return { status: okStatus(c.op), json: { user_recommendations: { recommendations } } };
      },
      deleteContactRecommendation: (c) => {
        const user = resolveUser(c.params['user_id'], c.member);
        if (user !== c.member) return deniedRefusal('user_id', "another user's recommendations");
        const id = resolveUser(c.params['id'], c.member);
        const dismissed = box.data.dismissed?.[user] ?? [];
        if (!dismissed.includes(id)) {
          const full = fullRefusal(dismissed.length, 'id', 'dismissed recommendations');
          if (full) return full;
          box.data.dismissed = { ...box.data.dismissed, [user]: [...dismissed, id] };
        }
        return { status: okStatus(c.op) };
      },
      listContactPaths: (c) => {
        const [from, to] = [resolveUser(c.params['user_id'], c.member), resolveUser(c.params['other_user_id'], c.member)];
        const found = shortestPaths(from, to, neighbours, c.query.get('all_paths') === 'true');
        const paths = found.paths.map((path) => path.map(ref));
        return {
          status: okStatus(c.op),
          json: { contact_paths: { paths, ...(found.distance !== undefined && { distance: found.distance }), total: found.total } },
        };
      },
      createVisit: (c) => {
        const visited = resolveUser(c.params['user_id'], c.member);
        const visits = box.data.visits ?? [];
        const reason = c.identity.consumer?.name ?? c.identity.consumer?.key ?? '';
        const now = box.context.now();
        const visit = visits.find((v) => v.visitor === c.member && v.visited === visited);
        if (visit) Object.assign(visit, { count: visit.count + 1, at: now, reason });
        else {
          const full = fullRefusal(visits.filter((v) => v.visitor === c.member).length, 'user_id', 'visited profiles');
          if (full) return full;
          box.data.visits = [...visits, { visitor: c.member, visited, count: 1, at: now, reason }];
        }
        // undefined: the answer is the description's 201 text (`profileVisitCreated`).
        return undefined;
      },
      listVisits: (c) => {
        const user = resolveUser(c.params['user_id'], c.member);
        const since = sinceOf(c.query.get('since'));
        if (Number.isNaN(since)) return invalidSince(c.query.get('since')!);
        const visits = (box.data.visits ?? []).filter((v) => v.visited === user && v.at > since).sort((a, b) => b.at - a.at);
        const sharedCount = Number(c.query.get('shared_contacts') ?? 0);
        const strip = c.query.get('strip_html') === 'true';
        const theirs = new Set(neighbours(user));
        const visitOf = (v: StoredVisit) => {
          const blacklisted = members.find((m) => m.id === v.visitor)?.status === 'blacklisted';
          const profile = (blacklisted ? undefined : c.profileOf(v.visitor)) ?? {};
          const experience = (profile['professional_experience'] ?? {}) as { primary_company?: Record<string, unknown> | null };
          const company = experience.primary_company ?? {};
          // A member's visit of their own profile shares no contacts (distance 0).
          const shared = v.visitor === user ? [] : neighbours(v.visitor).filter((id) => theirs.has(id) && id !== user);
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
              display_name: c.profileOf(id)?.['display_name'] ?? ref(id).display_name ?? null,
            })),
          };
        };
        return { status: okStatus(c.op), json: { visits: pageOf(visits, c.query, 10).map(visitOf) } };
      },
      listContactIds: (c) => ({ status: okStatus(c.op), json: { contact_ids: { items: store.contactsOf(c.member) } } }),
      listSharedContacts: (c) => {
        const theirs = new Set(store.contactsOf(resolveUser(c.params['user_id'], c.member)));
        const shared = store.contactsOf(c.member).filter((id) => theirs.has(id));
        return { status: okStatus(c.op), json: { shared_contacts: { users: pageOf(shared, c.query, 10).map(ref) } } };
      },
    };
  },
});

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
export function shortestPaths(
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

class ContactStore {
  readonly #box: Box<ContactsData>;
  readonly #members: readonly MemberConfig[];
  readonly #seeded: readonly string[];
  constructor(box: Box<ContactsData>, members: readonly MemberConfig[], seeded: readonly string[]) {
    this.#box = box;
    this.#members = members;
    this.#seeded = seeded;
  }

  get #data() {
    return this.#box.data;
  }

  /** Runs `then` when the path's user is the caller: nobody reads or answers another user's requests. */
  own<T>(c: AreaCall, then: () => T): T | Refusal {
    return resolveUser(c.params['user_id'], c.member) === c.member ? then() : deniedRefusal('user_id', "another user's contact requests");
  }

  /**
   * Runs `then` with the sender of the request that the path names: `/users/{the caller}/contact_requests/{sender}`,
   * or, as the official Ruby client names it, `/users/{sender}/contact_requests/me`.
   */
  withSender<T>(c: AreaCall, then: (sender: string) => T): T | Refusal {
    const [user, id] = [resolveUser(c.params['user_id'], c.member), resolveUser(c.params['id'], c.member)];
    if (user === c.member) return then(id);
    if (id === c.member) return then(user);
    return deniedRefusal('user_id', "another user's contact requests");
  }

  contactsOf(member: string): string[] {
    return Object.hasOwn(this.#data.contacts, member) ? this.#data.contacts[member]! : this.#seeded.filter((id) => id !== member);
  }

  invited(member: string): string[] {
    return this.#data.invited?.[member] ?? [];
  }

  setInvited(member: string, addresses: string[]): void {
    this.#data.invited = { ...this.#data.invited, [member]: addresses };
  }

  received(member: string): StoredRequest[] {
    return this.#data.requests.filter((r) => r.recipient === member);
  }

  sent(member: string): StoredRequest[] {
    return this.#data.requests.filter((r) => r.sender === member);
  }

  send(sender: string, recipient: string, message: unknown): Refusal | undefined {
    if (recipient === sender)
      return {
        status: 403,
        example: 'invalidParameters',
        message: 'Invalid parameters (a contact request cannot be sent to oneself)',
        errors: [{ field: 'user_id', reason: 'UNEXPECTED_VALUE' }],
      };
    if (this.contactsOf(sender).includes(recipient))
      return {
        status: 403,
        example: 'invalidParameters',
        message: `Invalid parameters (${recipient} is already a contact)`,
        errors: [{ field: 'user_id', reason: 'NOT_UNIQUE' }],
      };
    const text = message === undefined ? null : String(message);
    const tooLarge = storeRefusal(text);
    if (tooLarge) return tooLarge;
    const pending = this.#data.requests.find((r) => r.sender === sender && r.recipient === recipient);
    const now = isoTime(this.#box.context.now());
    if (pending) {
      // Sending again replaces the pending request's message rather than adding a second request.
      Object.assign(pending, { message: text, received_at: now });
    } else {
      const full =
        fullRefusal(this.sent(sender).length, 'user_id', 'sent contact requests') ??
        fullRefusal(this.received(recipient).length, 'user_id', 'received contact requests');
      if (full) return full;
      this.#data.requests.push({ sender, recipient, message: text, received_at: now });
    }
    // undefined: the answer is the description's 201 text (`contactRequestSent`).
    return undefined;
  }

  accept(member: string, sender: string): Refusal | undefined {
    const index = this.#data.requests.findIndex((r) => r.sender === sender && r.recipient === member);
    if (index < 0) return unknownRefusal('id', sender);
    // Crossed requests (each member sent one to the other): accepting either one settles both, and members who
    // are already contacts stay listed once.
    const settle = () => {
      this.#data.requests = this.#data.requests.filter(
        (r) => !((r.sender === sender && r.recipient === member) || (r.sender === member && r.recipient === sender)),
      );
    };
    if (this.contactsOf(member).includes(sender)) return void settle();
    const full =
      fullRefusal(this.contactsOf(member).length, 'id', 'contacts') ?? fullRefusal(this.contactsOf(sender).length, 'id', 'contacts');
    if (full) return full;
    settle();
    this.#data.contacts[member] = [...this.contactsOf(member), sender];
    this.#data.contacts[sender] = [...this.contactsOf(sender), member];
    return undefined;
  }

  /** Declines the request `other` sent to the member, or else revokes the one the member sent to `other`. */
  delete(member: string, other: string): Refusal | undefined {
    if (other === member)
      return { status: 400, example: 'contactRequestToOwnAccount', errors: [{ field: 'id', reason: 'UNEXPECTED_VALUE' }] };
    const requests = this.#data.requests;
    const received = requests.findIndex((r) => r.sender === other && r.recipient === member);
    if (received >= 0) {
      requests.splice(received, 1);
      return undefined;
    }
    const sent = requests.findIndex((r) => r.sender === member && r.recipient === other);
    if (sent < 0) return unknownRefusal('id', other);
    const now = this.#box.context.now();
    const times = this.#data.revocations[member] ?? [];
    const limited =
      times.length >= REVOCATION_LIMIT && times.at(-1)! - times[0]! <= REVOCATION_WINDOW_MS && now - times.at(-1)! < REVOCATION_PAUSE_MS;
    if (limited) return { status: 403, example: 'contactRequestRevocationLimit', errors: [{ field: 'id', reason: 'TOO_MANY_ENTRIES' }] };
    requests.splice(sent, 1);
    this.#data.revocations[member] = [...times, now].slice(-REVOCATION_LIMIT);
    return undefined;
  }
}
