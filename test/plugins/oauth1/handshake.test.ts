/** The three-step handshake against a fake service on 127.0.0.1 that checks every signature. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccessToken,
  ApiError,
  authorizationUrl,
  createCredentials,
  getAccessToken,
  getRequestToken,
  HANDSHAKE_PATHS,
  HandshakeError,
  InvalidTokenError,
  OAuthError,
  readOAuthParams,
  REQUEST_TOKEN_LIFETIME_MS,
  RequestToken,
  verifySignature,
  type Placement,
} from '../../../plugins/oauth1/index.ts';
import { operations } from '../../../generated/operations.ts';
import { handshakePaths } from '../../../runtime/handshake.ts';
import { sendJson, startServer, type LocalServer } from './local-server.ts';

const consumer = createCredentials({ consumerKey: 'ck', consumerSecret: 'c-secret' });
const REQUEST_TOKEN = { token: 'rt 1', secret: 'rt-secret/+' };

type Mode = 'ok' | 'status200' | 'unconfirmed' | 'html' | 'badSignature' | 'invalidToken' | 'serverError';
let mode: Mode = 'ok';
let server: LocalServer;
let checks: { valid: boolean; params: Record<string, string> }[] = [];

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

beforeAll(async () => {
  server = await startServer((request, res) => {
    const read = readOAuthParams(request);
    const onAccess = request.path === '/v1/access_token';
    const valid = verifySignature(read, {
      consumerSecret: 'c-secret',
      tokenSecret: onAccess ? REQUEST_TOKEN.secret : undefined,
    });
    checks.push({ valid, params: { ...read.params } });
    if (mode === 'badSignature' || !valid) {
      return sendJson(res, 401, { message: 'Invalid OAuth signature', error_name: 'INVALID_OAUTH_SIGNATURE' });
    }
    if (mode === 'invalidToken') {
      return sendJson(res, 401, { message: 'Invalid OAuth token', error_name: 'INVALID_OAUTH_TOKEN' });
    }
    if (mode === 'serverError') {
      return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
    }
    if (mode === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oauth_token_secret=leaked</html>');
    const status = mode === 'status200' ? 200 : 201;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (request.path === '/v1/request_token') {
      return void res.writeHead(status, headers).end(
        form({
          oauth_token: REQUEST_TOKEN.token,
          oauth_token_secret: REQUEST_TOKEN.secret,
          oauth_callback_confirmed: mode === 'unconfirmed' ? 'false' : 'true',
          xoauth_request_auth_url: 'https://auth.example/authorize',
        }),
      );
    }
    if (onAccess) {
      return void res
        .writeHead(status, headers)
        .end(form({ oauth_token: 'at', oauth_token_secret: 'at-secret', user_id: '123456_abcdef' }));
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  mode = 'ok';
  checks = [];
});

describe('getRequestToken', () => {
  it.each<Placement>(['header', 'query', 'body'])('obtains a request token, signed with the consumer secret (%s)', async (placement) => {
    const t0 = Date.UTC(2024, 0, 1);
    const token = await getRequestToken({ baseUrl: server.baseUrl, consumer, callback: 'oob', placement, now: () => t0 });
    expect(token).toBeInstanceOf(RequestToken);
    expect(token.token).toBe('rt 1');
    expect(token.tokenSecret).toBe('rt-secret/+');
    expect(token.callbackConfirmed).toBe(true);
    expect(token.obtainedAt).toBe(t0);
    expect(token.extra).toEqual({ xoauth_request_auth_url: 'https://auth.example/authorize' });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ valid: true, params: { oauth_callback: 'oob', oauth_consumer_key: 'ck', oauth_version: '1.0' } });
    expect(checks[0]!.params['oauth_token']).toBeUndefined();
    expect(server.received.at(-1)!.method).toBe('POST');
  });

  it('sends a callback URL and works with PLAINTEXT', async () => {
    await getRequestToken({
      baseUrl: server.baseUrl + '/',
      consumer,
      callback: 'myapp://oauth/done?x=1',
      signatureMethod: 'PLAINTEXT',
    });
    expect(checks[0]).toMatchObject({
      valid: true,
      params: { oauth_callback: 'myapp://oauth/done?x=1', oauth_signature_method: 'PLAINTEXT', oauth_signature: 'c-secret&' },
    });
  });

  it('accepts 200 as well as 201', async () => {
    mode = 'status200';
    await expect(getRequestToken({ baseUrl: server.baseUrl, consumer })).resolves.toBeInstanceOf(RequestToken);
  });

  it("refuses a token whose callback is not confirmed ('true')", async () => {
    mode = 'unconfirmed';
    const error = await getRequestToken({ baseUrl: server.baseUrl, consumer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandshakeError);
    expect(error).toMatchObject({ code: 'CALLBACK_NOT_CONFIRMED' });
  });

  it('refuses a response that is not a form-encoded token, without quoting it', async () => {
    mode = 'html';
    const error = (await getRequestToken({ baseUrl: server.baseUrl, consumer }).catch((e: unknown) => e)) as HandshakeError;
    expect(error).toBeInstanceOf(HandshakeError);
    expect(error.code).toBe('MALFORMED_TOKEN_RESPONSE');
    expect(error.message).toMatch(/lacks a value for oauth_token and oauth_token_secret/);
    expect(error.message).toContain('text/html');
    expect(error.message).not.toContain('leaked');
  });

  it('turns a 401 JSON body into an OAuthError with its error_name', async () => {
    mode = 'badSignature';
    const error = (await getRequestToken({ baseUrl: server.baseUrl, consumer }).catch((e: unknown) => e)) as OAuthError;
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(InvalidTokenError);
    expect(error.status).toBe(401);
    expect(error.errorName).toBe('INVALID_OAUTH_SIGNATURE');
    expect(error.message).toContain('Invalid OAuth signature');
    expect(error.body).toEqual({ message: 'Invalid OAuth signature', error_name: 'INVALID_OAUTH_SIGNATURE' });
  });

  it('keeps the raw text of a non-JSON error body', async () => {
    mode = 'serverError';
    const error = (await getRequestToken({ baseUrl: server.baseUrl, consumer }).catch((e: unknown) => e)) as ApiError;
    expect(error.constructor).toBe(ApiError);
    expect(error.status).toBe(502);
    expect(error.errorName).toBeUndefined();
    expect(error.body).toBe('<html><body>Bad gateway</body></html>');
    expect(error.message).toContain('Bad gateway');
    expect(error.headers.get('content-type')).toBe('text/html');
  });
});

describe('authorizationUrl', () => {
  it('points at {auth_url}/v1/authorize with the encoded token', () => {
    expect(authorizationUrl('https://auth.example.com', 'rt 1/+')).toBe('https://auth.example.com/v1/authorize?oauth_token=rt%201%2F%2B');
    const token = new RequestToken({ token: 'abc', tokenSecret: 's', obtainedAt: 0, callbackConfirmed: true });
    expect(authorizationUrl('https://auth.example.com/', token)).toBe('https://auth.example.com/v1/authorize?oauth_token=abc');
  });
});

describe('getAccessToken', () => {
  const t0 = Date.UTC(2024, 0, 1, 12);

  async function requestToken() {
    return getRequestToken({ baseUrl: server.baseUrl, consumer, now: () => t0 });
  }

  it.each<Placement>(['header', 'query', 'body'])(
    'exchanges the request token and verifier, signed with both secrets, and keeps user_id (%s)',
    async (placement) => {
      const requestTokenValue = await requestToken();
      const access = await getAccessToken({
        baseUrl: server.baseUrl,
        consumer,
        requestToken: requestTokenValue,
        verifier: '12345',
        placement,
        now: () => t0 + 60_000,
      });
      expect(access).toBeInstanceOf(AccessToken);
      expect(access.token).toBe('at');
      expect(access.tokenSecret).toBe('at-secret');
      expect(access.extra).toEqual({ user_id: '123456_abcdef' });
      expect(access.obtainedAt).toBe(t0 + 60_000);
      expect(checks[1]).toMatchObject({ valid: true, params: { oauth_token: 'rt 1', oauth_verifier: '12345' } });
      expect(checks[1]!.params['oauth_callback']).toBeUndefined();
      // The consumer with the new token signs API calls.
      const apiCredentials = consumer.withToken(access);
      expect(apiCredentials.token).toBe('at');
      expect(apiCredentials.tokenSecret).toBe('at-secret');
    },
  );

  it('still exchanges a token exactly 10 minutes old', async () => {
    const token = await requestToken();
    await expect(
      getAccessToken({ baseUrl: server.baseUrl, consumer, requestToken: token, verifier: 'v', now: () => t0 + REQUEST_TOKEN_LIFETIME_MS }),
    ).resolves.toBeInstanceOf(AccessToken);
  });

  it('refuses, before sending anything, a request token older than 10 minutes', async () => {
    const token = await requestToken();
    const sent = server.received.length;
    const error = (await getAccessToken({
      baseUrl: server.baseUrl,
      consumer,
      requestToken: token,
      verifier: 'v',
      now: () => t0 + REQUEST_TOKEN_LIFETIME_MS + 1,
    }).catch((e: unknown) => e)) as HandshakeError;
    expect(error).toBeInstanceOf(HandshakeError);
    expect(error.code).toBe('REQUEST_TOKEN_EXPIRED');
    expect(error.message).toMatch(/valid for 10 minutes/);
    expect(error.message).toMatch(/getRequestToken/);
    expect(server.received.length).toBe(sent);
  });

  it('turns 401 INVALID_OAUTH_TOKEN into an InvalidTokenError that says to redo the handshake', async () => {
    const token = await requestToken();
    mode = 'invalidToken';
    const error = (await getAccessToken({ baseUrl: server.baseUrl, consumer, requestToken: token, verifier: 'v', now: () => t0 }).catch(
      (e: unknown) => e,
    )) as InvalidTokenError;
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errorName).toBe('INVALID_OAUTH_TOKEN');
    expect(error.message).toMatch(/redo the OAuth handshake/);
  });

  it('uses the injected fetch', async () => {
    const token = new RequestToken({ token: 't', tokenSecret: 's', obtainedAt: t0, callbackConfirmed: true });
    const seen: Request[] = [];
    const access = await getAccessToken({
      baseUrl: 'https://api.example.invalid',
      consumer,
      requestToken: token,
      verifier: 'v',
      now: () => t0,
      fetch: async (request) => {
        seen.push(request);
        return new Response('oauth_token=a&oauth_token_secret=b', { status: 201 });
      },
    });
    expect(access.token).toBe('a');
    expect(seen[0]!.url).toBe('https://api.example.invalid/v1/access_token');
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('authorization')).toMatch(/^OAuth /);
  });
});

describe('the paths of the three steps', () => {
  it("default to the description's: the operation table's operations with each x-handshake-step", () => {
    expect(HANDSHAKE_PATHS).toEqual(handshakePaths(operations));
  });

  it('are taken from the paths option (as the generated client passes those of its table)', async () => {
    const paths = { requestToken: '/elsewhere/request', authorize: '/elsewhere/authorize', accessToken: '/elsewhere/access' };
    const urls: string[] = [];
    const fetch = async (request: Request) => {
      urls.push(request.url);
      return new Response('oauth_token=a&oauth_token_secret=b&oauth_callback_confirmed=true', { status: 201 });
    };
    const requestToken = await getRequestToken({ baseUrl: 'https://api.example.invalid', consumer, fetch, paths });
    expect(authorizationUrl('https://auth.example.invalid', requestToken, paths)).toBe(
      'https://auth.example.invalid/elsewhere/authorize?oauth_token=a',
    );
    await getAccessToken({ baseUrl: 'https://api.example.invalid', consumer, requestToken, verifier: 'v', fetch, paths });
    expect(urls).toEqual(['https://api.example.invalid/elsewhere/request', 'https://api.example.invalid/elsewhere/access']);
  });
});
