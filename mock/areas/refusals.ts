/** The service's refusals that the member areas answer, each naming the field (and the per-member bound of STORE_LIMITS). */
import type { Refusal } from '../http.ts';
import { STORE_LIMITS } from './types.ts';

/** 403 `INVALID_PARAMETERS` naming the field whose value the mock does not know (reason `UNKNOWN_VALUE`). */
export function unknownRefusal(field: string, value: string): Refusal {
  return {
    status: 403,
    example: 'invalidParameters',
    message: `Invalid parameters (${field} ${value} is not known)`,
    errors: [{ field, reason: 'UNKNOWN_VALUE' }],
  };
}

/** 403 `ACCESS_DENIED` naming the field that points at something the caller may not change. */
export function deniedRefusal(field: string, why: string): Refusal {
  return { status: 403, example: 'accessDenied', message: `Access denied (${why})`, errors: [{ field, reason: 'UNEXPECTED_VALUE' }] };
}

/** 400 when a member already holds STORE_LIMITS.itemsPerMember items of a kind; undefined when there is room. */
export function fullRefusal(count: number, field: string, what: string): Refusal | undefined {
  if (count < STORE_LIMITS.itemsPerMember) return undefined;
  return {
    status: 400,
    example: 'invalidParameters',
    message: `The mock keeps at most ${STORE_LIMITS.itemsPerMember} ${what} per member`,
    errors: [{ field, reason: 'TOO_MANY_ENTRIES' }],
  };
}
