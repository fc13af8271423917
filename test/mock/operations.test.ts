// Every operation of the table, called once through the generated client with a valid signed request
// built from the description's examples, and its answer validated against the description (Ajv).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockOperation } from '../../generated/mock-operations.ts';
import { createClient } from '../../generated/client.ts';
import type { MockServer } from '../../mock/server.ts';
import { callsInOrder, initOf, stateRefusal, statefulOperations } from './every-operation.ts';
import { ALL_RIGHTS, handshake, mock, ops, problemsOf } from './helpers.ts';

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
  stateful = await statefulOperations();
});

const calls = callsInOrder;
const init = (o: MockOperation) => initOf(o, postingId);

const lastAnswer = () => last;

describe('every operation, called once with a valid signed request, answers what the description declares', () => {
  it('covers the table', () => {
    expect(calls.length + ops.filter((o) => o.handshakeStep).length).toBe(ops.length);
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls.map((o) => [o.operationId, o] as const))('%s', async (_id, o) => {
    last = undefined;
    const result = await client[o.tag][o.operationId](init(o)).catch((error: unknown) => {
      if (last && stateRefusal(stateful, o, last)) return undefined;
      throw error;
    });
    // Read through a call: TypeScript would keep `last` narrowed to the undefined assigned above.
    const answer = lastAnswer();
    expect(answer, 'the client sent nothing').toBeDefined();
    if (answer && stateRefusal(stateful, o, answer)) {
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
