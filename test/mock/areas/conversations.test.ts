// Conversations and messages through the generated client: create, show, list newest first, post, read and
// unread with the counts following, delete; attachments and their download address; the removed limit/offset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_SECONDS } from '../../../mock/areas/conversations.ts';
import { doc, ERIKA, MAX } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
let id: string;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const path = (more: object = {}) => ({ path: { user_id: 'me', ...more } });
const shown = async (client: any, conversation: string, latest = 0) =>
  (await call(client, 'getConversation', { params: { ...path({ id: conversation }), query: { with_latest_messages: latest } } }))
    .conversation;
const messages = async (client: any, conversation: string) =>
  (await call(client, 'listMessages', { params: path({ conversation_id: conversation }) })).messages.items;

describe('a conversation', () => {
  it('is created with its first message, and can be shown', async () => {
    const created = await call(m.max, 'createConversation', {
      params: path(),
      body: { subject: 'Project', content: 'Hello Erika', recipient_ids: ERIKA },
    });
    expectConforming('createConversation', created);
    id = created.conversation.id;
    expect(created.conversation).toMatchObject({
      subject: 'Project',
      message_count: 1,
      unread_message_count: 0,
      read_only: false,
      participants: [{ id: MAX }, { id: ERIKA }],
    });
    expect(created.conversation.latest_messages).toEqual([
      expect.objectContaining({ content: 'Hello Erika', read: true, sender: { id: MAX }, attachments: [] }),
    ]);
    const forErika = await call(m.erika, 'getConversation', { params: path({ id }) });
    expectConforming('getConversation', forErika);
    expect(forErika.conversation).toMatchObject({ id, message_count: 1, unread_message_count: 1, latest_messages: [] });
  });

  it('lists its messages newest first, and a posted message shows to the other participant', async () => {
    await call(m.erika, 'createMessage', { params: path({ conversation_id: id }), body: { content: 'Hello Max' } });
    await call(m.erika, 'createMessage', { params: path({ conversation_id: id }), body: { content: 'Are you there?' } });
    const list = await call(m.max, 'listMessages', { params: path({ conversation_id: id }) });
    expectConforming('listMessages', list);
    expect(list.messages.items.map((x: any) => x.content)).toEqual(['Are you there?', 'Hello Max', 'Hello Erika']);
    const times = list.messages.items.map((x: any) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.messages.items.map((x: any) => x.read)).toEqual([false, false, true]);
    expect(await shown(m.max, id)).toMatchObject({ message_count: 3, unread_message_count: 2 });
  });

  it('ignores the removed limit and offset of listMessages', async () => {
    const paged = await call(m.max, 'listMessages', { params: { ...path({ conversation_id: id }), query: { limit: 1, offset: 1 } } });
    expect(paged.messages.items).toEqual(await messages(m.max, id));
  });

  it('marks messages and the conversation read and unread, and the unread counts follow', async () => {
    const [newest, older] = await messages(m.max, id);
    await call(m.max, 'markMessageRead', { params: path({ conversation_id: id, id: older.id }) });
    const one = await call(m.max, 'getMessage', { params: path({ conversation_id: id, id: older.id }) });
    expectConforming('getMessage', one);
    expect(one.message).toMatchObject({ id: older.id, read: true, content: 'Hello Max' });
    expect(await shown(m.max, id)).toMatchObject({ unread_message_count: 1 });
    const listed = await call(m.max, 'listConversations', { params: path() });
    expectConforming('listConversations', listed);
    expect(listed.conversations.items.find((c: any) => c.id === id)).toMatchObject({ unread_message_count: 1 });

    await call(m.max, 'markConversationRead', { params: path({ id }) });
    expect(await shown(m.max, id)).toMatchObject({ unread_message_count: 0 });
    await call(m.max, 'markMessageUnread', { params: path({ conversation_id: id, id: newest.id }) });
    expect(await shown(m.max, id)).toMatchObject({ unread_message_count: 1 });
    await call(m.max, 'markConversationRead', { params: path({ id }) });
    await call(m.max, 'markConversationUnread', { params: path({ id }) });
    const latest = await shown(m.max, id, 1);
    expect(latest).toMatchObject({ unread_message_count: 1, latest_messages: [expect.objectContaining({ id: newest.id, read: false })] });
    // Erika's read state is her own.
    expect(await shown(m.erika, id)).toMatchObject({ unread_message_count: 1 });
  });

  it('is deleted for the caller only', async () => {
    await call(m.erika, 'deleteConversation', { params: path({ id }) });
    const error = await refusedCall(m.erika, 'getConversation', { params: path({ id }) });
    expectFieldRefusal(error, 403, 'INVALID_PARAMETERS', 'id');
    const erikas = await call(m.erika, 'listConversations', { params: path() });
    expect(erikas.conversations.items.map((c: any) => c.id)).not.toContain(id);
    expect((await shown(m.max, id)).id).toBe(id);
  });

  it('refuses the sender among the recipients and more than 10 recipients', async () => {
    const self = await refusedCall(m.max, 'createConversation', {
      params: path(),
      body: { subject: 'Me', content: 'x', recipient_ids: MAX },
    });
    expectFieldRefusal(self, 403, 'INVALID_PARAMETERS', 'recipient_ids');
    const many = Array.from({ length: 11 }, (_, i) => `${i + 1}_abcdef`).join(',');
    const error = await refusedCall(m.max, 'createConversation', {
      params: path(),
      body: { subject: 'Many', content: 'x', recipient_ids: many },
    });
    expect({ status: error.status, body: error.body }).toEqual({ status: 403, body: doc.components.examples.tooManyRecipients.value });
  });
});

describe('attachments', () => {
  it('are listed, and a download address is issued for 300 seconds', async () => {
    const listed = await call(m.max, 'listConversations', { params: { ...path(), query: { with_latest_messages: 2 } } });
    const example = listed.conversations.items.find((c: any) => c.latest_messages.some((x: any) => x.attachments.length));
    expect(example, 'the conversation made from the example conversationShown').toBeDefined();
    const attachments = await call(m.max, 'listAttachments', { params: { path: { conversation_id: example.id } } });
    expectConforming('listAttachments', attachments);
    const [attachment] = attachments.attachments.items;
    expect(attachment).toEqual(doc.components.examples.messageAttachments.value.attachments.items[0]);
    const before = Math.floor(Date.now() / 1000);
    const download = await call(m.max, 'createAttachmentDownload', {
      params: { path: { conversation_id: example.id, id: attachment.id } },
    });
    expectConforming('createAttachmentDownload', download);
    const url = new URL(download.download.url);
    expect(url.pathname).toBe(`/attachments/${attachment.id}/${attachment.filename}`);
    expect(Number(url.searchParams.get('expires')) - before).toBeGreaterThanOrEqual(DOWNLOAD_SECONDS);
    expect(Number(url.searchParams.get('expires')) - before).toBeLessThanOrEqual(DOWNLOAD_SECONDS + 5);

    const unknown = await refusedCall(m.max, 'createAttachmentDownload', {
      params: { path: { conversation_id: example.id, id: '9_nothere' } },
    });
    expectFieldRefusal(unknown, 403, 'INVALID_PARAMETERS', 'id');
    const created = await call(m.max, 'listAttachments', { params: { path: { conversation_id: id } } });
    expect(created.attachments.items).toEqual([]);
  });
});
