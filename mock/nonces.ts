/**
 * Replay protection with bounded memory that never locks a client out.
 *
 * The rule (RFC 5849 section 3.3 and the description): timestamps never decrease per consumer and token, and a
 * nonce is unique among the requests of one consumer and token that carry the same timestamp. The mock already
 * refuses a timestamp smaller than the token's latest one, so a replay (the same bytes, hence the same nonce and
 * timestamp) of any request older than the token's latest timestamp is refused by that check alone. Only the
 * nonces seen at each token's latest timestamp need remembering to refuse every replay: when a request raises the
 * token's timestamp, the nonces of the previous one are freed. Memory follows the calls of one second per token,
 * not the calls of 24 hours.
 *
 * Bounds: at most `perTimestamp` nonces per token at one timestamp and `total` at all tokens' latest timestamps.
 * Past a bound the request is refused as a timestamp problem ("send a later oauth_timestamp"): the next second
 * is accepted, so a bound costs a flooding client at most the rest of one second, never a day.
 *
 * On top of that, a fixed-size window of each consumer's `recent` nonces spots a client that sends a nonce again
 * with a later timestamp (the service wants nonces unique for 24 hours): a bug of the client, refused as
 * NONCE_ALREADY_USED. It is a ring of fixed size, so it costs no memory growth and never refuses a fresh nonce.
 */
export interface ReplayGuardOptions {
  /** Nonces remembered per token at its latest timestamp. Default 100,000. */
  perTimestamp?: number;
  /** Nonces remembered at all tokens' latest timestamps together. Default 1,000,000. */
  total?: number;
  /** The latest nonces kept per consumer to spot a nonce sent again with a later timestamp. Default 10,000. */
  recent?: number;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
}

/** The oldest timestamp accepted: 24 hours (the service's rule). */
export const TIMESTAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The furthest a timestamp may be ahead of the mock's clock: 5 minutes (the mock's choice; the service states none). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** How long a nonce must stay unique: as long as a timestamp sent with it can be accepted. */
export const NONCE_WINDOW_MS = TIMESTAMP_MAX_AGE_MS + MAX_FUTURE_SKEW_MS;

/** Why a request is refused: its timestamp went back, it was seen (a replay or a reused nonce), or a bound is reached. */
type ReplayVerdict = 'decreasing' | 'replay' | 'full' | undefined;

interface Floor {
  /** The token's latest timestamp, in seconds. */
  seconds: number;
  /** The nonces seen with it. */
  nonces: Set<string>;
}

/** The state file's form: key -> [latest seconds, nonces at it]. */
export type SavedFloors = Record<string, [number, string[]]>;

export class ReplayGuard {
  readonly perTimestamp: number;
  readonly total: number;
  readonly #recentSize: number;
  readonly #now: () => number;
  readonly #floors = new Map<string, Floor>();
  readonly #recent = new Map<string, RecentNonces>();
  #size = 0;

  constructor(options: ReplayGuardOptions = {}) {
    this.perTimestamp = Math.max(1, options.perTimestamp ?? 100_000);
    this.total = Math.max(1, options.total ?? 1_000_000);
    this.#recentSize = Math.max(0, options.recent ?? 10_000);
    this.#now = options.now ?? Date.now;
  }

  /** The nonces held at the tokens' latest timestamps. */
  get size(): number {
    return this.#size;
  }

  /** The number of tokens (and consumers, for the handshake's first step) with a latest timestamp. */
  get floors(): number {
    return this.#floors.size;
  }

  /** The latest timestamp accepted for this key (consumer and token), in seconds. */
  latest(key: string): number | undefined {
    return this.#floors.get(key)?.seconds;
  }

  /** Whether a request of this key (consumer \0 token) with this timestamp and nonce must be refused, and why. */
  check(key: string, consumer: string, seconds: number | undefined, nonce: string | undefined): ReplayVerdict {
    const floor = this.#floors.get(key);
    if (seconds !== undefined && floor && seconds < floor.seconds) return 'decreasing';
    if (nonce === undefined) return undefined;
    const atFloor = seconds !== undefined && floor !== undefined && seconds === floor.seconds;
    if (atFloor && floor.nonces.has(nonce)) return 'replay';
    if (this.#recent.get(consumer)?.has(nonce, this.#now() - NONCE_WINDOW_MS)) return 'replay';
    if (seconds === undefined) return undefined;
    if (atFloor && floor.nonces.size >= this.perTimestamp) return 'full';
    // Raising the timestamp frees the key's nonces: only a new nonce on top of a full store is refused.
    const freed = floor && !atFloor ? floor.nonces.size : 0;
    if (this.#size - freed >= this.total && (this.#sweep(), this.#size - freed >= this.total)) return 'full';
    return undefined;
  }

  /** Records an accepted request (after check() said nothing). */
  record(key: string, consumer: string, seconds: number | undefined, nonce: string | undefined): void {
    if (seconds !== undefined) {
      let floor = this.#floors.get(key);
      if (!floor) this.#floors.set(key, (floor = { seconds, nonces: new Set() }));
      else if (seconds > floor.seconds) {
        this.#size -= floor.nonces.size;
        floor.seconds = seconds;
        floor.nonces = new Set();
      }
      if (nonce !== undefined && seconds === floor.seconds && !floor.nonces.has(nonce)) {
        floor.nonces.add(nonce);
        this.#size++;
      }
    }
    if (nonce !== undefined && this.#recentSize > 0) {
      let recent = this.#recent.get(consumer);
      if (!recent) this.#recent.set(consumer, (recent = new RecentNonces(this.#recentSize)));
      recent.add(nonce, this.#now());
    }
  }

  /** Forgets a key (its token is gone: no request can name it any more). */
  forget(key: string): void {
    const floor = this.#floors.get(key);
    if (!floor) return;
    this.#size -= floor.nonces.size;
    this.#floors.delete(key);
  }

  /** Forgets everything (the reset control). */
  clear(): void {
    this.#floors.clear();
    this.#recent.clear();
    this.#size = 0;
  }

  /** Every key's latest timestamp with its nonces, for the state file: a replay stays refused across a restart. */
  save(): SavedFloors {
    const out: SavedFloors = {};
    for (const [key, floor] of this.#floors) out[key] = [floor.seconds, [...floor.nonces]];
    return out;
  }

  /** Replaces the floors with saved ones (already validated). */
  restore(saved: SavedFloors): void {
    this.clear();
    for (const [key, [seconds, nonces]] of Object.entries(saved)) {
      const set = new Set(nonces);
      this.#floors.set(key, { seconds, nonces: set });
      this.#size += set.size;
    }
  }

  /** Frees the nonces of floors older than the window: no request at or above them can carry them again. */
  #sweep(): void {
    const oldest = (this.#now() - NONCE_WINDOW_MS) / 1000;
    for (const floor of this.#floors.values()) {
      if (floor.seconds < oldest && floor.nonces.size) {
        this.#size -= floor.nonces.size;
        floor.nonces = new Set();
      }
    }
  }
}

/** A ring of the latest nonces of one consumer with the time each was seen. */
class RecentNonces {
  readonly #nonces: Array<string | undefined>;
  readonly #times: number[];
  readonly #seen = new Map<string, number>();
  #next = 0;

  constructor(size: number) {
    this.#nonces = new Array(size);
    this.#times = new Array(size).fill(0);
  }

  has(nonce: string, after: number): boolean {
    const at = this.#seen.get(nonce);
    return at !== undefined && at > after;
  }

  add(nonce: string, at: number): void {
    const i = this.#next;
    const old = this.#nonces[i];
    if (old !== undefined && this.#seen.get(old) === this.#times[i]) this.#seen.delete(old);
    this.#nonces[i] = nonce;
    this.#times[i] = at;
    this.#seen.set(nonce, at);
    this.#next = (i + 1) % this.#nonces.length;
  }
}
