/**
 * `pronet verify --base-url <url>`: the Arazzo workflows of verify/ run by Redocly Respect through the signing proxy
 * (mock/proxy/), against the service at <url> (or a mock). Respect checks each answer against the description; the
 * proxy signs every call with OAuth 1.0 (Respect cannot) and reports where the traffic departs from the description.
 *
 * It runs in a pronet-api checkout only (like cli/start.ts, it is left out of the packages): it composes the mock's
 * proxy, the development dependency @redocly/cli and the repository's verify/ folder. Respect runs as it ships, as
 * a child process (`redocly respect`; its core has no supported programmatic entry in @redocly/cli); what it cannot
 * do here is said in verify/README.md, and read back from its JSON log below (`respectLimit`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { operations } from '../generated/operations.ts';
import { findOperation } from '../runtime/match.ts';
import { UsageError } from '../runtime/node.ts';
import { unreachableCause } from './reachable.ts';
import { DEFAULT_GENERATED_DIR } from '../mock/server.ts';
import {
  consumersOf,
  consumersOfFile,
  openDriftReport,
  startProxy,
  type Difference,
  type Exchange,
  type ProxyConsumer,
  withoutAccessKey,
} from '../mock/proxy/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The name every workflow gives the description (`sourceDescriptions[].name`): `--server pronet=<proxy URL>`. */
export const SOURCE_NAME = 'pronet';

/** The workflow files: verify/read/ always, verify/write/ with `writes`. */
export function workflowFiles(dir: string, writes: boolean): string[] {
  const list = (sub: string) => {
    const folder = path.join(dir, sub);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.arazzo.yaml'))
      .sort()
      .map((name) => path.join(folder, name));
  };
  return [...list('read'), ...(writes ? list('write') : [])];
}

/** What runs the proxy: mock/proxy's startProxy, or a stand-in in a test. */
export interface ProxyHandle {
  url: string;
  /** The URL Respect calls: with the proxy's access key, so that the proxy signs its unsigned calls. */
  keyedUrl: string;
  close(): Promise<void>;
}
export type OpenProxy = (upstream: string, onExchange: (exchange: Exchange) => void) => Promise<ProxyHandle>;

export interface VerifyOptions {
  /** The service's (or a mock's) `{base_url}`. */
  baseUrl: string;
  openProxy: OpenProxy;
  /** verify/ of this checkout by default. */
  workflowsDir?: string;
  /** Run verify/write/ too. */
  writes?: boolean;
  /** Keep Respect's JSON log there (it holds the answers' bodies: personal data of the member). */
  jsonOutput?: string;
  /** Respect's own output as it runs, instead of one line per step. */
  verbose?: boolean;
  /** Progress and summary lines (default: stdout). */
  log?: (line: string) => void;
  /** The description the workflows name (default generated/openapi.json of this checkout). */
  descriptionFile?: string;
}

/** One failed check of Respect's. */
export interface CheckFailure {
  workflowId: string;
  stepId: string;
  request: string;
  status?: number;
  check: string;
  message: string;
}

export interface VerifyResult {
  files: string[];
  workflows: { passed: number; failed: number };
  steps: { passed: number; failed: number };
  failures: CheckFailure[];
  /** Respect's schema checks that say nothing here (see respectLimit), by reason. */
  notChecked: Record<string, number>;
  differences: Difference[];
  /** 0: every step passed and the proxy found no difference; 1 otherwise. */
  exitCode: number;
}

// The parts of Respect's JSON log (`-J`) read here.
interface RespectCheck {
  name: string;
  passed: boolean;
  message?: string;
  severity?: string;
}
interface RespectStep {
  stepId: string;
  workflowId?: string;
  request?: { method?: string; url?: string };
  response?: { statusCode?: number; headers?: Record<string, string> };
  checks?: RespectCheck[];
  status?: string;
}
export interface RespectLog {
  files?: Record<string, { executedWorkflows?: { workflowId: string; executedSteps?: RespectStep[]; status?: string }[] }>;
}

type Responses = Record<string, { content?: Record<string, unknown> }>;

/**
 * Why a failed schema check of Respect's says nothing about the answer, or undefined when it counts.
 * Respect picks the schema of the literal status or else of `default` (never of a range like `2XX`), and it checks a
 * form-encoded body as the raw string it read. The proxy validates those answers with Prism's validators instead.
 */
export function respectLimit(
  responses: Responses | undefined,
  status: number | undefined,
  contentType: string | undefined,
): string | undefined {
  if (!responses || status === undefined) return undefined;
  if (!(String(status) in responses) && `${String(status)[0]}XX` in responses)
    return 'their status is described by a range (2XX, 4XX), and Respect checks such answers against `default`';
  if ((contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded')
    return 'form-encoded bodies, which Respect checks as strings';
  return undefined;
}

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * A Respect message in one line: its headlines (`TYPE must be string`), each with the field its code frame points
 * at. Never the frame's values: they are the member's data.
 */
export function messageLine(message: string | undefined): string {
  const lines = (message ?? '').replace(ANSI, '').split('\n');
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || /^(>|\d+ \||\|)/.test(line)) continue;
    if (!/^[A-Z_]+ /.test(line)) {
      if (!found.length) found.push(line);
      continue;
    }
    const marked = lines.slice(i + 1).find((l) => /^\s*>/.test(l) || /^[A-Z_]+ /.test(l.trim()));
    const field = marked && /^\s*>/.test(marked) ? /"([^"]+)"\s*:/.exec(marked)?.[1] : undefined;
    found.push(field ? `${line} (${field})` : line);
  }
  return found.join('; ');
}

/** The responses of an operation of the description, by method and URL or by method and path template. */
function descriptionResponses(descriptionFile: string) {
  const doc = JSON.parse(fs.readFileSync(descriptionFile, 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Responses }>>;
  };
  const byTemplate = (method: string, template: string): Responses | undefined => doc.paths[template]?.[method.toLowerCase()]?.responses;
  const byUrl = (method: string, url: string): Responses | undefined => {
    let pathname: string;
    try {
      pathname = withoutAccessKey(new URL(url).pathname);
    } catch {
      return undefined;
    }
    const op = findOperation(operations, method, pathname);
    return op ? byTemplate(op.method, op.path) : undefined;
  };
  return { byTemplate, byUrl };
}

function requestLine(method: string, url: string): string {
  let pathname = url;
  try {
    pathname = withoutAccessKey(new URL(url).pathname);
  } catch {
    // not a URL: as Respect logged it
  }
  return `${method} ${pathname}`.trim();
}

/** Reads Respect's JSON log into steps, failures and the checks that say nothing here. */
export function readRespectLog(log: RespectLog, descriptionFile: string): Omit<VerifyResult, 'files' | 'differences' | 'exitCode'> {
  const responsesOf = descriptionResponses(descriptionFile).byUrl;
  const result = {
    workflows: { passed: 0, failed: 0 },
    steps: { passed: 0, failed: 0 },
    failures: [] as CheckFailure[],
    notChecked: {} as Record<string, number>,
  };
  for (const file of Object.values(log.files ?? {})) {
    for (const workflow of file.executedWorkflows ?? []) {
      let workflowFailed = workflow.status === 'error' && !(workflow.executedSteps ?? []).length;
      for (const step of workflow.executedSteps ?? []) {
        const method = (step.request?.method ?? '').toUpperCase();
        const url = step.request?.url ?? '';
        const status = step.response?.statusCode;
        const contentType = step.response?.headers?.['content-type'];
        let stepFailed = false;
        for (const check of step.checks ?? []) {
          if (check.passed) continue;
          // Schema checks run as warnings (see runRespect), so that a check Respect cannot make stops no workflow.
          if (check.name === 'schema check' && check.severity !== 'error') {
            const limit = respectLimit(responsesOf(method, url), status, contentType);
            if (limit) {
              result.notChecked[limit] = (result.notChecked[limit] ?? 0) + 1;
              continue;
            }
          } else if (check.severity !== 'error') continue;
          stepFailed = true;
          result.failures.push({
            workflowId: workflow.workflowId,
            stepId: step.stepId,
            request: requestLine(method, url),
            ...(status !== undefined && { status }),
            check: check.name,
            message: messageLine(check.message),
          });
        }
        if (step.status === 'error' && !stepFailed) {
          stepFailed = true;
          result.failures.push({
            workflowId: workflow.workflowId,
            stepId: step.stepId,
            request: requestLine(method, url),
            check: 'step',
            message: 'Respect marked the step failed',
          });
        }
        if (stepFailed) result.steps.failed++;
        else result.steps.passed++;
        workflowFailed ||= stepFailed;
      }
      if (workflowFailed) result.workflows.failed++;
      else result.workflows.passed++;
    }
  }
  return result;
}

/** The installed Redocly CLI's entry (a development dependency). */
function redoclyCli(): string {
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  } catch {
    throw new Error('pronet verify needs @redocly/cli (a development dependency of pronet-api): run `npm install` in the checkout');
  }
}

/**
 * Runs `redocly respect` on the files with every call sent to the proxy, printing a line per workflow and step as
 * Respect reports them; resolves to its JSON log.
 */
async function runRespect(
  files: string[],
  proxyUrl: string,
  jsonFile: string,
  verbose: boolean,
  log: (line: string) => void,
  schemaLimit: (method: string, template: string) => string | undefined,
): Promise<RespectLog> {
  const args = [
    redoclyCli(),
    'respect',
    ...files,
    '--server',
    `${SOURCE_NAME}=${proxyUrl}`,
    // A schema check is a warning, so that a check Respect makes against the wrong schema (a range status) does
    // not end the workflow; readRespectLog counts the ones that hold as failures.
    '--severity',
    'SCHEMA_CHECK=warn',
    '--json-output',
    jsonFile,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const drained = logSteps(child.stdout, verbose, log, schemaLimit);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  await drained;
  if (!fs.existsSync(jsonFile)) {
    const said = stderr
      .split('\n')
      .filter((line) => line.trim() && !/[║╔╚]/.test(line))
      .slice(-10)
      .join('\n');
    throw new Error(`redocly respect stopped (exit code ${code}) without its JSON log${said ? `:\n${said}` : ''}`);
  }
  return JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as RespectLog;
}

/**
 * Respect's output as it comes: one line per workflow, and per step once its checks are in (every line as it is with
 * `verbose`). A failed schema check (a warning to Respect, which marks the step ✗) counts unless Respect could not
 * make it (`schemaLimit`: respectLimit on the answer the proxy just passed on). Resolves once the output ends.
 */
function logSteps(
  output: NodeJS.ReadableStream,
  verbose: boolean,
  log: (line: string) => void,
  schemaLimit: (method: string, template: string) => string | undefined,
): Promise<void> {
  let pending: { method: string; template: string; line: string; marks: string[] } | undefined;
  const flush = () => {
    if (!pending) return;
    let mark = pending.marks.includes('✗') ? '✗' : pending.marks.includes('⚠') ? '⚠' : '✓';
    let note = '';
    if (mark === '⚠') {
      const limit = schemaLimit(pending.method, pending.template);
      mark = limit ? '✓' : '✗';
      note = limit ? '  (body checked by the proxy, not by Respect)' : '';
    }
    log(`  ${mark} ${pending.line}${note}`);
    pending = undefined;
  };
  const lines = readline.createInterface({ input: output });
  lines.on('line', (raw) => {
    const line = raw.replace(ANSI, '');
    if (verbose) return log(line);
    const workflow = /Running workflow (\S+) \/ (\S+)/.exec(line);
    const step = /^\s*[✓✗⚠]\s+([A-Z]+) (\S+) - step (\S+)/.exec(line);
    const check = /^\s{3,}([✓✗⚠]) \S/.exec(line);
    if (workflow || step || /Failed tests info|Summary for/.test(line)) flush();
    if (workflow) log(`${workflow[1]} / ${workflow[2]}`);
    else if (step) pending = { method: step[1]!, template: step[2]!, line: `${step[3]}  ${step[1]} ${step[2]}`, marks: [] };
    else if (check && pending) pending.marks.push(check[1]!);
  });
  return new Promise<void>((resolve) => lines.once('close', () => resolve(flush())));
}

/** Starts the proxy, runs the workflows through it, closes it; the summary goes to `log`. */
export async function verify(options: VerifyOptions): Promise<VerifyResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = options.workflowsDir ?? path.join(ROOT, 'verify');
  const files = workflowFiles(dir, options.writes === true);
  if (!files.length)
    throw new Error(`no workflows (*.arazzo.yaml) in ${path.join(dir, 'read')}${options.writes ? ` or ${path.join(dir, 'write')}` : ''}`);
  const descriptionFile = options.descriptionFile ?? path.join(ROOT, 'generated', 'openapi.json');

  const differences = new Map<string, Difference>();
  // The latest answer of each operation (method and path template), as the proxy passed it on: Respect reports a
  // step after its answer, which the proxy reports as it sends it.
  const answers = new Map<string, Exchange['response']>();
  const proxy = await options.openProxy(options.baseUrl, (exchange) => {
    for (const d of exchange.differences) differences.set(`${d.operationId} ${d.side} ${d.kind} ${d.at} ${d.message}`, d);
    answers.set(`${exchange.method.toUpperCase()} ${exchange.path}`, exchange.response);
  });
  const { byTemplate } = descriptionResponses(descriptionFile);
  const schemaLimit = (method: string, template: string) => {
    const answer = answers.get(`${method} ${template}`);
    return answer && respectLimit(byTemplate(method, template), answer.status, answer.contentType);
  };
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-verify-'));
  let respectLog: RespectLog;
  try {
    log(
      `pronet verify: ${files.length} workflow file${files.length === 1 ? '' : 's'} against ${options.baseUrl}, through the signing proxy at ${proxy.url}`,
    );
    respectLog = await runRespect(
      files,
      proxy.keyedUrl,
      options.jsonOutput ?? path.join(temp, 'respect.json'),
      options.verbose === true,
      log,
      schemaLimit,
    );
  } finally {
    await proxy.close();
    fs.rmSync(temp, { recursive: true, force: true });
  }
  const read = readRespectLog(respectLog, descriptionFile);
  const result: VerifyResult = {
    files: files.map((file) => path.relative(ROOT, file)),
    ...read,
    differences: [...differences.values()],
    exitCode: read.steps.failed || read.workflows.failed || differences.size ? 1 : 0,
  };
  for (const line of summary(result)) log(line);
  return result;
}

/** The summary's lines. */
export function summary(result: VerifyResult): string[] {
  const lines = [
    '',
    `Workflows: ${result.workflows.passed} passed, ${result.workflows.failed} failed (${result.files.join(', ')})`,
    `Steps: ${result.steps.passed} passed, ${result.steps.failed} failed`,
    `Respect's check failures: ${result.failures.length}`,
    ...result.failures.map(
      (f) => `  ${f.workflowId} / ${f.stepId}: ${f.request}${f.status !== undefined ? ` -> ${f.status}` : ''}: ${f.check}: ${f.message}`,
    ),
  ];
  const notChecked = Object.entries(result.notChecked);
  if (notChecked.length) {
    lines.push(`Not checked by Respect (the proxy validates these answers; verify/README.md):`);
    for (const [reason, count] of notChecked) lines.push(`  ${count} answer${count === 1 ? '' : 's'}: ${reason}`);
  }
  lines.push(`Differences found by the proxy: ${result.differences.length}`);
  for (const d of result.differences)
    lines.push(
      `  ${d.operationId} ${d.side} ${d.at}${d.status !== undefined ? ` (${d.status})` : ''}: ${d.message}  [${d.kind}; ${d.specPlace}]`,
    );
  lines.push(result.exitCode === 0 ? 'OK: the service answered as the description says.' : 'FAILED: see above.');
  return lines;
}

/** What `pronet verify` takes (cli/pronet.ts parses the flags). */
export interface VerifyCommand {
  baseUrl: string;
  /** `pronet auth`'s token file: its consumer and access token sign the calls. */
  tokenFile: string;
  /** More consumers, `key:secret` lines (as `pronet proxy --consumer-file`; else PRONET_PROXY_CONSUMERS). */
  consumerFile?: string;
  writes: boolean;
  jsonOutput?: string;
  /** The proxy's drift report of the run (Markdown there, JSON beside it). */
  report?: string;
  verbose: boolean;
}

/**
 * `pronet verify`: the exit code. What cannot be set up as asked (the service out of reach, a consumer file, the
 * report's path, the token file) is a UsageError, which `pronet` prints and exits 2 with.
 */
export async function runVerify(command: VerifyCommand): Promise<number> {
  // Said once, before any workflow: otherwise each step fails on its own and none says why.
  const unreachable = await unreachableCause(command.baseUrl);
  if (unreachable !== undefined)
    throw new UsageError(
      `cannot reach ${command.baseUrl} (${unreachable}); no workflow was run. Is the service (or the mock) running there? Check --base-url.`,
    );
  const log = (line: string) => console.log(line);
  const consumers = proxyConsumers(command.consumerFile);
  const report = command.report === undefined ? undefined : await openDriftReport(command.report, DEFAULT_GENERATED_DIR);
  const result = await verify({
    baseUrl: command.baseUrl,
    writes: command.writes,
    verbose: command.verbose,
    ...(command.jsonOutput !== undefined && { jsonOutput: path.resolve(command.jsonOutput) }),
    log,
    openProxy: (upstream, onExchange) =>
      startProxy({
        upstream,
        port: 0,
        tokenFile: command.tokenFile,
        consumers,
        onExchange: (exchange) => {
          onExchange(exchange);
          report?.record(exchange);
        },
        log: (line) => log(`  ${line}`),
      }),
  });
  if (report && command.report !== undefined) {
    const files = report.write(command.report);
    const { observations } = report.toJSON();
    log(
      `Drift report: ${files.markdown}, ${files.json} (${observations} observation${observations === 1 ? '' : 's'} of what the description does not show)`,
    );
  }
  return result.exitCode;
}

/** The consumers the proxy verifies besides the token file's: --consumer-file, else PRONET_PROXY_CONSUMERS. */
function proxyConsumers(consumerFile: string | undefined): ProxyConsumer[] {
  if (consumerFile === undefined) {
    const listed = process.env['PRONET_PROXY_CONSUMERS'];
    return listed ? consumersOf(listed, 'PRONET_PROXY_CONSUMERS') : [];
  }
  return consumersOfFile(consumerFile);
}
