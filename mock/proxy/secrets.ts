/**
 * What the proxy signs with: the consumers' secrets (`key:secret` lines, as the mock's `--consumer-file` takes
 * them), the token secrets it learns from the handshake answers passing through it (bounded; request tokens expire
 * as the service's do), and the token of `pronet auth`'s token file, which signs requests that come unsigned.
 * Secrets stay in memory; no message quotes one.
 */
import { REQUEST_TOKEN_LIFETIME_MS, type SignatureMethod } from '../../plugins/oauth1/index.ts';
import type { StoredToken } from '../../runtime/node.ts';
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

/** The error of a bad consumer line or token file: it names the place, never a secret. */
export class ProxySetupError extends Error {
  override name = 'ProxySetupError';
}

/** `key:secret` (or `key:secret:rights`, as the mock takes it; the rights are the service's business here). */
export function parseConsumerLine(line: string, where: string): ProxyConsumer {
  const [key, secret] = line.trim().split(':');
  if (!key || !secret) throw new ProxySetupError(`${where}: expected key:secret (a line ${key ? `for ${key}` : 'without a key'})`);
  return { key, secret };
}

/** The consumers of a `--consumer-file` text or of PRONET_PROXY_CONSUMERS. */
export function consumersOf(text: string, where: string): ProxyConsumer[] {
  return consumerLines(text).map((line, i) => parseConsumerLine(line, `${where}, consumer ${i + 1}`));
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

/** How many token secrets of each kind are kept; the oldest go first. */
export const TOKEN_LIMIT = 10_000;

/** The consumers and the token secrets the proxy knows. */
export class Secrets {
  readonly #consumers = new Map<string, string>();
  // Insertion order is learning order: the oldest are at the head.
  readonly #requestTokens = new Map<string, { secret: string; learnedAt: number }>();
  readonly #accessTokens = new Map<string, string>();
  readonly #now: () => number;
  readonly #limit: number;

  constructor(consumers: readonly ProxyConsumer[], token: ProxyToken | undefined, now: () => number, limit = TOKEN_LIMIT) {
    for (const c of consumers) this.#consumers.set(c.key, c.secret);
    if (token) {
      this.#consumers.set(token.consumerKey, token.consumerSecret);
      if (token.token && token.tokenSecret) this.#accessTokens.set(token.token, token.tokenSecret);
    }
    this.#now = now;
    this.#limit = limit;
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
    return this.#accessTokens.get(token);
  }

  /** A handshake answer passed through: its token and secret. */
  learn(kind: 'request' | 'access', token: string, secret: string): void {
    if (kind === 'request') {
      this.#requestTokens.set(token, { secret, learnedAt: this.#now() });
      trim(this.#requestTokens, this.#limit);
    } else {
      this.#requestTokens.delete(token);
      this.#accessTokens.delete(token);
      this.#accessTokens.set(token, secret);
      trim(this.#accessTokens, this.#limit);
    }
  }

  get sizes() {
    return { consumers: this.#consumers.size, requestTokens: this.#requestTokens.size, accessTokens: this.#accessTokens.size };
  }
}

function trim(map: Map<string, unknown>, limit: number): void {
  while (map.size > limit) map.delete(map.keys().next().value!);
}
