/**
 * The bundled description (generated/openapi.json) as the mock reads it: named example values (the bodies of
 * the mock's own error answers), and the media type of an operation's response for a status.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operationsOf, refFollower } from '../openapi/walk.ts';

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
  /**
   * The media type of the response an operation declares for a status: the exact code, then its range
   * (4XX), then `default`; the first media type listed. undefined when that response has no content.
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
}

export function loadSpec(path: string = DEFAULT_OPENAPI_PATH): Spec {
  let document: Json;
  try {
    document = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`mock: cannot read the bundled description ${path} (run npm run generate): ${(error as Error).message}`);
  }
  const resolve = refFollower(document);

  const operations = new Map<string, Json>();
  for (const { operation } of operationsOf(document)) {
    if (typeof operation['operationId'] === 'string') operations.set(operation['operationId'], operation);
  }
  const mediaTypes = new Map<string, string | undefined>();
  const requestBodies = new Map<string, { types: Record<string, string>; names: Set<string> }>();
  /** The request body's top-level properties: their JSON types (where declared) and their names. */
  const requestBodyOf = (operationId: string) => {
    const known = requestBodies.get(operationId);
    if (known) return known;
    const found = { types: {} as Record<string, string>, names: new Set<string>() };
    const content = resolve(operations.get(operationId)?.['requestBody'])?.content ?? {};
    const collect = (schema: any, depth = 0): void => {
      const s = resolve(schema);
      if (!s || typeof s !== 'object' || depth > 10) return;
      for (const [name, property] of Object.entries<any>(s.properties ?? {})) {
        if (name !== 'id') found.names.add(name);
        const type = resolve(property)?.type;
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
      const example = resolve(document['components']?.['examples']?.[name]);
      if (!example || !('value' in example)) throw new Error(`mock: the description has no example named ${name}`);
      return example.value;
    },
    errorBody(name, detail) {
      const value = this.example(name) as ErrorBody;
      const body: ErrorBody = { ...value };
      if (detail) body.message = `${value.message}: ${detail}`;
      return body;
    },
    mediaType(operationId, status) {
      const key = `${operationId} ${status}`;
      if (mediaTypes.has(key)) return mediaTypes.get(key);
      const responses = operations.get(operationId)?.['responses'] ?? {};
      const code = String(status);
      const response = resolve(responses[code] ?? responses[`${code[0]}XX`] ?? responses['default']);
      const found = Object.keys(response?.content ?? {})[0];
      mediaTypes.set(key, found);
      return found;
    },
    schema(name) {
      return resolve(document['components']?.['schemas']?.[name]);
    },
    requestFieldTypes(operationId) {
      return requestBodyOf(operationId).types;
    },
    requestFields(operationId) {
      return requestBodyOf(operationId).names;
    },
    declares(operationId, status) {
      return String(status) in (operations.get(operationId)?.['responses'] ?? {});
    },
  };
}
