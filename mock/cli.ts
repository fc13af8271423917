/**
 * npm run mock [-- --port 4010 --host 127.0.0.1 --config mock.json --consumer key:secret[:rights] --member id[:name]]
 *
 * Starts the mock and prints its URL, the consumers' keys and secrets, the members and the docs URL.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  consumerLines,
  DEFAULT_PORT,
  defaultConfig,
  parseConsumerFlag,
  parseMemberFlag,
  readConfigFile,
  resolveConfig,
  type MockConfig,
} from './config.ts';
import { ConfigError } from './errors.ts';
import { untilStopped } from './http.ts';
import { UsageError } from '../runtime/node.ts';
import type { MockServer } from './server.ts';

/** The options, as `command` (`npm run mock --` here, `pronet mock` in the package) takes them. */
export function mockUsage(command = 'npm run mock --'): string {
  return `usage: ${command} [options]

  --port <n>              port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>        address to listen on (default 127.0.0.1)
  --config <file.json>    consumers, members and bearer tokens (the format: README.md of pronet-api-mock)
  --consumer <key:secret[:right,right]>   a consumer (repeatable; replaces the configured ones; shows in \`ps\`:
                          prefer --consumer-file or PRONET_MOCK_CONSUMERS)
  --consumer-file <file>  consumers as above, one per line (PRONET_MOCK_CONSUMERS: the same, one per line)
  --member <id[:Display Name]>            a test member (repeatable; replaces the configured ones)
  --testing               turn on the testing controls under /__mock/ and the Mock-Fault header
  --state <file.json>     keep the state in this file (read at start, written on exit and by /__mock/state/save)
  --state-limit <bytes>   the cap of the state as a whole, as JSON (default 64 MiB; past it, storing calls get 403)
  --allowed-host <name>   answer this Host too (repeatable; .example.test allows its subdomains)
  --live-reload           open docs pages reload when the mock reloads its description and the page changed
  --help
`;
}

// The proxy's command line (`pronet proxy`) comes with the mock's package, as the mock's does.
export { proxyUsage, runProxyCli } from './proxy/cli.ts';

/** The consumers, members and bearer tokens a user of the mock needs, as its banner lists them (and `npm start`'s). */
export function credentialLines(config: MockConfig): string[] {
  // Secrets are printed only where they are the built-in defaults, which mock/README.md publishes anyway.
  const defaults = defaultConfig([]);
  const publicSecret = (key: string, secret: string) => defaults.consumers.some((c) => c.key === key && c.secret === secret);
  const publicBearer = (token: string) => defaults.bearerTokens.some((b) => b.token === token);
  return [
    'Consumers (key / secret / rights):',
    ...config.consumers.map(
      (c) =>
        `  ${c.name}${c.test ? ' (test)' : ''}: ${c.key} / ${publicSecret(c.key, c.secret) ? c.secret : '(secret as configured)'} / ${c.rights.join(', ') || 'none'}`,
    ),
    'Members (pick one on the authorization page):',
    ...config.members.map((m) => `  ${m.id}  ${m.name}`),
    ...(config.bearerTokens.length
      ? [
          'Bearer tokens (vendor calls):',
          ...config.bearerTokens.map(
            (b) => `  ${publicBearer(b.token) ? b.token : '(token as configured)'}  member ${b.member}, rights ${b.rights.join(', ')}`,
          ),
        ]
      : []),
  ];
}

/**
 * Starts the mock from command-line arguments and prints how to use it. Resolves to an exit code: 2 for bad
 * arguments; otherwise it keeps serving until SIGINT or SIGTERM, then resolves to 0.
 */
export async function runMockCli(argv: string[], command?: string): Promise<number> {
  try {
    return await serve(argv, mockUsage(command), command ?? 'npm run mock --');
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`mock: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  config: { type: 'string' },
  consumer: { type: 'string', multiple: true },
  'consumer-file': { type: 'string' },
  member: { type: 'string', multiple: true },
  testing: { type: 'boolean' },
  state: { type: 'string' },
  'state-limit': { type: 'string' },
  'live-reload': { type: 'boolean' },
  'allowed-host': { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;

type MockArgs = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];

async function serve(argv: string[], usage: string, command: string): Promise<number> {
  const args = argsOf(argv, usage);
  if (args.help) {
    process.stdout.write(usage);
    return 0;
  }
  const mock = await listenMock(args, settingsOf(args), command);
  process.stdout.write(bannerOf(mock, args.testing === true));
  // Closing saves the state file (if any).
  return untilStopped('mock', async () => {
    await mock.close();
    return 0;
  });
}

function argsOf(argv: string[], usage: string): MockArgs {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
}

/** The flags' numbers, checked before anything is read or started. */
function settingsOf(args: MockArgs): { port: number; stateLimit: number | undefined } {
  const port = args.port === undefined ? DEFAULT_PORT : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${args.port}: expected a port number (0 to 65535)`);
  const stateLimit = args['state-limit'] === undefined ? undefined : Number(args['state-limit']);
  if (stateLimit !== undefined && !(Number.isSafeInteger(stateLimit) && stateLimit > 0))
    throw new UsageError(`--state-limit ${args['state-limit']}: expected a number of bytes above 0`);
  return { port, stateLimit };
}

/**
 * The mock, listening: the generated folder read once (the rights the consumer flags name, then the configuration,
 * the state and the areas); a port in use is told as a usage error with the way out.
 */
async function listenMock(args: MockArgs, settings: ReturnType<typeof settingsOf>, command: string): Promise<MockServer> {
  try {
    // Imported here: the server brings Prism, a few seconds of loading that `--help` and a usage error do without.
    const [{ readGenerated, rightsOf }, { DEFAULT_GENERATED_DIR, startMockOn }] = await Promise.all([
      import('./generated.ts'),
      import('./server.ts'),
    ]);
    const generated = await readGenerated(DEFAULT_GENERATED_DIR);
    return await startMockOn(generated, {
      port: settings.port,
      ...(args.host && { host: args.host }),
      config: configOf(args, rightsOf(generated.operations, generated.spec.document)),
      testing: args.testing === true,
      liveReload: args['live-reload'] === true,
      ...(args.state && { stateFile: args.state }),
      ...(settings.stateLimit !== undefined && { stateLimit: settings.stateLimit }),
      ...(args['allowed-host'] && { allowedHosts: args['allowed-host'] }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UsageError(`port ${settings.port} is in use (try \`${command} --port 0\` or another port)`);
    throw error;
  }
}

/** The configuration of --config, with the consumers and members of the flags instead of its lists. */
function configOf(args: MockArgs, rights: string[]): MockConfig {
  const config: Partial<MockConfig> = args.config ? readConfigFile(args.config) : {};
  const consumerFlags = [
    ...(args.consumer ?? []),
    ...consumersFrom(args['consumer-file']),
    ...consumerLines(process.env['PRONET_MOCK_CONSUMERS'] ?? ''),
  ];
  if (consumerFlags.length) config.consumers = consumerFlags.map((flag) => parseConsumerFlag(flag, rights));
  if (args.member) config.members = args.member.map(parseMemberFlag);
  // Checked here first, so that errors name the file.
  return resolveConfig(config, rights, args.config ?? 'flags');
}

/** What the mock tells its user at start: where it listens, its docs and controls, its consumers and members. */
function bannerOf(mock: MockServer, testing: boolean): string {
  const lines = [
    `Mock of the professional network service API: ${mock.url}`,
    `  docs      ${mock.docsUrl}   (changelog ${mock.url}/changelog.atom, description ${mock.url}/openapi.json)`,
    ...(testing
      ? [`  controls  ${mock.url}/__mock/ with the header Mock-Control: 1 (README.md of pronet-api-mock: "Testing controls")`]
      : []),
    '',
    ...credentialLines(mock.config),
    '',
    'Ctrl+C stops.',
  ];
  return lines.join('\n') + '\n';
}

/** --consumer-file: `key:secret[:rights]` per line (# comments); a read error names the file, never its content. */
function consumersFrom(file: string | undefined): string[] {
  if (file === undefined) return [];
  try {
    return consumerLines(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--consumer-file ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

// Run as a script: the real path, as the loader has it (the project may be reached through a symlink). Imported
// (`pronet mock`), argv[1] is another script, or not a file at all (`node -e`).
const script = process.argv[1];
if (script && fs.existsSync(script) && import.meta.url === pathToFileURL(fs.realpathSync(script)).href) {
  void runMockCli(process.argv.slice(2)).then((code) => process.exit(code));
}
