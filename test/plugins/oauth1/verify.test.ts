/** The server-side primitives: reading the protocol parameters of a request and checking its signature. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlacement, parseAuthorizationHeader, readOAuthParams, signRequest, verifySignature } from '../../../plugins/oauth1/index.ts';

const credentials = { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' };
const secrets = { consumerSecret: 'cs', tokenSecret: 'ts' };
const URL_ = 'http://127.0.0.1:8080/v1/users/me?fields=id';

describe('readOAuthParams', () => {
  it('reads a header with realm, odd spacing and line breaks', () => {
    const read = readOAuthParams({
      method: 'GET',
      url: URL_,
      authorization: 'oauth   realm="Photos \\"x\\"" ,\r\n\toauth_consumer_key = "ck",oauth_nonce="a%20b" ,, oauth_version="1.0"',
    });
    const params = { oauth_consumer_key: 'ck', oauth_nonce: 'a b', oauth_version: '1.0' };
    expect(read).toEqual({
      source: 'header',
      params,
      realm: 'Photos "x"',
      errors: [],
      // What the signature covers, for verifySignature: read here once.
      signed: { method: 'GET', url: new URL(URL_), headerParams: Object.entries(params), body: undefined, contentType: undefined },
    });
  });

  it('reads the query and the form body', () => {
    expect(readOAuthParams({ method: 'GET', url: 'http://h/p?a=1&oauth_nonce=n+1' })).toMatchObject({
      source: 'query',
      params: { oauth_nonce: 'n 1' },
    });
    expect(
      readOAuthParams({
        method: 'POST',
        url: 'http://h/p',
        body: 'x=1&oauth_token=t%2B',
        contentType: 'application/x-www-form-urlencoded',
      }),
    ).toMatchObject({ source: 'body', params: { oauth_token: 't+' } });
  });

  it('ignores a body that is not form-encoded and other authorization schemes', () => {
    expect(
      readOAuthParams({ method: 'POST', url: 'http://h/', body: 'oauth_token=t', contentType: 'text/plain', authorization: 'Bearer abc' }),
    ).toMatchObject({ source: null, params: {}, realm: undefined, errors: [] });
  });

  it.each([
    ['OAuth oauth_consumer_key=ck', /must be a quoted string/],
    ['OAuth oauth_consumer_key="ck', /is not closed/],
    ['OAuth ="x"', /expected a parameter name/],
    ['OAuth oauth_nonce="a" oauth_token="b"', /expected ',' after the value of oauth_nonce/],
    ['OAuth oauth_nonce', /expected '=' after oauth_nonce/],
    ['OAuth oauth_nonce="%zz"', /bad percent-encoding in parameter oauth_nonce/],
    ['OAuth oauth_nonce="a", oauth_nonce="b"', /oauth_nonce appears more than once/],
    ['OAuth realm="a", realm="b"', /realm appears more than once/],
    ['OAuth oauth_nonce="a", 日本="b"', /expected a parameter name/],
  ])('reports a malformed header: %s', (authorization, message) => {
    const read = readOAuthParams({ method: 'GET', url: URL_, authorization });
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]).toMatch(/^Authorization header: /);
    expect(read.errors[0]).toMatch(message);
    expect(verifySignature(readOAuthParams({ method: 'GET', url: URL_, authorization }), secrets)).toBe(false);
  });

  it('reports parameters in two places, repeated ones, and a relative URL', () => {
    const both = readOAuthParams({ method: 'GET', url: 'http://h/?oauth_nonce=1', authorization: 'OAuth oauth_nonce="2"' });
    expect(both.errors[0]).toMatch(/more than one place \(header, query\)/);
    const repeated = readOAuthParams({ method: 'GET', url: 'http://h/?oauth_nonce=1&oauth_nonce=2' });
    expect(repeated.errors[0]).toMatch(/oauth_nonce appears more than once in the query/);
    const relative = readOAuthParams({ method: 'GET', url: '/v1/users/me', authorization: 'OAuth oauth_nonce="1"' });
    expect(relative.errors[0]).toMatch(/not an absolute URL/);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (header, tail, body) => {
        const read = readOAuthParams({
          method: 'POST',
          url: 'http://h/' + tail,
          authorization: 'OAuth ' + header,
          body,
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(Array.isArray(read.errors)).toBe(true);
        expect(parseAuthorizationHeader(header).errors).toBeInstanceOf(Array);
        expect(
          typeof verifySignature(readOAuthParams({ method: 'POST', url: 'http://h/' + tail, authorization: header, body }), secrets),
        ).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('verifySignature', () => {
  const request = { method: 'POST', url: URL_, body: 'msg=hello+world', contentType: 'application/x-www-form-urlencoded' };

  function received(signatureMethod: 'HMAC-SHA1' | 'PLAINTEXT' = 'HMAC-SHA1') {
    const signed = signRequest(request, credentials, { signatureMethod });
    return { ...request, authorization: applyPlacement(request, signed, 'header').headers['Authorization'] };
  }

  it('accepts a correct HMAC-SHA1 and PLAINTEXT signature', () => {
    expect(verifySignature(readOAuthParams(received()), secrets)).toBe(true);
    expect(verifySignature(readOAuthParams(received('PLAINTEXT')), secrets)).toBe(true);
  });

  it('checks the reading it is handed, which holds what the signature covers: a request changed after it was read changes nothing', () => {
    const r = received();
    const reading = readOAuthParams(r);
    r.body = 'msg=changed';
    r.authorization = 'OAuth oauth_signature="x"';
    expect(verifySignature(reading, secrets)).toBe(true);
    expect(verifySignature(readOAuthParams(r), secrets)).toBe(false);
  });

  it('accepts a body as bytes', () => {
    const r = received();
    expect(verifySignature(readOAuthParams({ ...r, body: new TextEncoder().encode(r.body) }), secrets)).toBe(true);
  });

  it('refuses wrong secrets', () => {
    expect(verifySignature(readOAuthParams(received()), { ...secrets, consumerSecret: 'other' })).toBe(false);
    expect(verifySignature(readOAuthParams(received()), { ...secrets, tokenSecret: undefined })).toBe(false);
    expect(verifySignature(readOAuthParams(received('PLAINTEXT')), { ...secrets, tokenSecret: 'tS' })).toBe(false);
  });

  it('refuses a changed body, query, method, host or header parameter', () => {
    const r = received();
    expect(verifySignature(readOAuthParams({ ...r, body: 'msg=hello+World' }), secrets)).toBe(false);
    expect(verifySignature(readOAuthParams({ ...r, url: URL_ + ',name' }), secrets)).toBe(false);
    expect(verifySignature(readOAuthParams({ ...r, method: 'PUT' }), secrets)).toBe(false);
    expect(verifySignature(readOAuthParams({ ...r, url: URL_.replace('127.0.0.1', 'localhost') }), secrets)).toBe(false);
    expect(
      verifySignature(readOAuthParams({ ...r, authorization: r.authorization!.replace(/oauth_token="tk"/, 'oauth_token="tk2"') }), secrets),
    ).toBe(false);
  });

  it('ignores the realm and the content type of a non-form body', () => {
    const r = received();
    expect(
      verifySignature(readOAuthParams({ ...r, authorization: r.authorization!.replace('OAuth ', 'OAuth realm="anything", ') }), secrets),
    ).toBe(true);
    const get = { method: 'GET', url: URL_, body: 'ignored', contentType: 'application/json' };
    const signed = signRequest(get, credentials);
    expect(verifySignature(readOAuthParams({ ...get, body: 'also ignored', authorization: signed.authorization }), secrets)).toBe(true);
  });

  it('refuses a missing signature and an unsupported method', () => {
    const r = received();
    expect(
      verifySignature(readOAuthParams({ ...r, authorization: r.authorization!.replace(/, oauth_signature="[^"]*"/, '') }), secrets),
    ).toBe(false);
    expect(verifySignature(readOAuthParams({ ...r, authorization: r.authorization!.replace('HMAC-SHA1', 'RSA-SHA1') }), secrets)).toBe(
      false,
    );
    expect(verifySignature(readOAuthParams({ ...request }), secrets)).toBe(false);
  });
});
