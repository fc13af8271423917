/**
 * The rules stage: throttling, then the faults a test asked for.
 *
 * Throttling. A call is throttled when the description says so (`x-throttled`, the table's `throttled`) and
 * gives figures in its text ("per consumer 50 per minute, 100 per hour and 150 per day; per user 5 per minute,
 * 10 per hour and 15 per day"); a throttled call without figures is not limited unless the configuration
 * (`throttle`) gives them, and the configuration may limit any call. Over a limit the call answers 403
 * `RATE_LIMIT_EXCEEDED` (example `rateLimitExceeded`). Windows slide; only accepted requests count: a call
 * refused by a later stage (validation, an area's rule, an injected fault) or by a limit leaves the counts as
 * they were.
 *
 * Faults (testing aids, off unless enabled): latency, a server error or a rate-limit refusal, from the
 * configuration per operationId or `*`, or per request with the `Mock-Fault` header in the style of Prism's
 * `Prefer`: `Mock-Fault: latency=250, status=503` or `Mock-Fault: rate_limit`. A `probability` below 1 draws from a
 * generator seeded with `seed`, so that a run is repeatable.
 */
import type { IncomingMessage } from 'node:http';
import type { MockOperation } from '../generated/mock-operations.ts';
import type { Refusal, Reply } from './http.ts';
import type { Identity } from './oauth.ts';

export interface Limits {
  perConsumer?: { minute?: number; hour?: number; day?: number };
  perUser?: { minute?: number; hour?: number; day?: number };
}

export interface Fault {
  /** Milliseconds to wait before answering. */
  latencyMs?: number;
  /** Answer this status (5xx: a server error with the description's error shape). */
  status?: number;
  /** Answer 403 RATE_LIMIT_EXCEEDED. */
  rateLimit?: boolean;
  /** How often the fault applies, 0 to 1. Default 1. */
  probability?: number;
}

interface RulesOptions {
  /** Limits per operationId; they replace the description's figures for that call. */
  throttle?: Record<string, Limits>;
  /** Faults per operationId or `*` (every call). Applied only when testing aids are enabled. */
  faults?: Record<string, Fault>;
  /** Seed of the fault generator. Default 1. */
  seed?: number;
  /** Whether testing aids (faults, the Mock-Fault header) are on. */
  testing: boolean;
}

const WINDOWS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
type Window = keyof typeof WINDOWS;

const FIGURES =
  /per consumer ([\d,]+) per minute, ([\d,]+) per hour and ([\d,]+) per day; per user ([\d,]+) per minute, ([\d,]+) per hour and ([\d,]+) per day/i;

/** The limits a throttled call's text gives, or undefined when it gives no figures. */
export function limitsOf(throttled: string | null): Limits | undefined {
  const found = throttled && FIGURES.exec(throttled.replace(/\s+/g, ' '));
  if (!found) return undefined;
  const [c1, c2, c3, u1, u2, u3] = found.slice(1).map((n) => Number(n!.replace(/,/g, '')));
  return { perConsumer: { minute: c1, hour: c2, day: c3 }, perUser: { minute: u1, hour: u2, day: u3 } };
}

/** mulberry32: a small seeded generator, so that probabilistic faults repeat from run to run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `latency=250, status=503, rate_limit` -> a Fault; throws naming the part it cannot read. */
export function parseFaultHeader(value: string): Fault {
  const fault: Fault = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, text] = part.split('=').map((s) => s.trim());
    const number = Number(text);
    if (name === 'latency' && Number.isInteger(number) && number >= 0 && number <= 60_000) fault.latencyMs = number;
    else if (name === 'status' && Number.isInteger(number) && number >= 400 && number <= 599) fault.status = number;
    else if (name === 'rate_limit' && text === undefined) fault.rateLimit = true;
    else
      throw new SyntaxError(
        `Mock-Fault: cannot read ${JSON.stringify(part.slice(0, 40))} (latency=<0..60000>, status=<400..599>, rate_limit)`,
      );
  }
  return fault;
}

export class Rules {
  readonly #options: RulesOptions;
  readonly #now: () => number;
  readonly #random: () => number;
  /** key -> times of accepted requests, oldest first (bounded by the day limit). */
  readonly #seen = new Map<string, number[]>();
  faults: Record<string, Fault>;

  constructor(options: RulesOptions, now: () => number) {
    this.#options = options;
    this.#now = now;
    this.#random = seeded(options.seed ?? 1);
    this.faults = { ...options.faults };
  }

  /**
   * Counts the request against its limits and applies any fault: `answer`, when there is one, answers the
   * request. A request in flight holds its place in the windows (so that concurrent calls stay within the
   * limits); `release` gives it back, for a request that ends refused (only accepted requests count).
   */
  async apply(
    op: MockOperation,
    identity: Identity | undefined,
    req: IncomingMessage,
  ): Promise<{ answer?: Refusal | Reply; release: () => void }> {
    const throttled = identity ? this.#throttle(op, identity) : { release: () => {} };
    if ('status' in throttled) return { answer: throttled, release: () => {} };
    const answer = await this.#fault(op, req);
    if (answer) throttled.release();
    return { answer, release: throttled.release };
  }

  async #fault(op: MockOperation, req: IncomingMessage): Promise<Refusal | Reply | undefined> {
    if (!this.#options.testing) return undefined;
    let fault = this.faults[op.operationId] ?? this.faults['*'];
    const header = req.headers['mock-fault'];
    if (typeof header === 'string') {
      try {
        fault = parseFaultHeader(header);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        return {
          status: 400,
          example: 'invalidParameters',
          message: (error as Error).message,
          errors: [{ field: 'Mock-Fault', reason: 'INVALID_FORMAT' }],
        };
      }
    }
    if (!fault || (fault.probability !== undefined && this.#random() >= fault.probability)) return undefined;
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.rateLimit)
      return { status: 403, example: 'rateLimitExceeded', detail: 'injected by the mock (Mock-Fault or the faults configuration)' };
    if (fault.status) {
      const status = fault.status;
      return {
        status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          error_name: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR',
          message: `Status ${status} injected by the mock`,
        }),
      };
    }
    return undefined;
  }

  /** Forgets the counts (the reset control). */
  reset(): void {
    this.#seen.clear();
  }

  /** A refusal past a limit, or the request's place in the windows, with the way to give it back. */
  #throttle(op: MockOperation, identity: Identity): Refusal | { release: () => void } {
    const none = { release: () => {} };
    const limits = this.#options.throttle?.[op.operationId] ?? limitsOf(op.throttled);
    if (!limits) return none;
    const now = this.#now();
    const keys: Array<[string, Limits['perConsumer']]> = [
      [`${op.operationId}\0c\0${identity.consumer?.key ?? identity.scheme}`, limits.perConsumer],
      [`${op.operationId}\0u\0${identity.member}`, limits.perUser],
    ];
    for (const [key, windows] of keys) {
      if (!windows) continue;
      const times = this.#seen.get(key) ?? [];
      while (times.length && times[0]! <= now - WINDOWS.day) times.shift();
      for (const window of Object.keys(WINDOWS) as Window[]) {
        const limit = windows[window];
        if (limit === undefined) continue;
        const inWindow = times.filter((t) => t > now - WINDOWS[window]).length;
        if (inWindow >= limit) {
          const who = key.includes('\0c\0') ? 'consumer' : 'user';
          return { status: 403, example: 'rateLimitExceeded', detail: `${op.operationId} allows ${limit} calls per ${who} and ${window}` };
        }
      }
    }
    for (const [key, windows] of keys) {
      if (!windows) continue;
      const times = this.#seen.get(key) ?? [];
      times.push(now);
      // Only the latest `largest limit` times can decide a refusal: older ones are dropped.
      const keep = Math.max(...Object.values(windows).filter((n): n is number => n !== undefined));
      if (times.length > keep) times.splice(0, times.length - keep);
      this.#seen.set(key, times);
    }
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        for (const [key, windows] of keys) {
          const times = windows && this.#seen.get(key);
          const at = times ? times.lastIndexOf(now) : -1;
          if (at >= 0) times!.splice(at, 1);
        }
      },
    };
  }
}
