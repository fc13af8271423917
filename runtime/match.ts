/**
 * Which operation of the table a request is: the one matcher of the client (`findOperation`: `raw`, `request()`),
 * `pronet call` and the mock's router, so that a path means the same operation on both sides of the wire.
 *
 * A path template's `{name}` segment matches one segment of the request's path, decoded, that is not empty, `.` or
 * `..` and holds no `/` (`%2F`); every other segment must be equal to it, decoded. The tie rule, where two templates
 * match the same path: the template with a literal segment at the first position where the two differ wins
 * (`/v1/users/me` before `/v1/users/{id}`, and `/x/{a}/{b}` before `/{a}/b/c`).
 *
 * Runs wherever fetch runs (no Node built-in); published as `pronet-api/match` for the mock's package.
 */

/** What the matcher reads of an operation table entry. */
export interface Routable {
  readonly method: string;
  readonly path: string;
}

export interface Match<T> {
  op: T;
  /** Decoded path parameters. */
  params: Record<string, string>;
}

export interface Matcher<T> {
  /** The operation for a method and a raw (still percent-encoded) path, or undefined. */
  match(method: string, rawPath: string): Match<T> | undefined;
  /** The methods (upper case) whose operations match the path: for a clearer 404. */
  methodsFor(rawPath: string): string[];
}

type Segment = string | { param: string };

interface Route<T> {
  op: T;
  segments: Segment[];
}

function compile(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : s));
}

/** The tie rule: literal segments sort before templated ones, position by position from the left. */
function bySpecificity<T>(a: Route<T>, b: Route<T>): number {
  // Only templates of the same length can match the same path; order by length first to keep the order total.
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let i = 0; i < a.segments.length; i++) {
    const literalA = typeof a.segments[i] === 'string';
    const literalB = typeof b.segments[i] === 'string';
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

/** Splits and decodes a raw path; undefined for a path that no operation can have ('.', '..', '//', bad %). */
function segmentsOf(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const decoded: string[] = [];
  for (const part of rawPath.split('/').slice(1)) {
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

function matchRoute<T>(route: Route<T>, segments: string[]): Record<string, string> | undefined {
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

export function createMatcher<T extends Routable>(operations: Iterable<T>): Matcher<T> {
  const byMethod = new Map<string, Route<T>[]>();
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

const matchers = new WeakMap<object, Matcher<Routable>>();

/** The operation of a method and a raw path in an operation table (`pronet call GET /v1/users/me`), or undefined. */
export function findOperation<T extends Routable>(table: Readonly<Record<string, T>>, method: string, rawPath: string): T | undefined {
  let matcher = matchers.get(table);
  if (!matcher) matchers.set(table, (matcher = createMatcher(Object.values(table))));
  return matcher.match(method, rawPath.startsWith('/') ? rawPath : `/${rawPath}`)?.op as T | undefined;
}
