/**
 * The contacts area's state (its JSON Schema) and store: the contact requests, the contacts they made, the
 * revocations that count towards the limit, the invited addresses, the dismissed recommendations and the profile
 * visits. The store knows the contacts every member starts with (the description's example `contactsList` less the
 * configured members) and the users linked by a contact; the lists added after the first version of the state are
 * optional in the state file (a file written before them still loads) and created on first use.
 */
import type { SchemaObject } from 'ajv';
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall, DescriptionView } from './types.ts';
import { storeRefusal } from './types.ts';
import { mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { resolveUser, userRef } from './members.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, isoTime } from './values.ts';

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
export interface ContactsData {
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
export interface StoredVisit {
  visitor: string;
  visited: string;
  count: number;
  at: number;
  reason: string;
}

export const initialContacts = (): ContactsData => ({ requests: [], contacts: {}, revocations: {}, invited: {} });

export const CONTACTS_SCHEMA: SchemaObject = {
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
};

type UserRef = { id: string; display_name?: string };

export class ContactStore {
  readonly #box: Box<ContactsData>;
  readonly members: readonly MemberConfig[];
  /** The configured members whose status is active. */
  readonly active: readonly MemberConfig[];
  /** The example's contacts that are not configured members: every member starts with them. */
  readonly #seeded: readonly UserRef[];

  constructor(box: Box<ContactsData>, description: DescriptionView) {
    this.#box = box;
    this.members = box.context.config.members;
    this.active = this.members.filter((m) => (m.status ?? 'active') === 'active');
    this.#seeded = (exampleOf(description, 'contactsList').contacts.users as UserRef[])
      .filter((user) => !this.members.some((m) => m.id === user.id))
      .map(({ id, display_name }) => ({ id, display_name }));
  }

  get #data() {
    return this.#box.data;
  }

  now(): number {
    return this.#box.context.now();
  }

  /** A user as an answer names them: a seeded contact with their example name, else a user reference. */
  ref(id: string): UserRef {
    return this.#seeded.find((user) => user.id === id) ?? userRef(this.members, id);
  }

  isActive(id: string): boolean {
    return this.active.some((m) => m.id === id);
  }

  /** The users linked to `id` by a contact: its own contacts (a member's) and the members who list it. */
  linked(id: string): string[] {
    return [
      ...new Set([
        ...(this.isActive(id) ? this.contactsOf(id) : []),
        ...this.active.filter((m) => this.contactsOf(m.id).includes(id)).map((m) => m.id),
      ]),
    ];
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
    return Object.hasOwn(this.#data.contacts, member)
      ? this.#data.contacts[member]!
      : this.#seeded.map((user) => user.id).filter((id) => id !== member);
  }

  invited(member: string): string[] {
    return this.#data.invited?.[member] ?? [];
  }

  setInvited(member: string, addresses: string[]): void {
    this.#data.invited = { ...this.#data.invited, [member]: addresses };
  }

  dismissed(member: string): string[] {
    return this.#data.dismissed?.[member] ?? [];
  }

  /** Dismisses a recommended user (once; a second dismissal changes nothing). */
  dismiss(member: string, id: string): Refusal | undefined {
    const dismissed = this.dismissed(member);
    if (dismissed.includes(id)) return undefined;
    const full = fullRefusal(dismissed.length, 'id', 'dismissed recommendations');
    if (full) return full;
    this.#data.dismissed = { ...this.#data.dismissed, [member]: [...dismissed, id] };
    return undefined;
  }

  /** The visits of `user`'s profile. */
  visitsOf(user: string): StoredVisit[] {
    return (this.#data.visits ?? []).filter((v) => v.visited === user);
  }

  /** Records a visit: the visitor's entry for the visited user counts one more, or a new entry starts. */
  visit(visitor: string, visited: string, reason: string): Refusal | undefined {
    const visits = this.#data.visits ?? [];
    const now = this.now();
    const visit = visits.find((v) => v.visitor === visitor && v.visited === visited);
    if (visit) Object.assign(visit, { count: visit.count + 1, at: now, reason });
    else {
      const full = fullRefusal(visits.filter((v) => v.visitor === visitor).length, 'user_id', 'visited profiles');
      if (full) return full;
      this.#data.visits = [...visits, { visitor, visited, count: 1, at: now, reason }];
    }
    return undefined;
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
    const now = isoTime(this.now());
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
    const now = this.now();
    const times = this.#data.revocations[member] ?? [];
    const limited =
      times.length >= REVOCATION_LIMIT && times.at(-1)! - times[0]! <= REVOCATION_WINDOW_MS && now - times.at(-1)! < REVOCATION_PAUSE_MS;
    if (limited) return { status: 403, example: 'contactRequestRevocationLimit', errors: [{ field: 'id', reason: 'TOO_MANY_ENTRIES' }] };
    requests.splice(sent, 1);
    this.#data.revocations[member] = [...times, now].slice(-REVOCATION_LIMIT);
    return undefined;
  }
}
