// Shared by the mock's contract tests: start a mock, drive the authorization page like a browser, sign
// crafted requests with the plugin, and validate answers against the bundled description with Ajv.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createClient } from '../../generated/client.ts';
import { mockOperations, type MockOperation } from '../../generated/mock-operations.ts';
import { operations } from '../../generated/operations.ts';
import { applyPlacement, signRequest, type Placement, type SignOptions } from '../../plugins/oauth1/index.ts';
import { mockOperationsOf } from '../../mock/generated.ts';
import { startMock, type MockOptions, type MockServer } from '../../mock/server.ts';
import { DEFAULT_OPENAPI_PATH } from '../../mock/spec.ts';
import { atPointer, escapeSegment } from '../../openapi/walk.ts';

export const doc = JSON.parse(readFileSync(DEFAULT_OPENAPI_PATH, 'utf8'));
/** The operation table as the mock reads it (with its examples and transitions). */
export const ops = mockOperationsOf(operations, mockOperations, 'generated/');
export const op = (id: string) => ops.find((o) => o.operationId === id)!;
export const VENDOR = op('listPostings').vendorAccept!;

/** The default consumers and members (mock/config.ts). */
export const ALL_RIGHTS = { consumerKey: '84ea471edca164b18325', consumerSecret: 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10' };
export const USERS_ONLY = { consumerKey: 'test-consumer', consumerSecret: 'test-secret' };
export const MAX = '123456_abcdef';
export const ERIKA = '654321_fedcba';

export async function mock(options: MockOptions = {}): Promise<MockServer> {
  return startMock({ port: 0, host: '127.0.0.1', ...options });
}

// ---------------------------------------------------------------------------------------------------------
// The authorization page, driven with plain fetch.

export interface PageForm {
  action: string;
  fields: Array<[string, string]>;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The forms of a page: action and the fields a browser would send (hidden inputs, the checked radio). */
export function formsOf(html: string): Array<PageForm & { buttons: Array<[string, string]>; radios: string[] }> {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => {
    const attr = (tag: string, name: string) => unescape(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
    const fields: Array<[string, string]> = [];
    const radios: string[] = [];
    for (const [tag] of inner!.matchAll(/<input[^>]*>/g)) {
      if (tag.includes('type="hidden"')) fields.push([attr(tag, 'name'), attr(tag, 'value')]);
      if (tag.includes('type="radio"')) radios.push(attr(tag, 'value'));
    }
    const buttons = [...inner!.matchAll(/<button[^>]*>/g)].map(([tag]) => [attr(tag, 'name'), attr(tag, 'value')] as [string, string]);
    return { action: unescape(action!), fields, buttons, radios };
  });
}

/**
 * Opens the authorization page and submits it like a browser: the main form with `member` picked and the
 * button `decision` pressed ('continue' uses the "already authorized" form of that member).
 */
export async function submitAuthorization(pageUrl: string, member: string, decision: 'allow' | 'deny' | 'continue'): Promise<Response> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`authorization page: HTTP ${page.status} ${await page.text()}`);
  const forms = formsOf(await page.text());
  const chosen =
    decision === 'continue'
      ? forms.find((f) => f.fields.some(([n, v]) => n === 'member' && v === member))
      : forms.find((f) => f.buttons.some(([, v]) => v === decision));
  if (!chosen) throw new Error(`authorization page: no form to ${decision} as ${member}`);
  const body = new URLSearchParams(chosen.fields);
  if (decision !== 'continue') body.set('member', member);
  body.set('decision', decision);
  return fetch(new URL(chosen.action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
}

/** The full handshake through the generated client; returns the client, now holding the access token. */
export async function handshake(server: MockServer, consumer = ALL_RIGHTS, member = MAX, callback = 'https://example.com/oauth/callback') {
  const client = createClient({ baseUrl: server.url, credentials: consumer });
  const requestToken = await client.handshake.requestToken(callback);
  const answer = await submitAuthorization(client.handshake.authorizationUrl(requestToken), member, 'allow');
  let verifier: string;
  if (callback === 'oob') {
    verifier = /id="oauth_verifier">([^<]+)</.exec(await answer.text())![1]!;
  } else {
    verifier = new URL(answer.headers.get('location')!).searchParams.get('oauth_verifier')!;
  }
  const accessToken = await client.handshake.accessToken(requestToken, verifier);
  return { client, accessToken, requestToken, verifier };
}

// ---------------------------------------------------------------------------------------------------------
// Crafted signed requests.

export interface Crafted {
  method?: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  credentials: { consumerKey: string; consumerSecret: string; token?: string; tokenSecret?: string };
  sign?: SignOptions;
  placement?: Placement;
  /** Changes the request after signing (tampering). */
  tamper?: (r: { url: string; body: string | undefined; headers: Record<string, string> }) => void;
}

/** Signs with the plugin's signRequest, places the parameters, sends with fetch. */
export async function send(server: MockServer, c: Crafted): Promise<Response> {
  const method = c.method ?? 'GET';
  const url = `${server.url}${c.path}${c.query ? `?${c.query}` : ''}`;
  const message = { method, url, body: c.body, contentType: c.contentType };
  const signed = signRequest(message, c.credentials, c.sign);
  const placed = applyPlacement(message, signed, c.placement ?? 'header');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    ...(c.contentType && { 'content-type': c.contentType }),
    ...c.headers,
    ...placed.headers,
  })) {
    headers[name.toLowerCase()] = value;
  }
  const request = { url: placed.url, body: placed.body, headers };
  c.tamper?.(request);
  return fetch(request.url, {
    method,
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
    redirect: 'manual',
  });
}

export async function errorOf(response: Response): Promise<{ status: number; error_name: string; message: string }> {
  const body = await response.json();
  return { status: response.status, error_name: body.error_name, message: body.message };
}

// ---------------------------------------------------------------------------------------------------------
// Responses against the description.

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...doc, $id: 'doc' });

const pointer = (...keys: string[]) => keys.map(escapeSegment).join('/');

function lookup(path: string): any {
  return atPointer(doc, path);
}

/** The declared response of an operation for a status (exact, range, default), as a JSON pointer. */
function responsePointer(o: MockOperation, status: number): string | undefined {
  const base = `/${pointer('paths', o.path, o.method, 'responses')}`;
  const responses = lookup(base);
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses?.[k]);
  if (!key) return undefined;
  let at = `${base}/${pointer(key)}`;
  while (lookup(at)?.$ref) at = lookup(at).$ref.slice(1);
  return at;
}

/**
 * What is wrong with an answer of `o` against the description: an undeclared status or media type, or a
 * body that its schema refuses (form bodies are checked as their pairs). Empty when it conforms.
 */
export function problemsOf(o: MockOperation, status: number, contentType: string | null, text: string): string[] {
  const at = responsePointer(o, status);
  if (!at) return [`${o.operationId}: status ${status} is not declared`];
  const content = lookup(at).content as Record<string, unknown> | undefined;
  if (!content) return text === '' ? [] : [`${o.operationId} ${status}: a body where the description declares none`];
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (!(type in content))
    return [`${o.operationId} ${status}: media type ${type || '(none)'} is not declared (${Object.keys(content).join(', ')})`];
  let value: unknown = text;
  if (type.includes('json')) value = JSON.parse(text);
  else if (type === 'application/x-www-form-urlencoded') value = Object.fromEntries(new URLSearchParams(text));
  const check = ajv.compile({ $ref: `doc#${at}/content/${pointer(type)}/schema` });
  return check(value) ? [] : (check.errors ?? []).map((e) => `${o.operationId} ${status}: ${e.instancePath || '(body)'} ${e.message}`);
}

export async function problemsOfResponse(o: MockOperation, response: Response): Promise<string[]> {
  return problemsOf(o, response.status, response.headers.get('content-type'), await response.text());
}
