// The cap of the state as a whole (stateLimit): past it a call that would store more gets 403 naming the cap,
// the state stays within it (its file too), and room comes back when data goes (here: a reset).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMockCli } from '../../mock/cli.ts';
import { ALL_RIGHTS, ERIKA, handshake, MAX } from './helpers.ts';
import { call, expectFieldRefusal, refusedCall, twoMembers } from './areas.ts';

const dir = mkdtempSync(join(tmpdir(), 'mock-state-limit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMIT = 200_000;

describe('the cap of the state as a whole', () => {
  it('refuses a call that would store past it with 403, keeps the state within it, and frees room on reset', async () => {
    const file = join(dir, 'state.json');
    const m = await twoMembers({ stateLimit: LIMIT, stateFile: file, testing: true });
    try {
      const create = () =>
        call(m.max, 'createConversation', {
          params: { path: { user_id: 'me' } },
          body: { subject: 'Big', content: 'x'.repeat(16_000), recipient_ids: ERIKA },
        });
      let created = 0;
      let refused;
      while (!refused && created < 100) {
        try {
          await create();
          created++;
        } catch (error) {
          refused = error;
        }
      }
      expect(created).toBeGreaterThan(3);
      expect(created).toBeLessThan(100);
      const error = await refusedCall(m.max, 'createConversation', {
        params: { path: { user_id: 'me' } },
        body: { subject: 'Big', content: 'x'.repeat(16_000), recipient_ids: ERIKA },
      });
      expectFieldRefusal(error, 403, 'INVALID_PARAMETERS', 'body');
      expect(error.message).toContain('stateLimit');
      const control = (path: string) => fetch(`${m.server.url}/__mock/${path}`, { method: 'POST', headers: { 'mock-control': '1' } });
      expect((await control('state/save')).status).toBe(200);
      expect(Buffer.byteLength(JSON.stringify(JSON.parse(readFileSync(file, 'utf8')).areas))).toBeLessThanOrEqual(LIMIT);
      expect((await control('reset')).status).toBe(200);
      // A reset forgets the tokens too: sign in again.
      const again = (await handshake(m.server, ALL_RIGHTS, MAX)).client;
      await call(again, 'createConversation', {
        params: { path: { user_id: 'me' } },
        body: { subject: 'Again', content: 'x'.repeat(16_000), recipient_ids: ERIKA },
      });
    } finally {
      await m.server.close();
    }
  });

  it('full state still takes DELETE calls: they only free', async () => {
    // A state of a known size, then a mock on it with less room than any call is counted as (STORE_OVERHEAD).
    const file = join(dir, 'full.json');
    const first = await twoMembers({ stateFile: file, testing: true });
    let id: string;
    try {
      id = (
        await call(first.max, 'createConversation', {
          params: { path: { user_id: 'me' } },
          body: { subject: 'Kept', content: 'x'.repeat(2_000), recipient_ids: ERIKA },
        })
      ).conversation.id;
    } finally {
      await first.server.close();
    }
    const areaBytes = () => Buffer.byteLength(JSON.stringify(JSON.parse(readFileSync(file, 'utf8')).areas));
    const held = areaBytes();
    const m = await twoMembers({ stateFile: file, stateLimit: held + 100, testing: true });
    try {
      const error = await refusedCall(m.max, 'createConversation', {
        params: { path: { user_id: 'me' } },
        body: { subject: 'More', content: 'x', recipient_ids: ERIKA },
      });
      expectFieldRefusal(error, 403, 'INVALID_PARAMETERS', 'body');
      await call(m.max, 'deleteConversation', { params: { path: { user_id: 'me', id } } });
      await call(m.erika, 'deleteConversation', { params: { path: { user_id: 'me', id } } });
    } finally {
      await m.server.close();
    }
    // Deleted by both of its members, the conversation is freed.
    expect(areaBytes()).toBeLessThan(held);
  });
});

describe('npm run mock -- --state-limit', () => {
  it('takes the cap in bytes and refuses anything else, naming the flag (exit 2)', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      for (const value of ['lots', '0', '-5', '1.5']) expect(await runMockCli([`--state-limit=${value}`])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual(
      ['lots', '0', '-5', '1.5'].map((value) => `mock: --state-limit ${value}: expected a number of bytes above 0\n`),
    );
  });
});
