// A client run of every operation but the handshake, once each, with the description's examples (as the mock's own
// contract test calls them), against any base URL: a mock, or a proxy in front of one. Each answer is kept.
import { createClient } from '../../../generated/client.ts';
import type { MockOperation } from '../../../generated/mock-operations.ts';
import { callsInOrder, initOf } from '../every-operation.ts';

/** The call that creates a posting: its lifecycle transition starts from no posting. */
const createsPosting = (o: MockOperation) => o.transitions.some((t) => t.from === null && t.to !== null);

/** For a hook that runs every operation (and starts a mock): more than a hook's usual minute on a loaded machine. */
export const EVERY_OPERATION_TIMEOUT = 180_000;

export interface Answer {
  operation: MockOperation;
  status: number;
  contentType: string | null;
  text: string;
}

/**
 * Calls every operation through the generated client on `baseUrl`, signed with `credentials` and the access token;
 * the vendor calls on the posting that the run creates. Error answers are kept like any other (the client's throw
 * is caught); a call that sent nothing throws.
 */
export async function callEveryOperation(
  baseUrl: string,
  credentials: { consumerKey: string; consumerSecret: string },
  accessToken: Parameters<ReturnType<typeof createClient>['setToken']>[0],
): Promise<Answer[]> {
  let last: Omit<Answer, 'operation'> | undefined;
  const client = createClient({
    baseUrl,
    credentials,
    fetch: async (request: Request) => {
      const response = await fetch(request);
      last = { status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() };
      return response;
    },
  }) as ReturnType<typeof createClient> & Record<string, any>;
  client.setToken(accessToken);
  // Read through a call: TypeScript would keep `last` narrowed to the undefined assigned in the loop.
  const lastAnswer = () => last;
  const answers: Answer[] = [];
  let postingId: number | undefined;
  for (const operation of callsInOrder) {
    last = undefined;
    const result = await client[operation.tag][operation.operationId](initOf(operation, postingId)).catch(() => undefined);
    const answer = lastAnswer();
    if (!answer) throw new Error(`${operation.operationId}: the client sent nothing`);
    answers.push({ operation, ...answer });
    if (createsPosting(operation) && result) postingId = (result as { posting_id: number }).posting_id;
  }
  return answers;
}
