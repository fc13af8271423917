// An access token in one line for tests: `mock.authorize()` runs the real handshake, `accessTokens` in the
// configuration gives tokens from the start (as `bearerTokens` do), and `pronet auth --member` allows on the
// mock's page without a browser.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, ERIKA, MAX, mock, op, send } from './helpers.ts';

const idCard = op('getIdCard');
let server: MockServer;
beforeAll(async () => {
  server = await mock({
    testing: true,
    config: { accessTokens: [{ consumer: ALL_RIGHTS.consumerKey, member: ERIKA, token: 'erika-test-token', secret: 'erika-test-secret' }] },
  });
});
afterAll(() => server.close());

describe('a token in one line', () => {
  it('mock.authorize() runs the handshake for a consumer and member; the client signs with it', async () => {
    const credentials = await server.authorize({ member: ERIKA });
    expect(credentials).toMatchObject({ consumerKey: ALL_RIGHTS.consumerKey, member: ERIKA });
    const client = createClient({ baseUrl: server.url, credentials });
    expect((await client.users.getIdCard()).id_card.id).toBeTruthy();
    expect((await server.authorize()).member).toBe(MAX);
    await expect(server.authorize({ member: '999999_ffffff' })).rejects.toThrow(
      /999999_ffffff is not an active member \(active: 123456_abcdef, 654321_fedcba\)/,
    );
    await expect(server.authorize({ consumer: 'nobody' })).rejects.toThrow(/no consumer has the key nobody/);
  });

  it('accessTokens in the configuration sign from the start, and after a reset', async () => {
    const credentials = { ...ALL_RIGHTS, token: 'erika-test-token', tokenSecret: 'erika-test-secret' };
    expect((await send(server, { path: idCard.path, credentials })).status).toBe(200);
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: { 'mock-control': '1' } })).status).toBe(200);
    expect((await send(server, { path: idCard.path, credentials })).status).toBe(200);
    await expect(mock({ config: { accessTokens: [{ consumer: 'nobody', member: MAX, token: 't', secret: 's' }] } })).rejects.toThrow(
      'accessTokens[0].consumer: no consumer has the key nobody',
    );
  });

  it("pronet auth --member allows on the mock's page without a browser", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-member-'));
    try {
      const file = join(dir, 'credentials.json');
      const cli = join(import.meta.dirname, '../../cli/pronet.ts');
      const env = { ...process.env, PRONET_CONSUMER_KEY: ALL_RIGHTS.consumerKey, PRONET_CONSUMER_SECRET: ALL_RIGHTS.consumerSecret };
      const code = await new Promise<number | null>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', cli, 'auth', '--base-url', server.url, '--member', ERIKA, '--token-file', file],
          { env },
          () => resolve(child.exitCode),
        );
      });
      expect(code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8')).accessToken.extra.user_id).toBe(ERIKA);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
