// The member-facing areas (contacts, conversations, social, profile, groups) together: their state survives a
// restart through the state file and is forgotten by the reset control, and what one member can make the mock
// hold stays within STORE_LIMITS.itemsPerMember. The postings' part of the state file is checked against its schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_LIMITS, type AreaCall } from '../../../mock/areas/types.ts';
import { conversationsArea } from '../../../mock/areas/conversations.ts';
import { postingsArea } from '../../../mock/areas/postings.ts';
import { socialArea } from '../../../mock/areas/social.ts';
import { StateFileError } from '../../../mock/errors.ts';
import { defaultConfig } from '../../../mock/config.ts';
import { loadDescription } from '../../../mock/description.ts';
import { DEFAULT_GENERATED_DIR } from '../../../mock/server.ts';
import { ALL_RIGHTS, ERIKA, handshake, MAX, mock, op } from '../helpers.ts';
import { call, expectFieldRefusal, refusedCall } from '../areas.ts';

describe('the state of the member areas', () => {
  it('survives a restart through the state file, and the reset control forgets it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-areas-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await mock({ stateFile });
      const { client: max } = await handshake(first, ALL_RIGHTS, MAX);
      await call(max, 'createContactRequest', { params: { path: { user_id: ERIKA } }, body: { message: 'Hi' } });
      const conversation = (
        await call(max, 'createConversation', {
          params: { path: { user_id: 'me' } },
          body: { subject: 'Kept', content: 'kept', recipient_ids: ERIKA },
        })
      ).conversation;
      await call(max, 'likePost', { params: { path: { post_id: '1011634124_7c0c62' } } });
      await call(max, 'updateProfileMessage', { params: { path: { user_id: 'me' } }, body: { message: 'Kept' } });
      await call(max, 'joinGroup', { params: { path: { group_id: '2000_abcdef' } } });
      await call(max, 'createStatusMessage', { params: { path: { id: 'me' } }, body: { message: 'Kept status' } });
      const kept = (
        await call(max, 'createForumPost', { params: { path: { forum_id: '100646607_fbf3a3' } }, body: { title: 'Kept', content: 'c' } })
      ).post;
      await first.close();

      const second = await mock({ stateFile, testing: true });
      try {
        const erika = (await handshake(second, ALL_RIGHTS, ERIKA)).client;
        expect((await call(erika, 'listContactRequests', { params: { path: { user_id: 'me' } } })).contact_requests).toEqual([
          expect.objectContaining({ sender_id: MAX, message: 'Hi' }),
        ]);
        expect(
          (await call(erika, 'getConversation', { params: { path: { user_id: 'me', id: conversation.id } } })).conversation.subject,
        ).toBe('Kept');
        expect((await call(erika, 'getPost', { params: { path: { post_id: '1011634124_7c0c62' } } })).post.like_count).toBe(1);
        expect((await call(erika, 'getProfileMessage', { params: { path: { user_id: MAX } } })).profile_message.message).toBe('Kept');
        expect((await call(erika, 'listUserGroups', { params: { path: { user_id: MAX } } })).groups.items.map((g: any) => g.id)).toContain(
          '2000_abcdef',
        );
        expect((await call(erika, 'getUserFeed', { params: { path: { id: MAX } } })).network_activities[0].objects).toEqual([
          expect.objectContaining({ type: 'status', content: 'Kept status' }),
        ]);
        expect((await call(erika, 'getPost', { params: { path: { post_id: kept.id } } })).post.title).toBe('Kept');
        expect(second.stats()).toMatchObject({ contactRequests: 1, likes: 1, profiles: 1, posts: 1, activities: 1 });

        expect((await fetch(`${second.url}/__mock/reset`, { method: 'POST', headers: { 'mock-control': '1' } })).status).toBe(200);
        const again = (await handshake(second, ALL_RIGHTS, ERIKA)).client;
        expect((await call(again, 'listContactRequests', { params: { path: { user_id: 'me' } } })).contact_requests).toEqual([]);
        expectFieldRefusal(
          await refusedCall(again, 'getConversation', { params: { path: { user_id: 'me', id: conversation.id } } }),
          403,
          'INVALID_PARAMETERS',
          'id',
        );
        expect((await call(again, 'getPost', { params: { path: { post_id: '1011634124_7c0c62' } } })).post.like_count).toBe(0);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an import that is not the area state, naming the area', () => {
    const box = socialArea.createState({ now: Date.now, config: defaultConfig([]) });
    expect(() => socialArea.importState!(box, { counter: 0, likes: [], comments: {} })).toThrow(/^social\.likes: must be object$/);
    expect(() => socialArea.importState!(box, { likes: {}, comments: {} })).toThrow(/^social\.counter: is missing$/);
    expect(() => socialArea.importState!(box, 'x')).toThrow(/^social: must be object$/);
  });

  it('postings: takes its part as every state file wrote it, refuses a bad shape naming the JSON path, keeps what it had', () => {
    const context = { now: Date.now, config: defaultConfig([]) };
    // As exportState has written a posting since the state file exists (autoDeactivated came later, and only when set).
    const posting = {
      id: 7,
      owner: MAX,
      state: 'active',
      fields: { title: 'Kept' },
      test: false,
      createdAt: 1,
      updatedAt: 2,
      activatedAt: 2,
      activeUntil: 3,
    };
    const saved = { nextId: 8, postings: [posting, { ...posting, id: 9, activatedAt: null, autoDeactivated: true }] };
    const store = postingsArea.createState(context);
    postingsArea.importState!(store, structuredClone(saved));
    expect(postingsArea.exportState!(store)).toEqual(saved);
    for (const [wrong, says] of [
      [{ postings: [] }, /^postings\.nextId: is missing$/],
      [{ nextId: 'x', postings: [] }, /^postings\.nextId: must be integer$/],
      [{ nextId: 8, postings: {} }, /^postings\.postings: must be array$/],
      [{ nextId: 8, postings: [{ ...posting, owner: 7 }] }, /^postings\.postings\[0\]\.owner: must be string$/],
      [{ nextId: 8, postings: [posting, { ...posting, fields: 'x' }] }, /^postings\.postings\[1\]\.fields: must be object$/],
      [{ nextId: 8, postings: [{ ...posting, activeUntil: undefined }] }, /^postings\.postings\[0\]\.activeUntil: is missing$/],
      ['x', /^postings: must be object$/],
    ] as const) {
      expect(() => postingsArea.importState!(store, structuredClone(wrong)), JSON.stringify(wrong)).toThrow(StateFileError);
      expect(() => postingsArea.importState!(store, structuredClone(wrong))).toThrow(says);
    }
    expect(postingsArea.exportState!(store)).toEqual(saved);
  });

  it('keeps at most STORE_LIMITS.itemsPerMember likes per member, refusing the next naming the field', async () => {
    const box = socialArea.createState({ now: Date.now, config: defaultConfig([]) });
    const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, [socialArea], new Map([[socialArea.name, box]]));
    const likeComment = description.bindings.get('likeComment')!.handle;
    const likeAs = (member: string, comment_id: string) =>
      likeComment({
        op: op('likeComment'),
        params: { comment_id },
        query: new URLSearchParams(),
        fields: {},
        member,
      } as unknown as AreaCall);
    const like = (comment_id: string) => likeAs(MAX, comment_id);
    for (let i = 0; i < STORE_LIMITS.itemsPerMember; i++) expect(like(`${i}_abcdef`)).toEqual({ status: 204 });
    expect(like('next_abcdef')).toMatchObject({
      status: 403,
      example: 'invalidParameters',
      errors: [{ field: 'comment_id', reason: 'TOO_MANY_ENTRIES' }],
    });
    // Liking again what is already liked stays possible (idempotent), and so does another member.
    expect(like('0_abcdef')).toEqual({ status: 204 });
    expect(likeAs(ERIKA, 'next_abcdef')).toEqual({ status: 204 });
  });

  it('keeps at most STORE_LIMITS.itemsPerMember posts, media previews and activities per member', async () => {
    const box = socialArea.createState({ now: Date.now, config: defaultConfig([]) });
    const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, [socialArea], new Map([[socialArea.name, box]]));
    const kinds = [
      { id: 'createForumPost', params: { forum_id: '100646607_fbf3a3' }, fields: { title: 't', content: 'c' }, field: 'title' },
      { id: 'createMediaPreview', params: {}, fields: { url: 'https://example.org/' }, field: 'url' },
      { id: 'shareLink', params: {}, fields: { uri: 'https://example.org/' }, field: 'id' },
    ];
    for (const kind of kinds) {
      const handle = description.bindings.get(kind.id)!.handle;
      const send = (member: string) =>
        handle({ op: op(kind.id), params: kind.params, query: new URLSearchParams(), fields: kind.fields, member } as unknown as AreaCall);
      for (let i = 0; i < STORE_LIMITS.itemsPerMember; i++) expect((send(MAX) as { status: number }).status).toBeLessThan(300);
      expect(send(MAX), kind.id).toMatchObject({ status: 403, errors: [{ field: kind.field, reason: 'TOO_MANY_ENTRIES' }] });
      expect((send(ERIKA) as { status: number }).status, kind.id).toBeLessThan(300);
    }
  });

  it('conversations: a create-then-delete loop is bounded and never locks its member out; first messages counted', async () => {
    const box = conversationsArea.createState({ now: Date.now, config: defaultConfig([]) });
    const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, [conversationsArea], new Map([[conversationsArea.name, box]]));
    const as = (member: string, operationId: string, params: Record<string, string>, fields: object = {}) =>
      description.bindings.get(operationId)!.handle({
        op: op(operationId),
        params: { user_id: 'me', ...params },
        query: new URLSearchParams({ limit: '1000' }),
        fields,
        member,
      } as unknown as AreaCall) as any;
    const create = (member: string, to: string) => as(member, 'createConversation', {}, { subject: 's', content: 'c', recipient_ids: to });
    const stored = () => conversationsArea.stats!(box)['conversations']!;
    // Max starts and deletes twice his bound of conversations that Erika keeps: never refused, and what is stored
    // stays within his bound (his oldest deleted ones go, Erika's copies with them).
    for (let i = 0; i < 2 * STORE_LIMITS.itemsPerMember; i++) {
      const answer = create(MAX, ERIKA);
      expect(answer.status, JSON.stringify(answer)).toBeLessThan(300);
      as(MAX, 'deleteConversation', { id: answer.json.conversation.id });
      expect(stored()).toBeLessThanOrEqual(STORE_LIMITS.itemsPerMember + 1);
    }
    // Erika's bound is her own: she can still start a conversation with Max.
    expect(create(ERIKA, MAX).status).toBeLessThan(300);
    // Once Erika deleted them too, they are freed.
    const erikas = as(ERIKA, 'listConversations', {}).json.conversations.items.filter((c: any) => c.participants[0].id === MAX);
    for (const c of erikas) as(ERIKA, 'deleteConversation', { id: c.id });
    expect(stored()).toBeLessThan(10);
    expect(create(MAX, ERIKA).status).toBeLessThan(300);
    // Messages: the first message of a conversation counts against the member's messages too.
    const id = create(ERIKA, MAX).json.conversation.id;
    let posted = 0;
    while (as(ERIKA, 'createMessage', { conversation_id: id }, { content: 'x' }).status < 300) posted++;
    expect(posted).toBeLessThan(STORE_LIMITS.itemsPerMember);
    expect(create(ERIKA, MAX)).toMatchObject({ status: 403, errors: [{ field: 'content', reason: 'TOO_MANY_ENTRIES' }] });
  });
});
