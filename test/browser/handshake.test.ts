// The handshake as a user does it in Chromium: the authorization page of the mock, a member picked, Allow clicked,
// and the browser landing on the callback (`pronet auth --callback loopback`'s local page, or a web application's
// page: a second server on 127.0.0.1). Chromium checks the page's CSP `form-action` against the redirect that
// answers the form, so a test that posts the form with fetch would not see a blocked landing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { startMock, type MockServer } from '../../mock/server.ts';
import { launch, root, type Browser } from './helpers.ts';

let mock: MockServer;
let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-browser-handshake-'));
beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1' });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** On the authorization page: pick the member by name and click Allow; resolves once the next page has loaded. */
async function allowAs(page: Page, memberName: string): Promise<void> {
  await page.getByLabel(memberName).check();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Allow' }).click()]);
}

it('pronet auth --callback loopback: Allow lands on the local page, and the command stores the token', async () => {
  const { key, secret } = mock.config.consumers[0]!;
  const member = mock.config.members[1]!;
  const secretFile = path.join(dir, 'consumer-secret');
  fs.writeFileSync(secretFile, secret, { mode: 0o600 });
  const tokenFile = path.join(dir, 'credentials.json');
  const loader = pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href;
  const args = ['auth', '--callback', 'loopback', '--consumer-key', key, '--consumer-secret-file', secretFile];
  const child = spawn(process.execPath, ['--import', loader, path.join(root, 'cli/pronet.ts'), ...args, '--token-file', tokenFile], {
    env: { ...process.env, PRONET_BASE_URL: mock.url },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const pageUrl = await new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });

  await browser.page.goto(pageUrl);
  await allowAs(browser.page, member.name);
  expect(browser.page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
  expect(await browser.page.textContent('body')).toContain('Access granted');
  expect(await exited, output).toBe(0);
  expect(output).toContain(`Access token stored in ${tokenFile}`);
  expect(JSON.parse(fs.readFileSync(tokenFile, 'utf8')).accessToken.extra.user_id).toBe(member.id);
  expect(browser.errors).toEqual([]);
}, 60_000);

/** A web application on 127.0.0.1: its callback page exchanges the verifier and greets the member. */
type RequestToken = Awaited<ReturnType<ReturnType<typeof createClient>['handshake']['requestToken']>>;
async function webApp(port = 0, pending = new Map<string, RequestToken>()) {
  const { key, secret } = mock.config.consumers[0]!;
  const client = createClient({ baseUrl: mock.url, credentials: { consumerKey: key, consumerSecret: secret } });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const requestToken = pending.get(url.searchParams.get('oauth_token') ?? '');
    if (url.pathname !== '/callback' || !requestToken) return void res.writeHead(404).end('unknown request token');
    client.setToken(await client.handshake.accessToken(requestToken, url.searchParams.get('oauth_verifier') ?? ''));
    const { id_card } = await client.users.getIdCard();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<title>Web app</title><p>Signed in as ${id_card.display_name}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** A request token whose callback is this application's page, and the page to send the user to. */
    async start(): Promise<string> {
      const requestToken = await client.handshake.requestToken(`${origin}/callback`);
      pending.set(requestToken.token, requestToken);
      return client.handshake.authorizationUrl(requestToken);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('a web application callback: Allow lands on its page, which completes the handshake', async () => {
  const app = await webApp();
  try {
    await browser.page.goto(await app.start());
    // The page may post to the mock and let the answer land on the callback's origin, and nowhere else.
    const csp = (await browser.page.request.get(browser.page.url())).headers()['content-security-policy'];
    expect(csp).toMatch(new RegExp(`form-action 'self' ${app.origin}$`));
    await allowAs(browser.page, mock.config.members[0]!.name);
    expect(browser.page.url()).toMatch(new RegExp(`^${app.origin}/callback\\?oauth_token=`));
    expect(await browser.page.textContent('body')).toBe(`Signed in as ${mock.config.members[0]!.name}`);
    expect(browser.errors).toEqual([]);
  } finally {
    await app.close();
  }
}, 60_000);

it('a browser that could not land keeps its request token: Allow again lands once the callback listens', async () => {
  // The application's port, free for now: the first landing fails (connection refused).
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const pending = new Map<string, RequestToken>(); // the application's store, kept across its restart
  const first = await webApp(port, pending);
  const pageUrl = await first.start();
  await first.close();

  await browser.page.goto(pageUrl);
  await browser.page.getByLabel(mock.config.members[0]!.name).check();
  await browser.page.getByRole('button', { name: 'Allow' }).click();
  await browser.page.waitForURL(/\/callback\?/, { waitUntil: 'commit' }).catch(() => {});
  expect(await browser.page.textContent('body').catch(() => '')).not.toContain('Signed in');

  // The application is back on its port; the user opens the page again and allows again.
  const app = await webApp(port, pending);
  try {
    await browser.page.goto(pageUrl);
    await allowAs(browser.page, mock.config.members[0]!.name);
    expect(browser.page.url()).toMatch(new RegExp(`^${app.origin}/callback\\?oauth_token=`));
    expect(await browser.page.textContent('body')).toBe(`Signed in as ${mock.config.members[0]!.name}`);
  } finally {
    await app.close();
  }
}, 60_000);
