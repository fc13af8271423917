// Every operation of the table, called once through the generated client with a valid signed request
// built from the description's examples, and its answer validated against the description (Ajv).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockOperation } from '../../generated/mock-operations.ts';
import { createClient } from '../../generated/client.ts';
import { AREAS } from '../../mock/areas/index.ts';
import { defaultConfig } from '../../mock/config.ts';
import { loadDescription } from '../../mock/description.ts';
import { DEFAULT_GENERATED_DIR, type MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, doc, handshake, mock, ops, problemsOf } from './helpers.ts';
import { refFollower } from '../../openapi/walk.ts';

let server: MockServer;
let client: ReturnType<typeof createClient> & Record<string, any>;
let last: { status: number; contentType: string | null; text: string } | undefined;
let postingId: number | undefined;
/** The operations a stateful area answers (other than the postings, which this test drives in order). */
let stateful: Map<string, string>;

beforeAll(async () => {
  server = await mock();
  const fetchAndKeep = async (request: Request) => {
    const response = await fetch(request);
    last = { status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() };
    return response;
  };
  const { accessToken } = await handshake(server);
  // A client on that access token that records every answer.
  client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS, fetch: fetchAndKeep });
  client.setToken(accessToken);
});
afterAll(() => server.close());

beforeAll(async () => {
  const states = new Map(AREAS.map((a) => [a.name, a.createState({ now: Date.now, config: defaultConfig([]) })]));
  const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, AREAS, states);
  stateful = new Map([...description.bindings].filter(([, b]) => b.area !== 'postings').map(([id, b]) => [id, b.area]));
});

/**
 * A stateful area may refuse an example's id that its state does not hold (or a request to oneself, or an
 * item an earlier call of this test removed): such a refusal must be one the description declares, with the
 * error body naming a parameter of the call, for an id the area does not know or a value it cannot take.
 */
function stateRefusal(o: MockOperation, answer: { status: number; text: string }): boolean {
  if (!stateful.has(o.operationId) || ![400, 403].includes(answer.status)) return false;
  const body = JSON.parse(answer.text);
  return (
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every((e: any) => ['UNKNOWN_VALUE', 'UNEXPECTED_VALUE'].includes(e.reason))
  );
}

const resolve = refFollower(doc);

/** A value for a parameter: its example, else the first of its (or its schema's) examples, else a sample. */
function sample(p: any): unknown {
  if (p.example !== undefined) return p.example;
  const named = Object.values(p.examples ?? {})[0] as any;
  if (named) return resolve(named).value;
  const schema = resolve(p.schema) ?? {};
  if (schema.examples?.length) return schema.examples[0];
  const type = [schema.type].flat()[0];
  return type === 'integer' || type === 'number' ? 1 : 'mock1';
}

/** Path and required query parameters, and the body of the first media type that has an example. */
function init(o: MockOperation): { params: { path: Record<string, unknown>; query: Record<string, unknown> }; body?: unknown } {
  const item = resolve(doc.paths[o.path]);
  const operation = item[o.method];
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of parameters) {
    if (p.in === 'path') path[p.name] = postingId !== undefined && o.tag === 'vendorJobs' ? postingId : sample(p);
    if (p.in === 'query' && p.required) query[p.name] = sample(p);
  }
  const content = resolve(operation.requestBody)?.content ?? {};
  const json = content['application/json'];
  const example = json && Object.values(json.examples ?? {})[0];
  return { params: { path, query }, ...(example ? { body: resolve(example).value } : {}) };
}

// The table's operations, the handshake excepted (handshake.test.ts); the posting calls in lifecycle order,
// the listings while the posting exists, the delete last.
const ORDER = ['createPosting', 'updatePosting', 'activatePosting', 'deactivatePosting', 'archivePosting'];
// Other deletes go last too, so that the calls on the example ids run before those ids are removed.
const rank = (id: string) => (id === 'deletePosting' ? 1000 : id.startsWith('delete') ? 999 : ORDER.indexOf(id) + 1 || 99);
const calls = ops.filter((o) => !o.handshakeStep).sort((a, b) => rank(a.operationId) - rank(b.operationId));

const lastAnswer = () => last;

describe('every operation, called once with a valid signed request, answers what the description declares', () => {
  it('covers the table', () => {
    expect(calls.length + ops.filter((o) => o.handshakeStep).length).toBe(ops.length);
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls.map((o) => [o.operationId, o] as const))('%s', async (_id, o) => {
    last = undefined;
    const result = await client[o.tag][o.operationId](init(o)).catch((error: unknown) => {
      if (last && stateRefusal(o, last)) return undefined;
      throw error;
    });
    // Read through a call: TypeScript would keep `last` narrowed to the undefined assigned above.
    const answer = lastAnswer();
    expect(answer, 'the client sent nothing').toBeDefined();
    if (answer && stateRefusal(o, answer)) {
      expect(problemsOf(o, answer.status, answer.contentType, answer.text)).toEqual([]);
      return;
    }
    expect(answer!.status, answer!.text).toBeGreaterThanOrEqual(200);
    expect(answer!.status).toBeLessThan(300);
    expect(problemsOf(o, answer!.status, answer!.contentType, answer!.text)).toEqual([]);
    if (answer!.status === 204) expect(answer!.text).toBe('');
    if (o.operationId === 'createPosting') postingId = (result as { posting_id: number }).posting_id;
  });
});
