/**
 * Matches a request (method + raw path) to an entry of the generated operation table: the matcher that the client
 * and `pronet call` use too (runtime/match.ts, where its tie rule is documented), so both sides agree on a path.
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import { createMatcher, type Matcher } from '../runtime/match.ts';

export type Router = Matcher<MockOperation>;

export function createRouter(operations: Iterable<MockOperation>): Router {
  return createMatcher(operations);
}
