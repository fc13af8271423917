// The generated files the mock serves: the page's precompressed gzip form (generated/docs/index.html.gz) for
// clients that accept gzip, and only while it matches the page; a strong ETag per form that answers If-None-Match
// with 304; the YAML description next to the JSON one.
import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, FILES, GeneratedFiles, LIVE_SCRIPT, liveScriptSplit } from '../../mock/files.ts';
import type { MockServer } from '../../mock/server.ts';
import { mock } from './helpers.ts';

let server: MockServer;
beforeAll(async () => {
  server = await mock();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}, base = server.url): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const page = readFileSync(new URL('../../generated/docs/index.html', import.meta.url));
const pageGz = readFileSync(new URL('../../generated/docs/index.html.gz', import.meta.url));

describe('the docs files', () => {
  it('serves the page as its precompressed file to a client that accepts gzip, the same bytes once decompressed', async () => {
    const answer = await get('/', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.equals(pageGz)).toBe(true);
    expect(answer.body.length).toBeLessThan(page.length / 3);
    expect(gunzipSync(answer.body).equals(page)).toBe(true);
  });

  it('serves it as it is to a client that does not accept gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0']) {
      const answer = await get('/docs/', encoding ? { 'accept-encoding': encoding } : {});
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(page)).toBe(true);
    }
  });

  it('answers 304 to the ETag it gave, per form, and 200 to another tag', async () => {
    const plain = await get('/docs/');
    const zipped = await get('/docs/', { 'accept-encoding': 'gzip' });
    expect(plain.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(zipped.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await get('/docs/', { 'if-none-match': String(plain.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(plain.headers['etag']);
    expect((await get('/docs/', { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${String(zipped.headers['etag'])}` })).status).toBe(
      304,
    );
    // The plain form's tag does not stand for the compressed one.
    expect((await get('/docs/', { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers['etag']) })).status).toBe(200);
    // A file without a precompressed form has one tag.
    const feed = await get('/changelog.atom');
    expect((await get('/changelog.atom', { 'if-none-match': String(feed.headers['etag']) })).status).toBe(304);
  });

  it('compresses nothing itself: a file without a precompressed form is served as it is, without Vary', async () => {
    const answer = await get('/changelog.atom', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.equals(readFileSync(new URL('../../generated/changelog.atom', import.meta.url)))).toBe(true);
  });

  it('serves the description as YAML too', async () => {
    const answer = await get('/openapi.yaml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(answer.body.toString('utf8')).toMatch(/^openapi: 3\.1/);
  });

  it('uses the precompressed file only while it decompresses to the page, and never with live reload', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-files-'));
    const served: Array<{ files: GeneratedFiles; url: string; server: Server }> = [];
    try {
      mkdirSync(join(dir, 'docs'));
      const html = Buffer.from('<!DOCTYPE html><html><body><p>the page</p></body></html>');
      writeFileSync(join(dir, 'docs', 'index.html'), html);
      writeFileSync(join(dir, 'docs', 'index.html.gz'), gzipSync(Buffer.from('<p>an older page</p>')));
      for (const live of [false, true]) {
        const files = new GeneratedFiles(dir, live);
        await files.load();
        const server = createServer((req, res) => void files.serve(req, res, FILES['/']!));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        served.push({ files, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      }
      const [plain, live] = served;
      const stale = await get('/', { 'accept-encoding': 'gzip' }, plain!.url);
      expect(stale.headers['content-encoding']).toBeUndefined();
      expect(stale.body.equals(html)).toBe(true);
      // Regenerated: the gzip form matches the page in force again (a new size and time: read again).
      writeFileSync(join(dir, 'docs', 'index.html.gz'), gzipSync(html, { level: 9 }));
      const fresh = await get('/', { 'accept-encoding': 'gzip' }, plain!.url);
      expect(fresh.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(fresh.body).equals(html)).toBe(true);
      // Live reload adds its script to the page served: the file on disk is not that page.
      const withScript = await get('/', { 'accept-encoding': 'gzip' }, live!.url);
      expect(withScript.headers['content-encoding']).toBeUndefined();
      expect(withScript.body.toString()).toContain('EventSource');
    } finally {
      for (const { server } of served) await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with live reload, serves Redoc's script apart, for the browser to keep between reloads: the page imports it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronet-files-'));
    const files = new GeneratedFiles(dir, true);
    const server = createServer((req, res) => {
      if (!files.serveScript(req, res, req.url!)) void files.serve(req, res, FILES['/']!);
    });
    try {
      mkdirSync(join(dir, 'docs'));
      writeFileSync(join(dir, 'docs', 'index.html'), page);
      await files.load();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const served = (await get('/', {}, base)).body.toString('latin1');
      expect(served.length).toBeLessThan(page.length / 2);
      const [, names, scriptPath] = /<script type="module">import\{([\w$,]+)\}from"(\/__mock\/redoc-[\w-]+\.js)";/.exec(served)!;
      expect(names!.split(',')).toContain('hydrate');
      // The policy: 'self' for the import, the hashes of the scripts served inline (the shortened module and the
      // reload script among them), never the whole module's, and no 'unsafe-inline'.
      const policy = /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src ([^;"]*)/.exec(served)![1]!;
      expect(policy.startsWith("'self' ")).toBe(true);
      expect(policy).not.toContain('unsafe-inline');
      const hashOf = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'latin1')).digest('base64')}'`;
      for (const [, attributes, text] of served.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g))
        if (!/application\/json/.test(attributes ?? '')) expect(policy).toContain(hashOf(text!));
      const original = /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src ([^;"]*)/.exec(page.toString('latin1'))![1]!;
      const script = await get(scriptPath!, {}, base);
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(scriptPath!, { 'if-none-match': String(script.headers['etag']) }, base)).status).toBe(304);
      // The script and the page make the page on disk again, but for the CSP's 'self' and the reload script.
      const whole = served
        .replace(/import\{[\w$,]+\}from"\/__mock\/redoc-[\w-]+\.js";/, () => script.body.toString('latin1'))
        .replace(`script-src ${policy}`, `script-src ${original}`)
        .replace(LIVE_SCRIPT, '');
      expect(whole === page.toString('latin1')).toBe(true);
      // A page of another shape is served whole, and so is one whose policy it cannot extend.
      const otherShape = '<html><body><script type="module">hydrate()</script></body></html>';
      const otherPolicy = page
        .toString('latin1')
        .replace('<meta http-equiv="Content-Security-Policy"', '<meta name="csp" http-equiv="Content-Security-Policy"');
      for (const other of [otherShape, otherPolicy]) {
        const split = liveScriptSplit(other);
        expect(split.script === undefined && split.page === other, other.slice(0, 60)).toBe(true);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
