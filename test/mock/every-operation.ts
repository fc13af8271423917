// Every operation of the table called once through the generated client with a valid request built from the
// description's examples: the calls in an order that keeps the stateful ones meaningful, and each call's init.
// Shared by the mock's contract test (operations.test.ts) and the proxy's (test/mock/proxy/).
import type { MockOperation } from '../../generated/mock-operations.ts';
import { AREAS } from '../../mock/areas/index.ts';
import { defaultConfig } from '../../mock/config.ts';
import { loadDescription } from '../../mock/description.ts';
import { DEFAULT_GENERATED_DIR } from '../../mock/server.ts';
import { derefIn } from '../../openapi/walk.ts';
import { doc, ops } from './helpers.ts';

/** The operations a stateful area answers (other than the postings, which the run drives in order). */
export async function statefulOperations(): Promise<Map<string, string>> {
  const states = new Map(AREAS.map((a) => [a.name, a.createState({ now: Date.now, config: defaultConfig([]) })]));
  const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, AREAS, states);
  return new Map([...description.bindings].filter(([, b]) => b.area !== 'postings').map(([id, b]) => [id, b.area]));
}

/**
 * A stateful area may refuse an example's id that its state does not hold (or a request to oneself, or an
 * item an earlier call of the run removed): such a refusal must be one the description declares, with the
 * error body naming a parameter of the call, for an id the area does not know or a value it cannot take.
 */
export function stateRefusal(stateful: ReadonlyMap<string, string>, o: MockOperation, answer: { status: number; text: string }): boolean {
  // A 404 the call declares for an id it does not know (validateRecipient's invalid recipient).
  const declared = doc.paths[o.path]?.[o.method]?.responses?.[String(answer.status)];
  if (stateful.has(o.operationId) && answer.status === 404 && declared) return typeof JSON.parse(answer.text).error_name === 'string';
  if (!stateful.has(o.operationId) || ![400, 403].includes(answer.status)) return false;
  const body = JSON.parse(answer.text);
  return (
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every((e: any) => ['UNKNOWN_VALUE', 'UNEXPECTED_VALUE'].includes(e.reason))
  );
}

const deref = derefIn(doc);

/** A value for a parameter: its example, else the first of its (or its schema's) examples, else a sample. */
function sample(p: any): unknown {
  if (p.example !== undefined) return p.example;
  const named = Object.values(p.examples ?? {})[0] as any;
  if (named) return deref(named).value;
  const schema = deref(p.schema) ?? {};
  if (schema.examples?.length) return schema.examples[0];
  const type = [schema.type].flat()[0];
  return type === 'integer' || type === 'number' ? 1 : 'mock1';
}

/**
 * Path and required query parameters, and the body of the first media type that has an example; `postingId` (the
 * posting the run created) for the vendor calls' path.
 */
export function initOf(
  o: MockOperation,
  postingId?: number,
): { params: { path: Record<string, unknown>; query: Record<string, unknown> }; body?: unknown } {
  const item = deref(doc.paths[o.path]);
  const operation = item[o.method];
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(deref);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of parameters) {
    if (p.in === 'path') path[p.name] = postingId !== undefined && o.tag === 'vendorJobs' ? postingId : sample(p);
    if (p.in === 'query' && p.required) query[p.name] = sample(p);
  }
  const content = deref(operation.requestBody)?.content ?? {};
  const json = content['application/json'];
  const example = json && Object.values(json.examples ?? {})[0];
  return { params: { path, query }, ...(example ? { body: deref(example).value } : {}) };
}

// The table's operations, the handshake excepted; the posting calls in lifecycle order, the listings while the
// posting exists, the delete last.
const ORDER = ['createPosting', 'updatePosting', 'activatePosting', 'deactivatePosting', 'archivePosting'];
// Other deletes go last too, so that the calls on the example ids run before those ids are removed.
const rank = (id: string) => (id === 'deletePosting' ? 1000 : id.startsWith('delete') ? 999 : ORDER.indexOf(id) + 1 || 99);

/** Every operation but the handshake's, in the order of the run. */
export const callsInOrder: readonly MockOperation[] = ops
  .filter((o) => !o.handshakeStep)
  .sort((a, b) => rank(a.operationId) - rank(b.operationId));
