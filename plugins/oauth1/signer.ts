/**
 * RFC 5849 sections 3.4 to 3.6: signature base string, HMAC-SHA1 and PLAINTEXT signatures, the
 * Authorization header.
 *
 * Parameters are always lists of [name, value] pairs, never objects: names repeat (a=1&a=2), a name may
 * be in both the query and the body, and order of appearance must not matter (they are sorted).
 */
import { createHmac } from 'node:crypto';
import { defaultTimestampSource, generateNonce, type TimestampSource } from './clock.ts';
import type { CredentialsLike } from './credentials.ts';
import { isFormContentType, normalizeFormComponentTwice, percentEncode, percentEncodeTwice } from './encode.ts';

export type SignatureMethod = 'HMAC-SHA1' | 'PLAINTEXT';
export const SIGNATURE_METHODS: readonly SignatureMethod[] = ['HMAC-SHA1', 'PLAINTEXT'];

/** A [name, value] pair with decoded (plain text) name and value. */
export type OAuthParam = readonly [name: string, value: string];

/** The parts of a request that the signature covers. */
export interface OAuthRequest {
  method: string;
  /** Absolute URL, with its query string (a fragment is ignored). */
  url: string | URL;
  /**
   * The body exactly as sent. Part of the signature only when it is form-encoded: contentType is
   * application/x-www-form-urlencoded, or the body is a URLSearchParams and no contentType is given.
   */
  body?: string | URLSearchParams | null | undefined;
  contentType?: string | null | undefined;
}

export interface SignOptions {
  /** Default 'HMAC-SHA1'. */
  signatureMethod?: SignatureMethod;
  /** Default: 128 random bits from node:crypto. */
  nonce?: string;
  /** Seconds since the epoch. Default: from `timestamps`. */
  timestamp?: number | string;
  /** Where timestamps come from when `timestamp` is absent. Default: the process-wide monotonic source. */
  timestamps?: TimestampSource;
  /** oauth_callback: only on the request token call ('oob' or a URL). */
  callback?: string;
  /** oauth_verifier: only on the access token call. */
  verifier?: string;
  /** realm of the Authorization header; never part of the signature. */
  realm?: string;
  /** Send oauth_version=1.0 (the service documents it as always 1.0). Default true. */
  includeVersion?: boolean;
}

export interface SignedRequest {
  /** The signature base string (3.4.1). PLAINTEXT does not use it; it is returned for diagnostics. */
  baseString: string;
  /** The oauth_signature value, not yet percent-encoded. */
  signature: string;
  /** The full Authorization header value: `OAuth realm="...", oauth_consumer_key="...", ...`. */
  authorization: string;
  /**
   * The protocol parameters sent with the request, oauth_signature last, as [name, value] pairs with
   * plain (decoded) values. realm is not among them: it only exists in the Authorization header.
   */
  oauthParams: readonly OAuthParam[];
}

function toURL(url: string | URL): URL {
  return typeof url === 'string' ? new URL(url) : url;
}

/**
 * 3.4.1.2: scheme and host in lower case, the port only when it is not the scheme's default
 * (the WHATWG URL parser drops :80 for http and :443 for https), the path ('/' when empty), no query, no
 * fragment, no user info.
 */
export function baseStringUri(url: string | URL): string {
  const u = toURL(url);
  const path = u.pathname === '' ? '/' : u.pathname;
  return u.protocol.toLowerCase() + '//' + u.host.toLowerCase() + path;
}

/**
 * Adds the parameters of a raw query string or form body to `entries`, each as
 * `name\0value` in base-string form (encoded twice, see below); oauth_signature is left out.
 */
function pushForm(raw: string, entries: string[]): void {
  const n = raw.length;
  for (let start = 0; start < n; ) {
    let end = raw.indexOf('&', start);
    if (end === -1) end = n;
    if (end > start) {
      const eq = raw.indexOf('=', start);
      const hasValue = eq !== -1 && eq < end;
      const name = normalizeFormComponentTwice(raw.slice(start, hasValue ? eq : end));
      if (name !== 'oauth_signature') {
        entries.push(name + '\0' + (hasValue ? normalizeFormComponentTwice(raw.slice(eq + 1, end)) : ''));
      }
    }
    start = end + 1;
  }
}

function formBody(request: OAuthRequest): string | undefined {
  const { body, contentType } = request;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return isFormContentType(contentType) ? body : undefined;
  // A URLSearchParams body is sent as form-encoded unless the caller overrides the content type.
  return contentType === undefined || contentType === null || isFormContentType(contentType)
    ? body.toString()
    : undefined;
}

/**
 * 3.4.1.1 to 3.4.1.3: method, base string URI, and the parameters of the query, the form body and the
 * protocol (realm and oauth_signature excluded), sorted by encoded name, then encoded value.
 *
 * How it stays fast: each parameter is kept as one string `name\0value`, already encoded twice (the
 * normalized parameter string is itself encoded in the base string, which only turns each '%' into
 * '%25'). Adding "25" after every '%' does not change how two encoded strings compare, and '\0' sorts
 * before every character an encoded name can hold, so a plain string sort orders by name, then value.
 */
function baseString(method: string, url: URL, body: string | undefined, oauthParams: Iterable<readonly [string, string]>): string {
  const entries: string[] = [];
  for (const [name, value] of oauthParams) {
    if (name === 'realm' || name === 'oauth_signature') continue;
    entries.push(percentEncodeTwice(name) + '\0' + percentEncodeTwice(value));
  }
  const search = url.search;
  if (search.length > 1) pushForm(search.slice(1), entries);
  if (body) pushForm(body, entries);
  entries.sort();
  const params = entries.join('%26').replaceAll('\0', '%3D');
  return percentEncode(method.toUpperCase()) + '&' + percentEncode(baseStringUri(url)) + '&' + params;
}

/**
 * The signature base string (3.4.1) of a request: its method, base string URI, and the parameters of
 * its query, of its form body (when form-encoded) and the given protocol parameters (plain values;
 * realm and oauth_signature are left out wherever they appear).
 */
export function signatureBaseString(
  request: OAuthRequest,
  oauthParams: Iterable<readonly [string, string]> = [],
): string {
  return baseString(request.method, toURL(request.url), formBody(request), oauthParams);
}

/** The key of both methods (3.4.2, 3.4.4): encode(consumer secret) & encode(token secret). */
export function signingKey(consumerSecret: string, tokenSecret: string | undefined): string {
  return percentEncode(consumerSecret) + '&' + percentEncode(tokenSecret ?? '');
}

/** The signature for a base string, or undefined for a method this module does not support. */
export function computeSignature(
  signatureMethod: string | undefined,
  baseString: string,
  consumerSecret: string,
  tokenSecret: string | undefined,
): string | undefined {
  const key = signingKey(consumerSecret, tokenSecret);
  if (signatureMethod === 'HMAC-SHA1') return createHmac('sha1', key).update(baseString).digest('base64');
  if (signatureMethod === 'PLAINTEXT') return key;
  return undefined;
}

/** Escapes a realm for an RFC 2617 quoted-string. */
function quoteRealm(realm: string): string {
  if (/[\u0000-\u001f\u007f]/.test(realm)) throw new TypeError('realm must not contain control characters');
  return realm.replace(/[\\"]/g, '\\$&');
}

/** The Authorization header value (3.5.1) for protocol parameters given with plain values. */
export function authorizationHeader(oauthParams: Iterable<readonly [string, string]>, realm?: string): string {
  let header = 'OAuth ';
  let first = true;
  if (realm !== undefined) {
    header += 'realm="' + quoteRealm(realm) + '"';
    first = false;
  }
  for (const [name, value] of oauthParams) {
    if (!first) header += ', ';
    header += percentEncode(name) + '="' + percentEncode(value) + '"';
    first = false;
  }
  return header;
}

function checkCredentials(credentials: CredentialsLike): void {
  // Messages name the field, never its value.
  if (typeof credentials?.consumerKey !== 'string' || credentials.consumerKey === '') {
    throw new TypeError('signRequest: credentials.consumerKey must be a non-empty string');
  }
  if (typeof credentials.consumerSecret !== 'string') {
    throw new TypeError('signRequest: credentials.consumerSecret must be a string');
  }
  if (credentials.tokenSecret !== undefined && typeof credentials.tokenSecret !== 'string') {
    throw new TypeError('signRequest: credentials.tokenSecret must be a string when given');
  }
}

/**
 * Signs a request (synchronously). The protocol parameters are built in this order: oauth_consumer_key,
 * oauth_token (when the credentials have one), oauth_signature_method, oauth_timestamp, oauth_nonce,
 * oauth_callback, oauth_verifier (when given), oauth_version (unless includeVersion is false), and
 * oauth_signature last. Use applyPlacement to put them in the header, query or body.
 */
export function signRequest(
  request: OAuthRequest,
  credentials: CredentialsLike,
  options: SignOptions = {},
): SignedRequest {
  checkCredentials(credentials);
  const method = options.signatureMethod ?? 'HMAC-SHA1';
  if (method !== 'HMAC-SHA1' && method !== 'PLAINTEXT') {
    throw new TypeError(`signRequest: unsupported signature method ${String(method)} (use HMAC-SHA1 or PLAINTEXT)`);
  }
  const timestamp = options.timestamp ?? (options.timestamps ?? defaultTimestampSource)();
  const oauthParams: Array<readonly [string, string]> = [['oauth_consumer_key', credentials.consumerKey]];
  if (credentials.token) oauthParams.push(['oauth_token', credentials.token]);
  oauthParams.push(
    ['oauth_signature_method', method],
    ['oauth_timestamp', String(timestamp)],
    ['oauth_nonce', options.nonce ?? generateNonce()],
  );
  if (options.callback !== undefined) oauthParams.push(['oauth_callback', options.callback]);
  if (options.verifier !== undefined) oauthParams.push(['oauth_verifier', options.verifier]);
  if (options.includeVersion !== false) oauthParams.push(['oauth_version', '1.0']);

  const baseString = signatureBaseString(request, oauthParams);
  const signature = computeSignature(method, baseString, credentials.consumerSecret, credentials.tokenSecret)!;
  oauthParams.push(['oauth_signature', signature]);
  return {
    baseString,
    signature,
    authorization: authorizationHeader(oauthParams, options.realm),
    oauthParams,
  };
}
