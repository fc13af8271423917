// README.md's command blocks, every command, in the order printed, on a fresh clone of this repository (its last
// commit), as a newcomer runs them. The quick start: `npm start` serves the mock, `npx pronet auth` prints the
// authorization page (the test plays the browser: picks a member, presses Allow, reads the PIN and types it), then
// the two `npx pronet call`s. Then the blocks after it: `pronet auth --member` against the mock; the signing proxy
// and `pronet verify` in front of "the service", which is a second mock on 127.0.0.1 (its address stands for
// https://api.example.test, its consumer key for KEY). The clone reuses this checkout's node_modules (a symbolic
// link instead of `npm install`); servers get free ports (`--port 0`, the address printed replaces the default
// one in later commands), and the token goes to a temporary file (PRONET_TOKEN_FILE). The block at the top
// (`npm install && npm start`, `npm test`) is the quick start's first line and what CI runs (`.ci/run`). Last,
// mock/README.md's block: `npm run mock`, two ways. (The packages' READMEs run in test/package/pack.test.ts.)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../mock/server.ts';
import { MAX, submitAuthorization } from '../mock/helpers.ts';
import { blocksOf, commandsOf } from '../readme-blocks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-quickstart-'));
const clone = path.join(work, 'pronet-api');
const tokenFile = path.join(work, 'credentials.json');
let server: ChildProcess | undefined;

/** README.md's command blocks, by the heading they stand under. */
function commandBlocks(): Map<string, string[]> {
  const readme = fs.readFileSync(path.join(clone, 'README.md'), 'utf8');
  const blocks = blocksOf(readme).filter((b) => b.lang === 'sh');
  return new Map(blocks.map((b) => [b.heading, commandsOf(b)]));
}

/** The commands of the quick start's block, and its comment line for the browser step. */
function quickStart(): { commands: string[]; browserStep: string } {
  const readme = fs.readFileSync(path.join(clone, 'README.md'), 'utf8');
  const block = blocksOf(readme).find((b) => b.lang === 'sh' && b.heading === 'Quick start');
  if (!block) throw new Error('README.md: no ```sh block under "## Quick start"');
  const browserStep = block.code.split('\n').find((line) => line.trim().startsWith('#')) ?? '';
  return { commands: commandsOf(block), browserStep: browserStep.trim() };
}

let env: NodeJS.ProcessEnv;
beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'pipe' });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  // .gitignore's `node_modules/` names a folder, not this link: the clone's own exclude list takes it.
  fs.appendFileSync(path.join(clone, '.git/info/exclude'), '/node_modules\n');
  env = {
    ...process.env,
    PRONET_TOKEN_FILE: tokenFile,
    PRONET_CONSUMER_KEY: '',
    PRONET_CONSUMER_SECRET: '',
    npm_config_update_notifier: 'false',
  };
});
let service: MockServer | undefined;
afterAll(async () => {
  await stop(server);
  await service?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Ctrl+C to a server started in the background, and its exit. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (child?.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
}

/** Starts a long-running command in the clone (its own process group) and resolves with the URL it prints. */
function serve(command: string[], printed: RegExp): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(command[0]!, command.slice(1), { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = printed.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** Runs one command of the block in the clone, as a shell runs it; `onOutput` may answer on its stdin. */
function run(
  command: string,
  onOutput?: (output: string, child: ChildProcess) => void,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd: clone, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), onOutput?.(stdout + stderr, child)));
    child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk), onOutput?.(stdout + stderr, child)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npx pronet auth` with the oob callback; the test is the browser: the printed page, a member, Allow, and the PIN
 * the next page shows, typed at the prompt. */
function authorizeWithPin(command: string) {
  let typed = false;
  return run(command, (output, child) => {
    const page = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
    if (!page || typed || !output.includes('type the PIN')) return;
    typed = true;
    void submitAuthorization(page, MAX, 'allow')
      .then((answer) => answer.text())
      .then((html) => child.stdin!.write(`${/id="oauth_verifier">([^<]+)</.exec(html)![1]}\n`));
  });
}

it('runs every command block of README.md as written, in order, on a fresh clone', async () => {
  const { commands, browserStep } = quickStart();
  expect(browserStep).toMatch(/open the printed page, pick a member, press Allow, type the PIN/);

  // 1. `npm install && npm start`: the install is the link above; the server gets a free port (--port 0).
  const [first, ...rest] = commands;
  expect(first).toBe('npm install && npm start');
  let url: string;
  ({ child: server, url } = await serve(['npm', 'start', '--', '--port', '0'], /mock (http:\/\/127\.0\.0\.1:\d+)/));
  env['PRONET_BASE_URL'] = url;

  // 2. The consumer secret into a file, 3. the handshake, 4. and 5. the calls.
  const [secret, auth, ...calls] = rest;
  expect(secret).toMatch(/^echo \S+ > consumer-secret$/);
  expect((await run(secret!)).code).toBe(0);

  expect(auth).toMatch(/^npx pronet auth /);
  const authorized = await authorizeWithPin(auth!);
  expect(authorized.code, authorized.stdout + authorized.stderr).toBe(0);
  expect(authorized.stdout).toContain(`Access token stored in ${tokenFile}`);

  expect(calls).toHaveLength(2);
  const byPath = await run(calls[0]!);
  expect(byPath.code, byPath.stderr).toBe(0);
  expect(JSON.parse(byPath.stdout).id_card.id).toBe(MAX);
  const byId = await run(calls[1]!);
  expect(byId.code, byId.stderr).toBe(0);
  expect(byId.stdout).toMatch(/^HTTP 200 OK {2}\(getIdCard\)\n/);

  // The mock in your own tests: `pronet auth --member` allows on the page without a browser.
  const blocks = commandBlocks();
  const [member, ...none] = blocks.get('The mock in your own tests') ?? [];
  expect(none).toEqual([]);
  const allowed = await run(member!.replaceAll('http://127.0.0.1:4010', url));
  expect(allowed.code, allowed.stdout + allowed.stderr).toBe(0);
  expect(allowed.stdout).toContain('User: 123456_abcdef');

  // In front of the service: a second mock stands for it (its consumer is the default one, whose secret is in
  // consumer-secret already); the proxy on a free port; curl through it, unsigned.
  service = await startMock({ port: 0, host: '127.0.0.1' });
  const forService = (command: string) =>
    command
      .replaceAll('https://api.example.test', service!.url)
      .replace(/--consumer-key KEY\b/, `--consumer-key ${service!.config.consumers[0]!.key}`);
  const [serviceAuth, proxy, curl, ...more] = blocks.get('In front of the service: the signing proxy') ?? [];
  expect(more).toEqual([]);
  const authorizedThere = await authorizeWithPin(forService(serviceAuth!));
  expect(authorizedThere.code, authorizedThere.stdout + authorizedThere.stderr).toBe(0);
  expect(proxy).toMatch(/^npx pronet proxy --upstream \S+$/);
  const proxyServer = await serve(['sh', '-c', `${forService(proxy!)} --port 0`], /Proxy in front of \S+: (http:\/\/127\.0\.0\.1:\d+)/);
  try {
    const through = await run(curl!.replace('http://127.0.0.1:4020', proxyServer.url));
    expect(through.code, through.stderr).toBe(0);
    expect(JSON.parse(through.stdout).id_card.id).toBe(MAX);
  } finally {
    await stop(proxyServer.child);
  }

  // Checking the description against the service: the token again, then `pronet verify` (reads only), then with
  // the drift report.
  const [verifyAuth, ...verifies] = blocks.get('Checking the description against the service') ?? [];
  const authorizedAgain = await authorizeWithPin(forService(verifyAuth!));
  expect(authorizedAgain.code, authorizedAgain.stdout + authorizedAgain.stderr).toBe(0);
  expect(verifies).toHaveLength(2);
  for (const command of verifies) {
    const verified = await run(forService(command));
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  }
  expect(fs.existsSync(path.join(clone, 'drift.md'))).toBe(true);

  // mock/README.md's commands: the mock alone, on a free port (the first line's 4010 may be taken on this machine).
  const mockBlock = blocksOf(fs.readFileSync(path.join(clone, 'mock/README.md'), 'utf8')).find((b) => b.lang === 'sh');
  const mockCommands = commandsOf(mockBlock!);
  expect(mockCommands[0]).toBe('npm run mock');
  for (const command of mockCommands) {
    const started = await serve(
      ['sh', '-c', command.includes('--port') ? command : `${command} -- --port 0`],
      /(http:\/\/127\.0\.0\.1:\d+)/,
    );
    try {
      expect((await fetch(`${started.url}/openapi.json`)).status, command).toBe(200);
    } finally {
      await stop(started.child);
    }
  }

  // Nothing left in the clone for git to report: the secret's file and the drift report are ignored, the token is
  // elsewhere, and what `npm start` regenerated is what the clone holds.
  expect(execFileSync('git', ['status', '--porcelain'], { cwd: clone, encoding: 'utf8' })).toBe('');
}, 600_000);
