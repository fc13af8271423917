/** Small values the areas' answers share: ids in the service's scrambled format, pages, examples, statuses, times. */
import { DescriptionError } from '../errors.ts';
import { deref } from '../../openapi/walk.ts';
import type { DescriptionView } from './types.ts';

/** A new id in the service's scrambled format (`<number>_<6 hex digits>`), from a counter of the state. */
export function scrambledId(counter: number): string {
  return `${counter}_${((counter * 2654435761) >>> 0).toString(16).padStart(8, '0').slice(-6)}`;
}

/** The offset/limit page of a list (limit undefined: the whole rest). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultLimit?: number): T[] {
  const offset = Number(query.get('offset') ?? 0) || 0;
  const raw = query.get('limit');
  const limit = raw === null ? defaultLimit : Number(raw);
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** The first value of the operation's named example (a template for the answers). */
export function exampleOf(description: DescriptionView, name: string): any {
  return structuredClone(description.spec.example(name));
}

/**
 * The status of a stateful success answer: the declared code, or for a `2XX` range 204 when the operation
 * answers without a body and 200 otherwise (what Prism answers for the range).
 */
export const okStatus = (op: { successStatus: string; responseFormat: string }): number =>
  /^[0-9]{3}$/.test(op.successStatus) ? Number(op.successStatus) : op.responseFormat === 'none' ? 204 : 200;

export const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The first example value of an operation's parameter (its schema's `examples`, else its `example`): the id the
 * description's examples of that call speak of. Throws naming the operation when the description gives none.
 */
export function parameterExample(description: DescriptionView, operationId: string, name: string): string {
  const op = description.byId.get(operationId);
  const document = description.spec.document;
  const pathItem = op ? deref(document, document['paths']?.[op.path]) : undefined;
  const parameters: unknown[] = [...(pathItem?.parameters ?? []), ...(pathItem?.[op!.method]?.parameters ?? [])];
  for (const raw of parameters) {
    const parameter = deref(document, raw);
    if (parameter?.name !== name) continue;
    const value = parameter.schema?.examples?.[0] ?? parameter.example;
    if (value !== undefined) return String(value);
  }
  throw new DescriptionError(`${operationId} needs an example value of its parameter ${name}`);
}
