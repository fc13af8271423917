/**
 * From what a stage decided to what is sent: refusals become the description's named error examples in the
 * media type the operation declares for that status; Prism's validation failures become a list of violations.
 * Every message is short: a detail never carries more than MAX_DETAIL characters of the request.
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import type { AreaAnswer } from './areas/types.ts';
import { isRefusal, json, type Refusal, type Reply } from './http.ts';
import type { PrismAnswer } from './prism.ts';
import type { Spec } from './spec.ts';

/** The longest detail an error message carries (anything the request sent is cut to this). */
export const MAX_DETAIL = 300;

const short = (text: string) =>
  text.length <= MAX_DETAIL ? text : `${text.slice(0, MAX_DETAIL)}… (${text.length - MAX_DETAIL} more characters)`;

/**
 * A refusal as sent. INVALID_PARAMETERS is 403 on the general API, as the service answers invalid parameters; on a
 * call that documents 400 for its invalid requests (the vendor interface) the same refusal answers 400.
 */
export function refusal(spec: Spec, op: MockOperation | undefined, r: Refusal): Reply {
  const status = r.example === INVALID_PARAMETERS && r.status === 403 && op ? invalidStatus(spec, op) : r.status;
  const body = spec.errorBody(r.example, r.detail === undefined ? undefined : short(r.detail));
  if (r.message !== undefined) body.message = short(r.message);
  if (r.errors) body.errors = r.errors.slice(0, 20).map((e) => ({ field: short(e.field), reason: e.reason }));
  const declared = op && spec.mediaType(op.operationId, status);
  return json(status, body, declared && declared.includes('json') ? declared : 'application/json', r.headers);
}

export function areaReply(spec: Spec, op: MockOperation, a: NonNullable<AreaAnswer>): Reply {
  if (isRefusal(a)) return refusal(spec, op, a);
  return json(a.status, a.json, spec.mediaType(op.operationId, a.status) ?? 'application/json');
}

/** The service's field-level reasons (the `errors[].reason` values) for the JSON Schema keywords a request breaks. */
const REASONS: Record<string, string> = {
  required: 'MISSING',
  maxLength: 'TOO_LONG',
  minLength: 'TOO_SHORT',
  maxItems: 'TOO_MANY_ENTRIES',
  minimum: 'LOWER_BOUND_EXCEEDED',
  exclusiveMinimum: 'LOWER_BOUND_EXCEEDED',
};

/** The answers already reported as breaking their schema (one log line each, while the mock runs). */
const reported = new Set<string>();

/** Logs one line per operation, status and finding, on stderr; the set is bounded for a mock that runs for days. */
function logViolation(line: string): void {
  if (reported.has(line) || reported.size >= 1000) return;
  reported.add(line);
  console.warn(`mock: ${line}`);
}

/** The example of the service's INVALID_PARAMETERS refusal. */
const INVALID_PARAMETERS = 'invalidParameters';

/**
 * The status of a request that breaks the description: 403 `INVALID_PARAMETERS`, as the service answers invalid
 * parameters; a call that documents 400 for its invalid requests (the vendor interface) answers 400.
 */
const invalidStatus = (spec: Spec, op: MockOperation) => (spec.declares(op.operationId, 400) ? 400 : 403);

/**
 * Prism's answer; a validation failure gets a body that lists the violations instead of Prism's first example.
 * An answer that breaks its own schema (an example the description got wrong) is served with the findings in
 * `sl-violations`, as Prism marks them, and `onViolation` hears of it.
 */
export function prismReply(
  spec: Spec,
  op: MockOperation,
  prismAnswer: PrismAnswer,
  explicit: boolean,
  onViolation: (line: string) => void = logViolation,
): Reply {
  const a = prismAnswer;
  if (a.violations.length && !explicit && a.status >= 400) {
    const status = invalidStatus(spec, op);
    const violations = a.violations.slice(0, 20);
    const errors = violations.map((v) => {
      const property = v.code === 'required' ? /'([^']+)'/.exec(v.message)?.[1] : undefined;
      return {
        field: short([...v.path.slice(1), ...(property ? [property] : [])].join('.') || v.path[0] || 'request'),
        reason: REASONS[v.code] ?? 'INVALID_FORMAT',
      };
    });
    const invalid = spec.example('invalidParameters') as { error_name: string };
    const body = {
      error_name: invalid.error_name,
      message: short(`Invalid parameters (${violations.map((v) => v.message).join('; ')})`),
      errors,
    };
    return json(status, body, spec.mediaType(op.operationId, status) ?? 'application/json');
  }
  const headers = { ...a.headers };
  const found = [...a.violations, ...(a.answerViolations ?? [])];
  if (found.length) headers['sl-violations'] = JSON.stringify(found).slice(0, 8000);
  if (a.answerViolations?.length)
    onViolation(
      `${op.operationId} answered ${a.status} with a body its schema refuses: ${a.answerViolations.map((v) => `${v.path.join('.') || '(body)'} ${v.message}`).join('; ')}`.slice(
        0,
        MAX_DETAIL,
      ),
    );
  return { status: a.status, headers, ...(a.body !== undefined && { body: a.body }) };
}
