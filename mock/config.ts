/**
 * Who may use the mock: consumers (key, secret, access rights), the members a user can pick on the
 * authorization page, and optional bearer tokens for the vendor calls. From defaults, a JSON file
 * (`--config mock.json`) or flags. See mock/README.md.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_BEARER_TOKENS, DEFAULT_CONSUMERS, DEFAULT_MEMBERS } from '../defaults/mock.ts';
import { ConfigError } from './errors.ts';
import { whereJsonBreaks } from './json-position.ts';

/** The mock's port unless told otherwise (here, not in server.ts, so that usage lines need not load the server). */
export const DEFAULT_PORT = 4010;

export interface ConsumerConfig {
  key: string;
  secret: string;
  /** Shown on the authorization page. Default: the key. */
  name?: string;
  /** Access rights (the role names of the description's security requirements). */
  rights: string[];
  /** A test consumer: its authorization page warns that it is not meant for production. Default false. */
  test?: boolean;
}

export interface MemberConfig {
  /** A user id as the service writes them (`123456_abcdef`). */
  id: string;
  /** The display name shown on the authorization page. */
  name: string;
  /**
   * `deleted` or `blacklisted`: the profile calls answer the empty profile for this member, as the service does,
   * and the authorization page does not offer it. Default `active`.
   */
  status?: MemberStatus;
}

export const MEMBER_STATUSES = ['active', 'deleted', 'blacklisted'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** An OAuth 2.0 bearer token, accepted on the calls whose security allows the bearer scheme. */
export interface BearerTokenConfig {
  token: string;
  /** The member the token acts for. */
  member: string;
  rights: string[];
}

/** An OAuth 1.0 access token known from the start, as bearer tokens are: tests sign with it without a handshake. */
export interface AccessTokenConfig {
  /** The key of a configured consumer. */
  consumer: string;
  /** The member the token acts for. */
  member: string;
  token: string;
  secret: string;
}

export interface MockConfig {
  consumers: ConsumerConfig[];
  members: MemberConfig[];
  bearerTokens: BearerTokenConfig[];
  /** Default none. */
  accessTokens?: AccessTokenConfig[];
}

/**
 * The published defaults (defaults/mock.ts, which the docs' Try it offers too): one consumer with every right (its
 * key and secret are the description's example values), one test consumer with only `users`, two members and one
 * bearer token.
 */
export function defaultConfig(allRights: readonly string[]): MockConfig {
  return {
    consumers: DEFAULT_CONSUMERS.map(({ key, secret, name, rights, test }) => ({
      key,
      secret,
      name,
      rights: rights === 'all' ? [...allRights] : [...rights],
      ...(test && { test }),
    })),
    members: DEFAULT_MEMBERS.map((member) => ({ ...member })),
    bearerTokens: DEFAULT_BEARER_TOKENS.map((bearer) => ({ ...bearer, rights: [...bearer.rights] })),
  };
}

/** Reads a JSON configuration file; a syntax error or a wrong shape names the file. */
export function readConfigFile(path: string): Partial<MockConfig> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Never V8's message: it quotes the text around the problem, secrets included.
    throw new ConfigError(`${path}: not valid JSON (${whereJsonBreaks(text)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`${path}: expected a JSON object with consumers, members and bearerTokens`);
  }
  return value as Partial<MockConfig>;
}

/** The lines of a consumer file or variable: one consumer per line, `#` comments and blank lines skipped. */
export function consumerLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** `key:secret` or `key:secret:right,right` (default rights: all). */
export function parseConsumerFlag(flag: string, allRights: readonly string[]): ConsumerConfig {
  const [key, secret, rights, ...rest] = flag.split(':');
  if (!key || secret === undefined || rest.length) {
    // The flag holds a secret: name the key only.
    throw new ConfigError(`--consumer ${key ? `${key}:…` : '(value not shown)'}: expected key:secret or key:secret:right,right`);
  }
  return { key, secret, rights: rights === undefined ? [...allRights] : rights.split(',').filter(Boolean) };
}

/** `id` or `id:Display Name`. */
export function parseMemberFlag(flag: string): MemberConfig {
  const colon = flag.indexOf(':');
  const id = colon === -1 ? flag : flag.slice(0, colon);
  return { id, name: colon === -1 ? id : flag.slice(colon + 1) };
}

/**
 * Fills the missing lists from the defaults and checks everything: non-empty unique keys, known rights,
 * member ids in the service's format, bearer tokens for known members.
 */
export function resolveConfig(partial: Partial<MockConfig> | undefined, allRights: readonly string[], where = 'config'): MockConfig {
  const defaults = defaultConfig(allRights);
  const config: MockConfig = {
    consumers: partial?.consumers ?? defaults.consumers,
    members: partial?.members ?? defaults.members,
    bearerTokens: partial?.bearerTokens ?? [],
    accessTokens: partial?.accessTokens ?? [],
  };
  const fail = (place: string, message: string): never => {
    throw new ConfigError(`${where}: ${place}: ${message}`);
  };
  const text = (value: unknown, place: string): string => {
    if (typeof value !== 'string' || value === '') fail(place, 'must be a non-empty string');
    return value as string;
  };
  const rights = (value: unknown, place: string): string[] => {
    if (!Array.isArray(value)) return fail(place, `must be a list of rights (${allRights.join(', ')})`);
    for (const right of value) {
      if (!allRights.includes(right)) fail(place, `unknown right ${JSON.stringify(right)} (known: ${allRights.join(', ')})`);
    }
    return [...value];
  };
  const list = (value: unknown, place: string): unknown[] => (Array.isArray(value) ? value : fail(place, 'must be a list'));

  const consumerKeys = new Set<string>();
  config.consumers = list(config.consumers, 'consumers').map((c: any, i) => {
    const place = `consumers[${i}]`;
    const key = text(c?.key, `${place}.key`);
    if (consumerKeys.has(key)) fail(`${place}.key`, `duplicate consumer key ${key}`);
    consumerKeys.add(key);
    if (typeof c.secret !== 'string') fail(`${place}.secret`, 'must be a string');
    return {
      key,
      secret: c.secret,
      name: c.name === undefined ? key : text(c.name, `${place}.name`),
      rights: rights(c.rights, `${place}.rights`),
      test: c.test === true,
    };
  });
  if (config.consumers.length === 0) fail('consumers', 'at least one consumer is needed');

  const memberIds = new Set<string>();
  config.members = list(config.members, 'members').map((m: any, i) => {
    const place = `members[${i}]`;
    const id = text(m?.id, `${place}.id`);
    if (!/^[0-9]+_[0-9a-f]{6}$/.test(id)) fail(`${place}.id`, `${JSON.stringify(id)} is not a user id like 123456_abcdef`);
    if (memberIds.has(id)) fail(`${place}.id`, `duplicate member id ${id}`);
    memberIds.add(id);
    const status = m.status ?? 'active';
    if (!MEMBER_STATUSES.includes(status)) fail(`${place}.status`, `must be one of ${MEMBER_STATUSES.join(', ')}`);
    return { id, name: m.name === undefined ? id : text(m.name, `${place}.name`), status };
  });
  if (!config.members.some((m) => m.status === 'active')) fail('members', 'at least one active member is needed');

  // The default bearer tokens are kept when their member still exists.
  if (partial?.bearerTokens === undefined) config.bearerTokens = defaults.bearerTokens.filter((b) => memberIds.has(b.member));
  const tokens = new Set<string>();
  config.bearerTokens = list(config.bearerTokens, 'bearerTokens').map((b: any, i) => {
    const place = `bearerTokens[${i}]`;
    const token = text(b?.token, `${place}.token`);
    if (tokens.has(token)) fail(`${place}.token`, 'duplicate token');
    tokens.add(token);
    const member = text(b.member, `${place}.member`);
    if (!memberIds.has(member)) fail(`${place}.member`, `no member has the id ${member}`);
    return { token, member, rights: rights(b.rights, `${place}.rights`) };
  });
  config.accessTokens = list(config.accessTokens, 'accessTokens').map((a: any, i) => {
    const place = `accessTokens[${i}]`;
    const token = text(a?.token, `${place}.token`);
    if (tokens.has(token)) fail(`${place}.token`, 'duplicate token');
    tokens.add(token);
    const consumer = text(a.consumer, `${place}.consumer`);
    if (!consumerKeys.has(consumer)) fail(`${place}.consumer`, `no consumer has the key ${consumer}`);
    const member = text(a.member, `${place}.member`);
    if (!memberIds.has(member)) fail(`${place}.member`, `no member has the id ${member}`);
    return { consumer, member, token, secret: text(a.secret, `${place}.secret`) };
  });
  return config;
}
