// The client's options, checked once at createClient: each wrong one is named (OptionError) before anything is sent.
import { checkBaseUrl, createCredentials, OAuthCredentials, OptionError, type CredentialsLike } from '../plugins/oauth1/browser.ts';
import type { ClientOptions } from './types.ts';

const CLIENT_OPTIONS = new Set<keyof ClientOptions>([
  'baseUrl',
  'authUrl',
  'credentials',
  'signatureMethod',
  'allowInsecurePlaintext',
  'placement',
  'fetch',
  'headers',
  'timeout',
  'maxRetries',
  'retryRateLimited',
  'warnDeprecated',
  'debug',
  'userAgent',
  'maxPages',
]);

/** The checked options that the runtime's parts read (the sender checks and reads its own). */
export interface Settings {
  /** `{base_url}` without trailing slashes. */
  baseUrl: string;
  /** The base address of each server variable (`base_url`, `auth_url`). */
  urls: Readonly<Record<string, string>>;
  maxPages: number;
  /** The consumer credentials (and token) the client starts with. */
  credentials: OAuthCredentials | undefined;
}

export function checkOptions(
  options: ClientOptions,
  servers: ReadonlyArray<{ readonly variable: string; readonly default: string }>,
): Settings {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'must be an object');
  for (const name of Object.keys(options)) {
    if (!CLIENT_OPTIONS.has(name as keyof ClientOptions)) {
      throw new OptionError(name, `is not a client option (known: ${[...CLIENT_OPTIONS].join(', ')})`);
    }
  }
  const baseUrl = checkBaseUrl(options.baseUrl ?? servers.find((s) => s.variable === 'base_url')?.default, 'baseUrl');
  const authUrl = options.authUrl === undefined ? baseUrl : checkBaseUrl(options.authUrl, 'authUrl');
  const maxPages = options.maxPages ?? 1000;
  if (!Number.isInteger(maxPages) || maxPages < 1) {
    throw new OptionError('maxPages', `must be a whole number >= 1, got ${JSON.stringify(options.maxPages)}`);
  }
  return {
    baseUrl,
    urls: { base_url: baseUrl, auth_url: authUrl },
    maxPages,
    credentials: options.credentials && credentialsOf(options.credentials, 'credentials'),
  };
}

function credentialsOf(value: CredentialsLike, option: string): OAuthCredentials {
  if (typeof value !== 'object' || value === null)
    throw new OptionError(option, 'must be { consumerKey, consumerSecret, token?, tokenSecret? }');
  if (typeof value.consumerKey !== 'string' || value.consumerKey === '')
    throw new OptionError(`${option}.consumerKey`, 'must be a non-empty string');
  if (typeof value.consumerSecret !== 'string') throw new OptionError(`${option}.consumerSecret`, 'must be a string');
  return value instanceof OAuthCredentials ? value : createCredentials(value);
}
