// What one run leaves for the next in node_modules/.cache/pronet-api: entries named by content, parsed spec files
// read back exactly as Redocly parses them (or not stored, where JSON cannot hold them), and validators loaded
// back from their code and V8's code cache giving the verdicts of freshly compiled ones.
import fs from 'node:fs';
import path from 'node:path';
import { BaseResolver, Source, type Document } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { contentKey, diskCache, isPlainJson } from '../../generator/disk-cache.ts';
import { parsedWithDiskCache } from '../../generator/load.ts';
import { codeCacheIdentity, saveCodeCaches, validatorCache } from '../../generator/validator-cache.ts';

const root = path.resolve(import.meta.dirname, '../..');
const testIdentity = { test: 'disk-cache.test.ts', pid: process.pid };
// In the texts of this test's spec-like files, so that their entries can be found and removed after.
const marker = `disk-cache-test-${process.pid}-${Date.now()}`;
afterAll(() => {
  for (const kind of ['test-entries', 'validators']) fs.rmSync(path.dirname(diskCache(kind, testIdentity, '').file('x')), { recursive: true, force: true });
  const parsed = path.join(root, 'node_modules/.cache/pronet-api/parsed');
  for (const file of fs.readdirSync(parsed, { recursive: true, encoding: 'utf8' })) {
    const entry = path.join(parsed, file);
    if (fs.statSync(entry).isFile() && fs.readFileSync(entry, 'utf8').includes(marker)) fs.rmSync(entry);
  }
});

const notParsedAgain = (): Document => {
  throw new Error('parsed again: the disk cache was not used');
};

describe('the disk cache', () => {
  it('keeps entries by key, and misses what it does not have', () => {
    const cache = diskCache('test-entries', testIdentity, '.txt');
    const key = contentKey('some input');
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(cache.read(key)).toBeUndefined();
    cache.write(key, 'made from some input');
    expect(cache.read(key)).toBe('made from some input');
    cache.write(key, new Uint8Array([1, 2, 3]));
    expect([...cache.readBytes(key)!]).toEqual([1, 2, 3]);
  });

  it('stores only values that JSON gives back exactly', () => {
    for (const plain of [null, 'a', 0, 1.5, true, [1, 'b'], { a: { b: [null] } }]) expect(isPlainJson(plain), JSON.stringify(plain)).toBe(true);
    for (const other of [Infinity, NaN, -0, undefined, new Date(0), new Uint8Array(1), [1, undefined], { a: () => 1 }, JSON.parse('{"__proto__": 1}')]) {
      expect(isPlainJson(other), String(other)).toBe(false);
    }
  });

  it('gives back every spec file as Redocly parses it', () => {
    const files = fs.readdirSync(path.join(root, 'spec'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const resolver = new BaseResolver();
    for (const file of files) {
      const absolute = path.join(root, 'spec', file);
      const source = new Source(absolute, fs.readFileSync(absolute, 'utf8'));
      const isRoot = file === 'openapi.yaml';
      const fresh = resolver.parseDocument(source, isRoot);
      parsedWithDiskCache(source, isRoot, () => resolver.parseDocument(source, isRoot));
      expect(parsedWithDiskCache(source, isRoot, notParsedAgain).parsed, file).toEqual(fresh.parsed);
    }
  });

  it('parses again what JSON cannot hold, and a changed file', () => {
    const resolver = new BaseResolver();
    const odd = new Source('/virtual/odd.yaml', `limit: .inf\nkey: ${marker}\n`);
    parsedWithDiskCache(odd, false, () => resolver.parseDocument(odd, false));
    let parsedAgain = 0;
    const parsed = parsedWithDiskCache(odd, false, () => (parsedAgain++, resolver.parseDocument(odd, false))).parsed as { limit: number };
    expect(parsedAgain).toBe(1);
    expect(parsed.limit).toBe(Infinity);

    const plain = new Source('/virtual/plain.yaml', `key: ${marker}\n`);
    parsedWithDiskCache(plain, false, () => resolver.parseDocument(plain, false));
    const changed = new Source('/virtual/plain.yaml', `${plain.body}more: 1\n`);
    expect(() => parsedWithDiskCache(changed, false, notParsedAgain)).toThrow('parsed again');
    expect(parsedWithDiskCache(changed, false, () => resolver.parseDocument(changed, false)).parsed).toEqual({ key: marker, more: 1 });
  });

  it('loads a validator back from its code and its code cache, with the verdicts of a compiled one', () => {
    const ajv = new Ajv2020({ allErrors: true, code: { source: true } });
    const options = { identity: testIdentity, compile: (schema: object) => ajv.compile(schema), source: (v: ValidateFunction) => standalone.default(ajv, v) };
    const schema = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 2 }, tags: { type: 'array', items: { enum: ['a', 'b'] } } } };
    const key = contentKey(JSON.stringify(schema));
    const compiled = validatorCache(options).get(schema, key);
    // A new cache object has nothing in memory: it reads the code, and keeps V8's code cache of it.
    const fromCode = validatorCache({ ...options, compile: () => expect.fail('compiled again') }).get(schema, key);
    saveCodeCaches();
    const codeCache = diskCache('validators', codeCacheIdentity(testIdentity), '.v8-cache').readBytes(key);
    expect(codeCache?.length).toBeGreaterThan(0);
    const fromCodeCache = validatorCache({ ...options, compile: () => expect.fail('compiled again') }).get(schema, key);
    for (const value of [{ id: 'ok' }, { id: 'x' }, { tags: ['c'] }, { id: 'ok', tags: ['a', 'z'] }, null, []]) {
      const verdict = compiled(value);
      for (const loaded of [fromCode, fromCodeCache]) {
        expect(loaded(value), JSON.stringify(value)).toBe(verdict);
        expect(loaded.errors ?? null).toEqual(compiled.errors ?? null);
      }
    }
  });
});
