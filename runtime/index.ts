// The handwritten runtime behind the generated client: one `call` that reads the operation table and builds the
// request (openapi-fetch's own URL, query and body serializers), and the plugin's sender, which signs and sends it
// with the timeouts, retries, errors and logging that the handshake and the CLI share. Media types, idempotency
// and paging come from the operation table, never from a list of operations here.
import createFetchClient, {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  mergeHeaders,
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import {
  AccessToken,
  authorizationUrl,
  checkBaseUrl,
  createCredentials,
  createSender,
  senderOptionsOf,
  getAccessToken,
  getRequestToken,
  isSafeMethod,
  OAuthCredentials,
  OptionError,
  ResponseBodyError,
  type CallOptions as SenderCallOptions,
  type CredentialsLike,
  type DebugOption,
  type OutgoingRequest,
  type Placement,
  type RequestContext,
  type RequestToken,
  type SavedToken,
  type SignatureMethod,
  type Transport,
} from '../plugins/oauth1/browser.ts';
import type { OperationInfo } from '../generated/operations.ts';

export { NetworkError, OptionError, ResponseBodyError, TimeoutError } from './errors.ts';

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
> & {
  /** The description marks the operation as safe to repeat (x-idempotent); GET, HEAD and OPTIONS are anyway. */
  readonly idempotent?: boolean;
};

export interface ClientOptions {
  /** `{base_url}`, an absolute http(s) URL. Default: the description's default (the local mock). */
  baseUrl?: string;
  /** `{auth_url}`, where the user authorization page lives. Default: `baseUrl`. */
  authUrl?: string;
  /**
   * Consumer key and secret, and the access token once there is one (`{ consumerKey, consumerSecret, token,
   * tokenSecret }`; restore a saved token with `AccessToken.fromJSON`, see `setToken`).
   */
  credentials?: CredentialsLike;
  /** Default `HMAC-SHA1`. */
  signatureMethod?: SignatureMethod;
  /** Where the OAuth parameters travel: the Authorization header (default), the query, or the form body. */
  placement?: Placement;
  /** Send through this instead of the global fetch: a proxy (e.g. undici's ProxyAgent as dispatcher), a recorder. */
  fetch?: Transport;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Milliseconds an attempt may take before it fails with a TimeoutError. Default 30,000; 0 for none. */
  timeout?: number;
  /**
   * Further attempts after a network error, a timeout or a 5xx, for calls that are safe to repeat (GET, and what
   * the description marks idempotent), and for any call that provably never reached the server. Default 2.
   */
  maxRetries?: number;
  /** Retry 403 RATE_LIMIT_EXCEEDED too (calls safe to repeat only). Default false: the throttle is per call. */
  retryRateLimited?: boolean;
  /** Warn once per process when a deprecated operation is called. Default true. */
  warnDeprecated?: boolean;
  /** Log each request and response, secrets redacted: true (console) or a function. Default: the PRONET_DEBUG environment variable. */
  debug?: DebugOption;
  /** Appended to the User-Agent (`pronet-api/<version> <runtime>`), e.g. `my-app/1.2`. */
  userAgent?: string;
  /** Most pages that `.all()` and `.pages()` fetch before they throw (a list that never ends). Default 1,000. */
  maxPages?: number;
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

/** What every generated client has besides its operations: raw, setToken, handshake, request. */
export type RuntimePublic<Paths extends {}> = ReturnType<typeof createRuntime<Paths>>['public'];

const warned = new Set<string>();
const CLIENT_OPTIONS = new Set([
  'baseUrl', 'authUrl', 'credentials', 'signatureMethod', 'placement', 'fetch', 'headers', 'timeout', 'maxRetries',
  'retryRateLimited', 'warnDeprecated', 'debug', 'userAgent', 'maxPages',
]);

export function createRuntime<Paths extends {}>(
  options: ClientOptions,
  table: Readonly<Record<string, RuntimeOperation>>,
  servers: ReadonlyArray<{ readonly variable: string; readonly default: string }>,
) {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'must be an object');
  for (const name of Object.keys(options)) {
    if (!CLIENT_OPTIONS.has(name)) throw new OptionError(name, `is not a client option (known: ${[...CLIENT_OPTIONS].join(', ')})`);
  }
  const baseUrl = checkBaseUrl(options.baseUrl ?? servers.find((s) => s.variable === 'base_url')?.default, 'baseUrl');
  const urls: Record<string, string> = { base_url: baseUrl, auth_url: options.authUrl === undefined ? baseUrl : checkBaseUrl(options.authUrl, 'authUrl') };
  const maxPages = options.maxPages ?? 1000;
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new OptionError('maxPages', `must be a whole number >= 1, got ${JSON.stringify(options.maxPages)}`);
  let credentials: OAuthCredentials | undefined = options.credentials && credentialsOf(options.credentials, 'credentials');

  const sender = createSender(senderOptionsOf(options));
  // openapi-fetch builds its default query serializer on every call unless it is given one.
  const querySerializer = createQuerySerializer();

  function signingCredentials(op: RuntimeOperation): OAuthCredentials | null {
    if (op.security.length === 0) return null;
    if (!credentials) throw new OptionError('credentials', `${op.operationId} is signed with OAuth 1.0, but the client has no credentials`);
    return credentials;
  }

  /** The request of an operation, as openapi-fetch would build it, ready for the sender. */
  function build(op: RuntimeOperation, init: Record<string, any>): OutgoingRequest {
    const params = init['params'] ?? {};
    const url = createFinalURL(op.path, {
      baseUrl: urls[op.server] ?? baseUrl,
      params,
      querySerializer: init['querySerializer'] ? createQuerySerializer(init['querySerializer']) : querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const missing = /\{([^}]+)\}/.exec(url.slice(baseUrl.length));
    if (missing) throw new OptionError(`params.path.${missing[1]}`, `${op.operationId} needs it (${op.method.toUpperCase()} ${op.path})`);
    const headers = mergeHeaders({ accept: acceptOf(op) }, options.headers, init['headers'], params.header);
    let body: BodyInit | undefined;
    if (init['body'] !== undefined) {
      if (!headers.has('content-type') && !(init['body'] instanceof FormData)) headers.set('content-type', op.requestMediaTypes[0] ?? 'application/json');
      // openapi-fetch's default serializer reads the content type (form-encoded or JSON) from the headers.
      const serialize = (init['bodySerializer'] ?? defaultBodySerializer) as (body: unknown, headers: Headers) => unknown;
      body = serialize(init['body'], headers) as BodyInit;
    }
    return {
      operation: op.operationId,
      method: op.method.toUpperCase(),
      url,
      headers,
      body,
      credentials: signingCredentials(op),
      idempotent: op.idempotent === true || isSafeMethod(op.method),
    };
  }

  async function execute(operationId: string, init: Record<string, unknown> = {}): Promise<WithResponse<any>> {
    const op = table[operationId];
    if (!op) throw new OptionError('operationId', `unknown operation ${operationId}`);
    if (typeof init !== 'object' || init === null) throw new OptionError(`${operationId}(init)`, 'must be an object');
    if (op.deprecated && options.warnDeprecated !== false && !warned.has(operationId)) {
      warned.add(operationId);
      const warning = `${operationId} (${op.method.toUpperCase()} ${op.path}) is deprecated; see the change history.`;
      const process = (globalThis as { process?: { emitWarning?: (w: string, o: object) => void } }).process;
      if (process?.emitWarning) process.emitWarning(warning, { type: 'DeprecationWarning', code: 'PRONET_DEPRECATED_OPERATION' });
      else console.warn(warning);
    }
    const request = build(op, init);
    const call: SenderCallOptions = {
      signal: init['signal'] as AbortSignal | undefined,
      timeout: init['timeout'] as number | undefined,
      maxRetries: init['maxRetries'] as number | undefined,
    };
    const response = await sender.send(request, call);
    return { data: await parse(op, response, request), response };
  }

  const call = (operationId: string, init?: Record<string, unknown>) => execute(operationId, init).then(dataOf);

  /** Pages of a list operation: limit/offset or page numbers, as the operation table says. */
  async function* pages(operationId: string, init: Record<string, any> = {}): AsyncGenerator<any, void, undefined> {
    const op = table[operationId];
    const paging = op?.pagination;
    if (!paging) throw new OptionError('operationId', `${operationId} is not a list operation`);
    const query = { ...init['params']?.query };
    if (paging.style === 'offset') query.limit ??= paging.maxPageSize ?? undefined;
    let offset = Number(query.offset ?? 0);
    let page = Number(query.page ?? 1);
    let pageSize: number | undefined = paging.style === 'offset' && query.limit ? Number(query.limit) : undefined;
    let previous: string | undefined;
    for (let fetched = 0; ; fetched++) {
      if (fetched >= maxPages) {
        throw new Error(`pronet-api: ${operationId} stopped after ${maxPages} pages (the maxPages option); the list did not end`);
      }
      const params = { ...init['params'], query: paging.style === 'offset' ? { ...query, offset } : { ...query, page } };
      const data = await call(operationId, { ...init, params });
      const items = (at(data, paging.items) ?? []) as unknown[];
      if (!items.length) return;
      // A server that ignores the offset or page answers the same page again: it ends the list, not repeats it.
      const fingerprint = JSON.stringify(items);
      if (fingerprint === previous) return;
      previous = fingerprint;
      yield data;
      pageSize ??= items.length;
      if (items.length < pageSize) return; // a short page is the last one
      if (paging.style === 'offset') {
        offset += items.length;
        const total = paging.total ? Number(at(data, paging.total)) : NaN;
        if (Number.isFinite(total) && offset >= total) return;
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
    if (!credentials) throw new OptionError('credentials', 'the handshake needs the consumer key and secret');
    return { baseUrl, consumer: credentials, sender } as const;
  };

  /** The raw openapi-fetch client: its requests go through the same sender (signed, timeouts, retries, logging). */
  const raw: Client<Paths> = createFetchClient<Paths>({
    baseUrl,
    querySerializer,
    ...(options.headers && { headers: options.headers }),
    fetch: async (input: Request) => {
      const path = new URL(input.url).pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length);
      const op = findOperation(table, input.method, path);
      const body = input.body ? await input.arrayBuffer() : undefined;
      return sender.send(
        {
          operation: op?.operationId ?? `${input.method} ${path}`,
          method: input.method,
          url: input.url,
          headers: input.headers,
          body: body && new Uint8Array(body),
          credentials: op ? signingCredentials(op) : (credentials ?? null),
          idempotent: op ? op.idempotent === true || isSafeMethod(op.method) : isSafeMethod(input.method),
        },
        { signal: input.signal, acceptAnyStatus: true },
      );
    },
  });

  return {
    call,
    /** A generated method: the call, with the operation's table entry as properties. Typed by the generated Client. */
    method<M extends Method<any, any, any> = never>(operationId: string): M {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId], {
        withResponse: (init?: Record<string, unknown>) => execute(operationId, init),
      }) as never;
    },
    /** A generated list method: the call, plus `all()` over every item and `pages()` over every page. Typed by the generated Client. */
    paged<M extends PagedMethod<any, any, any, any> = never>(operationId: string): M {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId], {
        withResponse: (init?: Record<string, unknown>) => execute(operationId, init),
        all: (init?: Record<string, unknown>) => all(operationId, init),
        pages: (init?: Record<string, unknown>) => pages(operationId, init),
      }) as never;
    },
    /** Members that the generated client exposes as they are. */
    public: {
      /**
       * The underlying openapi-fetch client, for the `{ data, error, response }` style: its requests are signed and
       * sent like the methods' (timeouts, retries, logging); HTTP errors come back in `error` instead of thrown.
       */
      raw,
      /**
       * Signs with this access token from now on (or none: `null`). Accepts the AccessToken of the handshake, or a
       * token saved with `accessToken.toSecretJSON()` and read back (`JSON.parse`): a token written by
       * `JSON.stringify(accessToken)` has its secret redacted and is refused here, naming the field.
       */
      setToken(token: TokenInput | null): void {
        if (!credentials) throw new OptionError('credentials', 'set the consumer credentials before a token');
        if (token === null) {
          credentials = credentials.withoutToken();
          return;
        }
        // Read field by field: the token classes keep their secret in a getter, which spreading would drop.
        const given = token as Partial<SavedToken>;
        const restored =
          token instanceof AccessToken
            ? token
            : AccessToken.fromJSON({ token: given.token, tokenSecret: given.tokenSecret, obtainedAt: given.obtainedAt ?? 0, extra: given.extra ?? {} });
        credentials = credentials.withToken(restored);
      },
      /** The OAuth 1.0 handshake, signed with the client's consumer credentials, sent like every call. */
      handshake: {
        /** Step 1: a request token; `callback` is a URL or `oob` (the user is shown a PIN). */
        requestToken: (callback = 'oob', call: CallOptions = {}): Promise<RequestToken> =>
          getRequestToken({ ...handshakeOptions(), ...call, callback }),
        /** Step 2: the page on `{auth_url}` where the user grants access. */
        authorizationUrl: (requestToken: RequestToken | string): string => authorizationUrl(urls['auth_url']!, requestToken),
        /**
         * Step 3: exchange the authorized request token for an access token, which the client uses from then on.
         * Save it with `accessToken.toSecretJSON()` to skip the handshake next time (`setToken`).
         */
        accessToken: async (requestToken: RequestToken, verifier: string, call: CallOptions = {}): Promise<AccessToken> => {
          const handshake = handshakeOptions();
          const accessToken = await getAccessToken({ ...handshake, ...call, requestToken, verifier });
          credentials = handshake.consumer.withToken(accessToken);
          return accessToken;
        },
      },
      /**
       * Sends a request that no generated method covers (or one given by method and path, as `pronet call` does),
       * through the same sender: signed when the client has credentials. Resolves with the response whatever its
       * status.
       */
      request: (method: string, path: string, init: { headers?: HeadersInit; body?: BodyInit; query?: Record<string, string> } & CallOptions = {}) => {
        const upper = method.toUpperCase();
        const op = findOperation(table, upper, path.split('?')[0]!);
        const url = new URL((urls[op?.server ?? 'base_url'] ?? baseUrl) + (path.startsWith('/') ? path : `/${path}`));
        for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.append(name, value);
        const headers = new Headers(init.headers);
        if (op && !headers.has('accept')) headers.set('accept', acceptOf(op));
        return sender.send(
          {
            operation: op?.operationId ?? `${upper} ${path}`,
            method: upper,
            url: url.href,
            headers,
            body: init.body,
            credentials: op ? signingCredentials(op) : (credentials ?? null),
            idempotent: op ? op.idempotent === true || isSafeMethod(op.method) : isSafeMethod(upper),
          },
          { signal: init.signal, timeout: init.timeout, maxRetries: init.maxRetries, acceptAnyStatus: true },
        );
      },
    },
  };
}

function credentialsOf(value: CredentialsLike, option: string): OAuthCredentials {
  if (typeof value !== 'object' || value === null) throw new OptionError(option, 'must be { consumerKey, consumerSecret, token?, tokenSecret? }');
  if (typeof value.consumerKey !== 'string' || value.consumerKey === '') throw new OptionError(`${option}.consumerKey`, 'must be a non-empty string');
  if (typeof value.consumerSecret !== 'string') throw new OptionError(`${option}.consumerSecret`, 'must be a string');
  return value instanceof OAuthCredentials ? value : createCredentials(value);
}

const dataOf = <T>(result: WithResponse<T>): T => result.data;

/** True when a concrete path matches a path template of the description. */
function matches(template: string, path: string): boolean {
  const a = template.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith('{') && b[i] !== '') || part === b[i]);
}

/** Finds the operation of a method and concrete path (`pronet call GET /v1/users/me`). */
export function findOperation<T extends RuntimeOperation>(table: Readonly<Record<string, T>>, method: string, path: string): T | undefined {
  const upper = method.toUpperCase();
  // Literal segments beat parameters: /v1/users/me before /v1/users/{id}.
  const candidates = Object.values(table).filter((o) => o.method.toUpperCase() === upper && matches(o.path, path));
  return candidates.sort((x, y) => (y.path.match(/\/[^{/][^/]*/g)?.length ?? 0) - (x.path.match(/\/[^{/][^/]*/g)?.length ?? 0))[0];
}

/** Reads a success body as the operation's table says: JSON, form fields, text, or nothing. */
async function parse(op: RuntimeOperation, response: Response, request: OutgoingRequest): Promise<unknown> {
  if (response.status === 204 || op.responseFormat === 'none' || request.method === 'HEAD') {
    await response.body?.cancel();
    return undefined;
  }
  const text = await response.text();
  if (op.responseFormat === 'text') return text;
  if (op.responseFormat === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const context: RequestContext = { operation: op.operationId, method: request.method, url: request.url };
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new ResponseBodyError(
      `the HTTP ${response.status} answer (${type}, ${text.length} characters) is not the JSON that ${op.successMediaTypes.join(' or ') || 'the description'} promises: ${(error as Error).message}`,
      { context, response, cause: error },
    );
  }
}

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

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}
