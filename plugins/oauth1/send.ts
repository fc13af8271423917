/**
 * The one way a signed request goes out: the generated client's methods, the handshake and the `pronet` command
 * all send through `createSender`, so they share timeouts, retries, errors, logging and the User-Agent.
 *
 * Per attempt: sign anew (fresh nonce and timestamp; the service refuses a nonce it has seen), apply the
 * placement, send with the call's timeout and the caller's signal, map the outcome to a typed error. Between
 * attempts: wait as the server's Retry-After says (seconds or an HTTP date), else an exponential backoff with
 * jitter. Only what is safe to repeat is repeated: idempotent requests, and any request that provably never
 * reached the server (connection refused, unknown host).
 *
 * Runs wherever fetch runs: no Node built-in (signing goes through signRequestAsync).
 */
import type { TimestampSource } from './clock.ts';
import type { CredentialsLike } from './credentials.ts';
import { isFormContentType } from './encode.ts';
import { ApiError, NetworkError, OptionError, RateLimitError, TimeoutError, type RequestContext } from './errors.ts';
import { applyPlacement, checkBodyPlacement, PLACEMENTS, type Placement } from './placement.ts';
import { hasSyncHmac } from './hmac.ts';
import { SIGNATURE_METHODS, signRequest, signRequestAsync, type SignatureMethod, type SignOptions } from './signer.ts';

/** The SDK's version, as package.json says (test/package checks that they agree). */
export const SDK_VERSION = '0.1.0';

/** A fetch that takes a Request: for proxies, recording, or a test double. */
export type Transport = (request: Request) => Promise<Response>;

/** Where debug lines go: `true` for the console (stderr in Node), or a function of your own. */
export type DebugOption = boolean | ((line: string) => void);

export interface SenderOptions {
  /** Default 'HMAC-SHA1'. */
  signatureMethod?: SignatureMethod;
  /**
   * Send PLAINTEXT signatures (both secrets in clear) to an `http:` URL that is not on this machine. Default false:
   * RFC 5849 section 3.4.4 allows PLAINTEXT over TLS only, so such a request is refused before it is sent.
   */
  allowInsecurePlaintext?: boolean;
  /** Where the OAuth parameters travel: the Authorization header (default), the query, or the form body. */
  placement?: Placement;
  realm?: string;
  /** oauth_timestamp source. Default: the process-wide monotonic source. */
  timestamps?: TimestampSource;
  /** Send through this instead of the global fetch (a proxy agent, a recorder...). */
  fetch?: Transport;
  /** Milliseconds an attempt may take. Default 30,000; 0 for none. */
  timeout?: number;
  /** Further attempts of a request that is safe to repeat. Default 2. */
  maxRetries?: number;
  /** Retry 403 RATE_LIMIT_EXCEEDED too (requests safe to repeat only). Default false: the throttle is per call. */
  retryRateLimited?: boolean;
  /** Log every request and response, secrets redacted. Default: on when PRONET_DEBUG is set (1, true or a non-empty value). */
  debug?: DebugOption;
  /** Appended to the User-Agent (e.g. your application's name and version). */
  userAgent?: string;
}

/** One request to send. */
export interface OutgoingRequest {
  /** The operationId or handshake step: errors and log lines name it. */
  operation: string;
  method: string;
  /** Absolute URL with its query, before signing. */
  url: string;
  /** Written in place: each attempt sets its signature (and the User-Agent) here. */
  headers: Headers;
  body?: BodyInit | null | undefined;
  /** The credentials to sign with; null sends the request unsigned. */
  credentials: CredentialsLike | null;
  /** oauth_callback and oauth_verifier of the handshake. */
  oauth?: { callback?: string; verifier?: string };
  /** The request may be repeated without changing the outcome: the generated client sets it for the safe methods (isSafeMethod). */
  idempotent: boolean;
}

/** Options of one call. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeout?: number | undefined;
  maxRetries?: number | undefined;
  /** Resolve with non-2xx answers instead of throwing ApiError (the raw client and `pronet call`). */
  acceptAnyStatus?: boolean;
}

export interface Sender {
  /** Sends a request, retrying what is safe; resolves with the (2xx, unless acceptAnyStatus) response, its body unread. */
  send(request: OutgoingRequest, call?: CallOptions): Promise<Response>;
  /** The sender's options, checked. */
  readonly options: Readonly<SenderOptions>;
  /** Writes a debug line when debugging is on. */
  log(line: string): void;
}

/** Methods that RFC 9110 defines as safe (read-only), so safe to repeat. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** True for a method that is safe to repeat by definition (GET, HEAD, OPTIONS, TRACE). PUT and DELETE are not assumed. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** Longest wait for a Retry-After: beyond it the error is thrown (with the header) instead of waiting. */
const MAX_RETRY_AFTER_MS = 60_000;

const SENDER_OPTION_NAMES = [
  'signatureMethod',
  'allowInsecurePlaintext',
  'placement',
  'realm',
  'timestamps',
  'fetch',
  'timeout',
  'maxRetries',
  'retryRateLimited',
  'debug',
  'userAgent',
] as const satisfies ReadonlyArray<keyof SenderOptions>;

/** The sender options among wider options (a client's, a handshake's), those that are set. */
export function senderOptionsOf(options: SenderOptions): SenderOptions {
  const picked: Record<string, unknown> = {};
  for (const name of SENDER_OPTION_NAMES) if (options[name] !== undefined) picked[name] = options[name];
  return picked as SenderOptions;
}

/** Checks sender options, naming the first wrong one. */
export function checkSenderOptions(options: SenderOptions, prefix = ''): void {
  const name = (option: string) => prefix + option;
  if (options.signatureMethod !== undefined && !SIGNATURE_METHODS.includes(options.signatureMethod)) {
    throw new OptionError(
      name('signatureMethod'),
      `${JSON.stringify(options.signatureMethod)} is not one of ${SIGNATURE_METHODS.join(', ')}`,
    );
  }
  if (options.placement !== undefined && !PLACEMENTS.includes(options.placement)) {
    throw new OptionError(name('placement'), `${JSON.stringify(options.placement)} is not one of ${PLACEMENTS.join(', ')}`);
  }
  if (options.allowInsecurePlaintext !== undefined && typeof options.allowInsecurePlaintext !== 'boolean') {
    throw new OptionError(name('allowInsecurePlaintext'), 'must be true or false');
  }
  checkCount(options.timeout, name('timeout'), 'milliseconds (0 for none)');
  checkCount(options.maxRetries, name('maxRetries'), 'further attempts');
  if (options.fetch !== undefined && typeof options.fetch !== 'function')
    throw new OptionError(name('fetch'), 'must be a function (request: Request) => Promise<Response>');
  if (options.debug !== undefined && typeof options.debug !== 'boolean' && typeof options.debug !== 'function') {
    throw new OptionError(name('debug'), 'must be true, false or a function (line: string) => void');
  }
}

function checkCount(value: unknown, option: string, what: string): void {
  if (value !== undefined && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
    throw new OptionError(option, `must be a whole number of ${what} >= 0, got ${JSON.stringify(value)}`);
  }
}

/** Checks an absolute http(s) URL option and returns it without trailing slashes. */
export function checkBaseUrl(value: unknown, option: string): string {
  if (typeof value !== 'string' || value === '')
    throw new OptionError(option, 'must be an absolute http(s) URL, e.g. https://api.example.com');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OptionError(
      option,
      `${JSON.stringify(value)} is not an absolute URL (scheme and host, e.g. https://${value.replace(/^\/+/, '')})`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OptionError(option, `${JSON.stringify(value)} is not http or https`);
  if (url.search || url.hash) throw new OptionError(option, `${JSON.stringify(value)} must not have a query or fragment`);
  return value.replace(/\/+$/, '');
}

/**
 * RFC 5849 section 3.4.4: PLAINTEXT "MUST" travel over TLS, since its signature is the consumer secret and the token
 * secret themselves. Refuses a PLAINTEXT request to an `http:` URL off this machine unless the caller opted in.
 */
export function checkPlaintextTransport(url: string, signatureMethod: SignatureMethod | undefined, allowed: boolean | undefined): void {
  if (signatureMethod !== 'PLAINTEXT' || allowed === true) return;
  const { protocol, hostname, origin } = new URL(url);
  if (protocol !== 'http:' || isLoopback(hostname)) return;
  throw new OptionError(
    'allowInsecurePlaintext',
    `PLAINTEXT would send the consumer and token secrets in clear to ${origin}, which is neither TLS (https:) nor this ` +
      'machine (RFC 5849 3.4.4 allows PLAINTEXT over TLS only). Use an https: URL or HMAC-SHA1, or set this option to true',
  );
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** PRONET_DEBUG; undefined where the environment may not be read (Deno without --allow-env throws NotCapable). */
function debugEnv(): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['PRONET_DEBUG'];
  } catch {
    return undefined;
  }
}

function debugSink(debug: DebugOption | undefined): ((line: string) => void) | undefined {
  if (typeof debug === 'function') return debug;
  if (debug === false) return undefined;
  const env = debugEnv();
  if (debug === true || (env !== undefined && env !== '' && env !== '0' && env !== 'false')) {
    return (line) => console.error(line);
  }
  return undefined;
}

/** A browser or worker sets its own User-Agent (and refuses ours); elsewhere we name the SDK. */
const IN_BROWSER = 'document' in globalThis || 'importScripts' in globalThis;

function runtimeName(): string {
  const g = globalThis as { Deno?: { version?: { deno?: string } }; Bun?: { version?: string }; process?: { version?: string } };
  if (g.Deno?.version?.deno) return `deno/${g.Deno.version.deno}`;
  if (g.Bun?.version) return `bun/${g.Bun.version}`;
  if (g.process?.version) return `node/${g.process.version.replace(/^v/, '')}`;
  return 'unknown-runtime';
}

/** A sender: its options checked and resolved once; each `send` runs its attempts (sendWithRetries, attempt, sign). */
export function createSender(options: SenderOptions = {}): Sender {
  checkSenderOptions(options);
  const setup: SenderSetup = {
    options,
    placement: options.placement ?? 'header',
    signOptions: {
      signatureMethod: options.signatureMethod ?? 'HMAC-SHA1',
      ...(options.realm !== undefined && { realm: options.realm }),
      ...(options.timestamps && { timestamps: options.timestamps }),
    },
    sink: debugSink(options.debug),
    userAgent: IN_BROWSER ? undefined : `pronet-api/${SDK_VERSION} ${runtimeName()}${options.userAgent ? ` ${options.userAgent}` : ''}`,
    transport: options.fetch,
  };
  return {
    send: (request, call = {}) => sendWithRetries(setup, request, call),
    options,
    log: (line) => setup.sink?.(line),
  };
}

/** A sender's options, checked and resolved once: what each of its requests and attempts reads. */
interface SenderSetup {
  options: SenderOptions;
  placement: Placement;
  signOptions: SignOptions;
  /** Where debug lines go; undefined when debugging is off. */
  sink: ((line: string) => void) | undefined;
  /** Undefined in a browser, which sets its own. */
  userAgent: string | undefined;
  transport: Transport | undefined;
}

/** The attempts of one request: each failure that is worth repeating waits (retryDelay), then tries again. */
async function sendWithRetries(setup: SenderSetup, request: OutgoingRequest, call: CallOptions): Promise<Response> {
  const { options, sink } = setup;
  checkCount(call.timeout, 'timeout', 'milliseconds (0 for none)');
  checkCount(call.maxRetries, 'maxRetries', 'further attempts');
  if (request.credentials) checkPlaintextTransport(request.url, setup.signOptions.signatureMethod, options.allowInsecurePlaintext);
  const context: RequestContext = { operation: request.operation, method: request.method.toUpperCase(), url: request.url };
  const repeatable = !isStream(request.body);
  const retries = repeatable ? (call.maxRetries ?? options.maxRetries ?? 2) : 0;
  for (let attempts = 0; ; attempts++) {
    let failure: unknown;
    let response: Response | undefined;
    try {
      response = await attempt(setup, request, call, context, attempts + 1);
    } catch (error) {
      failure = error;
    }
    if (response && (response.ok || call.acceptAnyStatus)) return response;
    if (response) failure = await ApiError.fromResponse(response, context);
    const wait = attempts < retries ? retryDelay(failure, request.idempotent, attempts, options.retryRateLimited === true) : undefined;
    if (wait === undefined) throw failure;
    if (sink) sink(`[pronet-api] ↻ ${context.operation} retrying in ${Math.round(wait)} ms`);
    await sleep(wait, call.signal);
  }
}

/**
 * Signs one attempt; returns the URL, headers and body to send. The request's headers are written in place (a
 * new signature replaces the last one), so that an attempt does not copy them.
 */
async function sign(
  { placement, signOptions, userAgent }: SenderSetup,
  request: OutgoingRequest,
): Promise<{ url: string; headers: Headers; body: BodyInit | null | undefined }> {
  const headers = request.headers;
  if (userAgent && !headers.has('user-agent')) headers.set('user-agent', userAgent);
  if (!request.credentials) return { url: request.url, headers, body: request.body };
  const contentType = headers.get('content-type');
  const hasBody = !isEmptyBody(request.body);
  if (placement === 'body') checkBodyPlacement(request.method, contentType, hasBody);
  const body = hasBody && isFormContentType(contentType) ? formText(request.body!) : undefined;
  const message = { method: request.method, url: request.url, body, contentType };
  const options = request.oauth ? { ...signOptions, ...request.oauth } : signOptions;
  // Where node:crypto is there, the synchronous signer spares a promise per request.
  const signed = hasSyncHmac
    ? signRequest(message, request.credentials, options)
    : await signRequestAsync(message, request.credentials, options);
  const placed = applyPlacement(message, signed, placement);
  for (const name in placed.headers) headers.set(name, placed.headers[name]!);
  return { url: placed.url, headers, body: placed.body ?? request.body };
}

/** One attempt: signed anew, sent within the call's timeout and the caller's signal, its failure typed. */
async function attempt(
  setup: SenderSetup,
  request: OutgoingRequest,
  call: CallOptions,
  context: RequestContext,
  number: number,
): Promise<Response> {
  const { sink, transport } = setup;
  const signed = await sign(setup, request);
  const timeout = call.timeout ?? setup.options.timeout ?? 30_000;
  // One controller for the caller's signal and the timeout (cheaper than AbortSignal.timeout + AbortSignal.any),
  // and none when there is neither: on Node 20 an AbortSignal costs tens of microseconds per request.
  const controller = timeout > 0 || call.signal ? new AbortController() : undefined;
  const callerSignal = call.signal;
  const onAbort = callerSignal && (() => controller!.abort(callerSignal.reason));
  if (onAbort) {
    if (callerSignal.aborted) onAbort();
    else callerSignal.addEventListener('abort', onAbort, { once: true });
  }
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller!.abort()), timeout) : undefined;
  const init: RequestInit = { method: request.method, headers: signed.headers, body: signed.body ?? null, redirect: 'follow' };
  if (controller) init.signal = controller.signal;
  const started = sink && Date.now();
  if (sink)
    sink(
      `[pronet-api] → ${context.operation} ${context.method} ${redactUrl(signed.url)} (attempt ${number}) ${headerLine(signed.headers)}${bodyLine(signed.body)}`,
    );
  try {
    const response = await (transport ? transport(new Request(signed.url, init)) : fetch(signed.url, init));
    if (sink)
      sink(
        `[pronet-api] ← ${context.operation} ${response.status} ${response.statusText} in ${Date.now() - started!} ms ${headerLine(response.headers)}`,
      );
    return response;
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason ?? error; // the caller's own abort: not ours to translate
    const failure = timedOut
      ? new TimeoutError(`no answer within ${timeout} ms (the timeout option)`, { cause: error, context })
      : toNetworkError(error, context);
    if (sink) sink(`[pronet-api] ✗ ${context.operation} ${failure.message}`);
    throw failure;
  } finally {
    clearTimeout(timer);
    if (onAbort) callerSignal.removeEventListener('abort', onAbort);
  }
}

/** Milliseconds to wait before the next attempt, or undefined when the failure is not worth repeating. */
function retryDelay(failure: unknown, idempotent: boolean, attempts: number, retryRateLimited: boolean): number | undefined {
  if (failure instanceof NetworkError) {
    if (!idempotent && !failure.notSent) return undefined;
  } else if (failure instanceof RateLimitError) {
    if (!idempotent || !retryRateLimited) return undefined;
  } else if (failure instanceof ApiError) {
    if (!idempotent || failure.status < 500) return undefined;
  } else {
    return undefined;
  }
  const after = failure instanceof ApiError ? retryAfterMs(failure.headers.get('retry-after')) : undefined;
  if (after !== undefined) return after <= MAX_RETRY_AFTER_MS ? after : undefined;
  return Math.random() * Math.min(8_000, 250 * 2 ** attempts);
}

/**
 * Retry-After (RFC 9110 10.2.3): delay-seconds or an HTTP date. Milliseconds from now (0 for a date in the
 * past), or undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Codes of failures where no byte of the request reached a server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** fetch reports every failure as a TypeError "fetch failed"; its cause (undici) says what and where. */
function toNetworkError(error: unknown, context: RequestContext): Error {
  if (!(error instanceof TypeError)) return error as Error; // a transport's own failure: not ours to rename
  const cause = (error as { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } }).cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  const host = hostOf(context.url);
  const detail = cause?.message ?? error.message;
  const what =
    code === 'ECONNREFUSED'
      ? `connection refused by ${host}`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `host ${host} not found`
        : code === 'UND_ERR_CONNECT_TIMEOUT'
          ? `could not connect to ${host} in time`
          : `no answer from ${host}`;
  return new NetworkError(`${what} (${code ? `${code}: ` : ''}${detail})`, {
    cause: error,
    context,
    ...(code && { code }),
    notSent: code !== undefined && NOT_SENT_CODES.has(code),
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Waits, unless the signal aborts first; the abort listener is removed either way. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => (clearTimeout(timer), reject(signal!.reason));
    const timer = setTimeout(() => (signal?.removeEventListener('abort', onAbort), resolve()), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isStream(body: BodyInit | null | undefined): boolean {
  return typeof ReadableStream !== 'undefined' && body instanceof ReadableStream;
}

export function isEmptyBody(body: BodyInit | null | undefined): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body === 'string') return body === '';
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength === 0;
  if (body instanceof URLSearchParams) return body.size === 0;
  return false;
}

/** A form body as text: form bodies are signed field by field (RFC 5849 3.4.1.3.1). */
export function formText(body: BodyInit): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new TextDecoder().decode(body);
  throw new TypeError(
    `cannot sign an application/x-www-form-urlencoded body given as ${body?.constructor?.name ?? typeof body}: give it as a string, URLSearchParams or bytes`,
  );
}

// --- debug lines: never a secret, a signature or a token ---

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

function headerLine(headers: Headers): string {
  const shown: string[] = [];
  headers.forEach((value, name) => shown.push(`${name}: ${SECRET_HEADERS.has(name) ? redactHeader(value) : value}`));
  return `{${shown.join('; ')}}`;
}

function redactHeader(value: string): string {
  const scheme = /^\S+/.exec(value)?.[0] ?? '';
  // The consumer key is public (it names the application); the rest is redacted.
  const consumer = /oauth_consumer_key="([^"]*)"/.exec(value)?.[1];
  return `${scheme} ${consumer ? `oauth_consumer_key="${consumer}", ` : ''}[redacted]`;
}

/** The URL with every oauth_ query value but the consumer key redacted (the 'query' placement). */
function redactUrl(url: string): string {
  return url.replace(/([?&]oauth_(?!consumer_key)[^=&]*=)[^&]*/g, '$1[redacted]');
}

function bodyLine(body: BodyInit | null | undefined): string {
  if (body === undefined || body === null) return '';
  const size =
    typeof body === 'string'
      ? `${body.length} characters`
      : body instanceof URLSearchParams
        ? 'form fields'
        : (body?.constructor?.name ?? typeof body);
  return ` body: ${size} (not logged)`;
}
