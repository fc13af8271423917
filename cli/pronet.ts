#!/usr/bin/env node
// pronet: get an access token, make one signed call by hand, run the mock or the generator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createClient } from '../generated/client.ts';
import { operations, servers } from '../generated/operations.ts';
import { findOperation } from '../runtime/match.ts';
import { listenForCallback, readTokenFile, TokenFileError, tokenFilePath, UsageError, writeTokenFile } from '../runtime/node.ts';
import { mockInstallHint, mockPackage } from './mock-package.ts';
import { nearestNames, nearestPaths } from '../runtime/nearest.ts';
import { consumerHint } from './consumer-hint.ts';
import { awaitLoopback } from './loopback-wait.ts';
import {
  AccessToken,
  NetworkError,
  OptionError,
  SDK_VERSION,
  type Placement,
  type RequestToken,
  type SignatureMethod,
} from '../plugins/oauth1/browser.ts';

const DEFAULT_BASE = servers.find((s) => s.variable === 'base_url')?.default ?? 'http://127.0.0.1:4010';

const HELP: Record<string, string> = {
  main: `usage: pronet <command> [options]

commands:
  auth       run the OAuth 1.0 handshake and store the access token
  call       make one signed request and print the answer
  mock       start the mock server
  proxy      a local signing proxy in front of the service that compares it with the description
  verify     run the Arazzo workflows of verify/ against a service, through the signing proxy (in a checkout)
  generate   regenerate generated/ (in a pronet-api checkout)

Run \`pronet <command> --help\` for the options of a command; \`pronet --version\` prints the version.
PRONET_DEBUG=1 logs every request and response (secrets redacted).`,
  auth: `usage: pronet auth [options]

Runs the handshake: a request token, the authorization page, the access token. The token is stored in a
file only you can read, for \`pronet call\`.

  --consumer-key KEY             or PRONET_CONSUMER_KEY
  --consumer-secret-file PATH    a file holding the consumer secret, or PRONET_CONSUMER_SECRET
                                 (never on the command line: other users can read it in \`ps\`)
  --base-url URL            {base_url} (or PRONET_BASE_URL; default ${DEFAULT_BASE}, the mock)
  --auth-url URL            {auth_url} (default: the base URL)
  --callback oob|loopback   oob: type the PIN the page shows (default); loopback: a local page receives it
  --member ID               against the mock only: allow as this test member, without a browser
  --signature-method M      HMAC-SHA1 (default) or PLAINTEXT
  --allow-insecure-plaintext   PLAINTEXT to an http: URL off this machine too (both secrets travel in clear;
                            RFC 5849 3.4.4 allows PLAINTEXT over TLS only); kept for \`pronet call\`
  --token-file PATH         default ~/.config/pronet/credentials.json (or PRONET_TOKEN_FILE)
  --timeout MS              per request (default 30000)`,
  call: `usage: pronet call METHOD PATH [name=value ...] [options]
       pronet call OPERATION_ID [name=value ...] [options]

Signs and sends one request with the stored access token, then prints the body (and with -i the status and
headers). With an operationId, name=value pairs fill the path parameters first ({id} ...). The other pairs go
to the query string (GET, DELETE) or the form body (POST, PUT).

  --data BODY, -d BODY      the request body: JSON, form (a=1&b=2) or XML, sent with its content type;
                            @FILE reads it from a file. name=value pairs then go to the query string
  --content-type TYPE       overrides the content type that --data guesses
  --header 'Name: value'    an extra request header (repeatable)
  -i, --include             print the status and the response headers too
  --placement P             header (default), query or body: where the OAuth parameters go
  --timeout MS              per attempt (default 30000)
  --token-file PATH         as for \`pronet auth\`
  --base-url URL            overrides the stored base URL

examples: pronet call GET /v1/users/me/id_card
          pronet call getIdCard -i
          pronet call updatePosting id=7 -d '{"function":"Engineer"}'`,
  mock: `Starts the mock on 127.0.0.1 (port 4010 by default) and prints its URL, its test consumers and members.
The mock is a package of its own, installed next to this one.`,
  proxy: `The proxy is part of the mock's package, installed next to this one.`,
  verify: `usage: pronet verify --base-url URL [options]

Runs the Arazzo workflows of verify/ with Redocly Respect through the signing proxy, which signs every call
with OAuth 1.0 and compares the traffic with the description. Prints a line per step, then a summary; exits 1
on any failed step or difference. Runs in a pronet-api checkout (it needs verify/ and @redocly/cli).

  --base-url URL            the service (or a mock) to verify: its {base_url}
  --token-file PATH         the token of \`pronet auth\` that signs the calls (default ~/.config/pronet/credentials.json,
                            or PRONET_TOKEN_FILE)
  --consumer-file PATH      more consumers as key:secret lines, as \`pronet proxy\` takes them (or
                            PRONET_PROXY_CONSUMERS); the token file's consumer is enough
  --writes                  run verify/write/ too: the job posting lifecycle creates and deletes a test posting
  --report FILE.md          the proxy's drift report of the run: the differences, and what the answers show of
                            what the description does not (statuses under 2XX, fields of open objects), as
                            Markdown there and JSON beside it
  --json-output FILE        keep Respect's JSON log (it holds the answers' bodies)
  --verbose                 Respect's own output instead of one line per step

example: pronet verify --base-url http://127.0.0.1:4010`,
  generate: `usage: pronet generate [--check | --watch | --no-docs | --quiet]

Regenerates generated/ from spec/ and templates/. Works in a pronet-api checkout (it needs the development
dependencies); in an installed package there is nothing to regenerate.`,
};

function parse<T extends NonNullable<ParseArgsConfig['options']>>(command: string, argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${HELP[command]}`);
  }
}

const AUTH_OPTIONS = {
  'consumer-key': { type: 'string' },
  'consumer-secret': { type: 'string' },
  'consumer-secret-file': { type: 'string' },
  'base-url': { type: 'string' },
  'auth-url': { type: 'string' },
  callback: { type: 'string' },
  'signature-method': { type: 'string' },
  'allow-insecure-plaintext': { type: 'boolean' },
  'token-file': { type: 'string' },
  timeout: { type: 'string' },
  member: { type: 'string' },
} as const;

async function auth(argv: string[]): Promise<number> {
  const { values } = parse('auth', argv, AUTH_OPTIONS);
  if (values.help) return print(HELP['auth']!);
  const settings = authSettingsOf(values);
  const plaintext = values['allow-insecure-plaintext'] === true;
  const client = createClient({
    baseUrl: settings.baseUrl,
    authUrl: settings.authUrl,
    credentials: { consumerKey: settings.consumerKey, consumerSecret: settings.consumerSecret },
    signatureMethod: settings.signatureMethod,
    allowInsecurePlaintext: plaintext,
    timeout: timeoutOf(values.timeout as string | undefined),
  });
  const { requestToken, verifier } = await verifiedRequestToken(client, settings.mode, values.member as string | undefined);
  const accessToken = await client.handshake.accessToken(requestToken, verifier);
  const file = tokenFilePath(values['token-file'] as string | undefined);
  writeTokenFile(file, {
    baseUrl: settings.baseUrl,
    consumerKey: settings.consumerKey,
    consumerSecret: settings.consumerSecret,
    signatureMethod: settings.signatureMethod,
    ...(plaintext && { allowInsecurePlaintext: true }),
    accessToken: accessToken.toSecretJSON(),
  });
  const userId = accessToken.extra['user_id'];
  console.log(`Access token stored in ${file} (readable only by you).${userId ? ` User: ${userId}.` : ''}`);
  return 0;
}

/** Who signs the handshake, how, and with whom, from the flags and the environment: never a secret from the command line. */
function authSettingsOf(values: { [name: string]: unknown }) {
  if (values['consumer-secret'] !== undefined) {
    throw new UsageError(
      '--consumer-secret is not taken: a secret on the command line shows in `ps`. Use --consumer-secret-file PATH or PRONET_CONSUMER_SECRET',
    );
  }
  const consumerKey = (values['consumer-key'] as string | undefined) || process.env['PRONET_CONSUMER_KEY'];
  const secretFile = values['consumer-secret-file'] as string | undefined;
  const consumerSecret = secretFile ? readSecretFile(secretFile) : process.env['PRONET_CONSUMER_SECRET'];
  if (!consumerKey || !consumerSecret) {
    throw new UsageError(
      'the consumer key and secret are needed: --consumer-key (or PRONET_CONSUMER_KEY) and --consumer-secret-file (or PRONET_CONSUMER_SECRET)',
    );
  }
  const signatureMethod = ((values['signature-method'] as string | undefined) ?? 'HMAC-SHA1') as SignatureMethod;
  if (!['HMAC-SHA1', 'PLAINTEXT'].includes(signatureMethod)) throw new UsageError('--signature-method is HMAC-SHA1 or PLAINTEXT');
  const mode = (values['callback'] as string | undefined) ?? 'oob';
  if (!['oob', 'loopback'].includes(mode)) throw new UsageError('--callback is oob or loopback');
  const baseUrl = ((values['base-url'] as string | undefined) || process.env['PRONET_BASE_URL'] || DEFAULT_BASE).replace(/\/+$/, '');
  const authUrl = ((values['auth-url'] as string | undefined) ?? baseUrl).replace(/\/+$/, '');
  return { consumerKey, consumerSecret, signatureMethod, mode, baseUrl, authUrl };
}

/**
 * A request token and its verifier, the way asked: --member (the mock's page submitted, no browser), oob (the PIN the
 * page shows, typed) or loopback (a local page the browser comes back to).
 */
async function verifiedRequestToken(
  client: ReturnType<typeof createClient>,
  mode: string,
  member: string | undefined,
): Promise<{ requestToken: RequestToken; verifier: string }> {
  if (member !== undefined) {
    const requestToken = await client.handshake.requestToken('oob');
    return { requestToken, verifier: await allowOnMockPage(client.handshake.authorizationUrl(requestToken), member) };
  }
  if (mode === 'oob') {
    const requestToken = await client.handshake.requestToken('oob');
    console.log(`Open this page, log in and allow access:\n\n  ${client.handshake.authorizationUrl(requestToken)}\n`);
    return { requestToken, verifier: await askPin() };
  }
  const callback = await listenForCallback();
  try {
    const requestToken = await client.handshake.requestToken(callback.url);
    callback.expect(requestToken.token);
    console.log(
      `Open this page, log in and allow access (waiting on ${callback.url}):\n\n  ${client.handshake.authorizationUrl(requestToken)}\n`,
    );
    return { requestToken, verifier: await awaitLoopback(callback, { input: process.stdin, log: (line) => console.log(line) }) };
  } finally {
    await callback.close();
  }
}

/** --member: submits the mock's authorization page as a browser would, Allow as that member; returns the PIN. */
async function allowOnMockPage(pageUrl: string, member: string): Promise<string> {
  const page = await fetch(pageUrl);
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].find((f) => f[2]!.includes('value="allow"'));
  if (!page.ok || !form)
    throw new UsageError(
      `--member: ${pageUrl} is not the mock's authorization page (HTTP ${page.status}); --member works against the mock only`,
    );
  const fields = new URLSearchParams(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  fields.set('member', member);
  fields.set('decision', 'allow');
  const answer = await fetch(new URL(form[1]!.replace(/&amp;/g, '&'), pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
    redirect: 'manual',
  });
  const pin = /id="oauth_verifier">([^<]+)</.exec(await answer.text())?.[1];
  if (!pin)
    throw new UsageError(
      `--member ${member}: the mock did not allow access (HTTP ${answer.status}): is ${member} one of its active members?`,
    );
  return pin;
}

function readSecretFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new UsageError(
      `cannot read --consumer-secret-file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

function timeoutOf(text: string | undefined): number {
  if (text === undefined) return 30_000;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new UsageError(`--timeout is a whole number of milliseconds (0 for none), not ${JSON.stringify(text)}`);
  return value;
}

/** Reads the PIN from stdin; a closed stdin (no terminal, `< /dev/null`) is said, not a silent exit. */
async function askPin(): Promise<string> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const closed = new Promise<never>((_, reject) =>
    prompt.once('close', () =>
      reject(new UsageError('stdin closed before a PIN was typed: run it in a terminal, or use --callback loopback')),
    ),
  );
  try {
    const pin = (await Promise.race([prompt.question('Then type the PIN it shows: '), closed])).trim();
    if (!pin) throw new UsageError('no PIN given');
    return pin;
  } finally {
    prompt.close();
  }
}

/** The methods `pronet call METHOD PATH` takes: those of the description's operations. */
const METHODS = [...new Set(Object.values(operations).map((o) => o.method.toUpperCase()))];

const CALL_OPTIONS = {
  data: { type: 'string', short: 'd' },
  json: { type: 'string' },
  'content-type': { type: 'string' },
  header: { type: 'string', multiple: true },
  include: { type: 'boolean', short: 'i' },
  placement: { type: 'string' },
  timeout: { type: 'string' },
  'token-file': { type: 'string' },
  'base-url': { type: 'string' },
} as const;

async function call(argv: string[]): Promise<number> {
  const { values, positionals } = parse('call', argv, CALL_OPTIONS);
  if (values.help) return print(HELP['call']!);
  const [first, ...rest] = positionals;
  if (!first) throw new UsageError(`give METHOD and PATH, or an operationId\n\n${HELP['call']}`);
  const { method, template, pairs } = targetOf(first, rest);
  const { requestPath, headers, query, body } = requestOf(first, method, template, pairs, values);
  const client = clientOfTokenFile(values);
  const op = findOperation(operations, method, requestPath.split('?')[0]!);
  if (!op) {
    const templates = Object.values(operations)
      .filter((o) => o.method.toUpperCase() === method)
      .map((o) => o.path);
    const near = nearestPaths(requestPath.split('?')[0]!, templates).map((p) => `${method} ${p}`);
    console.error(
      `pronet call: no operation of the description is ${method} ${requestPath}${near.length ? ` (did you mean ${near.join(' or ')}?)` : ''}; sending it anyway`,
    );
  }
  const response = await client.request(method, requestPath, { headers, query, ...(body !== undefined && { body }) });
  return showAnswer(response, values.include === true, op?.operationId, `${method} ${requestPath}`);
}

/** METHOD PATH [name=value...] or operationId [name=value...]: the method, the path (a template for an operationId), the pairs. */
function targetOf(first: string, rest: string[]): { method: string; template: string; pairs: string[] } {
  const byId = (operations as Record<string, (typeof operations)[keyof typeof operations]>)[first];
  if (byId) return { method: byId.method.toUpperCase(), template: byId.path, pairs: rest };
  const method = first.toUpperCase();
  if (!METHODS.includes(method)) {
    const near = nearestNames(first, Object.keys(operations));
    if (near.length) throw new UsageError(`${JSON.stringify(first)} is not an operationId: did you mean ${near.join(' or ')}?`);
    throw new UsageError(
      `${JSON.stringify(first)} is neither an HTTP method (${METHODS.join(', ')}) nor an operationId (e.g. ${Object.keys(operations).slice(5, 8).join(', ')})`,
    );
  }
  if (!rest[0]) throw new UsageError(`${method} needs a PATH\n\n${HELP['call']}`);
  return { method, template: rest[0].startsWith('/') ? rest[0] : `/${rest[0]}`, pairs: rest.slice(1) };
}

/**
 * The request the pairs and flags make: a pair named as a path parameter fills it; the others go in the query, or in
 * a form body for POST, PUT and PATCH without --data.
 */
function requestOf(first: string, method: string, template: string, pairs: string[], values: { [name: string]: unknown }) {
  let requestPath = template;
  const params = pairs.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new UsageError(`expected name=value, got ${JSON.stringify(pair)}`);
    return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
  });
  const remaining = params.filter(([name, value]) => {
    if (!requestPath.includes(`{${name}}`)) return true;
    requestPath = requestPath.replace(`{${name}}`, encodeURIComponent(value));
    return false;
  });
  const unfilled = /\{([^}]+)\}/.exec(requestPath);
  if (unfilled) throw new UsageError(`${first} needs ${unfilled[1]}=VALUE (path ${requestPath})`);

  const headers = new Headers();
  for (const header of (values['header'] as string[] | undefined) ?? []) {
    const colon = header.indexOf(':');
    if (colon < 1) throw new UsageError(`expected 'Name: value', got ${JSON.stringify(header)}`);
    headers.set(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
  }
  const query: Record<string, string> = {};
  let body: string | undefined;
  const data = (values['data'] as string | undefined) ?? (values['json'] as string | undefined);
  if (data !== undefined) {
    body = data.startsWith('@') ? readDataFile(data.slice(1)) : data;
    headers.set(
      'content-type',
      (values['content-type'] as string | undefined) ?? (values['json'] !== undefined ? 'application/json' : guessContentType(body)),
    );
    for (const [name, value] of remaining) query[name] = value;
  } else if (['POST', 'PUT', 'PATCH'].includes(method) && remaining.length) {
    body = new URLSearchParams(remaining).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else {
    for (const [name, value] of remaining) query[name] = value;
  }
  return { requestPath, headers, query, body };
}

/** A client signing with `pronet auth`'s token file (--token-file), for its base URL or --base-url; no retries. */
function clientOfTokenFile(values: { [name: string]: unknown }) {
  const file = tokenFilePath(values['token-file'] as string | undefined);
  const stored = readTokenFile(file);
  const baseUrl = (values['base-url'] as string | undefined) ?? stored.baseUrl;
  if (!baseUrl) throw new UsageError(`${file} lacks baseUrl: run \`pronet auth\` again (or give --base-url)`);
  const client = createClient({
    baseUrl,
    credentials: { consumerKey: stored.consumerKey, consumerSecret: stored.consumerSecret },
    signatureMethod: stored.signatureMethod,
    allowInsecurePlaintext: stored.allowInsecurePlaintext === true,
    placement: ((values['placement'] as string | undefined) ?? 'header') as Placement,
    timeout: timeoutOf(values['timeout'] as string | undefined),
    maxRetries: 0,
  });
  client.setToken(AccessToken.fromJSON(stored.accessToken));
  return client;
}

/** The answer on stdout (status and headers with -i, JSON indented); a failure named on stderr. Exit 0 for a 2xx. */
async function showAnswer(response: Response, include: boolean, operationId: string | undefined, sent: string): Promise<number> {
  if (include) {
    console.log(`HTTP ${response.status} ${response.statusText}${operationId ? `  (${operationId})` : ''}`);
    for (const [name, value] of response.headers) console.log(`${name}: ${value}`);
    console.log('');
  }
  const text = await response.text();
  if (text) {
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: print as it came
    }
    console.log(shown);
  }
  if (!response.ok) {
    let detail = '';
    try {
      const json = JSON.parse(text) as { error_name?: string; message?: string };
      detail = [json.error_name, json.message].filter(Boolean).join(': ');
    } catch {
      detail = response.statusText;
    }
    console.error(`pronet call: ${operationId ?? sent} answered HTTP ${response.status}${detail ? ` (${detail})` : ''}`);
  }
  return response.ok ? 0 : 1;
}

function readDataFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --data @${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** JSON when it parses, XML when it starts with '<', else a form body. */
function guessContentType(body: string): string {
  const start = body.trimStart();
  if (start.startsWith('<')) return 'application/xml';
  try {
    JSON.parse(body);
    return 'application/json';
  } catch {
    return 'application/x-www-form-urlencoded';
  }
}

async function mock(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    // The mock's own list of options, where it is installed; else what to install.
    const cli = await loadMockCli().catch((error: unknown) => (error instanceof UsageError ? undefined : Promise.reject(error)));
    return print(
      cli
        ? `${cli.mockUsage('pronet mock')}\n${HELP['mock']}`
        : `usage: pronet mock [options]\n\n${HELP['mock']}\n\n${mockInstallHint()} (then --help lists its options)`,
    );
  }
  const { runMockCli } = await loadMockCli();
  return runMockCli(argv, 'pronet mock');
}

async function proxy(argv: string[]): Promise<number> {
  const cli = await loadMockCli().catch((error: unknown) =>
    error instanceof UsageError && argv.includes('--help') ? undefined : Promise.reject(error),
  );
  if (!cli)
    return print(
      `usage: pronet proxy --upstream URL [options]\n\n${HELP['proxy']}\n\n${mockInstallHint()} (then --help lists its options)`,
    );
  if (!cli.runProxyCli) throw new UsageError(`the installed mock's package has no proxy: ${mockInstallHint()}`);
  return cli.runProxyCli(argv, 'pronet proxy');
}

/** The mock's command line: its sources in a pronet-api checkout, else the mock's package, if installed. */
async function loadMockCli(): Promise<typeof import('../mock/cli.ts')> {
  const isMissing = (error: unknown, what: string) =>
    (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && (error as Error).message.includes(what);
  try {
    return await import('../mock/cli.ts');
  } catch (error) {
    if (!isMissing(error, `mock${path.sep}cli.`)) throw error;
  }
  const { name } = mockPackage();
  try {
    return (await import(`${name}/cli`)) as typeof import('../mock/cli.ts');
  } catch (error) {
    if (isMissing(error, name)) throw new UsageError(mockInstallHint());
    throw error;
  }
}

async function verify(argv: string[]): Promise<number> {
  const { values } = parse('verify', argv, {
    'base-url': { type: 'string' },
    'token-file': { type: 'string' },
    'consumer-file': { type: 'string' },
    writes: { type: 'boolean' },
    'json-output': { type: 'string' },
    report: { type: 'string' },
    verbose: { type: 'boolean' },
  });
  if (values.help) return print(HELP['verify']!);
  const baseUrl = values['base-url'] as string | undefined;
  if (!baseUrl) throw new UsageError(`--base-url is needed: the service (or mock) to verify\n\n${HELP['verify']}`);
  // Not a literal specifier, and no type from it: the packages leave cli/verify.ts out (it needs a checkout), and
  // the compiler follows only literal imports.
  const entry = './verify.ts';
  let runVerify: (command: object) => Promise<number>; // its VerifyCommand
  try {
    ({ runVerify } = (await import(entry)) as { runVerify: typeof runVerify });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError('it runs in a pronet-api checkout (it needs verify/, the mock and @redocly/cli)');
  }
  return runVerify({
    baseUrl,
    tokenFile: tokenFilePath(values['token-file'] as string | undefined),
    ...(values['consumer-file'] !== undefined && { consumerFile: values['consumer-file'] as string }),
    writes: values.writes === true,
    ...(values['json-output'] !== undefined && { jsonOutput: values['json-output'] as string }),
    ...(values.report !== undefined && { report: values.report as string }),
    verbose: values.verbose === true,
  });
}

async function generate(argv: string[]): Promise<number> {
  if (argv.includes('--help')) return print(HELP['generate']!);
  if (!fs.existsSync(path.join(process.cwd(), 'spec', 'openapi.yaml'))) {
    throw new UsageError('it runs in a pronet-api checkout: there is no spec/openapi.yaml here');
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
  const commands: Record<string, (argv: string[]) => Promise<number>> = { auth, call, mock, proxy, verify, generate };
  if (!command || command === '--help' || command === 'help') return print(HELP['main']!);
  if (command === '--version' || command === '-v') return print(`pronet-api ${SDK_VERSION}`);
  const run = commands[command];
  if (!run) {
    console.error(`pronet: unknown command ${JSON.stringify(command)}\n\n${HELP['main']}`);
    return 2;
  }
  try {
    return await run(rest);
  } catch (error) {
    if (error instanceof UsageError || error instanceof OptionError || error instanceof TokenFileError) {
      const flag =
        error instanceof OptionError && error.option === 'allowInsecurePlaintext' ? ' (pronet auth --allow-insecure-plaintext)' : '';
      console.error(`pronet ${command}: ${error.message}${flag}`);
      return 2;
    }
    if (error instanceof NetworkError) {
      console.error(
        `pronet ${command}: ${error.message}\n(is the server running? check --base-url${error.name === 'TimeoutError' ? ' or raise --timeout' : ''})`,
      );
      return 1;
    }
    const hint = command === 'auth' ? consumerHint(error) : undefined;
    console.error(`pronet ${command}: ${(error as Error).message}${hint ? `\n${hint}` : ''}`);
    return 1;
  }
}

/**
 * What the `pronet` binary runs: main() with the process's arguments, its result as the exit code. A reader that
 * stops early (`pronet call ... | head`) closes stdout: the command then ends quietly, as other tools do.
 */
export async function runBinary(): Promise<void> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  process.exitCode = await main(process.argv.slice(2));
}

// The package's binary (node_modules/.bin/pronet links here: compared by real path). In this repository the binary
// is scripts/pronet.js, which runs these sources.
const script = process.argv[1];
if (script && fs.existsSync(script) && import.meta.url === pathToFileURL(fs.realpathSync(script)).href) await runBinary();
