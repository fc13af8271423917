/**
 * `pronet proxy --upstream <url>`: starts the proxy and prints its URL and what it signs with. Secrets never come
 * from the command line: consumers from `--consumer-file` or PRONET_PROXY_CONSUMERS (`key:secret` per line, as the
 * mock takes them), the token from `pronet auth`'s file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { untilStopped } from '../http.ts';
import { DEFAULT_PROXY_ANSWER_LIMIT, DEFAULT_PROXY_PORT, DEFAULT_PROXY_TIMEOUT_MS } from './defaults.ts';
import { isLoopback } from '../hosts.ts';
import { accessKeyFile } from './access-key.ts';
import { readTokenFile, TokenFileError, tokenFilePath, UsageError } from '../../runtime/node.ts';
import { consumersOf, consumersOfFile, proxyTokenOf, type ProxyConsumer, type ProxyToken } from './secrets.ts';

/** How often, in seconds, the drift report is written while traffic passes. */
const DEFAULT_REPORT_EVERY_S = 10;

/** The options, as `command` takes them. */
export function proxyUsage(command = 'pronet proxy'): string {
  return `usage: ${command} --upstream <url> [options]

A local server in front of the service: a request signed for it (OAuth 1.0) is checked and signed again for the
service; an unsigned one (curl, Postman, Respect) is signed with the token of \`pronet auth\`. Each request and
answer is compared with the description: what differs is logged once per place, with the spec file and line,
and listed in the answer's Pronet-Violations header.

  --upstream <url>         the service's {base_url} (required)
  --upstream-auth <url>    the service's {auth_url}, where its authorization page is (default: --upstream)
  --port <n>               port (default ${DEFAULT_PROXY_PORT}; 0 picks a free one)
  --host <address>         address to listen on (default 127.0.0.1)
  --consumer-file <file>   consumers whose signatures it checks: key:secret per line (PRONET_PROXY_CONSUMERS:
                           the same, one per line); never on the command line
  --token-file <file>      the token that signs unsigned requests (default: PRONET_TOKEN_FILE, else
                           ~/.config/pronet/credentials.json when it exists: the file \`pronet auth\` writes)
  --access-key-file <file> the key an unsigned request carries to be signed (header Pronet-Access-Key, or the
                           path prefix /key/<key>); created with a new key, mode 0600, when it does not exist
                           (default ~/.config/pronet/proxy-access-key)
  --no-access-key          sign unsigned requests without the key: then any local user or process may use the
                           token (pages of other origins still may not)
  --timeout <ms>           how long the service may take to answer (default ${DEFAULT_PROXY_TIMEOUT_MS})
  --answer-limit <bytes>   the largest answer the service may send; past it the proxy answers 502 (default
                           ${DEFAULT_PROXY_ANSWER_LIMIT})
  --allowed-host <name>    answer this Host too (repeatable; .example.test allows its subdomains)
  --report <file.md>       the drift report: per operation, the differences and what the traffic shows of what
                           the description does not (statuses, fields, rights, limits), as Markdown there and as
                           JSON beside it (file.json), both mode 0600, written every --report-every seconds
                           while traffic passes (default ${DEFAULT_REPORT_EVERY_S}) and when the proxy stops
  --report-samples         put one sample value per entry in the report (never a credential); without it, values
                           are reduced to their types
  --help
`;
}

/**
 * Starts the proxy from command-line arguments. Resolves to an exit code: 2 for bad arguments (a UsageError or the
 * token file's error, printed as the mock's command line prints its own); otherwise it serves until SIGINT or
 * SIGTERM, then resolves to 0.
 */
export function runProxyCli(argv: string[], command?: string): Promise<number> {
  return serve(argv, proxyUsage(command)).catch((error: unknown) => {
    if (!(error instanceof UsageError || error instanceof TokenFileError)) throw error;
    process.stderr.write(`proxy: ${error.message}\n`);
    return 2;
  });
}

const OPTIONS = {
  upstream: { type: 'string' },
  'upstream-auth': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'consumer-file': { type: 'string' },
  consumer: { type: 'string', multiple: true },
  'token-file': { type: 'string' },
  'access-key-file': { type: 'string' },
  'no-access-key': { type: 'boolean' },
  timeout: { type: 'string' },
  'answer-limit': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  report: { type: 'string' },
  'report-samples': { type: 'boolean' },
  'report-every': { type: 'string' },
  help: { type: 'boolean' },
} as const;

type ProxyArgs = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];

/** A positive integer flag, or its default; anything else is refused naming the flag and what it expects. */
function positiveFlag(args: ProxyArgs, name: 'timeout' | 'answer-limit' | 'report-every', fallback: number, unit: string): number {
  const value = args[name] === undefined ? fallback : Number(args[name]);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`--${name} ${args[name]}: expected ${unit} above 0`);
  return value;
}

/** What the flags, the environment and the files they name give the proxy: checked, every refusal before listening. */
function settingsOf(args: ProxyArgs, usage: string) {
  if (args.consumer)
    throw new UsageError(
      '--consumer is not taken: a secret on the command line shows in `ps`. Use --consumer-file or PRONET_PROXY_CONSUMERS',
    );
  if (!args.upstream) throw new UsageError(`--upstream is required: the service's base URL\n\n${usage}`);
  const port = args.port === undefined ? DEFAULT_PROXY_PORT : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${args.port}: expected a port number (0 to 65535)`);
  const timeout = positiveFlag(args, 'timeout', DEFAULT_PROXY_TIMEOUT_MS, 'milliseconds');
  const answerLimit = positiveFlag(args, 'answer-limit', DEFAULT_PROXY_ANSWER_LIMIT, 'bytes');
  const consumers: ProxyConsumer[] = [
    ...(args['consumer-file'] ? consumersOfFile(args['consumer-file']) : []),
    ...consumersOf(process.env['PRONET_PROXY_CONSUMERS'] ?? '', 'PRONET_PROXY_CONSUMERS'),
  ];
  // The default place counts only when a token is there: without one, the proxy signs nothing itself.
  const placed = tokenFilePath(args['token-file']);
  const tokenFile =
    args['token-file'] !== undefined || process.env['PRONET_TOKEN_FILE'] !== undefined || fs.existsSync(placed) ? placed : undefined;
  const token: ProxyToken | undefined = tokenFile === undefined ? undefined : proxyTokenOf(readTokenFile(tokenFile));
  if (args['report-samples'] && !args.report) throw new UsageError('--report-samples goes with --report <file.md>');
  const reportEvery = positiveFlag(args, 'report-every', DEFAULT_REPORT_EVERY_S, 'seconds');
  if (args['no-access-key'] && args['access-key-file']) throw new UsageError('--no-access-key and --access-key-file exclude each other');
  const accessKeyPath = args['access-key-file'] ?? path.join(os.homedir(), '.config', 'pronet', 'proxy-access-key');
  const accessKey: string | false = args['no-access-key'] ? false : accessKeyFile(accessKeyPath);
  return { upstream: args.upstream, port, timeout, answerLimit, consumers, tokenFile, token, reportEvery, accessKeyPath, accessKey };
}
type ProxySettings = ReturnType<typeof settingsOf>;

async function serve(argv: string[], usage: string): Promise<number> {
  const parsed = (() => {
    try {
      return parseArgs({ args: argv, options: OPTIONS, strict: true });
    } catch (error) {
      throw new UsageError(`${(error as Error).message}\n\n${usage}`);
    }
  })();
  const args = parsed.values;
  if (args.help) {
    process.stdout.write(usage);
    return 0;
  }
  const settings = settingsOf(args, usage);
  // Said before listening, so that it stands even where listening then fails.
  const host = args.host ?? '127.0.0.1';
  if (!isLoopback(host))
    process.stderr.write(
      `proxy: warning: --host ${host} reaches beyond this machine: ${settings.accessKey === false ? 'with --no-access-key, anyone who reaches it gets requests signed with your token' : 'whoever holds the access key gets requests signed with your token, and it travels in clear (http)'}. Use 127.0.0.1 unless you mean that.\n`,
    );
  const report = args.report ? await startReport(args.report, args['report-samples'] === true) : undefined;
  const proxy = await listenProxy(args, settings, report);
  process.stdout.write(bannerOf(args, settings, proxy));
  const stopWriting = args.report && report ? keepWritten(report, args.report, settings.reportEvery) : () => {};
  return untilStopped('proxy', async () => {
    stopWriting();
    await proxy.close();
    if (!report || !args.report) return 0;
    try {
      const files = report.write(args.report);
      process.stdout.write(`Drift report: ${files.markdown}, ${files.json}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`proxy: --report ${args.report}: cannot write it (${(error as Error).message})\n`);
      return 1;
    }
  });
}

type Report = Awaited<ReturnType<typeof startReport>>;

/** The proxy, listening; a port in use is told as a usage error with the way out. */
async function listenProxy(args: ProxyArgs, settings: ProxySettings, report: Report | undefined) {
  try {
    // Imported here: the proxy brings Prism, which `--help` and a usage error do without.
    const { startProxy } = await import('./proxy.ts');
    return await startProxy({
      upstream: settings.upstream,
      ...(args['upstream-auth'] && { upstreamAuth: args['upstream-auth'] }),
      port: settings.port,
      ...(args.host && { host: args.host }),
      consumers: settings.consumers,
      ...(settings.token && { token: settings.token }),
      accessKey: settings.accessKey,
      timeout: settings.timeout,
      answerLimit: settings.answerLimit,
      ...(args['allowed-host'] && { allowedHosts: args['allowed-host'] }),
      ...(report && { onExchange: (exchange) => report.record(exchange) }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UsageError(`port ${settings.port} is in use (try --port 0 or another port)`);
    throw error;
  }
}

/** What the proxy tells its user at start: where it listens, whom it verifies, what it signs and for whom. */
function bannerOf(args: ProxyArgs, settings: ProxySettings, proxy: { url: string; keyedUrl: string }): string {
  const { consumers, token, tokenFile, accessKey, accessKeyPath, reportEvery } = settings;
  const keys = [...new Set([...consumers.map((c) => c.key), ...(token ? [token.consumerKey] : [])])];
  return [
    `Proxy in front of ${settings.upstream}: ${proxy.url}`,
    `  consumers it verifies: ${keys.join(', ') || 'none (give --consumer-file or PRONET_PROXY_CONSUMERS)'}`,
    `  unsigned requests:     ${token ? `signed with the token of ${tokenFile} (consumer ${token.consumerKey})` : 'refused (no token: run `pronet auth`, or give --token-file)'}`,
    ...(token
      ? accessKey === false
        ? ['                         for any local user or process (--no-access-key)']
        : [
            `                         when they carry the access key: ${proxy.keyedUrl}`,
            `                         (a base URL; or the header Pronet-Access-Key: the key in ${accessKeyPath})`,
          ]
      : []),
    '  differences from the description: on stderr, and in the Pronet-Violations header of each answer',
    ...(args.report
      ? [`  drift report:          ${args.report} and its JSON beside it, written every ${reportEvery} s and when the proxy stops`]
      : []),
    '',
    'Ctrl+C stops.',
    '',
  ].join('\n');
}

/**
 * The report, written again every `everySeconds` while traffic passes: a crash or a SIGKILL loses at most the last
 * interval. Returns what stops it.
 */
function keepWritten(report: Report, file: string, everySeconds: number): () => void {
  let written = report.exchanges;
  const periodic = setInterval(() => {
    if (report.exchanges === written) return;
    written = report.exchanges;
    try {
      report.write(file);
    } catch (error) {
      process.stderr.write(`proxy: --report ${file}: cannot write it (${(error as Error).message}); trying again\n`);
    }
  }, everySeconds * 1000);
  periodic.unref();
  return () => clearInterval(periodic);
}

/** --report: the drift report on the description the proxy compares with. Imported here, as the proxy is. */
async function startReport(file: string, samples: boolean) {
  const [{ openDriftReport }, { DEFAULT_GENERATED_DIR }] = await Promise.all([import('./report-file.ts'), import('../server.ts')]);
  return openDriftReport(file, DEFAULT_GENERATED_DIR, samples);
}
