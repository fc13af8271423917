/**
 * How a request that reached the proxy goes on to the upstream:
 *
 * - bearer (`Authorization: Bearer ...`): unchanged;
 * - signed (it carries `oauth_signature`): its OAuth 1.0 signature is checked for the proxy's own URL, with the
 *   consumer secret and the token secret the proxy knows (mock/proxy/secrets.ts), then signed again for the upstream
 *   URL with the same credentials, signature method, nonce, timestamp and placement (header, query or form body), so
 *   that the upstream's replay and clock checks judge the client;
 * - unsigned: signed by the proxy with the configured token (the handshake's token calls with the consumer alone), in
 *   the header, when it carries the proxy's access key (access-key.ts) and does not come from a page of another
 *   origin: the proxy lends its user's credentials to its user only.
 *
 * The signature primitives are the plugin's (readOAuthParams, verifySignature, signRequest, applyPlacement).
 */
import {
  applyPlacement,
  readOAuthParams,
  receivedBaseString,
  signRequest,
  verifySignature,
  type Placement,
  type ReceivedRequest,
  type SignatureMethod,
  type SignOptions,
} from '../../plugins/oauth1/index.ts';
import type { ProxyToken, Secrets } from './secrets.ts';
import type { ProxyTimestamps } from './timestamps.ts';

/** The handshake step of the operation, or `data`. */
export type Step = 'request_token' | 'access_token' | 'data';

interface Incoming {
  method: string;
  /** The request target as sent: path and query. */
  target: string;
  body: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
}

/** Who signed what reaches the upstream. */
export type Signer = 'bearer' | 'caller' | 'proxy';

export type Outgoing =
  | {
      ok: true;
      signer: Signer;
      url: string;
      body: string | undefined;
      /** Headers to set (Authorization, Content-Type) or, with an empty value, to drop. */
      headers: Record<string, string>;
      /** Call once the upstream answered or failed (the proxy's own timestamp may then move on: timestamps.ts). */
      settled(): void;
    }
  | {
      ok: false;
      status: number;
      body: { error_name: string; message: string };
      headers?: Record<string, string>;
      /** The caller signed it: a page of another origin may read why it was refused (CORS). */
      signedByCaller?: boolean;
    };

interface SigningContext {
  secrets: Secrets;
  /** The token that signs unsigned requests, if configured. */
  token: ProxyToken | undefined;
  /** The proxy's scheme and authority as the client signs them (`http://127.0.0.1:4020`). */
  ownBase: string;
  /** The upstream's `{base_url}`, without a trailing slash. */
  upstream: string;
  /** Whether the request comes from a page of another origin (mock/hosts.ts fromAnotherOrigin). */
  fromOtherOrigin: boolean;
  origin: string | undefined;
  /** Whether the request proves it comes from the proxy's user (its access key, access-key.ts). */
  fromUser: boolean;
  /** Whether a PLAINTEXT signature would cross the network in clear (an http: upstream off this machine). */
  plaintextInClear: boolean;
  /** The timestamps of the requests the proxy signs itself. */
  timestamps: ProxyTimestamps;
}

type Refused = Extract<Outgoing, { ok: false }>;

const refuse = (status: number, error_name: string, message: string, headers?: Record<string, string>): Refused => ({
  ok: false,
  status,
  body: { error_name, message: `proxy: ${message}` },
  ...(headers && { headers }),
});

/** A refusal of a request the caller signed: a page of another origin may read it. */
const refuseSigned = (...args: Parameters<typeof refuse>): Refused => ({ ...refuse(...args), signedByCaller: true });

const HOW_CONSUMER =
  'give it to the proxy as a line key:secret in --consumer-file or PRONET_PROXY_CONSUMERS, or through the token file of `pronet auth` (--token-file)';
const HOW_TOKEN =
  'run the handshake through the proxy (its request token and access token answers teach it the secrets), or give the token file of `pronet auth` (--token-file)';

/** Whether a form field's raw name (`oauth_x`, `oauth%5Fx`) is a protocol parameter. */
function isOAuthPair(pair: string): boolean {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).startsWith('oauth_');
  } catch {
    return name.startsWith('oauth_');
  }
}

/** A query or form body without its protocol parameters, the other pairs kept byte for byte. */
export function withoutOAuthPairs(text: string): string {
  return text
    .split('&')
    .filter((pair) => pair !== '' && !isOAuthPair(pair))
    .join('&');
}

const isForm = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** What signs the request for the upstream. */
interface Signing {
  credentials: { consumerKey: string; consumerSecret: string; token?: string; tokenSecret?: string };
  options: SignOptions;
  placement: Placement;
}

/**
 * The request for the upstream, or the refusal that answers it here (nothing is forwarded then). The steps: a bearer
 * request passes; the OAuth parameters are read; a signed request is verified (`verifiedSigning`), an unsigned one
 * gets the proxy's credentials (`proxySigning`); then it is signed for the upstream (`signedForUpstream`).
 */
export function outgoing(step: Step, incoming: Incoming, ctx: SigningContext): Outgoing {
  const authorization = incoming.authorization?.trim() || undefined;
  if (authorization && /^bearer(\s|$)/i.test(authorization))
    return { ok: true, signer: 'bearer', url: `${ctx.upstream}${incoming.target}`, body: incoming.body, headers: {}, settled: () => {} };

  const received: ReceivedRequest = {
    method: incoming.method,
    url: `${ctx.ownBase}${incoming.target}`,
    authorization,
    body: incoming.body,
    contentType: incoming.contentType,
  };
  const reading = readOAuthParams(received);
  if (reading.errors.length)
    return refuse(401, 'PROXY_OAUTH_UNREADABLE', `the OAuth parameters cannot be read: ${reading.errors.join('; ')}`);
  const signedByCaller = reading.params['oauth_signature'] !== undefined;
  const signing = signedByCaller ? verifiedSigning(step, incoming, reading, ctx) : proxySigning(step, incoming, reading, ctx);
  if ('ok' in signing) return signing;
  if (signing.options.signatureMethod === 'PLAINTEXT' && ctx.plaintextInClear)
    return (signedByCaller ? refuseSigned : refuse)(
      403,
      'PROXY_PLAINTEXT_IN_CLEAR',
      `a PLAINTEXT signature carries the secrets as they are, and the upstream ${ctx.upstream} is http: off this machine: use HMAC-SHA1, or an https: upstream`,
    );
  if (signedByCaller) return signedForUpstream(incoming, signing, 'caller', ctx, () => {});
  const held = ctx.timestamps.take();
  signing.options.timestamp = held.timestamp;
  return signedForUpstream(incoming, signing, 'proxy', ctx, held.release);
}

type Reading = ReturnType<typeof readOAuthParams>;

/** A signed request: its signature verified for the proxy's URL, its credentials and options kept for the upstream. */
function verifiedSigning(step: Step, incoming: Incoming, reading: Reading, ctx: SigningContext): Signing | Refused {
  const p = reading.params;
  const key = p['oauth_consumer_key'];
  if (!key) return refuseSigned(401, 'PROXY_OAUTH_UNREADABLE', 'the signed request has no oauth_consumer_key');
  const consumerSecret = ctx.secrets.consumerSecret(key);
  if (consumerSecret === undefined)
    return refuseSigned(401, 'PROXY_UNKNOWN_CONSUMER', `the proxy does not know the secret of the consumer ${key}: ${HOW_CONSUMER}`);
  const token = step === 'request_token' ? undefined : p['oauth_token'];
  const tokenSecret = token === undefined ? '' : ctx.secrets.tokenSecret(token);
  if (tokenSecret === undefined)
    return refuseSigned(401, 'PROXY_UNKNOWN_TOKEN', `the proxy does not know the secret of the token ${token}: ${HOW_TOKEN}`);
  if (!verifySignature(reading, { consumerSecret, tokenSecret })) {
    const method = p['oauth_signature_method'] ?? '';
    const baseString = method === 'HMAC-SHA1' ? receivedBaseString(reading) : undefined;
    const { path } = targetParts(incoming.target);
    return refuseSigned(
      401,
      'PROXY_INVALID_SIGNATURE',
      `the ${method || 'missing'} signature does not verify for the proxy's URL ${ctx.ownBase}${path} with the consumer secret and the ${token ? 'token' : 'empty token'} secret: sign the request for the proxy's address (HMAC-SHA1 or PLAINTEXT), or send it unsigned from a tool on this machine`,
      baseString ? { 'pronet-signature-base-string': baseString.slice(0, 4096) } : undefined,
    );
  }
  return {
    credentials: { consumerKey: key, consumerSecret, ...(token !== undefined && { token, tokenSecret }) },
    options: {
      signatureMethod: p['oauth_signature_method'] as SignatureMethod,
      ...(p['oauth_nonce'] !== undefined && { nonce: p['oauth_nonce'] }),
      ...(p['oauth_timestamp'] !== undefined && { timestamp: p['oauth_timestamp'] }),
      ...(p['oauth_callback'] !== undefined && { callback: p['oauth_callback'] }),
      ...(p['oauth_verifier'] !== undefined && { verifier: p['oauth_verifier'] }),
      ...(reading.realm !== undefined && { realm: reading.realm }),
      includeVersion: p['oauth_version'] !== undefined,
    },
    placement: reading.source ?? 'header',
  };
}

/** An unsigned request: the proxy's own credentials for the step (never for a page of another origin). */
function proxySigning(step: Step, incoming: Incoming, reading: Reading, ctx: SigningContext): Signing | Refused {
  const p = reading.params;
  if (ctx.fromOtherOrigin)
    return refuse(
      403,
      'PROXY_OTHER_ORIGIN',
      `the proxy signs requests with its user's credentials only for tools on this machine and pages of its own origin, and this one comes from ${ctx.origin ?? 'another site'}: sign it for the proxy's URL to pass`,
    );
  if (!ctx.fromUser)
    return refuse(
      403,
      'PROXY_ACCESS_KEY_REQUIRED',
      "the proxy signs an unsigned request with its user's token only when it carries the proxy's access key (printed at start, kept in its --access-key-file): send it in the Pronet-Access-Key header or as the path prefix /key/<key>, or sign the request for the proxy's URL",
    );
  const configured = ctx.token;
  const key = p['oauth_consumer_key'] ?? configured?.consumerKey;
  const consumerSecret = key === undefined ? undefined : ctx.secrets.consumerSecret(key);
  if (key === undefined || consumerSecret === undefined)
    return refuse(
      401,
      'PROXY_NO_CREDENTIALS',
      `the request is not signed and the proxy has no ${key === undefined ? 'consumer' : `secret of the consumer ${key}`} to sign it with: ${HOW_CONSUMER}`,
    );
  const options: SignOptions = { signatureMethod: configured?.signatureMethod ?? 'HMAC-SHA1' };
  // The proxy's own signature goes in the header, whatever stray oauth_* parameter the query or body carries: a
  // signature in the URL would reach logs (and a PLAINTEXT one holds both secrets).
  const placement = 'header';
  if (step === 'request_token') {
    options.callback = p['oauth_callback'] ?? 'oob';
    return { credentials: { consumerKey: key, consumerSecret }, options, placement };
  }
  if (step === 'access_token') {
    const token = p['oauth_token'];
    const verifier = p['oauth_verifier'];
    const tokenSecret = token === undefined ? undefined : ctx.secrets.tokenSecret(token);
    if (token === undefined || verifier === undefined)
      return refuse(
        401,
        'PROXY_NO_CREDENTIALS',
        'an unsigned access token call needs oauth_token and oauth_verifier (in the query or a form body)',
      );
    if (tokenSecret === undefined)
      return refuse(401, 'PROXY_UNKNOWN_TOKEN', `the proxy does not know the secret of the request token ${token}: ${HOW_TOKEN}`);
    options.verifier = verifier;
    return { credentials: { consumerKey: key, consumerSecret, token, tokenSecret }, options, placement };
  }
  if (!configured?.token || configured.consumerKey !== key)
    return refuse(
      401,
      'PROXY_NO_CREDENTIALS',
      'the request is not signed and the proxy has no access token to sign it with: give the token file of `pronet auth` (--token-file), or sign the request',
    );
  return {
    credentials: { consumerKey: key, consumerSecret, token: configured.token, tokenSecret: configured.tokenSecret ?? '' },
    options,
    placement,
  };
}

/** Path and query of a request target. */
function targetParts(target: string): { path: string; query: string } {
  const q = target.indexOf('?');
  return q === -1 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/** The request signed for the upstream's URL, its OAuth parameters placed anew; the other pairs kept byte for byte. */
function signedForUpstream(incoming: Incoming, signing: Signing, signer: Signer, ctx: SigningContext, settled: () => void): Outgoing {
  const { path, query } = targetParts(incoming.target);
  const rest = withoutOAuthPairs(query);
  const body = incoming.body !== undefined && isForm(incoming.contentType) ? withoutOAuthPairs(incoming.body) : incoming.body;
  const request = {
    method: incoming.method,
    url: `${ctx.upstream}${path}${rest ? `?${rest}` : ''}`,
    body: body === '' && signing.placement === 'body' ? undefined : body,
    contentType: incoming.contentType,
  };
  const signed = signRequest(request, signing.credentials, signing.options);
  const placed = applyPlacement(request, signed, signing.placement);
  return {
    ok: true,
    signer,
    url: placed.url,
    body: placed.body,
    headers: {
      authorization: placed.headers['Authorization'] ?? '',
      ...(placed.headers['Content-Type'] && { 'content-type': placed.headers['Content-Type'] }),
    },
    settled,
  };
}
