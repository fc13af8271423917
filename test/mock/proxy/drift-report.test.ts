// The drift report (mock/proxy/report.ts) fed with exchanges built here, on the bundled description: differences
// deduplicated, observations of what the description marks as not shown, spec places, and no values or secrets
// unless samples are asked for (never credentials). Operations are picked from the description by what they hold.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ENTRIES } from '../../../mock/proxy/defaults.ts';
import { DriftReport, normalizeAt } from '../../../mock/proxy/report.ts';
import type { Observation } from '../../../mock/proxy/types.ts';
import type { Difference, Exchange } from '../../../mock/proxy/types.ts';
import { DEFAULT_OPENAPI_PATH } from '../../../mock/spec.ts';
import { escapeSegment, operationsOf } from '../../../openapi/walk.ts';
import * as picks from './picks.ts';

const doc = JSON.parse(readFileSync(DEFAULT_OPENAPI_PATH, 'utf8'));
const operations = operationsOf(doc);
/** A placeOf that shows which pointer it was given. */
const placeOf = (pointer: string) => `place of ${pointer}`;
const report = (samples = false) => new DriftReport({ document: doc, placeOf, samples });
const ptr = (...keys: string[]) => `#${keys.map((k) => `/${escapeSegment(k)}`).join('')}`;

const home = (node: unknown, pointer: string) => picks.home(doc, node, pointer);

function exchange(at: (typeof operations)[number], response: Partial<Exchange['response']>, extra: Partial<Exchange> = {}): Exchange {
  return {
    operationId: at.operation.operationId,
    method: at.method.toUpperCase(),
    path: at.path,
    query: {},
    request: {},
    response: { status: 200, headers: {}, ...response },
    differences: [],
    ...extra,
  };
}

const observations = (r: DriftReport, id: string): Observation[] =>
  r.toJSON().operations.find((o) => o.operationId === id)?.observations ?? [];

// Picked from the description.
const ranged = operations.find(
  (at) => home(at.operation.responses?.['2XX'], '').node?.['x-not-shown'] && !at.operation.responses?.['2XX'].$ref,
)!;
const exact = operations.find((at) => Object.keys(at.operation.responses ?? {}).some((k) => /^2\d\d$/.test(k)))!;
const rights = Object.keys(doc.components.securitySchemes.oauth1['x-access-rights']);
const roles = (at: (typeof operations)[number]) =>
  (at.operation.security ?? doc.security ?? []).flatMap((r: any) => Object.values(r).flat());
const unlisted = operations.find((at) => at.operation.responses?.['403'] && at.operation.security?.length && roles(at).length === 0)!;
const listed = operations.find((at) => at.operation.responses?.['403'] && roles(at).length > 0)!;

/** Numeric query parameters: one whose maximum is marked not shown, and one with a maximum. */
const marked = picks.limitWithoutMaximum(doc)!;
const bounded = operations
  .map((at) => ({ at, p: picks.numericQuery(doc, at).find(({ schema }) => schema.node['maximum'] !== undefined) }))
  .find(({ p }) => p)!;

/** A call answering `2XX` with a JSON object whose properties are listed and that stays open. */
const openAnswer = operations
  .map((at) => {
    const response = home(at.operation.responses?.['2XX'], '').node;
    const [media, content] = Object.entries<any>(response?.content ?? {}).find(([type]) => type.includes('json')) ?? [];
    if (!media || !content?.examples) return undefined;
    const schema = home(content.schema, ptr('paths', at.path, at.method, 'responses', '2XX', 'content', media, 'schema'));
    const open = schema.node?.type === 'object' && schema.node.properties && schema.node.additionalProperties === undefined;
    return open ? { at, media, content, schema } : undefined;
  })
  .find(Boolean)!;

describe('the description has what these tests pick', () => {
  it('a 2XX marked not shown, an exact success status, 403s with and without rights, a limit without maximum', () => {
    for (const picked of [ranged, exact, unlisted, listed, marked, bounded, openAnswer]) expect(picked).toBeDefined();
  });
});

describe('differences', () => {
  const difference = (at: string, message = 'must be string'): Difference => ({
    operationId: exact.operation.operationId,
    side: 'response',
    kind: 'body',
    at,
    message,
    status: 200,
    specPlace: 'spec/components/schemas/Example.yaml:7:5',
  });

  it('are kept once per kind, place and finding, with a count and the spec place; the items of a list are one place', () => {
    const r = report();
    const item = (i: number, type = 'string') => difference(`body.people.${i}.id`, `Response body property people.${i}.id must be ${type}`);
    r.record(exchange(exact, {}, { differences: [item(0), item(1)] }));
    r.record(exchange(exact, {}, { differences: [item(0), item(0, 'integer'), difference('body.total')] }));
    const status = (code: number): Difference => ({
      ...difference('status', `status ${code} is not described`),
      kind: 'status',
      status: code,
    });
    r.record(exchange(exact, {}, { differences: [status(299), status(298), status(299)] }));
    const place = 'spec/components/schemas/Example.yaml:7:5';
    expect(r.toJSON().operations[0]!.differences).toEqual([
      {
        side: 'response',
        kind: 'body',
        at: 'body.people[].id',
        message: 'Response body property people[].id must be string',
        status: 200,
        specPlace: place,
        count: 3,
      },
      {
        side: 'response',
        kind: 'body',
        at: 'body.people[].id',
        message: 'Response body property people[].id must be integer',
        status: 200,
        specPlace: place,
        count: 1,
      },
      { side: 'response', kind: 'body', at: 'body.total', message: 'must be string', status: 200, specPlace: place, count: 1 },
      { side: 'response', kind: 'status', at: 'status', message: 'status 299 is not described', status: 299, specPlace: place, count: 2 },
      { side: 'response', kind: 'status', at: 'status', message: 'status 298 is not described', status: 298, specPlace: place, count: 1 },
    ]);
    expect(r.toJSON().differences).toBe(5);
    const markdown = r.toMarkdown();
    expect(markdown).toContain('`body.people[].id`');
    expect(markdown).toContain(`\`${place}\``);
    expect(markdown).toMatch(/people\[\]\.id must be string \(status 200\) \| 3 \|/);
    expect(markdown).toMatch(/people\[\]\.id must be integer \(status 200\) \| 1 \|/);
  });

  it('read list items as one place in places and messages, numbers left as they are', () => {
    expect(normalizeAt('body.a.0.1.b')).toBe('body.a[][].b');
    expect(normalizeAt('Response body property users.items.12.name must be >= 0.5')).toBe(
      'Response body property users.items[].name must be >= 0.5',
    );
  });

  it('are bounded per operation: past MAX_ENTRIES distinct places, only counted', () => {
    const r = report();
    for (let i = 0; i < MAX_ENTRIES + 3; i++) r.record(exchange(exact, {}, { differences: [difference(`body.field_${i}`)] }));
    const [operation] = r.toJSON().operations;
    expect(operation!.differences).toHaveLength(MAX_ENTRIES);
    expect(operation!.omitted).toBe(3);
    expect(r.toMarkdown()).toContain(
      `Left out (more than ${MAX_ENTRIES} distinct places in one operation): \`${exact.operation.operationId}\` 3.`,
    );
  });

  it('carry no value unless samples are asked for, and never a credential', () => {
    const body = { people: [{ id: 'VALUE-MARKER-1', oauth_token: 'TOKEN-MARKER' }] };
    const differences = [difference('body.people.0.id'), difference('body.people.0.oauth_token')];
    const plain = report();
    plain.record(exchange(exact, { body }, { differences }));
    const plainText = JSON.stringify(plain.toJSON()) + plain.toMarkdown();
    expect(plainText).not.toContain('VALUE-MARKER-1');
    expect(plainText).not.toContain('TOKEN-MARKER');

    const sampled = report(true);
    sampled.record(exchange(exact, { body }, { differences }));
    const [id, token] = sampled.toJSON().operations[0]!.differences;
    expect(id!.sample).toBe('VALUE-MARKER-1');
    expect(token).not.toHaveProperty('sample');
    expect(sampled.toMarkdown()).toContain('VALUE-MARKER-1');
    expect(JSON.stringify(sampled.toJSON()) + sampled.toMarkdown()).not.toContain('TOKEN-MARKER');
  });

  it('never sample an API key, a session or a Bearer or Basic credential, whatever the field is called', () => {
    const body = {
      people: [{ api_key: 'APIKEY-MARKER', apiKey: 'APIKEY-MARKER', session: 'SESSION-MARKER', note: 'Bearer BEARER-MARKER' }],
      other: { nested: { sessionId: 'SESSION-MARKER' } },
      auth: 'Basic QkFTSUMtTUFSS0VS',
    };
    const places = [
      'body.people.0.api_key',
      'body.people.0.apiKey',
      'body.people.0.session',
      'body.people.0.note',
      'body.other',
      'body.auth',
    ];
    const sampled = report(true);
    sampled.record(exchange(exact, { body }, { differences: places.map((at) => difference(at)) }));
    const text = JSON.stringify(sampled.toJSON()) + sampled.toMarkdown();
    for (const marker of ['APIKEY-MARKER', 'SESSION-MARKER', 'BEARER-MARKER', 'QkFTSUMtTUFSS0VS']) expect(text).not.toContain(marker);
  });
});

describe('observations of what the description does not show', () => {
  it('name the statuses answered where the description says 2XX, 204 among them, at the response', () => {
    const r = report();
    const id = ranged.operation.operationId;
    for (const status of [204, 204, 200]) r.record(exchange(ranged, { status }));
    expect(observations(r, id)).toEqual([
      {
        kind: 'status',
        response: '2XX',
        statuses: { 204: 2, 200: 1 },
        specPlace: placeOf(ptr('paths', ranged.path, ranged.method, 'responses', '2XX')),
      },
    ]);
    expect(r.toMarkdown()).toContain(`| \`${id}\` | \`2XX\` | 200 (1×), 204 (2×) |`);
  });

  it('say nothing of a status the description gives exactly', () => {
    const r = report();
    const status = Number(Object.keys(exact.operation.responses).find((k) => /^2\d\d$/.test(k)));
    r.record(exchange(exact, { status }));
    expect(observations(r, exact.operation.operationId).filter((o) => o.kind === 'status')).toEqual([]);
  });

  it('name a status that only `default` covers at the operation, not at the response it shares', () => {
    expect(home(exact.operation.responses.default, '').node['x-not-shown']).toBeDefined();
    const r = report();
    const other = [202, 203, 206].find((s) => !exact.operation.responses[String(s)])!;
    r.record(exchange(exact, { status: other }));
    expect(observations(r, exact.operation.operationId)).toEqual([
      {
        kind: 'status',
        response: 'default',
        statuses: { [other]: 1 },
        specPlace: placeOf(ptr('paths', exact.path, exact.method, 'responses', 'default')),
      },
    ]);
  });

  it('list the fields of open objects that no schema lists, with their types, where the properties would go', () => {
    // An answer built from the description's own example, with fields added at its top level.
    const { at: ranged, media, content, schema } = openAnswer;
    expect(schema.node.type).toBe('object');
    expect(schema.node.additionalProperties).not.toBe(false);
    const example = home(Object.values<any>(content.examples)[0], '').node.value;
    const r = report();
    const before = report();
    const added = {
      ...example,
      pronet_added: 'FIELD-VALUE',
      pronet_nested: { size: 2.5, tags: ['a'] },
      oauth_token_secret: 'SECRET-MARKER',
    };
    before.record(exchange(ranged, { status: 200, contentType: `${media}; charset=utf-8`, body: example }));
    r.record(exchange(ranged, { status: 200, contentType: `${media}; charset=utf-8`, body: added }));
    r.record(exchange(ranged, { status: 200, contentType: media, body: { ...added, pronet_added: 7 } }));
    const known = new Set(observations(before, ranged.operation.operationId).map((o) => JSON.stringify({ ...o, count: 0 })));
    const fields = observations(r, ranged.operation.operationId).filter(
      (o) => o.kind === 'field' && !known.has(JSON.stringify({ ...o, count: 0 })),
    );
    const place = placeOf(`${schema.pointer}${schema.node.properties ? '/properties' : ''}`);
    expect(fields).toEqual([
      { kind: 'field', at: 'body.pronet_added', types: ['string', 'integer'], count: 2, specPlace: place },
      { kind: 'field', at: 'body.pronet_nested', types: ['object'], count: 2, specPlace: place },
      { kind: 'field', at: 'body.pronet_nested.size', types: ['number'], count: 2, specPlace: place },
      { kind: 'field', at: 'body.pronet_nested.tags', types: ['array'], count: 2, specPlace: place },
      { kind: 'field', at: 'body.pronet_nested.tags[]', types: ['string'], count: 2, specPlace: place },
      { kind: 'field', at: 'body.oauth_token_secret', types: ['string'], count: 2, specPlace: place },
    ]);
    const text = JSON.stringify(r.toJSON()) + r.toMarkdown();
    expect(text).not.toContain('FIELD-VALUE');
    expect(text).not.toContain('SECRET-MARKER');

    const sampled = report(true);
    sampled.record(exchange(ranged, { status: 200, contentType: media, body: added }));
    const found = observations(sampled, ranged.operation.operationId);
    expect(found.find((o) => o.kind === 'field' && o.at === 'body.pronet_added')).toMatchObject({ sample: 'FIELD-VALUE' });
    expect(found.find((o) => o.kind === 'field' && o.at === 'body.oauth_token_secret')).not.toHaveProperty('sample');
    expect(JSON.stringify(sampled.toJSON()) + sampled.toMarkdown()).not.toContain('SECRET-MARKER');
  });

  it('name the access right a 403 names where the call lists none, at its security requirement', () => {
    const r = report();
    const right = rights[rights.length - 1]!;
    const body = { error_name: 'INSUFFICIENT_PRIVILEGES', message: `Insufficient privileges (this call needs the right ${right})` };
    r.record(exchange(unlisted, { status: 403, contentType: 'application/json', body }));
    r.record(exchange(unlisted, { status: 403, contentType: 'application/json', body }));
    r.record(exchange(unlisted, { status: 403, body: { error_name: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded' } }));
    expect(observations(r, unlisted.operation.operationId).filter((o) => o.kind === 'right')).toEqual([
      {
        kind: 'right',
        right,
        errorName: 'INSUFFICIENT_PRIVILEGES',
        count: 2,
        specPlace: placeOf(`${ptr('paths', unlisted.path, unlisted.method)}/security`),
      },
    ]);
    expect(r.toMarkdown()).toContain(`| \`${unlisted.operation.operationId}\` | \`${right}\` | \`INSUFFICIENT_PRIVILEGES\` | 2 |`);

    const known = report();
    const own = roles(listed)[0] as string;
    known.record(exchange(listed, { status: 403, body: { ...body, message: `this call needs the right ${own}` } }));
    expect(observations(known, listed.operation.operationId).filter((o) => o.kind === 'right')).toEqual([]);
  });

  it('give the largest value accepted and the smallest refused of a parameter whose maximum is not shown', () => {
    const { at, p } = marked;
    const r = report();
    const refused = {
      error_name: 'INVALID_PARAMETERS',
      message: 'Invalid parameters',
      errors: [{ field: p!.name, reason: 'UNEXPECTED_VALUE' }],
    };
    for (const [value, status] of [
      [50, 200],
      [1000, 403],
      [20, 200],
      [500, 403],
      [9000, 401],
    ] as const)
      r.record(exchange(at, { status, body: status === 403 ? refused : {} }, { query: { [p!.name]: [String(value)] } }));
    expect(observations(r, at.operation.operationId).filter((o) => o.kind === 'limit')).toEqual([
      {
        kind: 'limit',
        parameter: p!.name,
        largestAccepted: 50,
        smallestRefused: { value: 500, status: 403 },
        specPlace: placeOf(p!.schema.pointer),
      },
    ]);
    expect(r.toMarkdown()).toContain(`| \`${p!.name}\` | 50 | 500 (status 403) |`);

    const withMaximum = report();
    withMaximum.record(exchange(bounded.at, { status: 200 }, { query: { [bounded.p!.name]: ['50'] } }));
    expect(observations(withMaximum, bounded.at.operation.operationId).filter((o) => o.kind === 'limit')).toEqual([]);
  });
});

describe('a path item reached by its $ref (a fixture of its own)', () => {
  // Two operations with the same inline answer: one in a path item under `paths`, one in a path item that `paths`
  // names by `$ref`. The second's places sit where the reference leads, not under `paths`.
  const inline = (operationId: string) => ({
    operationId,
    parameters: [{ name: 'count', in: 'query', schema: { type: 'integer', 'x-not-shown': 'maximum' } }],
    responses: {
      '2XX': {
        description: 'an answer',
        'x-not-shown': 'which success statuses',
        content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } },
      },
    },
  });
  const fixture = {
    openapi: '3.1.0',
    info: { title: 'fixture', version: '1' },
    paths: { '/plain': { get: inline('plain') }, '/shared': { $ref: '#/components/pathItems/Shared' } },
    components: { pathItems: { Shared: { get: inline('shared') } } },
  };
  const fixtureExchange = (operationId: string): Exchange => ({
    operationId,
    method: 'GET',
    path: `/${operationId}`,
    query: { count: ['50'] },
    request: {},
    response: { status: 201, headers: {}, contentType: 'application/json', body: { id: 'x', unlisted: 1 } },
    differences: [],
  });

  it('observes the fields, statuses and limits of its inline answer, placed where the path item is written', () => {
    const r = new DriftReport({ document: fixture, placeOf });
    for (const id of ['plain', 'shared']) r.record(fixtureExchange(id));
    for (const [id, item] of [
      ['plain', ptr('paths', '/plain')],
      ['shared', ptr('components', 'pathItems', 'Shared')],
    ] as const) {
      const response = `${item}/get/responses/2XX`;
      expect(observations(r, id)).toEqual([
        { kind: 'status', response: '2XX', statuses: { 201: 1 }, specPlace: placeOf(response) },
        {
          kind: 'field',
          at: 'body.unlisted',
          types: ['integer'],
          count: 1,
          specPlace: placeOf(`${response}/content/application~1json/schema/properties`),
        },
        { kind: 'limit', parameter: 'count', largestAccepted: 50, specPlace: placeOf(`${item}/get/parameters/0/schema`) },
      ]);
    }
  });
});

describe('the report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pronet-drift-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the operations of the description that nothing called', () => {
    const r = report();
    r.record(exchange(exact, { status: 200 }));
    const data = r.toJSON();
    expect(data.notCalled).toHaveLength(operations.length - 1);
    expect(data.notCalled).not.toContain(exact.operation.operationId);
    expect(data.exchanges).toBe(1);
  });

  it('writes Markdown and JSON side by side', () => {
    const r = report();
    r.record(exchange(ranged, { status: 204 }));
    const written = r.write(join(dir, 'drift.md'));
    expect(written).toEqual({ markdown: join(dir, 'drift.md'), json: join(dir, 'drift.json') });
    expect(readFileSync(written.markdown, 'utf8')).toBe(r.toMarkdown());
    expect(JSON.parse(readFileSync(written.json, 'utf8'))).toEqual(r.toJSON());
    expect(readFileSync(written.markdown, 'utf8')).toContain(`| \`${ranged.operation.operationId}\` | \`2XX\` | 204 (1×) |`);
    expect(readdirSync(dir).sort()).toEqual(['drift.json', 'drift.md']);
    for (const file of Object.values(written)) expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never writes through a link planted at the report or its temporary file', () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'untouched');
    symlinkSync(victim, join(dir, 'linked.md'));
    // The temporary files' names are unique (pid and random): a link at the old fixed name is left alone.
    symlinkSync(victim, join(dir, `linked.json.${process.pid}.partial`));
    const r = report();
    r.record(exchange(ranged, { status: 204 }));
    r.write(join(dir, 'linked.md'));
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    expect(lstatSync(join(dir, 'linked.md')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, 'linked.md'), 'utf8')).toBe(r.toMarkdown());
    rmSync(join(dir, `linked.json.${process.pid}.partial`));
  });

  it('leaves nothing half-written when a write fails', () => {
    const r = report();
    r.record(exchange(ranged, { status: 204 }));
    // The JSON's place is taken by a folder: that write fails.
    mkdirSync(join(dir, 'blocked.json'));
    expect(() => r.write(join(dir, 'blocked.md'))).toThrow();
    expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });
});
