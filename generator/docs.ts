// Redocly build-docs has no programmatic API: run its CLI once, on the bundled document, with our template.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeneratorError } from './errors.ts';

const require = createRequire(import.meta.url);
// The CLI's own module, run through scripts/run.mjs as our commands are: from a bundle with a V8 code cache,
// which takes about a quarter off the CLI's start (its bin/cli.js does the same only on Node 22.8 and later).
const redoclyCli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'lib', 'index.js');
const runner = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));

export interface DocsJob {
  /** The bundled document, decorated for the docs (generator/decorate.ts). */
  api: string;
  /** The page template, already through our own Handlebars pass. */
  template: string;
  output: string;
  title: string;
}

interface DocsProcess {
  child: ChildProcessWithoutNullStreams;
  /** What it printed so far. */
  output(): string;
  /** Its exit code; rejects when it could not start. */
  exited: Promise<number | null>;
}

function spawnDocs(): DocsProcess {
  // --no-opt: no optimizing compiler for a one-second process; its background compiles took CPU from the rest of
  // the run (about a tenth of a cold `npm run generate` on two cores), for code that ends before it pays off.
  // --single-threaded-gc: likewise for its garbage collector's helper threads, which competed with the generator's
  // own process (a cold run 4-7% faster in two series of 8 paired runs, 11 pairs of 16 faster).
  // --max-semi-space-size=4: a young generation of at most 4 MB (16 by default) keeps reusing the pages it has. On
  // these machines a process pays about 10 µs for each page it touches first, and this one touched some 42,000: 12%
  // fewer with the flag, and the render took some 5% less time.
  const child = spawn(process.execPath, ['--no-opt', '--single-threaded-gc', '--max-semi-space-size=4', runner, '--args-on-stdin', redoclyCli, 'build-docs'], {
    // NODE_ENV=production: React's production server renderer, the same page for less work.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1', NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.on('error', () => undefined); // a child that is gone already: its exit says why
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (error) => reject(new GeneratorError(`cannot start redocly build-docs: ${error.message}`)));
    child.on('close', resolve);
  });
  exited.catch(() => undefined); // reported by build()
  return { child, output: () => output, exited };
}

let prestarted: DocsProcess | undefined;

/**
 * Starts the docs process now, for the next `startDocs` of this process to take. A command that will build the
 * docs calls this before it loads the rest of the generator: the process then loads while this one does.
 */
export function prestartDocs(): void {
  prestarted ??= spawnDocs();
}

/** Stops a prestarted docs process that no `startDocs` took (the command ended before its docs step). */
export function dropPrestartedDocs(): void {
  prestarted?.child.kill();
  prestarted = undefined;
}

/**
 * Starts Redocly's CLI for build-docs at once (or takes the prestarted one); it loads while the caller bundles the
 * description, then waits for `build(job)`. `signal` stops it, whether it has its job yet or not (the pipeline
 * failed elsewhere).
 */
export function startDocs(signal: AbortSignal): { build(job: DocsJob): Promise<void> } {
  const docs = prestarted ?? spawnDocs();
  prestarted = undefined;
  const stop = () => docs.child.kill();
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });

  return {
    async build(job) {
      docs.child.stdin.end(`${JSON.stringify([job.api, '--output', job.output, '--template', job.template, '--inlineBundle', '--title', job.title])}\n`);
      const code = await docs.exited;
      if (code === 0) return selfContained(job.output);
      if (signal.aborted) throw new GeneratorError('redocly build-docs stopped');
      // Redocly prints a Node 20 banner first; keep only lines that say something about the failure.
      const lines = docs.output().split('\n').filter((l) => l.trim() && !/[║╔╚═]/.test(l));
      throw new GeneratorError(`redocly build-docs failed (exit ${code})`, lines.slice(-8));
    },
  };
}

/**
 * Redoc's page loads two images from its CDN after start (the "API docs by" logo of the sidebar footer); no
 * option turns them off. They become inline SVGs here, so that the page loads nothing from the network.
 */
const CDN_ASSETS: Array<[RegExp, string]> = [
  [/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, svgDataUri('<svg xmlns="http://www.w3.org/2000/svg" width="52" height="16" viewBox="0 0 52 16"><text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#888">Redocly</text></svg>')],
];

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Replaces the known remote assets and fails naming any load from outside the page that remains in its markup. */
export async function selfContained(file: string): Promise<void> {
  // The page's bytes as Latin-1, one character a byte: every pattern here is ASCII, so the 3 MB page is searched and
  // written back without being decoded from UTF-8 and encoded again (a tenth of a second of the cold run).
  let html = await fs.readFile(file, 'latin1');
  for (const [pattern, replacement] of CDN_ASSETS) html = html.replace(pattern, replacement);
  const loads = externalLoads(html).map((load) => Buffer.from(load, 'latin1').toString('utf8'));
  if (loads.length) {
    throw new GeneratorError('the rendered docs would load from the network; they must work offline', loads.map((l) => `${file}: ${l}`));
  }
  await fs.writeFile(file, html, 'latin1');
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
    for (const m of style[1]!.matchAll(/url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)|@import\s+(?:url\()?\s*["']?((?:https?:)?\/\/[^"')\s;]+)/gi)) {
      found.push(`CSS ${m[1] ? 'url' : '@import'} ${m[1] ?? m[2]}`);
    }
  }
  return found;
}
