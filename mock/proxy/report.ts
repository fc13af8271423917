/**
 * The drift report: what the traffic through the proxy shows of the service, set against its description. Fed one
 * Exchange at a time (`record`), it keeps per operation
 *
 * - the differences the proxy found, once per side, kind and place (array items as one place), with a count and the
 *   spec place;
 * - observations of what the description marks as not shown (`x-not-shown`): the statuses answered where a
 *   response is only a range (`2XX`) or `default`; the fields of open objects (object schemas that do not close
 *   themselves with `additionalProperties: false`) that no `properties` list, with their JSON types; the access
 *   right a 403 answer names where the call's security requirement does not list it; the largest value accepted and
 *   the smallest refused of a numeric query parameter whose maximum the description marks as not shown.
 *
 * Every entry names the spec place where it would go, through the `placeOf` it is given (bundle pointer to
 * `spec/<file>:line:col`). Everything it knows of the description comes from the bundled document; it lists no
 * operation of its own.
 *
 * Values never enter the report, only their JSON types, unless `samples` is set; even then nothing that is or may
 * carry a credential (`oauth_*`, tokens, secrets, signatures, Authorization) does.
 */
import { escapeSegment, operationsIn, pathItemsOf, tryDerefLocated } from '../../openapi/walk.ts';
import { MAX_ENTRIES } from './defaults.ts';
import { writeWholeSync as writeWhole } from '../whole-file.ts';
import { renderMarkdown } from './report-markdown.ts';
import { jsonType, safeSample, valueAt } from './report-samples.ts';
import type { Difference, DriftReportData, Exchange, Observation, OperationReport, ReportedDifference } from './types.ts';

type Json = Record<string, any>;

interface DriftReportOptions {
  /** The bundled description (generated/openapi.json) that the proxy validates against. */
  document: unknown;
  /** The spec place (`spec/paths/x.yaml:12:5`) of a pointer into the bundled document (`#/paths/...`). */
  placeOf: (pointer: string) => string;
  /** Keep one sample value per entry (never a credential). Default false: values are reduced to their types. */
  samples?: boolean;
}

/** What the report reads of one operation of the description. */
interface OperationFacts {
  operationId: string;
  method: string;
  path: string;
  pointer: string;
  /**
   * Each response: where the operation names it, the response itself and where it sits ($refs followed), whether
   * it is marked not shown.
   */
  responses: Map<string, FactsResponse>;
  /** The rights its security requirements list; the pointer where a right would be listed. */
  rights: Set<string>;
  securityPointer: string;
  /** Numeric query parameters whose maximum is marked not shown: name to the pointer of their schema. */
  limits: Map<string, string>;
}

interface FactsResponse {
  own: string;
  node: Json | undefined;
  pointer: string;
  notShown: boolean;
}

/** How deep the fields under an unlisted field are followed. */
const FIELD_DEPTH = 4;
/** A key that reads as a field name (else it is data, as a map's keys are, and is not reported). */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
const ERROR_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * The JSON paths of a text (a place, or a message that names one) with array indexes as `[]`: `body.people.0.id`
 * gives `body.people[].id`, so that the items of a list are one place. A number (`0.5`) is not a path.
 */
export const normalizeAt = (text: string): string =>
  text.replace(/[A-Za-z_$][\w$-]*(?:\[\])*(?:\.[\w$-]+(?:\[\])*)+/g, (path) => path.replace(/\.(\d+)(?=\.|\[|$)/g, '[]'));

export class DriftReport {
  readonly #document: Json;
  readonly #placeOf: (pointer: string) => string;
  readonly #samples: boolean;
  readonly #facts = new Map<string, OperationFacts>();
  readonly #operations = new Map<string, OperationReport>();
  readonly #differences = new Map<string, Map<string, ReportedDifference>>();
  readonly #observations = new Map<string, Map<string, Observation>>();
  readonly #places = new Map<string, string>();
  readonly #rightNames: string[];
  #exchanges = 0;

  constructor(options: DriftReportOptions) {
    this.#document = (options.document ?? {}) as Json;
    this.#placeOf = options.placeOf;
    this.#samples = options.samples === true;
    const schemes = Object.values<Json>(this.#document['components']?.['securitySchemes'] ?? {});
    this.#rightNames = [...new Set(schemes.flatMap((scheme) => Object.keys(scheme?.['x-access-rights'] ?? {})))];
    // Each operation read where its path item sits: under `paths`, or where the item's `$ref` leads.
    for (const { path, item, pointer } of pathItemsOf(this.#document)) {
      for (const { method, operation } of operationsIn(item)) {
        const id = operation['operationId'];
        if (typeof id === 'string') this.#facts.set(id, this.#factsOf(path, method, item, pointer, operation));
      }
    }
  }

  /** How many exchanges it recorded so far. */
  get exchanges(): number {
    return this.#exchanges;
  }

  /** Takes one exchange into the report. */
  record(exchange: Exchange): void {
    this.#exchanges++;
    const id = exchange.operationId;
    const facts = this.#facts.get(id);
    let entry = this.#operations.get(id);
    if (!entry) {
      entry = {
        operationId: id,
        method: facts?.method ?? exchange.method.toLowerCase(),
        path: facts?.path ?? exchange.path,
        calls: 0,
        statuses: {},
        differences: [],
        observations: [],
      };
      this.#operations.set(id, entry);
    }
    entry.calls++;
    const status = String(exchange.response.status);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    for (const difference of exchange.differences) this.#difference(id, exchange, difference);
    if (facts) this.#observe(facts, exchange);
  }

  /** The report as data (what `write` puts in the JSON file). */
  toJSON(): DriftReportData {
    const operations = [...this.#operations.values()].map((entry) => ({
      ...entry,
      differences: [...(this.#differences.get(entry.operationId)?.values() ?? [])].map((d) => ({ ...d })),
      observations: [...(this.#observations.get(entry.operationId)?.values() ?? [])].map((o) => structuredClone(o)),
    }));
    const info = this.#document['info'] ?? {};
    return {
      description: { title: String(info.title ?? ''), version: String(info.version ?? '') },
      samples: this.#samples,
      exchanges: this.#exchanges,
      differences: operations.reduce((sum, o) => sum + o.differences.length, 0),
      observations: operations.reduce((sum, o) => sum + o.observations.length, 0),
      operations,
      notCalled: [...this.#facts.keys()].filter((id) => !this.#operations.has(id)),
    };
  }

  /** The report as Markdown, for a maintainer: the differences, then each kind of observation, one table each. */
  toMarkdown(): string {
    return renderMarkdown(this.toJSON());
  }

  /**
   * Writes the Markdown report to `markdownPath` and the JSON beside it (`drift.md` and `drift.json`; a path
   * without `.md` gets `.json` appended). Returns both paths.
   */
  write(markdownPath: string): { markdown: string; json: string } {
    const json = /\.md$/i.test(markdownPath) ? markdownPath.replace(/\.md$/i, '.json') : `${markdownPath}.json`;
    writeWhole(markdownPath, this.toMarkdown());
    writeWhole(json, `${JSON.stringify(this.toJSON(), null, 2)}\n`);
    return { markdown: markdownPath, json };
  }

  #place(pointer: string): string {
    let place = this.#places.get(pointer);
    if (place === undefined) {
      place = this.#placeOf(pointer);
      this.#places.set(pointer, place);
    }
    return place;
  }

  /** A node and the pointer it really sits at, its `$ref`s followed; a `$ref` that leads nowhere: no node, at that `$ref`. */
  #resolve(node: unknown, pointer: string): { node: Json | undefined; pointer: string } {
    const found = tryDerefLocated(this.#document, node, pointer);
    return { node: found.node && typeof found.node === 'object' ? found.node : undefined, pointer: found.pointer };
  }

  #factsOf(path: string, method: string, item: Json, itemPointer: string, operation: Json): OperationFacts {
    const pointer = `${itemPointer}/${method}`;
    const responses = new Map<string, FactsResponse>();
    for (const [key, raw] of Object.entries<unknown>(operation['responses'] ?? {})) {
      const own = `${pointer}/responses/${escapeSegment(key)}`;
      const found = this.#resolve(raw, own);
      responses.set(key, { own, ...found, notShown: found.node?.['x-not-shown'] !== undefined });
    }
    const ownSecurity = Array.isArray(operation['security']);
    const security: Json[] = (ownSecurity ? operation['security'] : this.#document['security']) ?? [];
    const rights = new Set(security.flatMap((requirement) => Object.values<string[]>(requirement ?? {}).flat()));
    const limits = new Map<string, string>();
    const parameters = [
      ...(item['parameters'] ?? []).map((p: unknown, i: number) => this.#resolve(p, `${itemPointer}/parameters/${i}`)),
      ...(operation['parameters'] ?? []).map((p: unknown, i: number) => this.#resolve(p, `${pointer}/parameters/${i}`)),
    ];
    for (const { node: parameter, pointer: at } of parameters) {
      if (!parameter || parameter['in'] !== 'query' || typeof parameter['name'] !== 'string') continue;
      const schema = this.#resolve(parameter['schema'], `${at}/schema`);
      const types = [schema.node?.['type']].flat();
      if (!types.includes('integer') && !types.includes('number')) continue;
      if (schema.node?.['maximum'] !== undefined || schema.node?.['exclusiveMaximum'] !== undefined) continue;
      const marks = [parameter['x-not-shown'], schema.node?.['x-not-shown']].filter((m) => typeof m === 'string').join(' ');
      if (/maximum/i.test(marks)) limits.set(parameter['name'], schema.pointer);
    }
    return {
      operationId: operation['operationId'],
      method,
      path,
      pointer,
      responses,
      rights,
      securityPointer: ownSecurity ? `${pointer}/security` : '#/security',
      limits,
    };
  }

  #difference(id: string, exchange: Exchange, d: Difference): void {
    const at = normalizeAt(d.at);
    // Once per kind, place and finding (a status difference per status): two findings at one place are two rows.
    const key = [d.side, d.kind, at, d.kind === 'status' ? d.status : '', normalizeAt(d.message)].join('\u0000');
    let found = this.#differences.get(id);
    if (!found) this.#differences.set(id, (found = new Map()));
    const known = found.get(key);
    if (known) {
      known.count++;
      return;
    }
    if (found.size >= MAX_ENTRIES) return this.#omit(id);
    const entry: ReportedDifference = {
      side: d.side,
      kind: d.kind,
      at,
      message: normalizeAt(d.message),
      ...(d.status !== undefined && { status: d.status }),
      specPlace: d.specPlace,
      count: 1,
    };
    if (this.#samples && d.kind !== 'status' && d.kind !== 'media-type') {
      const value = valueAt(exchange, d.side, d.at);
      if (value.found) {
        const sample = safeSample(d.at, value.value);
        if (sample !== undefined) entry.sample = sample;
      }
    }
    found.set(key, entry);
  }

  #observation<K extends Observation['kind']>(
    id: string,
    key: string,
    create: () => Extract<Observation, { kind: K }>,
    update: (o: Extract<Observation, { kind: K }>) => void,
  ): void {
    type T = Extract<Observation, { kind: K }>;
    let found = this.#observations.get(id);
    if (!found) this.#observations.set(id, (found = new Map()));
    let entry = found.get(key) as T | undefined;
    if (!entry) {
      if (found.size >= MAX_ENTRIES) return this.#omit(id);
      found.set(key, (entry = create()));
    }
    update(entry);
  }

  /** One more finding left out of a full operation. */
  #omit(id: string): void {
    const entry = this.#operations.get(id);
    if (entry) entry.omitted = (entry.omitted ?? 0) + 1;
  }

  /** What the exchange shows of what the description marks as not shown: four observations, each its own step. */
  #observe(facts: OperationFacts, exchange: Exchange): void {
    const status = exchange.response.status;
    const responseKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => facts.responses.has(key));
    const response = responseKey ? facts.responses.get(responseKey) : undefined;
    if (responseKey && response) {
      this.#observeStatus(facts.operationId, status, responseKey, response);
      this.#observeFields(facts.operationId, exchange, response);
    }
    this.#observeRight(facts, exchange);
    this.#observeLimits(facts, exchange);
  }

  /** The status where the description gives a range or `default` marked as not shown. */
  #observeStatus(id: string, status: number, responseKey: string, response: { own: string; notShown: boolean }): void {
    if (!response.notShown || /^\d{3}$/.test(responseKey)) return;
    this.#observation<'status'>(
      id,
      `status ${responseKey}`,
      () => ({ kind: 'status' as const, response: responseKey, statuses: {}, specPlace: this.#place(response.own) }),
      (o) => {
        o.statuses[String(status)] = (o.statuses[String(status)] ?? 0) + 1;
      },
    );
  }

  /** Fields of open objects in the answer. */
  #observeFields(id: string, exchange: Exchange, response: FactsResponse): void {
    if (exchange.response.body === undefined || typeof exchange.response.body !== 'object') return;
    const { node } = response;
    const mediaType = (exchange.response.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const content = node?.['content'] as Json | undefined;
    const media = content && Object.keys(content).find((type) => type.toLowerCase() === mediaType);
    if (media === undefined) return;
    const schemaPointer = `${response.pointer}/content/${escapeSegment(media)}/schema`;
    this.#fields(id, exchange.response.body, content![media]?.['schema'], schemaPointer, 'body', 0);
  }

  /** The access right named by a 403 where the call's requirement does not list it. */
  #observeRight(facts: OperationFacts, exchange: Exchange): void {
    if (exchange.response.status !== 403 || !this.#rightNames.length) return;
    const body = exchange.response.body as Json | undefined;
    const message = typeof body?.['message'] === 'string' ? body['message'] : '';
    const errorName = typeof body?.['error_name'] === 'string' && ERROR_NAME.test(body['error_name']) ? body['error_name'] : undefined;
    for (const right of this.#rightNames) {
      if (facts.rights.has(right) || !new RegExp(`(^|[^A-Za-z0-9_])${right}($|[^A-Za-z0-9_])`).test(message)) continue;
      this.#observation<'right'>(
        facts.operationId,
        `right ${right} ${errorName ?? ''}`,
        () => ({
          kind: 'right' as const,
          right,
          ...(errorName !== undefined && { errorName }),
          count: 0,
          specPlace: this.#place(facts.securityPointer),
        }),
        (o) => {
          o.count++;
        },
      );
    }
  }

  /** Numeric query parameters whose maximum is not shown: the largest value accepted, the smallest refused. */
  #observeLimits(facts: OperationFacts, exchange: Exchange): void {
    const status = exchange.response.status;
    for (const [name, pointer] of facts.limits) {
      const raw = exchange.query[name];
      if (!raw?.length) continue;
      const value = Number(raw[raw.length - 1]);
      if (!Number.isFinite(value)) continue;
      const accepted = status >= 200 && status < 300;
      const refused = status >= 400 && status < 500 && status !== 401 && namesParameter(exchange.response.body, name);
      if (!accepted && !refused) continue;
      this.#observation<'limit'>(
        facts.operationId,
        `limit ${name}`,
        () => ({ kind: 'limit' as const, parameter: name, specPlace: this.#place(pointer) }),
        (o) => {
          if (accepted && (o.largestAccepted === undefined || value > o.largestAccepted)) o.largestAccepted = value;
          if (refused && (o.smallestRefused === undefined || value < o.smallestRefused.value)) o.smallestRefused = { value, status };
        },
      );
    }
  }

  /** Walks a value along its schema, observing the fields that no `properties` of an open object lists. */
  #fields(id: string, value: unknown, rawSchema: unknown, pointer: string, at: string, depth: number): void {
    if (depth > 32 || value === null || typeof value !== 'object') return;
    const branches = this.#branches(rawSchema, pointer);
    if (!branches.length) return;
    if (Array.isArray(value)) {
      const items = branches.find((b) => b.node['items'] && typeof b.node['items'] === 'object');
      if (!items) return;
      for (const item of value) this.#fields(id, item, items.node['items'], `${items.pointer}/items`, `${at}[]`, depth + 1);
      return;
    }
    const declared = new Map<string, { node: unknown; pointer: string }>();
    for (const branch of branches) {
      for (const [name, property] of Object.entries<unknown>(branch.node['properties'] ?? {})) {
        if (!declared.has(name)) declared.set(name, { node: property, pointer: `${branch.pointer}/properties/${escapeSegment(name)}` });
      }
    }
    const closed = branches.some((b) => b.node['additionalProperties'] === false || b.node['unevaluatedProperties'] === false);
    const map = branches.find((b) => b.node['additionalProperties'] && typeof b.node['additionalProperties'] === 'object');
    const patterned = branches.some((b) => b.node['patternProperties'] && typeof b.node['patternProperties'] === 'object');
    const listing = branches.find((b) => b.node['properties'] && typeof b.node['properties'] === 'object');
    const place = listing ? `${listing.pointer}/properties` : branches[0]!.pointer;
    for (const [name, field] of Object.entries(value as Json)) {
      const known = declared.get(name);
      if (known) this.#fields(id, field, known.node, known.pointer, `${at}.${name}`, depth + 1);
      else if (map) this.#fields(id, field, map.node['additionalProperties'], `${map.pointer}/additionalProperties`, `${at}.*`, depth + 1);
      else if (!closed && !patterned && FIELD_NAME.test(name)) this.#unlisted(id, field, `${at}.${name}`, place, 0);
    }
  }

  /** An object schema and the schemas it is made of (allOf, oneOf, anyOf), each with its pointer. */
  #branches(rawSchema: unknown, pointer: string): Array<{ node: Json; pointer: string }> {
    const found: Array<{ node: Json; pointer: string }> = [];
    const visit = (raw: unknown, at: string, depth: number) => {
      const { node, pointer: where } = this.#resolve(raw, at);
      if (!node || depth > 8) return;
      found.push({ node, pointer: where });
      for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
        const list = node[keyword];
        if (Array.isArray(list)) list.forEach((branch, i) => visit(branch, `${where}/${keyword}/${i}`, depth + 1));
      }
    };
    visit(rawSchema, pointer, 0);
    return found;
  }

  /** A field no schema lists: its type, and the fields under it. */
  #unlisted(id: string, value: unknown, at: string, place: string, depth: number): void {
    const type = jsonType(value);
    this.#observation<'field'>(
      id,
      `field ${at}`,
      () => ({ kind: 'field' as const, at, types: [], count: 0, specPlace: this.#place(place) }),
      (o) => {
        o.count++;
        if (!o.types.includes(type)) o.types.push(type);
        if (this.#samples && o.sample === undefined && type !== 'object' && type !== 'array') {
          const sample = safeSample(at, value);
          if (sample !== undefined) o.sample = sample;
        }
      },
    );
    if (depth >= FIELD_DEPTH) return;
    if (Array.isArray(value)) for (const item of value) this.#unlisted(id, item, `${at}[]`, place, depth + 1);
    else if (value && typeof value === 'object')
      for (const [name, field] of Object.entries(value))
        if (FIELD_NAME.test(name)) this.#unlisted(id, field, `${at}.${name}`, place, depth + 1);
  }
}

/** Whether an error answer names a parameter: in `errors[].field`, or in its message. */
function namesParameter(body: unknown, name: string): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Json;
  if (Array.isArray(b['errors']) && b['errors'].some((e: Json) => e?.['field'] === name)) return true;
  return typeof b['message'] === 'string' && new RegExp(`(^|[^A-Za-z0-9_])${name}($|[^A-Za-z0-9_])`).test(b['message']);
}
