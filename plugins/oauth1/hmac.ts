/**
 * HMAC-SHA1 (RFC 2104), on two paths that give the same bytes:
 *
 * - Node (and Bun, Deno with Node compatibility): two one-shot SHA-1 hashes from node:crypto, found at run time
 *   through `process.getBuiltinModule`, so that no bundle for a browser ever sees a `node:` import. createHmac
 *   builds a stream object with a native handle on every call; for messages as short as a signature base string
 *   that object costs more than the hashing itself (bench/oauth1-sign.bench.ts measures both).
 *   HMAC(K, m) = SHA1((K' ^ opad) || SHA1((K' ^ ipad) || m)), where K' is the key padded to the 64-byte block
 *   (hashed first when longer): the two padded keys are kept for the last key used, and the message is written
 *   right after the inner one in a reused buffer.
 * - Everywhere else (browsers, web workers, edge runtimes): WebCrypto's HMAC, which is asynchronous only.
 *
 * `hmacSha1Base64` is the synchronous form (Node only); `hmacSha1Base64Async` takes whichever path exists.
 */
import type * as NodeCrypto from 'node:crypto';
import type * as NodeBufferModule from 'node:buffer';

interface NodeModules {
  crypto: typeof NodeCrypto;
  NodeBuffer: typeof NodeBufferModule.Buffer;
}

function findNodeModules(): NodeModules | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const load = process?.getBuiltinModule;
  if (typeof load !== 'function') return undefined;
  const crypto = load('node:crypto') as typeof NodeCrypto | undefined;
  const buffer = load('node:buffer') as typeof NodeBufferModule | undefined;
  // crypto.hash is there from Node 20.12 (the package asks for 20.19; Bun and Deno may lack it).
  if (typeof crypto?.hash !== 'function' || !buffer?.Buffer) return undefined;
  return { crypto, NodeBuffer: buffer.Buffer };
}

const node = findNodeModules();

const BLOCK = 64;
const DIGEST = 20;

function createNodeHmac({ crypto, NodeBuffer }: NodeModules): (key: string, message: string) => string {
  let lastKey: string | undefined;
  let inner = NodeBuffer.alloc(BLOCK + 1024); // K' ^ ipad, then the message
  const outer = NodeBuffer.alloc(BLOCK + DIGEST); // K' ^ opad, then the inner digest

  function useKey(key: string): void {
    let bytes = NodeBuffer.from(key, 'utf8');
    if (bytes.length > BLOCK) bytes = crypto.createHash('sha1').update(bytes).digest();
    inner.fill(0x36, 0, BLOCK);
    outer.fill(0x5c, 0, BLOCK);
    for (let i = 0; i < bytes.length; i++) {
      inner[i]! ^= bytes[i]!;
      outer[i]! ^= bytes[i]!;
    }
    lastKey = key;
  }

  return (key, message) => {
    if (key !== lastKey) useKey(key);
    const room = BLOCK + 3 * message.length; // UTF-8 needs at most 3 bytes per UTF-16 unit
    if (room > inner.length) {
      const bigger = NodeBuffer.alloc(Math.max(room, inner.length * 2));
      inner.copy(bigger, 0, 0, BLOCK);
      inner = bigger;
    }
    const length = inner.write(message, BLOCK, 'utf8');
    crypto.hash('sha1', inner.subarray(0, BLOCK + length), 'buffer').copy(outer, BLOCK);
    return crypto.hash('sha1', outer, 'base64');
  };
}

const nodeHmac = node && createNodeHmac(node);

/** True where the synchronous path exists (node:crypto reachable). */
export const hasSyncHmac = nodeHmac !== undefined;

/**
 * The HMAC-SHA1 of a message (UTF-8) under a key (UTF-8), in base64: what 3.4.2 puts in oauth_signature.
 * Synchronous, so Node only: elsewhere it throws and names the asynchronous form.
 */
export function hmacSha1Base64(key: string, message: string): string {
  if (nodeHmac === undefined) {
    throw new Error('HMAC-SHA1 without node:crypto is asynchronous (WebCrypto): use signRequestAsync (the client and the handshake do)');
  }
  return nodeHmac(key, message);
}

const encoder = new TextEncoder();
// WebCrypto keys are imported once per secret: a client signs many requests with the same secrets.
let lastWebKey: { secret: string; key: Promise<CryptoKey> } | undefined;

/** HMAC-SHA1 through WebCrypto (crypto.subtle), in base64. */
export async function webCryptoHmacSha1Base64(key: string, message: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('HMAC-SHA1 needs node:crypto or WebCrypto (crypto.subtle; browsers offer it on https and localhost only)');
  if (lastWebKey?.secret !== key) {
    // WebCrypto refuses an empty key; HMAC pads the key with zero bytes to the block, so one zero byte is the same key.
    const bytes = key === '' ? new Uint8Array(1) : encoder.encode(key);
    lastWebKey = { secret: key, key: subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']) };
  }
  const signature = new Uint8Array(await subtle.sign('HMAC', await lastWebKey.key, encoder.encode(message)));
  let binary = '';
  for (let i = 0; i < signature.length; i++) binary += String.fromCharCode(signature[i]!);
  return btoa(binary);
}

/** The HMAC-SHA1 in base64, on the synchronous path where it exists, else through WebCrypto. */
export function hmacSha1Base64Async(key: string, message: string): Promise<string> {
  return nodeHmac !== undefined ? Promise.resolve(nodeHmac(key, message)) : webCryptoHmacSha1Base64(key, message);
}
