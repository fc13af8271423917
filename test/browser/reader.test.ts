// The docs page as a reader uses it, in Chromium, served by the mock: search by operationId and path from the
// keyboard, every same-site link resolves, success responses first, the serving origin as server, the description
// downloadable as JSON and YAML, code samples on every operation, the feed's entry links land on their entry. (That
// every operation shows its success first is read in docs.test.ts's one pass over all of them.)
// Run with `npm run test:browser`, after `npm run generate`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.ts';
import { docsInChromium, generatedDir, operationRoute, screenshot } from './helpers.ts';

const fixture = docsInChromium({ viewport: { width: 1280, height: 800 } });

const bundle = JSON.parse(fs.readFileSync(path.join(generatedDir, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};

async function open(route: string) {
  const p = fixture.browser.page;
  await p.goto(`${fixture.server.pages[0]}#${route}`);
  await p.waitForSelector(route === '/' ? '[data-component-name="Menu/MenuItem"]' : `[data-section-id="${route}"] h2`, { timeout: 30_000 });
  return p;
}

describe('the docs page for a reader', () => {
  it('finds an operation by its operationId and by its path, from the keyboard alone', async () => {
    const p = fixture.browser.page;
    await p.goto(fixture.server.pages[0]!);
    await p.waitForSelector('[data-testid="search-trigger"][tabindex="0"]', { timeout: 30_000 });
    // The search trigger is the first stop of the tab order.
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-trigger');
    await p.keyboard.press('Enter');
    const input = p.locator('input').first();
    await input.waitFor();
    for (const [query, summary] of [
      [operations.deleteCompany.operationId, operations.deleteCompany.summary],
      [operations.deleteCompany.path, operations.deleteCompany.summary],
    ] as const) {
      await input.fill(query);
      await p.getByText(summary, { exact: true }).first().waitFor({ timeout: 10_000 });
    }
    await p.keyboard.press('Escape');
  });

  it('resolves every same-site link: hash routes that name a section, files that answer 200', async () => {
    const p = await open('/');
    await p.waitForTimeout(500);
    const hrefs = await p.evaluate(() => [...new Set([...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!))]);
    const routes = hrefs.filter((h) => h.startsWith('#/'));
    const files = hrefs.filter((h) => !h.startsWith('#') && !/^[a-z]+:/i.test(h));
    expect(routes.length).toBeGreaterThan(20);
    // No link is a bare path that only Redoc's click handler understands.
    expect(hrefs.filter((h) => /^\/(?!\/)/.test(h))).toEqual([]);
    const sections = new Set(
      await p.evaluate(() => [...document.querySelectorAll('[data-section-id]')].map((s) => s.getAttribute('data-section-id'))),
    );
    const known = new Set([...sections, ...Object.values(operations).map((o) => operationRoute(o.tag, o.operationId))]);
    for (const route of routes) expect(known.has(route.slice(1)) || route.startsWith('#/section/'), route).toBe(true);
    for (const file of files) {
      const answer = await fetch(new URL(file, fixture.server.pages[0]));
      expect(answer.status, file).toBe(200);
    }
    // A menu link opened by its address (a new tab, a bookmark) shows its section.
    const tag = Object.values(operations)[0]!.tag.toLowerCase();
    await p.goto(`${fixture.server.pages[1]}#/${tag}`);
    await p.waitForSelector(`[data-section-id="/${tag}"]`, { timeout: 30_000 });
  });

  it('offers the description as JSON and YAML, and shows the serving origin as the server', async () => {
    const p = await open('/');
    for (const name of ['openapi.json', 'openapi.yaml']) {
      const link = p.locator(`a[download="${name}"]`).first();
      const answer = await fetch(new URL((await link.getAttribute('href'))!, fixture.server.pages[0]));
      expect(answer.status).toBe(200);
      expect((await answer.text()).length).toBeGreaterThan(100_000);
    }
    const op = operations.getUser;
    const q = await open(operationRoute(op.tag, op.operationId));
    const endpoint = q
      .locator(`[data-section-id="${operationRoute(op.tag, op.operationId)}"]`)
      .getByText(op.path)
      .first();
    await endpoint.click();
    // The endpoint list names the server the page came from, never the description's default.
    await q.waitForFunction((url) => document.body.textContent!.includes(url), `${fixture.server.url}/v1/users/{id}`, { timeout: 10_000 });
    expect(await q.evaluate(() => document.body.textContent!.includes('127.0.0.1:4010/v1/users/{id}'))).toBe(false);
  });

  it('lists success responses before errors, and shows the code samples with a copy button', async () => {
    // An operation whose description lists an error before its success.
    const [opPath, method, op] = Object.entries(bundle.paths)
      .flatMap(([p, item]) => Object.entries(item).map(([m, o]) => [p, m, o] as const))
      .find(([, , o]) => o.responses && !Object.keys(o.responses)[0]!.startsWith('2'))!;
    const info = operations[op.operationId as keyof typeof operations];
    expect(info.path).toBe(opPath);
    expect(info.method).toBe(method);
    const route = operationRoute(info.tag, info.operationId);
    const p = await open(route);
    const section = p.locator(`[data-section-id="${route}"]`);
    await section.locator('[role="tablist"][data-pn-ordered]').first().waitFor();
    // As the reader sees them: left to right, and the tab that is open.
    const tabs = await section
      .locator('[role="tablist"][data-pn-ordered]')
      .first()
      .evaluate((list) =>
        [...list.querySelectorAll('[role="tab"]')]
          .map((tab) => ({
            code: tab.textContent!.trim(),
            x: tab.getBoundingClientRect().x,
            open: tab.getAttribute('aria-selected') === 'true',
          }))
          .sort((a, b) => a.x - b.x),
      );
    expect(tabs.map((t) => t.code)).toContain(Object.keys(op.responses!)[0]);
    expect(tabs[0]!.code).toMatch(/^2/);
    expect(tabs.find((t) => t.open)?.code).toMatch(/^2/);
    const firstError = tabs.findIndex((t) => /^[45]/.test(t.code));
    expect(tabs.slice(firstError).some((t) => t.code.startsWith('2'))).toBe(false);
    const text = await section.innerText();
    // Redoc shows one sample at a time (a menu picks the language), with a copy button.
    expect(text).toMatch(/curl -X|client\.[a-zA-Z]+\.[a-zA-Z]+\(|pronet call/);
    expect(await section.getByRole('button', { name: /copy/i }).count()).toBeGreaterThan(0);
    const page = await (await fetch(fixture.server.pages[0]!)).text();
    for (const label of ['TypeScript', 'curl', 'pronet CLI']) {
      expect(page.split(`"label":"${label}"`).length - 1, label).toBeGreaterThanOrEqual(Object.keys(operations).length);
    }
    await screenshot(p, 'docs-success-first');
  });

  it('lands a change feed entry link on its entry', async () => {
    const feed = fs.readFileSync(path.join(generatedDir, 'changelog.atom'), 'utf8');
    const href = feed.match(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"/)![1]!;
    const p = fixture.browser.page;
    const answer = await p.goto(new URL(href, `${fixture.server.url}/changelog.atom`).href);
    expect(answer?.status()).toBe(200);
    const id = `change-${new URL(href, fixture.server.url).searchParams.get('change')}`;
    await p.waitForFunction(
      (anchor) => {
        const el = document.getElementById(anchor);
        if (!el) return false;
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight;
      },
      id,
      { timeout: 15_000 },
    );
  });
});
