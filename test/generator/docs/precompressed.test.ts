// The docs page's precompressed form (generated/docs/index.html.gz, generator/docs/docs.ts): what static hosts and the
// mock serve to clients that accept gzip. It must be the page byte for byte, and the same bytes on every run, so
// that `npm run generate -- --check` does not find it stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../../generator/docs/docs.ts';

const docs = path.resolve(import.meta.dirname, '../../../generated/docs');

describe('the precompressed docs page', () => {
  it('decompresses to the page byte for byte', () => {
    const page = fs.readFileSync(path.join(docs, 'index.html'));
    const gz = fs.readFileSync(path.join(docs, 'index.html.gz'));
    expect(gunzipSync(gz).equals(page)).toBe(true);
    expect(gz.length).toBeLessThan(page.length / 3);
  });

  it('is written with the same bytes on every run: no name, no time, operating system "unknown"', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-gz-'));
    try {
      const page = path.join(dir, 'index.html');
      fs.writeFileSync(page, '<!DOCTYPE html><p>a page, a page, a page</p>\n'.repeat(50));
      await precompress(page);
      const first = fs.readFileSync(`${page}.gz`);
      fs.utimesSync(page, new Date(2001, 0, 1), new Date(2001, 0, 1));
      await precompress(page);
      const second = fs.readFileSync(`${page}.gz`);
      expect(second.equals(first)).toBe(true);
      // RFC 1952: ID1 ID2 CM FLG, MTIME (4 bytes), XFL, OS.
      expect([...first.subarray(0, 4)]).toEqual([0x1f, 0x8b, 8, 0]);
      expect(first.readUInt32LE(4)).toBe(0);
      expect(first[9]).toBe(255);
      expect(gunzipSync(first).equals(fs.readFileSync(page))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
