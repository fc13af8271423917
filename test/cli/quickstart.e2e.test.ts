// README.md's quick start, every command of its block, on a fresh clone of this repository (its last commit), as a
// newcomer runs it: `npm start` serves the mock, `npx pronet auth` prints the authorization page (the test plays the
// browser: picks a member, presses Allow, reads the PIN and types it), then the two `npx pronet call`s. The clone
// reuses this checkout's node_modules (a symbolic link instead of `npm install`); the mock gets a free port, which
// the commands reach through PRONET_BASE_URL, and the token goes to a temporary file (PRONET_TOKEN_FILE).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX, submitAuthorization } from '../mock/helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-quickstart-'));
const clone = path.join(work, 'pronet-api');
const tokenFile = path.join(work, 'credentials.json');
let server: ChildProcess | undefined;
let serverOutput = '';

/** The commands of the quick start's block, without comments and blank lines. */
function quickStart(): { commands: string[]; browserStep: string } {
  const readme = fs.readFileSync(path.join(clone, 'README.md'), 'utf8');
  const block = /## Quick start[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md: no ```sh block under "## Quick start"');
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const browserStep = lines.find((line) => line.startsWith('#')) ?? '';
  // A comment starts at " #" (an echo's argument holds no '#').
  return { commands: lines.filter((line) => !line.startsWith('#')).map((line) => line.replace(/\s+#.*$/, '')), browserStep };
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
afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid!, 'SIGINT');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

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

it('runs as written on a fresh clone', async () => {
  const { commands, browserStep } = quickStart();
  expect(browserStep).toMatch(/open the printed page, pick a member, press Allow, type the PIN/);

  // 1. `npm install && npm start`: the install is the link above; the server gets a free port (--port 0).
  const [first, ...rest] = commands;
  expect(first).toBe('npm install && npm start');
  server = spawn('npm', ['start', '--', '--port', '0'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      serverOutput += chunk;
      const match = /mock (http:\/\/127\.0\.0\.1:\d+)/.exec(serverOutput);
      if (match) resolve(match[1]!);
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${serverOutput}`)));
  });
  env['PRONET_BASE_URL'] = url;

  // 2. The consumer secret into a file, 3. the handshake, 4. and 5. the calls.
  const [secret, auth, ...calls] = rest;
  expect(secret).toMatch(/^echo \S+ > consumer-secret$/);
  expect((await run(secret!)).code).toBe(0);

  expect(auth).toMatch(/^npx pronet auth /);
  let typed = false;
  const authorized = await run(auth!, (output, child) => {
    const page = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
    if (!page || typed || !output.includes('type the PIN')) return;
    typed = true;
    // The browser: the printed page, a member, Allow; the next page shows the PIN, which is typed at the prompt.
    void submitAuthorization(page, MAX, 'allow')
      .then((answer) => answer.text())
      .then((html) => child.stdin!.write(`${/id="oauth_verifier">([^<]+)</.exec(html)![1]}\n`));
  });
  expect(authorized.code, authorized.stdout + authorized.stderr).toBe(0);
  expect(authorized.stdout).toContain(`Access token stored in ${tokenFile}`);

  expect(calls).toHaveLength(2);
  const byPath = await run(calls[0]!);
  expect(byPath.code, byPath.stderr).toBe(0);
  expect(JSON.parse(byPath.stdout).id_card.id).toBe(MAX);
  const byId = await run(calls[1]!);
  expect(byId.code, byId.stderr).toBe(0);
  expect(byId.stdout).toMatch(/^HTTP 200 OK {2}\(getIdCard\)\n/);

  // Nothing left in the clone for git to report: the secret's file is ignored, the token is elsewhere, and what
  // `npm start` regenerated is what the clone holds.
  expect(execFileSync('git', ['status', '--porcelain'], { cwd: clone, encoding: 'utf8' })).toBe('');
}, 240_000);
