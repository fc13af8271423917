#!/usr/bin/env node
// pronet: get an access token, make one signed call by hand, run the mock or the generator.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { operations, servers } from '../generated/operations.ts';
import { createRouter } from '../mock/router.ts';
import {
  ApiError,
  authorizationUrl,
  getAccessToken,
  getRequestToken,
  signRequest,
  applyPlacement,
  type Placement,
  type SignatureMethod,
} from '../plugins/oauth1/index.ts';

const DEFAULT_BASE = servers.find((s) => s.variable === 'base_url')?.default ?? 'http://127.0.0.1:4010';

const HELP: Record<string, string> = {
  main: `usage: pronet <command> [options]

commands:
  auth       run the OAuth 1.0 handshake and store the access token
  call       make one signed request and print the answer
  mock       start the mock server
  generate   regenerate generated/ (in a pronet-api checkout)

Run \`pronet <command> --help\` for the options of a command.`,
  auth: `usage: pronet auth [options]

Runs the handshake: a request token, the authorization page, the access token. The token is stored in a
file only you can read, for \`pronet call\`.

  --consumer-key KEY        or PRONET_CONSUMER_KEY
  --consumer-secret SECRET  or PRONET_CONSUMER_SECRET
  --base-url URL            {base_url} (default ${DEFAULT_BASE})
  --auth-url URL            {auth_url} (default: the base URL)
  --callback oob|loopback   oob: type the PIN the page shows (default); loopback: a local page receives it
  --signature-method M      HMAC-SHA1 (default) or PLAINTEXT
  --token-file PATH         default ~/.config/pronet/credentials.json (or PRONET_TOKEN_FILE)`,
  call: `usage: pronet call METHOD PATH [name=value ...] [options]

Signs and sends one request with the stored access token, then prints the status and the body.
name=value pairs go to the query string (GET, DELETE) or the form body (POST, PUT).

  --json BODY               send BODY as application/json instead of form fields
  --header 'Name: value'    an extra request header (repeatable)
  --include                 print the response headers too
  --placement P             header (default), query or body: where the OAuth parameters go
  --token-file PATH         as for \`pronet auth\`
  --base-url URL            overrides the stored base URL

example: pronet call GET /v1/users/me/id_card`,
  mock: `usage: pronet mock [--port N] [--host H] [--config FILE] [--consumer key:secret[:rights]] [--member id[:name]]

Starts the mock on 127.0.0.1 (port 4010 by default) and prints its URL and its test consumers.`,
  generate: `usage: pronet generate [--check | --watch | --no-docs | --quiet]

Regenerates generated/ from spec/ and templates/. Works in a pronet-api checkout (it needs the development
dependencies); in an installed package there is nothing to regenerate.`,
};

class UsageError extends Error {}

interface StoredToken {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
  userId?: string;
  signatureMethod: SignatureMethod;
}

function tokenFile(flag: string | undefined): string {
  return flag ?? process.env['PRONET_TOKEN_FILE'] ?? path.join(os.homedir(), '.config', 'pronet', 'credentials.json');
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(command: string, argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${HELP[command]}`);
  }
}

async function auth(argv: string[]): Promise<number> {
  const { values } = parse('auth', argv, {
    'consumer-key': { type: 'string' },
    'consumer-secret': { type: 'string' },
    'base-url': { type: 'string' },
    'auth-url': { type: 'string' },
    callback: { type: 'string' },
    'signature-method': { type: 'string' },
    'token-file': { type: 'string' },
  });
  if (values.help) return print(HELP['auth']!);
  const consumerKey = (values['consumer-key'] as string | undefined) ?? process.env['PRONET_CONSUMER_KEY'];
  const consumerSecret = (values['consumer-secret'] as string | undefined) ?? process.env['PRONET_CONSUMER_SECRET'];
  if (!consumerKey || !consumerSecret) {
    throw new UsageError('pronet auth needs the consumer key and secret: --consumer-key and --consumer-secret, or PRONET_CONSUMER_KEY and PRONET_CONSUMER_SECRET');
  }
  const signatureMethod = ((values['signature-method'] as string | undefined) ?? 'HMAC-SHA1') as SignatureMethod;
  if (!['HMAC-SHA1', 'PLAINTEXT'].includes(signatureMethod)) throw new UsageError('--signature-method is HMAC-SHA1 or PLAINTEXT');
  const mode = (values.callback as string | undefined) ?? 'oob';
  if (!['oob', 'loopback'].includes(mode)) throw new UsageError('--callback is oob or loopback');
  const baseUrl = ((values['base-url'] as string | undefined) ?? DEFAULT_BASE).replace(/\/+$/, '');
  const authUrl = ((values['auth-url'] as string | undefined) ?? baseUrl).replace(/\/+$/, '');
  const common = { baseUrl, consumer: { consumerKey, consumerSecret }, signatureMethod };

  let verifier: string;
  let requestToken;
  if (mode === 'oob') {
    requestToken = await getRequestToken({ ...common, callback: 'oob' });
    console.log(`Open this page, log in and allow access:\n\n  ${authorizationUrl(authUrl, requestToken)}\n`);
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    verifier = (await prompt.question('Then type the PIN it shows: ')).trim();
    prompt.close();
    if (!verifier) throw new UsageError('no PIN given');
  } else {
    const received = loopbackCallback();
    const callback = await received.url;
    requestToken = await getRequestToken({ ...common, callback });
    console.log(`Open this page, log in and allow access (waiting on ${callback}):\n\n  ${authorizationUrl(authUrl, requestToken)}\n`);
    verifier = await received.verifier;
  }
  const accessToken = await getAccessToken({ ...common, requestToken, verifier });
  const stored: StoredToken = {
    baseUrl,
    consumerKey,
    consumerSecret,
    token: accessToken.token,
    tokenSecret: accessToken.tokenSecret,
    signatureMethod,
    ...(accessToken.extra['user_id'] && { userId: accessToken.extra['user_id'] }),
  };
  const file = tokenFile(values['token-file'] as string | undefined);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an existing file keeps its mode on write
  console.log(`Access token stored in ${file} (readable only by you).${stored.userId ? ` User: ${stored.userId}.` : ''}`);
  return 0;
}

/** A one-shot page on 127.0.0.1 that receives the redirect after the user allowed access. */
function loopbackCallback(): { url: Promise<string>; verifier: Promise<string> } {
  let resolveVerifier!: (v: string) => void;
  let rejectVerifier!: (e: Error) => void;
  const verifier = new Promise<string>((resolve, reject) => ((resolveVerifier = resolve), (rejectVerifier = reject)));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const value = url.searchParams.get('oauth_verifier');
    if (url.pathname !== '/callback' || !value) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>pronet</title><p>Access granted. You can close this window.</p>');
    server.close();
    resolveVerifier(value);
  });
  const timer = setTimeout(() => (server.close(), rejectVerifier(new Error('no authorization within 10 minutes'))), 10 * 60_000);
  timer.unref();
  const url = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`)),
  );
  return { url, verifier };
}

async function call(argv: string[]): Promise<number> {
  const { values, positionals } = parse('call', argv, {
    json: { type: 'string' },
    header: { type: 'string', multiple: true },
    include: { type: 'boolean' },
    placement: { type: 'string' },
    'token-file': { type: 'string' },
    'base-url': { type: 'string' },
  });
  if (values.help) return print(HELP['call']!);
  const [methodArg, pathArg, ...pairs] = positionals;
  if (!methodArg || !pathArg) throw new UsageError(`pronet call needs METHOD and PATH\n\n${HELP['call']}`);
  const method = methodArg.toUpperCase();
  const file = tokenFile(values['token-file'] as string | undefined);
  let stored: StoredToken;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredToken;
  } catch {
    throw new UsageError(`no credentials in ${file}: run \`pronet auth\` first (or give --token-file)`);
  }
  const placement = ((values.placement as string | undefined) ?? 'header') as Placement;
  const url = new URL(((values['base-url'] as string | undefined) ?? stored.baseUrl).replace(/\/+$/, '') + (pathArg.startsWith('/') ? pathArg : `/${pathArg}`));
  const params = pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new UsageError(`expected name=value, got ${JSON.stringify(pair)}`);
    return [pair.slice(0, at), pair.slice(at + 1)] as const;
  });
  const headers = new Headers();
  for (const header of (values.header as string[] | undefined) ?? []) {
    const colon = header.indexOf(':');
    if (colon < 1) throw new UsageError(`expected 'Name: value', got ${JSON.stringify(header)}`);
    headers.set(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
  }
  let body: string | undefined;
  let contentType: string | undefined;
  if (values.json !== undefined) {
    body = values.json as string;
    contentType = 'application/json';
    for (const [name, value] of params) url.searchParams.append(name, value);
  } else if (['POST', 'PUT', 'PATCH'].includes(method)) {
    body = new URLSearchParams(params as Array<[string, string]>).toString();
    contentType = 'application/x-www-form-urlencoded';
  } else {
    for (const [name, value] of params) url.searchParams.append(name, value);
  }
  if (contentType) headers.set('content-type', contentType);
  // The operation the request belongs to (for the Accept header the vendor calls need), matched as the mock does.
  const op = createRouter(Object.values(operations)).match(method, url.pathname)?.op;
  if (!headers.has('accept')) headers.set('accept', op?.vendorAccept ?? '*/*');

  const message = { method, url: url.href, ...(body !== undefined && { body }), ...(contentType && { contentType }) };
  const signed = signRequest(message, stored, { signatureMethod: stored.signatureMethod });
  const placed = applyPlacement(message, signed, placement);
  for (const [name, value] of Object.entries(placed.headers ?? {})) headers.set(name, value);
  const response = await fetch(placed.url, { method, headers, ...(placed.body !== undefined && { body: placed.body }) });
  console.log(`HTTP ${response.status} ${response.statusText}${op ? `  (${op.operationId})` : ''}`);
  if (values.include) for (const [name, value] of response.headers) console.log(`${name}: ${value}`);
  const text = await response.text();
  if (text) {
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: print as it came
    }
    console.log(values.include ? `\n${shown}` : shown);
  }
  if (response.status === 401) console.error(ApiError.fromBody(response, text).message);
  return response.ok ? 0 : 1;
}

async function mock(argv: string[]): Promise<number> {
  if (argv.includes('--help')) return print(HELP['mock']!);
  const { runMockCli } = await import('../mock/cli.ts');
  return runMockCli(argv);
}

async function generate(argv: string[]): Promise<number> {
  if (argv.includes('--help')) return print(HELP['generate']!);
  if (!fs.existsSync(path.join(process.cwd(), 'spec', 'openapi.yaml'))) {
    throw new UsageError('pronet generate runs in a pronet-api checkout: there is no spec/openapi.yaml here');
  }
  let runCli: (argv: string[]) => Promise<number>;
  try {
    ({ runCli } = await import('../generator/cli.ts'));
  } catch {
    throw new UsageError('the generator is not part of the installed package: run it from a pronet-api checkout (npm run generate)');
  }
  return runCli(['generate', ...argv]);
}

function print(text: string): number {
  console.log(text);
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const commands: Record<string, (argv: string[]) => Promise<number>> = { auth, call, mock, generate };
  if (!command || command === '--help' || command === 'help') return print(HELP['main']!);
  const run = commands[command];
  if (!run) {
    console.error(`pronet: unknown command ${JSON.stringify(command)}\n\n${HELP['main']}`);
    return 2;
  }
  try {
    return await run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`pronet ${command}: ${error.message}`);
      return 2;
    }
    console.error(`pronet ${command}: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href || process.argv[1]?.endsWith('/pronet')) {
  process.exitCode = await main(process.argv.slice(2));
}
