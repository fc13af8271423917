// The member-facing areas (contacts, conversations, social, profile, groups) together: their state survives a
// restart through the state file and is forgotten by the reset control, and what one member can make the mock
// hold stays within STORE_LIMITS.itemsPerMember.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_LIMITS, type AreaCall } from '../../mock/areas/types.ts';
import { conversationsArea } from '../../mock/areas/conversations.ts';
import { socialArea } from '../../mock/areas/social.ts';
import { defaultConfig } from '../../mock/config.ts';
import { loadDescription } from '../../mock/description.ts';
import { DEFAULT_GENERATED_DIR } from '../../mock/server.ts';
import { ALL_RIGHTS, ERIKA, handshake, MAX, mock, op } from './helpers.ts';
import { call, expectFieldRefusal, refusedCall } from './areas.ts';

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
      await call(max, 'likePost', { params: { path: { post_id: '5_abcdef' } } });
      await call(max, 'updateProfileMessage', { params: { path: { user_id: 'me' } }, body: { message: 'Kept' } });
      await call(max, 'joinGroup', { params: { path: { group_id: '2000_abcdef' } } });
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
        expect((await call(erika, 'getPost', { params: { path: { post_id: '5_abcdef' } } })).post.like_count).toBe(1);
        expect((await call(erika, 'getProfileMessage', { params: { path: { user_id: MAX } } })).profile_message.message).toBe('Kept');
        expect((await call(erika, 'listUserGroups', { params: { path: { user_id: MAX } } })).groups.items.map((g: any) => g.id)).toContain(
          '2000_abcdef',
        );
        expect(second.stats()).toMatchObject({ contactRequests: 1, likes: 1, profiles: 1 });

        expect((await fetch(`${second.url}/__mock/reset`, { method: 'POST', headers: { 'mock-control': '1' } })).status).toBe(200);
        const again = (await handshake(second, ALL_RIGHTS, ERIKA)).client;
        expect((await call(again, 'listContactRequests', { params: { path: { user_id: 'me' } } })).contact_requests).toEqual([]);
        expectFieldRefusal(
          await refusedCall(again, 'getConversation', { params: { path: { user_id: 'me', id: conversation.id } } }),
          403,
          'INVALID_PARAMETERS',
          'id',
        );
        expect((await call(again, 'getPost', { params: { path: { post_id: '5_abcdef' } } })).post.like_count).toBe(0);
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

  it('keeps at most STORE_LIMITS.itemsPerMember likes per member, refusing the next naming the field', async () => {
    const box = socialArea.createState({ now: Date.now, config: defaultConfig([]) });
    const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, [socialArea], new Map([[socialArea.name, box]]));
    const likePost = description.bindings.get('likePost')!.handle;
    const like = (post_id: string) =>
      likePost({ op: op('likePost'), params: { post_id }, query: new URLSearchParams(), fields: {}, member: MAX } as unknown as AreaCall);
    for (let i = 0; i < STORE_LIMITS.itemsPerMember; i++) expect(like(`${i}_abcdef`)).toEqual({ status: 204 });
    expect(like('next_abcdef')).toMatchObject({
      status: 400,
      example: 'invalidParameters',
      errors: [{ field: 'post_id', reason: 'TOO_MANY_ENTRIES' }],
    });
    // Liking again what is already liked stays possible (idempotent), and so does another member.
    expect(like('0_abcdef')).toEqual({ status: 204 });
    expect(
      likePost({
        op: op('likePost'),
        params: { post_id: 'next_abcdef' },
        query: new URLSearchParams(),
        fields: {},
        member: ERIKA,
      } as unknown as AreaCall),
    ).toEqual({ status: 204 });
  });

  it('conversations: a create-then-delete loop is bounded, freed once every participant deleted, first messages counted', async () => {
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
    let created = 0;
    let refused: any;
    while (!refused && created <= STORE_LIMITS.itemsPerMember) {
      const answer = create(MAX, ERIKA);
      if (answer.status !== 201 && answer.status !== 200) refused = answer;
      else {
        created++;
        as(MAX, 'deleteConversation', { id: answer.json.conversation.id });
      }
    }
    // Deleted by Max but kept for Erika: they count for Max, who cannot store without bound.
    expect(created).toBeLessThanOrEqual(STORE_LIMITS.itemsPerMember);
    expect(refused).toMatchObject({ status: 400, errors: [{ field: 'recipient_ids', reason: 'TOO_MANY_ENTRIES' }] });
    // Erika's bound is her own: she can still start a conversation with Max.
    expect(create(ERIKA, MAX).status).toBeLessThan(300);
    // Once Erika deleted them too, they are freed: Max may start conversations again.
    const erikas = as(ERIKA, 'listConversations', {}).json.conversations.items.filter((c: any) => c.participants[0].id === MAX);
    for (const c of erikas) as(ERIKA, 'deleteConversation', { id: c.id });
    expect(conversationsArea.stats!(box)['conversations']).toBeLessThan(10);
    expect(create(MAX, ERIKA).status).toBeLessThan(300);
    // Messages: the first message of a conversation counts against the member's messages too.
    const id = create(ERIKA, MAX).json.conversation.id;
    let posted = 0;
    while (as(ERIKA, 'createMessage', { conversation_id: id }, { content: 'x' }).status < 300) posted++;
    expect(posted).toBeLessThan(STORE_LIMITS.itemsPerMember);
    expect(create(ERIKA, MAX)).toMatchObject({ status: 400, errors: [{ field: 'content', reason: 'TOO_MANY_ENTRIES' }] });
  });
});
