/**
 * The path of one request, as a pipeline of stages. Each stage either hands its result to the next or answers:
 *
 *   host       a Host the mock does not serve gets 403 (mock/hosts.ts: DNS rebinding)
 *   cors       CORS headers on the API's answers; a preflight answers 204 here. Not on /__mock/ nor on the
 *              authorization page: no other origin may read or drive them
 *   reserved   /__mock/...: live reload and the testing controls
 *   files      the docs page, the change feed, the bundled description
 *   route      method and raw path -> an operation of the table (404 naming the methods the path has)
 *   body       read, within the body limit (413)
 *   handshake  the three handshake steps answer here (mock/handshake.ts)
 *   authenticate  OAuth 1.0 or bearer (mock/auth.ts); nothing is recorded until the request is accepted
 *   parse      JSON, XML or form fields (mock/body.ts); the query and the body as one set of parameters, each
 *              where the operation declares it (mock/parameters.ts)
 *   authorize  access rights, test consumers, the vendor Accept rule (mock/auth.ts)
 *   rules      throttling and injected faults (mock/rules.ts)
 *   prism      Prism validates the request and answers from the examples (mock/prism.ts)
 *   area       the stateful area bound to the operation answers instead, if any (mock/areas/)
 *
 * The description is read once at the start of a request: a reload meanwhile does not change it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockOperation } from '../generated/mock-operations.ts';
import type { ReceivedRequest } from '../plugins/oauth1/index.ts';
import { areaReply, prismReply, refusal } from './answers.ts';
import { authenticate, authorize } from './auth.ts';
import { parseBody, type ParsedBody } from './body.ts';
import { placeParameters } from './parameters.ts';
import type { Controls } from './controls.ts';
import { RESERVED_PREFIX, type Description } from './description.ts';
import { fileFor, LIVE_PATH, type GeneratedFiles } from './files.ts';
import type { Handshake } from './handshake.ts';
import { cors, isRefusal, json, readBody, type Refusal, type Reply, send } from './http.ts';
import { userFieldsRefusal, userViewOf, withUsersShown } from './user-data.ts';
import type { Identity, OAuthState } from './oauth.ts';
import type { Rules } from './rules.ts';
import type { MockState } from './state.ts';

export interface MockContext {
  /** The description in force (swapped by reload). */
  description(): Description;
  oauth: OAuthState;
  handshake: Handshake;
  files: GeneratedFiles;
  rules: Rules;
  controls: Controls;
  bodyLimit: number;
  /** The cap of the areas' state as a whole (mock/state.ts). */
  stateSize: Pick<MockState, 'room' | 'stored'>;
  /** The operations answered from the description's examples although an area keeps them (MockOptions). */
  exampleAnswers: ReadonlySet<string>;
  /** Whether the Host header names this mock (mock/hosts.ts). */
  hostAllowed(host: string | undefined): boolean;
  /** The scheme and authority the signature base string uses (RFC 5849 3.4.1.2), or undefined for a refused Host. */
  baseUri(req: IncomingMessage): string | undefined;
}

/** Prism's own ways of choosing an answer: with one of them, the caller asked for a static answer. */
const PRISM_QUERY = ['__code', '__example', '__dynamic', '__seed'];

export async function handleRequest(ctx: MockContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const d = ctx.description();
  const method = req.method ?? 'GET';
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const rawPath = q === -1 ? raw : raw.slice(0, q);

  // host
  if (!ctx.hostAllowed(req.headers.host)) return send(res, hostRefusal(req.headers.host ?? ''));
  // cors
  const ownPages = rawPath.startsWith(RESERVED_PREFIX) || rawPath === d.authorizeOp?.path;
  if (!ownPages && cors(req, res)) return;
  const notFound = (detail: string) => send(res, refusal(d.spec, undefined, { status: 404, example: 'notFound', detail }));
  if (!rawPath.startsWith('/')) return notFound('the request target must be a path');

  // reserved
  if (rawPath === LIVE_PATH && method === 'GET' && ctx.files.liveReload) return ctx.files.listen(req, res);
  if ((method === 'GET' || method === 'HEAD') && ctx.files.serveScript(req, res, rawPath)) return;
  if (rawPath.startsWith(RESERVED_PREFIX)) return ctx.controls.handle(req, res, rawPath, d);

  // files
  const file = fileFor(rawPath);
  if (file && (method === 'GET' || method === 'HEAD')) {
    if (!(await ctx.files.serve(req, res, file))) notFound(`${file.file} is not generated yet (npm run generate)`);
    return;
  }

  // route (a `.json` suffix where the description says the service takes it)
  let match = d.router.match(method, rawPath);
  let opPath = rawPath;
  if (!match && rawPath.endsWith('.json')) {
    const bare = d.router.match(method, rawPath.slice(0, -'.json'.length));
    if (bare && d.jsonSuffix.has(bare.op.operationId)) [match, opPath] = [bare, rawPath.slice(0, -'.json'.length)];
  }
  const decision = !match && method === 'POST' && d.authorizeOp && rawPath === d.authorizeOp.path;
  if (!match && !decision) {
    const allowed = d.router.methodsFor(rawPath);
    return notFound(
      allowed.length
        ? `${method} is not an operation of ${rawPath} (it has ${allowed.join(', ')})`
        : `no operation has the path ${rawPath}`,
    );
  }
  const op = match ? match.op : d.authorizeOp!;

  // body
  const reading = await readBody(req, ctx.bodyLimit);
  if (!reading.ok) {
    if (!reading.tooLarge) return void res.destroy();
    const reply = refusal(d.spec, op, {
      status: 413,
      example: 'invalidParameters',
      message: `The request body is larger than ${ctx.bodyLimit} bytes`,
      errors: [{ field: 'body', reason: 'TOO_LONG' }],
    });
    return send(res, { ...reply, headers: { ...reply.headers, connection: 'close' } });
  }
  const text = reading.body?.toString('utf8');
  send(
    res,
    await answer(ctx, d, req, {
      op,
      params: match?.params ?? {},
      raw,
      opPath,
      rawQuery: q === -1 ? '' : raw.slice(q + 1),
      text,
      decision: Boolean(decision),
    }),
  );
}

interface Routed {
  op: MockOperation;
  params: Record<string, string>;
  /** The request target as sent (the signature covers it). */
  raw: string;
  /** The operation's path as sent, without a `.json` suffix (what Prism matches). */
  opPath: string;
  rawQuery: string;
  text: string | undefined;
  /** The authorization page's form posted back. */
  decision: boolean;
}

async function answer(
  ctx: MockContext,
  d: Description,
  req: IncomingMessage,
  { op, params, raw, opPath, rawQuery, text, decision }: Routed,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  const reply = (a: Refusal) => refusal(d.spec, op, a);
  const replyOf = (a: Reply | Refusal) => (isRefusal(a) ? reply(a) : a);
  const contentType = req.headers['content-type'];
  const query = new URLSearchParams(rawQuery);

  // handshake
  if (decision) return replyOf(ctx.handshake.decide(op, text));
  if (op.handshakeStep === 'authorize') return replyOf(ctx.handshake.page(op, query));
  const base = ctx.baseUri(req);
  if (base === undefined)
    return reply({
      status: 400,
      example: 'invalidParameters',
      message: 'The Host header must be a host name or address with an optional port, and nothing else',
      errors: [{ field: 'Host', reason: 'INVALID_FORMAT' }],
    });
  const received: ReceivedRequest = { method, url: `${base}${raw}`, authorization: req.headers.authorization, body: text, contentType };
  if (op.handshakeStep === 'request_token') return replyOf(ctx.handshake.requestToken(op, received));
  if (op.handshakeStep === 'access_token') return replyOf(ctx.handshake.accessToken(op, received));

  // authenticate
  let identity;
  let commit = () => {};
  if (op.security.length) {
    const auth = authenticate(d, ctx.oauth, op, received);
    if (isRefusal(auth)) return reply(auth);
    ({ identity, commit } = auth);
  }

  // parse
  const parsed = parseBody(op, contentType, text, d.spec.requestFieldTypes(op.operationId));
  if (isRefusal(parsed)) return reply(parsed);
  commit();
  // The query and the body as one set of parameters, each where the operation declares it (mock/parameters.ts).
  const { query: placedQuery, body } = placeParameters(d.spec, op, query, parsed);

  // authorize
  const refused = authorize(op, identity, req.headers.accept);
  if (refused) return reply(refused);

  // rules
  const ruled = await ctx.rules.apply(op, identity, req);
  if (ruled.answer) return replyOf(ruled.answer);
  const served = await serve(ctx, d, req, { op, params, opPath, query: placedQuery, body, identity });
  // Only accepted requests count against the throttles.
  if (served.status >= 400) ruled.release();
  return served;
}

interface Checked {
  op: MockOperation;
  params: Record<string, string>;
  opPath: string;
  query: URLSearchParams;
  body: ParsedBody;
  identity: Identity | undefined;
}

/** The prism and area stages: the answer of a request that passed every check before them. */
async function serve(
  ctx: MockContext,
  d: Description,
  req: IncomingMessage,
  { op, params, opPath, query, body, identity }: Checked,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  const reply = (a: Refusal) => refusal(d.spec, op, a);

  // prism
  const prismQuery = withoutOAuth(query);
  const headers = { ...req.headers };
  delete headers['content-type'];
  delete headers['content-length'];
  if (body.prismContentType !== undefined) headers['content-type'] = body.prismContentType;
  const explicit = req.headers.prefer !== undefined || PRISM_QUERY.some((n) => prismQuery.has(n));
  // Prism splits a path parameter at commas (an id list such as 123_abc,456_def) and then refuses it as not a
  // string: it gets the commas encoded.
  const prismAnswer = await d.prism(op.operationId, {
    method,
    path: opPath.replace(/,/g, '%2C'),
    query: prismQuery,
    headers,
    body: body.prismBody,
  });

  // area
  const bound = ctx.exampleAnswers.has(op.operationId) ? undefined : d.bindings.get(op.operationId);
  if (explicit || !identity || prismAnswer.violations.length) return prismReply(d.spec, op, prismAnswer, explicit);
  const users = userViewOf(d.spec, op.operationId, prismQuery, identity, d.profiles);
  const refusedFields = userFieldsRefusal(d.spec, users);
  if (refusedFields) return reply(refusedFields);
  if (!bound) return withUsersShown(d.spec, users, prismReply(d.spec, op, prismAnswer, explicit));
  // A call that may store checks the cap of the state as a whole first (mock/state.ts); a DELETE only frees.
  const stores = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  const incoming = stores ? Buffer.byteLength(JSON.stringify(body.fields)) : 0;
  const full = stores ? ctx.stateSize.room(incoming) : undefined;
  if (full) return reply(full);
  const own = bound.handle({
    op,
    params,
    query: prismQuery,
    fields: body.fields,
    member: identity.member,
    identity,
    profileOf: users.profileOf,
  });
  // undefined: the handler let Prism answer its success.
  if (stores && (own === undefined || own.status < 400)) ctx.stateSize.stored(incoming);
  return withUsersShown(d.spec, users, own ? areaReply(d.spec, op, own) : prismReply(d.spec, op, prismAnswer, explicit));
}

/** 403 naming the options that allow a host, as Vite's "Blocked request. This host is not allowed." does. */
function hostRefusal(host: string): Reply {
  const name = host.slice(0, 100);
  return json(403, {
    error_name: 'HOST_NOT_ALLOWED',
    message: `Blocked request: the mock does not answer the Host "${name}" (DNS rebinding). To allow it, start the mock with --allowed-host ${name} (allowedHosts), or set --public-url (publicUrl) to the address clients use.`,
  });
}

function withoutOAuth(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!name.startsWith('oauth_')) kept.append(name, value);
  return kept;
}
