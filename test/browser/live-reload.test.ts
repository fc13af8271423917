// Live reload as an author sees it under `npm start`: a docs page open in Chromium reloads itself once the mock takes a
// regeneration that brings a new page, and stays at the section the reader had open. (The mock, in this process,
// serves a copy of generated/ whose page the test rewrites; test/mock/reload.test.ts checks that a reload with the
// same page announces nothing.)
// Run with `npm run test:browser`, after `npm run generate`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES_FILE } from '../../mock/generated.ts';
import { startMock, type MockServer } from '../../mock/server.ts';
import { operations } from '../../generated/operations.ts';
import { generatedDir, launch, operationRoute, type Browser } from './helpers.ts';

let dir: string;
let mock: MockServer;
let browser: Browser;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-live-'));
  for (const name of ['openapi.json', TABLES_FILE, 'changelog.atom', 'docs'])
    fs.cpSync(path.join(generatedDir, name), path.join(dir, name), { recursive: true });
  mock = await startMock({ port: 0, host: '127.0.0.1', generatedDir: dir, liveReload: true });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a docs page open in the browser', () => {
  it('reloads itself when the mock takes a new page, and keeps its section', async () => {
    const op = Object.values(operations)[0]!;
    const route = operationRoute(op.tag, op.operationId);
    const p = browser.page;
    await p.goto(`${mock.docsUrl}#${route}`);
    await p.waitForSelector(`[data-section-id="${route}"] h2`, { timeout: 30_000 });
    // A mark of this page load: a reload forgets it.
    await p.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true));

    // A new page (the docs of a save): the open page reloads to it.
    const file = path.join(dir, 'docs', 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    const end = html.lastIndexOf('</body>'); // (the inlined scripts hold the text too)
    fs.writeFileSync(file, `${html.slice(0, end)}<p id="saved-meanwhile">saved meanwhile</p>${html.slice(end)}`);
    await mock.reload();
    await p.waitForSelector('#saved-meanwhile', { state: 'attached', timeout: 30_000 });
    expect(await p.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();
    expect(new URL(p.url()).hash).toBe(`#${route}`);
    await p.waitForSelector(`[data-section-id="${route}"] h2`, { timeout: 30_000 });
    expect(browser.errors).toEqual([]);
    expect(browser.external).toEqual([]);
  });

  it('shows what fails in the description, and where, over the last good page, until it passes again', async () => {
    const p = browser.page;
    await p.goto(mock.docsUrl);
    await p.waitForSelector('h1', { timeout: 30_000 });
    const problem = 'spec/paths/users_me_id_card.yaml:4:3: a mapping value is not allowed here';
    mock.showProblem(problem);
    const banner = p.getByRole('alert');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toBe(`The description currently fails; this page shows its last good state.\n${problem}`);
    // A page opened meanwhile shows it too.
    await p.reload();
    await banner.waitFor({ timeout: 30_000 });
    mock.showProblem(undefined);
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    expect(browser.errors).toEqual([]);
  });
});
