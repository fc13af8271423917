// The handwritten runtime behind the generated client: one `call` that reads the operation table.
import createFetchClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import {
  ApiError,
  authorizationUrl,
  createCredentials,
  getAccessToken,
  getRequestToken,
  oauth1Middleware,
  type AccessToken,
  type CredentialsLike,
  type OAuthCredentials,
  type Placement,
  type RequestToken,
  type SignatureMethod,
} from '../plugins/oauth1/index.ts';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

/** The part of a generated operation table entry that the runtime reads. */
export interface RuntimeOperation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly server: string;
  readonly security: ReadonlyArray<{ readonly scheme: string }>;
  readonly vendorAccept: string | null;
  readonly successMediaTypes: readonly string[];
  readonly responseFormat: 'json' | 'form' | 'text' | 'none';
}

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
}

/** Options of one call: openapi-fetch's (params, body, headers, ...) plus an abort signal. */
export type CallInit<Paths, P extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<Paths[P], M & keyof Paths[P]> & {
  signal?: AbortSignal;
};

// The success branch of openapi-fetch's result; the error branch has `data?: never` and drops out.
type SuccessData<T> = T extends { data: infer D } ? D : never;
type OrUndefined<D> = [D] extends [never] ? undefined : D;
/** What a call resolves to: the parsed success body; `undefined` for a response without body. */
export type CallData<Paths, P extends keyof Paths, M extends HttpMethod> = OrUndefined<
  SuccessData<FetchResponse<Paths[P][M & keyof Paths[P]] & Record<string | number, any>, {}, `${string}/${string}`>>
>;

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
      if (!credentials) throw new Error('pronet-api: this call is signed with OAuth 1.0, but the client has no credentials');
      return credentials;
    },
    signatureMethod: options.signatureMethod ?? 'HMAC-SHA1',
    placement: options.placement ?? 'header',
  });
  const clientOptions = { baseUrl, ...(options.fetch && { fetch: options.fetch }), ...(options.headers && { headers: options.headers }) };
  // Two openapi-fetch clients: `raw` signs every request (for power users); `inner` signs per operation.
  const raw: Client<Paths> = createFetchClient<Paths>(clientOptions);
  raw.use(signer);
  const inner: Client<Paths> = createFetchClient<Paths>(clientOptions);

  async function call(operationId: string, init: Record<string, unknown> | undefined): Promise<any> {
    const op = table[operationId];
    if (!op) throw new Error(`pronet-api: unknown operation ${operationId}`);
    const headers = new Headers(init?.['headers'] as HeadersInit | undefined);
    if (!headers.has('accept')) headers.set('accept', acceptOf(op));
    const request = (inner.request as unknown as (m: string, p: string, i: object) => Promise<FetchResponse<any, any, any>>).bind(inner);
    const { data, error, response } = await request(op.method, op.path, {
      ...init,
      headers,
      baseUrl: urls[op.server] ?? baseUrl,
      parseAs: op.responseFormat === 'json' ? 'json' : 'text',
      middleware: op.security.length ? [signer] : [],
    });
    if (!response.ok) throw ApiError.fromBody(response, error);
    if (response.status === 204 || op.responseFormat === 'none') return undefined;
    if (op.responseFormat === 'form' && typeof data === 'string') return Object.fromEntries(new URLSearchParams(data));
    return data;
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
    /** Members that the generated client exposes as they are. */
    public: {
      /** The underlying openapi-fetch client; it signs every request. Its calls return `{ data, error, response }`. */
      raw,
      /** Use this access token (or none) from now on. */
      setToken(token: { token: string; tokenSecret: string } | null): void {
        if (!credentials) throw new Error('pronet-api: set the consumer credentials before a token');
        const consumer = { consumerKey: credentials.consumerKey, consumerSecret: credentials.consumerSecret };
        credentials = token ? createCredentials(consumer).withToken(token) : createCredentials(consumer);
      },
      /** The OAuth 1.0 handshake, signed with the client's consumer credentials. */
      handshake: {
        /** Step 1: a request token; `callback` is a URL or `oob` (the user is shown a PIN). */
        requestToken: (callback = 'oob'): Promise<RequestToken> => getRequestToken({ ...handshakeOptions(), callback }),
        /** Step 2: the page on `{auth_url}` where the user grants access. */
        authorizationUrl: (requestToken: RequestToken | string): string => authorizationUrl(urls['auth_url']!, requestToken),
        /** Step 3: exchange the authorized request token for an access token, which the client then uses. */
        accessToken: async (requestToken: RequestToken, verifier: string): Promise<AccessToken> => {
          const accessToken = await getAccessToken({ ...handshakeOptions(), requestToken, verifier });
          credentials = (createCredentials(handshakeOptions().consumer) as OAuthCredentials).withToken(accessToken);
          return accessToken;
        },
      },
    },
  };
}

/** Vendor calls select their version with exactly the vendor media type; the rest name what they answer. */
function acceptOf(op: RuntimeOperation): string {
  if (op.vendorAccept) return op.vendorAccept;
  return [...new Set([...op.successMediaTypes, 'application/json'])].join(', ');
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
