/**
 * The testing controls, under the reserved prefix /__mock/ (no operation may have a path there), answered only
 * when `testing` is on; otherwise every path under the prefix is 404. JSON in, JSON out; no answer ever carries
 * a secret (the state with the token secrets goes to the state file, never into a response).
 *
 * Every control needs the header `Mock-Control` (any value): a form cannot send it, and a script on another
 * origin can only with a preflight, which the mock does not answer (no CORS under /__mock/). So only the mock's
 * user (a test, curl, the CLI) drives it, never a web page they happen to visit.
 *
 *   POST /__mock/reset                        forget tokens, nonces, throttling counts and every area's state
 *   POST /__mock/invalidate   {token, reason} make an access token invalid: expired | revoked | password_changed
 *   GET  /__mock/clock                        {now}: the mock's clock (ms)
 *   POST /__mock/clock        {advanceMs}     move the clock forward (token expiry, posting terms, windows)
 *   PUT  /__mock/faults       {"<operationId>|*": {latencyMs, status, rateLimit, probability}}
 *   POST /__mock/state/save                   write the state to the state file
 *   POST /__mock/state/load                   replace the state with the state file's
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusal } from './answers.ts';
import type { Description } from './description.ts';
import { fromAnotherOrigin } from './hosts.ts';
import { json, readBody, send, type Reply } from './http.ts';
import { INVALIDATION_REASONS, type InvalidationReason } from './oauth.ts';
import type { Fault } from './rules.ts';

interface ControlTarget {
  reset(): void;
  invalidate(token: string, reason: InvalidationReason): boolean;
  now(): number;
  /** False when the clock would go past MAX_CLOCK_OFFSET_MS ahead (unchanged then). */
  advanceClock(ms: number): boolean;
  setFaults(faults: Record<string, Fault>): void;
  saveState(): Promise<string>;
  loadState(): Promise<string>;
}

const CONTROL_BODY_LIMIT = 64 * 1024;
/** The header every control needs (see above). */
const CONTROL_HEADER = 'mock-control';

export class Controls {
  readonly #enabled: boolean;
  readonly #target: ControlTarget;

  constructor(enabled: boolean, target: ControlTarget) {
    this.#enabled = enabled;
    this.#target = target;
  }

  async handle(req: IncomingMessage, res: ServerResponse, rawPath: string, d: Description): Promise<void> {
    const notFound = (detail: string) => send(res, refusal(d.spec, undefined, { status: 404, example: 'notFound', detail }));
    if (!this.#enabled)
      return notFound(
        `${rawPath.slice(0, 100)} is reserved for the mock's testing controls, which are off (start the mock with testing: true or --testing)`,
      );
    if (fromAnotherOrigin(req.headers)) {
      return send(res, json(403, { error_name: 'FORBIDDEN', message: 'the testing controls answer no page of another origin' }));
    }
    if (!req.headers[CONTROL_HEADER]) {
      return send(
        res,
        json(403, {
          error_name: 'FORBIDDEN',
          message: `the testing controls need the header Mock-Control (any value, e.g. "Mock-Control: 1"), which web pages cannot send`,
        }),
      );
    }
    const reading = await readBody(req, CONTROL_BODY_LIMIT);
    if (!reading.ok)
      return send(
        res,
        json(
          413,
          { error_name: 'INVALID_PARAMETERS', message: `control bodies are limited to ${CONTROL_BODY_LIMIT} bytes` },
          'application/json',
          { connection: 'close' },
        ),
      );
    let body: any = {};
    if (reading.body) {
      try {
        body = JSON.parse(reading.body.toString('utf8'));
      } catch {
        return send(res, bad('the body must be JSON'));
      }
    }
    const key = `${req.method} ${rawPath}`;
    try {
      const reply = await this.#run(key, body, d);
      if (!reply) return notFound(`no control ${key.slice(0, 100)}`);
      send(res, reply);
    } catch (error) {
      send(res, bad((error as Error).message));
    }
  }

  async #run(key: string, body: any, d: Description): Promise<Reply | undefined> {
    const t = this.#target;
    switch (key) {
      case 'POST /__mock/reset':
        t.reset();
        return json(200, { reset: true });
      case 'POST /__mock/invalidate': {
        const reason = body?.reason as InvalidationReason;
        if (typeof body?.token !== 'string' || !INVALIDATION_REASONS.includes(reason))
          return bad(`expected {"token": "...", "reason": "${INVALIDATION_REASONS.join('" | "')}"}`);
        return t.invalidate(body.token, reason)
          ? json(200, { invalidated: true, reason })
          : json(404, { error_name: 'NOT_FOUND', message: 'no access token with that value' });
      }
      case 'GET /__mock/clock':
        return json(200, { now: t.now() });
      case 'POST /__mock/clock': {
        const ms = body?.advanceMs;
        if (!Number.isSafeInteger(ms) || ms < 0) return bad('expected {"advanceMs": <a non-negative integer>}');
        if (!t.advanceClock(ms)) return bad('the clock moves at most 100 years ahead in all (MAX_CLOCK_OFFSET_MS)');
        return json(200, { now: t.now() });
      }
      case 'PUT /__mock/faults': {
        const problem = faultsProblem(body, d);
        if (problem) return bad(problem);
        t.setFaults(body);
        return json(200, { faults: Object.keys(body) });
      }
      case 'POST /__mock/state/save':
        return json(200, { saved: await t.saveState() });
      case 'POST /__mock/state/load':
        return json(200, { loaded: await t.loadState() });
      default:
        return undefined;
    }
  }
}

/**
 * What is wrong with a faults body, checked as the Mock-Fault header is (rules.ts parseFaultHeader): known
 * operationIds or `*`, latencyMs 0 to 60,000, status 400 to 599, rateLimit true or false, probability 0 to 1.
 */
function faultsProblem(body: unknown, d: Description): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return 'expected {"<operationId> or *": {"latencyMs", "status", "rateLimit", "probability"}}';
  for (const [name, fault] of Object.entries(body)) {
    const at = name.slice(0, 60);
    if (name !== '*' && !d.byId.has(name)) return `${at}: no operation has this operationId (or use *)`;
    if (!fault || typeof fault !== 'object' || Array.isArray(fault))
      return `${at}: expected {"latencyMs", "status", "rateLimit", "probability"}`;
    for (const [field, value] of Object.entries<any>(fault)) {
      const ok =
        field === 'latencyMs'
          ? Number.isInteger(value) && value >= 0 && value <= 60_000
          : field === 'status'
            ? Number.isInteger(value) && value >= 400 && value <= 599
            : field === 'rateLimit'
              ? typeof value === 'boolean'
              : field === 'probability'
                ? typeof value === 'number' && value >= 0 && value <= 1
                : false;
      if (!ok) return `${at}.${field.slice(0, 40)}: expected latencyMs 0..60000, status 400..599, rateLimit true|false or probability 0..1`;
    }
  }
  return undefined;
}

function bad(message: string): Reply {
  return json(400, { error_name: 'INVALID_PARAMETERS', message: message.slice(0, 300) });
}
