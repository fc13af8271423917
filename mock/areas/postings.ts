/**
 * The job postings area: the vendor calls over PostingStore (posting-store.ts). The lifecycle calls are found in
 * the operation table by their transitions (create: from null; the others: from a state); the remaining posting
 * calls are named here, and bindAreas fails at start-up when one of them is missing from the description.
 */
import type { MockOperation } from '../../generated/mock-operations.ts';
import { describePostings, PostingStore } from './posting-store.ts';
import type { AreaCall, AreaHandler, StatefulArea } from './types.ts';

/** The value of the operation's (only) path parameter. */
const idOf = (call: AreaCall) => call.params[/\{([^}]+)\}/.exec(call.op.path)?.[1] ?? ''] ?? '';

export const postingsArea: StatefulArea<PostingStore> = {
  name: 'postings',
  createState: ({ now }) => new PostingStore(now),
  bind(state, description) {
    const postings = state.withDescription(describePostings(description.postingLifecycle, description.spec));
    const handlers: Record<string, AreaHandler> = {
      updatePosting: (c) => postings.update(c.member, idOf(c), postings.fieldsOf(c.fields)),
      deletePosting: (c) => postings.delete(c.member, idOf(c)),
      listPostings: (c) => postings.listPostings(c.member, c.query),
      listPostingStatuses: (c) => postings.listStatuses(c.member, c.query),
      listOrders: (c) => postings.listOrders(c.member, c.query),
      listPostingPerformance: (c) => postings.listPerformance(c.member, c.query),
    };
    for (const op of description.operations as MockOperation[]) {
      if (PostingStore.isCreate(op)) handlers[op.operationId] = (c) => postings.create(c.member, postings.fieldsOf(c.fields));
      else if (PostingStore.isTransition(op)) handlers[op.operationId] = (c) => postings.transition(op, c.member, idOf(c));
    }
    return handlers;
  },
  stats: (postings) => ({ postings: postings.size }),
  reset: (postings) => postings.reset(),
  exportState: (postings) => postings.exportState(),
  importState: (postings, value) => postings.importState(value),
};
