/** Small values the areas' answers share: ids in the service's scrambled format, pages, examples, statuses, times. */
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
