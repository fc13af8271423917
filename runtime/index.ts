// The handwritten runtime behind the generated client: one `call` that reads the operation table, and the few
// mechanisms every operation shares (signing, Accept, parsing, errors, retries, timeouts, paging, deprecation).
import createFetchClient, { createQuerySerializer, type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import {
  ApiError,
  authorizationUrl,
  createCredentials,
  getAccessToken,
  getRequestToken,
  oauth1Middleware,
  RateLimitError,
  type AccessToken,
  type CredentialsLike,
  type Placement,
  type RequestToken,
  type SignatureMethod,
} from '../plugins/oauth1/index.ts';
import type { OperationInfo } from '../generated/operations.ts';
import { NetworkError, TimeoutError } from './errors.ts';

export { NetworkError, TimeoutError } from './errors.ts';

export type HttpMethod = OperationInfo['method'];

/** The part of a generated operation table entry that the runtime reads. */
export type RuntimeOperation = Pick<
  OperationInfo,
  'operationId' | 'method' | 'path' | 'server' | 'deprecated' | 'security' | 'vendorAccept' | 'successMediaTypes' | 'responseFormat' | 'pagination'
>;

export interface ClientOptions {
  /** `{base_url}`. Default: the description's default (the local mock). */
  baseUrl?: string;
  /** `{auth_url}`, where the user authorization page lives. Default: `baseUrl`. */
  authUrl?: string;
  /** Consumer key and secret, and the access token once there is one. */
  credentials?: CredentialsLike;
  /** Default `HMAC-SHA1`. */
  signatureMethod?: SignatureMethod;
  /** Where the OAuth parameters travel: the Authorization header (default), the query, or the form body. */
  placement?: Placement;
  fetch?: (request: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Milliseconds an attempt may take before it fails with a TimeoutError. Default 30,000; 0 for none. */
  timeout?: number;
  /** Further attempts of an idempotent call after a network error or a 5xx. Default 2. */
  maxRetries?: number;
  /** Retry 403 RATE_LIMIT_EXCEEDED too (idempotent calls only). Default false: the throttle is per call. */
  retryRateLimited?: boolean;
  /** Warn once per process when a deprecated operation is called. Default true. */
  warnDeprecated?: boolean;
}

/** Options of one call: openapi-fetch's (params, body, headers, ...) plus signal, timeout and retries. */
export type CallInit<Paths, P extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<Paths[P], M & keyof Paths[P]> & CallOptions;

export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
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

/** A generated method: the call, carrying its operation table entry (maturity, deprecation, path, ...). */
export type Method<Args extends unknown[], Data, Info> = ((...args: Args) => Promise<Data>) & Info;
/** A list method, which can also walk every page. */
export type PagedMethod<Args extends unknown[], Data, Item, Info> = Method<Args, Data, Info> & {
  /** Every item of every page, fetching the next page when the previous one is used up. */
  all(...args: Args): AsyncGenerator<Item, void, undefined>;
  /** Every page, as the call answers it. */
  pages(...args: Args): AsyncGenerator<Data, void, undefined>;
};

const IDEMPOTENT = new Set<HttpMethod>(['get', 'put', 'delete', 'head', 'options']);
const warned = new Set<string>();

export function createRuntime<Paths extends {}>(
  options: ClientOptions,
  table: Readonly<Record<string, RuntimeOperation>>,
  servers: ReadonlyArray<{ readonly variable: string; readonly default: string }>,
) {
  const baseUrl = trimSlash(options.baseUrl ?? servers.find((s) => s.variable === 'base_url')?.default ?? '');
  const urls: Record<string, string> = { base_url: baseUrl, auth_url: trimSlash(options.authUrl ?? baseUrl) };
  let credentials: CredentialsLike | undefined = options.credentials && createCredentials(options.credentials);

  const signer = oauth1Middleware({
    credentials: () => {
      if (!credentials) throw new Error('pronet-api: this call is signed with OAuth 1.0, but the client has no credentials (options.credentials)');
      return credentials;
    },
    signatureMethod: options.signatureMethod ?? 'HMAC-SHA1',
    placement: options.placement ?? 'header',
  });
  const clientOptions = {
    baseUrl,
    // openapi-fetch builds its default query serializer on every call unless it is given one.
    querySerializer: createQuerySerializer(),
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.headers && { headers: options.headers }),
  };
  // Two openapi-fetch clients: `raw` signs every request as a fetch Request, through the middleware (for power
  // users); `inner`, behind the generated methods, builds PreparedRequests that `send` signs per operation.
  const raw: Client<Paths> = createFetchClient<Paths>(clientOptions);
  raw.use(signer);
  const inner = createFetchClient<Paths>({ ...clientOptions, Request: PreparedRequest as unknown as typeof Request });
  const request = inner.request.bind(inner) as unknown as (method: string, path: string, init: object) => Promise<FetchResponse<any, any, any>>;

  /** Signs a prepared request when its operation is signed, and sends it: the one fetch Request is made here. */
  function send(prepared: PreparedRequest, signed: boolean, transport: Transport | undefined): Promise<Response> {
    if (!signed) return dispatch(prepared.url, prepared.init, transport);
    return signer.signParts(prepared).then((placed) => {
      for (const name in placed.headers) prepared.headers.set(name, placed.headers[name]!);
      if (placed.body !== undefined) prepared.init.body = placed.body;
      return dispatch(placed.url, prepared.init, transport);
    });
  }
  const sendSigned = (prepared: PreparedRequest) => send(prepared, true, options.fetch);
  const sendUnsigned = (prepared: PreparedRequest) => send(prepared, false, options.fetch);

  /** One attempt: signed anew (send runs for every request), with its own timeout. */
  async function attempt(op: RuntimeOperation, init: Record<string, unknown>, call: CallOptions): Promise<unknown> {
    const timeout = call.timeout ?? options.timeout ?? 30_000;
    // One controller for the caller's signal and the timeout (cheaper than AbortSignal.timeout + AbortSignal.any),
    // and none when there is neither: on Node 20 an AbortSignal costs tens of microseconds per request.
    const controller = timeout > 0 || call.signal ? new AbortController() : undefined;
    const onAbort = call.signal && (() => controller!.abort(call.signal!.reason));
    if (onAbort) {
      if (call.signal!.aborted) onAbort();
      call.signal!.addEventListener('abort', onAbort, { once: true });
    }
    let timedOut = false;
    const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller!.abort()), timeout) : undefined;
    init['signal'] = controller?.signal;
    let result: FetchResponse<any, any, any>;
    try {
      result = await request(op.method, op.path, init);
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error; // the caller's own abort: not ours to translate
      if (timedOut) throw new TimeoutError(`pronet-api: ${op.operationId} got no answer within ${timeout} ms`, { cause: error });
      // fetch reports a failed connection as a TypeError; anything else (a signing failure...) is not ours to wrap.
      if (!(error instanceof TypeError)) throw error;
      throw new NetworkError(`pronet-api: ${op.operationId} failed before any answer: ${(error as Error)?.message ?? error}`, { cause: error });
    } finally {
      clearTimeout(timer);
      if (onAbort) call.signal!.removeEventListener('abort', onAbort);
    }
    const { data, error, response } = result;
    if (!response.ok) throw ApiError.fromBody(response, error);
    if (response.status === 204 || op.responseFormat === 'none') return undefined;
    if (op.responseFormat === 'form' && typeof data === 'string') return Object.fromEntries(new URLSearchParams(data));
    return data;
  }

  async function call(operationId: string, init: Record<string, unknown> = {}): Promise<any> {
    const op = table[operationId];
    if (!op) throw new Error(`pronet-api: unknown operation ${operationId}`);
    if (op.deprecated && options.warnDeprecated !== false && !warned.has(operationId)) {
      warned.add(operationId);
      process.emitWarning(`${operationId} (${op.method.toUpperCase()} ${op.path}) is deprecated; see the change history.`, {
        type: 'DeprecationWarning',
        code: 'PRONET_DEPRECATED_OPERATION',
      });
    }
    const { signal, timeout, maxRetries, ...fetchInit } = init as CallOptions & Record<string, unknown>;
    const given = fetchInit['headers'] as HeadersInit | undefined;
    let headers: HeadersInit = { accept: acceptOf(op) };
    if (given) {
      const merged = new Headers(given);
      if (!merged.has('accept')) merged.set('accept', acceptOf(op));
      headers = merged;
    }
    const signed = op.security.length > 0;
    // A fetch given for this call is the transport; openapi-fetch's `fetch` is always our `send`.
    const transport = fetchInit['fetch'] as Transport | undefined;
    // openapi-fetch's options for every attempt; each attempt sets its own signal.
    const requestInit: Record<string, unknown> = {
      ...fetchInit,
      headers,
      baseUrl: urls[op.server] ?? baseUrl,
      parseAs: op.responseFormat === 'json' ? 'json' : 'text',
      middleware: NO_MIDDLEWARE,
      fetch: transport
        ? (prepared: PreparedRequest) => send(prepared, signed, transport)
        : signed
          ? sendSigned
          : sendUnsigned,
    };
    const retries = IDEMPOTENT.has(op.method) ? (maxRetries ?? options.maxRetries ?? 2) : 0;
    for (let attempts = 0; ; attempts++) {
      try {
        return await attempt(op, requestInit, { signal, timeout } as CallOptions);
      } catch (error) {
        if (attempts >= retries || !retryable(error)) throw error;
        await sleep(backoff(attempts, error), signal);
      }
    }
  }

  function retryable(error: unknown): boolean {
    if (error instanceof RateLimitError) return options.retryRateLimited === true;
    if (error instanceof ApiError) return error.status >= 500;
    return error instanceof NetworkError;
  }

  /** Pages of a list operation: limit/offset or page numbers, as the operation table says. */
  async function* pages(operationId: string, init: Record<string, any> = {}): AsyncGenerator<any, void, undefined> {
    const op = table[operationId];
    const paging = op?.pagination;
    if (!paging) throw new Error(`pronet-api: ${operationId} is not a list operation`);
    const query = { ...init['params']?.query };
    if (paging.style === 'offset') query.limit ??= paging.maxPageSize ?? undefined;
    let offset = Number(query.offset ?? 0);
    let page = Number(query.page ?? 1);
    for (;;) {
      const params = { ...init['params'], query: paging.style === 'offset' ? { ...query, offset } : { ...query, page } };
      const data = await call(operationId, { ...init, params });
      yield data;
      const items = (at(data, paging.items) ?? []) as unknown[];
      if (!items.length) return;
      if (paging.style === 'offset') {
        offset += items.length;
        const total = paging.total ? Number(at(data, paging.total)) : NaN;
        if ((Number.isFinite(total) && offset >= total) || (query.limit && items.length < query.limit)) return;
      } else {
        const container = at(data, paging.items.slice(0, -1)) as Record<string, unknown> | undefined;
        const totalPages = Number(container?.['total_pages']);
        if (Number.isFinite(totalPages) && page >= totalPages) return;
        page++;
      }
    }
  }

  async function* all(operationId: string, init?: Record<string, unknown>): AsyncGenerator<any, void, undefined> {
    const paging = table[operationId]!.pagination!;
    for await (const data of pages(operationId, init)) yield* (at(data, paging.items) ?? []) as unknown[];
  }

  const handshakeOptions = () => {
    if (!credentials) throw new Error('pronet-api: the handshake needs the consumer key and secret (options.credentials)');
    return {
      baseUrl,
      consumer: credentials,
      signatureMethod: options.signatureMethod ?? 'HMAC-SHA1',
      placement: options.placement ?? 'header',
      ...(options.fetch && { fetch: options.fetch }),
    } as const;
  };

  return {
    call,
    /** A generated method: the call, with the operation's table entry as properties. */
    method<Args extends unknown[], Data, Info>(operationId: string): Method<Args, Data, Info> {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId]) as never;
    },
    /** A generated list method: the call, plus `all()` over every item and `pages()` over every page. */
    paged<Args extends unknown[], Data, Item, Info>(operationId: string): PagedMethod<Args, Data, Item, Info> {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId], {
        all: (init?: Record<string, unknown>) => all(operationId, init),
        pages: (init?: Record<string, unknown>) => pages(operationId, init),
      }) as never;
    },
    /** Members that the generated client exposes as they are. */
    public: {
      /** The underlying openapi-fetch client; it signs every request. Its calls return `{ data, error, response }`. */
      raw,
      /** Use this access token (or none) from now on. */
      setToken(token: { token: string; tokenSecret: string } | null): void {
        if (!credentials) throw new Error('pronet-api: set the consumer credentials before a token');
        const consumer = createCredentials({ consumerKey: credentials.consumerKey, consumerSecret: credentials.consumerSecret });
        credentials = token ? consumer.withToken(token) : consumer;
      },
      /** The OAuth 1.0 handshake, signed with the client's consumer credentials. */
      handshake: {
        /** Step 1: a request token; `callback` is a URL or `oob` (the user is shown a PIN). */
        requestToken: (callback = 'oob'): Promise<RequestToken> => getRequestToken({ ...handshakeOptions(), callback }),
        /** Step 2: the page on `{auth_url}` where the user grants access. */
        authorizationUrl: (requestToken: RequestToken | string): string => authorizationUrl(urls['auth_url']!, requestToken),
        /** Step 3: exchange the authorized request token for an access token, which the client uses from then on. */
        accessToken: async (requestToken: RequestToken, verifier: string): Promise<AccessToken> => {
          const options = handshakeOptions();
          const accessToken = await getAccessToken({ ...options, requestToken, verifier });
          credentials = createCredentials(options.consumer).withToken(accessToken);
          return accessToken;
        },
      },
    },
  };
}

type Transport = (request: Request) => Promise<Response>;

/**
 * What openapi-fetch builds for a generated method (its `Request` option): the URL, method, headers and
 * serialized body of the request, not yet a fetch Request. On Node 20 every Request costs tens of microseconds
 * (more with a signal), and fetch copies a given Request into a new one; so the generated methods make only
 * the one that fetch makes, after signing. openapi-fetch only reads `method` back.
 */
class PreparedRequest {
  readonly url: string;
  /** openapi-fetch's RequestInit for this request (method, headers, serialized body, signal, ...), passed on to fetch. */
  readonly init: RequestInit & { headers: Headers };

  constructor(url: string, init: RequestInit) {
    this.url = url;
    // openapi-fetch hands over a RequestInit of its own, with its merged Headers.
    this.init = init.headers instanceof Headers ? (init as RequestInit & { headers: Headers }) : { ...init, headers: new Headers(init.headers) };
  }

  get method(): string {
    return this.init.method ?? 'GET';
  }

  get headers(): Headers {
    return this.init.headers;
  }

  get body(): BodyInit | null | undefined {
    return this.init.body;
  }
}

/** Sends a request: with the caller's fetch (given a Request), or with the global fetch. */
function dispatch(url: string, init: RequestInit, transport: Transport | undefined): Promise<Response> {
  return transport ? transport(new Request(url, init)) : fetch(url, init);
}

/** No per-call middleware: `send` signs, and openapi-fetch middleware would be handed PreparedRequests. */
const NO_MIDDLEWARE: readonly never[] = Object.freeze([]);

const accepts = new WeakMap<RuntimeOperation, string>();

/** Vendor calls select their version with exactly the vendor media type; the rest name what they answer. */
function acceptOf(op: RuntimeOperation): string {
  let accept = accepts.get(op);
  if (accept === undefined) {
    accept = op.vendorAccept ?? [...new Set([...op.successMediaTypes, 'application/json'])].join(', ');
    accepts.set(op, accept);
  }
  return accept;
}

/** Exponential backoff with full jitter (0.25 s base, 8 s cap), or the server's Retry-After when it sends one. */
function backoff(attempt: number, error: unknown): number {
  const retryAfter = error instanceof ApiError ? Number(error.headers.get('retry-after')) : NaN;
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, 60_000);
  return Math.random() * Math.min(8_000, 250 * 2 ** attempt);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
