/**
 * The conversations area: conversations and their messages, read state per participant, attachments and their
 * download addresses. One conversation is shared by its participants: a message posted by one shows to the
 * others, and reading, marking unread and deleting are each participant's own. Lists of messages are sorted
 * by `created_at`, newest first (as the description says); `limit` and `offset` of listMessages were removed
 * from the service and are ignored. The answers follow the description's examples (`conversationShown`,
 * `messageShown`, `messageAttachmentDownload` ...).
 *
 * Every member starts with their own copy of the description's example conversation `conversationShown` (id
 * `51626_4be761`, its other participant, its two messages and the attachment `2001_abc123`), so the documented
 * example requests work, and because no call uploads an attachment: that is the conversation whose attachments
 * can be listed and downloaded.
 *
 * The service's rule of at most 10 recipients per conversation answers 403 (example `tooManyRecipients`).
 *
 * Bounds (STORE_LIMITS.itemsPerMember): a member holds at most that many conversations they started and messages
 * they sent, counted over everything stored, deleted-for-them included: deleting only hides a conversation from
 * the one who deletes it, and it is freed (no longer stored nor counted) once every participant deleted it, or when
 * the member who deleted it reaches her bound (her oldest deleted ones go first, so she is never locked out). So
 * what one member can make the mock hold is bounded whatever they create and delete, and nobody else's calls
 * fill another member's bound.
 */
import type { DescriptionView } from './types.ts';
import { storeRefusal, STORE_LIMITS } from './types.ts';
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { resolveUser } from './members.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus, scrambledId } from './values.ts';

/** The service's limit of recipients per conversation. */
const MAX_RECIPIENTS = 10;
/** How long an attachment's download address is valid (the description of createAttachmentDownload). */
export const DOWNLOAD_SECONDS = 300;

interface Attachment {
  id: string;
  created_at: string;
  filename: string;
  mime_type: string;
  size: number;
}
interface StoredMessage {
  id: string;
  created_at: string;
  content: string;
  sender: string;
  readBy: string[];
  attachments: Attachment[];
}
interface StoredConversation {
  id: string;
  subject: string;
  read_only: boolean;
  updated_at: string;
  participants: string[];
  deletedFor: string[];
  messages: StoredMessage[];
}
interface ConversationsData {
  counter: number;
  /** By id; a member's copy of the example conversation by `<member>/<id>`. */
  conversations: Record<string, StoredConversation>;
  seeded: Record<string, boolean>;
}

/** The member the description's examples speak as (their "me"). */
const EXAMPLE_MEMBER = '123456_abcdef';

function recipientsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  return Array.isArray(value) ? value.map(String) : [];
}

export const conversationsArea = jsonArea<ConversationsData>({
  name: 'conversations',
  initial: () => ({ counter: 0, conversations: {}, seeded: {} }),
  schema: {
    type: 'object',
    properties: {
      counter: { type: 'number' },
      conversations: mapOf({
        type: 'object',
        properties: {
          id: STRING,
          subject: STRING,
          read_only: { type: 'boolean' },
          updated_at: STRING,
          participants: STRINGS,
          deletedFor: STRINGS,
          messages: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: STRING,
                created_at: STRING,
                content: STRING,
                sender: STRING,
                readBy: STRINGS,
                attachments: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { id: STRING, created_at: STRING, filename: STRING, mime_type: STRING, size: { type: 'number' } },
                    required: ['id', 'created_at', 'filename', 'mime_type', 'size'],
                  },
                },
              },
              required: ['id', 'created_at', 'content', 'sender', 'readBy', 'attachments'],
            },
          },
        },
        required: ['id', 'subject', 'read_only', 'updated_at', 'participants', 'deletedFor', 'messages'],
      }),
      seeded: mapOf({ type: 'boolean' }),
    },
    required: ['counter', 'conversations', 'seeded'],
  },
  stats: (d) => ({ conversations: Object.keys(d.conversations).length }),
  bind(box, description) {
    const store = new Conversations(box, description);
    return {
      createConversation: (c) => store.create(c.member, c.params['user_id'], c.fields, okStatus(c.op)),
      listConversations: (c) => store.list(c.member, c.params['user_id'], c.query, okStatus(c.op)),
      getConversation: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['id'], 'id', (conv) => ({
          status: okStatus(c.op),
          json: { conversation: store.view(conv, c.member, Number(c.query.get('with_latest_messages') ?? 0)) },
        })),
      deleteConversation: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['id'], 'id', (conv) => {
          store.delete(conv, c.member);
          return { status: okStatus(c.op) };
        }),
      markConversationRead: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['id'], 'id', (conv) => {
          for (const m of conv.messages) if (!m.readBy.includes(c.member)) m.readBy.push(c.member);
          return { status: okStatus(c.op) };
        }),
      // Unread again: the newest message counts as unread for the caller.
      markConversationUnread: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['id'], 'id', (conv) => {
          const newest = conv.messages.at(-1);
          if (newest) newest.readBy = newest.readBy.filter((id) => id !== c.member);
          return { status: okStatus(c.op) };
        }),
      listMessages: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['conversation_id'], 'conversation_id', (conv) => ({
          status: okStatus(c.op),
          json: { messages: { items: [...conv.messages].reverse().map((m) => store.message(m, c.member)) } },
        })),
      createMessage: (c) =>
        store.withConversation(c.member, c.params['user_id'], c.params['conversation_id'], 'conversation_id', (conv) =>
          store.post(conv, c.member, String(c.fields['content'] ?? ''), okStatus(c.op)),
        ),
      getMessage: (c) =>
        store.withMessage(c.member, c.params, (m) => ({ status: okStatus(c.op), json: { message: store.message(m, c.member) } })),
      markMessageRead: (c) =>
        store.withMessage(c.member, c.params, (m) => {
          if (!m.readBy.includes(c.member)) m.readBy.push(c.member);
          return { status: okStatus(c.op) };
        }),
      markMessageUnread: (c) =>
        store.withMessage(c.member, c.params, (m) => {
          m.readBy = m.readBy.filter((id) => id !== c.member);
          return { status: okStatus(c.op) };
        }),
      listAttachments: (c) =>
        store.withConversation(c.member, 'me', c.params['conversation_id'], 'conversation_id', (conv) => ({
          status: okStatus(c.op),
          json: { attachments: { items: conv.messages.flatMap((m) => m.attachments) } },
        })),
      createAttachmentDownload: (c) =>
        store.withConversation(c.member, 'me', c.params['conversation_id'], 'conversation_id', (conv) => {
          const attachment = conv.messages.flatMap((m) => m.attachments).find((a) => a.id === c.params['id']);
          if (!attachment) return unknownRefusal('id', c.params['id'] ?? '');
          return { status: okStatus(c.op), json: { download: { url: store.downloadUrl(attachment) } } };
        }),
    };
  },
});

class Conversations {
  readonly #box: Box<ConversationsData>;
  readonly #d: DescriptionView;
  constructor(box: Box<ConversationsData>, description: DescriptionView) {
    this.#box = box;
    this.#d = description;
    // Fail at bind time, not on the first call, when an example the answers are built from is missing.
    exampleOf(description, 'conversationShown');
    exampleOf(description, 'messageAttachmentDownload');
  }

  get #data() {
    return this.#box.data;
  }

  #now(): string {
    return isoTime(this.#box.context.now());
  }

  #nextId(): string {
    return scrambledId(++this.#data.counter + 100000);
  }

  /** The member's own conversations (with the seeded example one). */
  #visible(member: string): StoredConversation[] {
    this.#seed(member);
    return Object.values(this.#data.conversations).filter((c) => c.participants.includes(member) && !c.deletedFor.includes(member));
  }

  /**
   * Gives a member, once, the description's example conversation (`conversationShown`) as their own, with the
   * example's ids, so that the documented example requests work. Each member has their own copy (stored under
   * the member's key), with the example member's messages as theirs.
   */
  #seed(member: string): void {
    if (this.#data.seeded[member]) return;
    this.#data.seeded[member] = true;
    const example = exampleOf(this.#d, 'conversationShown').conversation;
    const as = (id: string) => (id === EXAMPLE_MEMBER ? member : id);
    const messages: StoredMessage[] = [...example.latest_messages].reverse().map((m: any) => ({
      id: m.id,
      created_at: m.created_at,
      content: m.content,
      sender: as(m.sender.id),
      readBy: m.read ? [...new Set([as(m.sender.id), member])] : [as(m.sender.id)],
      attachments: m.attachments,
    }));
    this.#data.conversations[`${member}/${example.id}`] = {
      id: example.id,
      subject: example.subject,
      read_only: example.read_only,
      updated_at: example.updated_at,
      participants: example.participants.map((p: any) => as(p.id)),
      deletedFor: [],
      messages,
    };
  }

  view(conv: StoredConversation, member: string, latest: number) {
    const newestFirst = [...conv.messages].reverse();
    return {
      id: conv.id,
      subject: conv.subject,
      message_count: conv.messages.length,
      unread_message_count: conv.messages.filter((m) => !m.readBy.includes(member)).length,
      updated_at: conv.updated_at,
      read_only: conv.read_only,
      participants: conv.participants.map((id) => ({ id })),
      latest_messages: newestFirst.slice(0, latest).map((m) => this.message(m, member)),
    };
  }

  message(m: StoredMessage, member: string) {
    return {
      id: m.id,
      created_at: m.created_at,
      content: m.content,
      read: m.readBy.includes(member),
      sender: { id: m.sender },
      attachments: m.attachments,
    };
  }

  create(member: string, userId: string | undefined, fields: Record<string, unknown>, status: number) {
    if (resolveUser(userId, member) !== member) return deniedRefusal('user_id', 'conversations are created as the current user');
    const recipients = recipientsOf(fields['recipient_ids']);
    if (recipients.length > MAX_RECIPIENTS) return { status: 403, example: 'tooManyRecipients' };
    if (recipients.includes(member))
      return {
        status: 403,
        example: 'invalidParameters',
        message: 'Invalid parameters (the sender may not be among the recipients)',
        errors: [{ field: 'recipient_ids', reason: 'UNEXPECTED_VALUE' }],
      };
    this.#makeRoom(member);
    const full =
      fullRefusal(this.#held(member).started, 'recipient_ids', 'conversations') ??
      fullRefusal(this.#held(member).sent, 'content', 'messages');
    if (full) return full;
    const stored = { subject: String(fields['subject'] ?? ''), content: String(fields['content'] ?? '') };
    const tooLarge = storeRefusal(stored);
    if (tooLarge) return tooLarge;
    const now = this.#now();
    const id = this.#nextId();
    const conv: StoredConversation = {
      id,
      subject: stored.subject,
      read_only: false,
      updated_at: now,
      participants: [member, ...new Set(recipients)],
      deletedFor: [],
      messages: [],
    };
    conv.messages.push({ id: this.#nextId(), created_at: now, content: stored.content, sender: member, readBy: [member], attachments: [] });
    this.#data.conversations[id] = conv;
    return { status, json: { conversation: this.view(conv, member, conv.messages.length) } };
  }

  list(member: string, userId: string | undefined, query: URLSearchParams, status: number) {
    if (resolveUser(userId, member) !== member) return deniedRefusal('user_id', "another user's conversations");
    const all = this.#visible(member).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    const latest = Number(query.get('with_latest_messages') ?? 0);
    const unread = all.filter((c) => c.messages.some((m) => !m.readBy.includes(member))).length;
    return {
      status,
      json: {
        conversations: {
          total: String(all.length),
          unread_count: String(unread),
          items: all.slice(offset, offset + limit).map((c) => this.view(c, member, latest)),
        },
      },
    };
  }

  post(conv: StoredConversation, member: string, content: string, status: number) {
    if (conv.read_only) return deniedRefusal('conversation_id', 'the conversation is read-only');
    this.#makeRoom(member);
    const full = fullRefusal(this.#held(member).sent, 'content', 'messages');
    if (full) return full;
    const tooLarge = storeRefusal(content);
    if (tooLarge) return tooLarge;
    const now = this.#now();
    conv.messages.push({ id: this.#nextId(), created_at: now, content, sender: member, readBy: [member], attachments: [] });
    conv.updated_at = now;
    return { status };
  }

  /** What a member holds in the store: conversations they started and messages they sent, deleted-for-them included. */
  #held(member: string): { started: number; sent: number } {
    let started = 0;
    let sent = 0;
    for (const c of Object.values(this.#data.conversations)) {
      if (c.participants[0] === member) started++;
      for (const m of c.messages) if (m.sender === member) sent++;
    }
    return { started, sent };
  }

  /**
   * At the bound, frees the member's oldest conversations that she deleted herself and that still hold what she
   * started or sent (the other participants had not deleted them yet): what she deleted never locks her out.
   */
  #makeRoom(member: string): void {
    const full = () => {
      const held = this.#held(member);
      return held.started >= STORE_LIMITS.itemsPerMember || held.sent >= STORE_LIMITS.itemsPerMember;
    };
    if (!full()) return;
    const deleted = Object.entries(this.#data.conversations)
      .filter(([, c]) => c.deletedFor.includes(member) && (c.participants[0] === member || c.messages.some((m) => m.sender === member)))
      .sort(([, a], [, b]) => a.updated_at.localeCompare(b.updated_at));
    for (const [key] of deleted) {
      delete this.#data.conversations[key];
      if (!full()) return;
    }
  }

  /** Hides the conversation from the member; frees it once every participant deleted it. */
  delete(conv: StoredConversation, member: string): void {
    if (!conv.deletedFor.includes(member)) conv.deletedFor.push(member);
    if (!conv.participants.every((p) => conv.deletedFor.includes(p))) return;
    for (const [key, stored] of Object.entries(this.#data.conversations)) if (stored === conv) delete this.#data.conversations[key];
  }

  /** The download address: the example's address for this attachment, valid for DOWNLOAD_SECONDS. */
  downloadUrl(attachment: Attachment): string {
    const url = new URL(exampleOf(this.#d, 'messageAttachmentDownload').download.url);
    url.pathname = `/attachments/${encodeURIComponent(attachment.id)}/${encodeURIComponent(attachment.filename)}`;
    url.searchParams.set('expires', String(Math.floor(this.#box.context.now() / 1000) + DOWNLOAD_SECONDS));
    return url.toString();
  }

  withConversation<T>(
    member: string,
    userId: string | undefined,
    id: string | undefined,
    field: string,
    then: (conv: StoredConversation) => T,
  ) {
    if (resolveUser(userId, member) !== member) return deniedRefusal('user_id', "another user's conversations");
    const conv = this.#visible(member).find((c) => c.id === id);
    return conv ? then(conv) : unknownRefusal(field, id ?? '');
  }

  withMessage<T>(member: string, params: Readonly<Record<string, string>>, then: (m: StoredMessage) => T) {
    return this.withConversation(member, params['user_id'], params['conversation_id'], 'conversation_id', (conv) => {
      const message = conv.messages.find((m) => m.id === params['id']);
      return message ? then(message) : unknownRefusal('id', params['id'] ?? '');
    });
  }
}
