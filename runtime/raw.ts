// What no generated method covers: `client.raw` (the openapi-fetch client) and `client.request(method, path)`.
// Both send through the client's sender; the operation a request matches (runtime/match.ts) decides how it is signed
// and what it accepts, as for the generated methods.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { Sender } from '../plugins/oauth1/browser.ts';
import { findOperation } from './match.ts';
import { acceptOf, outgoing, querySerializer, type RequestSetting } from './request.ts';
import type { CallOptions, RuntimeOperation } from './types.ts';

type Table = Readonly<Record<string, RuntimeOperation>>;

/** The raw openapi-fetch client: its requests go through the same sender (signed, timeouts, retries, logging). */
export function createRaw<Paths extends {}>(setting: RequestSetting, table: Table, sender: Sender): Client<Paths> {
  const { baseUrl } = setting.settings;
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return createFetchClient<Paths>({
    baseUrl,
    querySerializer,
    ...(setting.headers && { headers: setting.headers }),
    fetch: async (input: Request) => {
      const path = new URL(input.url).pathname.slice(basePath.length);
      const op = findOperation(table, input.method, path);
      const body = input.body ? new Uint8Array(await input.arrayBuffer()) : undefined;
      const request = outgoing(setting, op, { method: input.method, path, url: input.url, headers: input.headers, body });
      return sender.send(request, { signal: input.signal, acceptAnyStatus: true });
    },
  });
}

type RequestInit = { headers?: HeadersInit; body?: BodyInit; query?: Record<string, string> } & CallOptions;

/**
 * `client.request(method, path)`: sends a request given by method and path (as `pronet call` does), signed when
 * the client has credentials. Resolves with the response whatever its status.
 */
export function createRequest(setting: RequestSetting, table: Table, sender: Sender) {
  const { baseUrl, urls } = setting.settings;
  return async (method: string, path: string, init: RequestInit = {}): Promise<Response> => {
    const op = findOperation(table, method, path.split('?')[0]!);
    const url = new URL((urls[op?.server ?? 'base_url'] ?? baseUrl) + (path.startsWith('/') ? path : `/${path}`));
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.append(name, value);
    const headers = new Headers(init.headers);
    if (op && !headers.has('accept')) headers.set('accept', acceptOf(op));
    const request = outgoing(setting, op, { method, path, url: url.href, headers, body: init.body });
    return sender.send(request, { signal: init.signal, timeout: init.timeout, maxRetries: init.maxRetries, acceptAnyStatus: true });
  };
}
