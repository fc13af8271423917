// The docs page's layout in Chromium at a laptop size (1280x800) and a phone size (390x844): the reading column
// uses the width, nothing makes the page scroll sideways, every element stays inside its box unless that box
// scrolls (and then the keyboard reaches it), and the handshake and lifecycle diagrams are seen whole or in a
// box that scrolls. Screenshots for a person go to test-results/layout-*.png.
// Run with `npm run test:browser`, after `npm run generate`.
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.ts';
import { axeFindings, docsInChromium, operationRoute, screenshot } from './helpers.ts';

const fixture = docsInChromium();

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a section shows, and where: measured in the page (see `measure`). */
interface Measured {
  /** Width of the section's first long paragraph of text: the reading column. */
  column: number;
  /** Width from the section's left edge to the window's right edge (the window less the sidebar). */
  available: number;
  /** The page's own width against the window's: a wider page scrolls sideways. */
  pageWidth: number;
  windowWidth: number;
  /** Elements that reach outside their box (the nearest ancestor that clips or scrolls, else the window) without scrolling. */
  overflowing: string[];
  /** Boxes that scroll sideways, and whether the keyboard reaches them (tabindex 0, or a focusable element inside). */
  scrollers: Array<{ what: string; reachable: boolean }>;
  /** Each diagram: whole inside its figure, or in a figure that scrolls sideways and shows its whole height. */
  diagrams: Array<{ what: string; whole: boolean; scrolls: boolean; fullHeight: boolean }>;
}

/** Runs in the page: the measurements of one section (`[data-section-id=route]`). */
function measure(route: string): Measured {
  const section = document.querySelector(`[data-section-id="${route}"]`)!;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].filter((c) => c.startsWith('pn-') || !/^sc-|^[a-zA-Z]{5,7}$/.test(c)).join('.')}` : ''}`;
  const scrollsSideways = (el: Element) => {
    const overflow = getComputedStyle(el).overflowX;
    return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1;
  };
  /** The nearest ancestor that clips or scrolls its content sideways, or null (the window). */
  const boxOf = (el: Element): Element | null => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      if (getComputedStyle(at).overflowX !== 'visible') return at;
    }
    return null;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const paragraph = [...section.querySelectorAll('p')].find((p) => shown(p) && (p.textContent ?? '').trim().length > 80);
  const overflowing: string[] = [];
  for (const el of section.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const box = boxOf(el);
    if (box && scrollsSideways(box)) continue; // inside a scrolling box: reached by scrolling it
    const limit = box ? box.getBoundingClientRect() : { left: 0, right: window.innerWidth };
    if (r.right > limit.right + 1 || r.left < limit.left - 1) {
      overflowing.push(
        `${name(el)} [${Math.round(r.left)}, ${Math.round(r.right)}] outside ${box ? name(box) : 'the window'} [${Math.round(limit.left)}, ${Math.round(limit.right)}]: "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
  }
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const scrollers = [...section.querySelectorAll('*')]
    .filter((el) => shown(el) && scrollsSideways(el))
    .map((el) => ({
      what: `${name(el)}: "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      reachable: (el as HTMLElement).tabIndex >= 0 || !!el.querySelector(focusable),
    }));
  const diagrams = [...section.querySelectorAll('figure.pn-figure')].map((figure) => {
    const svg = figure.querySelector('svg')!;
    const f = figure.getBoundingClientRect();
    const s = svg.getBoundingClientRect();
    return {
      what: svg.getAttribute('class') ?? 'svg',
      whole: s.left >= f.left - 1 && s.right <= f.right + 1,
      scrolls: scrollsSideways(figure),
      fullHeight: figure.scrollHeight <= figure.clientHeight + 1 && s.height > 200,
    };
  });
  return {
    column: paragraph ? paragraph.getBoundingClientRect().width : 0,
    available: window.innerWidth - section.getBoundingClientRect().left,
    pageWidth: document.documentElement.scrollWidth,
    windowWidth: window.innerWidth,
    overflowing,
    scrollers,
    diagrams,
  };
}

const op = operations.getUser;
/** The sections measured: the guide (sequence diagram, code blocks), the lifecycle (state diagram, table), an operation with its code samples and Try it. */
const SECTIONS = [
  { route: '/section/handshake-guide', diagram: 'pn-sequence', operation: false },
  { route: '/vendorjobs', diagram: 'pn-lifecycle', operation: false },
  { route: operationRoute(op.tag, op.operationId), diagram: null, operation: true },
];

describe('the docs layout', () => {
  for (const size of SIZES) {
    it(`at ${size.width}x${size.height} (${size.name}): a wide reading column, no sideways page scroll, diagrams and code whole or in their own scroll box`, async () => {
      const p = fixture.browser.page;
      await p.setViewportSize({ width: size.width, height: size.height });
      for (const { route, diagram, operation } of SECTIONS) {
        await p.goto(`${fixture.server.pages[0]}#${route}`);
        await p.waitForSelector(`[data-section-id="${route}"] h2`, { timeout: 30_000 });
        if (operation) {
          // The operation: open Try it, so that its form is measured too; the code samples stand under the text.
          await p.locator(`[data-section-id="${route}"] .pn-try summary`).click();
        }
        await p.waitForTimeout(800); // Redoc settles (late sections, the scroll to the route)
        const m = await p.evaluate(measure, route);
        const place = `${route} at ${size.width}x${size.height}`;
        // The reading column: at least 80 % of the width right of the sidebar (three panels left it about 40 % at
        // 1280 px); on a phone, the window less its margins.
        expect(m.column, `${place}: reading column`).toBeGreaterThanOrEqual(0.8 * m.available);
        expect(m.pageWidth, `${place}: the page scrolls sideways`).toBeLessThanOrEqual(m.windowWidth);
        expect(m.overflowing, `${place}: elements outside their box`).toEqual([]);
        expect(
          m.scrollers.filter((s) => !s.reachable),
          `${place}: scroll boxes the keyboard cannot reach`,
        ).toEqual([]);
        if (diagram) {
          const found = m.diagrams.find((d) => d.what.includes(diagram));
          expect(found, `${place}: ${diagram}`).toBeDefined();
          expect(found!.whole || found!.scrolls, `${place}: ${diagram} is cut off`).toBe(true);
          expect(found!.fullHeight, `${place}: ${diagram} is not shown at its full height`).toBe(true);
        }
        await p.locator(`[data-section-id="${route}"] h2`).first().scrollIntoViewIfNeeded();
        await screenshot(p, `layout-${size.name}-${route.slice(1).replace(/\//g, '-')}`);
        if (diagram) {
          await p.locator(`svg.${diagram}`).scrollIntoViewIfNeeded();
          await screenshot(p, `layout-${size.name}-${diagram}`);
        }
      }
      // axe's rules for scroll boxes, focus and the rest, at this size.
      expect(await axeFindings(p)).toEqual([]);
      expect(fixture.browser.errors).toEqual([]);
    });
  }
});
