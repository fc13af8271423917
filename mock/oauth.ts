/**
 * OAuth 1.0 state and verification: consumers, request tokens (10 minutes), access tokens, and per consumer and
 * token the latest timestamp with the nonces seen at it (mock/nonces.ts). Parsing and signature checks come from
 * the plugin (readOAuthParams, verifySignature); this module applies the service's rules to them.
 *
 * Nothing changes on a failed check: a verification returns `commit()`, which records the nonce and the
 * timestamp, and the server calls it once the request is accepted.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  readOAuthParams,
  receivedBaseString,
  REQUEST_TOKEN_LIFETIME_MS,
  SIGNATURE_METHODS,
  verifySignature,
  type ParamSource,
  type ReceivedRequest,
} from '../plugins/oauth1/index.ts';
import type { SchemaObject } from 'ajv';
import type { BearerTokenConfig, ConsumerConfig, MockConfig } from './config.ts';
import { stateCheck, type StateCheck } from './json-schema.ts';
import { MAX_FUTURE_SKEW_MS, ReplayGuard, TIMESTAMP_MAX_AGE_MS, type ReplayGuardOptions, type SavedFloors } from './nonces.ts';

/** A refusal: the status and the name of the description's example that is the body. */
/** An access token the mock does not hold: most often one it issued before it restarted. */
export const UNKNOWN_ACCESS_TOKEN =
  'this mock holds no such access token. A mock forgets the tokens it issued when it restarts, unless it keeps its state (--state FILE, or stateFile): run `pronet auth` again';

export interface Failure {
  status: number;
  example: string;
  detail?: string;
  headers?: Record<string, string>;
}

export interface Consumer extends Required<ConsumerConfig> {}

export interface RequestTokenRecord {
  token: string;
  secret: string;
  consumerKey: string;
  callback: string;
  issuedAt: number;
  /** The authorization page's form carries it back: another site cannot post the form (CSRF). */
  formToken: string;
  /** Set when the user allowed access. */
  verifier?: string;
  member?: string;
}

export interface AccessTokenRecord {
  token: string;
  secret: string;
  consumerKey: string;
  member: string;
  issuedAt: number;
  /** Set by the invalidate control: the token is refused from then on. */
  invalidated?: InvalidationReason;
}

/** Who is calling: the member and the rights of the consumer (OAuth 1.0) or of the bearer token. */
export interface Identity {
  /** The name of the security scheme used (e.g. oauth1, oauth2). */
  scheme: string;
  member: string;
  rights: readonly string[];
  consumer?: Consumer;
}

export type Step = 'request_token' | 'access_token' | 'data';

export interface Verified {
  consumer: Consumer;
  /** The protocol parameters, decoded. */
  params: Readonly<Record<string, string>>;
  source: ParamSource;
  /** The request token (access_token step) or the access token (data calls). */
  requestToken?: RequestTokenRecord;
  accessToken?: AccessTokenRecord;
  /** Records the nonce and the timestamp: call it once the request is accepted. */
  commit(): void;
}

export type Verification = { ok: true; value: Verified } | { ok: false; failure: Failure };

const MAX_PENDING_REQUEST_TOKENS = 10_000;
const MAX_ACCESS_TOKENS = 10_000;

const REQUIRED: Record<Step, readonly string[]> = {
  request_token: ['oauth_consumer_key', 'oauth_callback', 'oauth_signature_method', 'oauth_signature'],
  access_token: ['oauth_consumer_key', 'oauth_token', 'oauth_verifier', 'oauth_signature_method', 'oauth_signature'],
  // The description's common parameters of data calls include oauth_version (always 1.0).
  data: ['oauth_consumer_key', 'oauth_token', 'oauth_version', 'oauth_signature_method', 'oauth_signature'],
};

/** Why an access token stopped working (the invalidate control): the service's three reasons. */
export const INVALIDATION_REASONS = ['expired', 'revoked', 'password_changed'] as const;
export type InvalidationReason = (typeof INVALIDATION_REASONS)[number];
const INVALIDATION_TEXT: Record<InvalidationReason, string> = {
  expired: 'the access token expired',
  revoked: 'the user revoked the access token',
  password_changed: 'the user changed the password, which ended the access token',
};

const refuse = (status: number, example: string, detail?: string, headers?: Record<string, string>): Refused => ({
  ok: false,
  failure: { status, example, ...(detail !== undefined && { detail }), ...(headers && { headers }) },
});

/** A step of `verify`: what it found, or the refusal that ends the check. */
type Refused = Extract<Verification, { ok: false }>;
type Checked<T> = Refused | ({ ok: true } & T);

/** The token a request is signed with, and its secret ('' for none). */
interface SigningToken {
  secret: string;
  requestToken?: RequestTokenRecord;
  accessToken?: AccessTokenRecord;
}

/** The protocol parameters of a request, read: all a step requires present, version 1.0, a signature method we know. */
function protocolParams(
  request: ReceivedRequest,
  step: Step,
): Checked<{ reading: ReturnType<typeof readOAuthParams>; source: ParamSource; params: Record<string, string>; method: string }> {
  const reading = readOAuthParams(request);
  if (reading.errors.length)
    return refuse(401, 'requiredParameterMissing', `the OAuth parameters cannot be read: ${reading.errors.join('; ')}`);
  if (!reading.source) {
    return refuse(401, 'requiredParameterMissing', 'no OAuth parameters (send them in the Authorization header, the query or a form body)');
  }
  const p = reading.params;
  const missing = REQUIRED[step].filter((name) => !p[name]);
  if (missing.length) return refuse(401, 'requiredParameterMissing', missing.join(', '));
  if (p['oauth_version'] !== undefined && p['oauth_version'] !== '1.0')
    return refuse(401, 'invalidOauthVersion', 'oauth_version must be 1.0');
  const method = p['oauth_signature_method']!;
  if (!(SIGNATURE_METHODS as readonly string[]).includes(method)) {
    return refuse(401, 'invalidOauthSignatureMethod', `use ${SIGNATURE_METHODS.join(' or ')}`);
  }
  return { ok: true, reading, source: reading.source, params: p, method };
}

/**
 * The nonce and the timestamp (seconds), where given: a positive integer, not older than 24 hours, not ahead of
 * the clock by more than the skew allowed.
 */
function timestampOf(
  p: Readonly<Record<string, string>>,
  method: string,
  step: Step,
  now: number,
): Checked<{ seconds: number | undefined; nonce: string | undefined }> {
  const nonce = p['oauth_nonce'];
  const timestamp = p['oauth_timestamp'];
  // The description: every data call carries oauth_timestamp and oauth_nonce, whatever the signature method;
  // in the handshake, PLAINTEXT may leave them out (RFC 5849 section 3.4.4).
  if (method === 'HMAC-SHA1' || step === 'data') {
    if (!nonce) return refuse(401, 'nonceMissing');
    if (!timestamp) return refuse(401, 'requiredParameterMissing', 'oauth_timestamp');
  }
  if (timestamp === undefined) return { ok: true, seconds: undefined, nonce };
  if (!/^[1-9][0-9]{0,15}$/.test(timestamp)) return refuse(401, 'invalidTimestamp', 'oauth_timestamp must be a positive integer (seconds)');
  const seconds = Number(timestamp);
  if (seconds < (now - TIMESTAMP_MAX_AGE_MS) / 1000) return refuse(401, 'timestampExpired', 'oauth_timestamp is older than 24 hours');
  if (seconds > (now + MAX_FUTURE_SKEW_MS) / 1000) {
    return refuse(
      401,
      'invalidTimestamp',
      `oauth_timestamp is more than ${MAX_FUTURE_SKEW_MS / 60_000} minutes ahead of the server's clock (${Math.floor(now / 1000)})`,
    );
  }
  return { ok: true, seconds, nonce };
}

/** A signature that does not verify: what was expected, and the base string of an HMAC-SHA1 one to compare with. */
function signatureRefusal(reading: ReturnType<typeof readOAuthParams>, method: string, step: Step): Refused {
  const baseString = method === 'HMAC-SHA1' ? receivedBaseString(reading) : undefined;
  const headers = baseString ? { 'x-mock-signature-base-string': baseString.slice(0, 4096) } : undefined;
  const secrets =
    step === 'request_token'
      ? 'the consumer secret and an empty token secret'
      : step === 'access_token'
        ? 'the consumer secret and the request token secret'
        : 'the consumer secret and the access token secret';
  return refuse(401, 'invalidOauthSignature', `expected a ${method} signature with ${secrets}`, headers);
}

const newToken = () => randomBytes(10).toString('hex');
const newSecret = () => randomBytes(20).toString('hex');
const newVerifier = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

export class OAuthState {
  readonly consumers: ReadonlyMap<string, Consumer>;
  readonly #bearer: ReadonlyMap<string, BearerTokenConfig>;
  readonly #now: () => number;
  readonly replays: ReplayGuard;
  // Insertion order is issue order, so the oldest tokens are at the head.
  readonly #requestTokens = new Map<string, RequestTokenRecord>();
  readonly #accessTokens = new Map<string, AccessTokenRecord>();

  constructor(config: MockConfig, now: () => number, nonceOptions: Omit<ReplayGuardOptions, 'now'> = {}) {
    this.consumers = new Map(config.consumers.map((c) => [c.key, { name: c.key, test: false, ...c }]));
    this.#bearer = new Map(config.bearerTokens.map((b) => [b.token, b]));
    this.#now = now;
    this.replays = new ReplayGuard({ ...nonceOptions, now });
    this.#configured = (config.accessTokens ?? []).map((a) => ({
      token: a.token,
      secret: a.secret,
      consumerKey: a.consumer,
      member: a.member,
      issuedAt: 0,
    }));
    this.#addConfigured();
  }

  /** The access tokens of the configuration: there from the start, after a reset and after an import. */
  readonly #configured: readonly AccessTokenRecord[];

  #addConfigured(): void {
    for (const record of this.#configured) if (!this.#accessTokens.has(record.token)) this.#accessTokens.set(record.token, { ...record });
  }

  get stats() {
    return { nonces: this.replays.size, requestTokens: this.#requestTokens.size, accessTokens: this.#accessTokens.size };
  }

  /**
   * Checks a signed request for a handshake step or a data call: well-formed parameters, the required
   * ones present, version, signature method, consumer, token, timestamp, signature, then the state rules
   * (timestamp not decreasing, nonce not used). The first failure wins.
   */
  verify(request: ReceivedRequest, step: Step): Verification {
    const read = protocolParams(request, step);
    if (!read.ok) return read;
    const { reading, source, params: p, method } = read;
    const consumer = this.consumers.get(p['oauth_consumer_key']!);
    if (!consumer) return refuse(401, 'invalidOauthConsumer');
    const now = this.#now();
    const token = this.#tokenOf(step, p['oauth_token'] ?? '', consumer, now);
    if (!token.ok) return token;
    const time = timestampOf(p, method, step, now);
    if (!time.ok) return time;
    const { seconds, nonce } = time;
    if (!verifySignature(reading, { consumerSecret: consumer.secret, tokenSecret: token.secret }))
      return signatureRefusal(reading, method, step);
    // The key of the timestamp rule: consumer and token ('' for the handshake's first step).
    const timestampKey = `${consumer.key}\0${p['oauth_token'] ?? ''}`;
    const replayed = this.#replayRefusal(timestampKey, consumer.key, seconds, nonce);
    if (replayed) return replayed;
    const { requestToken, accessToken } = token;
    if (requestToken && requestToken.verifier !== p['oauth_verifier']) {
      return refuse(
        401,
        'invalidRequestToken',
        requestToken.verifier ? 'the verifier does not match' : 'the request token was not authorized yet',
      );
    }
    return {
      ok: true,
      value: {
        consumer,
        params: p,
        source,
        ...(requestToken && { requestToken }),
        ...(accessToken && { accessToken }),
        commit: () => this.replays.record(timestampKey, consumer.key, seconds, nonce),
      },
    };
  }

  /**
   * The token a step is signed with and its secret: the access token of a data call, the request token of the
   * exchange, none ('' as the secret) for the first step. It must be known, usable and the consumer's.
   */
  #tokenOf(step: Step, token: string, consumer: Consumer, now: number): Checked<SigningToken> {
    if (step === 'data') {
      const accessToken = this.#accessTokens.get(token);
      if (!accessToken)
        return refuse(
          401,
          'invalidOauthToken',
          this.#requestTokens.has(token) ? 'a request token cannot be used to read data' : UNKNOWN_ACCESS_TOKEN,
        );
      if (accessToken.invalidated)
        return refuse(401, 'invalidOauthToken', `${INVALIDATION_TEXT[accessToken.invalidated]}: repeat the handshake`);
      if (accessToken.consumerKey !== consumer.key) return refuse(401, 'consumerMismatch');
      return { ok: true, secret: accessToken.secret, accessToken };
    }
    if (step === 'access_token') {
      const found = this.#pendingRequestToken(token, now);
      if (!found.ok) return refuse(401, found.example);
      const requestToken = found.record;
      if (requestToken.consumerKey !== consumer.key) return refuse(401, 'consumerMismatch');
      return { ok: true, secret: requestToken.secret, requestToken };
    }
    return { ok: true, secret: '' };
  }

  /** The state rules of a signed request: its timestamp not below the latest, its nonce not seen, room for it. */
  #replayRefusal(timestampKey: string, consumerKey: string, seconds: number | undefined, nonce: string | undefined): Refused | undefined {
    const verdict = this.replays.check(timestampKey, consumerKey, seconds, nonce);
    if (verdict === 'decreasing') {
      return refuse(
        401,
        'invalidTimestamp',
        `oauth_timestamp ${seconds} is smaller than the previous one (${this.replays.latest(timestampKey)})`,
      );
    }
    if (verdict === 'replay') return refuse(401, 'nonceAlreadyUsed');
    if (verdict === 'full') {
      return refuse(
        401,
        'invalidTimestamp',
        `the mock keeps at most ${this.replays.perTimestamp} nonces per token at one timestamp (${this.replays.total} in all): send a later oauth_timestamp`,
      );
    }
    return undefined;
  }

  /** The identity of a bearer token from the configuration, or undefined. */
  bearer(token: string): Identity | undefined {
    const entry = this.#bearer.get(token);
    return entry && { scheme: 'oauth2', member: entry.member, rights: entry.rights };
  }

  issueRequestToken(consumer: Consumer, callback: string): RequestTokenRecord {
    const now = this.#now();
    this.#expireRequestTokens(now);
    const record: RequestTokenRecord = {
      token: newToken(),
      secret: newSecret(),
      consumerKey: consumer.key,
      callback,
      issuedAt: now,
      formToken: newSecret(),
    };
    this.#requestTokens.set(record.token, record);
    while (this.#requestTokens.size > MAX_PENDING_REQUEST_TOKENS) this.#dropRequestToken(this.#requestTokens.keys().next().value!);
    return record;
  }

  /** A request token that is waiting for the user (authorization page) or for the exchange. */
  pendingRequestToken(token: string): { ok: true; record: RequestTokenRecord } | { ok: false; example: string } {
    return this.#pendingRequestToken(token, this.#now());
  }

  /** The user allowed access: the request token gets a verifier. */
  allow(record: RequestTokenRecord, member: string): string {
    record.member = member;
    record.verifier = newVerifier();
    return record.verifier;
  }

  /** The user denied access: the request token is gone. */
  deny(record: RequestTokenRecord): void {
    this.#dropRequestToken(record.token);
  }

  /** The exchange: the request token is replaced by an access token for the member who allowed it. */
  exchange(record: RequestTokenRecord): AccessTokenRecord {
    this.#dropRequestToken(record.token);
    const access: AccessTokenRecord = {
      token: newToken(),
      secret: newSecret(),
      consumerKey: record.consumerKey,
      member: record.member!,
      issuedAt: this.#now(),
    };
    this.#accessTokens.set(access.token, access);
    while (this.#accessTokens.size > MAX_ACCESS_TOKENS) {
      const oldest = this.#accessTokens.keys().next().value!;
      this.#accessTokens.delete(oldest);
      this.replays.forget(`${access.consumerKey}\0${oldest}`);
    }
    return access;
  }

  /** The members that hold an active access token of this consumer. */
  authorizedMembers(consumerKey: string): Set<string> {
    const members = new Set<string>();
    for (const access of this.#accessTokens.values())
      if (access.consumerKey === consumerKey && !access.invalidated) members.add(access.member);
    return members;
  }

  /** Makes an access token invalid (the testing control); false when the token is unknown. */
  invalidate(token: string, reason: InvalidationReason): boolean {
    const access = this.#accessTokens.get(token);
    if (!access) return false;
    access.invalidated = reason;
    return true;
  }

  /** Forgets every token, nonce and timestamp (the reset control). */
  reset(): void {
    this.#requestTokens.clear();
    this.#accessTokens.clear();
    this.replays.clear();
    this.#addConfigured();
  }

  /** The access tokens (with their secrets) and each token's latest timestamp with its nonces, for the state file. */
  exportState(): unknown {
    return { accessTokens: [...this.#accessTokens.values()], floors: this.replays.save() };
  }

  /**
   * Checks a saved OAuth state whole (OAUTH_STATE_SCHEMA) and returns the function that swaps it in; a problem
   * throws a StateFileError naming its JSON path (`oauth.accessTokens[1].secret: must be string`) and leaves the
   * running state untouched. `timestamps` (seconds only) is the older form of `floors`.
   */
  prepareImport(value: unknown): () => void {
    checkSavedOAuth(value);
    const tokens = new Map<string, AccessTokenRecord>();
    for (const record of value.accessTokens) {
      tokens.set(record.token, {
        token: record.token,
        secret: record.secret,
        consumerKey: record.consumerKey,
        member: record.member,
        issuedAt: record.issuedAt ?? 0,
        ...(record.invalidated && { invalidated: record.invalidated }),
      });
    }
    const floors: SavedFloors =
      value.floors ?? Object.fromEntries(Object.entries(value.timestamps ?? {}).map(([key, seconds]) => [key, [seconds, []]]));
    return () => {
      this.#requestTokens.clear();
      this.#accessTokens.clear();
      for (const [token, record] of tokens) this.#accessTokens.set(token, record);
      this.#addConfigured();
      this.replays.restore(floors);
    };
  }

  #pendingRequestToken(token: string, now: number): { ok: true; record: RequestTokenRecord } | { ok: false; example: string } {
    const record = this.#requestTokens.get(token);
    if (!record) return { ok: false, example: 'invalidRequestToken' };
    if (now - record.issuedAt > REQUEST_TOKEN_LIFETIME_MS) {
      this.#dropRequestToken(token);
      return { ok: false, example: 'requestTokenExpired' };
    }
    return { ok: true, record };
  }

  #expireRequestTokens(now: number): void {
    for (const record of this.#requestTokens.values()) {
      if (now - record.issuedAt <= REQUEST_TOKEN_LIFETIME_MS) break;
      this.#dropRequestToken(record.token);
    }
  }

  #dropRequestToken(token: string): void {
    const record = this.#requestTokens.get(token);
    if (!record) return;
    this.#requestTokens.delete(token);
    this.replays.forget(`${record.consumerKey}\0${token}`);
  }
}

/** The OAuth part of the state file, as `exportState` writes it (`timestamps`: the older form of `floors`). */
interface SavedOAuth {
  accessTokens: Array<Omit<AccessTokenRecord, 'issuedAt'> & { issuedAt?: number }>;
  floors?: SavedFloors;
  timestamps?: Record<string, number>;
}

const NAME: SchemaObject = { type: 'string', minLength: 1 };
const SECONDS: SchemaObject = { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/** What the OAuth part of the state file holds, as JSON Schema: checked as the areas' parts are (mock/json-schema.ts). */
export const OAUTH_STATE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['accessTokens'],
  properties: {
    accessTokens: {
      type: 'array',
      items: {
        type: 'object',
        required: ['token', 'secret', 'consumerKey', 'member'],
        properties: {
          token: NAME,
          secret: NAME,
          consumerKey: NAME,
          member: NAME,
          issuedAt: { type: 'number' },
          invalidated: { enum: [...INVALIDATION_REASONS] },
        },
      },
    },
    // Per consumer and token: the latest timestamp (seconds) and the nonces seen at it.
    floors: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: [SECONDS, { type: 'array', items: { type: 'string' } }],
        minItems: 2,
        additionalItems: false,
      },
    },
    timestamps: { type: 'object', additionalProperties: SECONDS },
  },
};

const checkSavedOAuth: StateCheck<SavedOAuth> = stateCheck('oauth', OAUTH_STATE_SCHEMA);
