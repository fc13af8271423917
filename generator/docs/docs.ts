// Redocly's build-docs has no programmatic API: the page is rendered by a process of our own that loads the CLI's
// build-docs command once (docs-process.mjs), with our template, from the decorated bundle.
import { fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { GeneratorError } from '../errors.ts';
import { scriptHash } from '../../defaults/page.ts';

interface DocsJob {
  /** The bundled document, decorated for the docs (generator/docs/decorate.ts). */
  api: string;
  /** The page template, already through our own Handlebars pass. */
  template: string;
  output: string;
  title: string;
}

/** What the docs process (docs-process.mjs) is asked, and answers. */
export interface DocsRequest extends DocsJob {
  /** Redoc's options (the CLI's `--openapi`). */
  redocOptions: Record<string, unknown>;
}
export type DocsReply = { ok: true } | { ok: false; error: string };

/**
 * Redoc's options. `layout: stacked`: the examples, code samples and response samples stand under the text they
 * belong to, in one column as wide as the window leaves, instead of a right panel that takes half of it (at
 * 1280 px the text column of the three-panel layout is about 400 px: diagrams and code blocks did not fit). The
 * reader can still switch to three panels with the layout buttons of the sidebar.
 */
export const REDOC_OPTIONS = { layout: 'stacked' } as const;

/**
 * The docs process, started by the first page and kept for the next ones: the first page costs what the CLI costs
 * (about 1.8 s here), each later one only its rendering (0.4 to 0.5 s), which is what an author waits for after
 * each save in watch mode. A watch session keeps one (generator/pipeline.ts `Memos`); a command that runs once
 * makes its own and closes it before it returns. Idle, it holds nothing open (it ends with its parent). Pages are
 * rendered one at a time, in the order asked.
 */
export class DocsProcess {
  #child: ChildProcess | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  /**
   * Renders the job's page (self-contained, no CDN), checked to load nothing from the network; `edit` changes it in
   * the same pass (selfContained). Stopping `signal` ends the process.
   */
  async build(job: DocsJob, signal?: AbortSignal, edit?: PageEdit): Promise<void> {
    const rendered = this.#queue.then(() => render(this.#process(), job, signal));
    this.#queue = rendered.catch(() => undefined);
    await rendered;
    await selfContained(job.output, edit);
  }

  /** The process's id while it runs. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Ends the process (a page under way fails); a later page starts another. */
  close(): void {
    this.#child?.kill();
    this.#child = undefined;
  }

  #process(): ChildProcess {
    if (this.#child) return this.#child;
    const child = startDocsProcess();
    child.on('exit', () => {
      if (this.#child === child) this.#child = undefined;
    });
    return (this.#child = child);
  }
}

async function render(child: ChildProcess, job: DocsJob, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) throw new GeneratorError('redocly build-docs stopped');
  let output = '';
  let settle!: { resolve: (reply: DocsReply) => void; reject: (error: Error) => void };
  const replied = new Promise<DocsReply>((resolve, reject) => (settle = { resolve, reject }));
  const collect = (chunk: Buffer) => (output += chunk);
  const listeners: Array<[EventEmitter | null, string, Parameters<EventEmitter['on']>[1]]> = [
    [child.stdout, 'data', collect],
    [child.stderr, 'data', collect],
    [child, 'message', settle.resolve],
    [
      child,
      'exit',
      (code: number | null, ended: NodeJS.Signals | null) =>
        settle.reject(
          new GeneratorError(
            signal?.aborted ? 'redocly build-docs stopped' : `redocly build-docs ended (${ended ?? `exit ${code}`})`,
            lastLines(output),
          ),
        ),
    ],
    [child, 'error', (error: Error) => settle.reject(new GeneratorError(`cannot start redocly build-docs: ${error.message}`))],
  ];
  for (const [emitter, event, listener] of listeners) emitter?.on(event, listener);
  const stop = () => child.kill();
  signal?.addEventListener('abort', stop);
  holdOpen(child, true);
  try {
    child.send({ ...job, redocOptions: REDOC_OPTIONS } satisfies DocsRequest);
    const reply = await replied;
    if (!reply.ok) throw new GeneratorError(`redocly build-docs failed: ${reply.error}`, lastLines(output));
  } finally {
    for (const [emitter, event, listener] of listeners) emitter?.off(event, listener);
    signal?.removeEventListener('abort', stop);
    holdOpen(child, false);
  }
}

function startDocsProcess(): ChildProcess {
  const child = fork(fileURLToPath(new URL('./docs-process.mjs', import.meta.url)), [], {
    execArgv: [],
    // NODE_ENV=production: React's production server renderer, the same page for less work.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.on('error', () => undefined); // (reported by the page under way)
  holdOpen(child, false);
  return child;
}

/** While a page is under way the process keeps its parent running; idle, it does not (and it ends with its parent). */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stdout, child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>;
  for (const handle of handles) (hold ? handle?.ref : handle?.unref)?.call(handle);
}

/** The last lines of Redocly's output that say something (it prints a Node 20 banner first). */
function lastLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() && !/[║╔╚═]/.test(line))
    .slice(-8);
}

/**
 * Redoc's page loads two images from its CDN after start (the "API docs by" logo of the sidebar footer); no
 * option turns them off. They become inline SVGs here, so that the page loads nothing from the network.
 */
const CDN_ASSETS: Array<[RegExp, string]> = [
  [
    /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g,
    svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" width="52" height="16" viewBox="0 0 52 16"><text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#888">Redocly</text></svg>',
    ),
  ],
];

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A change to the page, made on its bytes as Latin-1 text (one character a byte): ASCII patterns match as they
 * are, and text to insert is first encoded (`asLatin1`).
 */
type PageEdit = (page: string) => string | Promise<string>;

/** UTF-8 text as the Latin-1 characters of its bytes, for a PageEdit to insert. */
export const asLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * Replaces the known remote assets, applies `edit`, and fails naming any load from outside the page that remains
 * in its markup. One read and one write of the page, as Latin-1: the 3 MB page is searched and changed without being
 * decoded from UTF-8 and encoded again (70 ms a page, each save in watch mode).
 */
export async function selfContained(file: string, edit: PageEdit = (page) => page): Promise<void> {
  let html = await fs.readFile(file, 'latin1');
  for (const [pattern, replacement] of CDN_ASSETS) html = html.replace(pattern, replacement);
  html = withScriptHashes(await edit(html), file);
  const loads = externalLoads(html).map((load) => Buffer.from(load, 'latin1').toString('utf8'));
  if (loads.length) {
    throw new GeneratorError(
      'the rendered docs would load from the network; they must work offline',
      loads.map((l) => `${file}: ${l}`),
    );
  }
  await fs.writeFile(file, html, 'latin1');
}

/**
 * The page's Content-Security-Policy allows its own inline scripts by their hashes instead of `'unsafe-inline'`:
 * markup that slipped into a text the page shows runs nothing. (A JSON data block is no script to run.)
 */
export function withScriptHashes(html: string, file: string): string {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\bsrc=/i.test(attributes) || /\btype="application\/json"/i.test(attributes)) continue;
    hashes.add(scriptHash(m[2]!));
  }
  const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*\bscript-src) 'unsafe-inline'/;
  if (!html.includes('<meta http-equiv="Content-Security-Policy"')) return html; // (no policy to tighten)
  if (!policy.test(html))
    throw new GeneratorError(
      "the docs page's Content-Security-Policy has no script-src 'unsafe-inline' to replace by its scripts' hashes",
      [file],
    );
  return html.replace(policy, `$1 ${[...hashes].join(' ')}`);
}

/**
 * Remote loads in the page's markup and styles: <script src>, <link href> (other than rel=alternate, a link for
 * feed readers), <img>/<iframe>/<source>/<video>/<audio>/<embed>/<object> sources, CSS url() and @import. Links
 * that a reader follows (<a href>) are not loads. Script contents are skipped (they are code, not markup); the
 * browser tests watch what the running page requests.
 */
export function externalLoads(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
  const found: string[] = [];
  const remote = /^\s*(?:https?:)?\/\//i;
  for (const tag of markup.matchAll(/<(script|link|img|iframe|source|video|audio|embed|object|image|use)\b[^>]*>/gi)) {
    const text = tag[0];
    if (/^<link\b/i.test(text) && /\brel\s*=\s*["']?alternate\b/i.test(text)) continue;
    for (const attr of text.matchAll(/\b(src|href|srcset|data|poster|xlink:href)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      const value = attr[3] ?? attr[4] ?? attr[5] ?? '';
      if (remote.test(value)) found.push(`<${tag[1]!.toLowerCase()} ${attr[1]}="${value}">`);
    }
  }
  for (const style of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    for (const m of style[1]!.matchAll(
      /url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)|@import\s+(?:url\()?\s*["']?((?:https?:)?\/\/[^"')\s;]+)/gi,
    )) {
      found.push(`CSS ${m[1] ? 'url' : '@import'} ${m[1] ?? m[2]}`);
    }
  }
  return found;
}

const gzip = promisify(gzipCallback);

/** The files of the docs, relative to the output folder: the page, and its gzip form for static hosts and the mock. */
export const DOCS_FILES = ['docs/index.html', 'docs/index.html.gz'];

/**
 * Writes `<page>.gz` next to the page (or to `to`): gzip at level 9 (the page shrinks to about a quarter), for static
 * hosts that serve precompressed files (nginx `gzip_static`, Caddy `precompress`, ...) and for the mock, which serves
 * these bytes instead of compressing at run time. The bytes are the same on every run: zlib writes no file name and a
 * zero time, and the operating system byte of the header is set to "unknown" (255), which zlib would otherwise set
 * to the platform it was built for. No Brotli form: at quality 11 it is 23 % smaller than gzip but takes 5 to 6 s
 * (more than the rest of the docs step), at quality 9 only 15 % smaller; gzip_static is in every nginx, Brotli
 * needs a module; and every form is a binary of its own in generated/, committed with each change of the page.
 */
export async function precompress(page: string, to = `${page}.gz`): Promise<void> {
  const compressed = await gzip(await fs.readFile(page), { level: 9 });
  compressed[9] = 255; // RFC 1952 2.3.1: OS, 255 = unknown
  await fs.writeFile(to, compressed);
}
