// Every figure and every exact status code of the description has its source (test/spec/sources.ts says how a mark
// covers a figure), every mark names a listed source, and the change history's source fits its kind. Each kind of
// figure is planted in a fixture, never in the live description.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChangelog } from '../../generator/changelog.ts';
import { root } from './load.ts';
import { FIGURES, sourcesOf, specFiles, unsourced } from './sources.ts';

const SPEC = path.join(root, 'spec');
const LISTED = new Set(['https://example.com/listed']);
const check = (text: string, read: (ref: string) => string | undefined = () => undefined) =>
  unsourced('fixture.yaml', text, read, LISTED).map((p) => `${p.line} ${p.what}`);

/** One component with a mark on the whole file and one property per kind of figure, none marked itself. */
const PLANTED: Record<string, string> = {
  default: 'default: 7',
  minimum: 'minimum: 7',
  maximum: 'maximum: 7',
  exclusiveMinimum: 'exclusiveMinimum: 7',
  exclusiveMaximum: 'exclusiveMaximum: 7',
  minLength: 'minLength: 7',
  maxLength: 'maxLength: 7',
  minItems: 'minItems: 7',
  maxItems: 'maxItems: 7',
  pattern: 'pattern: "^x$"',
  format: 'format: email',
  enum: 'enum: [Max]',
  const: 'const: Max',
};

describe('the sources check', () => {
  it('plants every kind of figure and knows them all', () => {
    expect(Object.keys(PLANTED).sort()).toEqual(Object.keys(FIGURES).sort());
  });

  for (const [figure, line] of Object.entries(PLANTED)) {
    it(`fails on a ${figure} under a mark on the whole file only`, () => {
      const fixture = ['type: object', 'x-source: https://example.com/listed', 'properties:', '  planted:', `    ${line}`].join('\n');
      expect(check(fixture)).toEqual([`5 ${line.replace(/: (.*)$/, (_, v) => `: ${JSON.stringify(yamlValue(v))}`)}`]);
    });
  }

  it('takes a mark on the figure’s own schema, through items and a parameter’s schema', () => {
    const fixture = [
      'parameters:',
      '  - name: limit',
      '    in: query',
      '    x-source: https://example.com/listed',
      '    schema: { type: integer, maximum: 100 }',
      'properties:',
      '  tags:',
      '    type: array',
      '    x-not-shown: Whether more values exist.',
      '    items: { type: string, enum: [a, b] }',
      '  size: { type: integer, minimum: 1, x-source: https://example.com/listed }',
    ].join('\n');
    expect(check(fixture)).toEqual([]);
  });

  it('takes an enclosing x-not-shown that names the property and the kind of figure, and no other', () => {
    const fixture = [
      'type: object',
      'x-not-shown: The maximum of `size` is assumed.',
      'properties:',
      '  size: { type: integer, maximum: 10 }',
      '  other: { type: integer, maximum: 10 }',
      '  count: { type: integer, minimum: 0 }',
    ].join('\n');
    expect(check(fixture)).toEqual(['5 maximum: 10', '6 minimum: 0']);
  });

  it('does not let an operation’s mark vouch for its parameters, and wants a mark on exact status codes', () => {
    const fixture = [
      'get:',
      '  x-source: https://example.com/listed',
      '  parameters:',
      '    - name: limit',
      '      in: query',
      '      schema: { type: integer, maximum: 100 }',
      '  responses:',
      '    "200": { description: ok }',
      '    "204": { description: none, x-source: https://example.com/listed }',
      '    "403": { $ref: ../responses/Forbidden.yaml }',
      '    "404": { $ref: ../responses/NotFound.yaml }',
      '    "2XX": { description: any }',
      '    default: { description: other }',
    ].join('\n');
    const read = (ref: string) =>
      ref.endsWith('Forbidden.yaml')
        ? 'description: no\nx-source: https://example.com/listed\n'
        : 'description: gone\ncontent:\n  application/json:\n    x-source: https://example.com/listed\n';
    expect(check(fixture, read)).toEqual(['6 maximum: 100', '8 status 200', '11 status 404']);
  });

  it('refuses a mark naming a source that is not in the list of sources', () => {
    const fixture = [
      'type: string',
      'x-source:',
      '  - https://example.com/listed',
      '  - https://example.com/elsewhere',
      '  - https://example.com/listed/lib/file.rb',
      '  - https://example.com/listed-too',
      'maxLength: 3',
    ].join('\n');
    // A file inside a listed address is that source; a neighbour whose address merely starts alike is not.
    expect(check(fixture)).toEqual([
      '4 x-source https://example.com/elsewhere is not in the list of sources (x-sources)',
      '6 x-source https://example.com/listed-too is not in the list of sources (x-sources)',
    ]);
  });

  it('wants a figure’s own mark to name the file that gives it, not a whole repository', () => {
    const listed = new Set(['https://github.com/owner/client']);
    const fixture = [
      'type: object',
      'x-source: https://github.com/owner/client',
      'properties:',
      '  vague: { type: integer, maximum: 5, minimum: 1, x-source: https://github.com/owner/client }',
      '  precise: { type: integer, maximum: 5, x-source: https://github.com/owner/client/blob/main/lib/limits.rb }',
      '  listed:',
      '    type: string',
      '    pattern: "^x$"',
      '    x-source: [https://github.com/owner/client/blob/main/lib/a.rb, https://github.com/owner/client/]',
      '  plain: { type: string, description: A field the repository gives, x-source: https://github.com/owner/client }',
    ].join('\n');
    const whole = (line: number, address: string) =>
      `${line} x-source ${address} names a whole repository for a figure: name the file that gives it`;
    expect(unsourced('fixture.yaml', fixture, () => undefined, listed).map((p) => `${p.line} ${p.what}`)).toEqual([
      whole(4, 'https://github.com/owner/client'),
      whole(9, 'https://github.com/owner/client/'),
    ]);
  });

  it('ignores examples and property names that look like figures', () => {
    const fixture = [
      'type: object',
      'properties:',
      '  default: { type: string }',
      '  format: { type: string }',
      'examples:',
      '  - { default: x, format: y, minimum: 3 }',
    ].join('\n');
    expect(check(fixture)).toEqual([]);
  });

  it('finds every figure and status code of spec/ under a mark, each naming a listed source', () => {
    const sources = sourcesOf(fs.readFileSync(path.join(SPEC, 'openapi.yaml'), 'utf8'));
    expect(sources.size).toBeGreaterThan(0);
    const places = specFiles(SPEC).flatMap((file) =>
      unsourced(
        path.relative(root, file),
        fs.readFileSync(file, 'utf8'),
        (ref) => {
          const target = path.resolve(path.dirname(file), ref);
          return fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
        },
        sources,
      ),
    );
    expect(places.map((p) => `${p.file}:${p.line}: ${p.what}`)).toEqual([]);
  });
});

describe("the change history's source against its kind", () => {
  const entry = (fields: string) =>
    [`  - id: an-edit`, `    recorded: "2026-11-28T20:12:00Z"`, '    title: An edit', '    text: The description changed.', fields].join(
      '\n',
    );
  const problemsOf = async (entries: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
    const file = path.join(dir, 'changelog.yaml');
    fs.writeFileSync(file, `entries:\n${entries}\n`);
    const { problems } = await readChangelog(file, path.join(SPEC, 'changelog.schema.json'));
    fs.rmSync(dir, { recursive: true });
    return problems.map((p) => p.message);
  };

  it('wants a day on an edit of the maintainers', async () => {
    const problems = await problemsOf(entry('    kind: changed\n    source: maintainers'));
    expect(problems).toEqual([expect.stringContaining('an edit of the maintainers (source: maintainers) is dated with the day')]);
  });

  it("refuses an edit of the maintainers recorded as one of the service's own acts", async () => {
    for (const kind of ['maturity', 'deprecated']) {
      const problems = await problemsOf(entry(`    date: "2026-11-28"\n    kind: ${kind}\n    source: maintainers`));
      expect(problems).toEqual([expect.stringContaining(`kind ${kind} records something the service did`)]);
    }
  });

  it('takes a dated edit of the maintainers and an undated change of the service', async () => {
    expect(await problemsOf(entry('    date: "2026-11-28"\n    kind: incompatible\n    source: maintainers'))).toEqual([]);
    expect(await problemsOf(entry('    kind: maturity\n    source: seed'))).toEqual([]);
  });
});

function yamlValue(text: string): unknown {
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text.startsWith('[')) return text.slice(1, -1).split(', ');
  return text.replace(/^"|"$/g, '');
}
