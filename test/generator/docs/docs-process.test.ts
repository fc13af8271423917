// The docs process (generator/docs/docs.ts, docs-process.mjs): Redocly's build-docs command, loaded once and kept for the
// next page. It must render what `redocly build-docs` renders, byte for byte; keep one process from page to page;
// and recover from a stopped page and from a page Redocly refuses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsProcess, REDOC_OPTIONS, selfContained } from '../../../generator/docs/docs.ts';

const require = createRequire(import.meta.url);
const redoclyCli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

const API = {
  openapi: '3.1.0',
  info: { title: 'Docs process test', version: '1.0.0' },
  paths: {
    '/things': { get: { operationId: 'listThings', summary: 'List the things', responses: { '200': { description: 'The things' } } } },
  },
};
const TEMPLATE = '<!DOCTYPE html>\n<html><head><title>{{title}}</title>{{{redocHead}}}</head><body>{{{redocHTML}}}</body></html>\n';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the docs process', () => {
  let dir: string;
  const docs = new DocsProcess();
  const job = (name: string, title = 'Things') => ({
    api: path.join(dir, 'api.json'),
    template: path.join(dir, 'page.hbs'),
    output: path.join(dir, name),
    title,
  });
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-docs-process-'));
    fs.writeFileSync(path.join(dir, 'api.json'), JSON.stringify(API));
    fs.writeFileSync(path.join(dir, 'page.hbs'), TEMPLATE);
  });
  afterAll(() => {
    docs.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders the page `redocly build-docs` renders, and the next page in the same process', async () => {
    await docs.build(job('first.html'));
    const pid = docs.pid;
    expect(pid).toBeGreaterThan(0);
    execFileSync(
      process.execPath,
      [
        redoclyCli,
        'build-docs',
        job('').api,
        '--output',
        path.join(dir, 'cli.html'),
        '--template',
        job('').template,
        '--inlineBundle',
        '--title',
        'Things',
        '--openapi',
        JSON.stringify(REDOC_OPTIONS),
      ],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NODE_ENV: 'production' },
        stdio: 'ignore',
      },
    );
    await selfContained(path.join(dir, 'cli.html')); // (as build leaves its page: Redoc's CDN images inlined)
    expect(fs.readFileSync(path.join(dir, 'first.html'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'cli.html'), 'utf8'));
    expect(fs.readFileSync(path.join(dir, 'first.html'), 'utf8')).toContain('List the things');

    await docs.build(job('second.html', 'Other things'));
    expect(docs.pid).toBe(pid);
    expect(fs.readFileSync(path.join(dir, 'second.html'), 'utf8')).toContain('<title>Other things</title>');
  });

  it('ends its process when a page is stopped; the next page starts another', async () => {
    await docs.build(job('warm.html')); // (a process under way)
    const pid = docs.pid!;
    // The whole description: a page that takes the process at least 0.3 s, under way when it is stopped.
    const stop = new AbortController();
    const stopped = docs.build(
      { ...job('stopped.html'), api: path.resolve(import.meta.dirname, '../../../generated/openapi.json') },
      stop.signal,
    );
    setTimeout(() => stop.abort(), 20);
    await expect(stopped).rejects.toThrow('redocly build-docs stopped');
    await expect.poll(() => running(pid)).toBe(false);
    expect(fs.existsSync(job('stopped.html').output)).toBe(false);

    await docs.build(job('after.html'));
    expect(docs.pid).not.toBe(pid);
    expect(fs.readFileSync(job('after.html').output, 'utf8')).toContain('List the things');
  });

  it("names Redocly's reason for a page it refuses, and renders the next one", async () => {
    fs.writeFileSync(path.join(dir, 'not-openapi.json'), JSON.stringify({ info: { title: 'no version field' } }));
    const refused = docs.build({ ...job('refused.html'), api: path.join(dir, 'not-openapi.json') });
    await expect(refused).rejects.toThrow(/^redocly build-docs failed: .*\b(openapi|version|specification)\b/i);
    await docs.build(job('next.html'));
    expect(fs.readFileSync(job('next.html').output, 'utf8')).toContain('List the things');
  });

  it('is one per owner (a watch session, a command), and ends when closed', async () => {
    const other = new DocsProcess();
    try {
      await Promise.all([docs.build(job('mine.html')), other.build(job('other.html'))]);
      const [mine, theirs] = [docs.pid!, other.pid!];
      expect(mine).not.toBe(theirs);
      other.close();
      await expect.poll(() => running(theirs)).toBe(false);
      expect(other.pid).toBeUndefined();
      expect(running(mine)).toBe(true);
    } finally {
      other.close();
    }
  });
});
