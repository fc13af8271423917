/**
 * Errors of the OAuth plugin and its sender; the generated client throws and exports these.
 *
 *   Error
 *   ├── ApiError            a non-2xx answer of the service ({error_name, message, errors} or raw text)
 *   │   ├── InvalidTokenError   401 INVALID_OAUTH_TOKEN: the access token is gone, redo the handshake
 *   │   ├── OAuthError          any other 401 (bad signature, reused nonce, old timestamp, bad consumer, ...)
 *   │   └── RateLimitError      403 RATE_LIMIT_EXCEEDED
 *   ├── NetworkError        no HTTP answer (connection refused, DNS, reset...), naming the host and the cause
 *   │   └── TimeoutError        no answer within the timeout
 *   ├── ResponseBodyError   a 2xx answer whose body is not what its media type says (HTML instead of JSON...)
 *   ├── HandshakeError      a local refusal during the handshake (no request was sent, or the answer is unusable)
 *   └── TypeError
 *       └── OptionError         an invalid option or argument, named, found before anything is sent
 *
 * Errors about a request carry its operation, method and URL (the URL before signing: no oauth_ parameter).
 * No message carries a credential, a token secret or a signature: only statuses, error names and the
 * service's own message.
 */

/** Which request an error is about. */
export interface RequestContext {
  /** The operationId (or the handshake step). */
  readonly operation: string;
  /** Upper case. */
  readonly method: string;
  /** The URL before signing (with the caller's query, without OAuth parameters). */
  readonly url: string;
}

function describe(context: RequestContext | undefined): string {
  return context ? `${context.operation} (${context.method} ${context.url}): ` : '';
}

/** An invalid option or argument, found before any request was sent. `option` names it. */
export class OptionError extends TypeError {
  override name = 'OptionError';
  readonly option: string;

  constructor(option: string, message: string) {
    super(`${option}: ${message}`);
    this.option = option;
  }
}

/** The request never got an HTTP answer (connection refused or reset, DNS, TLS...). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly operation: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  /** The system's error code when the runtime gives one (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET...). */
  readonly code: string | undefined;
  /** True when the request provably never reached the server (refused connection, unknown host). */
  readonly notSent: boolean;

  constructor(message: string, options?: { cause?: unknown; context?: RequestContext; code?: string; notSent?: boolean }) {
    super(describe(options?.context) + message, options);
    this.operation = options?.context?.operation;
    this.method = options?.context?.method;
    this.url = options?.context?.url;
    this.code = options?.code;
    this.notSent = options?.notSent ?? false;
  }
}

/** No answer within the call's `timeout`. */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

/** A 2xx answer whose body does not match its media type (e.g. an HTML page where JSON was promised). */
export class ResponseBodyError extends Error {
  override name = 'ResponseBodyError';
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly headers: Headers;

  constructor(message: string, init: { context: RequestContext; response: Response; cause?: unknown }) {
    super(describe(init.context) + message, { cause: init.cause });
    this.operation = init.context.operation;
    this.method = init.context.method;
    this.url = init.context.url;
    this.status = init.response.status;
    this.contentType = init.response.headers.get('content-type');
    this.headers = init.response.headers;
  }
}

export interface ApiErrorDetail {
  field: string;
  reason: string;
}

export interface ApiErrorInit {
  status: number;
  errorName?: string | undefined;
  message: string;
  errors?: readonly ApiErrorDetail[];
  headers?: Headers;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body?: unknown;
  /** The request it answers. */
  context?: RequestContext | undefined;
}

/** error_name values that the service answers with status 401 for OAuth failures (public clients list them). */
export const OAUTH_ERROR_NAMES = [
  'INVALID_OAUTH_TOKEN',
  'INVALID_OAUTH_CONSUMER',
  'CONSUMER_MISMATCH',
  'INVALID_OAUTH_SIGNATURE_METHOD',
  'INVALID_OAUTH_SIGNATURE',
  'INVALID_TIMESTAMP',
  'TIMESTAMP_EXPIRED',
  'NONCE_ALREADY_USED',
  'NONCE_MISSING',
  'INVALID_OAUTH_VERSION',
  'REQUIRED_PARAMETER_MISSING',
] as const;

const MAX_TEXT_IN_MESSAGE = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function details(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((e) => ({ field: String(e['field'] ?? ''), reason: String(e['reason'] ?? '') }));
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The service's error_name (e.g. INVALID_PARAMETERS), when the body had one. */
  readonly errorName: string | undefined;
  /** Finer details ({field, reason}), empty when the body had none. */
  readonly errors: readonly ApiErrorDetail[];
  readonly headers: Headers;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  readonly body: unknown;
  /** The operation, method and URL of the request (absent when the error was built without them). */
  readonly operation: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    super(describe(init.context) + init.message);
    this.operation = init.context?.operation;
    this.method = init.context?.method;
    this.url = init.context?.url;
    this.status = init.status;
    this.errorName = init.errorName;
    this.errors = init.errors ?? [];
    this.headers = init.headers ?? new Headers();
    this.body = init.body;
  }

  /**
   * The error for a response whose body has already been read (openapi-fetch gives `error` as parsed
   * JSON or text): InvalidTokenError, OAuthError or ApiError.
   */
  static fromBody(response: Pick<Response, 'status' | 'statusText' | 'headers'>, body: unknown, context?: RequestContext): ApiError {
    const status = response.status;
    let parsed = body;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
    }
    const json = isRecord(parsed) ? parsed : undefined;
    const errorName = typeof json?.['error_name'] === 'string' ? json['error_name'] : undefined;
    let text: string;
    if (typeof json?.['message'] === 'string') text = json['message'];
    else if (typeof body === 'string' && body.trim() !== '') text = body.trim().slice(0, MAX_TEXT_IN_MESSAGE);
    else text = response.statusText || 'no message';
    const init: ApiErrorInit = {
      status,
      errorName,
      message: `${text} (HTTP ${status}${errorName ? ` ${errorName}` : ''})`,
      errors: details(json?.['errors']),
      headers: response.headers,
      body: parsed,
      context,
    };
    if (status === 401 && errorName === 'INVALID_OAUTH_TOKEN') return new InvalidTokenError(init);
    if (status === 401) return new OAuthError(init);
    if (status === 403 && errorName === 'RATE_LIMIT_EXCEEDED') return new RateLimitError(init);
    return new ApiError(init);
  }

  /** Reads the body of a non-2xx response (JSON, else raw text) and returns the matching error. */
  static async fromResponse(response: Response, context?: RequestContext): Promise<ApiError> {
    let text = '';
    try {
      text = response.bodyUsed ? '' : await response.text();
    } catch {
      text = '';
    }
    return ApiError.fromBody(response, text, context);
  }
}

/**
 * 401 INVALID_OAUTH_TOKEN: the access token expired, was revoked, or the user changed the password.
 * Signing again will not help; the application must run the handshake again.
 */
export class InvalidTokenError extends ApiError {
  override name = 'InvalidTokenError';

  constructor(init: ApiErrorInit) {
    super({
      ...init,
      message:
        `The access token is no longer valid (expired, revoked, or the user changed the password): ` +
        `redo the OAuth handshake (request token, authorization, access token). Service said: ${init.message}`,
    });
  }
}

/** Any other 401: a request the service could not authenticate (signature, nonce, timestamp, consumer...). */
export class OAuthError extends ApiError {
  override name = 'OAuthError';
}

/** 403 RATE_LIMIT_EXCEEDED: a per-call throttle was hit. Waiting helps; signing again does not. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}

export type HandshakeErrorCode =
  /** The request token is older than 10 minutes; nothing was sent. */
  | 'REQUEST_TOKEN_EXPIRED'
  /** oauth_callback_confirmed was not 'true'. */
  | 'CALLBACK_NOT_CONFIRMED'
  /** The token response lacks oauth_token or oauth_token_secret, or is not form-encoded. */
  | 'MALFORMED_TOKEN_RESPONSE';

/** A local refusal during the handshake. */
export class HandshakeError extends Error {
  override name = 'HandshakeError';
  readonly code: HandshakeErrorCode;

  constructor(code: HandshakeErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
