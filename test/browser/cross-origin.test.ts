// Another site in the user's browser cannot drive the mock: a page of another origin (a server of the test on
// another port of 127.0.0.1, so that Chromium's private-network rules, which would block a public site first, are
// not what refuses it) tries what a hostile page would, in Chromium, against a mock with the testing controls on. And a name the attacker's DNS points at 127.0.0.1 (DNS rebinding, played
// with Chromium's --host-resolver-rules) gets 403 from the mock. Node-level checks of the same refusals:
// test/mock/reach.test.ts.
import fsp from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { startMock, type MockServer } from '../../mock/server.ts';
import { submitAuthorization } from '../mock/helpers.ts';
import { CHROMIUM_ARGS, chromiumPath } from './helpers.ts';

let attacker: Server;
let ATTACKER: string;
let mock: MockServer;
let context: BrowserContext;
let page: Page;
let userDataDir: string;

beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1', testing: true, onWarning: () => {} });
  attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>attacker</title>'));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  ATTACKER = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  userDataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pronet-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP rebind.test 127.0.0.1'],
  });
  // No request interception here: with a route set, Playwright answers CORS preflights itself, which would let
  // through what Chromium refuses. The pages only ask 127.0.0.1 and the rebound name.
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${ATTACKER}/`);
});

afterAll(async () => {
  await context?.close();
  if (userDataDir) await fsp.rm(userDataDir, { recursive: true, force: true });
  await mock?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

/** Runs fetch in the attacker's page: 'blocked' when the browser refuses to give the answer to the page. */
const attempt = (url: string, init: RequestInit = {}) =>
  page.evaluate(
    async ([u, i]) => {
      try {
        const r = await fetch(u, i);
        return r.type === 'opaque' ? 'opaque' : `${r.status} ${await r.text()}`;
      } catch {
        return 'blocked';
      }
    },
    [url, init] as const,
  );

describe('a page of another origin', () => {
  it('cannot read the controls nor send them the header they need (no CORS, no preflight)', async () => {
    expect(await attempt(`${mock.url}/__mock/clock`)).toBe('blocked');
    expect(await attempt(`${mock.url}/__mock/clock`, { headers: { 'mock-control': '1' } })).toBe('blocked');
    const clock = async () => (await (await fetch(`${mock.url}/__mock/clock`, { headers: { 'mock-control': '1' } })).json()).now as number;
    const before = await clock();
    expect(
      await attempt(`${mock.url}/__mock/clock`, {
        method: 'POST',
        headers: { 'mock-control': '1', 'content-type': 'application/json' },
        body: '{"advanceMs":86400000}',
      }),
    ).toBe('blocked');
    expect(await clock()).toBeLessThan(before + 86_400_000);
  });

  it('cannot reset the mock with a form-like post (text/plain, no custom header)', async () => {
    const client = createClient({
      baseUrl: mock.url,
      credentials: { consumerKey: mock.config.consumers[0]!.key, consumerSecret: mock.config.consumers[0]!.secret },
    });
    const token = await client.handshake.requestToken('oob');
    const before = mock.stats()['requestTokens'];
    expect(
      await attempt(`${mock.url}/__mock/reset`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    ).toBe('opaque');
    expect(mock.stats()['requestTokens']).toBe(before);
    expect(token.token).toBeTruthy();
  });

  it('cannot read the authorization page nor post its form: the request token stays undecided', async () => {
    const client = createClient({
      baseUrl: mock.url,
      credentials: { consumerKey: mock.config.consumers[0]!.key, consumerSecret: mock.config.consumers[0]!.secret },
    });
    const token = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(token);
    expect(await attempt(pageUrl)).toBe('blocked');
    const member = mock.config.members[0]!.id;
    await page.evaluate(
      ([action, fields]) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(fields))
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        document.body.append(form);
        form.submit();
      },
      [pageUrl.split('?')[0]!, { oauth_token: token.token, member, decision: 'allow' }] as const,
    );
    await page.waitForURL((url) => url.href.startsWith(mock.url));
    expect(await page.textContent('body')).toContain('form token');
    await page.goto(`${ATTACKER}/`);
    // Nothing was decided: the user's own submission is the first decision.
    expect((await submitAuthorization(pageUrl, member, 'allow')).status).toBe(200);
  });

  it('can still call the API (Prism-style CORS on the API paths), as docs and browser apps do', async () => {
    const answer = await attempt(`${mock.url}/v1/users/me/id_card`);
    expect(answer).toMatch(/^401 /);
  });

  it('cannot frame the docs', async () => {
    await page.setContent(`<iframe src="${mock.url}/"></iframe>`);
    await page.waitForTimeout(0);
    const frame = page.frames()[1];
    await frame?.waitForLoadState().catch(() => {});
    expect(frame?.url() ?? '').not.toBe(`${mock.url}/`);
  });
});

describe('a name rebound to 127.0.0.1', () => {
  it('gets 403 naming --allowed-host, on the docs and on the controls', async () => {
    const port = new URL(mock.url).port;
    const answer = await page.goto(`http://rebind.test:${port}/`);
    expect(answer!.status()).toBe(403);
    expect(await page.textContent('body')).toContain('--allowed-host rebind.test');
    expect(await attempt(`http://rebind.test:${port}/__mock/clock`, { headers: { 'mock-control': '1' } })).toMatch(/^403 /);
  });
});
