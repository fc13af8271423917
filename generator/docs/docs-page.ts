// Last touches on the decorated copy that Redocly renders (after generator/docs/decorate.ts), and on the page it wrote
// (finishPage):
//   - responses in the order a reader looks for them: success first, then the errors, `default` last;
//   - the server shown is the one that serves the page (a relative URL, which Redoc resolves against the page);
//   - links to download the description (JSON and YAML) at the top;
//   - `x-codeSamples` on every operation (TypeScript with the generated client, curl, the `pronet` CLI), from the
//     same examples that prefill "Try it"; Redoc shows them with a copy button;
//   - each description opens with the call's method, path and operationId, which Redoc's search then finds;
//   - the menu and section links that Redoc's server rendering writes as paths (`/users`) become the hash routes
//     its client reads (`#/users`), so that they work in the static file, on any host, and opened in a new tab.
import { stringifyYaml } from '@redocly/openapi-core';
import type { OpenApiDocument } from '../load.ts';
import { asLatin1 } from './docs.ts';
import { GeneratorError } from '../errors.ts';
import { operationsIn, pathItemsOf } from '../../openapi/walk.ts';
import type { TryItData, TryItOperation } from './try-it.ts';

type Json = Record<string, any>;

/** Where the plain description sits, relative to the page (see FEED_HREF in generator/docs/decorate.ts). */
const DOWNLOADS = { json: '../openapi.json', yaml: '../openapi.yaml' };

/** 2XX before 1XX/3XX before 4XX/5XX, `default` last; the order within a class stays as written. */
function responseRank(code: string): number {
  if (code === 'default') return 9;
  const first = code[0];
  return first === '2' ? 0 : first === '1' || first === '3' ? 1 : 2;
}

/** The responses in reading order (where JavaScript's key order allows it: see success-first in try-it-page.ts). */
function successFirst(responses: Json): Json {
  const sorted = Object.keys(responses).sort((a, b) => responseRank(a) - responseRank(b));
  return Object.fromEntries(sorted.map((code) => [code, responses[code]]));
}

export function finishForDocs(document: OpenApiDocument, data: TryItData): OpenApiDocument {
  const doc = document as Json;
  const byId = new Map(data.operations.map((op) => [op.id, op]));
  const relative = (server: Json) => ({ url: '/', description: server['description'] ?? '' });
  if (Array.isArray(doc['servers'])) doc['servers'] = doc['servers'].map(relative);
  // In place: the document is the docs' own copy (decorateForDocs). A path item that is a `$ref` is taken as written.
  for (const { item } of pathItemsOf(doc, { pathRefs: 'keep' })) {
    if (Array.isArray(item['servers'])) item['servers'] = item['servers'].map(relative);
    for (const { operation: op } of operationsIn(item)) {
      if (!op['operationId']) continue;
      if (Array.isArray(op['servers'])) op['servers'] = op['servers'].map(relative);
      if (op['responses']) op['responses'] = successFirst(op['responses']);
      const tryIt = byId.get(op['operationId']);
      if (tryIt) op['x-codeSamples'] = codeSamples(tryIt, String(op['tags']?.[0] ?? ''));
      // Redoc's search reads summaries and descriptions: the call's method, path and operationId make it findable by them.
      if (tryIt)
        op['description'] = `\`${tryIt.method.toUpperCase()} ${tryIt.path}\` · operationId \`${tryIt.id}\`\n\n${op['description'] ?? ''}`;
    }
  }
  const info = (doc['info'] ??= {}) as Json;
  info['description'] = `${downloadLine()}\n\n${info['description'] ?? ''}`;
  return document;
}

function downloadLine(): string {
  return `Download the description: <a href="${DOWNLOADS.json}" download="openapi.json">openapi.json</a> · <a href="${DOWNLOADS.yaml}" download="openapi.yaml">openapi.yaml</a>`;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A JavaScript literal for an example value: JSON text stays an object literal, anything else a string. */
function literal(text: string, json: boolean, indent: string): string {
  if (json) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2).replace(/\n/g, `\n${indent}`);
    } catch {
      // not JSON after all: a string
    }
  }
  return JSON.stringify(text);
}

function fill(op: TryItOperation): { path: string; query: URLSearchParams } {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(p.example || `<${p.name}>`));
    else if (p.in === 'query' && (p.required || p.example)) query.append(p.name, p.example);
  }
  return { path, query };
}

export function codeSamples(op: TryItOperation, namespace: string): Array<{ lang: string; label: string; source: string }> {
  const { path, query } = fill(op);
  const body = op.body?.examples[0]?.[1];
  const json = !!op.body && /json/.test(op.body.type);

  const groups: Record<'path' | 'query' | 'header', string[]> = { path: [], query: [], header: [] };
  for (const p of op.params) {
    if (!p.required && !p.example) continue;
    groups[p.in].push(`${/^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name)}: ${JSON.stringify(p.example)}`);
  }
  const params = Object.entries(groups)
    .filter(([, fields]) => fields.length)
    .map(([where, fields]) => `${where}: { ${fields.join(', ')} }`);
  const init: string[] = [];
  if (params.length) init.push(`  params: { ${params.join(', ')} },`);
  if (body !== undefined) init.push(`  body: ${literal(body, json, '  ')},`);
  const call = `client.${namespace}.${op.id}(${init.length ? `{\n${init.join('\n')}\n}` : ''})`;
  const typescript = [
    `import { createClient } from 'pronet-api';`,
    ``,
    `const client = createClient({ baseUrl: 'http://127.0.0.1:4010', credentials: { consumerKey, consumerSecret, token, tokenSecret } });`,
    `const data = await ${call};`,
  ].join('\n');

  const url = `http://127.0.0.1:4010${path}${query.size ? `?${query}` : ''}`;
  // The comment stands on its own line: a backslash at its end would not continue the command.
  const comment =
    op.auth !== 'none' ? '# $AUTHORIZATION: an OAuth 1.0 header signed for this method and URL (the signer of pronet-api/oauth1)\n' : '';
  const curl = [
    `${comment}curl -X ${op.method.toUpperCase()} ${quote(url)}`,
    ...(op.auth !== 'none' ? [`  -H "Authorization: $AUTHORIZATION"`] : []),
    ...(op.accept ? [`  -H ${quote(`Accept: ${op.accept}`)}`] : []),
    ...op.params.filter((p) => p.in === 'header' && p.example).map((p) => `  -H ${quote(`${p.name}: ${p.example}`)}`),
    ...(body !== undefined ? [`  -H ${quote(`Content-Type: ${op.body!.type}`)}`, `  --data ${quote(body)}`] : []),
  ].join(' \\\n');

  const cli = [`pronet call ${op.method.toUpperCase()} ${path}`];
  for (const [name, value] of query) cli.push(quote(`${name}=${value}`));
  if (body !== undefined) {
    if (json) cli.push(`--json ${quote(compact(body))}`);
    else for (const [name, value] of new URLSearchParams(body)) cli.push(quote(`${name}=${value}`));
  }
  for (const p of op.params.filter((q) => q.in === 'header' && q.example)) cli.push(`--header ${quote(`${p.name}: ${p.example}`)}`);

  return [
    { lang: 'TypeScript', label: 'TypeScript', source: typescript },
    { lang: 'Shell', label: 'curl', source: curl },
    { lang: 'Shell', label: 'pronet CLI', source: cli.join(' ') },
  ];
}

function compact(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * Rewrites `href="/route"` to `href="#/route"` for the routes Redoc renders as sections (tags, operations, the
 * Markdown sections of the introduction, `/` itself).
 */
function hashLinks(html: string, routes: Iterable<string>): string {
  const known = new Set(routes);
  return html.replace(/(<a\b[^>]*?\bhref=")(\/[^"#?]*)"/g, (whole, start: string, route: string) =>
    known.has(route) || route.startsWith('/section/') ? `${start}#${route}"` : whole,
  );
}

/** generated/openapi.yaml: the same bundle as openapi.json, for readers who want YAML. */
export function descriptionYaml(document: OpenApiDocument): string {
  return stringifyYaml(document, { lineWidth: -1, noRefs: true });
}

/** Inline text that cannot end the script element it sits in. */
const inline = (source: string) => source.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The rendered page finished (Latin-1 text, docs.ts PageEdit): its section links as hash routes, and Try it's data
 * and the page script at the end of its body.
 */
export function finishPage(page: string, data: TryItData, script: string): string {
  const at = page.lastIndexOf('</body>');
  if (at < 0) throw new GeneratorError('try it: the rendered page has no </body>');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const added = `<script id="pn-try-data" type="application/json">${json}</script>\n<script>${inline(script)}</script>\n`;
  return hashLinks(page.slice(0, at), routesOf(data).map(asLatin1)) + asLatin1(added) + page.slice(at);
}

/** Redoc's section routes: `/`, each tag, each operation (Markdown sections are matched by their prefix). */
function routesOf(data: TryItData): string[] {
  return [
    '/',
    ...new Set(data.operations.map((op) => op.route.slice(0, op.route.indexOf('/', 1)))),
    ...data.operations.map((op) => op.route),
  ];
}
