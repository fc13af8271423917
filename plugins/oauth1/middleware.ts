/**
 * openapi-fetch middleware that signs every request of a client.
 *
 *   let credentials = createCredentials({ consumerKey, consumerSecret });   // later: .withToken(accessToken)
 *   client.use(oauth1Middleware({ credentials: () => credentials, placement: 'header' }));
 *
 * onRequest sees the final Request (URL with its query, method, the exact form body bytes) and signs it
 * with a fresh nonce and timestamp each time it runs, so a request sent again through the client is
 * signed anew. A retry that re-sends a Request object by itself (e.g. from onResponse) must re-sign it
 * first with `middleware.sign(request)`: the service refuses a nonce it has already seen.
 *
 * `signParts` signs a request that is not a fetch Request yet (method, URL, headers, body), with the same
 * credentials and options, for code that builds its own requests.
 *
 * For an openapi-fetch client of your own. The generated client does not use this middleware: its methods,
 * `raw`, `request()` and the handshake sign each attempt in the sender (send.ts), which also retries and times out.
 */
import type { MiddlewareCallbackParams } from 'openapi-fetch';
import type { TimestampSource } from './clock.ts';
import type { CredentialsLike } from './credentials.ts';
import { isFormContentType } from './encode.ts';
import { applyPlacement, checkBodyPlacement, type Placement } from './placement.ts';
import { checkPlaintextTransport, formText, isEmptyBody } from './send.ts';
import { signRequestAsync, type SignatureMethod, type SignOptions } from './signer.ts';

export interface OAuth1MiddlewareOptions {
  /**
   * The credentials, or a function returning the current ones (read on every request, so the client can
   * switch to the access token after the handshake, or drop it when it becomes invalid).
   */
  credentials: CredentialsLike | (() => CredentialsLike | Promise<CredentialsLike>);
  /** Default 'HMAC-SHA1'. */
  signatureMethod?: SignatureMethod;
  /** Sign with PLAINTEXT over `http:` off this machine too (see SenderOptions). Default false. */
  allowInsecurePlaintext?: boolean;
  /** Default 'header'. 'body' needs a method that carries a body and a form-encoded (or no) body. */
  placement?: Placement;
  realm?: string;
  /** Default true (the service documents oauth_version as always 1.0). */
  includeVersion?: boolean;
  /** Default: the process-wide monotonic source. */
  timestamps?: TimestampSource;
  /** Nonce generator; default 128 random bits. For tests. */
  nonce?: () => string;
}

export interface OAuth1Middleware {
  onRequest(params: MiddlewareCallbackParams): Promise<Request>;
  /** Signs a Request anew (fresh nonce and timestamp); accepts one this middleware has already signed. */
  sign(request: Request): Promise<Request>;
  /**
   * Signs the parts of a request that is not (yet) a fetch Request, with the same credentials and options:
   * for code that builds its own requests. The parts are not changed.
   */
  signParts(parts: RequestParts): Promise<SignedParts>;
}

/** A request to sign, as its parts. */
export interface RequestParts {
  method: string;
  /** Absolute URL, with its query. */
  url: string;
  headers: Headers;
  /** The body as it will be sent. Only a form-encoded body is signed, so only then must it be readable as text. */
  body?: BodyInit | null | undefined;
}

/** What signing changes: where the OAuth parameters go. */
export interface SignedParts {
  /** The URL to send: the parts' URL, plus the OAuth parameters in its query for the 'query' placement. */
  url: string;
  /** Headers to set: Authorization, or Content-Type for the 'body' placement. */
  headers: Record<string, string>;
  /** The body to send instead, for the 'body' placement; absent when the body goes out as it was. */
  body?: string;
}

/** A request before signing: what every new signature starts from. */
interface Unsigned {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
  init: RequestInit;
}

export function oauth1Middleware(options: OAuth1MiddlewareOptions): OAuth1Middleware {
  const placement = options.placement ?? 'header';
  const signOptions: SignOptions = {
    signatureMethod: options.signatureMethod ?? 'HMAC-SHA1',
    ...(options.realm !== undefined && { realm: options.realm }),
    ...(options.includeVersion !== undefined && { includeVersion: options.includeVersion }),
    ...(options.timestamps && { timestamps: options.timestamps }),
  };
  // Signed request -> the unsigned request it came from, so re-signing never stacks two signatures and
  // works even after fetch has consumed the signed request's body.
  const origins = new WeakMap<Request, Unsigned>();

  async function signParts(parts: RequestParts): Promise<SignedParts> {
    const credentials = typeof options.credentials === 'function' ? await options.credentials() : options.credentials;
    checkPlaintextTransport(parts.url, signOptions.signatureMethod, options.allowInsecurePlaintext);
    const contentType = parts.headers.get('content-type');
    const hasBody = !isEmptyBody(parts.body);
    if (placement === 'body') checkBodyPlacement(parts.method, contentType, hasBody);
    const body = hasBody && isFormContentType(contentType) ? formText(parts.body!) : undefined;
    const message = { method: parts.method, url: parts.url, body, contentType };
    const signed = await signRequestAsync(message, credentials, options.nonce ? { ...signOptions, nonce: options.nonce() } : signOptions);
    const placed = applyPlacement(message, signed, placement);
    return placement === 'body' ? placed : { url: placed.url, headers: placed.headers };
  }

  async function unsigned(request: Request): Promise<Unsigned> {
    const known = origins.get(request);
    if (known) return known;
    return {
      url: request.url,
      method: request.method,
      headers: new Headers(request.headers),
      body: request.body ? await request.clone().arrayBuffer() : undefined,
      init: {
        signal: request.signal,
        redirect: request.redirect,
        credentials: request.credentials,
        cache: request.cache,
        integrity: request.integrity,
        keepalive: request.keepalive,
        referrerPolicy: request.referrerPolicy,
      },
    };
  }

  async function sign(request: Request): Promise<Request> {
    const origin = await unsigned(request);
    const placed = await signParts(origin);
    const headers = new Headers(origin.headers);
    for (const [name, value] of Object.entries(placed.headers)) headers.set(name, value);
    // Only the body placement changes the body; otherwise the original bytes go out untouched.
    const body = placed.body ?? origin.body ?? null;
    const result = new Request(placed.url, { ...origin.init, method: origin.method, headers, body });
    origins.set(result, origin);
    return result;
  }

  /**
   * The common case, a request without body signed in its Authorization header: the header is set on the
   * Request openapi-fetch built (its headers are writable), instead of building a second Request. `sign()` can
   * still sign it anew: with no body to keep, a new signature simply replaces this header.
   */
  async function signInPlace(request: Request): Promise<Request> {
    const placed = await signParts({ method: request.method, url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(placed.headers)) request.headers.set(name, value);
    return request;
  }

  return {
    onRequest: ({ request }) => (placement === 'header' && !request.body ? signInPlace(request) : sign(request)),
    sign,
    signParts,
  };
}
