/**
 * The generated files the mock serves (the docs page, the change feed, the bundled description), by exact raw
 * path, and live reload: with `liveReload` on, the docs page gets a small script that listens on
 * `/__mock/live` (server-sent events) and reloads the page when the mock swaps in a new description and the page
 * changed (a reload that brings the same page would only make the reader wait). The file on disk stays untouched;
 * the script is added to the copy that is served, from which Redoc's own script moves to a file of its own
 * (`/__mock/redoc-<hash>.js`, liveScriptSplit) that the browser keeps between reloads.
 *
 * Every file is served with a strong ETag (a hash of the bytes served) that answers `If-None-Match` with 304. A
 * file with a precompressed sibling (`docs/index.html.gz`, written by the generator: generator/docs/docs.ts) is served
 * as those bytes to clients that accept gzip, as a static host with `gzip_static` would; the mock compresses
 * nothing itself. The sibling is used only while it decompresses to the file byte for byte (not in the moment
 * between the two renames of a regeneration, nor with live reload, which changes the page served).
 *
 * The files served are those of the description in force: they are read when the mock starts and again on each
 * successful reload (`load()`), and kept in memory; a file changed on disk is served once a reload took it in. After
 * a refused reload, the description, its YAML form and the docs page stay those of the description that answers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { RESERVED_PREFIX } from './description.ts';
import { scriptHash } from '../defaults/page.ts';

/** The docs files, by exact raw path: nothing else of the folder is reachable. */
export const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs/': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/docs/index.html': { file: 'docs/index.html', type: 'text/html; charset=utf-8' },
  '/changelog.atom': { file: 'changelog.atom', type: 'application/atom+xml; charset=utf-8' },
  '/openapi.json': { file: 'openapi.json', type: 'application/json; charset=utf-8' },
  '/openapi.yaml': { file: 'openapi.yaml', type: 'application/yaml; charset=utf-8' },
};

const gunzip = promisify(gunzipCallback);

/** One version of a served file: its bytes, their precompressed gzip form if there is one, and the ETag of each. */
interface Cached {
  body: Buffer;
  etag: string;
  gzipped: { body: Buffer; etag: string } | null;
}

const etagOf = (body: Buffer, suffix = '') => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

/** Whether an Accept-Encoding header accepts gzip (a q=0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** If-None-Match against an ETag: `*`, or the tag in its list (weak comparison, as RFC 9110 asks for GET). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const LIVE_PATH = `${RESERVED_PREFIX}live`;

/** Added before </body> of the served docs page when live reload is on (the page's CSP allows inline scripts and same-origin connections). */
export const LIVE_SCRIPT = `<script>(function(){var s=new EventSource(${JSON.stringify(LIVE_PATH)});s.addEventListener("reload",function(){location.reload()});s.addEventListener("problem",function(e){var b=document.getElementById("pronet-problem");var t=JSON.parse(e.data);if(!t){if(b)b.remove();return}if(!b){b=document.createElement("pre");b.id="pronet-problem";b.setAttribute("role","alert");b.style.cssText="position:fixed;z-index:10000;left:0;right:0;bottom:0;margin:0;max-height:40vh;overflow:auto;padding:12px 16px;background:#fff3f3;color:#8a1010;border-top:3px solid #c62828;font:13px/1.4 monospace;white-space:pre-wrap";document.body.appendChild(b)}b.textContent="The description currently fails; this page shows its last good state.\\n"+t})})()</script>`;

/** Where the live page takes Redoc's script from: `/__mock/redoc-<hash>.js`. */
const REDOC_SCRIPT = new RegExp(`^${RESERVED_PREFIX}redoc-[\\w-]+\\.js$`);

/**
 * The live docs page split for reloads. Its module script is Redoc's bundle (2.3 MB, the same from save to save),
 * ending in `export{...}`, then the description and the call that renders it. The bundle goes to a file named by
 * its hash, which the page imports and the browser caches for good: a reload after a save then fetches and compiles
 * the page and the description only (the browser keeps compiled code for a cached script file, never for inline
 * text that changed), about half the time to DOMContentLoaded. The page's CSP gets `'self'` for that import. A page
 * of another shape is served whole. The page on disk, which static hosts serve, stays one file.
 */
export function liveScriptSplit(page: string): { page: string; script?: { path: string; body: Buffer } } {
  const open = '<script type="module">';
  const start = page.indexOf(open);
  const end = start === -1 ? -1 : page.indexOf('</script>', start);
  // (the bundle's last statement, where the page's own code starts)
  const exported = end === -1 ? null : /export\s*\{([\w$\s,]+)\};?(?=\s*const\s)/.exec(page.slice(start, end));
  if (!exported) return { page };
  const cut = start + exported.index + exported[0].length;
  const body = Buffer.from(page.slice(start + open.length, cut), 'latin1');
  const path = `${RESERVED_PREFIX}redoc-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}.js`;
  const names = exported[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const before = page.slice(0, start + open.length);
  const module = `import{${names.join(',')}}from${JSON.stringify(path)};${page.slice(cut, end)}`;
  // The policy allows the page's inline scripts by their hashes (the docs build): the shortened module script's
  // hash takes the place of the whole one's, and the reload script's is added.
  const hashes = `${scriptHash(module)} ${scriptHash(LIVE_SCRIPT.slice('<script>'.length, -'</script>'.length))}`;
  const head = before.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*\bscript-src) ([^;"]*)/,
    (_, policy: string, sources: string) => `${policy} 'self' ${sources.replace(scriptHash(page.slice(start + open.length, end)), hashes)}`,
  );
  if (head === before && before.includes('Content-Security-Policy')) return { page }; // (a policy it cannot extend)
  return { page: `${head}${module}${page.slice(end)}`, script: { path, body } };
}

export function fileFor(rawPath: string): { file: string; type: string } | undefined {
  return Object.hasOwn(FILES, rawPath) ? FILES[rawPath] : undefined;
}

/** Served files are never sniffed into another type, and no other site may frame them (clickjacking). */
const PROTECTIVE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "frame-ancestors 'none'" };
/** Open docs pages listening on /__mock/live at once (each holds a connection). */
export const MAX_LIVE_LISTENERS = 64;

export class GeneratedFiles {
  readonly #dir: string;
  readonly #live: boolean;
  readonly #listeners = new Set<ServerResponse>();

  /** A hash of the docs page as open pages have it: as it was at start, or at the last reload event. */
  #pageSeen: string | undefined;

  constructor(generatedDir: string, liveReload: boolean) {
    this.#dir = generatedDir;
    this.#live = liveReload;
    if (liveReload) this.#pageSeen = this.#pageNow();
  }

  #pageNow(): string | undefined {
    try {
      return createHash('sha1')
        .update(readFileSync(`${this.#dir}/${FILES['/']!.file}`))
        .digest('base64url');
    } catch {
      return undefined; // no page (yet): one that appears is news
    }
  }

  get liveReload(): boolean {
    return this.#live;
  }

  /** Serves a file as last loaded (compressed when the client accepts it, 304 when it has it); false when it was not generated. */
  async serve(req: IncomingMessage, res: ServerResponse, entry: { file: string; type: string }): Promise<boolean> {
    await this.#follow(entry.file);
    const cached = this.#loaded.get(entry.file);
    if (!cached) return false;
    const compressed = cached.gzipped && acceptsGzip(req.headers['accept-encoding']) ? cached.gzipped : undefined;
    const { body, etag } = compressed ?? cached;
    const headers: Record<string, string> = { etag, 'cache-control': 'no-cache', ...PROTECTIVE_HEADERS };
    if (cached.gzipped) headers['vary'] = 'Accept-Encoding';
    if (notModified(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-type'] = entry.type;
    headers['content-length'] = String(body.length);
    if (compressed) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** The files of the description in force, by file name (a file that was not generated is absent). */
  #loaded = new Map<string, Cached>();

  /** The size and time of each loaded file and of its gzip form (what #follow compares). */
  #versions = new Map<string, string>();

  /** Reads every served file as it is now: on start and after each successful reload. */
  async load(): Promise<void> {
    const loaded = new Map<string, Cached>();
    const versions = new Map<string, string>();
    for (const file of new Set(Object.values(FILES).map((entry) => entry.file))) {
      for (const name of [file, `${file}.gz`]) versions.set(name, await versionOf(`${this.#dir}/${name}`));
      const cached = await this.#read(file).catch(() => undefined);
      if (cached) loaded.set(file, cached);
    }
    this.#loaded = loaded;
    this.#versions = versions;
  }

  /**
   * Takes in what the generator writes after the page and the description a reload took in: the page's gzip form
   * (used only while it unzips to the page in force), and the YAML download, taken only while openapi.json on disk
   * is still the one in force and the YAML was written after it (the generator writes both from one document).
   * After a refused reload openapi.json on disk is another one, and the YAML stays the one in force.
   */
  async #follow(file: string): Promise<void> {
    const sibling = file === 'openapi.yaml' ? file : `${file}.gz`;
    const version = await versionOf(`${this.#dir}/${sibling}`);
    if (version === this.#versions.get(sibling)) return;
    const page = this.#loaded.get(file);
    if (sibling.endsWith('.gz')) {
      if (!page || this.#live || !file.endsWith('.html')) return;
      this.#versions.set(sibling, version);
      page.gzipped = await precompressed(`${this.#dir}/${sibling}`, page.body);
      return;
    }
    const json = await versionOf(`${this.#dir}/openapi.json`);
    const jsonTime = Number(json.split(':')[1]);
    if (json !== this.#versions.get('openapi.json') || !(Number(version.split(':')[1]) >= jsonTime)) return;
    const cached = await this.#read(file).catch(() => undefined);
    if (!cached) return;
    this.#versions.set(sibling, version);
    this.#loaded.set(file, cached);
  }

  async #read(name: string): Promise<Cached> {
    const path = `${this.#dir}/${name}`;
    const file = await readFile(path);
    const live = this.#live && name.endsWith('.html');
    const body = live ? this.#livePage(file) : file;
    return { body, etag: etagOf(body), gzipped: live ? null : await precompressed(`${path}.gz`, file) };
  }

  /** Redoc's scripts taken out of the live page (liveScriptSplit), by path: the same bytes for good. */
  readonly #scripts = new Map<string, Buffer>();

  /** GET /__mock/redoc-<hash>.js of the live page; false when the path is not one. */
  serveScript(req: IncomingMessage, res: ServerResponse, rawPath: string): boolean {
    const body = REDOC_SCRIPT.test(rawPath) ? this.#scripts.get(rawPath) : undefined;
    if (!body) return false;
    const etag = etagOf(body);
    const headers: Record<string, string> = { etag, 'cache-control': 'public, max-age=31536000, immutable', ...PROTECTIVE_HEADERS };
    if (notModified(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
    } else {
      res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8', 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    return true;
  }

  /** The page served with live reload: Redoc's script split off (liveScriptSplit), the reload script added. */
  #livePage(file: Buffer): Buffer {
    const { page, script } = liveScriptSplit(file.toString('latin1'));
    if (script) this.#scripts.set(script.path, script.body);
    const at = page.lastIndexOf('</body>');
    return Buffer.from(at === -1 ? page + LIVE_SCRIPT : page.slice(0, at) + LIVE_SCRIPT + page.slice(at), 'latin1');
  }

  /** GET /__mock/live: an event stream that says `reload` after each successful reload. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    if (this.#listeners.size >= MAX_LIVE_LISTENERS) {
      const body = JSON.stringify({
        error_name: 'SERVICE_UNAVAILABLE',
        message: `at most ${MAX_LIVE_LISTENERS} docs pages listen for reloads at once: close some`,
      });
      res.writeHead(503, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'retry-after': '60' });
      return void res.end(body);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': the mock sends "reload" when the description changes, "problem" while it fails\n\n');
    if (this.#problem !== undefined) res.write(problemEvent(this.#problem));
    this.#listeners.add(res);
    req.socket.setTimeout(0);
    res.on('close', () => this.#listeners.delete(res));
  }

  /** Tells every open docs page to reload, when the page is not the one they have. */
  announce(generation: number): void {
    if (!this.#live) return;
    const page = this.#pageNow();
    if (page === this.#pageSeen) return;
    this.#pageSeen = page;
    for (const res of this.#listeners) res.write(`event: reload\ndata: ${generation}\n\n`);
  }

  #problem: string | undefined;

  /**
   * What fails in the description being edited (npm start's watcher: the message with file, line and column), or
   * undefined once it passes again: open docs pages show it over the last good page, and pages opened meanwhile too.
   */
  showProblem(text: string | undefined): void {
    if (!this.#live || text === this.#problem) return;
    this.#problem = text;
    for (const res of this.#listeners) res.write(problemEvent(text));
  }

  /** Ends the event streams (on close), so that the server can stop. */
  endStreams(): void {
    for (const res of this.#listeners) res.end();
    this.#listeners.clear();
  }
}

/** The event of showProblem: the text as JSON (null when it passes again), one data line. */
const problemEvent = (text: string | undefined) => `event: problem\ndata: ${JSON.stringify(text ?? null)}\n\n`;

/** A file's size and time (`size:mtimeMs`), or `-` when it cannot be read. */
async function versionOf(path: string): Promise<string> {
  const info = await stat(path).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : '-';
}

/** The bytes of a precompressed sibling, or null when it cannot be read or does not decompress to `file`. */
async function precompressed(gzPath: string, file: Buffer): Promise<{ body: Buffer; etag: string } | null> {
  try {
    const body = await readFile(gzPath);
    return (await gunzip(body)).equals(file) ? { body, etag: etagOf(file, '-gz') } : null;
  } catch {
    return null;
  }
}
