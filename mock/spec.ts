/**
 * The bundled description (generated/openapi.json) as the mock reads it: named example values (the bodies of
 * the mock's own error answers), and the media type of an operation's response for a status.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { derefIn, operationsById } from '../openapi/walk.ts';
import { DescriptionError, GeneratedFolderError } from './errors.ts';

export const DEFAULT_OPENAPI_PATH = fileURLToPath(new URL('../generated/openapi.json', import.meta.url));

type Json = Record<string, any>;

export interface ErrorBody {
  error_name: string;
  message: string;
  errors?: Array<{ field: string; reason: string }>;
}

export interface Spec {
  readonly document: Json;
  /** The value of a named example (components/examples); throws when the description lacks it. */
  example(name: string): unknown;
  /** An error example's body, with `detail` appended to its message. */
  errorBody(name: string, detail?: string): ErrorBody;
  /** The response an operation declares for a status: the exact code, then its range (4XX), then `default`. */
  response(operationId: string, status: number): Json | undefined;
  /**
   * The media type of `response(operationId, status)`: the first listed. undefined when that response has no
   * content.
   */
  mediaType(operationId: string, status: number): string | undefined;
  /** The schema of a component (components/schemas), or undefined. */
  schema(name: string): Json | undefined;
  /** Whether an operation declares a response for exactly this status (not through a range or `default`). */
  declares(operationId: string, status: number): boolean;
  /** The JSON types of the request body's top-level properties (allOf merged), for reading XML text as values. */
  requestFieldTypes(operationId: string): Readonly<Record<string, string>>;
  /** The names of the request body's top-level properties (allOf, oneOf, anyOf merged), without `id`. */
  requestFields(operationId: string): ReadonlySet<string>;
  /** The names of an operation's query parameters (the path item's and its own). */
  queryParameters(operationId: string): ReadonlySet<string>;
  /**
   * The path prefix of the calls that read their parameters from the query string or the body alike (the root's
   * `x-request-parameters`), or undefined when the description says nothing of it.
   */
  readonly eitherPlacePrefix: string | undefined;
  /** The operation an alias stands for (its `x-alias-of`), or undefined for an operation of its own. */
  aliasOf(operationId: string): string | undefined;
}

export function loadSpec(path: string = DEFAULT_OPENAPI_PATH): Spec {
  let document: Json;
  try {
    document = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new GeneratedFolderError(`cannot read the bundled description ${path} (${(error as Error).message})`);
  }
  const deref = derefIn(document);

  const operations = operationsById(document);
  const operationOf = (operationId: string): Json | undefined => operations.get(operationId)?.operation;
  const queryNames = new Map<string, Set<string>>();
  for (const [operationId, { item, operation }] of operations) {
    const names = new Set<string>();
    for (const parameter of [...(item['parameters'] ?? []), ...(operation['parameters'] ?? [])].map(deref))
      if (parameter?.in === 'query' && typeof parameter.name === 'string') names.add(parameter.name);
    queryNames.set(operationId, names);
  }
  const placement = document['x-request-parameters'];
  const mediaTypes = new Map<string, string | undefined>();
  const requestBodies = new Map<string, { types: Record<string, string>; names: Set<string> }>();
  /** The request body's top-level properties: their JSON types (where declared) and their names. */
  const requestBodyOf = (operationId: string) => {
    const known = requestBodies.get(operationId);
    if (known) return known;
    const found = { types: {} as Record<string, string>, names: new Set<string>() };
    const content = deref(operationOf(operationId)?.['requestBody'])?.content ?? {};
    const collect = (schema: any, depth = 0): void => {
      const s = deref(schema);
      if (!s || typeof s !== 'object' || depth > 10) return;
      for (const [name, property] of Object.entries<any>(s.properties ?? {})) {
        if (name !== 'id') found.names.add(name);
        const type = deref(property)?.type;
        if (typeof type === 'string' && !(name in found.types)) found.types[name] = type;
      }
      for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) collect(part, depth + 1);
    };
    for (const media of Object.values<any>(content)) collect(media?.schema);
    requestBodies.set(operationId, found);
    return found;
  };

  return {
    document,
    example(name) {
      const example = deref(document['components']?.['examples']?.[name]);
      if (!example || !('value' in example))
        throw new DescriptionError(`the description has no example named ${name} (components/examples)`);
      return example.value;
    },
    errorBody(name, detail) {
      const value = this.example(name) as ErrorBody;
      const body: ErrorBody = { ...value };
      if (detail) body.message = `${value.message}: ${detail}`;
      return body;
    },
    response(operationId, status) {
      const responses = operationOf(operationId)?.['responses'] ?? {};
      const code = String(status);
      return deref(responses[code] ?? responses[`${code[0]}XX`] ?? responses['default']);
    },
    mediaType(operationId, status) {
      const key = `${operationId} ${status}`;
      if (mediaTypes.has(key)) return mediaTypes.get(key);
      const found = Object.keys(this.response(operationId, status)?.content ?? {})[0];
      mediaTypes.set(key, found);
      return found;
    },
    schema(name) {
      return deref(document['components']?.['schemas']?.[name]);
    },
    requestFieldTypes(operationId) {
      return requestBodyOf(operationId).types;
    },
    requestFields(operationId) {
      return requestBodyOf(operationId).names;
    },
    queryParameters(operationId) {
      return queryNames.get(operationId) ?? new Set();
    },
    eitherPlacePrefix: typeof placement?.paths === 'string' ? placement.paths : undefined,
    aliasOf(operationId) {
      const target = operationOf(operationId)?.['x-alias-of'];
      return typeof target === 'string' ? target : undefined;
    },
    declares(operationId, status) {
      return String(status) in (operationOf(operationId)?.['responses'] ?? {});
    },
  };
}
