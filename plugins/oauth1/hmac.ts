/**
 * HMAC-SHA1 (RFC 2104) made of two one-shot SHA-1 hashes.
 *
 * createHmac builds a stream object with a native handle on every call; for messages as short as a
 * signature base string that object costs more than the hashing itself (bench/oauth1-sign.bench.ts
 * measures both). HMAC(K, m) = SHA1((K' ^ opad) || SHA1((K' ^ ipad) || m)), where K' is the key padded to
 * the 64-byte block (hashed first when longer): the two padded keys are kept for the last key used, and
 * the message is written right after the inner one in a reused buffer.
 */
import crypto from 'node:crypto';

// Read from the module object: a named import of `hash` would fail to link where it does not exist.
const hash = crypto.hash as typeof crypto.hash | undefined;

const BLOCK = 64;
const DIGEST = 20;

let lastKey: string | undefined;
let inner = Buffer.alloc(BLOCK + 1024); // K' ^ ipad, then the message
const outer = Buffer.alloc(BLOCK + DIGEST); // K' ^ opad, then the inner digest

function useKey(key: string): void {
  let bytes = Buffer.from(key, 'utf8');
  if (bytes.length > BLOCK) bytes = crypto.createHash('sha1').update(bytes).digest();
  inner.fill(0x36, 0, BLOCK);
  outer.fill(0x5c, 0, BLOCK);
  for (let i = 0; i < bytes.length; i++) {
    inner[i]! ^= bytes[i]!;
    outer[i]! ^= bytes[i]!;
  }
  lastKey = key;
}

/** The HMAC-SHA1 of a message (UTF-8) under a key (UTF-8), in base64: what 3.4.2 puts in oauth_signature. */
export function hmacSha1Base64(key: string, message: string): string {
  // crypto.hash is there from Node 20.12; the package asks for 20.19, but a bundler may run it elsewhere.
  if (hash === undefined) return crypto.createHmac('sha1', key).update(message).digest('base64');
  if (key !== lastKey) useKey(key);
  const room = BLOCK + 3 * message.length; // UTF-8 needs at most 3 bytes per UTF-16 unit
  if (room > inner.length) {
    const bigger = Buffer.alloc(Math.max(room, inner.length * 2));
    inner.copy(bigger, 0, 0, BLOCK);
    inner = bigger;
  }
  const length = inner.write(message, BLOCK, 'utf8');
  hash('sha1', inner.subarray(0, BLOCK + length), 'buffer').copy(outer, BLOCK);
  return hash('sha1', outer, 'base64');
}
