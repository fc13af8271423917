/**
 * Nonces and timestamps (RFC 5849 3.3).
 *
 * The service rejects a nonce it has seen in the last 24 hours and a timestamp smaller than one used
 * before, so nonces are 128 random bits (crypto.getRandomValues, in every runtime that has fetch) and timestamps
 * never go backwards.
 */

/** Returns a timestamp in whole seconds since the epoch. */
export type TimestampSource = () => number;

/**
 * A timestamp source that never decreases: if the clock steps back (NTP correction, VM resume), it keeps
 * returning the highest second it has returned so far until the clock catches up.
 * `now` returns milliseconds, like Date.now (inject a fake clock in tests).
 */
export function createTimestampSource(now: () => number = Date.now): TimestampSource {
  let last = 0;
  return () => {
    const seconds = Math.floor(now() / 1000);
    if (!Number.isFinite(seconds)) throw new TypeError('the clock returned a value that is not a finite number');
    if (seconds > last) last = seconds;
    return last;
  };
}

/** The process-wide timestamp source, used whenever no other is given. */
export const defaultTimestampSource: TimestampSource = createTimestampSource();

// Random bytes are drawn in batches: one getRandomValues and one hex conversion per 256 nonces instead of one
// each per nonce; a nonce is then a slice of that hex text.
const NONCE_BYTES = 16; // 128 bits
const NONCE_CHARS = NONCE_BYTES * 2;
const BATCH = 256;
const pool = new Uint8Array(NONCE_BYTES * BATCH);
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
let hex = '';
let hexOffset = 0;

/** A fresh nonce: 128 random bits as 32 lower-case hex characters (all unreserved). */
export function generateNonce(): string {
  if (hexOffset >= hex.length) {
    crypto.getRandomValues(pool);
    let text = '';
    for (let i = 0; i < pool.length; i++) text += HEX[pool[i]!];
    hex = text;
    hexOffset = 0;
  }
  const nonce = hex.slice(hexOffset, hexOffset + NONCE_CHARS);
  hexOffset += NONCE_CHARS;
  return nonce;
}
