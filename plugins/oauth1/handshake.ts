/**
 * The three-step handshake (RFC 5849 section 2) as the service runs it:
 *
 *   1. getRequestToken     POST {base_url}<request_token path>   -> RequestToken (valid 10 minutes)
 *   2. authorizationUrl    GET  {auth_url}<authorize path>?oauth_token=...  (the user's browser goes there)
 *   3. getAccessToken      POST {base_url}<access_token path>    -> AccessToken (with extra fields, e.g. user_id)
 *
 * The paths are the description's (the operations that carry each `x-handshake-step`): the generated client reads
 * them from its operation table and passes them (`paths`). The plugin imports nothing generated, so that the
 * generator, which signs its docs' worked example with it, runs whatever state generated/ is in; its defaults, for
 * the plugin used on its own, are checked against the table by test/plugins/oauth1/handshake.test.ts.
 * Both token calls answer 200 or 201 with form-encoded name=value pairs.
 */
import type { TimestampSource } from './clock.ts';
import { AccessToken, RequestToken, type ConsumerLike } from './credentials.ts';
import { parseForm, percentEncode } from './encode.ts';
import { HandshakeError } from './errors.ts';
import type { Placement } from './placement.ts';
import { createSender, senderOptionsOf, type CallOptions, type DebugOption, type Sender } from './send.ts';
import type { SignatureMethod } from './signer.ts';

/** A request token may be exchanged during 10 minutes after it was obtained. */
export const REQUEST_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** The paths of the three steps, below {base_url} (the token calls) and {auth_url} (the authorization page). */
export interface HandshakePaths {
  readonly requestToken: string;
  readonly authorize: string;
  readonly accessToken: string;
}

/** The description's paths, for the plugin used on its own (the generated client passes those of its table). */
export const HANDSHAKE_PATHS: HandshakePaths = {
  requestToken: '/v1/request_token',
  authorize: '/v1/authorize',
  accessToken: '/v1/access_token',
};

export interface HandshakeOptions {
  /** {base_url}, e.g. https://api.example.com (no trailing /v1). */
  baseUrl: string;
  /** The paths of the steps. Default HANDSHAKE_PATHS. */
  paths?: HandshakePaths;
  consumer: ConsumerLike;
  /** Default 'HMAC-SHA1'. */
  signatureMethod?: SignatureMethod;
  /** Sign with PLAINTEXT over `http:` off this machine too (see SenderOptions). Default false. */
  allowInsecurePlaintext?: boolean;
  /** Default 'header'. */
  placement?: Placement;
  /** Default globalThis.fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Milliseconds the token call may take. Default 30,000; 0 for none. */
  timeout?: number;
  /** Further attempts, only when the request provably never reached the server (token calls are POSTs). Default 2. */
  maxRetries?: number;
  signal?: AbortSignal;
  /** Log the token calls, secrets redacted (see createSender). */
  debug?: DebugOption;
  /**
   * The sender to go through (the generated client passes its own, so that the handshake shares its timeouts,
   * retries, logging and transport). When given, signatureMethod, placement, fetch, timestamps, realm, timeout and
   * debug of these options are not read: the sender's apply.
   */
  sender?: Sender;
  /** Clock in milliseconds (records and checks the request token's age). Default Date.now. */
  now?: () => number;
  /** oauth_timestamp source. Default: the process-wide monotonic source. */
  timestamps?: TimestampSource;
  realm?: string;
}

export interface RequestTokenOptions extends HandshakeOptions {
  /** Where the user returns after authorizing: a URL, or 'oob' (the user is shown a PIN). Default 'oob'. */
  callback?: string;
}

export interface AccessTokenOptions extends HandshakeOptions {
  requestToken: RequestToken;
  /** The oauth_verifier from the callback or the PIN the user typed. */
  verifier: string;
}

function endpoint(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

function senderOf(options: HandshakeOptions): Sender {
  return options.sender ?? createSender(senderOptionsOf(options));
}

/** Sends one signed token request and returns the fields of the form-encoded answer. */
async function tokenCall(
  operation: string,
  what: string,
  url: string,
  options: HandshakeOptions,
  credentials: { consumerKey: string; consumerSecret: string; token?: string; tokenSecret?: string },
  oauth: { callback?: string; verifier?: string },
): Promise<Map<string, string>> {
  const call: CallOptions = {
    ...(options.signal && { signal: options.signal }),
    ...(options.sender && options.timeout !== undefined && { timeout: options.timeout }),
    ...(options.sender && options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
  };
  const response = await senderOf(options).send(
    {
      operation,
      method: 'POST',
      url,
      // Token responses are form-encoded; errors come as JSON (or text).
      headers: new Headers({ accept: 'application/x-www-form-urlencoded, application/json;q=0.9, */*;q=0.8' }),
      credentials,
      oauth,
      idempotent: false,
    },
    call,
  );
  const fields = new Map<string, string>();
  for (const [name, value] of parseForm((await response.text()).trim())) {
    if (!fields.has(name)) fields.set(name, value);
  }
  const missing = ['oauth_token', 'oauth_token_secret'].filter((name) => !fields.get(name));
  if (missing.length) {
    // The body itself is not quoted: it may hold a secret.
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new HandshakeError(
      'MALFORMED_TOKEN_RESPONSE',
      `The ${what} response (HTTP ${response.status}, ${type}) lacks a value for ${missing.join(' and ')}; ` +
        'expected form-encoded name=value pairs',
    );
  }
  return fields;
}

function extraFields(fields: Map<string, string>): Record<string, string> {
  const known = new Set(['oauth_token', 'oauth_token_secret', 'oauth_callback_confirmed']);
  return Object.fromEntries([...fields].filter(([name]) => !known.has(name)));
}

/** Step 1: obtains a request token (temporary credentials), signed with the consumer secret alone. */
export async function getRequestToken(options: RequestTokenOptions): Promise<RequestToken> {
  const now = options.now ?? Date.now;
  const { consumerKey, consumerSecret } = options.consumer;
  const fields = await tokenCall(
    'createRequestToken',
    'request token',
    endpoint(options.baseUrl, (options.paths ?? HANDSHAKE_PATHS).requestToken),
    options,
    { consumerKey, consumerSecret },
    { callback: options.callback ?? 'oob' },
  );
  if (fields.get('oauth_callback_confirmed') !== 'true') {
    throw new HandshakeError(
      'CALLBACK_NOT_CONFIRMED',
      "The request token response does not confirm the callback (oauth_callback_confirmed is not 'true'); the token was not used",
    );
  }
  return new RequestToken({
    token: fields.get('oauth_token')!,
    tokenSecret: fields.get('oauth_token_secret')!,
    obtainedAt: now(),
    callbackConfirmed: true,
    extra: extraFields(fields),
  });
}

/** Step 2: the page to send the user to: {auth_url}<authorize path>?oauth_token=... */
export function authorizationUrl(authUrl: string, requestToken: RequestToken | string, paths: HandshakePaths = HANDSHAKE_PATHS): string {
  const token = typeof requestToken === 'string' ? requestToken : requestToken.token;
  return endpoint(authUrl, paths.authorize) + '?oauth_token=' + percentEncode(token);
}

/**
 * Step 3: exchanges an authorized request token and its verifier for an access token, signed with the
 * consumer secret and the request token secret. A request token older than 10 minutes is refused here,
 * before anything is sent (HandshakeError REQUEST_TOKEN_EXPIRED).
 */
export async function getAccessToken(options: AccessTokenOptions): Promise<AccessToken> {
  const now = options.now ?? Date.now;
  const { requestToken } = options;
  const age = now() - requestToken.obtainedAt;
  if (!(age <= REQUEST_TOKEN_LIFETIME_MS)) {
    throw new HandshakeError(
      'REQUEST_TOKEN_EXPIRED',
      `The request token was obtained ${Math.round(age / 1000)} s ago; request tokens are valid for ` +
        `${REQUEST_TOKEN_LIFETIME_MS / 60_000} minutes. Start the handshake again with getRequestToken.`,
    );
  }
  const { consumerKey, consumerSecret } = options.consumer;
  const fields = await tokenCall(
    'createAccessToken',
    'access token',
    endpoint(options.baseUrl, (options.paths ?? HANDSHAKE_PATHS).accessToken),
    options,
    { consumerKey, consumerSecret, token: requestToken.token, tokenSecret: requestToken.tokenSecret },
    { verifier: options.verifier },
  );
  return new AccessToken({
    token: fields.get('oauth_token')!,
    tokenSecret: fields.get('oauth_token_secret')!,
    obtainedAt: now(),
    extra: extraFields(fields),
  });
}
