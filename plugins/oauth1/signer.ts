/**
 * RFC 5849 sections 3.4 to 3.6: signature base string, HMAC-SHA1 and PLAINTEXT signatures, the
 * Authorization header.
 *
 * Parameters are always lists of [name, value] pairs, never objects: names repeat (a=1&a=2), a name may
 * be in both the query and the body, and order of appearance must not matter (they are sorted).
 *
 * Every request is signed, so signRequest avoids work that does not change the result: parameters are
 * written as bytes straight into their base-string form (encoded twice, in one pass; encode.ts), the
 * protocol parameters that do not change between requests are laid out once (protocolTemplate), the URL
 * is split by hand when it is plain (url.ts), and the HMAC is two one-shot hashes (hmac.ts). The property
 * tests compare all of it with a plain reference implementation.
 *
 * Why twice: the normalized parameter string (3.4.1.3.2) is itself percent-encoded in the base string,
 * which only turns each '%' into '%25' (its other characters are unreserved, '=' and '&'). Doing both in
 * one pass saves a pass over the whole string, and inserting "25" after every '%' does not change how two
 * encoded strings compare, so sorting twice-encoded parameters gives the order 3.4.1.3.2 asks for.
 */
import { defaultTimestampSource, generateNonce, type TimestampSource } from './clock.ts';
import type { CredentialsLike } from './credentials.ts';
import { hmacSha1Base64, hmacSha1Base64Async } from './hmac.ts';
import { splitUrl, type UrlParts } from './url.ts';
import { baseStringWithParameters, isFormContentType, isUnreserved, percentEncode, percentEncodeTwice } from './encode.ts';

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
  /** Default: 128 random bits (crypto.getRandomValues). */
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

/**
 * 3.4.1.2: scheme and host in lower case, the port only when it is not the scheme's default
 * (:80 for http, :443 for https), the path ('/' when empty), no query, no fragment, no user info.
 */
export function baseStringUri(url: string | URL): string {
  const parts = splitUrl(url);
  return parts.scheme + '//' + parts.authority + parts.path;
}

/** 3.4.1.2 base string URI, already percent-encoded for the base string. */
function encodedBaseUri(url: UrlParts): string {
  const scheme = url.scheme === 'https:' ? 'https%3A%2F%2F' : url.scheme === 'http:' ? 'http%3A%2F%2F' : percentEncode(url.scheme + '//');
  return scheme + percentEncode(url.authority) + encodePath(url.path);
}

const SLASH_G = /\//g;

/** percentEncode for a path; the common case (unreserved characters and '/') is one native replace. */
function encodePath(path: string): string {
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c !== 0x2f && !isUnreserved(c)) return percentEncode(path);
  }
  return path.replace(SLASH_G, '%2F');
}

function formBody(request: OAuthRequest): string | undefined {
  const { body, contentType } = request;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return isFormContentType(contentType) ? body : undefined;
  // A URLSearchParams body is sent as form-encoded unless the caller overrides the content type.
  return contentType === undefined || contentType === null || isFormContentType(contentType) ? body.toString() : undefined;
}

/** The base string up to its parameters: the encoded method and base string URI, each followed by '&'. */
function baseStringHead(method: string, url: UrlParts): string {
  return percentEncode(method.toUpperCase()) + '&' + encodedBaseUri(url) + '&';
}

/**
 * The signature base string (3.4.1) of a request: its method, base string URI, and the parameters of
 * its query, of its form body (when form-encoded) and the given protocol parameters (plain values;
 * realm and oauth_signature are left out wherever they appear).
 */
export function signatureBaseString(request: OAuthRequest, oauthParams: Iterable<readonly [string, string]> = []): string {
  const url = splitUrl(request.url);
  return baseStringWithParameters(baseStringHead(request.method, url), url.query, formBody(request), { pairs: oauthParams });
}

/** The key of both methods (3.4.2, 3.4.4): encode(consumer secret) & encode(token secret). */
export function signingKey(consumerSecret: string, tokenSecret: string | undefined): string {
  return percentEncode(consumerSecret) + '&' + percentEncode(tokenSecret ?? '');
}

// The last signing key: a client signs many requests with the same secrets (kept in memory, as the
// credentials themselves are).
let lastKey = { consumerSecret: '', tokenSecret: undefined as string | undefined, key: '&' };

function cachedSigningKey(consumerSecret: string, tokenSecret: string | undefined): string {
  if (consumerSecret !== lastKey.consumerSecret || tokenSecret !== lastKey.tokenSecret) {
    lastKey = { consumerSecret, tokenSecret, key: signingKey(consumerSecret, tokenSecret) };
  }
  return lastKey.key;
}

/** The signature for a base string, or undefined for a method this module does not support. */
export function computeSignature(
  signatureMethod: string | undefined,
  baseString: string,
  consumerSecret: string,
  tokenSecret: string | undefined,
): string | undefined {
  const key = cachedSigningKey(consumerSecret, tokenSecret);
  if (signatureMethod === 'HMAC-SHA1') return hmacSha1Base64(key, baseString);
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
  let separator = '';
  if (realm !== undefined) {
    header += 'realm="' + quoteRealm(realm) + '"';
    separator = ', ';
  }
  for (const [name, value] of oauthParams) {
    header += separator + percentEncode(name) + '="' + percentEncode(value) + '"';
    separator = ', ';
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

const PERCENT_G = /%/g;

/** percentEncode of base64 text, whose only characters to encode are '+', '/' and '='. */
function encodeBase64(text: string): string {
  let encoded = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2b || c === 0x2f || c === 0x3d) {
      encoded += text.slice(from, i) + (c === 0x2b ? '%2B' : c === 0x2f ? '%2F' : '%3D');
      from = i + 1;
    }
  }
  return from === 0 ? text : encoded + text.slice(from);
}

/** A percent-encoded string encoded once more: only its '%' change. */
function encodeOnceMore(once: string): string {
  return once.indexOf('%') === -1 ? once : once.replace(PERCENT_G, '%25');
}

/**
 * The protocol parameters that stay the same from one request to the next (all but oauth_nonce and
 * oauth_timestamp), already laid out as the header and the base-string block around those two.
 * Names are written in base-string order (they are sorted, unique and unreserved).
 */
interface ProtocolTemplate {
  readonly consumerKey: string;
  readonly token: string | undefined;
  readonly method: SignatureMethod;
  readonly callback: string | undefined;
  readonly verifier: string | undefined;
  readonly includeVersion: boolean;
  readonly realm: string | undefined;
  /** Header: h[0] + nonce + h[1] + timestamp + h[2], then the signature is appended. */
  readonly header: readonly [string, string, string];
  /** Base-string block: b[0] + nonce + b[1] + timestamp + b[2] (values encoded twice). */
  readonly block: readonly [string, string, string];
}

let lastTemplate: ProtocolTemplate | undefined;

function protocolTemplate(credentials: CredentialsLike, method: SignatureMethod, options: SignOptions): ProtocolTemplate {
  const token = credentials.token || undefined;
  const includeVersion = options.includeVersion !== false;
  const last = lastTemplate;
  // Compared field by field: this runs on every signature, so no arrays or closures.
  if (
    last !== undefined &&
    last.consumerKey === credentials.consumerKey &&
    last.token === token &&
    last.method === method &&
    last.callback === options.callback &&
    last.verifier === options.verifier &&
    last.includeVersion === includeVersion &&
    last.realm === options.realm
  ) {
    return last;
  }

  const header = (params: Array<[string, string]>) => params.map(([name, value]) => `, ${name}="${percentEncode(value)}"`).join('');
  const block = (params: Array<[string, string]>) => params.map(([name, value]) => `%26${name}%3D${percentEncodeTwice(value)}`).join('');
  const before: Array<[string, string]> = [];
  if (options.callback !== undefined) before.push(['oauth_callback', options.callback]);
  before.push(['oauth_consumer_key', credentials.consumerKey]);
  const after: Array<[string, string]> = [];
  if (token) after.push(['oauth_token', token]);
  if (options.verifier !== undefined) after.push(['oauth_verifier', options.verifier]);
  if (includeVersion) after.push(['oauth_version', '1.0']);

  const realm = options.realm === undefined ? '' : `realm="${quoteRealm(options.realm)}", `;
  lastTemplate = {
    consumerKey: credentials.consumerKey,
    token,
    method,
    callback: options.callback,
    verifier: options.verifier,
    includeVersion,
    realm: options.realm,
    header: [
      'OAuth ' + realm + header(before).slice(2) + ', oauth_nonce="',
      `", oauth_signature_method="${method}", oauth_timestamp="`,
      '"' + header(after),
    ],
    block: [block(before).slice(3) + '%26oauth_nonce%3D', `%26oauth_signature_method%3D${method}%26oauth_timestamp%3D`, block(after)],
  };
  return lastTemplate;
}

/** A request signed up to its signature: what both the synchronous and the asynchronous form compute. */
interface Unsigned {
  method: SignatureMethod;
  baseString: string;
  key: string;
  oauthParams: Array<readonly [string, string]>;
  /** The Authorization header without its oauth_signature. */
  headerStart: string;
}

function prepare(request: OAuthRequest, credentials: CredentialsLike, options: SignOptions): Unsigned {
  checkCredentials(credentials);
  const method = options.signatureMethod ?? 'HMAC-SHA1';
  if (method !== 'HMAC-SHA1' && method !== 'PLAINTEXT') {
    throw new TypeError(`signRequest: unsupported signature method ${String(method)} (use HMAC-SHA1 or PLAINTEXT)`);
  }
  const timestamp = String(options.timestamp ?? (options.timestamps ?? defaultTimestampSource)());
  const nonce = options.nonce ?? generateNonce();
  const oauthParams: Array<readonly [string, string]> = [];
  if (options.callback !== undefined) oauthParams.push(['oauth_callback', options.callback]);
  oauthParams.push(
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', nonce],
    ['oauth_signature_method', method],
    ['oauth_timestamp', timestamp],
  );
  if (credentials.token) oauthParams.push(['oauth_token', credentials.token]);
  if (options.verifier !== undefined) oauthParams.push(['oauth_verifier', options.verifier]);
  if (options.includeVersion !== false) oauthParams.push(['oauth_version', '1.0']);

  const template = protocolTemplate(credentials, method, options);
  const nonceOnce = percentEncode(nonce); // a generated nonce (hex) and a timestamp (digits) are returned as is
  const timestampOnce = percentEncode(timestamp);
  const [h0, h1, h2] = template.header;
  const [b0, b1, b2] = template.block;

  // Every protocol name starts with oauth_, so unless a request parameter's name does too, the protocol
  // parameters sort together: the block laid out above goes in one piece.
  const url = splitUrl(request.url);
  const baseString = baseStringWithParameters(baseStringHead(request.method, url), url.query, formBody(request), {
    pairs: oauthParams,
    block: b0 + encodeOnceMore(nonceOnce) + b1 + encodeOnceMore(timestampOnce) + b2,
  });
  const key = cachedSigningKey(credentials.consumerSecret, credentials.tokenSecret);
  return { method, baseString, key, oauthParams, headerStart: h0 + nonceOnce + h1 + timestampOnce + h2 };
}

function finish(unsigned: Unsigned, signature: string): SignedRequest {
  const { baseString, oauthParams } = unsigned;
  oauthParams.push(['oauth_signature', signature]);
  const signatureOnce = unsigned.method === 'HMAC-SHA1' ? encodeBase64(signature) : percentEncode(signature);
  const authorization = unsigned.headerStart + ', oauth_signature="' + signatureOnce + '"';
  return { baseString, signature, authorization, oauthParams };
}

/**
 * Signs a request (synchronously: needs node:crypto for HMAC-SHA1; use signRequestAsync where it may be absent).
 * The protocol parameters, in oauthParams and in the header, come in
 * base-string order (by name): oauth_callback (when given), oauth_consumer_key, oauth_nonce,
 * oauth_signature_method, oauth_timestamp, oauth_token (when the credentials have one), oauth_verifier
 * (when given), oauth_version (unless includeVersion is false), then oauth_signature.
 * Use applyPlacement to put them in the header, query or body.
 */
export function signRequest(request: OAuthRequest, credentials: CredentialsLike, options: SignOptions = {}): SignedRequest {
  const unsigned = prepare(request, credentials, options);
  return finish(unsigned, unsigned.method === 'HMAC-SHA1' ? hmacSha1Base64(unsigned.key, unsigned.baseString) : unsigned.key);
}

/**
 * signRequest wherever fetch runs: HMAC-SHA1 through node:crypto when it is there, else through WebCrypto
 * (browsers, web workers, edge runtimes). The same request, nonce and timestamp give the same signature.
 */
export async function signRequestAsync(
  request: OAuthRequest,
  credentials: CredentialsLike,
  options: SignOptions = {},
): Promise<SignedRequest> {
  const unsigned = prepare(request, credentials, options);
  return finish(unsigned, unsigned.method === 'HMAC-SHA1' ? await hmacSha1Base64Async(unsigned.key, unsigned.baseString) : unsigned.key);
}
