/**
 * startMock: one HTTP server. In front, our own code: the docs files, the handshake, OAuth 1.0 (or bearer)
 * verification, access rights, the vendor Accept rule, the posting lifecycle and the recipients rule.
 * Behind it, Prism in-process answers every operation from generated/openapi.json. Requests are matched to
 * the generated operation table (generated/operations.ts); no path is written here.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { operations as table, postingLifecycle, type OperationInfo } from '../generated/operations.ts';
import type { ReceivedRequest } from '../plugins/oauth1/index.ts';
import { readConfigFile, resolveConfig, type MockConfig } from './config.ts';
import { Handshake } from './handshake.ts';
import { acceptsExactly, isJsonType, json, readBody, send, type Refusal, type Reply } from './http.ts';
import { OAuthState, type Identity } from './oauth.ts';
import { PostingStore, type PostingAnswer } from './postings.ts';
import { createPrism, loadPrismOperations, type PrismAnswer, type PrismRequest } from './prism.ts';
import { createRouter } from './router.ts';
import { DEFAULT_OPENAPI_PATH, loadSpec, type Spec } from './spec.ts';

export interface MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Consumers, members, bearer tokens; missing lists take the defaults. */
  config?: Partial<MockConfig>;
  /** A JSON file with the configuration (used when `config` is not given). */
  configFile?: string;
  /** Milliseconds since the epoch (request token expiry, nonce window, timestamp age, posting dates). Default Date.now. */
  clock?: () => number;
  /** Largest request body in bytes. Default 1 MiB; larger bodies get 413. */
  bodyLimit?: number;
  /** Nonce store caps (see mock/nonces.ts). Default 10,000 per consumer, 100,000 in all. */
  nonces?: { perConsumer?: number; total?: number };
  /** The folder with openapi.json, docs/index.html and changelog.atom. Default: generated/. */
  generatedDir?: string;
  /** Where internal errors (bugs) are reported. Default console.error. */
  onError?: (error: unknown) => void;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 (the base_url and auth_url of the client). */
  url: string;
  /** The rendered reference. */
  docsUrl: string;
  /** The configuration in use (consumers with their secrets, members, bearer tokens). */
  config: MockConfig;
  /** Sizes of the in-memory state. */
  stats(): { nonces: number; requestTokens: number; accessTokens: number; postings: number };
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

type Front = (call: Call, identity: Identity, prism: PrismAnswer) => PostingAnswer | Reply | undefined;

interface Call {
  op: OperationInfo;
  params: Record<string, string>;
  method: string;
  rawPath: string;
  query: URLSearchParams;
  req: IncomingMessage;
  text: string | undefined;
  contentType: string | undefined;
  received: ReceivedRequest;
}

/** The docs files, by exact raw path: nothing else of the folder is reachable. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs/': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs/index.html': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/changelog.atom': { file: 'changelog.atom', type: 'application/atom+xml; charset=utf-8' },
  '/openapi.json': { file: 'openapi.json', type: 'application/json; charset=utf-8' },
  '/openapi.yaml': { file: 'openapi.yaml', type: 'application/yaml; charset=utf-8' },
};

/**
 * All access rights the description names: the role names of the operations' requirements, and the rights
 * its security schemes list (`x-access-rights`), which include rights that no call's role list names (`users`:
 * no source says which calls need it, yet consumers are assigned it).
 */
export function knownRights(spec: Spec = loadSpec()): string[] {
  const schemes = Object.values((spec.document['components']?.['securitySchemes'] ?? {}) as Record<string, { 'x-access-rights'?: unknown }>);
  const declared = schemes.flatMap((s) => (Array.isArray(s['x-access-rights']) ? s['x-access-rights'].filter((r): r is string => typeof r === 'string') : []));
  const used = Object.values(table).flatMap((op) => op.security.flatMap((s) => s.roles));
  return [...new Set([...declared, ...used])].sort();
}

export async function startMock(options: MockOptions = {}): Promise<MockServer> {
  const generatedDir = options.generatedDir ?? fileURLToPath(new URL('../generated/', import.meta.url));
  const spec = loadSpec(options.generatedDir ? `${generatedDir}/openapi.json` : DEFAULT_OPENAPI_PATH);
  const config = resolveConfig(options.config ?? (options.configFile ? readConfigFile(options.configFile) : undefined), knownRights(spec), options.configFile ?? 'config');
  const now = options.clock ?? Date.now;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const onError = options.onError ?? ((error: unknown) => console.error('mock: internal error:', error));

  const operations = Object.values(table) as OperationInfo[];
  const router = createRouter(operations);
  const prism = createPrism(await loadPrismOperations(spec.document));
  const oauth = new OAuthState(config, now, options.nonces);
  const handshake = new Handshake(oauth, config.members);
  if (!postingLifecycle) throw new Error('mock: the description has no posting lifecycle (x-posting-lifecycle)');
  const postings = new PostingStore(postingLifecycle, spec, now);
  const schemes = securitySchemes(spec);
  const authorizeOp = operations.find((op) => op.handshakeStep === 'authorize');
  const front = frontHandlers(operations, postings);

  function refusal(op: OperationInfo | undefined, r: Refusal): Reply {
    const body = spec.errorBody(r.example, r.detail);
    if (r.message !== undefined) body.message = r.message;
    if (r.errors) body.errors = r.errors;
    const declared = op && spec.mediaType(op.operationId, r.status);
    return json(r.status, body, declared && declared.includes('json') ? declared : 'application/json', r.headers);
  }

  function answer(op: OperationInfo, a: PostingAnswer | Reply | Refusal): Reply {
    if ('example' in a) return refusal(op, a);
    if ('json' in a) return json(a.status, a.json, spec.mediaType(op.operationId, a.status) ?? 'application/json');
    return a;
  }

  /**
   * Prism's answer; a validation failure gets a body that lists the violations instead of Prism's first example.
   * Prism answers a validation failure 422 when a `4XX` range covers it; a call that documents 400 for its
   * invalid requests (and no 422) answers 400, as the service does.
   */
  function fromPrism(op: OperationInfo, prismAnswer: PrismAnswer, explicit: boolean): Reply {
    const documented400 = !explicit && prismAnswer.violations.length > 0 && prismAnswer.status === 422 && !spec.declares(op.operationId, 422) && spec.declares(op.operationId, 400);
    const a = documented400 ? { ...prismAnswer, status: 400 } : prismAnswer;
    if (a.violations.length && !explicit && a.status >= 400) {
      const errors = a.violations.map((v) => {
        const property = v.code === 'required' ? /'([^']+)'/.exec(v.message)?.[1] : undefined;
        return { field: [...v.path.slice(1), ...(property ? [property] : [])].join('.') || v.path[0] || 'request', reason: v.code === 'required' ? 'MISSING' : 'INVALID_FORMAT' };
      });
      const invalid = spec.example('invalidParameters') as { error_name: string };
      const body = { error_name: invalid.error_name, message: `Invalid parameters (${a.violations.map((v) => v.message).join('; ')})`, errors };
      return json(a.status, body, a.headers['content-type'] ?? spec.mediaType(op.operationId, a.status) ?? 'application/json');
    }
    const headers = { ...a.headers };
    if (a.violations.length) headers['sl-violations'] = JSON.stringify(a.violations).slice(0, 8000);
    return { status: a.status, headers, ...(a.body !== undefined && { body: a.body }) };
  }

  function authenticate(call: Call): { identity: Identity; commit(): void } | Refusal {
    const { op } = call;
    const authorization = call.received.authorization ?? '';
    if (/^bearer(\s|$)/i.test(authorization)) {
      const requirement = op.security.find((s) => schemes.bearer.has(s.scheme));
      if (!requirement) {
        return { status: 401, example: 'requiredParameterMissing', detail: 'this call takes OAuth 1.0 only; bearer tokens are accepted on the calls whose security allows the bearer scheme (the vendor calls)' };
      }
      const identity = oauth.bearer(authorization.replace(/^bearer\s*/i, '').trim());
      if (!identity) return { status: 401, example: 'invalidOauthToken', detail: 'unknown bearer token' };
      return { identity: { ...identity, scheme: requirement.scheme, rights: identity.rights }, commit() {} };
    }
    const requirement = op.security.find((s) => schemes.oauth1.has(s.scheme));
    if (!requirement) return { status: 401, example: 'requiredParameterMissing', detail: 'this call needs a bearer token' };
    const verified = oauth.verify(call.received, 'data');
    if (!verified.ok) return verified.failure;
    const { consumer, accessToken, commit } = verified.value;
    return { identity: { scheme: requirement.scheme, member: accessToken!.member, rights: consumer.rights, consumer }, commit };
  }

  async function dispatch(call: Call): Promise<Reply> {
    const { op } = call;
    if (op.handshakeStep === 'request_token') return answer(op, handshake.requestToken(op, call.received));
    if (op.handshakeStep === 'access_token') return answer(op, handshake.accessToken(op, call.received));
    if (op.handshakeStep === 'authorize') return answer(op, handshake.page(op, call.query));

    let identity: Identity | undefined;
    let body: unknown = call.text;
    if (op.security.length) {
      const auth = authenticate(call);
      if ('example' in auth) return refusal(op, auth);
      if (call.text !== undefined && isJsonType(call.contentType)) {
        try {
          body = JSON.parse(call.text);
        } catch (error) {
          return refusal(op, { status: 400, example: 'invalidParameters', message: `The body is not valid JSON (${(error as Error).message})`, errors: [{ field: 'body', reason: 'INVALID_FORMAT' }] });
        }
      }
      auth.commit();
      identity = auth.identity;
      const needed = op.security.find((s) => s.scheme === identity!.scheme)?.roles ?? [];
      const missing = needed.filter((right) => !identity!.rights.includes(right));
      if (missing.length) return refusal(op, { status: 403, example: 'insufficientPrivileges', detail: `this call needs the right ${missing.join(', ')}` });
    } else if (call.text !== undefined && isJsonType(call.contentType)) {
      try {
        body = JSON.parse(call.text);
      } catch {
        body = call.text;
      }
    }
    if (op.vendorAccept && !acceptsExactly(call.req.headers.accept, op.vendorAccept)) {
      return refusal(op, { status: 406, example: 'unsupportedAccept' });
    }

    const query = withoutOAuth(call.query);
    let headers = call.req.headers;
    if (typeof body === 'string' && /^application\/x-www-form-urlencoded/i.test(call.contentType ?? '')) {
      body = withoutOAuth(new URLSearchParams(body)).toString();
      // The OAuth fields are protocol parameters (RFC 5849 3.5.2): a body of nothing else is no body for the
      // operation, which may declare none (a PUT signed with the body placement).
      if (body === '') {
        body = undefined;
        const { 'content-type': _type, 'content-length': _length, ...rest } = headers;
        headers = rest;
      }
    }
    const prismRequest: PrismRequest = { method: call.method, path: call.rawPath, query, headers, body };
    const explicit = call.req.headers.prefer !== undefined || ['__code', '__example', '__dynamic', '__seed'].some((n) => query.has(n));
    const prismAnswer = await prism(op.operationId, prismRequest);
    const handler = front.get(op.operationId);
    if (explicit || !handler || !identity || prismAnswer.violations.length) return fromPrism(op, prismAnswer, explicit);
    const own = handler({ ...call, query }, identity, prismAnswer);
    return own ? answer(op, own) : fromPrism(op, prismAnswer, explicit);
  }

  async function serveFile(res: ServerResponse, entry: { file: string; type: string }, head: boolean): Promise<void> {
    const path = `${generatedDir}/${entry.file}`;
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return send(res, refusal(undefined, { status: 404, example: 'notFound', detail: `${entry.file} is not generated yet (npm run generate)` }));
    }
    res.writeHead(200, { 'content-type': entry.type, 'content-length': String(size), 'cache-control': 'no-cache' });
    if (head) return void res.end();
    createReadStream(path)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const rawPath = q === -1 ? raw : raw.slice(0, q);
    const notFound = (detail: string) => send(res, refusal(undefined, { status: 404, example: 'notFound', detail }));
    if (!rawPath.startsWith('/')) return notFound('the request target must be a path');

    const file = Object.hasOwn(FILES, rawPath) ? FILES[rawPath] : undefined;
    if (file && (method === 'GET' || method === 'HEAD')) return serveFile(res, file, method === 'HEAD');

    const match = router.match(method, rawPath);
    const decision = !match && method === 'POST' && authorizeOp && rawPath === authorizeOp.path;
    if (!match && !decision) {
      const allowed = router.methodsFor(rawPath);
      return notFound(allowed.length ? `${method} is not an operation of ${rawPath} (it has ${allowed.join(', ')})` : `no operation has the path ${rawPath}`);
    }

    const reading = await readBody(req, bodyLimit);
    if (!reading.ok) {
      if (!reading.tooLarge) return void res.destroy();
      const op = match ? match.op : authorizeOp;
      const reply = refusal(op, { status: 413, example: 'invalidParameters', message: `The request body is larger than ${bodyLimit} bytes`, errors: [{ field: 'body', reason: 'TOO_LONG' }] });
      return send(res, { ...reply, headers: { ...reply.headers, connection: 'close' } });
    }
    const text = reading.body?.toString('utf8');
    if (decision) return send(res, answer(authorizeOp!, handshake.decide(authorizeOp!, text)));

    const contentType = req.headers['content-type'];
    const host = req.headers.host ?? localHost;
    const call: Call = {
      op: match!.op,
      params: match!.params,
      method,
      rawPath,
      query: new URLSearchParams(q === -1 ? '' : raw.slice(q + 1)),
      req,
      text,
      contentType,
      received: { method, url: `http://${host}${raw}`, authorization: req.headers.authorization, body: text, contentType },
    };
    send(res, await dispatch(call));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      onError(error);
      if (res.headersSent) return void res.destroy();
      send(res, json(500, { error_name: 'INTERNAL_ERROR', message: `mock: ${(error as Error)?.message ?? 'internal error'}` }));
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  // Unparsable HTTP never reaches the handler: answer it plainly and close that connection only.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    else socket.destroy();
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const localHost = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = `http://${localHost}`;

  return {
    url,
    docsUrl: `${url}/`,
    config,
    stats: () => ({ ...oauth.stats, postings: postings.size }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function securitySchemes(spec: Spec): { oauth1: Set<string>; bearer: Set<string> } {
  const schemes = (spec.document['components']?.['securitySchemes'] ?? {}) as Record<string, { type?: string; scheme?: string }>;
  const named = (scheme: string) => new Set(Object.entries(schemes).filter(([, s]) => s.type === 'http' && s.scheme?.toLowerCase() === scheme).map(([name]) => name));
  return { oauth1: named('oauth'), bearer: named('bearer') };
}

function withoutOAuth(params: URLSearchParams): URLSearchParams {
  let has = false;
  for (const name of params.keys()) if (name.startsWith('oauth_')) has = true;
  if (!has) return params;
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!name.startsWith('oauth_')) kept.append(name, value);
  return kept;
}

/**
 * The calls the front answers itself (after Prism validated the request): the posting lifecycle (found by
 * its transitions in the table), the other posting calls and listings, and the recipients rule.
 */
function frontHandlers(operations: OperationInfo[], postings: PostingStore): Map<string, Front> {
  const front = new Map<string, Front>();
  const idOf = (op: OperationInfo, call: Call) => call.params[/\{([^}]+)\}/.exec(op.path)?.[1] ?? ''] ?? '';
  for (const op of operations) {
    if (PostingStore.isCreate(op)) front.set(op.operationId, (c, who) => postings.create(who.member, postings.fieldsOf(c.contentType, c.text)));
    else if (PostingStore.isTransition(op)) front.set(op.operationId, (c, who) => postings.transition(op, who.member, idOf(op, c)));
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const set = (id: string, handler: Front) => byId.has(id) && front.set(id, handler);
  set('updatePosting', (c, who) => postings.update(who.member, idOf(c.op, c), postings.fieldsOf(c.contentType, c.text)));
  set('deletePosting', (c, who) => postings.delete(who.member, idOf(c.op, c)));
  set('listPostings', (c, who) => postings.listPostings(who.member, c.query));
  set('listPostingStatuses', (c, who) => postings.listStatuses(who.member, c.query));
  set('listOrders', (c, who) => postings.listOrders(who.member, c.query));
  set('listPostingPerformance', (c, who) => postings.listPerformance(who.member, c.query));
  // More than 10 recipients: 403 (the seed); otherwise Prism answers.
  set('createConversation', (c) => {
    const fields = c.text === undefined ? {} : isJsonType(c.contentType) ? safeJson(c.text) : Object.fromEntries(new URLSearchParams(c.text));
    const ids = typeof fields['recipient_ids'] === 'string' ? fields['recipient_ids'].split(',') : [];
    return ids.length > 10 ? { status: 403, example: 'tooManyRecipients' } : undefined;
  });
  return front;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}
