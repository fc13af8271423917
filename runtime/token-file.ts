/**
 * `pronet auth`'s token file: where it lives, how it is written (readable only by the user) and read. Node only; the
 * one place both `pronet call` and the proxy (`pronet proxy`, `pronet verify`) read it, with the same checks.
 * Published through `pronet-api/node`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccessToken, type SavedToken, type SignatureMethod } from '../plugins/oauth1/browser.ts';

/** The token file: the consumer and the access token as `toSecretJSON()` writes it. */
export interface StoredToken {
  /** The base URL `pronet auth` ran against; absent in a file written by hand for the proxy. */
  baseUrl?: string;
  consumerKey: string;
  consumerSecret: string;
  signatureMethod: SignatureMethod;
  allowInsecurePlaintext?: boolean;
  accessToken: SavedToken;
}

/** A token file that cannot be read or lacks a part: it names the file and the fix, never a secret. */
export class TokenFileError extends Error {
  override name = 'TokenFileError';
}

/** The token file: `--token-file`, else PRONET_TOKEN_FILE, else ~/.config/pronet/credentials.json. */
export function tokenFilePath(flag?: string): string {
  return flag ?? process.env['PRONET_TOKEN_FILE'] ?? path.join(os.homedir(), '.config', 'pronet', 'credentials.json');
}

/** Reads the token file, naming what is missing or wrong. */
export function readTokenFile(file: string): StoredToken {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new TokenFileError(`cannot read the token file ${file} (${code}): run \`pronet auth\` first (or give --token-file)`);
  }
  let stored: Partial<StoredToken>;
  try {
    stored = JSON.parse(text) as Partial<StoredToken>;
  } catch {
    // Not V8's message: it quotes the file, which holds secrets.
    throw new TokenFileError(`${file} is not valid JSON: run \`pronet auth\` again`);
  }
  for (const field of ['consumerKey', 'consumerSecret'] as const) {
    if (typeof stored?.[field] !== 'string' || stored[field] === '')
      throw new TokenFileError(`${file} lacks ${field}: run \`pronet auth\` again`);
  }
  if (stored.baseUrl !== undefined && typeof stored.baseUrl !== 'string')
    throw new TokenFileError(`${file}: baseUrl must be a URL; run \`pronet auth\` again`);
  let accessToken: AccessToken;
  try {
    accessToken = AccessToken.fromJSON(stored.accessToken);
  } catch (error) {
    throw new TokenFileError(`${file}: ${(error as Error).message}; run \`pronet auth\` again`);
  }
  return {
    ...stored,
    signatureMethod: stored.signatureMethod ?? 'HMAC-SHA1',
    accessToken: accessToken.toSecretJSON(),
  } as StoredToken;
}

/** Writes the token file, readable only by the user (an existing file's mode is narrowed too). */
export function writeTokenFile(file: string, stored: StoredToken): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an existing file keeps its mode on write
}
