// Browser test helpers: serve generated/ on 127.0.0.1, drive Debian's Chromium through playwright-core, and
// record what the page asks the network for and prints to its console.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');
export const generatedDir = path.join(root, 'generated');
export const resultsDir = path.join(root, 'test-results');

/** Flags that keep Chromium quiet on a closed network (see shared/reference/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error(`no Chromium found (tried ${candidates.join(', ')}): apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return found;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * The docs as users get them: the mock (`startMock`) serves the page at / and /docs/, the feed at /changelog.atom
 * and the bundle at /openapi.json. PRONET_DOCS_SERVER=static uses `serveGenerated` instead (the docs alone,
 * when the mock cannot start).
 */
export async function serveDocs(): Promise<DocsServer> {
  if (process.env.PRONET_DOCS_SERVER === 'static') return serveGenerated();
  const { startMock } = await import('../../mock/server.ts');
  const mock = await startMock({ port: 0, host: '127.0.0.1' });
  return { url: mock.url, pages: [mock.docsUrl, `${mock.url}/docs/`], close: () => mock.close() };
}

export interface DocsServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** The addresses the page is served at, like the mock: / and /docs/. */
  pages: string[];
  close(): Promise<void>;
}

/**
 * A static server of generated/ that lays the files out as the mock does: the page at / and /docs/ (and
 * /docs/index.html, as on the file system), the feed at /changelog.atom, the bundle at /openapi.json.
 */
export async function serveGenerated(dir = generatedDir): Promise<DocsServer> {
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = pathname === '/' || pathname === '/docs' || pathname === '/docs/' ? 'docs/index.html' : pathname.slice(1);
    const full = path.resolve(dir, file);
    if (!full.startsWith(dir + path.sep) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await fsp.readFile(full);
      res.writeHead(200, { 'content-type': TYPES[path.extname(full)] ?? 'application/octet-stream', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    pages: [`${url}/`, `${url}/docs/`],
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Every request the pages made, in order (data: and blob: URLs included). */
  requests: string[];
  /** Requests to anything but 127.0.0.1, data: or blob:; they are aborted. */
  external: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  close(): Promise<void>;
}

export async function launch(
  options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const userDataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pronet-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1400, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    offline: false,
  });
  const requests: string[] = [];
  const external: string[] = [];
  const errors: string[] = [];
  const local = (url: string) => /^(data|blob):/.test(url) || /^https?:\/\/127\.0\.0\.1(:\d+)?\//.test(url);
  context.on('request', (request) => {
    requests.push(request.url());
    if (!local(request.url())) external.push(request.url());
  });
  await context.route('**/*', (route) => (local(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    context,
    page,
    requests,
    external,
    errors,
    close: async () => {
      await context.close();
      await fsp.rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Records, from navigation start, when each selector first matches an element that is laid out inside the
 * viewport. Install before `page.goto`; read with `readMarks`.
 */
export async function markFirstVisible(page: Page, selectors: Record<string, string>): Promise<void> {
  // Plain JavaScript source, not a function: a transpiled function may call helpers (e.g. esbuild's __name)
  // that do not exist in the page.
  await page.addInitScript({
    content: `(() => {
      const targets = ${JSON.stringify(selectors)};
      const marks = {};
      window.__pnMarks = marks;
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      };
      const check = () => {
        for (const [name, selector] of Object.entries(targets)) {
          if (name in marks) continue;
          const el = document.querySelector(selector);
          if (el && visible(el)) marks[name] = performance.now();
        }
        if (Object.keys(marks).length < Object.keys(targets).length && performance.now() < 60000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

export async function readMarks(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { __pnMarks: Record<string, number> }).__pnMarks }));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await fsp.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Redoc's hash route of an operation (lower case), as generator/docs/decorate.ts links it. */
export const operationRoute = (tag: string, operationId: string) => `/${tag.toLowerCase()}/${operationId.toLowerCase()}`;

/**
 * The mock serving the docs and one Chromium for a test file: started before its tests, closed after them. Read
 * `server` and `browser` inside the tests (they are set once beforeAll ran).
 */
export function docsInChromium(options: Parameters<typeof launch>[0] = {}): { server: DocsServer; browser: Browser } {
  const fixture = {} as { server: DocsServer; browser: Browser };
  beforeAll(async () => {
    fixture.server = await serveDocs();
    fixture.browser = await launch(options);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.close();
  });
  return fixture;
}

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** axe-core's critical and serious WCAG 2 A/AA findings on the page as it is now, one line each with up to three places. */
export async function axeFindings(p: Page): Promise<string[]> {
  // Evaluated by the browser's devtools protocol, which the page's CSP (script hashes, no 'unsafe-inline') does not
  // govern, where a <script> tag of ours would be refused like any other inline script.
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const violations = await p.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeFinding[])
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes.length} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
