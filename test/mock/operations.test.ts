// Every operation of the table, called once through the generated client with a valid signed request
// built from the description's examples, and its answer validated against the description (Ajv).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockOperation } from '../../generated/mock-operations.ts';
import { createClient } from '../../generated/client.ts';
import { AREAS } from '../../mock/areas/index.ts';
import { defaultConfig } from '../../mock/config.ts';
import { loadDescription } from '../../mock/description.ts';
import { DEFAULT_GENERATED_DIR, type MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, callOrder, exampleInit, handshake, mock, ops, problemsOf } from './helpers.ts';

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

const calls = callOrder;

const lastAnswer = () => last;

describe('every operation, called once with a valid signed request, answers what the description declares', () => {
  it('covers the table', () => {
    expect(calls.length + ops.filter((o) => o.handshakeStep).length).toBe(ops.length);
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls.map((o) => [o.operationId, o] as const))('%s', async (_id, o) => {
    last = undefined;
    const result = await client[o.tag]
      [o.operationId](exampleInit(o, postingId !== undefined && o.tag === 'vendorJobs' ? postingId : undefined))
      .catch((error: unknown) => {
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
