// One walk of an OpenAPI document, shared by the generator, the docs, the mock and the tests: the HTTP methods a
// path item may hold, its path items and operations (and a look-up by operationId), JSON Pointers (RFC 6901)
// both ways and local `$ref` following, which says where it landed. The place
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
 * Where a node's local `$ref`s (`#/...`) lead in `root`, followed to the end: the node they land on and its pointer
 * (`pointer`, the node's own, when it is no `$ref`; else the last `$ref` followed). Throws a RefError for a `$ref` to
 * another file, one that points at nothing, and a chain longer than MAX_REF_HOPS (a cycle).
 */
export function derefLocated<T = any>(root: unknown, node: unknown, pointer: string): { node: T; pointer: string } {
  let current: any = node;
  let at = pointer;
  for (let hops = 0; current !== null && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    const ref: string = current.$ref;
    if (hops >= MAX_REF_HOPS) throw new RefError(`circular $ref ${(node as Json).$ref}`, (node as Json).$ref);
    if (!ref.startsWith('#')) throw new RefError(`unexpected external $ref ${ref}`, ref);
    current = atPointer(root, ref);
    at = ref;
    if (current === undefined) throw new RefError(`dangling $ref ${ref}`, ref);
  }
  return { node: current as T, pointer: at };
}

/** derefLocated for a reader that goes on past a bad `$ref`: one that cannot be followed gives no node, at that `$ref`. */
export function tryDerefLocated<T = any>(root: unknown, node: unknown, pointer: string): { node: T | undefined; pointer: string } {
  try {
    return derefLocated<T>(root, node, pointer);
  } catch (error) {
    if (error instanceof RefError) return { node: undefined, pointer: error.ref };
    throw error;
  }
}

/** The node itself, or what its local `$ref`s lead to in `root` (derefLocated without the place). */
export function deref<T = any>(root: unknown, node: unknown): T {
  return derefLocated<T>(root, node, '').node;
}

/** `deref` bound to one document. */
export const derefIn =
  (root: unknown) =>
  <T = any>(node: unknown): T =>
    deref<T>(root, node);

/** How a walk takes a path item that is a `$ref`. */
interface WalkOptions {
  /**
   * `follow` (the default): as the path item it points at, read where the reference stands. `keep`: as the
   * reference object itself, which holds no operations: for a pass that rewrites path items, where the item pointed
   * at (under `paths`) gets its own turn and the reference stays a reference.
   */
  pathRefs?: 'follow' | 'keep';
}

interface PathItemAt {
  path: string;
  /** The path item (its `$ref` followed, unless the walk keeps references). */
  item: Json;
  /** Where `item` sits: `#/paths/<path>`, or the `$ref` it was reached by. */
  pointer: string;
}

/** Every path item of the document, in document order (one that is not an object is skipped). */
export function pathItemsOf(document: unknown, options: WalkOptions = {}): PathItemAt[] {
  const found: PathItemAt[] = [];
  for (const [path, written] of Object.entries<unknown>(((document ?? {}) as Json)['paths'] ?? {})) {
    const own = `#${pointerOf(['paths', path])}`;
    const { node: item, pointer } =
      options.pathRefs === 'keep' ? { node: written as Json, pointer: own } : derefLocated<Json>(document, written, own);
    if (item && typeof item === 'object') found.push({ path, item, pointer });
  }
  return found;
}

/**
 * A copy of the document's `paths`: each path item as `change` makes it (from the item as written, a `$ref` one
 * included; a missing one as `{}`). For a pass that writes into path items without touching the input.
 */
export function mapPathItems(document: unknown, change: (item: Json, path: string) => Json): Json {
  const paths: Json = {};
  for (const [path, written] of Object.entries<unknown>(((document ?? {}) as Json)['paths'] ?? {}))
    paths[path] = change((written ?? {}) as Json, path);
  return paths;
}

/** The operations one path item holds, methods in HTTP_METHODS order. */
export function operationsIn(item: Json): Array<{ method: HttpMethod; operation: Json }> {
  return HTTP_METHODS.filter((method) => item[method] && typeof item[method] === 'object').map((method) => ({
    method,
    operation: item[method] as Json,
  }));
}

export interface OperationAt {
  path: string;
  method: HttpMethod;
  /** The path item (its `$ref` followed, unless the walk keeps references). */
  item: Json;
  operation: Json;
}

/** Every operation of the document, in document order (paths as written, methods in HTTP_METHODS order). */
export function operationsOf(document: unknown, options: WalkOptions = {}): OperationAt[] {
  return pathItemsOf(document, options).flatMap(({ path, item }) =>
    operationsIn(item).map(({ method, operation }) => ({ path, method, item, operation })),
  );
}

/** The operations by their operationId (the first of a repeated one); an operation without one is left out. */
export function operationsById(document: unknown, options: WalkOptions = {}): Map<string, OperationAt> {
  const byId = new Map<string, OperationAt>();
  for (const at of operationsOf(document, options)) {
    const id = at.operation['operationId'];
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, at);
  }
  return byId;
}
