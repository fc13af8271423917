// The check that every figure and every exact status code of the description has its source. A function of a file's
// text, so that test/spec/sources.test.ts runs it on the live description and on fixtures that plant each kind of
// figure.
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';

export const MARKS = ['x-source', 'x-not-shown'] as const;

/**
 * Every keyword that states a figure a source has to give, with the words by which an enclosing `x-not-shown`
 * sentence names it (next to the name of its property or parameter in backticks).
 */
export const FIGURES: Readonly<Record<string, RegExp>> = {
  default: /default/i,
  minimum: /minimum|lower bound|at least/i,
  maximum: /maximum|upper bound|at most/i,
  exclusiveMinimum: /minimum|lower bound|more than/i,
  exclusiveMaximum: /maximum|upper bound|less than/i,
  minLength: /length/i,
  maxLength: /length/i,
  minItems: /minimum|at least|entries|items/i,
  maxItems: /maximum|at most|entries|items/i,
  pattern: /pattern|format/i,
  format: /format/i,
  enum: /values?/i,
  const: /value/i,
};

/** A repository as a whole (`https://github.com/owner/name`), which cannot show where in it a figure is given. */
const WHOLE_REPOSITORY = /^https:\/\/github\.com\/[^/]+\/[^/]+\/?$/;

/** Keys through which a schema wraps the schema of the same property or parameter: a mark there is the figure's own. */
const WRAPPERS = new Set(['schema', 'items', 'additionalProperties', 'not', 'contains', 'anyOf', 'oneOf', 'allOf', 'prefixItems']);

/** Keys whose values are data, not description: examples, the figures' own values and the extensions' values. */
const isData = (key: string, under: string) =>
  key === 'example' || key === 'examples' || key.startsWith('x-') || (under === 'schema' && key in FIGURES);

export interface Place {
  file: string;
  line: number;
  what: string;
}

interface Link {
  map: YAMLMap;
  /** The key this map hangs under in its parent map (for a list item, the key of the list). */
  via: string | undefined;
  /** The map hangs under `properties`: `via` is the name of a property. */
  property: boolean;
}

/** The YAML files of a description folder (the change history has its own schema and its own check). */
export function specFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && path.basename(f) !== 'changelog.yaml')
    .map((f) => path.join(dir, f))
    .sort();
}

const markOf = (map: YAMLMap) => MARKS.some((k) => map.has(k));
const textOf = (value: unknown): string => (isScalar(value) ? String(value.value) : isSeq(value) ? value.items.map(textOf).join(' ') : '');

/** The addresses a map's `x-source` names (one, or a list). */
function addressesOf(map: YAMLMap): Array<{ address: string; node: Node }> {
  const value = map.get('x-source', true) as unknown;
  if (isScalar(value)) return [{ address: String(value.value), node: value }];
  if (isSeq(value)) return value.items.filter(isScalar).map((item) => ({ address: String(item.value), node: item }));
  return [];
}

/** The root map of a YAML text carries a mark (a response component that is referred to carries its own). */
export function rootMarked(text: string): boolean {
  const contents = parseDocument(text).contents;
  return isMap(contents) && markOf(contents);
}

/**
 * The figures and exact status codes of one YAML file that no mark covers, and the marks that name a source not in
 * `sources` (the description's list of sources, `x-sources` of its root).
 *
 * A figure is covered by a mark on its own schema: the map that holds it, or the property or parameter whose schema
 * that map is (through `schema`, `items`, `anyOf` ...). A mark further out covers it only when it names it: an
 * `x-not-shown` sentence that names the property or parameter in backticks and the kind of figure ("the maximum of
 * `limit`"). A mark on a whole file, a component or an operation vouches for nothing else. A figure's own `x-source`
 * names the file that gives it, never a repository as a whole (`https://github.com/owner/name`). A response with a status
 * code of its own (not `2XX`, not `default`) carries a mark itself, or the response component it refers to does.
 * `readFile` reads a `$ref` relative to the file.
 */
export function unsourced(
  file: string,
  text: string,
  readFile: (ref: string) => string | undefined,
  sources: ReadonlySet<string>,
): Place[] {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const found: Place[] = [];
  const lineOf = (node: Node | undefined) => lines.linePos(node?.range?.[0] ?? 0).line;

  // A figure's own x-source names the file that gives it, not a repository as a whole: each reported once.
  const reported = new Set<Node>();
  const wholeRepositories = (map: YAMLMap) => {
    for (const { address, node } of addressesOf(map)) {
      if (!WHOLE_REPOSITORY.test(address) || reported.has(node)) continue;
      reported.add(node);
      found.push({
        file,
        line: lineOf(node),
        what: `x-source ${address} names a whole repository for a figure: name the file that gives it`,
      });
    }
  };

  const ownerName = (own: Link[]): string | undefined => {
    const top = own.at(-1)!;
    if (top.map.has('in')) return String(top.map.get('name'));
    return top.property ? top.via : undefined;
  };

  const covered = (chain: Link[], figure: string): boolean => {
    // The figure's own schema: its map, and up through the keys that wrap the same property's schema.
    const own: Link[] = [];
    let i = chain.length - 1;
    own.push(chain[i]!);
    while (i > 0 && chain[i]!.via !== undefined && WRAPPERS.has(chain[i]!.via!) && !chain[i]!.property) {
      i--;
      own.push(chain[i]!);
    }
    const marked = own.find((link) => markOf(link.map));
    if (marked) {
      wholeRepositories(marked.map);
      return true;
    }
    const name = ownerName(own);
    if (name === undefined) return false;
    return chain.slice(0, i).some((link) => {
      const sentence = textOf(link.map.get('x-not-shown', true));
      return sentence.includes(`\`${name}\``) && FIGURES[figure]!.test(sentence);
    });
  };

  const walk = (node: unknown, via: string | undefined, property: boolean, chain: Link[], under: 'responses' | 'properties' | 'schema') => {
    if (isSeq(node)) {
      for (const item of node.items) walk(item, via, false, chain, 'schema');
      return;
    }
    if (!isMap(node)) return;
    const here = [...chain, { map: node, via, property }];
    if (under === 'schema') {
      for (const figure of Object.keys(FIGURES)) {
        if (!node.has(figure) || covered(here, figure)) continue;
        const value = node.get(figure, true) as Node;
        found.push({ file, line: lineOf(value), what: `${figure}: ${JSON.stringify((value as { toJSON(): unknown }).toJSON())}` });
      }
    }
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      if (under === 'responses' && /^[1-5][0-9]{2}$/.test(name)) {
        const response = pair.value;
        const ref = isMap(response) ? response.get('$ref') : undefined;
        const target = typeof ref === 'string' ? readFile(ref) : undefined;
        const ok = isMap(response) && (markOf(response) || (target !== undefined && rootMarked(target)));
        if (!ok) found.push({ file, line: lineOf(pair.key as Node), what: `status ${name}` });
      }
      if (under !== 'properties' && isData(name, under)) continue;
      const next = under === 'properties' ? 'schema' : name === 'responses' ? 'responses' : name === 'properties' ? 'properties' : 'schema';
      walk(pair.value, name, under === 'properties', here, next);
    }
  };
  walk(document.contents, undefined, false, [], 'schema');
  // Every mark names a listed source, wherever it stands (in an extension's value too).
  const visit = (node: unknown): void => {
    if (isSeq(node)) node.items.forEach(visit);
    if (!isMap(node)) return;
    for (const { address, node: at } of addressesOf(node))
      if (!isListed(address, sources))
        found.push({ file, line: lineOf(at), what: `x-source ${address} is not in the list of sources (x-sources)` });
    for (const pair of node.items) visit(pair.value);
  };
  visit(document.contents);
  return found;
}

/** An address of the list, or one inside a listed address (a file of a listed repository, a page under a listed page). */
export const isListed = (address: string, sources: ReadonlySet<string>): boolean =>
  sources.has(address) || [...sources].some((listed) => address.startsWith(listed.endsWith('/') ? listed : `${listed}/`));

/** The description's list of sources: the addresses of `x-sources` in the root document. */
export function sourcesOf(rootText: string): Set<string> {
  const list = (parseDocument(rootText).toJS() as { 'x-sources'?: Array<{ url?: string }> })['x-sources'] ?? [];
  return new Set(list.map((s) => String(s.url)));
}
