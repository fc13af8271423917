/**
 * The server side, for the mock: find the protocol parameters of a received request and check its
 * signature. Nothing here throws on bad input; problems come back as messages that name the place
 * (never a parameter value, since a PLAINTEXT oauth_signature is the secret itself).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isFormContentType, isWellFormedEncoding, parseForm, percentDecode } from './encode.ts';
import { computeSignature, signatureBaseString } from './signer.ts';

export type ParamSource = 'header' | 'query' | 'body';

/** A request as received (e.g. from a Node http.IncomingMessage and its collected body). */
export interface ReceivedRequest {
  method: string;
  /** Absolute URL: for Node http, `http://${req.headers.host}${req.url}`. */
  url: string | URL;
  /** The Authorization header, if any. */
  authorization?: string | null | undefined;
  /** The body as received (a Uint8Array is read as UTF-8). */
  body?: string | Uint8Array | null | undefined;
  contentType?: string | null | undefined;
}

export interface OAuthParamsReading {
  /** Where the oauth_* parameters came from; null when there are none (or on a fatal error). */
  source: ParamSource | null;
  /** The protocol parameters of that source, decoded (oauth_signature included, realm not). */
  params: Readonly<Record<string, string>>;
  /** The realm of the Authorization header, if any. */
  realm: string | undefined;
  /** What is wrong with the request; empty when it is well-formed. */
  errors: string[];
  /**
   * What the signature covers, as read from the request: hand the reading to verifySignature and receivedBaseString,
   * which parse nothing again. undefined when the request URL is not absolute.
   */
  signed: SignedParts | undefined;
}

/** The parts of a received request that its signature covers (RFC 5849 section 3.4.1). */
interface SignedParts {
  method: string;
  url: URL;
  /** The Authorization header's protocol parameters, decoded (realm left out). */
  headerParams: Array<[string, string]>;
  body: string | undefined;
  contentType: string | null | undefined;
}

export interface AuthorizationHeaderReading {
  /** false when the header uses another scheme (Basic, Bearer...). */
  isOAuth: boolean;
  /** Decoded [name, value] pairs, realm excluded. */
  params: Array<[string, string]>;
  realm: string | undefined;
  errors: string[];
}

const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;

function isWhitespace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\r' || c === '\n';
}

function shortName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}...` : name;
}

/**
 * Parses `OAuth realm="x", oauth_consumer_key="...", ...` (RFC 5849 3.5.1): quoted values, percent-
 * encoded per 3.6, separated by commas and optional whitespace. Stops at the first syntax error.
 */
export function parseAuthorizationHeader(header: string): AuthorizationHeaderReading {
  const result: AuthorizationHeaderReading = { isOAuth: false, params: [], realm: undefined, errors: [] };
  const s = String(header);
  let i = 0;
  while (isWhitespace(s[i])) i++;
  const schemeStart = i;
  while (i < s.length && !isWhitespace(s[i])) i++;
  if (s.slice(schemeStart, i).toLowerCase() !== 'oauth') return result;
  result.isOAuth = true;
  const seen = new Set<string>();
  const fail = (message: string): AuthorizationHeaderReading => {
    result.errors.push(`Authorization header: ${message}`);
    return result;
  };

  while (i < s.length) {
    while (isWhitespace(s[i]) || s[i] === ',') i++;
    if (i >= s.length) break;
    const nameStart = i;
    while (i < s.length && TOKEN_CHAR.test(s[i]!)) i++;
    const rawName = s.slice(nameStart, i);
    if (rawName === '') return fail(`expected a parameter name at position ${i}`);
    while (isWhitespace(s[i])) i++;
    if (s[i] !== '=') return fail(`expected '=' after ${shortName(rawName)} at position ${i}`);
    i++;
    while (isWhitespace(s[i])) i++;
    if (s[i] !== '"') return fail(`the value of ${shortName(rawName)} must be a quoted string (position ${i})`);
    i++;
    let value = '';
    let closed = false;
    while (i < s.length) {
      const c = s[i]!;
      if (c === '\\' && i + 1 < s.length) {
        value += s[i + 1];
        i += 2;
      } else if (c === '"') {
        closed = true;
        i++;
        break;
      } else {
        value += c;
        i++;
      }
    }
    if (!closed) return fail(`the quoted value of ${shortName(rawName)} is not closed`);
    while (isWhitespace(s[i])) i++;
    if (i < s.length && s[i] !== ',') return fail(`expected ',' after the value of ${shortName(rawName)} at position ${i}`);

    if (rawName === 'realm') {
      if (result.realm !== undefined) return fail('realm appears more than once');
      result.realm = value;
      continue;
    }
    if (!isWellFormedEncoding(rawName) || !isWellFormedEncoding(value)) {
      return fail(`bad percent-encoding in parameter ${shortName(rawName)}`);
    }
    const name = percentDecode(rawName, false);
    if (seen.has(name)) return fail(`parameter ${shortName(name)} appears more than once`);
    seen.add(name);
    result.params.push([name, percentDecode(value, false)]);
  }
  return result;
}

function bodyAsText(body: ReceivedRequest['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

/**
 * Finds the protocol parameters of a received request: where they are (header, query or body), their
 * decoded values, the realm, and what is malformed (a bad Authorization header, parameters in two places,
 * a repeated parameter, a relative URL); with what the signature covers, for verifySignature.
 */
export function readOAuthParams(request: ReceivedRequest): OAuthParamsReading {
  const errors: string[] = [];
  const reading: OAuthParamsReading = { source: null, params: {}, realm: undefined, errors, signed: undefined };
  let url: URL;
  try {
    url = typeof request.url === 'string' ? new URL(request.url) : request.url;
  } catch {
    errors.push('the request URL is not an absolute URL (build it from the Host header and the request path)');
    return reading;
  }
  const signed: SignedParts = {
    method: request.method,
    url,
    headerParams: [],
    body: bodyAsText(request.body),
    contentType: request.contentType,
  };
  reading.signed = signed;

  const found: Array<[ParamSource, Array<[string, string]>]> = [];
  if (request.authorization) {
    const header = parseAuthorizationHeader(request.authorization);
    reading.realm = header.realm;
    errors.push(...header.errors);
    if (header.params.length > 0) {
      signed.headerParams = header.params;
      found.push(['header', header.params]);
    }
  }
  const isOAuthName = ([name]: [string, string]) => name.startsWith('oauth_');
  const query = url.search.length > 1 ? parseForm(url.search.slice(1)).filter(isOAuthName) : [];
  if (query.length) found.push(['query', query]);
  if (signed.body && isFormContentType(request.contentType)) {
    const fromBody = parseForm(signed.body).filter(isOAuthName);
    if (fromBody.length) found.push(['body', fromBody]);
  }

  if (found.length > 1) {
    errors.push(`OAuth protocol parameters found in more than one place (${found.map(([s]) => s).join(', ')}); RFC 5849 3.5 allows one`);
  }
  const first = found[0];
  if (first) {
    reading.source = first[0];
    const params: Record<string, string> = {};
    for (const [name, value] of first[1]) {
      if (Object.hasOwn(params, name)) {
        if (first[0] !== 'header') errors.push(`parameter ${shortName(name)} appears more than once in the ${first[0]}`);
        continue;
      }
      params[name] = value;
    }
    reading.params = params;
  }
  return reading;
}

/** Compares two strings in constant time: both are hashed to 32 bytes first, so lengths leak nothing. */
function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/**
 * The signature base string the sender must have signed (of a reading of readOAuthParams): header parameters
 * (realm and oauth_signature excluded), query and form body. undefined when the request is malformed.
 */
export function receivedBaseString(reading: OAuthParamsReading): string | undefined {
  const { signed, errors } = reading;
  if (!signed || errors.length) return undefined;
  return signatureBaseString(signed, signed.headerParams);
}

/**
 * Recomputes the signature of a received request, from its reading by readOAuthParams (HMAC-SHA1 or PLAINTEXT, per
 * its oauth_signature_method), with the given secrets and compares it with its oauth_signature in constant time.
 * false for any malformed request, missing signature or unsupported method.
 */
export function verifySignature(
  reading: OAuthParamsReading,
  secrets: { consumerSecret: string; tokenSecret?: string | undefined },
): boolean {
  const received = reading.params['oauth_signature'];
  const baseString = receivedBaseString(reading);
  if (baseString === undefined || received === undefined) return false;
  const expected = computeSignature(reading.params['oauth_signature_method'], baseString, secrets.consumerSecret, secrets.tokenSecret);
  if (expected === undefined) return false;
  return constantTimeEqual(expected, received);
}
