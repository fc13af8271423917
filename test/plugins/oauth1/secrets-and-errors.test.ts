/** Error classes, and secrets that never show: JSON, toString, util.inspect, console formatting, errors. */
import { format, inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  AccessToken,
  ApiError,
  createCredentials,
  HandshakeError,
  InvalidTokenError,
  OAuthCredentials,
  OAuthError,
  readOAuthParams,
  REDACTED,
  RequestToken,
  signRequest,
} from '../../../plugins/oauth1/index.ts';

const CONSUMER_SECRET = 'CONSUMER-SECRET-9f8e7d';
const TOKEN_SECRET = 'TOKEN-SECRET-1a2b3c';

/** Every way a value commonly ends up in a log. */
function renderings(value: unknown): string[] {
  return [
    JSON.stringify(value),
    JSON.stringify({ nested: value }),
    String(value),
    `${value as string}`,
    inspect(value),
    inspect(value, { showHidden: true, depth: Infinity }),
    inspect(value, { customInspect: false, showHidden: true, depth: Infinity }),
    inspect({ nested: [value] }, { depth: Infinity }),
    format('%o %O %j %s', value, value, value, value),
    JSON.stringify(Object.keys(value as object)),
    JSON.stringify({ ...(value as object) }),
    JSON.stringify(structuredClone(value)),
  ];
}

function expectNoSecret(value: unknown, secrets: string[]): void {
  for (const text of renderings(value)) {
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
}

describe('credentials and tokens redact their secrets', () => {
  const credentials = createCredentials({
    consumerKey: 'ck-public',
    consumerSecret: CONSUMER_SECRET,
    token: 'token-public',
    tokenSecret: TOKEN_SECRET,
  });

  it('OAuthCredentials: JSON, toString, template, inspect, console formats, keys, spread, structuredClone', () => {
    expectNoSecret(credentials, [CONSUMER_SECRET, TOKEN_SECRET]);
    expect(JSON.parse(JSON.stringify(credentials))).toEqual({
      consumerKey: 'ck-public',
      consumerSecret: REDACTED,
      token: 'token-public',
      tokenSecret: REDACTED,
    });
    expect(inspect(credentials)).toContain('ck-public');
    expect(inspect(credentials)).toContain(REDACTED);
    expect(String(credentials)).toContain('ck-public');
  });

  it('still gives the secrets to the signer', () => {
    expect(credentials.consumerSecret).toBe(CONSUMER_SECRET);
    expect(credentials.tokenSecret).toBe(TOKEN_SECRET);
    const signed = signRequest({ method: 'GET', url: 'http://h/' }, credentials, { signatureMethod: 'PLAINTEXT' });
    expect(signed.signature).toBe(`${CONSUMER_SECRET}&${TOKEN_SECRET}`);
  });

  it('withToken and withoutToken keep redacting', () => {
    const other = credentials.withoutToken().withToken({ token: 't2', tokenSecret: 'OTHER-TOKEN-SECRET' });
    expect(other).toBeInstanceOf(OAuthCredentials);
    expectNoSecret(other, [CONSUMER_SECRET, 'OTHER-TOKEN-SECRET']);
    expect(other.tokenSecret).toBe('OTHER-TOKEN-SECRET');
  });

  it('RequestToken and AccessToken (oauth_token_secret never shows, even among the extra fields)', () => {
    const requestToken = new RequestToken({
      token: 'rt',
      tokenSecret: TOKEN_SECRET,
      obtainedAt: 1,
      callbackConfirmed: true,
      extra: { oauth_token_secret: TOKEN_SECRET, note: 'x' },
    });
    const accessToken = new AccessToken({ token: 'at', tokenSecret: TOKEN_SECRET, obtainedAt: 2, extra: { user_id: '1_a' } });
    expectNoSecret(requestToken, [TOKEN_SECRET]);
    expectNoSecret(accessToken, [TOKEN_SECRET]);
    expect(requestToken.extra).toEqual({ note: 'x' });
    expect(JSON.parse(JSON.stringify(accessToken))).toEqual({
      token: 'at',
      tokenSecret: REDACTED,
      obtainedAt: 2,
      extra: { user_id: '1_a' },
    });
    expect(inspect(accessToken)).toMatch(/^AccessToken /);
    expect(accessToken.tokenSecret).toBe(TOKEN_SECRET);
  });

  it('an ordinary object would leak: the test itself can fail', () => {
    const plain = { consumerKey: 'k', consumerSecret: CONSUMER_SECRET };
    expect(renderings(plain).some((text) => text.includes(CONSUMER_SECRET))).toBe(true);
  });
});

describe('no error message carries a secret', () => {
  it('signRequest names the bad field, not its value', () => {
    const bad = { consumerKey: 'k', consumerSecret: CONSUMER_SECRET, tokenSecret: 42 as unknown as string };
    expect(() => signRequest({ method: 'GET', url: 'http://h/' }, bad)).toThrow(/tokenSecret must be a string/);
    try {
      signRequest({ method: 'GET', url: 'http://h/' }, bad);
    } catch (error) {
      expectNoSecret(error, [CONSUMER_SECRET]);
      expect(String((error as Error).stack)).not.toContain(CONSUMER_SECRET);
    }
  });

  it('readOAuthParams does not echo parameter values (a PLAINTEXT signature is the secret)', () => {
    const header = `OAuth oauth_consumer_key="k", oauth_signature="${CONSUMER_SECRET}%26${TOKEN_SECRET}" oauth_nonce="n"`;
    const read = readOAuthParams({ method: 'GET', url: 'http://h/', authorization: header });
    expect(read.errors.length).toBeGreaterThan(0);
    for (const message of read.errors) {
      expect(message).not.toContain(CONSUMER_SECRET);
      expect(message).not.toContain(TOKEN_SECRET);
    }
  });
});

describe('ApiError and its subclasses', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'r1' } });

  it('reads {error_name, message, errors} and keeps headers and body', async () => {
    const body = {
      error_name: 'INVALID_PARAMETERS',
      message: 'Invalid parameters (Invalid user field(s) given: foobar)',
      errors: [{ field: 'user_fields', reason: 'UNKNOWN_VALUE' }, 'junk', { field: 'limit' }],
    };
    const error = await ApiError.fromResponse(json(403, body));
    expect(error.constructor).toBe(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(403);
    expect(error.errorName).toBe('INVALID_PARAMETERS');
    expect(error.message).toContain('Invalid user field(s) given: foobar');
    expect(error.message).toContain('403');
    expect(error.errors).toEqual([
      { field: 'user_fields', reason: 'UNKNOWN_VALUE' },
      { field: 'limit', reason: '' },
    ]);
    expect(error.headers.get('x-request-id')).toBe('r1');
    expect(error.body).toEqual(body);
  });

  it('falls back to the raw text when the body is not JSON (and to the status text when empty)', async () => {
    const text = await ApiError.fromResponse(new Response('Service temporarily unavailable', { status: 503 }));
    expect(text.message).toContain('Service temporarily unavailable');
    expect(text.body).toBe('Service temporarily unavailable');
    expect(text.errorName).toBeUndefined();
    expect(text.errors).toEqual([]);
    const empty = await ApiError.fromResponse(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    expect(empty.message).toContain('Internal Server Error');
  });

  it('401 INVALID_OAUTH_TOKEN is an InvalidTokenError telling the caller to redo the handshake', async () => {
    const error = await ApiError.fromResponse(json(401, { error_name: 'INVALID_OAUTH_TOKEN', message: 'Invalid OAuth token' }));
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error.name).toBe('InvalidTokenError');
    expect(error.message).toMatch(/redo the OAuth handshake/);
    expect(error.message).toContain('Invalid OAuth token');
  });

  it.each(['INVALID_OAUTH_SIGNATURE', 'NONCE_ALREADY_USED', 'TIMESTAMP_EXPIRED', 'INVALID_TIMESTAMP', 'INVALID_OAUTH_CONSUMER'])(
    '401 %s is an OAuthError',
    async (name) => {
      const error = await ApiError.fromResponse(json(401, { error_name: name, message: 'no' }));
      expect(error).toBeInstanceOf(OAuthError);
      expect(error).not.toBeInstanceOf(InvalidTokenError);
      expect(error.errorName).toBe(name);
    },
  );

  it('INVALID_OAUTH_TOKEN with another status is a plain ApiError', async () => {
    const error = await ApiError.fromResponse(json(403, { error_name: 'INVALID_OAUTH_TOKEN', message: 'x' }));
    expect(error.constructor).toBe(ApiError);
  });

  it('fromBody works on a body openapi-fetch has already parsed', () => {
    const error = ApiError.fromBody(
      { status: 401, statusText: 'Unauthorized', headers: new Headers() },
      { error_name: 'NONCE_ALREADY_USED', message: 'Nonce already used' },
    );
    expect(error).toBeInstanceOf(OAuthError);
    expect(error.message).toContain('Nonce already used');
  });

  it('HandshakeError carries a code', () => {
    const error = new HandshakeError('REQUEST_TOKEN_EXPIRED', 'too old');
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('HandshakeError');
    expect(error.code).toBe('REQUEST_TOKEN_EXPIRED');
  });
});
