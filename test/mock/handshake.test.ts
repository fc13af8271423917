// The OAuth 1.0 handshake against the running mock: through the generated client, with the authorization
// page driven like a browser (GET the page, POST its form), and the GET variants of the token calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { HandshakeError, OAuthError, RequestToken } from '../../plugins/oauth1/index.ts';
import type { MockServer } from '../../mock/server.ts';
import {
  ALL_RIGHTS,
  ERIKA,
  errorOf,
  formsOf,
  handshake,
  MAX,
  mock,
  op,
  problemsOf,
  problemsOfResponse,
  send,
  submitAuthorization,
  USERS_ONLY,
} from './helpers.ts';

let server: MockServer;
let skew = 0;
beforeAll(async () => {
  server = await mock({ clock: () => Date.now() + skew });
});
afterAll(() => server.close());

describe('the handshake through the generated client', () => {
  it('with a callback: the page redirects (302) with oauth_token and a verifier; the exchange gives an access token', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('https://example.com/oauth/callback?state=x');
    expect(requestToken.callbackConfirmed).toBe(true);

    const pageUrl = client.handshake.authorizationUrl(requestToken);
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(problemsOf(op('authorize'), 200, page.headers.get('content-type'), html)).toEqual([]);
    expect(html).toContain('Example App wants to access your profile');
    const main = formsOf(html).find((f) => f.buttons.some(([, v]) => v === 'allow'))!;
    expect(main.radios).toEqual([MAX, ERIKA]);
    expect(main.buttons.map(([, v]) => v)).toEqual(['allow', 'deny']);

    const redirect = await submitAuthorization(pageUrl, MAX, 'allow');
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://example.com/oauth/callback');
    expect(location.searchParams.get('state')).toBe('x');
    expect(location.searchParams.get('oauth_token')).toBe(requestToken.token);
    const verifier = location.searchParams.get('oauth_verifier')!;
    expect(verifier).toMatch(/^[0-9]{8}$/);

    const accessToken = await client.handshake.accessToken(requestToken, verifier);
    expect(accessToken.token).not.toBe(requestToken.token);
    expect(accessToken.extra).toEqual({ user_id: MAX });
    const card = (await client.users.getIdCard()) as { id_card: { id: string } };
    expect(card.id_card.id).toBeTruthy();
  });

  it('out of band: the page shows the verifier as a PIN', async () => {
    const { client, accessToken } = await handshake(server, ALL_RIGHTS, ERIKA, 'oob');
    expect(accessToken.extra['user_id']).toBe(ERIKA);
    await expect(client.users.getIdCard()).resolves.toBeTruthy();
  });

  it('the token answers are form-encoded with the statuses the description gives (POST 201, GET 200)', async () => {
    const post = await send(server, {
      method: 'POST',
      path: op('createRequestToken').path,
      credentials: ALL_RIGHTS,
      sign: { callback: 'oob' },
    });
    expect(post.status).toBe(201);
    expect(post.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await problemsOfResponse(op('createRequestToken'), post.clone())).toEqual([]);
    const pairs = new URLSearchParams(await post.text());
    expect(pairs.get('oauth_callback_confirmed')).toBe('true');

    // GET variant, parameters in the query.
    const get = await send(server, {
      path: op('getRequestToken').path,
      credentials: ALL_RIGHTS,
      sign: { callback: 'oob' },
      placement: 'query',
    });
    expect(get.status).toBe(200);
    expect(await problemsOfResponse(op('getRequestToken'), get.clone())).toEqual([]);
    const rt = new URLSearchParams(await get.text());

    const pin = await submitAuthorization(`${server.url}${op('authorize').path}?oauth_token=${rt.get('oauth_token')}`, MAX, 'allow');
    const verifier = /id="oauth_verifier">([^<]+)</.exec(await pin.text())![1]!;
    const credentials = { ...ALL_RIGHTS, token: rt.get('oauth_token')!, tokenSecret: rt.get('oauth_token_secret')! };
    const access = await send(server, { path: op('getAccessToken').path, credentials, sign: { verifier }, placement: 'query' });
    expect(access.status).toBe(200);
    expect(await problemsOfResponse(op('getAccessToken'), access.clone())).toEqual([]);
    expect(new URLSearchParams(await access.text()).get('user_id')).toBe(MAX);
  });

  it('accepts the parameters as form fields of the body, signed with PLAINTEXT', async () => {
    const rt = await send(server, {
      method: 'POST',
      path: op('createRequestToken').path,
      credentials: ALL_RIGHTS,
      sign: { callback: 'oob', signatureMethod: 'PLAINTEXT' },
      placement: 'body',
    });
    expect(rt.status).toBe(201);
    const pairs = new URLSearchParams(await rt.text());
    const pin = await submitAuthorization(`${server.url}${op('authorize').path}?oauth_token=${pairs.get('oauth_token')}`, MAX, 'allow');
    const verifier = /id="oauth_verifier">([^<]+)</.exec(await pin.text())![1]!;
    const access = await send(server, {
      method: 'POST',
      path: op('createAccessToken').path,
      credentials: { ...ALL_RIGHTS, token: pairs.get('oauth_token')!, tokenSecret: pairs.get('oauth_token_secret')! },
      sign: { verifier, signatureMethod: 'PLAINTEXT' },
      placement: 'body',
    });
    expect(access.status).toBe(201);
  });

  it("the page lets its form land on the callback's origin alone; Allow again by the same member answers the same", async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const csp = async (callback: string) => {
      const requestToken = await client.handshake.requestToken(callback);
      const pageUrl = client.handshake.authorizationUrl(requestToken);
      return { pageUrl, csp: (await fetch(pageUrl)).headers.get('content-security-policy')! };
    };
    expect((await csp('oob')).csp).toMatch(/form-action 'self'$/);
    expect((await csp('http://127.0.0.1:4321/callback?x=1')).csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:4321$/);
    const { pageUrl, csp: web } = await csp('https://example.com/oauth/callback');
    expect(web).toMatch(/form-action 'self' https:\/\/example\.com$/);

    const first = await submitAuthorization(pageUrl, MAX, 'allow');
    const again = await submitAuthorization(pageUrl, MAX, 'allow');
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const other = await submitAuthorization(pageUrl, ERIKA, 'allow');
    expect(await errorOf(other)).toMatchObject({ status: 400, error_name: 'INVALID_REQUEST_TOKEN' });
    expect(await errorOf(await submitAuthorization(pageUrl, MAX, 'deny'))).toMatchObject({ status: 400 });
  });

  it('Deny shows the cancellation page, and the request token is gone', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('https://example.com/cb');
    const pageUrl = client.handshake.authorizationUrl(requestToken);
    const denied = await submitAuthorization(pageUrl, MAX, 'deny');
    expect(denied.status).toBe(200);
    expect(await denied.text()).toContain('You did not allow Example App');
    const again = await fetch(pageUrl);
    expect(await errorOf(again)).toMatchObject({ status: 400, error_name: 'INVALID_REQUEST_TOKEN' });
    await expect(client.handshake.accessToken(requestToken, '12345678')).rejects.toMatchObject({
      status: 401,
      errorName: 'INVALID_REQUEST_TOKEN',
    });
  });

  it('a member who already authorized the consumer may continue without approving again', async () => {
    await handshake(server, USERS_ONLY, ERIKA);
    const client = createClient({ baseUrl: server.url, credentials: USERS_ONLY });
    const requestToken = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(requestToken);
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('Continue as Erika Mustermann');
    expect(html).not.toContain('Continue as Max Mustermann');
    expect(html).toContain('not meant for production');
    const answer = await submitAuthorization(pageUrl, ERIKA, 'continue');
    const verifier = /id="oauth_verifier">([^<]+)</.exec(await answer.text())![1]!;
    const accessToken = await client.handshake.accessToken(requestToken, verifier);
    expect(accessToken.extra['user_id']).toBe(ERIKA);
  });

  it('refuses to continue for a member who has not authorized the consumer yet', async () => {
    const client = createClient({ baseUrl: server.url, credentials: USERS_ONLY });
    const requestToken = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(requestToken);
    const forms = formsOf(await (await fetch(pageUrl)).text());
    const body = new URLSearchParams([...forms.at(-1)!.fields, ['member', MAX], ['decision', 'continue']]);
    const answer = await fetch(new URL(forms.at(-1)!.action, pageUrl), { method: 'POST', body, redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('has not authorized');
  });
});

describe('handshake refusals', () => {
  it('a wrong verifier', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('https://example.com/cb');
    await submitAuthorization(client.handshake.authorizationUrl(requestToken), MAX, 'allow');
    const error = await client.handshake.accessToken(requestToken, '00000000').catch((e) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ status: 401, errorName: 'INVALID_REQUEST_TOKEN' });
    expect(error.message).toContain('the verifier does not match');
  });

  it('a request token not authorized yet', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('oob');
    await expect(client.handshake.accessToken(requestToken, '12345678')).rejects.toMatchObject({
      status: 401,
      errorName: 'INVALID_REQUEST_TOKEN',
    });
  });

  it('an expired request token (older than 10 minutes): the page and the exchange refuse it', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(requestToken);
    const pin = await submitAuthorization(pageUrl, MAX, 'allow');
    const verifier = /id="oauth_verifier">([^<]+)</.exec(await pin.text())![1]!;
    skew = 10 * 60 * 1000 + 1000;
    try {
      // The plugin would refuse locally: send the exchange ourselves.
      const answer = await send(server, {
        method: 'POST',
        path: op('createAccessToken').path,
        credentials: { ...ALL_RIGHTS, token: requestToken.token, tokenSecret: requestToken.tokenSecret },
        sign: { verifier },
      });
      expect(await errorOf(answer)).toEqual({ status: 401, error_name: 'INVALID_REQUEST_TOKEN', message: 'Request token expired' });
      expect(await errorOf(await fetch(pageUrl))).toMatchObject({ status: 400, error_name: 'INVALID_REQUEST_TOKEN' });
    } finally {
      skew = 0;
    }
    // The client refuses an old token locally, before sending anything.
    const old = new RequestToken({ token: 'x', tokenSecret: 'y', obtainedAt: Date.now() - 11 * 60 * 1000, callbackConfirmed: true });
    await expect(client.handshake.accessToken(old, '1')).rejects.toBeInstanceOf(HandshakeError);
  });

  it('the request token call signed with a wrong consumer secret', async () => {
    const client = createClient({ baseUrl: server.url, credentials: { ...ALL_RIGHTS, consumerSecret: 'wrong' } });
    await expect(client.handshake.requestToken('oob')).rejects.toMatchObject({ status: 401, errorName: 'INVALID_OAUTH_SIGNATURE' });
  });

  it('the access token call signed with a wrong request token secret', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('oob');
    const pin = await submitAuthorization(client.handshake.authorizationUrl(requestToken), MAX, 'allow');
    const verifier = /id="oauth_verifier">([^<]+)</.exec(await pin.text())![1]!;
    const answer = await send(server, {
      method: 'POST',
      path: op('createAccessToken').path,
      credentials: { ...ALL_RIGHTS, token: requestToken.token, tokenSecret: 'not-the-secret' },
      sign: { verifier },
    });
    expect(await errorOf(answer)).toMatchObject({ status: 401, error_name: 'INVALID_OAUTH_SIGNATURE' });
    // Untouched: the right secret still works.
    await expect(client.handshake.accessToken(requestToken, verifier)).resolves.toBeTruthy();
  });

  it('an unknown consumer, a missing callback, a callback that is not a URL', async () => {
    const unknown = createClient({ baseUrl: server.url, credentials: { consumerKey: 'nobody', consumerSecret: 'x' } });
    await expect(unknown.handshake.requestToken('oob')).rejects.toMatchObject({ status: 401, errorName: 'INVALID_OAUTH_CONSUMER' });
    const noCallback = await send(server, { method: 'POST', path: op('createRequestToken').path, credentials: ALL_RIGHTS });
    expect(await errorOf(noCallback)).toMatchObject({
      status: 401,
      error_name: 'REQUIRED_PARAMETER_MISSING',
      message: 'Required OAuth parameter missing: oauth_callback',
    });
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    await expect(client.handshake.requestToken('not a url')).rejects.toMatchObject({ status: 400, errorName: 'CALLBACK_URL_NOT_ALLOWED' });
    await expect(client.handshake.requestToken('https://bücher.example/cb')).rejects.toMatchObject({
      errorName: 'CALLBACK_URL_NOT_ALLOWED',
    });
    await expect(client.handshake.requestToken('myapp://oauth/callback')).resolves.toBeTruthy();
  });

  it('the authorization page without a token or with an unknown one', async () => {
    const base = `${server.url}${op('authorize').path}`;
    for (const url of [base, `${base}?oauth_token=unknown`]) {
      const answer = await fetch(url);
      expect(answer.status).toBe(400);
      expect(await problemsOfResponse(op('authorize'), answer)).toEqual([]);
    }
  });

  it('a request token cannot read data', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const requestToken = await client.handshake.requestToken('oob');
    client.setToken(requestToken);
    await expect(client.users.getIdCard()).rejects.toMatchObject({ status: 401, errorName: 'INVALID_OAUTH_TOKEN' });
  });
});
