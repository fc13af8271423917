// "Try it" for the rendered docs: the data each operation's panel needs (computed here from the bundled
// description) and the page script (generator/docs/try-it-page.ts, bundled with the browser entry of the OAuth 1.0
// plugin), both written inline into the page after Redocly built it (docs-page.ts, finishPage), so that the page stays one offline file.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { defaultConfig } from '../../mock/config.ts';
import { GeneratorError } from '../errors.ts';
import type { OpenApiDocument } from '../load.ts';
import { deref, HTTP_METHODS, RefError } from '../../openapi/walk.ts';

export interface TryItParameter {
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
  /** The mock's test consumers (its defaults, mock/config.ts), offered for the handshake. */
  consumers: Array<{ key: string; secret: string; name: string }>;
  handshake: { requestToken: string; authorize: string; accessToken: string };
  /** Where calls go when the page is opened from the file system. */
  defaultBase: string;
}

type Json = Record<string, any>;

/** Follows local `$ref`s of the bundled document (`#/components/...`). */
function resolver(document: OpenApiDocument) {
  return function follow<T = Json>(node: any): T {
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

export function tryItData(document: OpenApiDocument): TryItData {
  const deref = resolver(document);
  const doc = document as Json;
  const operations: TryItOperation[] = [];
  const steps: Record<string, string> = {};
  for (const [path, rawItem] of Object.entries<Json>(doc['paths'] ?? {})) {
    const item = deref(rawItem);
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op?.['operationId']) continue;
      const params: TryItParameter[] = [];
      for (const raw of [...(item['parameters'] ?? []), ...(op['parameters'] ?? [])]) {
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
      let body: TryItOperation['body'] = null;
      const content = op['requestBody'] ? (deref(op['requestBody'])['content'] as Json | undefined) : undefined;
      const [type, media] = Object.entries<Json>(content ?? {})[0] ?? [];
      if (type && media) {
        const json = /json/.test(type);
        const show = (value: unknown) => (typeof value === 'string' ? value : json ? JSON.stringify(value, null, 2) : text(value));
        const examples: Array<[string, string]> = Object.entries<any>(media['examples'] ?? {}).map(([name, e]) => [name, show(deref(e)['value'])]);
        if (!examples.length && media['example'] !== undefined) examples.push(['example', show(media['example'])]);
        body = { type, examples };
      }
      const vendor = Object.values<Json>(op['responses'] ?? {})
        .flatMap((r) => Object.keys(deref(r)['content'] ?? {}))
        .find((t) => /^application\/vnd\./.test(t));
      const security = (op['security'] ?? doc['security'] ?? []) as Json[];
      const oauth1 = security.some((s) => Object.keys(s).some((name) => deref(doc['components']?.['securitySchemes']?.[name])?.['scheme'] === 'OAuth'));
      const step = op['x-handshake-step'] as string | undefined;
      if (step) steps[`${step}:${method}`] = path;
      const tag = String(op['tags']?.[0] ?? '');
      operations.push({
        id: op['operationId'],
        route: `/${tag.toLowerCase()}/${String(op['operationId']).toLowerCase()}`,
        method,
        path,
        params,
        body,
        accept: vendor ?? null,
        auth: oauth1 ? 'oauth1' : step === 'request_token' || step === 'access_token' ? 'consumer' : 'none',
      });
    }
  }
  const handshakePath = (step: string, fallback: RegExp) =>
    steps[`${step}:get`] ?? operations.find((o) => o.method === 'get' && fallback.test(o.path))?.path ?? null;
  const requestToken = handshakePath('request_token', /\/request_token$/);
  const authorize = handshakePath('authorize', /\/authorize$/);
  const accessToken = handshakePath('access_token', /\/access_token$/);
  if (!requestToken || !authorize || !accessToken) {
    throw new GeneratorError('try it: the description lacks a GET handshake call', [`request token ${requestToken}, authorize ${authorize}, access token ${accessToken}`]);
  }
  const server = deref(doc['servers']?.[0] ?? {});
  const defaultBase = String(Object.values<Json>(server['variables'] ?? {})[0]?.['default'] ?? server['url'] ?? '');
  const consumers = defaultConfig([]).consumers.map(({ key, secret, name }) => ({ key, secret, name: name ?? key }));
  return { operations, consumers, handshake: { requestToken, authorize, accessToken }, defaultBase };
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
