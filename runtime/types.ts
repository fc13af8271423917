// The runtime's public types: the client's options, what a call takes and resolves to, and the shape of a generated
// method. Types only: the generated client.ts names them in its declarations.
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type {
  AccessToken,
  CredentialsLike,
  DebugOption,
  Placement,
  SavedToken,
  SignatureMethod,
  Transport,
} from '../plugins/oauth1/browser.ts';
import type { OperationInfo } from '../generated/operations.ts';

export type HttpMethod = OperationInfo['method'];

/** The part of a generated operation table entry that the runtime reads. */
export type RuntimeOperation = Pick<
  OperationInfo,
  | 'operationId'
  | 'method'
  | 'path'
  | 'server'
  | 'deprecated'
  | 'security'
  | 'vendorAccept'
  | 'successMediaTypes'
  | 'responseFormat'
  | 'requestMediaTypes'
  | 'pagination'
  | 'handshakeStep'
>;

/** Every option may be `undefined` (the same as absent): a value may come from the environment. */
export interface ClientOptions {
  /** `{base_url}`, an absolute http(s) URL. Default: the description's default (the local mock). */
  baseUrl?: string | undefined;
  /** `{auth_url}`, where the user authorization page lives. Default: `baseUrl`. */
  authUrl?: string | undefined;
  /**
   * Consumer key and secret, and the access token once there is one (`{ consumerKey, consumerSecret, token,
   * tokenSecret }`; restore a saved token with `AccessToken.fromJSON`, see `setToken`).
   */
  credentials?: CredentialsLike | undefined;
  /** Default `HMAC-SHA1`. */
  signatureMethod?: SignatureMethod | undefined;
  /**
   * Send PLAINTEXT signatures (both secrets in clear) to an `http:` URL that is not on this machine. Default false:
   * RFC 5849 section 3.4.4 allows PLAINTEXT over TLS only, so such a call is refused (OptionError) before it is sent.
   */
  allowInsecurePlaintext?: boolean | undefined;
  /** Where the OAuth parameters travel: the Authorization header (default), the query, or the form body. */
  placement?: Placement | undefined;
  /** Send through this instead of the global fetch: a proxy (e.g. undici's ProxyAgent as dispatcher), a recorder. */
  fetch?: Transport | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Milliseconds an attempt may take before it fails with a TimeoutError. Default 30,000; 0 for none. */
  timeout?: number | undefined;
  /**
   * Further attempts after a network error, a timeout or a 5xx, for calls that are safe to repeat (GET and the
   * other safe methods), and for any call that provably never reached the server. Default 2.
   */
  maxRetries?: number | undefined;
  /** Retry 403 RATE_LIMIT_EXCEEDED too (calls safe to repeat only). Default false: the throttle is per call. */
  retryRateLimited?: boolean | undefined;
  /** Warn once per process when a deprecated operation is called. Default true. */
  warnDeprecated?: boolean | undefined;
  /** Log each request and response, secrets redacted: true (console) or a function. Default: the PRONET_DEBUG environment variable. */
  debug?: DebugOption | undefined;
  /** Appended to the User-Agent (`pronet-api/<version> <runtime>`), e.g. `my-app/1.2`. */
  userAgent?: string | undefined;
  /** Most pages that `.all()` and `.pages()` fetch before they throw (a list that never ends). Default 1,000. */
  maxPages?: number | undefined;
}

/** Options of one call: openapi-fetch's (params, body, headers, ...) plus signal, timeout and retries. */
export type CallInit<Paths, P extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<Paths[P], M & keyof Paths[P]> & CallOptions;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeout?: number | undefined;
  maxRetries?: number | undefined;
}

// The success branch of openapi-fetch's result; the error branch has `data?: never` and drops out.
type SuccessData<T> = T extends { data: infer D } ? D : never;
type OrUndefined<D> = [D] extends [never] ? undefined : D;
/** What a call resolves to: the parsed success body; `undefined` for a response without body. */
export type CallData<Paths, P extends keyof Paths, M extends HttpMethod> = OrUndefined<
  SuccessData<FetchResponse<Paths[P][M & keyof Paths[P]] & Record<string | number, any>, {}, `${string}/${string}`>>
>;

/** The value at a property path. */
type At<T, Path extends readonly string[]> = Path extends readonly [infer Head extends string, ...infer Rest extends string[]]
  ? At<NonNullable<T>[Head & keyof NonNullable<T>], Rest>
  : T;
/** The element type of the array at a property path. */
export type ItemAt<T, Path extends readonly string[]> = NonNullable<At<T, Path>> extends ReadonlyArray<infer Item> ? Item : never;

/** A parsed body with the response it came from (status, headers such as rate limits or request ids). */
export interface WithResponse<Data> {
  data: Data;
  /** The HTTP response; its body has been read. */
  response: Response;
}

/**
 * The operation table entry that a generated method carries, its maturity and deprecation as literal types (so
 * that `client.users.findUsers.maturity` is `'experimental'` in an editor).
 */
export type OperationEntry<Maturity extends OperationInfo['maturity'], Deprecated extends boolean> = OperationInfo & {
  readonly maturity: Maturity;
  readonly deprecated: Deprecated;
};

/** A generated method: the call, carrying its operation table entry (maturity, deprecation, path, ...). */
export type Method<Args extends unknown[], Data, Info> = ((...args: Args) => Promise<Data>) &
  Info & {
    /** The same call (same retries, timeout and errors), resolving to `{ data, response }`. */
    withResponse(...args: Args): Promise<WithResponse<Data>>;
  };
/** A list method, which can also walk every page. */
export type PagedMethod<Args extends unknown[], Data, Item, Info> = Method<Args, Data, Info> & {
  /** Every item of every page, fetching the next page when the previous one is used up. */
  all(...args: Args): AsyncGenerator<Item, void, undefined>;
  /** Every page, as the call answers it. */
  pages(...args: Args): AsyncGenerator<Data, void, undefined>;
};

/** A token to sign with: an AccessToken, a saved one (`toSecretJSON()`), or the two values. */
export type TokenInput = AccessToken | SavedToken | { token: string; tokenSecret: string };
