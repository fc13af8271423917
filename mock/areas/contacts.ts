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
 * The removed `similar_user_id` of listContactRecommendations is not bound here: the recommendations are the
 * description's example whatever it says.
 */
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall } from './types.ts';
import { storeRefusal } from './types.ts';
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { resolveUser, userRef } from './members.ts';
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
}

export const contactsArea = jsonArea<ContactsData>({
  name: 'contacts',
  initial: () => ({ requests: [], contacts: {}, revocations: {} }),
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
    },
    required: ['requests', 'contacts', 'revocations'],
  },
  stats: (d) => ({ contactRequests: d.requests.length }),
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
      acceptContactRequest: (c) => store.own(c, () => store.accept(c.member, c.params['id']!) ?? { status: okStatus(c.op) }),
      deleteContactRequest: (c) => store.own(c, () => store.delete(c.member, c.params['id']!) ?? { status: okStatus(c.op) }),
      listContacts: (c) => ({
        status: okStatus(c.op),
        json: { contacts: { total: store.contactsOf(resolveUser(c.params['user_id'], c.member)).length, users: page(c).map(ref) } },
      }),
      listContactIds: (c) => ({ status: okStatus(c.op), json: { contact_ids: { items: store.contactsOf(c.member) } } }),
      listSharedContacts: (c) => {
        const theirs = new Set(store.contactsOf(resolveUser(c.params['user_id'], c.member)));
        const shared = store.contactsOf(c.member).filter((id) => theirs.has(id));
        return { status: okStatus(c.op), json: { shared_contacts: { users: pageOf(shared, c.query, 10).map(ref) } } };
      },
    };
  },
});

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

  contactsOf(member: string): string[] {
    return Object.hasOwn(this.#data.contacts, member) ? this.#data.contacts[member]! : this.#seeded.filter((id) => id !== member);
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
