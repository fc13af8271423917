/**
 * startMock: one HTTP server. It loads the generated folder into a Description (mock/description.ts), creates
 * the state once (OAuth tokens and nonces, the stateful areas of mock/areas/), and runs every request through the
 * pipeline of mock/pipeline.ts. `reload()` swaps in a new description and keeps the state; `close()` drains.
 *
 * startMock reads the generated folder once (readGenerated; startMockOn takes it read) and wires named parts: the
 * state and the rules on one clock (createState), the description in force (describeOver), the state file
 * (openStateFile), the testing controls (controlsOf), the Host check (hostsOf), the HTTP server with its drain on
 * close (createHttpServer, listen), the running mock its user holds (mockServerOf) and the one-line handshake of
 * tests (authorizeAt).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS } from './areas/index.ts';
import { vendorOnlyRights } from './auth.ts';
import { bindAreas } from './areas/bind.ts';
import { DEFAULT_PORT, readConfigFile, resolveConfig, type MockConfig } from './config.ts';
import { Controls } from './controls.ts';
import { ConfigError, InvariantError, StateFileError } from './errors.ts';
import { describe, loadDescription, type Description } from './description.ts';
import { readGenerated, readTables, rightsOf, type Generated } from './generated.ts';
import { loadSpec } from './spec.ts';
import { GeneratedFiles } from './files.ts';
import { Handshake } from './handshake.ts';
import { json, listen, send } from './http.ts';
import { OAuthState } from './oauth.ts';
import { getAccessToken, getRequestToken } from '../plugins/oauth1/index.ts';
import { HOST_HEADER, hostCheck, isLoopback } from './hosts.ts';
import { handleRequest, type MockContext } from './pipeline.ts';
import { Rules, type Fault, type Limits } from './rules.ts';
import { MAX_CLOCK_OFFSET_MS, MockState, StateFile } from './state.ts';

export interface MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Consumers, members, bearer tokens; missing lists take the defaults. */
  config?: Partial<MockConfig>;
  /** A JSON file with the configuration (used when `config` is not given). */
  configFile?: string;
  /** Milliseconds since the epoch (token expiry, nonce window, timestamp age, posting dates, throttling). Default Date.now. */
  clock?: () => number;
  /** Largest request body in bytes. Default 1 MiB; larger bodies get 413. */
  bodyLimit?: number;
  /** Replay protection's bounds (see mock/nonces.ts): nonces per token at one timestamp (default 100,000), in all (1,000,000), recent per consumer (10,000). */
  nonces?: { perTimestamp?: number; total?: number; recent?: number };
  /** The folder with openapi.json, operations.ts, mock-operations.ts, docs/index.html and changelog.atom. Default: generated/. */
  generatedDir?: string;
  /** The address clients use, e.g. https://mock.example.test (behind a proxy): the signature's base URI. Default: the Host header, validated. */
  publicUrl?: string;
  /** Docs pages reload themselves after a `reload()` that brings a new page (a script is added to the served page). Default false. */
  liveReload?: boolean;
  /** The testing controls under /__mock/ and the Mock-Fault header. Default false. */
  testing?: boolean;
  /** More host names the mock answers besides localhost, IP addresses, `host` and publicUrl's (a leading dot allows subdomains; see mock/hosts.ts). */
  allowedHosts?: string[];
  /** Limits per operationId, replacing the description's figures (see mock/rules.ts). */
  throttle?: Record<string, Limits>;
  /** Faults per operationId or `*` (with `testing`). */
  faults?: Record<string, Fault>;
  /** Seed of the fault generator. Default 1. */
  seed?: number;
  /** A JSON file for the state: read at start when it exists, written by close() and the save control. */
  stateFile?: string;
  /** The cap of the areas' state as a whole, in bytes of JSON (mock/state.ts). Default 64 MiB; past it, calls that store get 403 `TOO_MANY_ENTRIES`. */
  stateLimit?: number;
  /**
   * operationIds answered from the description's examples (by Prism) although a stateful area keeps them, as the
   * mock answers a call that sends `Prefer`: a stand-in for a service whose answers follow a description of its own
   * (the drift tests' planted service). Default none.
   */
  exampleAnswers?: readonly string[];
  /** Where internal errors (bugs) are reported. Default console.error. */
  onError?: (error: unknown) => void;
  /** Where start-up warnings go. Default console.warn. */
  onWarning?: (message: string) => void;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 (the base_url and auth_url of the client). */
  url: string;
  /** The rendered reference. */
  docsUrl: string;
  /** The configuration in use (consumers with their secrets, members, bearer tokens). */
  config: MockConfig;
  /** Sizes of the in-memory state (nonces, requestTokens, accessTokens, postings ...) and the requests being answered. */
  stats(): Record<string, number>;
  /**
   * Re-reads the generated folder and swaps in the new description and Prism's operations; all state is kept and,
   * with liveReload, open docs pages reload if the page changed. A broken folder rejects with the error and the old
   * description keeps serving. Calls are serialized.
   */
  reload(): Promise<void>;
  /**
   * An access token in one line, for tests: the real handshake over HTTP (a signed request token call, the member's
   * Allow as the authorization page records it, a signed access token call) for a consumer (its key; default the
   * first consumer that is not a test one) and a member (default the first active one).
   */
  authorize(options?: { consumer?: string; member?: string }): Promise<AuthorizedCredentials>;
  /**
   * With liveReload: what fails in the description being edited (file, line, column and message), shown by open
   * docs pages over the last good page until `showProblem(undefined)` (npm start calls it after each regeneration).
   */
  showProblem(text: string | undefined): void;
  /** The generation of the description in force: 1 at start, +1 per successful reload. */
  readonly generation: number;
  /** Stops accepting, answers the requests already received, writes the state file (if any), then resolves. */
  close(): Promise<void>;
}

/** What `authorize()` gives: the credentials to sign with, as the client takes them, and the member. */
export interface AuthorizedCredentials {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
  member: string;
}

export { DEFAULT_PORT };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** How long close() waits for requests in flight before it cuts the connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** All access rights the description names (see rightsOf), read without Prism: for a configuration made before start-up. */
export function knownRights(generatedDir = DEFAULT_GENERATED_DIR): string[] {
  return rightsOf(readTables(generatedDir).operations, loadSpec(join(generatedDir, 'openapi.json')).document);
}

export const DEFAULT_GENERATED_DIR = fileURLToPath(new URL('../generated/', import.meta.url));

/** The status line for HTTP that Node refuses before the handler (by error code; anything else is 400). */
const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

export async function startMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockOn(await readGenerated(options.generatedDir ?? DEFAULT_GENERATED_DIR), options);
}

/**
 * startMock on a generated folder read already (`readGenerated`; its folder stands for `generatedDir`): `pronet mock`
 * reads it first for the rights its flags name, so that start-up reads it once: rights, then configuration, state,
 * areas.
 */
export async function startMockOn(generated: Generated, options: Omit<MockOptions, 'generatedDir'> = {}): Promise<MockServer> {
  const onError = options.onError ?? ((error: unknown) => console.error('mock: internal error:', error));
  const onWarning = options.onWarning ?? ((message: string) => console.warn(`mock: ${message}`));
  const config = resolveConfig(
    options.config ?? (options.configFile ? readConfigFile(options.configFile) : undefined),
    rightsOf(generated.operations, generated.spec.document),
    options.configFile ?? 'config',
  );
  const { state, rules, now } = createState(config, options);
  const current = describeOver(generated, state);
  warnTestConsumers(config, current.description, onWarning);
  const persisted = openStateFile(options.stateFile, state);

  const files = new GeneratedFiles(generated.dir, options.liveReload === true);
  await files.load();
  const host = options.host ?? '127.0.0.1';
  if (options.testing && !isLoopback(host)) {
    onWarning(
      `the testing controls are on and the mock listens on ${host}: anyone who reaches that address can reset, save or fault it (listen on 127.0.0.1 or leave --testing off)`,
    );
  }
  const address = { authority: '' }; // host:port once listening: the base URI of a request without a Host
  const ctx: MockContext = {
    description: () => current.description,
    oauth: state.oauth,
    handshake: new Handshake(state.oauth, config.members),
    files,
    rules,
    controls: controlsOf(options.testing === true, state, rules, now, persisted),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    stateSize: state,
    exampleAnswers: new Set(options.exampleAnswers),
    ...hostsOf(host, options, () => address.authority),
  };
  const http = createHttpServer(ctx, onError);
  try {
    await listen(http.server, options.port ?? DEFAULT_PORT, host);
  } catch (error) {
    persisted.file?.close();
    throw error;
  }
  address.authority = `${host.includes(':') ? `[${host}]` : host}:${(http.server.address() as AddressInfo).port}`;
  return mockServerOf({ url: `http://${address.authority}`, config, state, current, files, http, persisted });
}

/** The state (mock/state.ts: created once, kept across reloads), the rules, and the clock both read. */
function createState(config: MockConfig, options: MockOptions) {
  const baseClock = options.clock ?? Date.now;
  const now = () => baseClock() + state.clockOffset;
  const state = new MockState(new OAuthState(config, now, options.nonces), { now, config }, options.stateLimit);
  const rules = new Rules(
    { throttle: options.throttle, faults: options.faults, seed: options.seed, testing: options.testing === true },
    now,
  );
  return { state, rules, now };
}

/** The description in force: the first one; an import then replaces the areas' states, which its bindings take. */
function describeOver(generated: Generated, state: MockState): { description: Description } {
  const current = { description: describe(generated, 1, AREAS, state.areas) };
  state.onSwap(() => (current.description = { ...current.description, ...bindAreas(AREAS, state.areas, current.description) }));
  return current;
}

/** Which Host headers name this mock, and the base URI a signature is checked with (publicUrl, else the Host). */
function hostsOf(host: string, options: MockOptions, authority: () => string): Pick<MockContext, 'hostAllowed' | 'baseUri'> {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  return {
    hostAllowed: hostCheck({ listenHost: host, publicUrl, allowedHosts: options.allowedHosts }),
    baseUri(req: IncomingMessage) {
      if (publicUrl) return publicUrl;
      const sent = req.headers.host ?? authority();
      return HOST_HEADER.test(sent) ? `http://${sent}` : undefined;
    },
  };
}

/** The running mock as its user holds it: reload (one at a time), authorize, stats, close (the state file saved). */
function mockServerOf(parts: {
  url: string;
  config: MockConfig;
  state: MockState;
  current: { description: Description };
  files: GeneratedFiles;
  http: ReturnType<typeof createHttpServer>;
  persisted: Persisted;
}): MockServer {
  const { url, config, state, current, files, http, persisted } = parts;
  let reloading = Promise.resolve();
  return {
    url,
    docsUrl: `${url}/`,
    config,
    get generation() {
      return current.description.generation;
    },
    authorize: (wanted = {}) => authorizeAt(url, config, state.oauth, wanted),
    showProblem: (text) => files.showProblem(text),
    stats: () => ({
      ...state.oauth.stats,
      ...Object.assign({}, ...AREAS.map((a) => a.stats?.(state.areas.get(a.name)) ?? {})),
      requestsInFlight: http.inFlight(),
    }),
    reload() {
      const next = reloading.then(async () => {
        // Binding has no side effects: a refused description leaves the one in force as it was.
        current.description = await loadDescription(current.description.dir, current.description.generation + 1, AREAS, state.areas);
        await files.load();
        files.announce(current.description.generation);
      });
      reloading = next.catch(() => {});
      return next;
    },
    close: () =>
      http.close(
        () => files.endStreams(),
        async () => {
          if (!persisted.file) return;
          try {
            await persisted.save();
          } finally {
            persisted.file.close();
          }
        },
      ),
  };
}

/** The warning at start-up for a test consumer configured with rights only the vendor interface uses. */
function warnTestConsumers(config: MockConfig, description: Description, onWarning: (message: string) => void): void {
  const vendorRights = vendorOnlyRights(description.operations);
  for (const consumer of config.consumers) {
    const extra = consumer.test ? consumer.rights.filter((r) => vendorRights.includes(r)) : [];
    if (extra.length)
      onWarning(`${consumer.name} is a test consumer: it cannot use the vendor interface, whatever its rights (${extra.join(', ')})`);
  }
}

interface Persisted {
  file: StateFile | undefined;
  /** Writes the state file; resolves to its path. */
  save(): Promise<string>;
  /** Reads the state file and swaps it in whole; resolves to its path. */
  load(): Promise<string>;
}

/** The state file (if any): locked and read at start, saved and loaded on demand. */
function openStateFile(path: string | undefined, state: MockState): Persisted {
  const file = path === undefined ? undefined : new StateFile(path);
  const noFile = () => new ConfigError('no state file configured (stateFile, --state)');
  const persisted: Persisted = {
    file,
    async save() {
      if (!file) throw noFile();
      return file.save(state.export());
    },
    async load() {
      if (!file) throw noFile();
      const saved = file.read();
      if (saved === undefined) throw new StateFileError(`${file.path} does not exist (yet)`);
      state.import(saved, file.path);
      return file.path;
    },
  };
  if (file) {
    file.open();
    try {
      const saved = file.read();
      if (saved !== undefined) state.import(saved, file.path);
    } catch (error) {
      file.close();
      throw error;
    }
  }
  return persisted;
}

/** The testing controls under /__mock/ (mock/controls.ts), acting on the state, the rules and the state file. */
function controlsOf(testing: boolean, state: MockState, rules: Rules, now: () => number, persisted: Persisted): Controls {
  return new Controls(testing, {
    reset() {
      state.reset();
      rules.reset();
    },
    invalidate: (token, reason) => state.oauth.invalidate(token, reason),
    now,
    advanceClock(ms) {
      if (state.clockOffset + ms > MAX_CLOCK_OFFSET_MS) return false;
      state.clockOffset += ms;
      return true;
    },
    setFaults(faults) {
      rules.faults = { ...faults };
    },
    saveState: persisted.save,
    loadState: persisted.load,
  });
}

/** The HTTP server that runs every request through the pipeline, counting the requests in flight for close(). */
function createHttpServer(ctx: MockContext, onError: (error: unknown) => void) {
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) drained?.();
    });
    if (draining) res.shouldKeepAlive = false;
    handleRequest(ctx, req, res).catch((error) => {
      onError(error);
      if (res.headersSent) return void res.destroy();
      send(res, json(500, { error_name: 'INTERNAL_ERROR', message: "mock: internal error (see the mock's log)" }));
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  // Unparsable or timed-out HTTP never reaches the handler: answer it plainly and close that connection only.
  // A timeout must stay 408: a browser retries a request that meets 408 on a kept-alive or preconnected socket
  // (Chromium holds idle preconnected sockets longer than requestTimeout), and would show any other status.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    else socket.destroy();
  });

  let closing: Promise<void> | undefined;
  return {
    server,
    inFlight: () => inFlight,
    /**
     * Stops accepting, answers the requests already received (up to DRAIN_TIMEOUT_MS), then runs `after`; once,
     * whatever the number of calls. `before` runs first (the live reload streams end, so that the server can stop).
     */
    close(before: () => void, after: () => Promise<void>): Promise<void> {
      closing ??= (async () => {
        draining = true;
        before();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inFlight > 0) {
          const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref());
          await Promise.race([new Promise<void>((resolve) => (drained = resolve)), timeout]);
        }
        server.closeAllConnections();
        await stopped;
        await after();
      })();
      return closing;
    },
  };
}

/** mock.authorize(): the real handshake over HTTP, the member's Allow recorded as the authorization page records it. */
async function authorizeAt(
  url: string,
  config: MockConfig,
  oauth: OAuthState,
  wanted: { consumer?: string; member?: string },
): Promise<AuthorizedCredentials> {
  const consumer =
    wanted.consumer === undefined
      ? (config.consumers.find((c) => !c.test) ?? config.consumers[0])
      : config.consumers.find((c) => c.key === wanted.consumer);
  if (!consumer)
    throw new RangeError(
      `mock.authorize: no consumer has the key ${wanted.consumer} (configured: ${config.consumers.map((c) => c.key).join(', ')})`,
    );
  const active = config.members.filter((m) => (m.status ?? 'active') === 'active');
  const member = wanted.member ?? active[0]!.id;
  if (!active.some((m) => m.id === member))
    throw new RangeError(`mock.authorize: ${member} is not an active member (active: ${active.map((m) => m.id).join(', ')})`);
  const credentials = { consumerKey: consumer.key, consumerSecret: consumer.secret };
  const requestToken = await getRequestToken({ baseUrl: url, consumer: credentials, callback: 'oob' });
  const pending = oauth.pendingRequestToken(requestToken.token);
  // The mock issued this request token a moment ago: it is pending unless the mock lost it.
  if (!pending.ok) throw new InvariantError(`mock.authorize: the request token was refused (${pending.example})`);
  const verifier = oauth.allow(pending.record, member);
  const access = await getAccessToken({ baseUrl: url, consumer: credentials, requestToken, verifier });
  return { ...credentials, token: access.token, tokenSecret: access.tokenSecret, member };
}

// The proxy (Prism's other mode, in front of the service): exported next to the mock.
export {
  DEFAULT_PROXY_PORT,
  startProxy,
  type Difference,
  type Exchange,
  type ProxyOptions,
  type ProxyServer,
  type ProxyToken,
} from './proxy/index.ts';
