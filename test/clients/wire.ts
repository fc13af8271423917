// Sends the requests an official client of the service sends, as it sends them: its own OAuth 1.0 handshake and
// then each call of a table (test/clients/ruby-calls.ts, test/clients/android-calls.ts), signed PLAINTEXT with the
// OAuth parameters in the query string. Ids come from earlier answers: a call's `keeps` names where its answer
// holds an id that later calls put in their path (`{name}`) or parameters (`{name}` as a whole value).
import { applyPlacement, signRequest } from '../../plugins/oauth1/index.ts';
import { allowAs } from '../mock/proxy/helpers.ts';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of an official client, in our own words: what it sends. */
export interface ClientCall {
  /** The client's method that makes the call. */
  method: string;
  verb: Verb;
  /** The path; `{name}` stands for an id kept from an earlier answer, or one of the `FIXED` values. */
  path: string;
  /** Parameters the client puts in the query string. */
  query?: Record<string, string>;
  /** Fields the client sends as a form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** Ids this call's answer provides: name -> dotted path into the JSON answer (`conversation.id`, `items.0.id`). */
  keeps?: Record<string, string>;
}

export interface Credentials {
  consumerKey: string;
  consumerSecret: string;
}

/**
 * The members of the mock the tables run against (the member who calls, and three others), and the values every
 * table may use without an earlier answer.
 */
export const MEMBERS = [
  { id: '123456_abcdef', name: 'Max Mustermann' },
  { id: '654321_fedcba', name: 'Erika Mustermann' },
  { id: '777777_abc123', name: 'Third Member' },
  { id: '888888_abc123', name: 'Fourth Member' },
] as const;
export const FIXED: Record<string, string> = {
  me: 'me',
  caller: MEMBERS[0].id,
  other: MEMBERS[1].id,
  third: MEMBERS[2].id,
  fourth: MEMBERS[3].id,
};

export interface Outcome {
  call: ClientCall;
  url: string;
  status: number;
  text: string;
  violations: string | null;
}

const sign = { signatureMethod: 'PLAINTEXT' as const };

async function sendSigned(
  baseUrl: string,
  credentials: Credentials & { token?: string; tokenSecret?: string },
  method: string,
  target: string,
  body?: { text: string; contentType: string },
  extra: { callback?: string; verifier?: string } = {},
): Promise<Response> {
  const url = `${baseUrl}${target}`;
  const message = { method, url, body: body?.text, contentType: body?.contentType };
  const signed = signRequest(message, credentials, { ...sign, ...extra });
  const placed = applyPlacement(message, signed, 'query');
  return fetch(placed.url, {
    method,
    headers: { ...(body && { 'content-type': body.contentType }) },
    ...(body && { body: body.text }),
    redirect: 'manual',
  });
}

/** The client's handshake: a request token for `oob`, Allow on the authorization page as `member`, the access token. */
export async function handshake(baseUrl: string, consumer: Credentials, member: string) {
  const requested = await sendSigned(baseUrl, consumer, 'POST', '/v1/request_token', undefined, { callback: 'oob' });
  if (requested.status !== 201 && requested.status !== 200)
    throw new Error(`request token: HTTP ${requested.status} ${await requested.text()}`);
  const token = new URLSearchParams(await requested.text());
  const requestToken = { token: token.get('oauth_token')!, tokenSecret: token.get('oauth_token_secret')! };
  const { pin } = await allowAs(`${baseUrl}/v1/authorize?oauth_token=${encodeURIComponent(requestToken.token)}`, member);
  const exchanged = await sendSigned(baseUrl, { ...consumer, ...requestToken }, 'POST', '/v1/access_token', undefined, { verifier: pin });
  if (exchanged.status !== 201 && exchanged.status !== 200)
    throw new Error(`access token: HTTP ${exchanged.status} ${await exchanged.text()}`);
  const access = new URLSearchParams(await exchanged.text());
  return { ...consumer, token: access.get('oauth_token')!, tokenSecret: access.get('oauth_token_secret')! };
}

function valueAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as any)[key] : undefined), value);
}

/** Every call of `table` in order, each with the ids kept so far; the outcomes in the same order. */
export async function runCalls(baseUrl: string, consumer: Credentials, member: string, table: readonly ClientCall[]): Promise<Outcome[]> {
  const credentials = await handshake(baseUrl, consumer, member);
  const kept: Record<string, string> = { ...FIXED };
  const fill = (text: string) =>
    text.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
      if (!(name in kept)) throw new Error(`no earlier answer gave {${name}}: check the call that keeps it`);
      return kept[name]!;
    });
  const fillAll = (record: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([name, value]) => [name, fill(value)]));
  const outcomes: Outcome[] = [];
  for (const call of table) {
    const path = fill(call.path).split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams(fillAll(call.query)).toString();
    const target = `${path}${query ? `?${query}` : ''}`;
    const body = call.form
      ? { text: new URLSearchParams(fillAll(call.form)).toString(), contentType: 'application/x-www-form-urlencoded' }
      : call.json !== undefined
        ? { text: JSON.stringify(call.json), contentType: 'application/json' }
        : undefined;
    const response = await sendSigned(baseUrl, credentials, call.verb, target, body);
    const text = await response.text();
    outcomes.push({ call, url: target, status: response.status, text, violations: response.headers.get('pronet-violations') });
    if (response.ok && call.keeps && /json/.test(response.headers.get('content-type') ?? '')) {
      const answer = JSON.parse(text);
      for (const [name, dotted] of Object.entries(call.keeps)) {
        const id = valueAt(answer, dotted);
        if (typeof id === 'string' || typeof id === 'number') kept[name] = String(id);
      }
    }
  }
  return outcomes;
}
