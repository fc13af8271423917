/**
 * The nonces of the replay window, per consumer, with bounded memory and without forgetting.
 *
 * A nonce must stay refused for as long as a request carrying it could still be accepted: its timestamp may be
 * up to 24 hours old (the service's rule) and at most MAX_FUTURE_SKEW_MS ahead of the mock's clock (the mock's
 * rule), so a nonce is remembered for `windowMs` = 24 hours plus that skew after it was first seen. Each
 * consumer has a Map in arrival order (nonce -> time seen); entries past the window are dropped from the head
 * whenever a nonce is recorded, so expiry costs O(1) amortized.
 *
 * Memory is bounded by two caps, `perConsumer` and `total`. When a cap is reached the store does NOT evict a
 * live nonce (that would let a flood of fresh nonces re-open replays, which it did before): `hasRoom()` turns
 * false and the caller refuses the consumer's new requests until old nonces leave the window. One consumer's
 * flood therefore throttles that consumer only, until `total` is reached.
 */
export interface NonceStoreOptions {
  /** How long a nonce is remembered, in milliseconds. Default NONCE_WINDOW_MS. */
  windowMs?: number;
  /** Default 100,000. */
  perConsumer?: number;
  /** Default 500,000. */
  total?: number;
  /** Milliseconds since the epoch. Default Date.now. */
  now?: () => number;
}

/** The oldest timestamp accepted: 24 hours (the service's rule). */
export const TIMESTAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The furthest a timestamp may be ahead of the mock's clock: 5 minutes (the mock's choice; the service states none). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** A nonce is remembered as long as a timestamp sent with it can be accepted. */
export const NONCE_WINDOW_MS = TIMESTAMP_MAX_AGE_MS + MAX_FUTURE_SKEW_MS;

export class NonceStore {
  readonly #windowMs: number;
  readonly perConsumer: number;
  readonly total: number;
  readonly #now: () => number;
  readonly #byConsumer = new Map<string, Map<string, number>>();
  #size = 0;

  constructor(options: NonceStoreOptions = {}) {
    this.#windowMs = options.windowMs ?? NONCE_WINDOW_MS;
    this.perConsumer = Math.max(1, options.perConsumer ?? 100_000);
    this.total = Math.max(1, options.total ?? 500_000);
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

  /** Whether a new nonce of this consumer can be recorded (after dropping the expired ones). */
  hasRoom(consumer: string): boolean {
    const nonces = this.#byConsumer.get(consumer);
    if (nonces) this.#expire(nonces, this.#now());
    if ((nonces?.size ?? 0) >= this.perConsumer) return false;
    if (this.#size < this.total) return true;
    for (const other of this.#byConsumer.values()) this.#expire(other, this.#now());
    return this.#size < this.total;
  }

  /** Records a nonce (call after the request was authenticated and hasRoom() said yes). */
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
  }

  /** Forgets every nonce (the reset control). */
  clear(): void {
    this.#byConsumer.clear();
    this.#size = 0;
  }

  #expire(nonces: Map<string, number>, now: number): void {
    const cutoff = now - this.#windowMs;
    for (const [nonce, seenAt] of nonces) {
      if (seenAt > cutoff) break;
      nonces.delete(nonce);
      this.#size--;
    }
  }
}
