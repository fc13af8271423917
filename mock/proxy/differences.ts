/**
 * Where a request or an answer departs from the description: Prism's own validators (`validateInput`,
 * `validateOutput`, as Prism's proxy mode runs them) on the operations Prism read from the bundled description, each
 * diagnostic made a Difference (types.ts) that names the operation, the place in the data (`body.person.id`) and the
 * place in the description that disagrees: the schema walked along the data path to the property, as a spec file,
 * line and column (openapi/places.ts) where the spec folder is at hand, else as `openapi.json#/pointer`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateInput, validateOutput } from '@stoplight/prism-http/dist/validator/index.js';
import type { IHttpOperation } from '@stoplight/types';
import type { MockOperation } from '../../generated/mock-operations.ts';
import { atPointer, escapeSegment, pointerOf, tryDerefLocated } from '../../openapi/walk.ts';
import type { Difference } from './types.ts';

type Json = Record<string, any>;

/** A diagnostic as Prism's validators give it. */
interface Diagnostic {
  path?: Array<string | number>;
  code?: string | number;
  message: string;
  severity: number;
}

interface ValidatedRequest {
  method: string;
  /** The path as sent (commas encoded, as Prism splits path parameters at them). */
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Parsed JSON, the fields of XML, or the text of a form body; undefined without one. */
  body: unknown;
}

interface ValidatedResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Prism's message for a status the operation does not describe (a warning outside 2XX, yet a difference). */
const UNKNOWN_STATUS = 'Unable to match the returned status code';
const UNKNOWN_MEDIA_TYPE = 'The received media type';

/** The diagnostics of a validator; one for a validator that throws (a content type it cannot parse, say). */
function diagnosticsOf(validate: () => { _tag: string; left?: unknown }): Diagnostic[] {
  try {
    const result = validate();
    return result._tag === 'Left' ? ((result.left as Diagnostic[]) ?? []) : [];
  } catch (error) {
    return [{ path: ['body'], message: `Prism cannot validate it: ${(error as Error).message}`, severity: 0 }];
  }
}

/** A spec place from a pointer into the bundled description. */
type Placer = (pointer: string) => string;

/**
 * The places of the spec folder next to the generated folder (`<generatedDir>/../spec/openapi.yaml`, a checkout), or,
 * without it (the installed package), `openapi.json#/pointer`.
 */
export async function placerFor(generatedDir: string): Promise<Placer> {
  const fallback: Placer = (pointer) => `openapi.json${pointer}`;
  const root = dirname(generatedDir.replace(/[\\/]+$/, ''));
  if (!existsSync(join(root, 'spec', 'openapi.yaml'))) return fallback;
  try {
    // Not part of the mock's package (it needs the yaml parser): present in a checkout only.
    const places = (await import(/* @vite-ignore */ PLACES_MODULE)) as typeof import('../../openapi/places.ts');
    return (pointer) => {
      try {
        return places.specPlace(root, pointer);
      } catch {
        return fallback(pointer);
      }
    };
  } catch {
    return fallback;
  }
}
// A specifier the package build does not rewrite (it leaves the module out of the mock's package).
const PLACES_MODULE = ['..', '..', 'openapi', 'places.ts'].join('/');

export class Differences {
  readonly #doc: Json;
  readonly #prism: ReadonlyMap<string, IHttpOperation>;
  readonly #place: Placer;

  constructor(doc: Json, prismOperations: readonly IHttpOperation[], place: Placer) {
    this.#doc = doc;
    this.#prism = new Map(prismOperations.map((o) => [String(o.iid ?? o.id), o]));
    this.#place = place;
  }

  /** Prism's validateInput on a request as the client sent it (the OAuth parameters left out). */
  request(op: MockOperation, request: ValidatedRequest): Difference[] {
    const resource = this.#prism.get(op.operationId);
    if (!resource) return [];
    const element = {
      method: request.method.toLowerCase() as 'get',
      url: { path: request.path, query: request.query },
      headers: request.headers,
      body: request.body,
    };
    const found = diagnosticsOf(() => validateInput({ resource, element }) as any).filter((d) => d.severity === 0);
    return found.map((d) => this.#difference(op, 'request', d, undefined, request.headers['content-type']));
  }

  /** Prism's validateOutput on an answer. */
  response(op: MockOperation, response: ValidatedResponse): Difference[] {
    const resource = this.#prism.get(op.operationId);
    if (!resource) return [];
    // Prism matches any status to `default`: a success or redirection that only `default` covers is undescribed
    // (compared with the default's schema, its body would only repeat that).
    const codes = resource.responses.map((r) => r.code);
    const status = String(response.status);
    if (
      response.status < 400 &&
      !codes.includes(status) &&
      !codes.some((c) => c.toUpperCase() === `${status[0]}XX`) &&
      codes.includes('default')
    ) {
      const message = `${UNKNOWN_STATUS} with those defined in the document: ${codes.join(',')} (only default covers ${status})`;
      return [this.#difference(op, 'response', { message, severity: 0 }, response.status, undefined)];
    }
    const element = { statusCode: response.status, headers: response.headers, body: response.body };
    const found = diagnosticsOf(() => validateOutput({ resource, element }) as any).filter(
      (d) => d.severity === 0 || d.message.startsWith(UNKNOWN_STATUS),
    );
    return found.map((d) => this.#difference(op, 'response', d, response.status, response.headers['content-type']));
  }

  #difference(
    op: MockOperation,
    side: Difference['side'],
    d: Diagnostic,
    status: number | undefined,
    contentType: string | undefined,
  ): Difference {
    const path = (d.path ?? []).map(String);
    let kind: Difference['kind'];
    if (d.message.startsWith(UNKNOWN_STATUS)) kind = 'status';
    else if (d.message.startsWith(UNKNOWN_MEDIA_TYPE) || String(d.code) === '415') kind = 'media-type';
    else if (path[0] === 'query' || path[0] === 'path' || path[0] === 'body') kind = path[0];
    else if (path[0] === 'header' || path[0] === 'headers') kind = 'header';
    else kind = 'body';
    if (kind === 'header') path[0] = 'header';
    const at = kind === 'status' ? 'status' : kind === 'media-type' ? 'header.content-type' : path.length ? path.join('.') : kind;
    const pointer = this.#pointer(op, side, kind, path.slice(1), status, contentType, d);
    return {
      operationId: op.operationId,
      side,
      kind,
      at,
      message: oneLine(d.message),
      ...(status !== undefined && { status }),
      specPlace: this.#place(pointer),
    };
  }

  /** The pointer, in the bundled description, of the part that disagrees. */
  #pointer(
    op: MockOperation,
    side: Difference['side'],
    kind: Difference['kind'],
    dataPath: string[],
    status: number | undefined,
    contentType: string | undefined,
    d: Diagnostic,
  ): string {
    const operation = `#${pointerOf(['paths', op.path, op.method])}`;
    if (side === 'request') {
      if (kind === 'body' || kind === 'media-type') {
        const body = this.#follow(`${operation}/requestBody`);
        if (!body.node) return operation;
        if (kind === 'media-type') return `${body.pointer}/content`;
        const media = mediaTypeKey(body.node.content, contentType);
        return media === undefined
          ? `${body.pointer}/content`
          : this.#schemaAt(`${body.pointer}/content/${escapeSegment(media)}/schema`, dataPath, d);
      }
      const name = dataPath[0] ?? '';
      for (const owner of [operation, `#${pointerOf(['paths', op.path])}`]) {
        const list = atPointer(this.#doc, `${owner}/parameters`);
        if (!Array.isArray(list)) continue;
        for (let i = 0; i < list.length; i++) {
          const parameter = this.#follow(`${owner}/parameters/${i}`);
          const same =
            kind === 'header' ? String(parameter.node?.name).toLowerCase() === name.toLowerCase() : parameter.node?.name === name;
          if (parameter.node?.in === kind && same)
            return parameter.node.schema ? this.#schemaAt(`${parameter.pointer}/schema`, dataPath.slice(1), d) : parameter.pointer;
        }
      }
      return `${operation}/parameters`;
    }
    if (kind === 'status' || status === undefined) return `${operation}/responses`;
    const responses = atPointer(this.#doc, `${operation}/responses`) as Json | undefined;
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => responses?.[c] !== undefined);
    if (code === undefined) return `${operation}/responses`;
    const response = this.#follow(`${operation}/responses/${code}`);
    if (kind === 'media-type') return `${response.pointer}/content`;
    if (kind === 'header') {
      const headers = response.node?.headers as Json | undefined;
      const name = Object.keys(headers ?? {}).find((h) => h.toLowerCase() === (dataPath[0] ?? '').toLowerCase());
      return name === undefined ? response.pointer : this.#follow(`${response.pointer}/headers/${escapeSegment(name)}`).pointer;
    }
    const media = mediaTypeKey(response.node?.content, contentType);
    return media === undefined
      ? response.pointer
      : this.#schemaAt(`${response.pointer}/content/${escapeSegment(media)}/schema`, dataPath, d);
  }

  /** A node and its pointer, its local `$ref`s followed. */
  #follow(pointer: string): { pointer: string; node: Json | undefined } {
    return tryDerefLocated<Json>(this.#doc, atPointer(this.#doc, pointer), pointer);
  }

  /** The schema at `pointer` walked along a data path: properties, items, the branches of allOf/oneOf/anyOf. */
  #schemaAt(pointer: string, dataPath: readonly string[], d: Diagnostic): string {
    let current = this.#follow(pointer);
    for (const key of dataPath) {
      const next = this.#child(current, key);
      if (!next) break;
      current = next;
    }
    // A required property that is missing: the schema's `required` list names it.
    const missing = /required property '([^']+)'/.exec(d.message)?.[1];
    if (missing) {
      const holder = this.#child(current, missing)
        ? current
        : this.#branchWith(current, (s) => Array.isArray(s.required) && s.required.includes(missing));
      if (holder && Array.isArray(holder.node?.required)) return `${holder.pointer}/required`;
    }
    return current.pointer;
  }

  #child(schema: { pointer: string; node: Json | undefined }, key: string): { pointer: string; node: Json | undefined } | undefined {
    const node = schema.node;
    if (!node || typeof node !== 'object') return undefined;
    if (/^[0-9]+$/.test(key) && node.items && typeof node.items === 'object') return this.#follow(`${schema.pointer}/items`);
    if (node.properties?.[key] !== undefined) return this.#follow(`${schema.pointer}/properties/${escapeSegment(key)}`);
    for (const combinator of ['allOf', 'oneOf', 'anyOf']) {
      const branches = node[combinator];
      if (!Array.isArray(branches)) continue;
      for (let i = 0; i < branches.length; i++) {
        const found = this.#child(this.#follow(`${schema.pointer}/${combinator}/${i}`), key);
        if (found) return found;
      }
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      return this.#follow(`${schema.pointer}/additionalProperties`);
    return undefined;
  }

  #branchWith(schema: { pointer: string; node: Json | undefined }, test: (s: Json) => boolean) {
    if (schema.node && test(schema.node)) return schema;
    for (const combinator of ['allOf', 'oneOf', 'anyOf']) {
      const branches = schema.node?.[combinator];
      if (!Array.isArray(branches)) continue;
      for (let i = 0; i < branches.length; i++) {
        const branch = this.#follow(`${schema.pointer}/${combinator}/${i}`);
        if (branch.node && test(branch.node)) return branch;
      }
    }
    return undefined;
  }
}

/** The key of `content` that a content type selects: the same media type, else the first one. */
function mediaTypeKey(content: Json | undefined, contentType: string | undefined): string | undefined {
  const keys = Object.keys(content ?? {});
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return keys.find((k) => k.toLowerCase() === type) ?? keys[0];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/**
 * Logs each difference once per operation, side, kind and spec place: one line naming the call, what differs and
 * where the description says otherwise.
 */
export class DifferenceLog {
  readonly #seen = new Set<string>();
  readonly #write: (line: string) => void;
  /** The keys kept, at most: past it, differences are still reported to listeners but the log may repeat one. */
  static readonly LIMIT = 10_000;

  constructor(write: (line: string) => void) {
    this.#write = write;
  }

  report(method: string, path: string, difference: Difference): void {
    const key = `${difference.operationId}\0${difference.side}\0${difference.kind}\0${difference.specPlace}`;
    if (this.#seen.has(key)) return;
    if (this.#seen.size >= DifferenceLog.LIMIT) this.#seen.clear();
    this.#seen.add(key);
    const status = difference.status === undefined ? '' : ` ${difference.status}`;
    this.#write(
      `proxy: ${method.toUpperCase()} ${path} ${difference.operationId}: ${difference.side}${status} ${difference.at}: ${difference.message} (${difference.specPlace})`,
    );
  }
}
