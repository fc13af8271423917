// The rendered docs (generated/docs/index.html) in Chromium, served on 127.0.0.1 the way the mock serves them:
// every operation renders (one pass over all of them: badges, examples, the success first), the guide, the lifecycle
// and the change history are there, nothing leaves 127.0.0.1, nothing is logged as an error. Prints the page's weight
// (raw, gzip, Brotli), first paint, the time to the first rendered operation and the time to interactive (no timed
// assertion: this machine's load varies). Run with `npm run test:browser` (vitest.browser.config.ts), after
// `npm run generate`.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mockOperations, postingLifecycle } from '../../generated/mock-operations.ts';
import { operations } from '../../generated/operations.ts';
import {
  generatedDir,
  launch,
  markFirstVisible,
  operationRoute,
  readMarks,
  root,
  screenshot,
  serveDocs,
  type Browser,
  type DocsServer,
} from './helpers.ts';

const page = path.join(generatedDir, 'docs', 'index.html');
const brotliCompress = promisify(zlib.brotliCompress);
const ops = Object.values(operations);
const tags = [...new Set(ops.map((o) => o.tag))];
/** The service's changes: the maintainers' own edits of the description are not shown in the docs. */
const changelog = {
  entries: (
    parse(fs.readFileSync(path.join(root, 'spec', 'changelog.yaml'), 'utf8')) as {
      entries: Array<{ id: string; title: string; source: string }>;
    }
  ).entries.filter((e) => e.source !== 'maintainers'),
};

let server: DocsServer;
let browser: Browser;

beforeAll(async () => {
  if (!fs.existsSync(page)) throw new Error(`${path.relative(root, page)} is missing: run npm run generate first`);
  server = await serveDocs();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Lighthouse's quiet window: time to interactive is the end of the last long task before this long without one. */
const QUIET_MS = 5000;
/** How long after navigation the test waits for that window at most. */
const TTI_LIMIT_MS = 40_000;

/** Records the page's long tasks (main-thread work of 50 ms or more) from its start; install before `page.goto`. */
async function recordLongTasks(p: Browser['page']): Promise<void> {
  await p.addInitScript({
    content: `window.__pnLongTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__pnLongTasks.push([e.startTime, e.duration]); })
        .observe({ type: 'longtask', buffered: true });`,
  });
}

/**
 * Time to interactive, approximated as Lighthouse defines it: after the first contentful paint, the end of the last
 * long task before a window of QUIET_MS without any (and not before DOMContentLoaded); waits for that window. The
 * total blocking time is the part over 50 ms of each long task between first paint and that point.
 */
async function timeToInteractive(
  p: Browser['page'],
  fcp: number,
  dcl: number,
): Promise<{ tti: number; blocking: number; longTasks: number; quiet: boolean }> {
  const tasks = () => p.evaluate(() => (window as unknown as { __pnLongTasks: Array<[number, number]> }).__pnLongTasks.slice());
  const now = () => p.evaluate(() => performance.now());
  let quiet = false;
  for (;;) {
    const ends = (await tasks()).map(([start, duration]) => start + duration);
    const last = Math.max(fcp, ...ends);
    const at = await now();
    if (at - last >= QUIET_MS) {
      quiet = true;
      break;
    }
    if (at > TTI_LIMIT_MS) break;
    await p.waitForTimeout(Math.min(1000, QUIET_MS - (at - last)));
  }
  const all = (await tasks()).filter(([start, duration]) => start + duration > fcp);
  const tti = Math.max(fcp, dcl, ...all.map(([start, duration]) => start + duration));
  const blocking = all.filter(([start]) => start < tti).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { tti, blocking, longTasks: all.length, quiet };
}

/** Opens a route of the page (a Redoc hash route) and waits until Redoc has rendered it. */
async function open(route: string, base = server.pages[0]!) {
  const p = browser.page;
  await p.goto(`${base}#${route}`);
  await p.waitForSelector(`[data-section-id="${route === '' ? '/' : route}"]`, { timeout: 30_000 });
  return p;
}

/** What a reader sees of one operation's section, once it rendered (everyOperation). */
interface SeenOperation {
  operationId: string;
  route: string;
  heading: string;
  text: string;
  /** The section's pills (maturity, access rights), lower case. */
  badges: string[];
  /** Links to it in the menu. */
  menuLinks: number;
  /** Each list of response tabs, in the order of the elements, and which one is open. */
  tabLists: { code: string; open: boolean }[][];
}

let walk: Promise<SeenOperation[]> | undefined;
/**
 * One pass over every operation, shared by the tests that look at all of them (a pass takes a minute or more): each
 * operation opened by its route in one page, as a reader opens it (Redoc renders the sections near the one shown),
 * read once its heading shows its summary, the menu lists it and its response tabs settled (the page's script opens
 * the success).
 */
function everyOperation(): Promise<SeenOperation[]> {
  walk ??= (async () => {
    const p = await open(`/${tags[0]!.toLowerCase()}`);
    const wanted = ops.map((op) => ({ operationId: op.operationId, route: operationRoute(op.tag, op.operationId), summary: op.summary }));
    return p.evaluate(async (operations) => {
      const tabsOf = (section: Element) =>
        [...section.querySelectorAll('[role="tablist"][data-pn-ordered]')].map((list) =>
          [...list.querySelectorAll('[role="tab"]')].map((tab) => ({
            code: tab.textContent!.trim(),
            open: tab.getAttribute('aria-selected') === 'true',
          })),
        );
      const until = async (done: () => boolean, ms: number) => {
        for (let waited = 0; waited < ms && !done(); waited += 20) await new Promise((r) => setTimeout(r, 20));
      };
      const seen = [];
      for (const { operationId, route, summary } of operations) {
        location.hash = `#${route}`;
        const section = () => document.querySelector(`[data-section-id="${route}"]`);
        const menuLinks = () => document.querySelectorAll(`[data-component-name="Menu/MenuItem"] a[href="#${route}"]`).length;
        // Until its heading shows its summary and the menu opened its tag.
        await until(() => !!section()?.querySelector('h2')?.textContent?.includes(summary) && menuLinks() > 0, 30_000);
        // Until its tabs are there and the success is open in each list (the script's click takes a render).
        await until(() => {
          const lists = tabsOf(section()!);
          return (
            lists.length > 0 &&
            lists.every((tabs) => !tabs.some((t) => t.code.startsWith('2')) || tabs.find((t) => t.open)?.code.startsWith('2'))
          );
        }, 5_000);
        const element = section();
        seen.push({
          operationId,
          route,
          heading: element?.querySelector('h2')?.textContent ?? '',
          text: element?.textContent ?? '',
          badges: [...(element?.querySelectorAll('[data-component-name="Tag/Tag"]') ?? [])].map((b) => b.textContent!.trim().toLowerCase()),
          menuLinks: menuLinks(),
          tabLists: element ? tabsOf(element) : [],
        });
      }
      return seen;
    }, wanted);
  })();
  return walk;
}

describe('the rendered docs in Chromium', () => {
  it('render offline from 127.0.0.1: no external request, no console error; prints timings and size', async () => {
    const p = browser.page;
    const first = ops[0]!;
    const route = operationRoute(first.tag, first.operationId);
    await markFirstVisible(p, {
      menu: '[data-component-name="Menu/MenuItem"]',
      operation: `[data-section-id="${route}"] h2`,
    });
    await recordLongTasks(p);
    const start = Date.now();
    await p.goto(`${server.pages[0]}#${route}`, { waitUntil: 'load' });
    await p.waitForSelector(`[data-section-id="${route}"] h2`, { state: 'visible', timeout: 30_000 });
    const wall = Date.now() - start;
    await p.waitForTimeout(500); // let late requests (images, workers) start
    const marks = await readMarks(p);
    const timing = await p.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
      return {
        transfer: nav.transferSize,
        body: nav.decodedBodySize,
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        fcp: paint['first-contentful-paint'] ?? null,
      };
    });
    const interactive = await timeToInteractive(p, timing.fcp ?? 0, timing.dcl);
    // The page's weight as a host can serve it: as it is, gzip -9 (the precompressed file), and Brotli at its best
    // (quality 11; computed after the timings, which it would slow down).
    const raw = fs.readFileSync(page);
    const brotli = await brotliCompress(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    console.log(
      [
        `docs page: ${kib(raw.length)} (${raw.length} bytes) in 1 request; ${browser.requests.length} requests in all`,
        `  served as gzip -9 ${kib(fs.statSync(`${page}.gz`).size)} (the precompressed file), Brotli q11 would be ${kib(brotli.length)}; ${timing.transfer} bytes transferred`,
        `  first contentful paint   ${timing.fcp?.toFixed(0)} ms`,
        `  DOMContentLoaded         ${timing.dcl.toFixed(0)} ms, load ${timing.load.toFixed(0)} ms`,
        `  menu visible             ${marks.menu?.toFixed(0)} ms`,
        `  first operation visible  ${marks.operation?.toFixed(0)} ms (${first.operationId}, deep link; ${wall} ms by the test's clock)`,
        `  time to interactive      ${interactive.tti.toFixed(0)} ms (end of the last long task before ${QUIET_MS / 1000} s without one; ` +
          `${interactive.longTasks} long tasks, total blocking time ${interactive.blocking.toFixed(0)} ms${interactive.quiet ? '' : `; no quiet window within ${TTI_LIMIT_MS / 1000} s`})`,
      ].join('\n'),
    );
    await screenshot(p, 'docs-operation');
    expect(browser.external).toEqual([]);
    expect(browser.requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([`${server.pages[0]}`]);
    expect(browser.errors).toEqual([]);
  });

  it('render every operation of the spec, each with its badges, access right and named examples', async () => {
    const walk = await everyOperation();
    expect(walk.map((seen) => seen.operationId).sort()).toEqual(ops.map((o) => o.operationId).sort());
    for (const { operationId, heading, text, badges, menuLinks } of walk) {
      const op = operations[operationId as keyof typeof operations];
      expect(heading, operationId).toContain(op.summary);
      expect(text, operationId).toContain('Access right:');
      expect(text, operationId).toContain(`Maturity: ${op.maturity}`);
      if (op.vendorAccept) expect(text, operationId).toContain(op.vendorAccept);
      if (op.throttled) expect(text, operationId).toContain('Throttled:');
      if (op.deprecated) expect(text, operationId).toContain('Deprecated:');
      for (const names of Object.values(mockOperations[operationId as keyof typeof mockOperations].examples))
        for (const name of names) expect(text, `${operationId} example ${name}`).toContain(name);
      // x-badges: the maturity pill next to the heading, and one per access right.
      // A maturity that no source gives is the declared default, and its pill says it is assumed.
      expect(badges, operationId).toContain(op.maturityShown ? op.maturity : `${op.maturity} (assumed)`);
      for (const role of op.roles ?? []) expect(badges, operationId).toContain(role);
      // The menu lists it under its (now open) tag.
      expect(menuLinks, operationId).toBe(1);
    }
    expect(browser.errors).toEqual([]);
  }, 300_000);

  it('shows every operation success first, in the order of the elements too (keyboard, screen readers), the success open', async () => {
    const wrong: string[] = [];
    for (const { route, tabLists } of await everyOperation()) {
      if (!tabLists.length) wrong.push(`${route}: no response tabs`);
      for (const tabs of tabLists) {
        const codes = tabs.map((t) => t.code);
        const firstError = codes.findIndex((code) => /^[45]/.test(code) || code === 'default');
        if (firstError >= 0 && codes.slice(firstError).some((code) => code.startsWith('2'))) wrong.push(`${route}: ${codes.join(' ')}`);
        if (codes.some((code) => code.startsWith('2')) && !tabs.find((t) => t.open)?.code.startsWith('2'))
          wrong.push(`${route}: ${tabs.find((t) => t.open)?.code} open`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('show the handshake guide with its sequence picture and a worked signature that checks out', async () => {
    const p = await open('/section/handshake-guide');
    expect(await p.locator('h2[id="section/handshake-guide"]').isVisible()).toBe(true);
    const picture = p.locator('svg.pn-sequence');
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.isVisible()).toBe(true);
    expect((await picture.boundingBox())!.height).toBeGreaterThan(200);
    for (const step of [
      '1. Obtain a request token',
      '2. Let the user authorize it',
      '3. Exchange it for an access token',
      '4. Sign every call',
      '5. When the access token becomes invalid',
    ]) {
      expect(await p.getByText(step, { exact: true }).count(), step).toBe(1);
    }
    await screenshot(p, 'docs-handshake-guide');
    // The worked example: recompute the HMAC-SHA1 from the base string and key that the page shows.
    const blocks = await p.locator('[data-section-id="/section/handshake-guide"] pre').allInnerTexts();
    const base = blocks.find((b) => /^GET&http/.test(b.trim()))!.trim();
    const key = blocks.find((b) => /^[0-9a-f]+&[0-9a-f]+$/.test(b.trim()))!.trim();
    const signature = createHmac('sha1', key).update(base).digest('base64');
    expect(blocks.map((b) => b.trim())).toContain(signature);
    expect(blocks.some((b) => b.includes(`oauth_signature="${encodeURIComponent(signature)}"`))).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('show the posting lifecycle: the state diagram and the transition table', async () => {
    const p = await open('/vendorjobs');
    const diagram = p.locator('svg.pn-lifecycle');
    await diagram.scrollIntoViewIfNeeded();
    expect(await diagram.isVisible()).toBe(true);
    const labels = await diagram.locator('text').allTextContents();
    for (const state of postingLifecycle!.states) expect(labels).toContain(state.name);
    expect(labels).toContain('refused');
    const box = (await diagram.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    // The arrows lie inside the picture (a lost viewBox would push parts out of it).
    const inside = await diagram.evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('rect, line, text')].every((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= frame.left - 1 && r.right <= frame.right + 1 && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
      });
    });
    expect(inside).toBe(true);
    const rows = p.locator('table.pn-transitions tbody tr');
    expect(await rows.count()).toBe(postingLifecycle!.transitions.length);
    await screenshot(p, 'docs-lifecycle');
    expect(browser.errors).toEqual([]);
  });

  it('show the change history, one entry per change of the service, and link the Atom feed from the head and the text', async () => {
    for (const base of server.pages) {
      const p = await open('/section/change-history', base);
      const titles = p.locator('.pn-change-title');
      expect(await titles.count()).toBe(changelog.entries.length);
      await titles.first().scrollIntoViewIfNeeded();
      expect(await titles.first().isVisible()).toBe(true);
      const head = await p.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
      const visible = await p.locator('a.pn-feed').first().getAttribute('href');
      expect(visible).toBe(head);
      const feedUrl = new URL(head!, p.url()).href;
      expect(feedUrl).toBe(`${server.url}/changelog.atom`);
      const feed = await p.request.get(feedUrl);
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      // And back: the feed's alternate link (relative to the feed) leads to this page.
      const alternate = /<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(xml)?.[1];
      expect(alternate).toBeTruthy();
      const back = await p.request.get(new URL(alternate!, feedUrl).href);
      expect(back.status(), `${new URL(alternate!, feedUrl).href} (the feed's alternate link)`).toBe(200);
      expect(await back.text()).toContain('pn-contents');
    }
    await screenshot(browser.page, 'docs-change-history');
    expect(browser.errors).toEqual([]);
  });

  it('look right at a few scroll positions of the start page (screenshots for a person)', async () => {
    const p = await open('');
    for (const [i, y] of [0, 900, 1800].entries()) {
      await p.evaluate((top) => window.scrollTo(0, top), y);
      await p.waitForTimeout(200);
      await screenshot(p, `docs-start-${i}`);
    }
    expect(browser.external).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
