// A stand-in for a service that departs from its description: a copy of generated/ whose description carries planted
// drift, for a second mock (`startMock({ port: 0, generatedDir })`) to serve. A client and a proxy that read the
// undrifted description then meet the drift as they would meet the real service's. Shared by the drift report's
// tests and the verifier's.
//
// The drift, each on an operation of its own, picked from the description by what it holds. The drifted copy's
// mock answers those operations from their examples (`exampleAnswers`, which the tests hand to `startMock`), as
// Prism would, even where a stateful area keeps them; it takes calls no area keeps first:
//   type      a string field of the served example becomes an integer (schema and example);
//   enum      an enum gets one more value, which the served example carries;
//   required  a required field is dropped from the schema's `required` and from the served example;
//   status    an exact success status becomes another one (200 and 201 trade places);
//   204       a call answering `2XX` without a body answers 204.
// Schemas and examples that other operations share are copied into the drifted operation first, so that nothing
// else changes. The operation tables the mock reads beside the description (mock-tables.json) follow the status
// changes; their module forms (operations.ts, mock-operations.ts) are left out of the copy. `plantDrift` returns
// what it planted and what a validating proxy must report for each. `prefer` names operations to take first where
// they fit (the verifier's test names the calls its workflows make, so that the drift meets them).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { stringify } from 'yaml';
import { AREAS } from '../../../mock/areas/index.ts';
import { defaultConfig } from '../../../mock/config.ts';
import { loadDescription } from '../../../mock/description.ts';
import type { Difference } from '../../../mock/proxy/types.ts';
import { DEFAULT_GENERATED_DIR } from '../../../mock/server.ts';
import { deref, escapeSegment } from '../../../openapi/walk.ts';
import { home } from './picks.ts';

type Json = Record<string, any>;

/** A difference that a validating proxy must report for a planted drift. */
export interface ExpectedDifference {
  side: Difference['side'];
  kind: Difference['kind'];
  /** The place in the data, as the report names it (`body.jobs[].title`, `status`: array indexes as `[]`). */
  at: string;
  /** The answer's status. */
  status: number;
  /** The bundle pointer (of the undrifted description) of the part that disagrees. */
  pointer: string;
}

export interface PlantedDrift {
  operationId: string;
  what: 'type' | 'enum' | 'required' | 'status' | '204';
  /** One line: what changed, and where. */
  description: string;
  /** What a proxy validating against the undrifted description must report (empty for the 204 in a `2XX`). */
  differences: ExpectedDifference[];
  /** The value served at the planted place (type and enum). */
  served?: unknown;
  /** The observation of a status the description does not show, where one is planted. */
  observation?: { response: string; status: number; pointer: string };
}

export interface DriftedCopy {
  /** The drifted copy of generated/, for `startMock({ generatedDir: dir, exampleAnswers })`. */
  dir: string;
  /** The drifted operations, which the copy's mock answers from their (drifted) examples. */
  exampleAnswers: string[];
  drifts: PlantedDrift[];
  /** Removes the copy. */
  remove(): void;
}

const pointerOf = (...keys: Array<string | number>) => `#${keys.map((key) => `/${escapeSegment(key)}`).join('')}`;

/** A served field: its path in the example and in the schema, its schema (undrifted) and value. */
interface Leaf {
  /** Property names (and array indexes) from the body down. */
  keys: Array<string | number>;
  schema: Json;
  /** The bundle pointer of its schema (its `$ref`s followed). */
  pointer: string;
  /** The object schema that holds it (undefined for an array item), and that one's pointer. */
  parent: Json | undefined;
  parentPointer: string;
  value: unknown;
}

/** The fields of a served value, walked along plain `properties` and `items` (no allOf, oneOf, anyOf). */
function leavesOf(doc: Json, value: unknown, schema: unknown, pointer: string, keys: Array<string | number> = []): Leaf[] {
  const { node, pointer: at } = home(doc, schema, pointer);
  if (!node || !value || typeof value !== 'object' || node['allOf'] || node['oneOf'] || node['anyOf']) return [];
  const children: Array<[string | number, unknown, unknown, string]> = Array.isArray(value)
    ? node['items']
      ? value.map((item, i) => [i, item, node['items'], `${at}/items`] as [number, unknown, unknown, string])
      : []
    : Object.entries(value as Json)
        .filter(([name]) => node['properties']?.[name])
        .map(([name, field]) => [name, field, node['properties'][name], `${at}/properties/${escapeSegment(name)}`]);
  const found: Leaf[] = [];
  for (const [key, field, raw, where] of children) {
    const child = home(doc, raw, where);
    const parent = Array.isArray(value) ? undefined : node;
    found.push({ keys: [...keys, key], schema: child.node, pointer: child.pointer, parent, parentPointer: at, value: field });
    found.push(...leavesOf(doc, field, raw, where, [...keys, key]));
  }
  return found;
}

/** `container[key]` made the container's own: a `$ref` replaced by a copy of what it points at. */
function own(doc: Json, container: Json, key: string): Json {
  const node = container[key];
  if (node && typeof node.$ref === 'string') container[key] = structuredClone(deref(doc, node));
  return container[key];
}

/** The schema at `keys` under an owned schema, each step made its own (so that an edit there stays local). */
function ownSchemaPath(doc: Json, schema: Json, keys: Array<string | number>): Json {
  let node = schema;
  for (const key of keys) node = typeof key === 'number' ? own(doc, node, 'items') : own(doc, own(doc, node, 'properties'), key);
  return node;
}

/**
 * Calls `edit(holder, key)` for every place of an example value that `keys` names with each array index read as
 * any index (`users.0.name` edits the name of every user), so that the drifted example agrees with its own schema.
 */
function everyPlace(value: unknown, keys: Array<string | number>, edit: (holder: Json, key: string | number) => void): void {
  const [key, ...rest] = keys;
  if (key === undefined || !value || typeof value !== 'object') return;
  const keysHere = typeof key === 'number' && Array.isArray(value) ? value.map((_, i) => i) : [key];
  for (const k of keysHere) {
    if (!rest.length) edit(value as Json, k);
    else everyPlace((value as Json)[k], rest, edit);
  }
}

/**
 * Copies `sourceDir` (default generated/) to a temporary folder and plants the drift in its description and tables.
 * Throws when the description offers no operation for one of the drifts (the message names which).
 */
export async function plantDrift(
  sourceDir: string = DEFAULT_GENERATED_DIR,
  { prefer = [] }: { prefer?: readonly string[] } = {},
): Promise<DriftedCopy> {
  const doc: Json = JSON.parse(readFileSync(join(sourceDir, 'openapi.json'), 'utf8'));
  const drifted: Json = structuredClone(doc);
  const tables: Json = JSON.parse(readFileSync(join(sourceDir, 'mock-tables.json'), 'utf8'));

  // The operations that may drift: not a handshake step, not deprecated; the preferred first, then those no
  // stateful area keeps.
  const states = new Map(AREAS.map((a) => [a.name, a.createState({ now: Date.now, config: defaultConfig([]) })]));
  const description = await loadDescription(sourceDir, 1, AREAS, states);
  const rank = (o: { operationId: string }) => (prefer.includes(o.operationId) ? 0 : description.bindings.has(o.operationId) ? 2 : 1);
  const served = description.operations.filter((o) => !o.handshakeStep && !o.deprecated).sort((a, b) => rank(a) - rank(b));

  const used = new Set<string>();
  const drifts: PlantedDrift[] = [];
  const operationIn = (d: Json, o: { path: string; method: string }) => home(d, d['paths'][o.path], '').node[o.method] as Json;

  /** The served JSON example of a GET answering a body: response key, media type, example name, value, schema. */
  const servedExample = (o: (typeof served)[number]) => {
    if (o.method !== 'get' || used.has(o.operationId)) return undefined;
    const key = o.successStatus;
    const responsePointer = pointerOf('paths', o.path, o.method, 'responses', key);
    const response = home(doc, operationIn(doc, o)['responses']?.[key], responsePointer);
    const [media, content] = Object.entries<Json>(response.node?.['content'] ?? {})[0] ?? [];
    if (!media || !media.includes('json') || !content?.['examples'] || !content['schema']) return undefined;
    const [name, example] = Object.entries<Json>(content['examples'])[0]!;
    const value = home(doc, example, '').node['value'];
    const schemaPointer = `${response.pointer}/content/${escapeSegment(media)}/schema`;
    return { key, media, name, value, leaves: leavesOf(doc, value, content['schema'], schemaPointer) };
  };

  /** The drifted copy's response content, its schema and served example made the operation's own. */
  const ownContent = (o: (typeof served)[number], key: string, media: string, name: string) => {
    const responses = operationIn(drifted, o)['responses'];
    const content = own(drifted, own(drifted, responses, key)['content'], media);
    const example = own(drifted, content['examples'], name);
    return { schema: own(drifted, content, 'schema'), value: example['value'] as Json };
  };

  const at = (keys: Array<string | number>) => `body${keys.map((k) => (typeof k === 'number' ? '[]' : `.${k}`)).join('')}`;
  /** The first served field that passes `test`, with the drifted copy's content of its operation made its own. */
  const pickField = (what: string, test: (leaf: Leaf) => boolean) => {
    for (const o of served) {
      const example = servedExample(o);
      const leaf = example?.leaves.find(test);
      if (example && leaf) return { o, leaf, answered: status(example.key), mine: ownContent(o, example.key, example.media, example.name) };
    }
    throw new Error(`plantDrift: the description has no served ${what}`);
  };
  const plant = (drift: PlantedDrift) => {
    used.add(drift.operationId);
    drifts.push(drift);
  };

  // type: a plain string field becomes an integer.
  {
    const { o, leaf, answered, mine } = pickField(
      'string field to change the type of',
      (l) => l.schema['type'] === 'string' && !l.schema['enum'] && !l.schema['format'] && typeof l.value === 'string',
    );
    const schema = ownSchemaPath(drifted, mine.schema, leaf.keys);
    schema['type'] = 'integer';
    for (const keyword of ['examples', 'minLength', 'maxLength', 'pattern']) delete schema[keyword];
    const served = 42;
    everyPlace(mine.value, leaf.keys, (holder, key) => (holder[key] = served));
    plant({
      operationId: o.operationId,
      what: 'type',
      served,
      description: `${at(leaf.keys)} is served as an integer; the description says string`,
      differences: [{ side: 'response', kind: 'body', at: at(leaf.keys), status: answered, pointer: leaf.pointer }],
    });
  }

  // enum: one more value, served.
  {
    const { o, leaf, answered, mine } = pickField(
      'enum field to add a value to',
      (l) => Array.isArray(l.schema['enum']) && l.schema['enum'].every((v: unknown) => typeof v === 'string'),
    );
    const added = `${String(leaf.schema['enum'][0])}_DRIFTED`;
    const schema = ownSchemaPath(drifted, mine.schema, leaf.keys);
    schema['enum'] = [...schema['enum'], added];
    everyPlace(mine.value, leaf.keys, (holder, key) => (holder[key] = added));
    plant({
      operationId: o.operationId,
      what: 'enum',
      served: added,
      description: `${at(leaf.keys)} is served as ${added}, a value its enum does not list`,
      differences: [{ side: 'response', kind: 'body', at: at(leaf.keys), status: answered, pointer: leaf.pointer }],
    });
  }

  // required: a required field left out of the schema's list and of the served example.
  {
    const { o, leaf, answered, mine } = pickField(
      'required field to drop',
      (l) => Array.isArray(l.parent?.['required']) && l.parent['required'].includes(l.keys.at(-1)),
    );
    const name = leaf.keys.at(-1)!;
    const parent = ownSchemaPath(drifted, mine.schema, leaf.keys.slice(0, -1));
    parent['required'] = parent['required'].filter((r: string | number) => r !== name);
    if (!parent['required'].length) delete parent['required'];
    everyPlace(mine.value, leaf.keys, (holder, key) => delete holder[key]);
    plant({
      operationId: o.operationId,
      what: 'required',
      description: `${at(leaf.keys)}, required by the description, is left out of the answer`,
      differences: [
        { side: 'response', kind: 'body', at: at(leaf.keys.slice(0, -1)), status: answered, pointer: `${leaf.parentPointer}/required` },
      ],
    });
  }

  // status: an exact success status with a body becomes another one.
  {
    const o = served.find((c) => !used.has(c.operationId) && /^2\d\d$/.test(c.successStatus) && c.responseFormat !== 'none');
    if (!o) throw new Error('plantDrift: no served call with an exact success status to change');
    const from = o.successStatus;
    const to = from === '200' ? '201' : '200';
    renameResponse(drifted, tables, o, from, to);
    plant({
      operationId: o.operationId,
      what: 'status',
      description: `answers ${to}; the description says ${from}`,
      differences: [
        { side: 'response', kind: 'status', at: 'status', status: Number(to), pointer: pointerOf('paths', o.path, o.method, 'responses') },
      ],
    });
  }

  // 204: a call answering 2XX without a body answers 204.
  {
    const o = served.find((c) => !used.has(c.operationId) && c.successStatus === '2XX' && c.responseFormat === 'none');
    if (!o) throw new Error('plantDrift: no served call answering 2XX without a body');
    renameResponse(drifted, tables, o, '2XX', '204');
    plant({
      operationId: o.operationId,
      what: '204',
      description: 'answers 204 where the description says 2XX',
      differences: [],
      observation: { response: '2XX', status: 204, pointer: pointerOf('paths', o.path, o.method, 'responses', '2XX') },
    });
  }

  const dir = mkdtempSync(join(tmpdir(), 'pronet-drifted-'));
  // The operation tables as modules (and the client made from them) would still say what the copy no longer does:
  // they are left out, so that anything reading them fails rather than serves the undrifted tables. The mock reads
  // mock-tables.json.
  const stale = new Set(['operations.ts', 'mock-operations.ts', 'client.ts', 'schema.d.ts']);
  cpSync(sourceDir, dir, { recursive: true, filter: (source) => !stale.has(basename(source)) });
  writeFileSync(join(dir, 'openapi.json'), `${JSON.stringify(drifted, null, 2)}\n`);
  writeFileSync(join(dir, 'openapi.yaml'), stringify(drifted));
  writeFileSync(join(dir, 'mock-tables.json'), `${JSON.stringify(tables, null, 2)}\n`);
  return {
    dir,
    drifts,
    exampleAnswers: drifts.map((d) => d.operationId),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The status a response key stands for when served (Prism answers 200 for a `2XX`). */
function status(key: string): number {
  return /^\d{3}$/.test(key) ? Number(key) : 200;
}

/** Moves an operation's response from one status key to another, in the description and in the mock's tables. */
function renameResponse(doc: Json, tables: Json, o: { operationId: string; path: string; method: string }, from: string, to: string): void {
  const operation = home(doc, doc['paths'][o.path], '').node[o.method];
  const responses: Json = operation['responses'];
  // The keys in their order, `to` where `from` stood.
  operation['responses'] = Object.fromEntries(Object.entries(responses).map(([key, value]) => (key === from ? [to, value] : [key, value])));
  const entry = tables['operations'][o.operationId];
  if (entry.successStatus === from) entry.successStatus = to;
  const examples: Json = tables['mockOperations'][o.operationId]['examples'];
  tables['mockOperations'][o.operationId]['examples'] = Object.fromEntries(
    Object.entries(examples).map(([key, value]) => (key === from ? [to, value] : [key, value])),
  );
}
