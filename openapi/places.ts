// Where a JSON Pointer lands in a YAML (or JSON) source file, as line and column: for messages that name file,
// line and column, and `specPlace`: the spec file, line and column of a pointer into the bundled description. Apart
// from walk.ts because it needs the yaml parser, which the mock's package does not carry.
import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { decodePointer } from './walk.ts';

export interface SourcePlace {
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** False when the pointer went further than the file (a `$ref` to elsewhere, or a key it lacks): the place is
   * then the deepest node the file has on the way. */
  exact: boolean;
}

/** A YAML (or JSON) text parsed once, for looking up the places of pointers in it. */
export interface SourceMap {
  /** The parsed text (with its `errors`, if it is not valid YAML). */
  document: ReturnType<typeof parseDocument>;
  placeOf(pointer: string | ReadonlyArray<string | number>): SourcePlace;
  /** The place of a character offset (0-based). */
  placeAt(offset: number): { line: number; col: number };
}

/** The places of a YAML or JSON source text, for messages that name file, line and column. */
export function sourceMap(text: string): SourceMap {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const placeAt = (offset: number) => lines.linePos(offset);
  return {
    document,
    placeAt,
    placeOf(pointer) {
      const keys = typeof pointer === 'string' ? decodePointer(pointer) : pointer;
      let node = document.contents as Node | null;
      let found = node;
      let exact = true;
      for (const key of keys) {
        if (isMap(node)) node = (node.get(key, true) as Node | undefined) ?? null;
        else if (isSeq(node)) node = (node.get(Number(key), true) as Node | undefined) ?? null;
        else node = null;
        if (!node) {
          exact = false;
          break;
        }
        found = node;
      }
      return { ...placeAt(found?.range?.[0] ?? 0), exact };
    },
  };
}

/** The source files read for `specPlace`, by path, kept while they do not change. */
const parsed = new Map<string, { stamp: string; map: SourceMap }>();

function sourceOf(file: string): SourceMap | undefined {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return undefined;
  }
  const stamp = `${stat.mtimeMs} ${stat.size}`;
  const known = parsed.get(file);
  if (known?.stamp === stamp) return known.map;
  const map = sourceMap(readFileSync(file, 'utf8'));
  parsed.set(file, { stamp, map });
  return map;
}

/**
 * The spec file a pointer into the bundled description (`generated/openapi.json`) comes from, relative to the
 * folder that holds `spec/`, and the pointer's keys inside that file: a path item is in the file its `paths` entry
 * refers to, a component in the file its `components` entry refers to, the rest in `spec/openapi.yaml`. `rootDoc`
 * is spec/openapi.yaml, parsed.
 */
export function specSourceOf(rootDoc: Record<string, any>, pointer: string): { file: string; rest: string[] } {
  const segments = decodePointer(pointer.startsWith('#') ? pointer : `#${pointer}`);
  const [section, name, ...rest] = segments;
  if (section === 'paths' && name) {
    const ref = rootDoc['paths']?.[name]?.$ref as string | undefined;
    if (typeof ref === 'string') return { file: posix.join('spec', ref), rest };
  }
  if (section === 'components' && name && rest[0]) {
    const ref = rootDoc['components']?.[name]?.[rest[0]]?.$ref as string | undefined;
    if (typeof ref === 'string') return { file: posix.join('spec', ref), rest: rest.slice(1) };
  }
  return { file: 'spec/openapi.yaml', rest: segments };
}

/**
 * `spec/<file>:line:col` of a pointer into the bundled description: the source file it comes from (specSourceOf),
 * then its keys walked there, through each `$ref` met on the way, to another file or within one, so that the place
 * lands on the node itself (a property of a schema in its own file), not on the `$ref` that leads to it. Where the
 * walk cannot go on (a key the source lacks), the deepest node reached. `root` is the folder that holds `spec/`;
 * `rootDoc` spec/openapi.yaml parsed (read from `root` when not given). Without the file: its name alone.
 */
export function specPlace(root: string, pointer: string, rootDoc?: Record<string, any>): string {
  const rootFile = sourceOf(join(root, 'spec', 'openapi.yaml'));
  const start = specSourceOf(rootDoc ?? (rootFile?.document.toJS() as Record<string, any> | undefined) ?? {}, pointer);
  let file = start.file;
  let source = sourceOf(join(root, file));
  if (!source) return file;
  let node = source.document.contents as Node | null;
  // The key that leads to the node, where the last step was one: its line is the node's (`id:`, `responses:`).
  let keyNode: Node | null = null;
  let keys = [...start.rest];
  for (let hops = 0; keys.length && node && hops < 10_000; hops++) {
    const key = keys[0]!;
    const pair = isMap(node) ? node.items.find((p) => isScalar(p.key) && String(p.key.value) === key) : undefined;
    const child = pair ? (pair.value as Node | null) : isSeq(node) ? ((node.get(Number(key), true) as Node | undefined) ?? null) : null;
    if (pair || child) {
      node = child;
      keyNode = pair ? (pair.key as Node) : null;
      keys = keys.slice(1);
      continue;
    }
    // Not here: through the node's $ref, if it has one.
    const ref = isMap(node) ? node.get('$ref') : undefined;
    if (typeof ref !== 'string') break;
    const [target = '', fragment = ''] = ref.split('#');
    if (target) {
      const next = posix.join(posix.dirname(file), target);
      const nextSource = sourceOf(join(root, next));
      if (!nextSource) break;
      [file, source] = [next, nextSource];
    }
    const landed = walkKeys(source.document.contents as Node | null, decodePointer(`#${fragment}`));
    if (!landed) break;
    [node, keyNode] = [landed, null];
  }
  const { line, col } = source.placeAt((keyNode ?? node)?.range?.[0] ?? 0);
  return `${file}:${line}:${col}`;
}

function walkKeys(start: Node | null, keys: readonly string[]): Node | null {
  let node = start;
  for (const key of keys) {
    if (isMap(node)) node = (node.get(key, true) as Node | undefined) ?? null;
    else if (isSeq(node)) node = (node.get(Number(key), true) as Node | undefined) ?? null;
    else return null;
  }
  return node;
}
