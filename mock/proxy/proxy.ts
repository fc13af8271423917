/**
 * startProxy: a local server in front of the service (Prism's other mode, for a service signed with OAuth 1.0).
 * Each request runs through these stages, the first that answers ends it:
 *
 *   host        a Host the proxy does not serve gets 403 (mock/hosts.ts: DNS rebinding)
 *   preflight   a CORS preflight gets 204, as the mock gives it
 *   key         the access key (header or /key/<key> path prefix) taken off; a wrong one gets 403 (access-key.ts)
 *   route       method and raw path -> an operation of the description (the mock's router); 404 otherwise, and for a
 *               path that a URL parser would change (a backslash, dot segments)
 *   authorize   the authorization page: a redirect to the same path and query on `upstreamAuth`
 *   body        read, within the body limit (413)
 *   sign        bearer as it is; a signed request verified for the proxy's URL and signed again for the upstream;
 *               an unsigned one that carries the key signed with the configured token (mock/proxy/signing.ts);
 *               401/403 otherwise
 *   forward     the headers the service needs, to the upstream (upstream.ts): within the timeout (504), the answer
 *               limit (502), ended when the client leaves; 502 when it cannot be reached
 *   compare     Prism's validators on the request and the answer (mock/proxy/differences.ts)
 *   answer      the upstream's status, headers (hop-by-hop ones and Set-Cookie left out) and body bytes, sandboxed
 *               (CSP), with `Pronet-Violations`
 *
 * The handshake's answers passing through teach the proxy the token secrets (mock/proxy/secrets.ts).
 */
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { isXmlType, parseBody } from '../body.ts';
import { placeParameters } from '../parameters.ts';
import type { MockOperation } from '../../generated/mock-operations.ts';
import { readGenerated, type Generated } from '../generated.ts';
import { fromAnotherOrigin, HOST_HEADER, hostCheck, isLoopback } from '../hosts.ts';
import { cors, isJsonType, isRefusal, listen, readBody } from '../http.ts';
import { ACCESS_KEY_HEADER, keyedUrl, newAccessKey, presentedKey } from './access-key.ts';
import { DEFAULT_PROXY_ANSWER_LIMIT, DEFAULT_PROXY_PORT, DEFAULT_PROXY_TIMEOUT_MS } from './defaults.ts';
import { ProxyTimestamps } from './timestamps.ts';
import { callUpstream, clientLeft, type UpstreamResult } from './upstream.ts';
import { DifferenceLog, Differences, placerFor } from './differences.ts';
import { readTokenFile, UsageError } from '../../runtime/node.ts';
import { parseConsumerLine, proxyTokenOf, Secrets, type ProxyConsumer, type ProxyToken } from './secrets.ts';
import { outgoing, withoutOAuthPairs, type Outgoing, type Signer, type Step } from './signing.ts';
import type { Difference, Exchange } from './types.ts';

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const DEFAULT_MAX_CONNECTIONS = 256;

export interface ProxyOptions {
  /** The service's `{base_url}`, e.g. https://api.example.test. */
  upstream: string;
  /** The service's `{auth_url}`, where its authorization page lives. Default: `upstream`. */
  upstreamAuth?: string;
  /** Default 4020; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The consumers whose requests the proxy verifies and signs again: `key:secret` lines (as the mock's `--consumer-file`) or objects. */
  consumers?: ReadonlyArray<string | ProxyConsumer>;
  /** `pronet auth`'s token file: its consumer and access token sign the unsigned requests. */
  tokenFile?: string;
  /** The same, given directly (wins over tokenFile). */
  token?: ProxyToken;
  /** The generated folder whose description the traffic is compared with. Default: the mock's. */
  generatedDir?: string;
  /** Milliseconds the upstream may take to answer in full. Default 30,000. */
  timeout?: number;
  /** Largest request body in bytes. Default 1 MiB; larger bodies get 413. */
  bodyLimit?: number;
  /** Largest answer body of the upstream in bytes. Default 16 MiB; past it the proxy stops reading and answers 502. */
  answerLimit?: number;
  /** Most connections open at once; more are closed as they come. Default 256. */
  maxConnections?: number;
  /**
   * The key an unsigned request must carry to be signed with `token` (access-key.ts): in the `Pronet-Access-Key`
   * header or as the path prefix `/key/<key>`. Default: a new random one (`accessKey` of the server); `false`: none,
   * any unsigned request from this machine is signed (`--no-access-key`).
   */
  accessKey?: string | false;
  /** More host names the proxy answers besides localhost, IP addresses and `host` (as the mock's allowedHosts). */
  allowedHosts?: string[];
  /** Hears each request and answer that passed through (secrets removed). */
  onExchange?: (exchange: Exchange) => void;
  /** Hears each difference, as it is found. */
  onDifference?: (difference: Difference) => void;
  /** Where the differences are logged, one line each, once per operation, side, kind and place. Default: stderr. */
  log?: (line: string) => void;
  /** Milliseconds since the epoch (request token expiry). Default Date.now. */
  clock?: () => number;
}

export interface ProxyServer {
  /** e.g. http://127.0.0.1:4020: the client's base_url and auth_url. */
  url: string;
  /** The access key unsigned requests carry to be signed; undefined with `accessKey: false`. */
  accessKey: string | undefined;
  /** `url` with the access key as its path prefix (http://127.0.0.1:4020/key/<key>): a base URL for unsigned tools. */
  keyedUrl: string;
  /** The differences found so far (at most the latest 10,000). */
  differences(): Difference[];
  /** Stops accepting, ends the requests in flight, then resolves. */
  close(): Promise<void>;
}

const DEFAULT_GENERATED_DIR = fileURLToPath(new URL('../../generated/', import.meta.url));
const KEPT_DIFFERENCES = 10_000;

/** Headers of one hop only (RFC 9110 7.6.1), never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The request headers the service needs, the only ones forwarded: content negotiation, the body's type, conditional
 * requests and the client's name. Cookies, Referer, X-Forwarded-For, Origin, the access key and the like stay here
 * (the description has no header parameters). The proxy sets Host, Authorization (but a bearer token's),
 * Content-Length and Accept-Encoding itself.
 */
const FORWARDED = new Set([
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'cache-control',
]);

export async function startProxy(options: ProxyOptions): Promise<ProxyServer> {
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const found: Difference[] = [];
  const stopping = new AbortController();
  // Each call under way listens to it until it settles: as many as connections, not a leak.
  setMaxListeners(0, stopping.signal);
  const ctx = await contextOf(options, stopping.signal, reporter(options, write, found));
  const server = serverOf(ctx, options.maxConnections ?? DEFAULT_MAX_CONNECTIONS, write);
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port ?? DEFAULT_PROXY_PORT, host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    accessKey: ctx.accessKey,
    keyedUrl: keyedUrl(url, ctx.accessKey),
    differences: () => [...found],
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        stopping.abort(new Error('the proxy is closing'));
        server.closeIdleConnections();
        setImmediate(() => server.closeAllConnections());
      });
      return closing;
    },
  };
}

/** The options checked and given their defaults, the token file and the description read: what every request shares. */
async function contextOf(options: ProxyOptions, signal: AbortSignal, report: ProxyContext['report']): Promise<ProxyContext> {
  const upstream = upstreamOf(options.upstream, 'upstream');
  const upstreamAuth = options.upstreamAuth === undefined ? upstream : upstreamOf(options.upstreamAuth, 'upstreamAuth');
  const generatedDir = options.generatedDir ?? DEFAULT_GENERATED_DIR;
  const now = options.clock ?? Date.now;
  const token = options.token ?? (options.tokenFile === undefined ? undefined : proxyTokenOf(readTokenFile(options.tokenFile)));
  const consumers = (options.consumers ?? []).map((c, i) => (typeof c === 'string' ? parseConsumerLine(c, `consumers[${i}]`) : c));
  const secrets = new Secrets(consumers, token, now);

  const description = await readGenerated(generatedDir);
  const differences = new Differences(description.spec.document, description.prismOperations, await placerFor(generatedDir));
  const upstreamUrl = new URL(upstream);
  return {
    description,
    differences,
    secrets,
    token,
    upstream,
    upstreamAuth,
    timeout: options.timeout ?? DEFAULT_PROXY_TIMEOUT_MS,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    answerLimit: options.answerLimit ?? DEFAULT_PROXY_ANSWER_LIMIT,
    hostAllowed: hostCheck({ listenHost: options.host ?? '127.0.0.1', allowedHosts: options.allowedHosts }),
    accessKey: options.accessKey === false ? undefined : (options.accessKey ?? newAccessKey()),
    // PLAINTEXT sends both secrets as they are: to the service over TLS or on this machine only.
    plaintextInClear: upstreamUrl.protocol === 'http:' && !isLoopback(upstreamUrl.hostname),
    timestamps: new ProxyTimestamps(now),
    signal,
    report,
  };
}

/** What an exchange that passed through goes to: the differences' log, the differences kept, the listeners. */
function reporter(options: ProxyOptions, write: (line: string) => void, found: Difference[]): ProxyContext['report'] {
  const log = new DifferenceLog(write);
  // A listener that throws is logged; the answer has gone out already, and the next one still goes.
  const hear = (listener: string, call: () => void) => {
    try {
      call();
    } catch (error) {
      write(`proxy: ${listener} failed: ${(error as Error)?.stack ?? String(error)}`);
    }
  };
  return (method, path, exchange) => {
    for (const difference of exchange.differences) {
      log.report(method, path, difference);
      found.push(difference);
      if (found.length > KEPT_DIFFERENCES) found.shift();
      if (options.onDifference) hear('onDifference', () => options.onDifference!(difference));
    }
    if (options.onExchange) hear('onExchange', () => options.onExchange!(exchange));
  };
}

/** The HTTP server, bounded in time and connections; a request that fails inside the proxy gets 500 (or its connection ends). */
function serverOf(ctx: ProxyContext, maxConnections: number, write: (line: string) => void): Server {
  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((error: unknown) => {
      write(`proxy: internal error: ${(error as Error)?.stack ?? String(error)}`);
      if (res.headersSent) return void res.destroy();
      reply(res, 500, { error_name: 'PROXY_INTERNAL_ERROR', message: "proxy: internal error (see the proxy's log)" });
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = ctx.timeout + 30_000;
  server.keepAliveTimeout = 5_000;
  server.maxConnections = maxConnections;
  return server;
}

/** A base URL option: absolute http(s), without a trailing slash; throws naming the option. */
function upstreamOf(value: string, option: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} must be an absolute http(s) URL such as https://api.example.test, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${option} must be an http or https URL, not ${url.protocol}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

interface ProxyContext {
  description: Generated;
  differences: Differences;
  secrets: Secrets;
  token: ProxyToken | undefined;
  upstream: string;
  upstreamAuth: string;
  timeout: number;
  bodyLimit: number;
  answerLimit: number;
  hostAllowed(host: string | undefined): boolean;
  accessKey: string | undefined;
  plaintextInClear: boolean;
  timestamps: ProxyTimestamps;
  signal: AbortSignal;
  report(method: string, path: string, exchange: Exchange): void;
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/**
 * One request through the stages (at the top of this file). A stage hands on what the next one needs, or answers
 * the request itself and returns undefined.
 */
async function handle(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const routed = admitted(ctx, req, res);
  if (!routed) return;
  const sent = await withBody(ctx, req, res, routed);
  if (!sent) return;
  const next = signed(ctx, req, res, sent);
  if (!next) return;
  const answer = await forward(ctx, req, next, clientLeft(res)).finally(next.settled);
  if ('failure' in answer) return reply(res, answer.failure.status, answer.failure.body);
  const found = compare(ctx, req, sent, answer);
  if (answer.response.ok && sent.step !== 'data' && answer.text !== undefined) learn(ctx, sent.step, answer.text);
  respond(req, res, next.signer, answer, found);
  ctx.report(sent.method, sent.op.path, exchangeOf(sent, answer, found));
}

/** host, preflight, key, route and authorize: the request routed to an operation, or undefined once answered here. */
function admitted(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse): Routed | undefined {
  const method = req.method ?? 'GET';
  if (!ctx.hostAllowed(req.headers.host)) {
    const name = (req.headers.host ?? '').slice(0, 100);
    return void reply(res, 403, {
      error_name: 'HOST_NOT_ALLOWED',
      message: `proxy: blocked request: the proxy does not answer the Host "${name}" (DNS rebinding). To allow it, start the proxy with --allowed-host ${name} (allowedHosts).`,
    });
  }
  // preflight (the mock's CORS: answers it and returns true; other answers get its headers where they are given)
  if (method === 'OPTIONS' && req.headers.origin && req.headers['access-control-request-method']) return void cors(req, res);

  // access key: the request proves it comes from the proxy's user (access-key.ts); a wrong key is refused outright
  const keyed = presentedKey(ctx.accessKey, req.url ?? '/', req.headers[ACCESS_KEY_HEADER]);
  if (keyed.presented === 'wrong')
    return void reply(res, 403, {
      error_name: 'PROXY_WRONG_ACCESS_KEY',
      message: `proxy: the access key is not the proxy's (${ctx.accessKey === undefined ? 'it runs without one: leave it out' : 'it is printed at start and kept in its --access-key-file'}); nothing was forwarded`,
    });
  const target = keyed.target;

  const routed = route(ctx.description, method, target);
  if ('redirect' in routed) {
    res.writeHead(method === 'GET' || method === 'HEAD' ? 302 : 307, {
      location: `${ctx.upstreamAuth}${target}`,
      'cache-control': 'no-store',
      'content-length': '0',
    });
    return void res.end();
  }
  if ('refusal' in routed) return void reply(res, 404, routed.refusal);
  const { op } = routed;
  return {
    ...routed,
    method,
    target,
    keyPrefix: keyed.prefix,
    fromUser: ctx.accessKey === undefined || keyed.presented === 'right',
    step: op.handshakeStep === 'request_token' || op.handshakeStep === 'access_token' ? op.handshakeStep : 'data',
  };
}

/** body: the request with its body, read within the body limit; undefined once answered (413) or its connection ended. */
async function withBody(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, routed: Routed): Promise<Sent | undefined> {
  const reading = await readBody(req, ctx.bodyLimit);
  if (reading.ok) return { ...routed, text: reading.body?.toString('utf8'), contentType: req.headers['content-type'] };
  if (!reading.tooLarge) return void res.destroy();
  return void reply(
    res,
    413,
    { error_name: 'PAYLOAD_TOO_LARGE', message: `proxy: the request body is larger than ${ctx.bodyLimit} bytes` },
    { connection: 'close' },
  );
}

/** sign: the request for the upstream (signing.ts), or undefined once refused here. */
function signed(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, sent: Sent): Extract<Outgoing, { ok: true }> | undefined {
  const own = req.headers.host ?? '';
  if (!HOST_HEADER.test(own))
    return void reply(res, 400, {
      error_name: 'INVALID_HOST',
      message: 'proxy: the Host header must be a host name or address with an optional port, and nothing else',
    });
  const next = outgoing(
    sent.step,
    { method: sent.method, target: sent.target, body: sent.text, contentType: sent.contentType, authorization: req.headers.authorization },
    {
      secrets: ctx.secrets,
      token: ctx.token,
      ownBase: `http://${own}${sent.keyPrefix}`,
      upstream: ctx.upstream,
      fromOtherOrigin: fromAnotherOrigin(req.headers),
      fromUser: sent.fromUser,
      plaintextInClear: ctx.plaintextInClear,
      timestamps: ctx.timestamps,
      origin: req.headers.origin,
    },
  );
  if (next.ok) return next;
  if (next.signedByCaller) cors(req, res);
  return void reply(res, next.status, next.body, next.headers);
}

/**
 * answer: the upstream's status, headers and body bytes. CORS, as the mock gives it, only to requests that the
 * caller signed (or a bearer token): a page of another origin never reads an answer that the proxy signed for it.
 */
function respond(req: IncomingMessage, res: ServerResponse, signer: Signer, answer: Answer, found: readonly Difference[]): void {
  if (signer !== 'proxy') cors(req, res);
  res.writeHead(answer.response.status, answerHeaders(answer.response, found, answer.body.length));
  res.end(answer.body);
}

/** A request the proxy admitted and routed to an operation. */
interface Routed {
  op: MockOperation;
  /** The operation's path as sent, without a `.json` suffix (what Prism matches). */
  opPath: string;
  method: string;
  /** The request target as sent (path and query), without the access key's prefix. */
  target: string;
  /** The access key's path prefix as sent (`/key/<key>`), or ''. */
  keyPrefix: string;
  /** Whether it carried the proxy's access key (or the proxy runs without one). */
  fromUser: boolean;
  step: Step;
}

/** A request the proxy routed and read. */
interface Sent extends Routed {
  text: string | undefined;
  contentType: string | undefined;
}

/** The upstream's answer, read whole. */
interface Answer {
  response: Response;
  body: Buffer;
  /** The body as text, undefined when empty. */
  text: string | undefined;
  /** Its headers but `set-cookie`, by lower-case name. */
  headers: Record<string, string>;
}

/**
 * Method and raw path -> an operation of the description (the mock's router; a `.json` suffix where the description
 * says the service takes it). The authorization page is the service's own: its form posts back to the same path,
 * which the redirect keeps.
 */
function route(
  d: Generated,
  method: string,
  target: string,
): { op: MockOperation; opPath: string } | { redirect: true } | { refusal: { error_name: string; message: string } } {
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  // The path goes on as it was routed, or not at all: one that a URL parser would change (a `\`, dot segments, no
  // leading slash) could reach another operation, or leave the upstream's base path.
  if (!isNormalPath(rawPath))
    return {
      refusal: {
        error_name: 'NOT_FOUND',
        message: `proxy: the path ${JSON.stringify(rawPath.slice(0, 300))} is not in normal form (a backslash or a dot segment); nothing was forwarded`,
      },
    };
  let match = d.router.match(method, rawPath);
  let opPath = rawPath;
  if (!match && rawPath.endsWith('.json')) {
    const bare = d.router.match(method, rawPath.slice(0, -'.json'.length));
    if (bare && d.jsonSuffix.has(bare.op.operationId)) [match, opPath] = [bare, rawPath.slice(0, -'.json'.length)];
  }
  if (d.authorizeOp && (match?.op === d.authorizeOp || rawPath === d.authorizeOp.path)) return { redirect: true };
  if (match) return { op: match.op, opPath };
  const allowed = d.router.methodsFor(rawPath);
  return {
    refusal: {
      error_name: 'NOT_FOUND',
      message: allowed.length
        ? `proxy: ${method} is not an operation of ${rawPath} in the description (it has ${allowed.join(', ')}); nothing was forwarded`
        : `proxy: no operation of the description has the path ${rawPath.slice(0, 300)}; nothing was forwarded`,
    },
  };
}

/** Whether a URL parser leaves the path as it is. */
function isNormalPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return false;
  try {
    return new URL(rawPath, 'http://proxy.invalid').pathname === rawPath;
  } catch {
    return false;
  }
}

/** Sends the signed request to the upstream within the timeout, and reads the answer; 502/504 when it fails. */
async function forward(
  ctx: ProxyContext,
  req: IncomingMessage,
  next: Extract<Outgoing, { ok: true }>,
  left: AbortSignal,
): Promise<Answer | { failure: ReturnType<typeof upstreamFailure> }> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || !FORWARDED.has(name)) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  if (next.signer === 'bearer' && req.headers.authorization) headers.set('authorization', req.headers.authorization);
  for (const [name, value] of Object.entries(next.headers)) if (value) headers.set(name, value);
  // The body bytes reach the client as the upstream sent them: ask for them unencoded.
  headers.set('accept-encoding', 'identity');
  const result = await callUpstream({
    url: next.url,
    init: {
      method,
      headers,
      ...(next.body !== undefined && method !== 'GET' && method !== 'HEAD' && { body: next.body }),
      redirect: 'manual',
    },
    timeout: ctx.timeout,
    limit: ctx.answerLimit,
    signals: [ctx.signal, left],
  });
  if (!result.ok) return { failure: upstreamFailure(result, ctx) };
  const { response, body } = result;
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') answerHeaders[name] = value;
  });
  return { response, body, text: body.length ? body.toString('utf8') : undefined, headers: answerHeaders };
}

/** Prism's validators on the request (without its OAuth parameters) and on the answer. */
function compare(ctx: ProxyContext, req: IncomingMessage, sent: Sent, answer: Answer): Difference[] {
  const { op, text, contentType } = sent;
  const parsed = parseBody(
    op,
    contentType,
    text === undefined ? undefined : withoutOAuthFields(text, contentType),
    ctx.description.spec.requestFieldTypes(op.operationId),
  );
  const prismHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && name !== 'authorization') prismHeaders[name] = [value].flat().join(', ');
  delete prismHeaders['content-length'];
  delete prismHeaders['content-type'];
  // The parameters where the operation declares them, wherever the client placed them (mock/parameters.ts).
  const query = sentQuery(sent.target);
  const placed = isRefusal(parsed) ? undefined : placeParameters(ctx.description.spec, op, query, parsed);
  const prismType = placed ? placed.body.prismContentType : contentType;
  if (prismType !== undefined) prismHeaders['content-type'] = prismType;
  const placedQuery = recordOf(placed?.query ?? query);
  return [
    ...ctx.differences.request(op, {
      method: sent.method,
      path: sent.opPath.replace(/,/g, '%2C'),
      query: prismQuery(placedQuery),
      headers: prismHeaders,
      body: placed ? placed.body.prismBody : text,
    }),
    ...ctx.differences.response(op, {
      status: answer.response.status,
      headers: answer.headers,
      body: answerValue(answer.text, answer.headers['content-type'], true),
    }),
  ];
}

/** The upstream's headers as the client gets them: hop-by-hop ones and CORS left out, `Pronet-Violations` added. */
function answerHeaders(response: Response, found: readonly Difference[], length: number): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const dropped = connectionTokens(response.headers.get('connection') ?? undefined);
  response.headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || dropped.has(name) || name === 'content-length' || name === 'set-cookie') return;
    if (name.startsWith('access-control-')) return; // CORS is the proxy's
    out[name] = value;
  });
  // The answer is served in the proxy's origin, which holds no session: cookies stay out, and a page (an error page
  // in HTML, say) runs sandboxed, in an origin of its own, and is never sniffed into one.
  out['content-security-policy'] = 'sandbox';
  out['x-content-type-options'] = 'nosniff';
  // fetch decodes an encoded body although it was asked for none: the bytes sent are the decoded ones.
  if (out['content-encoding'] && out['content-encoding'] !== 'identity') delete out['content-encoding'];
  out['pronet-violations'] = violationsHeader(found);
  out['content-length'] = String(length);
  return out;
}

/** What the listeners hear: the request and its answer without secrets (types.ts). */
function exchangeOf(sent: Sent, answer: Answer, found: Difference[]): Exchange {
  const { op, text, contentType } = sent;
  const answerType = answer.headers['content-type'];
  return {
    operationId: op.operationId,
    method: sent.method,
    path: op.path,
    query: recordOf(sentQuery(sent.target)),
    request: { ...(contentType && { contentType }), ...(text !== undefined && { body: exchangeValue(text, contentType) }) },
    response: {
      status: answer.response.status,
      headers: withoutCredentials(answer.headers),
      ...(answerType && { contentType: answerType }),
      ...(answer.text !== undefined && { body: exchangeValue(answer.text, answerType) }),
    },
    differences: found,
  };
}

/** The query of a request target without its `oauth_*` parameters. */
function sentQuery(target: string): URLSearchParams {
  const q = target.indexOf('?');
  return new URLSearchParams(withoutOAuthPairs(q === -1 ? '' : target.slice(q + 1)));
}

/** Each name of the query with all its values, in the order first sent. */
function recordOf(params: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) query[name] = params.getAll(name);
  return query;
}

/** Names listed in a Connection header: hop-by-hop too. */
function connectionTokens(header: string | string[] | undefined): Set<string> {
  return new Set(
    [header ?? '']
      .flat()
      .join(',')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** A form body without its OAuth fields (they are the signature's, not the operation's). */
function withoutOAuthFields(text: string, contentType: string | undefined): string {
  return (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded') ? withoutOAuthPairs(text) : text;
}

/** One value as a string, repeated ones as a list (as Prism reads a query). */
const prismQuery = (query: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));

const isForm = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** A body for Prism's validateOutput (JSON parsed, anything else as text) or, with `forPrism` false, for an Exchange. */
function answerValue(text: string | undefined, type: string | undefined, forPrism: boolean): unknown {
  if (text === undefined) return undefined;
  if (isJsonType(type)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (!forPrism && isForm(type)) {
    const fields: Record<string, string | string[]> = {};
    const params = new URLSearchParams(text);
    for (const name of new Set(params.keys())) {
      if (name.startsWith('oauth_')) continue;
      const values = params.getAll(name);
      fields[name] = values.length === 1 ? values[0]! : values;
    }
    return fields;
  }
  return text;
}

/** A body as an Exchange carries it: JSON parsed, form fields without `oauth_*`, XML and other text as text. */
const exchangeValue = (text: string, type: string | undefined) => (isXmlType(type) ? text : answerValue(text, type, false));

/** Response headers without those that carry credentials. */
function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!['authorization', 'proxy-authorization', 'cookie', 'set-cookie'].includes(name)) kept[name] = value;
  return kept;
}

/** The handshake's token answers teach the proxy the token secrets. */
function learn(ctx: ProxyContext, step: Exclude<Step, 'data'>, text: string): void {
  const fields = new URLSearchParams(text);
  const token = fields.get('oauth_token');
  const secret = fields.get('oauth_token_secret');
  if (token && secret) ctx.secrets.learn(step === 'request_token' ? 'request' : 'access', token, secret);
}

/** `Pronet-Violations`: the exchange's differences as JSON (ASCII, at most 8,000 characters: whole entries only). */
function violationsHeader(found: readonly Difference[]): string {
  const entries = found.map(({ operationId, side, kind, at, message, status, specPlace }) => ({
    operationId,
    side,
    kind,
    at,
    message,
    ...(status !== undefined && { status }),
    specPlace,
  }));
  // Entry by entry, each written once: linear in the number of differences (an answer may bring thousands).
  let text = '[';
  for (const entry of entries) {
    const next = JSON.stringify(entry).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (text.length + next.length + 2 > 8000) break;
    text += `${text === '[' ? '' : ','}${next}`;
  }
  text += ']';
  return text;
}

/** The 502 or 504 that answers an upstream that cannot be reached, is too slow or too large, naming the upstream and the cause. */
function upstreamFailure(
  result: Extract<UpstreamResult, { ok: false }>,
  { upstream, timeout, answerLimit }: ProxyContext,
): { status: number; body: Record<string, string> } {
  if (result.cause === 'timeout')
    return {
      status: 504,
      body: {
        error_name: 'UPSTREAM_TIMEOUT',
        message: `proxy: the upstream ${upstream} did not answer within ${timeout} ms (raise --timeout if it is slow)`,
        upstream,
      },
    };
  if (result.cause === 'too-large')
    return {
      status: 502,
      body: {
        error_name: 'UPSTREAM_ANSWER_TOO_LARGE',
        message: `proxy: the upstream ${upstream} answered with more than ${answerLimit} bytes; the proxy stopped reading (raise --answer-limit if that is expected)`,
        upstream,
      },
    };
  if (result.cause === 'aborted')
    return {
      status: 502,
      body: {
        error_name: 'UPSTREAM_UNREACHABLE',
        message: 'proxy: the call was abandoned (the client left or the proxy is closing)',
        upstream,
      },
    };
  const e = result.error as Error & { cause?: { code?: string; message?: string } };
  const code = e?.cause?.code ?? '';
  const cause =
    code === 'ECONNREFUSED'
      ? 'the connection was refused (is it running? is the port right?)'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'its host name does not resolve (DNS)'
        : /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code)
          ? `TLS failed (${code}): its certificate is not trusted or not valid for that name`
          : /TLS|SSL/.test(code)
            ? `the TLS handshake failed (${code}): does it speak https on that port?`
            : code === 'ECONNRESET' || code.startsWith('UND_ERR')
              ? `the connection broke (${code})`
              : `${e?.cause?.message ?? e?.message ?? String(result.error)}${code ? ` (${code})` : ''}`;
  return {
    status: 502,
    body: { error_name: 'UPSTREAM_UNREACHABLE', message: `proxy: cannot reach the upstream ${upstream}: ${cause}`, upstream },
  };
}
