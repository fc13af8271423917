/**
 * The look-ups and invitations by e-mail, in the contacts area. They answer per address sent, in the order sent:
 * `findUsersByEmails` finds a member by their own address (the `active_email` their profile shows them; MD5 hashes
 * with `hash_function=MD5`), `inviteContacts` sorts each address into invalid, already a member, already invited (by
 * this member) or sent, leaving out the caller's own address. The invited addresses are kept per member.
 */
import { createHash } from 'node:crypto';
import type { MemberConfig } from '../config.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import type { ContactStore } from './contact-store.ts';
import { memberProfile, profileTemplates } from './members.ts';
import { fullRefusal } from './refusals.ts';
import { okStatus } from './values.ts';

/** The addresses of a comma-separated list. */
const addresses = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

const wellFormed = (address: string) => /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(address);

export class Emails {
  readonly #store: ContactStore;
  readonly #template: ReturnType<typeof profileTemplates>;

  constructor(store: ContactStore, description: DescriptionView) {
    this.#store = store;
    this.#template = profileTemplates(description.spec);
  }

  handlers(): Record<string, AreaHandler> {
    return {
      findUsersByEmails: (c) => {
        const hashed = c.query.get('hash_function') !== null;
        const items = addresses(c.query.get('emails')).map((address) => {
          const member = hashed || wellFormed(address) ? this.#memberByEmail(address, hashed) : undefined;
          return { email: address, hash: hashed ? address : null, user: member ? { id: member.id } : null };
        });
        return { status: okStatus(c.op), json: { results: { total: items.length, items } } };
      },
      inviteContacts: (c) => this.#invite(c),
    };
  }

  /** A member's own address: the `active_email` their profile shows them, where it gives one. */
  #emailOf(member: MemberConfig): string | undefined {
    const email = this.#template && memberProfile(this.#template.profile, this.#template.empty, member, member.id)['active_email'];
    return typeof email === 'string' ? email.toLowerCase() : undefined;
  }

  /** The active member whose own address is `address` (or, `hashed`, whose address's MD5 hash it is). */
  #memberByEmail(address: string, hashed: boolean): MemberConfig | undefined {
    return this.#store.active.find((m) => {
      const email = this.#emailOf(m);
      return (
        email !== undefined &&
        (hashed ? createHash('md5').update(email).digest('hex') === address.toLowerCase() : email === address.toLowerCase())
      );
    });
  }

  #invite(c: AreaCall) {
    const own = this.#store.active.find((m) => m.id === c.member);
    const ownEmail = own && this.#emailOf(own);
    const sent = addresses(c.fields['to_emails'] ?? c.query.get('to_emails')).filter((a) => a.toLowerCase() !== ownEmail);
    const stats = {
      total_addresses: sent.length,
      invitations_sent: 0,
      already_invited: [] as string[],
      already_member: [] as object[],
      invalid_addresses: [] as string[],
    };
    const invited = new Set(this.#store.invited(c.member));
    for (const address of sent) {
      const member = wellFormed(address) ? this.#memberByEmail(address, false) : undefined;
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
    this.#store.setInvited(c.member, [...invited]);
    return { status: okStatus(c.op), json: { invitation_stats: stats } };
  }
}
