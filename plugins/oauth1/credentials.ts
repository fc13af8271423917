/**
 * Credential and token objects that never show their secrets.
 *
 * Secrets live in private class fields (#...), so they are not own properties: Object.keys, spreading,
 * structuredClone and JSON.stringify cannot reach them. toJSON, toString and util.inspect print
 * '[redacted]' in their place. The getters (consumerSecret, tokenSecret) are there for the signer.
 */

/** Node's util.inspect hook, by its registered symbol: no import of node:util, so browsers can load this file. */
import { OptionError } from './errors.ts';

const inspectCustom = Symbol.for('nodejs.util.inspect.custom');
/** The part of util.inspect's options and inspect function that the hook passes on. */
type InspectOptions = object;

export const REDACTED = '[redacted]';

/** What a redacted copy holds in place of a secret: restoring it can only fail at the service, so it fails here. */
function checkNotRedacted(value: unknown, field: string): void {
  if (value === REDACTED) {
    throw new OptionError(
      field,
      `is '${REDACTED}': this value comes from JSON.stringify or a log, which hide secrets. ` +
        'Save a token with token.toSecretJSON() and restore it with AccessToken.fromJSON()',
    );
  }
}

/** What the signer needs. A plain object works too, but only the classes below redact themselves. */
export interface CredentialsLike {
  readonly consumerKey: string;
  readonly consumerSecret: string;
  /** Access token (or request token during the handshake); omitted from the request when absent or ''. */
  readonly token?: string | undefined;
  readonly tokenSecret?: string | undefined;
}

/** The consumer (client) credentials alone. */
export interface ConsumerLike {
  readonly consumerKey: string;
  readonly consumerSecret: string;
}

type Inspector = (value: unknown, options?: InspectOptions) => string;
/** Outside Node (no inspect function given): JSON. */
const plainInspect: Inspector = (value) => JSON.stringify(value);

function render(name: string, view: object, options: InspectOptions | undefined, fn: Inspector): string {
  return `${name} ${fn(view, options)}`;
}

export class OAuthCredentials implements CredentialsLike {
  readonly consumerKey: string;
  readonly token: string | undefined;
  readonly #consumerSecret: string;
  readonly #tokenSecret: string | undefined;

  constructor(init: CredentialsLike) {
    if (typeof init?.consumerKey !== 'string' || init.consumerKey === '') {
      throw new TypeError('OAuthCredentials: consumerKey must be a non-empty string');
    }
    if (typeof init.consumerSecret !== 'string') {
      throw new TypeError('OAuthCredentials: consumerSecret must be a string');
    }
    checkNotRedacted(init.consumerSecret, 'credentials.consumerSecret');
    checkNotRedacted(init.tokenSecret, 'credentials.tokenSecret');
    if (init.token && typeof init.tokenSecret !== 'string') {
      throw new OptionError('credentials.tokenSecret', 'is missing: a token is signed with its secret');
    }
    this.consumerKey = init.consumerKey;
    this.#consumerSecret = init.consumerSecret;
    this.token = init.token || undefined;
    this.#tokenSecret = init.tokenSecret;
  }

  get consumerSecret(): string {
    return this.#consumerSecret;
  }

  get tokenSecret(): string | undefined {
    return this.#tokenSecret;
  }

  /** The same consumer with another token (e.g. the access token at the end of the handshake). */
  withToken(token: { readonly token: string; readonly tokenSecret: string }): OAuthCredentials {
    return new OAuthCredentials({
      consumerKey: this.consumerKey,
      consumerSecret: this.#consumerSecret,
      token: token.token,
      tokenSecret: token.tokenSecret,
    });
  }

  /** The consumer alone (for a new handshake). */
  withoutToken(): OAuthCredentials {
    return new OAuthCredentials({ consumerKey: this.consumerKey, consumerSecret: this.#consumerSecret });
  }

  toJSON(): Record<string, string | undefined> {
    return {
      consumerKey: this.consumerKey,
      consumerSecret: REDACTED,
      token: this.token,
      tokenSecret: this.#tokenSecret === undefined ? undefined : REDACTED,
    };
  }

  toString(): string {
    return `OAuthCredentials(consumerKey=${this.consumerKey}${this.token ? `, token=${this.token}` : ''}, secrets ${REDACTED})`;
  }

  [inspectCustom](_depth: number, options: InspectOptions, fn: Inspector = plainInspect): string {
    return render('OAuthCredentials', this.toJSON(), options, fn);
  }
}

/** Builds redacting credentials from plain values. */
export function createCredentials(init: CredentialsLike): OAuthCredentials {
  return new OAuthCredentials(init);
}

/** A token as `toSecretJSON()` writes it: plain JSON, secret included. Keep it where only the user can read it. */
export interface SavedToken {
  token: string;
  tokenSecret: string;
  obtainedAt: number;
  extra: Record<string, string>;
}

/** Reads a SavedToken (e.g. JSON.parse of a file), naming the first field that is missing or wrong. */
function readSavedToken(saved: unknown, what: string): SavedToken {
  if (typeof saved !== 'object' || saved === null) throw new OptionError(what, 'must be an object {token, tokenSecret, obtainedAt, extra}');
  const record = saved as Record<string, unknown>;
  for (const field of ['token', 'tokenSecret'] as const) {
    if (typeof record[field] !== 'string' || record[field] === '') throw new OptionError(`${what}.${field}`, 'must be a non-empty string');
  }
  checkNotRedacted(record['tokenSecret'], `${what}.tokenSecret`);
  const obtainedAt = record['obtainedAt'] ?? 0;
  if (typeof obtainedAt !== 'number' || !Number.isFinite(obtainedAt))
    throw new OptionError(`${what}.obtainedAt`, 'must be a number (milliseconds since the epoch)');
  const extra = record['extra'] ?? {};
  if (typeof extra !== 'object' || extra === null || Object.values(extra).some((v) => typeof v !== 'string')) {
    throw new OptionError(`${what}.extra`, 'must be an object of strings');
  }
  return {
    token: record['token'] as string,
    tokenSecret: record['tokenSecret'] as string,
    obtainedAt,
    extra: extra as Record<string, string>,
  };
}

/** A token and its secret as returned by the token endpoints (oauth_token, oauth_token_secret). */
abstract class TokenCredentials {
  readonly token: string;
  readonly #tokenSecret: string;
  /** When the token was received, in milliseconds since the epoch (of the clock given to the handshake). */
  readonly obtainedAt: number;
  /** The other fields of the response (e.g. user_id), without oauth_token and oauth_token_secret. */
  readonly extra: Readonly<Record<string, string>>;

  constructor(init: { token: string; tokenSecret: string; obtainedAt: number; extra?: Record<string, string> }) {
    this.token = init.token;
    this.#tokenSecret = init.tokenSecret;
    this.obtainedAt = init.obtainedAt;
    const extra = { ...(init.extra ?? {}) };
    delete extra['oauth_token_secret'];
    this.extra = Object.freeze(extra);
  }

  get tokenSecret(): string {
    return this.#tokenSecret;
  }

  protected view(): Record<string, unknown> {
    return { token: this.token, tokenSecret: REDACTED, obtainedAt: this.obtainedAt, extra: this.extra };
  }

  /** For logs: the secret redacted. To save the token, use toSecretJSON(). */
  toJSON(): Record<string, unknown> {
    return this.view();
  }

  /**
   * The token with its secret, as plain JSON, to save on purpose (a file only the user can read, a secure store)
   * and restore with `fromJSON`. Never log it.
   */
  toSecretJSON(): SavedToken {
    return { token: this.token, tokenSecret: this.#tokenSecret, obtainedAt: this.obtainedAt, extra: { ...this.extra } };
  }

  toString(): string {
    return `${this.constructor.name}(token=${this.token}, tokenSecret=${REDACTED})`;
  }

  [inspectCustom](_depth: number, options: InspectOptions, fn: Inspector = plainInspect): string {
    return render(this.constructor.name, this.view(), options, fn);
  }
}

/** Temporary credentials from the request token call (step 1 of the handshake). Valid for 10 minutes. */
export class RequestToken extends TokenCredentials {
  /** oauth_callback_confirmed was 'true' (the handshake refuses the token otherwise). */
  readonly callbackConfirmed: boolean;

  constructor(init: {
    token: string;
    tokenSecret: string;
    obtainedAt: number;
    callbackConfirmed: boolean;
    extra?: Record<string, string>;
  }) {
    super(init);
    this.callbackConfirmed = init.callbackConfirmed;
  }

  protected override view(): Record<string, unknown> {
    return { ...super.view(), callbackConfirmed: this.callbackConfirmed };
  }
}

/** Token credentials from the access token call (step 3); sign API calls with them until the service rejects them. */
export class AccessToken extends TokenCredentials {
  /** Restores a token saved with `toSecretJSON()`; names the field when one is missing, wrong or redacted. */
  static fromJSON(saved: unknown): AccessToken {
    return new AccessToken(readSavedToken(saved, 'savedToken'));
  }
}
