/**
 * Matches a request (method + raw path) to an entry of the generated operation table. A path template
 * segment `{name}` matches one non-empty segment; where two templates match, the one with a concrete
 * segment at the first place they differ wins (`/v1/users/me` before `/v1/users/{id}`).
 */
import type { MockOperation } from '../generated/mock-operations.ts';

type Segment = string | { param: string };

interface Route {
  op: MockOperation;
  segments: Segment[];
}

export interface RouteMatch {
  op: MockOperation;
  /** Decoded path parameters. */
  params: Record<string, string>;
}

export interface Router {
  /** The operation for a method and a raw (still percent-encoded) path, or undefined. */
  match(method: string, rawPath: string): RouteMatch | undefined;
  /** The methods (upper case) whose operations match the path: for a clearer 404. */
  methodsFor(rawPath: string): string[];
}

function compile(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : s));
}

/** Concrete segments sort before templated ones, position by position. */
function bySpecificity(a: Route, b: Route): number {
  // Only templates of the same length can match the same path; order by length first to keep the order total.
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let i = 0; i < a.segments.length; i++) {
    const ca = typeof a.segments[i] === 'string';
    const cb = typeof b.segments[i] === 'string';
    if (ca !== cb) return ca ? -1 : 1;
  }
  return 0;
}

/** Splits and decodes a raw path; undefined for a path that no operation can have ('.', '..', '//', bad %). */
function segmentsOf(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const parts = rawPath.split('/').slice(1);
  const decoded: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/')) return undefined;
    decoded.push(segment);
  }
  return decoded;
}

function matchRoute(route: Route, segments: string[]): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const expected = route.segments[i]!;
    const actual = segments[i]!;
    if (typeof expected === 'string') {
      if (expected !== actual) return undefined;
    } else {
      params[expected.param] = actual;
    }
  }
  return params;
}

export function createRouter(operations: Iterable<MockOperation>): Router {
  const byMethod = new Map<string, Route[]>();
  for (const op of operations) {
    const method = op.method.toUpperCase();
    const routes = byMethod.get(method) ?? [];
    routes.push({ op, segments: compile(op.path) });
    byMethod.set(method, routes);
  }
  for (const routes of byMethod.values()) routes.sort(bySpecificity);

  return {
    match(method, rawPath) {
      const routes = byMethod.get(method.toUpperCase());
      const segments = routes && segmentsOf(rawPath);
      if (!routes || !segments) return undefined;
      for (const route of routes) {
        const params = matchRoute(route, segments);
        if (params) return { op: route.op, params };
      }
      return undefined;
    },
    methodsFor(rawPath) {
      const segments = segmentsOf(rawPath);
      if (!segments) return [];
      return [...byMethod].filter(([, routes]) => routes.some((r) => matchRoute(r, segments))).map(([m]) => m);
    },
  };
}
