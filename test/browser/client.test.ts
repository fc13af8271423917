// The client in a browser: esbuild bundles the generated client for the browser platform (a Node built-in on its
// path fails the bundle), Chromium loads it from the mock's origin, and the page signs through WebCrypto: the
// shared signature vectors, the OAuth handshake and a signed call against the mock.
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../mock/server.ts';
import { launch, root, type Browser } from './helpers.ts';

let mock: MockServer;
let browser: Browser;
let bundle: string;
let inputs: string[];

beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'client-entry.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
  inputs = Object.keys(result.metafile.inputs);
  mock = await startMock({ port: 0, host: '127.0.0.1' });
  browser = await launch();
  // The page is served at the mock's origin, as the docs' "Try it" is: the client's calls are same-origin.
  await browser.page.route(`${mock.url}/client-test.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><script type="module">${bundle.replace(/<\/script/g, '<\\/script')}</script>`,
    }),
  );
  await browser.page.goto(`${mock.url}/client-test.html`);
  await browser.page.waitForFunction(() => 'pronetTest' in globalThis);
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

describe('the client bundled for a browser', () => {
  it('bundles without a Node built-in or Buffer', () => {
    expect(inputs.filter((file) => file.startsWith('node:'))).toEqual([]);
    expect(inputs.some((file) => file.includes('plugins/oauth1/verify.ts'))).toBe(false);
    // No global Buffer: the node:crypto path takes its NodeBuffer from process.getBuiltinModule at run time.
    expect(bundle).not.toMatch(/(?<![\w.])Buffer\./);
    expect(inputs.map((file) => path.relative(root, path.resolve(root, file)))).toContain('generated/client.ts');
  });

  it('signs the shared vectors through WebCrypto', async () => {
    const { hasSyncHmac, results } = await browser.page.evaluate(() => (globalThis as any).pronetTest.vectors());
    expect(hasSyncHmac).toBe(false);
    expect(results.length).toBeGreaterThanOrEqual(5);
    for (const [name, signature, expected] of results) expect(`${name}: ${signature}`).toBe(`${name}: ${expected}`);
  });

  it('runs the handshake and a signed call against the mock, and restores a saved token', async () => {
    const { key, secret } = mock.config.consumers[0]!;
    const page = browser.page;
    const authorizeUrl: string = await page.evaluate(
      ([k, s]) => (globalThis as any).pronetTest.requestToken(k, s, 'https://example.com/callback'),
      [key, secret],
    );
    expect(authorizeUrl).toMatch(new RegExp(`^${mock.url}/v1/authorize\\?oauth_token=`));

    // The user grants access: the mock's authorization page, submitted as a browser submits it.
    const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(await (await fetch(authorizeUrl)).text());
    expect(form).not.toBeNull();
    const body = new URLSearchParams(
      [...form![2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    body.set('member', mock.config.members[0]!.id);
    body.set('decision', 'allow');
    const allowed = await fetch(new URL(form![1]!.replace(/&amp;/g, '&'), mock.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    const verifier = new URL(allowed.headers.get('location')!).searchParams.get('oauth_verifier');
    expect(verifier).toBeTruthy();

    const result = await page.evaluate(([v, k, s]) => (globalThis as any).pronetTest.accessTokenAndCall(v, k, s), [verifier, key, secret]);
    expect(result).toEqual({ id: expect.any(String), status: 200, againId: result.id, redacted: true });
    expect(browser.errors).toEqual([]);
    expect(browser.external).toEqual([]);
  });
});
