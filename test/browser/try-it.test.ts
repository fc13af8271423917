// "Try it" on the rendered docs, in Chromium, against the mock that serves the page: the OAuth 1.0 handshake run
// from the page (request token, the mock's authorization page, the PIN, the access token), a signed call that
// the mock answers, the same call with its signature tampered that the mock refuses, and "forget" clearing the
// session storage. Run with `npm run test:browser`, after `npm run generate`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.ts';
import { launch, operationRoute, screenshot, serveDocs, type Browser, type DocsServer } from './helpers.ts';

let server: DocsServer;
let browser: Browser;

beforeAll(async () => {
  if (process.env.PRONET_DOCS_SERVER === 'static') throw new Error('Try it needs the mock: unset PRONET_DOCS_SERVER');
  server = await serveDocs();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const current = operations.getCurrentUser ?? operations.getUser;
const route = operationRoute(current.tag, current.operationId);
const section = `[data-section-id="${route}"]`;

async function openPanel() {
  const p = browser.page;
  await p.goto(`${server.pages[0]}#${route}`);
  await p.waitForSelector(`${section} .pn-try`, { timeout: 30_000 });
  await p.locator(`${section} .pn-try summary`).click();
  return p;
}

const storage = () => browser.page.evaluate(() => sessionStorage.getItem('pronet.tryIt'));

describe('Try it', () => {
  it('every operation gets a panel, prefilled from its examples', async () => {
    const p = await openPanel();
    expect(await p.locator(`${section} .pn-try-target`).textContent()).toContain(`Sends to ${server.url}`);
    // No credentials yet: nothing to sign with, so "Sign with OAuth 1.0" is not ticked.
    expect(await p.locator(`${section} input[name="sign"]`).isChecked()).toBe(false);
    // A call with a path parameter: its input holds the description's example.
    const withPath = Object.values(operations).find((o) => o.path.includes('{id}'))!;
    const r = operationRoute(withPath.tag, withPath.operationId);
    await p.goto(`${server.pages[0]}#${r}`);
    await p.waitForSelector(`[data-section-id="${r}"] .pn-try`, { timeout: 30_000 });
    const id = await p.locator(`[data-section-id="${r}"] .pn-try input[name="path:id"]`).inputValue();
    expect(id).not.toBe('');
    const data = await p.evaluate(
      () => JSON.parse(document.getElementById('pn-try-data')!.textContent!) as { operations: Array<{ id: string }> },
    );
    expect(data.operations.map((o) => o.id).sort()).toEqual(Object.keys(operations).sort());
  });

  it('runs the handshake from the page, signs a call the mock accepts, and a tampered one is refused', async () => {
    const p = await openPanel();
    await p.locator(`${section} .pn-try-secondary`, { hasText: 'Credentials and handshake' }).click();
    const dialog = p.locator('dialog.pn-try-dialog');
    await dialog.waitFor();
    await dialog.locator('select[name="consumer"]').selectOption({ index: 1 });
    // Remembered in this tab's session storage, as the reader asked.
    await dialog.getByLabel('Remember in this tab').check();
    await dialog.getByRole('button', { name: '1. Get a request token' }).click();
    const authorize = dialog.locator('a.pn-try-authorize');
    await authorize.waitFor();
    const href = await authorize.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${server.url}/.*\\?oauth_token=`));
    expect(href).not.toMatch(/secret/i);

    // The reader opens the authorization page in a new tab, allows, and copies the PIN.
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), authorize.click()]);
    await tab.waitForLoadState();
    await tab.getByRole('button', { name: 'Allow' }).click();
    const pin = (await tab.locator('#oauth_verifier').textContent())!.trim();
    expect(pin).not.toBe('');
    await tab.close();

    await dialog.locator('input[name="verifier"]').fill(pin);
    await dialog.getByRole('button', { name: '3. Get the access token' }).click();
    await p.waitForFunction(() => (document.querySelector('dialog input[name="token"]') as HTMLInputElement).value !== '');
    const saved = JSON.parse((await storage())!) as Record<string, string>;
    expect(saved['token']).toBeTruthy();
    expect(saved['tokenSecret']).toBeTruthy();
    expect(p.url()).not.toContain(saved['tokenSecret']!);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await p.locator(`${section} input[name="sign"]`).isChecked()).toBe(true); // ticked once the token came

    // A signed call: the mock checks the signature and answers with success.
    await p.locator(`${section} .pn-try-send`).click();
    const status = p.locator(`${section} .pn-try-status`);
    expect(await status.getAttribute('data-status')).toBe(current.successStatus.replace(/xx$/i, '00'));
    expect(await p.locator(`${section} .pn-try-headers`).textContent()).toContain('content-type');
    await screenshot(p, 'docs-try-it-signed');

    // The same call with one character of its signature changed on the way: refused.
    await p.route(`${server.url}${current.path}*`, async (r) => {
      const headers = { ...r.request().headers() };
      headers['authorization'] = headers['authorization']!.replace(
        /oauth_signature="([^"]+)"/,
        (_m, s: string) => `oauth_signature="${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}"`,
      );
      await r.continue({ headers });
    });
    await p.locator(`${section} .pn-try-send`).click();
    await p.locator(`${section} .pn-try-status[data-status="401"]`).waitFor();
    expect(await p.locator(`${section} .pn-try-body`).textContent()).toMatch(/signature/i);
    await p.unroute(`${server.url}${current.path}*`);

    // Forget: the session storage holds nothing any more, and calls go out unsigned by the consumer.
    await p.locator(`${section} .pn-try-secondary`, { hasText: 'Credentials and handshake' }).click();
    await dialog.getByRole('button', { name: 'Forget credentials' }).click();
    expect(await storage()).toBeNull();
    expect(await dialog.locator('input[name="consumerSecret"]').inputValue()).toBe('');
    // Chromium logs every 4xx answer of a fetch; the tampered call's 401 is the only one.
    expect(browser.errors).toEqual(['console: Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    expect(browser.external).toEqual([]);
  });
});
