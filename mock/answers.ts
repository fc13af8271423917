/**
 * From what a stage decided to what is sent: refusals become the description's named error examples in the
 * media type the operation declares for that status; Prism's validation failures become a list of violations.
 * Every message is short: a detail never carries more than MAX_DETAIL characters of the request.
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import type { AreaAnswer } from './areas/area.ts';
import { json, type Refusal, type Reply } from './http.ts';
import type { PrismAnswer } from './prism.ts';
import type { Spec } from './spec.ts';

/** The longest detail an error message carries (anything the request sent is cut to this). */
export const MAX_DETAIL = 300;

const short = (text: string) => (text.length <= MAX_DETAIL ? text : `${text.slice(0, MAX_DETAIL)}… (${text.length - MAX_DETAIL} more characters)`);

export function refusal(spec: Spec, op: MockOperation | undefined, r: Refusal): Reply {
  const body = spec.errorBody(r.example, r.detail === undefined ? undefined : short(r.detail));
  if (r.message !== undefined) body.message = short(r.message);
  if (r.errors) body.errors = r.errors.slice(0, 20).map((e) => ({ field: short(e.field), reason: e.reason }));
  const declared = op && spec.mediaType(op.operationId, r.status);
  return json(r.status, body, declared && declared.includes('json') ? declared : 'application/json', r.headers);
}

export function areaReply(spec: Spec, op: MockOperation, a: NonNullable<AreaAnswer>): Reply {
  if ('example' in a) return refusal(spec, op, a);
  return json(a.status, a.json, spec.mediaType(op.operationId, a.status) ?? 'application/json');
}

/**
 * Prism's answer; a validation failure gets a body that lists the violations instead of Prism's first example.
 * Prism answers a validation failure 422 when a `4XX` range covers it; a call that documents 400 for its invalid
 * requests (and no 422) answers 400, as the service does.
 */
export function prismReply(spec: Spec, op: MockOperation, prismAnswer: PrismAnswer, explicit: boolean): Reply {
  const documented400 = !explicit && prismAnswer.violations.length > 0 && prismAnswer.status === 422 && !spec.declares(op.operationId, 422) && spec.declares(op.operationId, 400);
  const a = documented400 ? { ...prismAnswer, status: 400 } : prismAnswer;
  if (a.violations.length && !explicit && a.status >= 400) {
    const violations = a.violations.slice(0, 20);
    const errors = violations.map((v) => {
      const property = v.code === 'required' ? /'([^']+)'/.exec(v.message)?.[1] : undefined;
      return { field: short([...v.path.slice(1), ...(property ? [property] : [])].join('.') || v.path[0] || 'request'), reason: v.code === 'required' ? 'MISSING' : 'INVALID_FORMAT' };
    });
    const invalid = spec.example('invalidParameters') as { error_name: string };
    const body = { error_name: invalid.error_name, message: short(`Invalid parameters (${violations.map((v) => v.message).join('; ')})`), errors };
    return json(a.status, body, a.headers['content-type'] ?? spec.mediaType(op.operationId, a.status) ?? 'application/json');
  }
  const headers = { ...a.headers };
  if (a.violations.length) headers['sl-violations'] = JSON.stringify(a.violations).slice(0, 8000);
  return { status: a.status, headers, ...(a.body !== undefined && { body: a.body }) };
}
