/** Small HTTP helpers of the mock and the proxy: the answer type, CORS, body reading with a size limit, the Accept rule. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** An answer: status, headers and an optional body. `example` answers are resolved by the server. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A refusal whose body is a named example of the description: its error_name, and its message with
 * `detail` appended (or replaced by `message`), plus field-level `errors` when given.
 */
export interface Refusal {
  status: number;
  example: string;
  detail?: string;
  message?: string;
  errors?: Array<{ field: string; reason: string }>;
  headers?: Record<string, string>;
}

/** Whether a stage's or a handler's answer is a refusal (a named example) rather than a reply or a value. */
export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'example' in value;
}

export function json(status: number, body: unknown, type = 'application/json', headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': type, ...headers }, body: JSON.stringify(body) };
}

export function form(status: number, pairs: Record<string, string>): Reply {
  return { status, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() };
}

/**
 * Pages are self-contained: no script, no frame, styles inline. Their forms post to the mock alone, and
 * `formTargets` adds the places the answer to a post may redirect to: Chromium checks `form-action` against the
 * redirect too, so the authorization page lists its callback's origin there.
 */
export function html(status: number, page: string, formTargets: string[] = []): Reply {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action ${["'self'", ...formTargets].join(' ')}`,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
    body: page,
  };
}

export function send(res: ServerResponse, reply: Reply, head = false): void {
  const headers = { ...reply.headers };
  let body = reply.body;
  if (reply.status === 204 || reply.status === 304) {
    // 204 has no body, and so no content type.
    body = undefined;
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(head ? undefined : body);
}

type BodyReading = { ok: true; body: Buffer | undefined } | { ok: false; tooLarge: true } | { ok: false; tooLarge: false; error: Error };

/** Reads the whole body, refusing more than `limit` bytes (by Content-Length before reading, or while reading). */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyReading> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve({ ok: false, tooLarge: true });
  if (declared === '0' || (declared === undefined && req.headers['transfer-encoding'] === undefined)) {
    return Promise.resolve({ ok: true, body: undefined });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyReading) => {
      if (done) return;
      done = true;
      req.removeListener('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish({ ok: false, tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, body: size ? Buffer.concat(chunks) : undefined }));
    req.once('error', (error) => finish({ ok: false, tooLarge: false, error }));
    // 'close' also follows a normal 'end'; then the body is already resolved and this does nothing.
    req.once('close', () => finish({ ok: false, tooLarge: false, error: new Error('the connection closed before the body ended') }));
  });
}

/**
 * Whether an Accept header selects `mediaType` exactly or by `* /*` (media parameters ignored, a range
 * with q=0 refused). No header selects nothing: the vendor calls require one.
 */
export function acceptsExactly(accept: string | undefined, mediaType: string): boolean {
  if (!accept) return false;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    if (type !== mediaType && type !== '*/*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    return true;
  }
  return false;
}

export function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Listens on `port` (0: a free one) and `host`; rejects with the error (EADDRINUSE, say). */
/**
 * A command's server until it is told to stop: SIGINT, SIGTERM, SIGHUP, or its parent process gone (`npm run mock` ended by a
 * signal to npm alone leaves the child to init). `stop` runs once, whichever comes first or if several come, and its
 * exit code is the command's; a stop that fails is one line on stderr and exit 1.
 */
export function untilStopped(name: string, stop: () => Promise<number>): Promise<number> {
  return new Promise<number>((resolve) => {
    let stopping = false;
    const once = () => {
      if (stopping) return;
      stopping = true;
      stop().then(resolve, (error: Error) => {
        process.stderr.write(`${name}: ${error.message}\n`);
        resolve(1);
      });
    };
    // SIGHUP too: a closed terminal or a dropped SSH session stops it as Ctrl+C does, with everything written.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, once);
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) once();
    }, 1000).unref();
  });
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * CORS as bare Prism answers it (prism-http-server): every answer allows the caller's origin, a preflight
 * (OPTIONS with Origin and Access-Control-Request-Method) gets 204, so that a docs page or a browser app on
 * another origin can call the mock.
 */
export function cors(req: IncomingMessage, res: ServerResponse): boolean {
  const h = req.headers;
  res.setHeader('access-control-allow-origin', h.origin || '*');
  res.setHeader('access-control-allow-headers', h['access-control-request-headers'] || '*');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-expose-headers', (h['access-control-expose-headers'] as string | undefined) || '*');
  if (req.method !== 'OPTIONS' || !h.origin || !h['access-control-request-method']) return false;
  res.setHeader('access-control-allow-methods', h['access-control-request-method']);
  res.setHeader('vary', 'origin');
  send(res, { status: 204 });
  return true;
}
