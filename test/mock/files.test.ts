// The generated files the mock serves: gzip for clients that accept it, a strong ETag per form that answers
// If-None-Match with 304, the YAML description next to the JSON one.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../mock/files.ts';
import type { MockServer } from '../../mock/server.ts';
import { mock } from './helpers.ts';

let server: MockServer;
beforeAll(async () => {
  server = await mock();
});
afterAll(() => server.close());

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const page = readFileSync(new URL('../../generated/docs/index.html', import.meta.url));

describe('the docs files', () => {
  it('serves the page gzip-compressed to a client that accepts gzip, the same bytes once decompressed', async () => {
    const answer = await get('/', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
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
    const plain = await get('/changelog.atom');
    const zipped = await get('/changelog.atom', { 'accept-encoding': 'gzip' });
    expect(plain.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(zipped.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await get('/changelog.atom', { 'if-none-match': String(plain.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(plain.headers['etag']);
    expect((await get('/changelog.atom', { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${String(zipped.headers['etag'])}` })).status).toBe(304);
    // The plain form's tag does not stand for the compressed one.
    expect((await get('/changelog.atom', { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers['etag']) })).status).toBe(200);
  });

  it('serves the description as YAML too', async () => {
    const answer = await get('/openapi.yaml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(answer.body.toString('utf8')).toMatch(/^openapi: 3\.1/);
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
