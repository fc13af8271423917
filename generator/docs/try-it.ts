// "Try it" for the rendered docs: the data each operation's panel needs (computed here from the bundled
// description) and the page script (generator/docs/try-it-page.ts, bundled with the browser entry of the OAuth 1.0
// plugin), both written inline into the page after Redocly built it (docs-page.ts, finishPage), so that the page stays one offline file.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEFAULT_CONSUMERS } from '../../defaults/mock.ts';
import { GeneratorError } from '../errors.ts';
import type { OpenApiDocument } from '../load.ts';
import { deref, operationsOf, RefError } from '../../openapi/walk.ts';
import type { ViewModel } from '../model.ts';

interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The first example the description gives, or ''. */
  example: string;
}

export interface TryItOperation {
  id: string;
  /** Redoc's section id of the operation: /<tag>/<operationId>, lower case. */
  route: string;
  method: string;
  path: string;
  params: TryItParameter[];
  /** The request body's media type and its named examples, as sent (JSON pretty-printed, forms as written). */
  body: { type: string; examples: Array<[name: string, text: string]> } | null;
  /** The Accept header the call needs (its vendor media type), or null. */
  accept: string | null;
  /** oauth1: consumer and access token; consumer: the handshake calls (consumer, no access token); none. */
  auth: 'oauth1' | 'consumer' | 'none';
}

export interface TryItData {
  operations: TryItOperation[];
  /**
   * The mock's published default consumers (defaults/mock.ts), offered for the handshake. `rights`:
   * the access rights, `null` for all; `test`: marked as a test consumer (its authorization page says so).
   */
  consumers: Array<{ key: string; secret: string; name: string; rights: string[] | null; test: boolean }>;
  handshake: { requestToken: string; authorize: string; accessToken: string };
  /** Where calls go when the page is opened from the file system. */
  defaultBase: string;
}

type Json = Record<string, any>;

/** `deref` for the bundled document, a `$ref` it cannot follow refused as the generator's error. */
function derefOrRefuse(document: OpenApiDocument) {
  return function derefChecked<T = Json>(node: any): T {
    try {
      return deref<T>(document, node);
    } catch (error) {
      if (error instanceof RefError) throw new GeneratorError(`try it: cannot follow ${error.ref}`);
      throw error;
    }
  };
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Try it's data: per operation (the model's: its route, vendor Accept, handshake step, access token), the
 * parameters and request body examples as written in the description; the handshake's paths; the consumers offered.
 */
export function tryItData(document: OpenApiDocument, model: ViewModel, consumers: TryItData['consumers'] = defaultConsumers()): TryItData {
  const deref = derefOrRefuse(document);
  const byId = new Map(model.operations.map((o) => [o.operationId, o]));
  const operations: TryItOperation[] = [];
  for (const { path, method, item, operation: op } of operationsOf(document)) {
    const info = byId.get(op['operationId']);
    if (!info) continue;
    operations.push({
      id: info.operationId,
      route: info.route,
      method,
      path,
      params: parametersOf([...(item['parameters'] ?? []), ...(op['parameters'] ?? [])], deref),
      body: bodyOf(op, deref),
      accept: info.vendorAccept,
      auth:
        info.roles !== null
          ? 'oauth1'
          : info.handshakeStep === 'request_token' || info.handshakeStep === 'access_token'
            ? 'consumer'
            : 'none',
    });
  }
  if (!model.handshake)
    throw new GeneratorError(
      'try it: the description lacks a GET handshake call (x-handshake-step request_token, authorize, access_token)',
    );
  const doc = document as Json;
  const server = deref(doc['servers']?.[0] ?? {});
  const defaultBase = String(Object.values<Json>(server['variables'] ?? {})[0]?.['default'] ?? server['url'] ?? '');
  return { operations, consumers, handshake: model.handshake, defaultBase };
}

/** The mock's published default consumers (defaults/mock.ts), which the page offers for the handshake. */
function defaultConsumers(): TryItData['consumers'] {
  return DEFAULT_CONSUMERS.map(({ key, secret, name, rights, test }) => ({
    key,
    secret,
    name,
    rights: rights === 'all' ? null : [...rights],
    test,
  }));
}

/** Path, query and header parameters with their first example; an operation's own wins over its path item's. */
function parametersOf(raws: unknown[], deref: <T = Json>(node: any) => T): TryItParameter[] {
  const params: TryItParameter[] = [];
  for (const raw of raws) {
    const p = deref(raw);
    if (!['path', 'query', 'header'].includes(p['in'])) continue;
    const schema = deref(p['schema'] ?? {});
    const named = p['examples'] ? Object.values<any>(p['examples']).map((e) => deref(e)['value']) : [];
    const example = p['example'] ?? named[0] ?? schema['examples']?.[0] ?? schema['example'] ?? '';
    const at = params.findIndex((q) => q.name === p['name'] && q.in === p['in']);
    const entry: TryItParameter = { name: p['name'], in: p['in'], required: p['required'] === true, example: text(example) };
    if (at >= 0) params[at] = entry;
    else params.push(entry);
  }
  return params;
}

/** The request body's first media type and its named examples, as sent. */
function bodyOf(op: Json, deref: <T = Json>(node: any) => T): TryItOperation['body'] {
  const content = op['requestBody'] ? (deref(op['requestBody'])['content'] as Json | undefined) : undefined;
  const [type, media] = Object.entries<Json>(content ?? {})[0] ?? [];
  if (!type || !media) return null;
  const json = /json/.test(type);
  const form = type === 'application/x-www-form-urlencoded';
  // A form's example is written as an object of fields; it is sent as form fields, never as JSON.
  const show = (value: unknown) =>
    typeof value === 'string'
      ? value
      : json
        ? JSON.stringify(value, null, 2)
        : form && value && typeof value === 'object'
          ? new URLSearchParams(Object.entries(value).map(([name, field]) => [name, text(field)])).toString()
          : text(value);
  const examples: Array<[string, string]> = Object.entries<any>(media['examples'] ?? {}).map(([name, e]) => [
    name,
    show(deref(e)['value']),
  ]);
  if (!examples.length && media['example'] !== undefined) examples.push(['example', show(media['example'])]);
  return { type, examples };
}

/** The page script, minified; the same source gives the same bytes (generate --check compares them). */
export async function tryItScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./try-it-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).catch((error: Error) => {
    throw new GeneratorError('try it: cannot bundle generator/docs/try-it-page.ts', [error.message]);
  });
  return result.outputFiles[0]!.text;
}
