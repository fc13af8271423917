/**
 * The nonces seen in the last 24 hours, per consumer, with bounded memory.
 *
 * Each consumer has a Map in arrival order (nonce -> time seen). Entries older than the window are dropped
 * from the head whenever a nonce is recorded, so expiry costs O(1) amortized. Two caps bound the memory
 * whatever the traffic: `perConsumer` (the oldest nonce of that consumer goes first) and `total` (the oldest
 * nonce of the consumer holding most goes first). An evicted nonce could be replayed, but only with a
 * timestamp not smaller than the latest one of its token (the timestamp rule), i.e. within the same second
 * as the newest requests: with the default caps this needs more than 10,000 requests of one consumer in
 * that second.
 */
export interface NonceStoreOptions {
  /** Window in milliseconds. Default 24 hours. */
  windowMs?: number;
  /** Default 10,000. */
  perConsumer?: number;
  /** Default 100,000. */
  total?: number;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
}

export const NONCE_WINDOW_MS = 24 * 60 * 60 * 1000;

export class NonceStore {
  readonly #windowMs: number;
  readonly #perConsumer: number;
  readonly #total: number;
  readonly #now: () => number;
  readonly #byConsumer = new Map<string, Map<string, number>>();
  #size = 0;

  constructor(options: NonceStoreOptions = {}) {
    this.#windowMs = options.windowMs ?? NONCE_WINDOW_MS;
    this.#perConsumer = Math.max(1, options.perConsumer ?? 10_000);
    this.#total = Math.max(1, options.total ?? 100_000);
    this.#now = options.now ?? Date.now;
  }

  /** The number of nonces held. */
  get size(): number {
    return this.#size;
  }

  /** Whether the consumer used this nonce within the window. */
  seen(consumer: string, nonce: string): boolean {
    const seenAt = this.#byConsumer.get(consumer)?.get(nonce);
    return seenAt !== undefined && seenAt > this.#now() - this.#windowMs;
  }

  /** Records a nonce (call after the request was authenticated). */
  record(consumer: string, nonce: string): void {
    const now = this.#now();
    let nonces = this.#byConsumer.get(consumer);
    if (!nonces) {
      nonces = new Map();
      this.#byConsumer.set(consumer, nonces);
    }
    this.#expire(nonces, now);
    if (nonces.delete(nonce)) this.#size--;
    nonces.set(nonce, now);
    this.#size++;
    while (nonces.size > this.#perConsumer) this.#dropOldest(nonces);
    while (this.#size > this.#total) this.#dropOldest(this.#largest());
  }

  #expire(nonces: Map<string, number>, now: number): void {
    const cutoff = now - this.#windowMs;
    for (const [nonce, seenAt] of nonces) {
      if (seenAt > cutoff) break;
      nonces.delete(nonce);
      this.#size--;
    }
  }

  #dropOldest(nonces: Map<string, number>): void {
    const oldest = nonces.keys().next();
    if (oldest.done) return;
    nonces.delete(oldest.value);
    this.#size--;
  }

  #largest(): Map<string, number> {
    let largest: Map<string, number> | undefined;
    for (const nonces of this.#byConsumer.values()) if (!largest || nonces.size > largest.size) largest = nonces;
    return largest!;
  }
}
