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
 * The look-ups and invitations by e-mail are in `emails.ts`; the people calls made from the contacts (contact paths,
 * recommendations, tags and profile visits) in `people.ts`; the state and its store in `contact-store.ts`.
 */
import type { AreaHandler } from './types.ts';
import { jsonArea } from './json-area.ts';
import { CONTACTS_SCHEMA, ContactStore, initialContacts, type ContactsData } from './contact-store.ts';
import { Emails } from './emails.ts';
import { People } from './people.ts';
import { resolveUser, userRef } from './members.ts';
import { okStatus, pageOf } from './values.ts';

export const contactsArea = jsonArea<ContactsData>({
  name: 'contacts',
  initial: initialContacts,
  schema: CONTACTS_SCHEMA,
  stats: (d) => ({ contactRequests: d.requests.length, visits: d.visits?.length ?? 0 }),
  bind(box, description) {
    const store = new ContactStore(box, description);
    return {
      ...requestCalls(store),
      ...contactCalls(store),
      ...new Emails(store, description).handlers(),
      ...new People(store, description).handlers(),
    };
  },
});

/** The contact requests: sending, the received and sent lists, accepting and deleting. */
function requestCalls(store: ContactStore): Record<string, AreaHandler> {
  return {
    createContactRequest: (c) => store.send(c.member, resolveUser(c.params['user_id'], c.member), c.fields['message']),
    listContactRequests: (c) =>
      store.own(c, () => ({
        status: okStatus(c.op),
        json: {
          contact_requests: pageOf(store.received(c.member), c.query, 10).map((r) => ({
            sender_id: r.sender,
            sender: userRef(store.members, r.sender),
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
  };
}

/** The contacts: lists, ids, shared contacts, and whether a user is a valid recipient. */
function contactCalls(store: ContactStore): Record<string, AreaHandler> {
  return {
    listContacts: (c) => {
      const user = resolveUser(c.params['user_id'], c.member);
      if (user !== c.member && !store.contactsOf(c.member).includes(user)) return { status: okStatus(c.op), json: { contacts: null } };
      const users = pageOf(store.contactsOf(user), c.query, 10).map((id) => store.ref(id));
      return { status: okStatus(c.op), json: { contacts: { total: store.contactsOf(user).length, users } } };
    },
    validateRecipient: (c) => {
      const id = c.params['id'] ?? '';
      const known = store.isActive(id) || store.contactsOf(c.member).includes(id);
      // undefined: a valid recipient gets the description's success answer (its status and body are not shown).
      return id === c.member || !known ? { status: 404, example: 'invalidRecipient' } : undefined;
    },
    listContactIds: (c) => ({ status: okStatus(c.op), json: { contact_ids: { items: store.contactsOf(c.member) } } }),
    listSharedContacts: (c) => {
      const theirs = new Set(store.contactsOf(resolveUser(c.params['user_id'], c.member)));
      const shared = store.contactsOf(c.member).filter((id) => theirs.has(id));
      return { status: okStatus(c.op), json: { shared_contacts: { users: pageOf(shared, c.query, 10).map((id) => store.ref(id)) } } };
    },
  };
}
