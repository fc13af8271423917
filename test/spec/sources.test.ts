// Every figure and every status code of the description has its source: a `default`, `maximum` or `minimum` sits
// in a parameter, property or schema that carries `x-source` or `x-not-shown`, and every response with a status
// code of its own (not a range such as `2XX`, not `default`) carries one of them too (directly or in the response
// component it refers to). A figure that no source gives either goes or is marked as not shown.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { root } from './load.ts';

const MARKS = ['x-source', 'x-not-shown'];
const FIGURES = ['default', 'maximum', 'minimum'];

interface Place {
  file: string;
  line: number;
  what: string;
}

/** The YAML files of a description folder (the change history has its own schema and its own check). */
export function specFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && path.basename(f) !== 'changelog.yaml')
    .map((f) => path.join(dir, f))
    .sort();
}

const marked = (map: YAMLMap) => MARKS.some((k) => map.has(k));

/**
 * The figures and status codes of one YAML file that no mark covers. A figure is covered by a mark on its own
 * schema or on an enclosing node up to the nearest parameter (a map with `in`), server variable or the file's
 * root (a schema component's mark covers its properties): a mark on an operation does not vouch for the figures
 * of its parameters, nor a description's root for its server variables.
 */
export function unsourced(file: string, text: string, readFile: (ref: string) => string | undefined): Place[] {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const found: Place[] = [];
  const lineOf = (node: Node) => lines.linePos(node.range?.[0] ?? 0).line;
  const walk = (node: unknown, key: string | undefined, chain: Array<{ map: YAMLMap; boundary: boolean }>) => {
    if (!isMap(node)) {
      if (node && typeof node === 'object' && 'items' in node)
        for (const item of (node as { items: unknown[] }).items) walk(item, undefined, chain);
      return;
    }
    const boundary = node.has('in') || key === 'variables' || chain.length === 0;
    const here = [...chain, { map: node, boundary }];
    if (key !== '__responses' && key !== '__properties') {
      for (const figure of FIGURES) {
        if (!node.has(figure)) continue;
        let covered = false;
        for (let i = here.length - 1; i >= 0 && !covered; i--) {
          covered = marked(here[i]!.map);
          if (here[i]!.boundary) break;
        }
        if (!covered) found.push({ file, line: lineOf(node.get(figure, true) as Node), what: `${figure}: ${String(node.get(figure))}` });
      }
    }
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      if (key === '__responses' && /^[1-5][0-9]{2}$/.test(name)) {
        const response = pair.value;
        const ref = isMap(response) ? response.get('$ref') : undefined;
        const target = typeof ref === 'string' ? readFile(ref) : undefined;
        const ok =
          isMap(response) && (marked(response) || (target !== undefined && MARKS.some((m) => new RegExp(`^${m}:`, 'm').test(target))));
        if (!ok) found.push({ file, line: lineOf(pair.key as Node), what: `status ${name}` });
      }
      const childKey = name === 'responses' ? '__responses' : name === 'properties' && key !== '__properties' ? '__properties' : name;
      walk(pair.value, childKey, here);
    }
  };
  walk(document.contents, undefined, []);
  return found;
}

const SPEC = path.join(root, 'spec');

describe('the sources of figures and status codes', () => {
  it('finds an unmarked figure, an operation mark that does not vouch for a parameter, and an unmarked status', () => {
    const fixture = [
      'get:',
      '  x-source: https://example.com/operation',
      '  parameters:',
      '    - name: limit',
      '      in: query',
      '      schema: { type: integer, maximum: 100 }',
      '    - name: offset',
      '      in: query',
      '      x-not-shown: The maximum.',
      '      schema: { type: integer, default: 0 }',
      '  responses:',
      '    "200": { description: ok }',
      '    "204": { description: none, x-source: https://example.com/204 }',
      '    "403": { $ref: ../responses/Forbidden.yaml }',
      '    "2XX": { description: any }',
      '    default: { description: other }',
      'components:',
      '  schemas:',
      '    Thing:',
      '      properties:',
      '        default: { type: string }',
      '        size: { type: integer, minimum: 1 }',
    ].join('\n');
    const places = unsourced('fixture.yaml', fixture, (ref) =>
      ref.endsWith('Forbidden.yaml') ? 'x-source: https://example.com/403\n' : undefined,
    );
    expect(places.map((p) => `${p.line} ${p.what}`)).toEqual(['6 maximum: 100', '12 status 200', '22 minimum: 1']);
  });

  it('every default, maximum and minimum in spec/ and every status code has a source or a not-shown mark', () => {
    const places = specFiles(SPEC).flatMap((file) =>
      unsourced(path.relative(root, file), fs.readFileSync(file, 'utf8'), (ref) => {
        const target = path.resolve(path.dirname(file), ref);
        return fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
      }),
    );
    expect(places.map((p) => `${p.file}:${p.line}: ${p.what} has neither x-source nor x-not-shown`)).toEqual([]);
  });
});
