// Where Try it keeps the reader's secrets, in Chromium against a mock with a consumer of its own (so that its
// secret is in no page the generator wrote): in the page's memory only, never in an attribute (the serialized page
// holds none), nor in session storage unless "Remember in this tab" is ticked; the shown handshake answers mask
// oauth_token_secret; "Forget credentials" clears what was remembered, in this tab and in a tab opened from it; and
// the dialog's text says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../mock/server.ts';
import { operations } from '../../generated/operations.ts';
import { launch, operationRoute, type Browser } from './helpers.ts';

const CONSUMER = { key: 'reader-app', secret: 'reader-secret-3f9c2a7d41b8e6', name: 'Reader App', rights: ['users'] };

let mock: MockServer;
let browser: Browser;

beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1', config: { consumers: [CONSUMER] } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

const current = operations.getCurrentUser ?? operations.getUser;
const route = operationRoute(current.tag, current.operationId);
const section = `[data-section-id="${route}"]`;
const STORE = 'pronet.tryIt';

async function openDialog() {
  const p = browser.page;
  await p.waitForSelector(`${section} .pn-try`, { timeout: 30_000 });
  await p.locator(`${section} .pn-try summary`).click();
  await p.locator(`${section} .pn-try-secondary`, { hasText: 'Credentials and handshake' }).click();
  const dialog = p.locator('dialog.pn-try-dialog');
  await dialog.waitFor();
  return dialog;
}

async function enterConsumer(dialog: Awaited<ReturnType<typeof openDialog>>) {
  await dialog.locator('input[name="consumerKey"]').fill(CONSUMER.key);
  await dialog.locator('input[name="consumerKey"]').press('Tab');
  await dialog.locator('input[name="consumerSecret"]').fill(CONSUMER.secret);
  await dialog.locator('input[name="consumerSecret"]').press('Tab');
}

const storage = (p = browser.page) => p.evaluate(() => JSON.stringify({ ...sessionStorage }));
const serialized = () => browser.page.evaluate(() => document.documentElement.outerHTML);

describe('Try it keeps secrets', () => {
  it('in memory only, in no attribute, masked when shown, and says so', async () => {
    const p = browser.page;
    await p.goto(`${mock.docsUrl}#${route}`);
    const dialog = await openDialog();
    const keeping = await dialog.locator('.pn-try-keeping').textContent();
    expect(keeping).toMatch(/memory only/);
    expect(keeping).toMatch(/Remember in this tab/);
    expect(await dialog.locator('input[name="remember"]').isChecked()).toBe(false);
    // The consumers offered are the mock's defaults: only one marked as a test consumer is called one.
    const offered = await p.evaluate(
      () => JSON.parse(document.getElementById('pn-try-data')!.textContent!) as { consumers: Array<{ key: string; test: boolean }> },
    );
    expect(offered.consumers.some((c) => !c.test)).toBe(true);
    for (const c of offered.consumers) {
      const text = await dialog.locator(`select[name="consumer"] option[value="${c.key}"]`).textContent();
      expect(text).toContain('a default consumer of the mock');
      expect(text!.includes('test consumer')).toBe(c.test);
    }
    await enterConsumer(dialog);

    await dialog.getByRole('button', { name: '1. Get a request token' }).click();
    const authorize = dialog.locator('a.pn-try-authorize');
    await authorize.waitFor();
    expect(await dialog.locator('.pn-try-answer .pn-try-body').textContent()).toContain('oauth_token_secret=(hidden)');
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), authorize.click()]);
    await tab.waitForLoadState();
    await tab.getByRole('button', { name: 'Allow' }).click();
    const pin = (await tab.locator('#oauth_verifier').textContent())!.trim();
    await tab.close();
    await dialog.locator('input[name="verifier"]').fill(pin);
    await dialog.getByRole('button', { name: '3. Get the access token' }).click();
    await p.waitForFunction(() => (document.querySelector('dialog input[name="tokenSecret"]') as HTMLInputElement).value !== '');
    const tokenSecret = await dialog.locator('input[name="tokenSecret"]').inputValue();
    expect(tokenSecret.length).toBeGreaterThan(8);

    // The shown step-3 answer names the field but not its value.
    const shown = (await dialog.locator('.pn-try-answer .pn-try-body').textContent())!;
    expect(shown).toContain('oauth_token_secret=(hidden)');
    expect(shown).not.toContain(tokenSecret);
    // No attribute, no text of the page, no session storage holds either secret.
    const html = await serialized();
    expect(html).not.toContain(CONSUMER.secret);
    expect(html).not.toContain(tokenSecret);
    const stored = await storage();
    expect(stored).not.toContain(CONSUMER.secret);
    expect(stored).not.toContain(tokenSecret);

    // Held in memory, they sign: the mock accepts the call.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await p.locator(`${section} .pn-try-send`).click();
    const status = p.locator(`${section} .pn-try-status`);
    expect(await status.getAttribute('data-status')).toBe(current.successStatus.replace(/xx$/i, '00'));

    // As the text says, a reload forgets them.
    await p.reload();
    const again = await openDialog();
    expect(await again.locator('input[name="consumerSecret"]').inputValue()).toBe('');
    expect(await again.locator('input[name="tokenSecret"]').inputValue()).toBe('');
  });

  it('in session storage when "Remember in this tab" is ticked, until "Forget credentials", here and in tabs opened from here', async () => {
    const p = browser.page;
    await p.goto('about:blank');
    await p.goto(`${mock.docsUrl}#${route}`);
    const dialog = await openDialog();
    await enterConsumer(dialog);
    expect(await storage()).not.toContain(CONSUMER.secret);
    await dialog.getByLabel('Remember in this tab').check();
    expect(await storage()).toContain(CONSUMER.secret);
    expect(await serialized()).not.toContain(CONSUMER.secret);

    // Remembered across a reload of this tab.
    await p.reload();
    const again = await openDialog();
    expect(await again.locator('input[name="consumerSecret"]').inputValue()).toBe(CONSUMER.secret);
    expect(await again.locator('input[name="remember"]').isChecked()).toBe(true);
    expect(await serialized()).not.toContain(CONSUMER.secret);

    // A tab this one opens gets a copy of its session storage (Chromium's behaviour); forgetting here clears it there.
    const [other] = await Promise.all([
      browser.context.waitForEvent('page'),
      p.evaluate((url) => void window.open(url, '_blank'), `${mock.docsUrl}#${route}`),
    ]);
    await other.waitForSelector(`${section} .pn-try`, { timeout: 30_000 });
    expect(await storage(other)).toContain(CONSUMER.secret);

    await again.getByRole('button', { name: 'Forget credentials' }).click();
    expect(await p.evaluate((key) => sessionStorage.getItem(key), STORE)).toBeNull();
    expect(await again.locator('input[name="consumerSecret"]').inputValue()).toBe('');
    expect(await again.locator('input[name="remember"]').isChecked()).toBe(false);
    await other.waitForFunction((key) => sessionStorage.getItem(key) === null, STORE);
    expect(await storage(other)).not.toContain(CONSUMER.secret);
    await other.close();
    expect(browser.errors).toEqual([]);
    expect(browser.external).toEqual([]);
  });
});
