// One walk of an OpenAPI document, shared by the generator, the docs, the mock and the tests: the HTTP methods a
// path item may hold, its operations, JSON Pointers (RFC 6901) both ways and local `$ref` following. The place
// (line and column) a pointer reaches in a source file is in places.ts. Plain data in, plain data out; it imports
// nothing, so that every part (and the mock's package, which carries a copy) may use it.

/** The operations a path item may hold (OpenAPI 3.1, Path Item Object), in the specification's order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** How many `$ref`s in a row are followed before the chain counts as a cycle. */
export const MAX_REF_HOPS = 32;

type Json = Record<string, any>;

/** A `$ref` that cannot be followed: not local, pointing at nothing, or part of a cycle. */
export class RefError extends Error {
  readonly ref: string;
  constructor(message: string, ref: string) {
    super(message);
    this.name = 'RefError';
    this.ref = ref;
  }
}

/** One segment escaped for a JSON Pointer: `~` as `~0`, `/` as `~1`. */
export const escapeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** One segment of a JSON Pointer unescaped: `~1` as `/`, then `~0` as `~` (in this order, RFC 6901 section 4). */
export const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The JSON Pointer of a list of keys: `['paths', '/v1/users', 'get']` gives `/paths/~1v1~1users/get`. */
export const pointerOf = (keys: ReadonlyArray<string | number>): string => keys.map((key) => `/${escapeSegment(key)}`).join('');

/**
 * The keys of a JSON Pointer. A pointer written as a URI fragment (`#/a/b`, as in `$ref`) is percent-decoded
 * first (RFC 6901, section 6); a plain one (`/a/b`) is taken as written. `''` and `'#'` name the root.
 */
export function decodePointer(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = fragment ? pointer.slice(1) : pointer;
  if (!body) return [];
  return body
    .split('/')
    .slice(1)
    .map((segment) => unescapeSegment(fragment ? percentDecode(segment) : segment));
}

/** Percent-escapes decoded; a segment that is not valid percent-encoding stays as written. */
function percentDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The node a pointer (`#/a/b` or `/a/b`) reaches in `root`, or undefined. */
export function atPointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const key of decodePointer(pointer)) node = node !== null && typeof node === 'object' ? (node as Json)[key] : undefined;
  return node;
}

/**
 * The node itself, or what its local `$ref`s (`#/...`) lead to in `root`, followed to the end. Throws a RefError
 * for a `$ref` to another file, one that points at nothing, and a chain longer than MAX_REF_HOPS (a cycle).
 */
export function deref<T = any>(root: unknown, node: unknown): T {
  let current: any = node;
  for (let hops = 0; current !== null && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    const ref: string = current.$ref;
    if (hops >= MAX_REF_HOPS) throw new RefError(`circular $ref ${(node as Json).$ref}`, (node as Json).$ref);
    if (!ref.startsWith('#')) throw new RefError(`unexpected external $ref ${ref}`, ref);
    current = atPointer(root, ref);
    if (current === undefined) throw new RefError(`dangling $ref ${ref}`, ref);
  }
  return current as T;
}

/** A bound `deref` for one document. */
export const refFollower =
  (root: unknown) =>
  <T = any>(node: unknown): T =>
    deref<T>(root, node);

export interface OperationAt {
  path: string;
  method: HttpMethod;
  /** The path item, its `$ref` followed. */
  item: Json;
  operation: Json;
}

/** Every operation of the document, in document order (paths as written, methods in HTTP_METHODS order). */
export function operationsOf(document: unknown): OperationAt[] {
  const found: OperationAt[] = [];
  for (const [path, raw] of Object.entries<unknown>(((document ?? {}) as Json)['paths'] ?? {})) {
    const item = deref<Json>(document, raw);
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation && typeof operation === 'object') found.push({ path, method, item, operation });
    }
  }
  return found;
}
