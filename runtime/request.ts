// Request building, once for the generated methods, `raw` and `request()`: the outgoing request that the sender signs
// and sends, with its rules read from the operation table: who signs it (the operation's security requirements),
// whether it may be repeated (its method), what it accepts (its media types).
import { createFinalURL, createQuerySerializer, defaultBodySerializer, defaultPathSerializer, mergeHeaders } from 'openapi-fetch';
import { isSafeMethod, OptionError, type OAuthCredentials, type OutgoingRequest } from '../plugins/oauth1/browser.ts';
import type { Settings } from './options.ts';
import type { RuntimeOperation } from './types.ts';

/** The credentials a client signs with; the handshake and `setToken` replace them. */
export interface Session {
  credentials: OAuthCredentials | undefined;
}

/** What the request of an operation is built from. */
export interface RequestSetting {
  settings: Settings;
  session: Session;
  /** Headers of every request (the `headers` option). */
  headers: Record<string, string> | undefined;
}

// openapi-fetch builds its default query serializer on every call unless it is given one.
export const querySerializer = createQuerySerializer();

/**
 * The one outgoing-request literal. `op` is the operation the request is (undefined for one that no operation of
 * the description covers: it is signed when the client has credentials, and named by its method and path).
 */
export function outgoing(
  setting: RequestSetting,
  op: RuntimeOperation | undefined,
  request: { method: string; path: string; url: string; headers: Headers; body: BodyInit | undefined },
): OutgoingRequest {
  const method = request.method.toUpperCase();
  return {
    operation: op?.operationId ?? `${method} ${request.path}`,
    method,
    url: request.url,
    headers: request.headers,
    body: request.body,
    credentials: op ? signingCredentials(setting.session, op) : (setting.session.credentials ?? null),
    idempotent: isSafeMethod(method),
  };
}

/**
 * The credentials an operation is signed with: none when it has no security requirement (the handshake's steps);
 * otherwise its requirement is an access token, and a client without one is refused before anything is sent.
 */
function signingCredentials(session: Session, op: RuntimeOperation): OAuthCredentials | null {
  if (op.security.length === 0) return null;
  if (!session.credentials)
    throw new OptionError('credentials', `${op.operationId} is signed with OAuth 1.0, but the client has no credentials`);
  if (!session.credentials.token) {
    throw new OptionError(
      'credentials.token',
      `${op.operationId} needs an access token and the client has none: run the handshake (client.handshake) or restore a saved token (client.setToken)`,
    );
  }
  return session.credentials;
}

/** The request of a generated method's call, as openapi-fetch would build it (its URL, query and body serializers). */
export function callRequest(setting: RequestSetting, op: RuntimeOperation, init: Record<string, any>): OutgoingRequest {
  const { baseUrl, urls } = setting.settings;
  const params = init['params'] ?? {};
  const url = createFinalURL(op.path, {
    baseUrl: urls[op.server] ?? baseUrl,
    params,
    querySerializer: init['querySerializer'] ? createQuerySerializer(init['querySerializer']) : querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  const missing = /\{([^}]+)\}/.exec(url.slice(baseUrl.length));
  if (missing) throw new OptionError(`params.path.${missing[1]}`, `${op.operationId} needs it (${op.method.toUpperCase()} ${op.path})`);
  const headers = mergeHeaders({ accept: acceptOf(op) }, setting.headers, init['headers'], params.header);
  let body: BodyInit | undefined;
  if (init['body'] !== undefined) {
    if (!headers.has('content-type') && !(init['body'] instanceof FormData))
      headers.set('content-type', op.requestMediaTypes[0] ?? 'application/json');
    // openapi-fetch's default serializer reads the content type (form-encoded or JSON) from the headers.
    const serialize = (init['bodySerializer'] ?? defaultBodySerializer) as (body: unknown, headers: Headers) => unknown;
    body = serialize(init['body'], headers) as BodyInit;
  }
  return outgoing(setting, op, { method: op.method, path: op.path, url, headers, body });
}

const accepts = new WeakMap<RuntimeOperation, string>();

/** Vendor calls select their version with exactly the vendor media type; the rest name what they answer. */
export function acceptOf(op: RuntimeOperation): string {
  let accept = accepts.get(op);
  if (accept === undefined) {
    accept = op.vendorAccept ?? [...new Set([...op.successMediaTypes, 'application/json'])].join(', ');
    accepts.set(op, accept);
  }
  return accept;
}
