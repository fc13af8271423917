/**
 * What the proxy signs with: the consumers' secrets (`key:secret` lines, as the mock's `--consumer-file` takes
 * them), the token secrets it learns from the handshake answers passing through it (bounded; request tokens expire
 * as the service's do), and the token of `pronet auth`'s token file, which signs requests that come unsigned.
 * Secrets stay in memory; no message quotes one.
 */
import fs from 'node:fs';
import { REQUEST_TOKEN_LIFETIME_MS, type SignatureMethod } from '../../plugins/oauth1/index.ts';
import { UsageError, type StoredToken } from '../../runtime/node.ts';
import { consumerLines } from '../config.ts';

/** The token that signs unsigned requests: the consumer and the access token, as `pronet auth` stores them. */
export interface ProxyToken {
  consumerKey: string;
  consumerSecret: string;
  /** Absent: the proxy signs only the handshake's token calls (with the consumer alone). */
  token?: string;
  tokenSecret?: string;
  /** Default HMAC-SHA1. */
  signatureMethod?: SignatureMethod;
}

/** A consumer's key and secret. */
export interface ProxyConsumer {
  key: string;
  secret: string;
}

/**
 * `key:secret` (or `key:secret:rights`, as the mock takes it; the rights are the service's business here). A bad
 * line is a UsageError that names its place, never a secret.
 */
export function parseConsumerLine(line: string, where: string): ProxyConsumer {
  const [key, secret] = line.trim().split(':');
  // The key is named only when a colon ends it: a line without one may be a secret alone, and is never echoed.
  if (!key || !secret)
    throw new UsageError(
      `${where}: expected key:secret (${!line.includes(':') ? 'a line without a colon' : key ? `a line for ${key} without a secret` : 'a line without a key'})`,
    );
  return { key, secret };
}

/** The consumers of a `--consumer-file` text or of PRONET_PROXY_CONSUMERS. */
export function consumersOf(text: string, where: string): ProxyConsumer[] {
  return consumerLines(text).map((line, i) => parseConsumerLine(line, `${where}, consumer ${i + 1}`));
}

/** The consumers of a `--consumer-file`: a file that cannot be read is named, never its content. */
export function consumersOfFile(file: string): ProxyConsumer[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--consumer-file ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return consumersOf(text, file);
}

/** The token of `pronet auth`'s token file (runtime/token-file.ts reads it), as the proxy signs with it. */
export function proxyTokenOf(stored: StoredToken): ProxyToken {
  return {
    consumerKey: stored.consumerKey,
    consumerSecret: stored.consumerSecret,
    token: stored.accessToken.token,
    tokenSecret: stored.accessToken.tokenSecret,
    signatureMethod: stored.signatureMethod === 'PLAINTEXT' ? 'PLAINTEXT' : 'HMAC-SHA1',
  };
}

/** How many token secrets of each kind are kept, and how many bytes they take at most; the oldest go first. */
const TOKEN_LIMIT = 10_000;
const TOKEN_BYTES_LIMIT = 4 * 1024 * 1024;
/** A token or secret longer than this is not learned (the service's are a few dozen characters). */
const LONGEST_LEARNED = 1024;

/** Token to secret, in learning order, bounded by count and by the bytes of its strings. */
class TokenStore<V extends { secret: string }> {
  readonly #map = new Map<string, V>();
  #bytes = 0;
  readonly #count: number;
  readonly #byteLimit: number;

  constructor(count: number, byteLimit: number) {
    this.#count = count;
    this.#byteLimit = byteLimit;
  }

  get(token: string): V | undefined {
    return this.#map.get(token);
  }

  delete(token: string): void {
    const held = this.#map.get(token);
    if (!held) return;
    this.#bytes -= weight(token, held.secret);
    this.#map.delete(token);
  }

  set(token: string, value: V): void {
    this.delete(token);
    this.#map.set(token, value);
    this.#bytes += weight(token, value.secret);
    while (this.#map.size > this.#count || this.#bytes > this.#byteLimit) this.delete(this.#map.keys().next().value!);
  }

  get size(): number {
    return this.#map.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** Bytes a token and its secret take in memory (two bytes a UTF-16 code unit, as V8 may store them). */
const weight = (token: string, secret: string) => 2 * (token.length + secret.length);

/** The consumers and the token secrets the proxy knows. */
export class Secrets {
  readonly #consumers = new Map<string, string>();
  readonly #requestTokens: TokenStore<{ secret: string; learnedAt: number }>;
  readonly #accessTokens: TokenStore<{ secret: string }>;
  readonly #now: () => number;

  constructor(
    consumers: readonly ProxyConsumer[],
    token: ProxyToken | undefined,
    now: () => number,
    limit = TOKEN_LIMIT,
    byteLimit = TOKEN_BYTES_LIMIT,
  ) {
    this.#requestTokens = new TokenStore(limit, byteLimit);
    this.#accessTokens = new TokenStore(limit, byteLimit);
    for (const c of consumers) this.#consumers.set(c.key, c.secret);
    if (token) {
      this.#consumers.set(token.consumerKey, token.consumerSecret);
      if (token.token && token.tokenSecret) this.#accessTokens.set(token.token, { secret: token.tokenSecret });
    }
    this.#now = now;
  }

  consumerSecret(key: string): string | undefined {
    return this.#consumers.get(key);
  }

  /** The secret of a request token (within its lifetime) or of an access token. */
  tokenSecret(token: string): string | undefined {
    const request = this.#requestTokens.get(token);
    if (request) {
      if (this.#now() - request.learnedAt <= REQUEST_TOKEN_LIFETIME_MS) return request.secret;
      this.#requestTokens.delete(token);
    }
    return this.#accessTokens.get(token)?.secret;
  }

  /** A handshake answer passed through: its token and secret (not kept when either is longer than any real one). */
  learn(kind: 'request' | 'access', token: string, secret: string): void {
    if (token.length > LONGEST_LEARNED || secret.length > LONGEST_LEARNED) return;
    if (kind === 'request') this.#requestTokens.set(token, { secret, learnedAt: this.#now() });
    else {
      this.#requestTokens.delete(token);
      this.#accessTokens.set(token, { secret });
    }
  }

  get sizes() {
    return {
      consumers: this.#consumers.size,
      requestTokens: this.#requestTokens.size,
      accessTokens: this.#accessTokens.size,
      bytes: this.#requestTokens.bytes + this.#accessTokens.bytes,
    };
  }
}
