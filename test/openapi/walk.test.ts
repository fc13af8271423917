// The one walk of the description (openapi/walk.ts, openapi/places.ts): pointers both ways, `$ref` following with
// its limits, every method a path item may hold, and the place a pointer reaches in a source file.
import { describe, expect, it } from 'vitest';
import { sourceMap } from '../../openapi/places.ts';
import {
  atPointer,
  decodePointer,
  deref,
  derefLocated,
  HTTP_METHODS,
  mapPathItems,
  MAX_REF_HOPS,
  operationsById,
  operationsOf,
  pathItemsOf,
  pointerOf,
  RefError,
  tryDerefLocated,
} from '../../openapi/walk.ts';

describe('JSON pointers', () => {
  it('decode what pointerOf encodes, `~` and `/` in keys included', () => {
    const keys = ['paths', '/v1/users/{id}', 'a~b', '~1', ''];
    expect(pointerOf(keys)).toBe('/paths/~1v1~1users~1{id}/a~0b/~01/');
    expect(decodePointer(pointerOf(keys))).toEqual(keys);
    expect(decodePointer(`#${pointerOf(keys)}`)).toEqual(keys);
  });

  it('percent-decode a URI fragment ($ref), not a plain pointer, and keep a stray % as written', () => {
    expect(decodePointer('#/paths/~1v1~1users~1%7Bid%7D')).toEqual(['paths', '/v1/users/{id}']);
    expect(decodePointer('/paths/%7Bid%7D')).toEqual(['paths', '%7Bid%7D']);
    expect(decodePointer('#/a/100%')).toEqual(['a', '100%']);
    expect(decodePointer('#')).toEqual([]);
    expect(decodePointer('')).toEqual([]);
  });

  it('reach into objects and arrays, and give undefined past the end', () => {
    const doc = { a: [{ 'b/c': 1 }] };
    expect(atPointer(doc, '#/a/0/b~1c')).toBe(1);
    expect(atPointer(doc, '/a/1/x')).toBeUndefined();
  });
});

describe('deref', () => {
  const doc = {
    components: {
      schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' }, Loop: { $ref: '#/components/schemas/Loop' } },
      'x/y': { z: 1 },
    },
  };

  it('follows a chain of local $refs to its end', () => {
    expect(deref(doc, { $ref: '#/components/schemas/A' })).toEqual({ type: 'string' });
    expect(deref(doc, { $ref: '#/components/x~1y' })).toEqual({ z: 1 });
    expect(deref(doc, 5)).toBe(5);
  });

  it('refuses a cycle after MAX_REF_HOPS hops, a dangling $ref and one to another file, naming it', () => {
    expect(MAX_REF_HOPS).toBeGreaterThan(1);
    expect(() => deref(doc, { $ref: '#/components/schemas/Loop' })).toThrow(
      new RefError('circular $ref #/components/schemas/Loop', '#/components/schemas/Loop'),
    );
    expect(() => deref(doc, { $ref: '#/components/schemas/C' })).toThrow('dangling $ref #/components/schemas/C');
    expect(() => deref(doc, { $ref: 'other.yaml#/A' })).toThrow('unexpected external $ref other.yaml#/A');
  });

  it('says where it landed: the last $ref followed, or the pointer given for a node that is no $ref', () => {
    expect(derefLocated(doc, { $ref: '#/components/schemas/A' }, '/paths/x')).toEqual({
      node: { type: 'string' },
      pointer: '#/components/schemas/B',
    });
    expect(derefLocated(doc, { type: 'integer' }, '/paths/x')).toEqual({ node: { type: 'integer' }, pointer: '/paths/x' });
    expect(() => derefLocated(doc, { $ref: '#/components/schemas/C' }, '/x')).toThrow(RefError);
  });

  it('goes on past a $ref it cannot follow when asked to, with no node, at that $ref', () => {
    expect(tryDerefLocated(doc, { $ref: '#/components/schemas/C' }, '/x')).toEqual({ node: undefined, pointer: '#/components/schemas/C' });
    expect(tryDerefLocated(doc, { $ref: 'other.yaml#/A' }, '/x')).toEqual({ node: undefined, pointer: 'other.yaml#/A' });
    expect(tryDerefLocated(doc, { $ref: '#/components/schemas/A' }, '/x').pointer).toBe('#/components/schemas/B');
  });
});

describe('operationsOf', () => {
  it('finds every method a path item may hold, through a path item $ref, in document order', () => {
    const item = Object.fromEntries(HTTP_METHODS.map((method) => [method, { operationId: `${method}Thing` }]));
    const doc = {
      paths: { '/things': { $ref: '#/components/pathItems/things' }, '/other': { get: { operationId: 'other' }, parameters: [] } },
      components: { pathItems: { things: item } },
    };
    const found = operationsOf(doc);
    expect(found.map((o) => `${o.method} ${o.path}`)).toEqual([...HTTP_METHODS.map((m) => `${m} /things`), 'get /other']);
    expect(HTTP_METHODS).toEqual(expect.arrayContaining(['head', 'options', 'trace']));
    expect(found[0]!.item).toBe(item);
  });

  const doc = {
    paths: {
      '/a': { get: { operationId: 'getA' }, servers: [{ url: '/' }], summary: 'text' },
      '/b': { $ref: '#/paths/~1a' },
      '/c': { parameters: [] },
      '/d': null,
    },
  };

  it('takes a path item that is a $ref as the item it points at, or as written when told to keep it', () => {
    expect(pathItemsOf(doc).map(({ path, pointer }) => `${path} ${pointer}`)).toEqual([
      '/a #/paths/~1a',
      '/b #/paths/~1a',
      '/c #/paths/~1c',
    ]);
    expect(operationsOf(doc).map((o) => o.path)).toEqual(['/a', '/b']);
    expect(pathItemsOf(doc, { pathRefs: 'keep' }).map(({ item }) => item)).toEqual([
      doc.paths['/a'],
      { $ref: '#/paths/~1a' },
      { parameters: [] },
    ]);
    expect(operationsOf(doc, { pathRefs: 'keep' }).map((o) => o.path)).toEqual(['/a']);
  });

  it('copies paths through a change of each item as written, the input untouched', () => {
    const paths = mapPathItems(doc, (item, path) => ({ ...item, path }));
    expect(paths).toEqual({
      '/a': { ...doc.paths['/a'], path: '/a' },
      '/b': { $ref: '#/paths/~1a', path: '/b' },
      '/c': { parameters: [], path: '/c' },
      '/d': { path: '/d' },
    });
    expect(doc.paths['/a']).not.toHaveProperty('path');
  });

  it('looks an operation up by its operationId', () => {
    const at = operationsById(doc).get('getA')!;
    expect([at.path, at.method, at.operation]).toEqual(['/a', 'get', doc.paths['/a'].get]);
    expect(operationsById(doc).get('missing')).toBeUndefined();
  });
});

describe('sourceMap', () => {
  const text = 'paths:\n  /v1/things:\n    get:\n      responses:\n        - one\n        - two\n';

  it('places a pointer at the line and column of its node', () => {
    expect(sourceMap(text).placeOf('/paths/~1v1~1things/get')).toEqual({ line: 4, col: 7, exact: true });
    expect(sourceMap(text).placeOf(['paths', '/v1/things', 'get', 'responses', 1])).toEqual({ line: 6, col: 11, exact: true });
  });

  it('places a pointer that goes further than the file at the deepest node it reaches', () => {
    expect(sourceMap(text).placeOf('/paths/~1v1~1things/post/responses')).toEqual({ line: 3, col: 5, exact: false });
  });
});
