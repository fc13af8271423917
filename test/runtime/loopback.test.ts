// pronet-api/node: the loopback callback of the handshake (runtime/node.ts), against the mock. The test plays the
// user's browser: it submits the authorization page and follows the redirect to the local page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { listenForCallback, loopbackHandshake } from '../../runtime/node.ts';
import { startMock, type MockServer } from '../../mock/server.ts';
import { submitAuthorization } from '../mock/helpers.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1' });
});
afterAll(() => mock?.close());

/** The user: allows access on the page, and the browser follows the redirect to the callback. */
async function allow(pageUrl: string): Promise<Response> {
  const allowed = await submitAuthorization(pageUrl, mock.config.members[0]!.id, 'allow');
  return fetch(allowed.headers.get('location')!);
}

describe('loopbackHandshake', () => {
  it('runs the handshake with a page on 127.0.0.1 as the callback; the client then signs with the access token', async () => {
    const { key, secret } = mock.config.consumers[0]!;
    const client = createClient({ baseUrl: mock.url, credentials: { consumerKey: key, consumerSecret: secret } });
    let page: Response | undefined;
    let callback = '';
    const accessToken = await loopbackHandshake(client, async (url) => {
      callback = new URL(url).searchParams.get('oauth_token') ?? '';
      page = await allow(url);
    });
    expect(callback).not.toBe('');
    expect(page!.status).toBe(200);
    expect(await page!.text()).toContain('Access granted');
    expect(accessToken.extra['user_id']).toBe(mock.config.members[0]!.id);
    expect((await client.users.getIdCard()).id_card.id).toBe(mock.config.members[0]!.id);
  });

  it('closes its page when the handshake fails', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: { consumerKey: 'nobody', consumerSecret: 'x' } });
    let callback = '';
    const watched = {
      handshake: { ...client.handshake, requestToken: (url: string) => ((callback = url), client.handshake.requestToken(url)) },
    };
    const error = await loopbackHandshake(watched, () => {}, { path: '/back' }).catch((e) => e);
    expect(error).toMatchObject({ status: 401, errorName: 'INVALID_OAUTH_CONSUMER' });
    expect(callback).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/back$/);
    await expect(fetch(callback)).rejects.toThrow(); // nothing listens there any more
  });
});

describe('listenForCallback', () => {
  it('answers 404 to anything but its path with a verifier, and resolves with the verifier', async () => {
    const callback = await listenForCallback();
    expect(callback.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect((await fetch(new URL('/other?oauth_verifier=v', callback.url))).status).toBe(404);
    expect((await fetch(callback.url)).status).toBe(404);
    expect((await fetch(`${callback.url}?oauth_token=t&oauth_verifier=v%201`)).status).toBe(200);
    expect(await callback.verifier).toBe('v 1');
  });

  it("once told its request token, takes no other token's verifier: 400, and it keeps waiting", async () => {
    const callback = await listenForCallback();
    callback.expect('the-request-token');
    expect((await fetch(`${callback.url}?oauth_token=someone-else&oauth_verifier=planted`)).status).toBe(400);
    expect((await fetch(`${callback.url}?oauth_verifier=planted`)).status).toBe(400);
    expect((await fetch(`${callback.url}?oauth_token=the-request-token&oauth_verifier=real`)).status).toBe(200);
    expect(await callback.verifier).toBe('real');
  });

  it('rejects after its timeout, on an abort, or when closed, naming why', async () => {
    await expect((await listenForCallback({ timeout: 1 })).verifier).rejects.toThrow(
      /no authorization came back to the loopback callback within 1 ms/,
    );
    const controller = new AbortController();
    const aborted = await listenForCallback({ signal: controller.signal });
    controller.abort(new Error('user gave up'));
    await expect(aborted.verifier).rejects.toThrow('user gave up');
    const closed = await listenForCallback();
    await closed.close();
    await expect(closed.verifier).rejects.toThrow(/closed before the authorization came back/);
    await expect(fetch(closed.url)).rejects.toThrow();
    await expect(listenForCallback({ path: 'callback' })).rejects.toThrow(/^path: must start with \//);
  });
});
