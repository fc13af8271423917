// The `pronet` command line against the real mock: the handshake in oob and loopback modes, the stored token,
// one signed call, help texts and errors.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../mock/server.ts';
import { submitAuthorization } from '../mock/helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'cli/pronet.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-cli-'));
let mock: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
});
afterAll(async () => {
  await mock.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const consumerArgs = () => {
  const { key, secret } = mock.config.consumers[0]!;
  return ['--consumer-key', key, '--consumer-secret', secret, '--base-url', mock.url];
};

/** Runs the CLI without blocking: the mock answers from this same process. */
function pronet(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(tsx, [cli, ...args], { encoding: 'utf8' }, (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }));
  });
}

/** Runs `pronet auth` and plays the user: opens the printed page and allows access. */
function authorize(args: string[], user: (url: string, child: ReturnType<typeof spawn>) => Promise<void>) {
  const child = spawn(tsx, [cli, 'auth', ...args], { env: { ...process.env, PRONET_CONSUMER_KEY: '', PRONET_CONSUMER_SECRET: '' } });
  let output = '';
  let acted = false;
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
      if (url && !acted) {
        acted = true;
        user(url, child).catch(reject);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('pronet auth', () => {
  it('oob: shows the page, takes the PIN, stores the token readable only by the user', async () => {
    const file = path.join(dir, 'oob', 'credentials.json');
    const { code, output } = await authorize([...consumerArgs(), '--token-file', file], async (url, child) => {
      const page = await (await submitAuthorization(url, mock.config.members[0]!.id, 'allow')).text();
      const pin = /id="oauth_verifier">([^<]+)</.exec(page)![1]!;
      child.stdin!.write(`${pin}\n`);
    });
    expect(output).toContain('Then type the PIN');
    expect(code, output).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(stored).toMatchObject({ baseUrl: mock.url, consumerKey: mock.config.consumers[0]!.key, userId: mock.config.members[0]!.id });
    expect(stored.token).toBeTruthy();

    const call = await pronet(['call', 'GET', '/v1/users/me/id_card', '--token-file', file]);
    expect(call.status, call.stderr).toBe(0);
    expect(call.stdout).toMatch(/^HTTP 200 OK {2}\(getIdCard\)/);
    expect(JSON.parse(call.stdout.slice(call.stdout.indexOf('\n') + 1)).id_card.id).toBe(mock.config.members[0]!.id);

    // A vendor call gets its Accept header from the operation table; form fields go in the body.
    const vendor = await pronet(['call', 'GET', '/vendor/jobs/orders', 'page=1', '--token-file', file]);
    expect(vendor.stdout).toMatch(/^HTTP 200 OK {2}\(listOrders\)/);
  }, 60_000);

  it('loopback: a local page receives the redirect', async () => {
    const file = path.join(dir, 'loopback.json');
    const { code, output } = await authorize([...consumerArgs(), '--callback', 'loopback', '--token-file', file], async (url) => {
      const allowed = await submitAuthorization(url, mock.config.members[1]!.id, 'allow');
      const callback = allowed.headers.get('location')!;
      expect(new URL(callback).hostname).toBe('127.0.0.1');
      expect(await (await fetch(callback)).text()).toContain('Access granted');
    });
    expect(code, output).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).userId).toBe(mock.config.members[1]!.id);
  }, 60_000);

  it('refuses to start without consumer credentials, saying how to give them', () => {
    const result = spawnSync(tsx, [cli, 'auth', '--base-url', mock.url], { encoding: 'utf8', env: { ...process.env, PRONET_CONSUMER_KEY: '', PRONET_CONSUMER_SECRET: '' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--consumer-key and --consumer-secret, or PRONET_CONSUMER_KEY and PRONET_CONSUMER_SECRET');
  });
});

describe('pronet', () => {
  it.each(['auth', 'call', 'mock', 'generate'])('%s --help', (command) => {
    const result = spawnSync(tsx, [cli, command, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`usage: pronet ${command}`);
  });

  it('names an unknown command and lists the real ones', () => {
    const result = spawnSync(tsx, [cli, 'deploy'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "deploy"');
    expect(result.stderr).toContain('auth');
  });

  it('call without a stored token says to run auth first', () => {
    const result = spawnSync(tsx, [cli, 'call', 'GET', '/v1/users/me', '--token-file', path.join(dir, 'missing.json')], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('run `pronet auth` first');
  });
});
