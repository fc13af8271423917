// Accessibility of the docs page in Chromium: axe-core (WCAG 2 A and AA rules) finds nothing critical or serious,
// with the page's own colours, on the start page (guide, diagrams, change history) and on an operation with its
// Try it panel and the credentials dialog open. Run with `npm run test:browser`, after `npm run generate`.
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.ts';
import { axeFindings, docsInChromium, operationRoute } from './helpers.ts';

const fixture = docsInChromium({ viewport: { width: 1280, height: 800 } });
const audit = () => axeFindings(fixture.browser.page);

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  it('the start page: nothing critical or serious', async () => {
    const p = fixture.browser.page;
    await p.goto(fixture.server.pages[0]!);
    await p.waitForSelector('[data-section-id="/section/change-history"]', { timeout: 30_000 });
    await p.waitForTimeout(1000);
    expect(await audit()).toEqual([]);
  });

  it('an operation with Try it and the credentials dialog open: nothing critical or serious', async () => {
    const op = operations.getUser;
    const route = operationRoute(op.tag, op.operationId);
    const p = fixture.browser.page;
    await p.goto(`${fixture.server.pages[0]}#${route}`);
    await p.waitForSelector(`[data-section-id="${route}"] .pn-try`, { timeout: 30_000 });
    await p.locator(`[data-section-id="${route}"] .pn-try summary`).click();
    expect(await audit()).toEqual([]);
    await p.locator(`[data-section-id="${route}"] .pn-try-secondary`).click();
    await p.locator('dialog.pn-try-dialog').waitFor();
    expect(await audit()).toEqual([]);
  });
});
