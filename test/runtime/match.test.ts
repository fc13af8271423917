// One operation matcher for the client, `pronet call` and the mock's router (runtime/match.ts): a table of its own
// where two templates match the same path, and the tie rule decides the same way on both sides.
import { describe, expect, it } from 'vitest';
import { createMatcher, findOperation } from '../../runtime/match.ts';
import { createRouter } from '../../mock/router.ts';
import type { MockOperation } from '../../generated/mock-operations.ts';

const fixture = {
  leftLiteral: { operationId: 'leftLiteral', method: 'get', path: '/x/{a}/{b}' },
  moreLiterals: { operationId: 'moreLiterals', method: 'get', path: '/{a}/b/c' },
  allLiteral: { operationId: 'allLiteral', method: 'get', path: '/x/y/z' },
  put: { operationId: 'put', method: 'put', path: '/{a}/b/c' },
};

describe('the operation matcher and its tie rule: a literal segment at the first position where templates differ wins', () => {
  it.each([
    ['GET', '/x/b/c', 'leftLiteral'], // both templates match; the literal x comes first (not: the more literals)
    ['GET', '/x/y/z', 'allLiteral'],
    ['GET', '/w/b/c', 'moreLiterals'],
    ['PUT', '/x/b/c', 'put'],
    ['get', '/x/%62/c', 'leftLiteral'], // decoded before matching
  ])('%s %s -> %s, in the client and in the mock', (method, path, id) => {
    expect(findOperation(fixture, method, path)?.operationId).toBe(id);
    const router = createRouter(Object.values(fixture) as unknown as MockOperation[]);
    expect(router.match(method, path)?.op.operationId).toBe(id);
  });

  it('the tie does not depend on the order of the table', () => {
    const reversed = createMatcher(Object.values(fixture).reverse());
    expect(reversed.match('GET', '/x/b/c')?.op.operationId).toBe('leftLiteral');
    expect(reversed.match('GET', '/x/b/c')?.params).toEqual({ a: 'b', b: 'c' });
  });

  it('no operation: another method, another length, an empty or dot segment', () => {
    for (const [method, path] of [
      ['DELETE', '/x/b/c'],
      ['GET', '/x/b'],
      ['GET', '/x//c'],
      ['GET', '/x/../c'],
    ] as const) {
      expect(findOperation(fixture, method, path), `${method} ${path}`).toBeUndefined();
    }
    expect(createMatcher(Object.values(fixture)).methodsFor('/q/b/c').sort()).toEqual(['GET', 'PUT']);
  });
});
