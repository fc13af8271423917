/**
 * The generated files the mock serves (the docs page, the change feed, the bundled description), by exact raw
 * path, and live reload: with `liveReload` on, the docs page gets a small script that listens on
 * `/__mock/live` (server-sent events) and reloads the page when the mock swaps in a new description. The file on
 * disk stays untouched; the script is added to the copy that is served.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESERVED_PREFIX } from './description.ts';

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

export const LIVE_PATH = `${RESERVED_PREFIX}live`;

/** Added before </body> of the served docs page when live reload is on (the page's CSP allows inline scripts and same-origin connections). */
export const LIVE_SCRIPT = `<script>new EventSource(${JSON.stringify(LIVE_PATH)}).addEventListener("reload",function(){location.reload()})</script>`;

export function fileFor(rawPath: string): { file: string; type: string } | undefined {
  return Object.hasOwn(FILES, rawPath) ? FILES[rawPath] : undefined;
}

export class GeneratedFiles {
  readonly #dir: string;
  readonly #live: boolean;
  readonly #listeners = new Set<ServerResponse>();
  /** The docs page with the script, per generation (read once per reload). */
  #docs: { generation: number; page: Promise<Buffer> } | undefined;

  constructor(generatedDir: string, liveReload: boolean) {
    this.#dir = generatedDir;
    this.#live = liveReload;
  }

  get liveReload(): boolean {
    return this.#live;
  }

  /** Serves a file; false when the file is not generated (the caller answers 404). */
  async serve(res: ServerResponse, entry: { file: string; type: string }, head: boolean, generation: number): Promise<boolean> {
    const path = `${this.#dir}/${entry.file}`;
    if (this.#live && entry.file.endsWith('.html')) {
      if (this.#docs?.generation !== generation) this.#docs = { generation, page: readFile(path).then(withLiveScript) };
      let page: Buffer;
      try {
        page = await this.#docs.page;
      } catch {
        this.#docs = undefined;
        return false;
      }
      res.writeHead(200, { 'content-type': entry.type, 'content-length': String(page.length), 'cache-control': 'no-cache' });
      res.end(head ? undefined : page);
      return true;
    }
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return false;
    }
    res.writeHead(200, { 'content-type': entry.type, 'content-length': String(size), 'cache-control': 'no-cache' });
    if (head) {
      res.end();
      return true;
    }
    createReadStream(path)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  }

  /** GET /__mock/live: an event stream that says `reload` after each successful reload. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': the mock sends "reload" when the description changes\n\n');
    this.#listeners.add(res);
    req.socket.setTimeout(0);
    res.on('close', () => this.#listeners.delete(res));
  }

  /** Tells every open docs page to reload. */
  announce(generation: number): void {
    this.#docs = undefined;
    for (const res of this.#listeners) res.write(`event: reload\ndata: ${generation}\n\n`);
  }

  /** Ends the event streams (on close), so that the server can stop. */
  endStreams(): void {
    for (const res of this.#listeners) res.end();
    this.#listeners.clear();
  }
}

function withLiveScript(page: Buffer): Buffer {
  const text = page.toString('utf8');
  const at = text.lastIndexOf('</body>');
  return Buffer.from(at === -1 ? text + LIVE_SCRIPT : text.slice(0, at) + LIVE_SCRIPT + text.slice(at));
}
