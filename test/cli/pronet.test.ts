// The `pronet` command line against the real mock: the handshake in oob and loopback modes, the stored token,
// one signed call, help texts and errors.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../mock/server.ts';
import { submitAuthorization } from '../mock/helpers.ts';
import { pronetHere } from './pronet-here.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The command as `npm run pronet` runs it, in one process: Node with tsx's loader (tsx's own launcher would start a
// second Node process for each run).
const node = process.execPath;
const loader = ['--import', pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href];
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

/** The consumer's key as a flag, its secret in a file (a secret on the command line would show in `ps`). */
const consumerArgs = () => {
  const { key, secret } = mock.config.consumers[0]!;
  const secretFile = path.join(dir, 'consumer-secret');
  fs.writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return ['--consumer-key', key, '--consumer-secret-file', secretFile, '--base-url', mock.url];
};

/** Runs the CLI without blocking: the mock answers from this same process. */
function pronet(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(node, [...loader, cli, ...args], { encoding: 'utf8' }, (_error, stdout, stderr) =>
      resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}

/** Runs `pronet auth` and plays the user: opens the printed page and allows access. */
function authorize(args: string[], user: (url: string, child: ReturnType<typeof spawn>) => Promise<void>) {
  const child = spawn(node, [...loader, cli, 'auth', ...args], {
    env: { ...process.env, PRONET_CONSUMER_KEY: '', PRONET_CONSUMER_SECRET: '' },
  });
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
    expect(stored).toMatchObject({
      baseUrl: mock.url,
      consumerKey: mock.config.consumers[0]!.key,
      accessToken: { extra: { user_id: mock.config.members[0]!.id } },
    });
    expect(stored.accessToken.tokenSecret).toBeTruthy();
    expect(stored.accessToken.tokenSecret).not.toBe('[redacted]');

    const call = await pronet(['call', 'GET', '/v1/users/me/id_card', '--token-file', file]);
    expect(call.status, call.stderr).toBe(0);
    expect(JSON.parse(call.stdout).id_card.id).toBe(mock.config.members[0]!.id);

    // The other calls in this process (main(), what the binary runs). By operationId, with -i: the status line and
    // headers first. A vendor call gets its Accept from the table.
    const vendor = await pronetHere(['call', 'listOrders', 'page=1', '-i', '--token-file', file]);
    expect(vendor.stdout).toMatch(/^HTTP 200 OK {2}\(listOrders\)\n/);
    expect(vendor.stdout).toContain('content-type: application/vnd.service.jobs.v1+json');

    // A body with --data (JSON guessed), a path parameter filled from id=...
    const created = await pronetHere([
      'call',
      'createPosting',
      '--token-file',
      file,
      '-d',
      JSON.stringify({
        organization_id: 5160,
        order_id: 1022232,
        function: 'Engineer',
        company_name: 'Example Ltd',
        description: '<p>Build.</p>',
        city: 'Hamburg',
        country: 'DE',
      }),
    ]);
    expect(created.status, created.stdout + created.stderr).toBe(0);
    const id = JSON.parse(created.stdout).posting_id;
    const activated = await pronetHere(['call', 'activatePosting', `id=${id}`, '-i', '--token-file', file]);
    expect(activated.stdout, activated.stderr).toMatch(/^HTTP 20[04]/);

    // An unknown method or operation is named; an error status names the operation and the service's error.
    const mistyped = await pronetHere(['call', 'GET', '/v1/users/me/id_crad', '--token-file', file]);
    expect(mistyped.stderr).toContain(
      'no operation of the description is GET /v1/users/me/id_crad (did you mean GET /v1/users/me/id_card?)',
    );
    const unknown = await pronetHere(['call', 'FETCH', '/v1/users/me', '--token-file', file]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('"FETCH" is neither an HTTP method');
    const again = await pronetHere(['call', 'activatePosting', `id=${id}`, '--token-file', file]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/activatePosting answered HTTP 409/);
  }, 90_000);

  it('loopback: a local page receives the redirect', async () => {
    const file = path.join(dir, 'loopback.json');
    const { code, output } = await authorize([...consumerArgs(), '--callback', 'loopback', '--token-file', file], async (url) => {
      const allowed = await submitAuthorization(url, mock.config.members[1]!.id, 'allow');
      const callback = allowed.headers.get('location')!;
      expect(new URL(callback).hostname).toBe('127.0.0.1');
      expect(await (await fetch(callback)).text()).toContain('Access granted');
    });
    expect(code, output).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).accessToken.extra.user_id).toBe(mock.config.members[1]!.id);
  }, 60_000);

  it('loopback: says when the browser has not come back, and takes the address pasted instead', async () => {
    const file = path.join(dir, 'loopback-pasted.json');
    let location = '';
    const { code, output } = await authorize([...consumerArgs(), '--callback', 'loopback', '--token-file', file], async (url, child) => {
      // The browser reached the mock but could not land on the callback (another machine): the mock's answer
      // is not followed.
      location = (await submitAuthorization(url, mock.config.members[0]!.id, 'allow')).headers.get('location')!;
      const said = () =>
        new Promise<void>((resolve) =>
          child.stdout!.on('data', (chunk: Buffer) => /Nothing has come back/.test(String(chunk)) && resolve()),
        );
      await said();
      child.stdin!.write(`${location}\n`);
    });
    expect(output).toContain('press Allow again');
    expect(output).toContain('paste here the address it ended on');
    expect(code, output).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).accessToken.extra.user_id).toBe(mock.config.members[0]!.id);
  }, 60_000);

  it('after the mock restarted, the stored token is refused with what to do: pronet auth again, or --state', async () => {
    const restarting = await startMock({ port: 0 });
    const port = Number(new URL(restarting.url).port);
    const file = path.join(dir, 'restarted.json');
    const { key, secret } = restarting.config.consumers[0]!;
    const authorized = await pronetHere(
      ['auth', '--base-url', restarting.url, '--consumer-key', key, '--member', '123456_abcdef', '--token-file', file],
      { PRONET_CONSUMER_SECRET: secret },
    );
    expect(authorized.status, authorized.stderr).toBe(0);
    await restarting.close();
    const restarted = await startMock({ port });
    try {
      const result = await pronetHere(['call', 'getIdCard', '--token-file', file]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('answered HTTP 401 (INVALID_OAUTH_TOKEN');
      expect(result.stderr).toContain('forgets the tokens it issued when it restarts');
      expect(result.stderr).toContain('--state FILE');
      expect(result.stderr).toContain('run `pronet auth` again');
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start without consumer credentials, saying how to give them', async () => {
    const result = await pronetHere(['auth', '--base-url', mock.url], { PRONET_CONSUMER_KEY: '', PRONET_CONSUMER_SECRET: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--consumer-key (or PRONET_CONSUMER_KEY) and --consumer-secret-file (or PRONET_CONSUMER_SECRET)');
    expect(result.stderr).toMatch(/^pronet auth: the consumer key and secret are needed/); // the command named once
  });

  it('a wrong consumer key or secret names the flag and the environment variable to check', async () => {
    const { key } = mock.config.consumers[0]!;
    const base = ['auth', '--base-url', mock.url, '--member', '123456_abcdef', '--token-file', path.join(dir, 'wrong.json')];
    const wrongSecret = await pronetHere([...base, '--consumer-key', key], { PRONET_CONSUMER_SECRET: 'not-the-secret' });
    expect(wrongSecret.status).toBe(1);
    expect(wrongSecret.stderr).toContain('check the file of --consumer-secret-file (or PRONET_CONSUMER_SECRET)');
    const wrongKey = await pronetHere([...base, '--consumer-key', 'no-such-key'], { PRONET_CONSUMER_SECRET: 'whatever' });
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.stderr).toContain('check --consumer-key (or PRONET_CONSUMER_KEY)');
    expect(fs.existsSync(path.join(dir, 'wrong.json'))).toBe(false);
  });

  it('refuses a consumer secret on the command line, where `ps` shows it', async () => {
    const result = await pronetHere(['auth', '--consumer-key', 'k', '--consumer-secret', 's', '--base-url', mock.url]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--consumer-secret-file');
  });

  it('says so when stdin closes before the PIN', async () => {
    const { key, secret } = mock.config.consumers[0]!;
    // Not spawnSync: the mock answers the request token call from this process.
    const child = spawn(node, [...loader, cli, 'auth', '--base-url', mock.url], {
      env: { ...process.env, PRONET_CONSUMER_KEY: key, PRONET_CONSUMER_SECRET: secret },
    });
    child.stdin.end();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(2);
    expect(stderr).toContain('stdin closed before a PIN was typed');
  }, 30_000);
});

describe('pronet', () => {
  it.each(['auth', 'call', 'mock', 'generate'])('%s --help', async (command) => {
    const result = await pronetHere([command, '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`usage: pronet ${command}`);
  });

  it('mock --help lists every option of the mock, and names no file of this repository', async () => {
    const result = await pronetHere(['mock', '--help']);
    for (const option of ['--port', '--host', '--config', '--consumer', '--member', '--testing', '--state', '--live-reload'])
      expect(result.stdout).toContain(option);
    expect(result.stdout).not.toMatch(/mock\/README|npm run/);
  });

  it('a mistyped operationId gets the nearest names', async () => {
    const typo = await pronetHere(['call', 'getIdCrad']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('"getIdCrad" is not an operationId: did you mean getIdCard?');
    const far = await pronetHere(['call', 'somethingElse']);
    expect(far.stderr).toContain('is neither an HTTP method');
  });

  // The binary itself, in a process of its own: its reader has gone before it writes (`pronet ... | head`).
  it('a closed stdout ends the command quietly, without a stack trace', async () => {
    const child = spawn(node, [path.join(root, 'scripts/pronet.js'), 'call', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('names an unknown command and lists the real ones', async () => {
    const result = await pronetHere(['deploy']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "deploy"');
    expect(result.stderr).toContain('auth');
  });

  // The binary's own wiring (arguments in, exit code out), in a process of its own.
  it('--version prints the package version', () => {
    const result = spawnSync(node, [...loader, cli, '--version'], { encoding: 'utf8' });
    expect(result.stdout.trim()).toBe(`pronet-api ${JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version}`);
  });

  it('an incomplete token file is named, not a TypeError', async () => {
    const file = path.join(dir, 'incomplete.json');
    fs.writeFileSync(file, JSON.stringify({ baseUrl: mock.url, consumerKey: 'k', consumerSecret: 's', accessToken: { token: 't' } }));
    const result = await pronetHere(['call', 'getIdCard', '--token-file', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('savedToken.tokenSecret: must be a non-empty string');
    expect(result.stderr).not.toContain('TypeError');
  });

  it('an unreachable host is named, with the cause; a silent server times out', async () => {
    const closed = (await import('node:http')).createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as import('node:net').AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const file = path.join(dir, 'unreachable.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        baseUrl: `http://127.0.0.1:${port}`,
        consumerKey: 'k',
        consumerSecret: 's',
        accessToken: { token: 't', tokenSecret: 'u' },
      }),
    );
    const refused = await pronetHere(['call', 'getIdCard', '--token-file', file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `getIdCard (GET http://127.0.0.1:${port}/v1/users/me/id_card): connection refused by 127.0.0.1:${port} (ECONNREFUSED`,
    );

    const silent = (await import('node:http')).createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const silentPort = (silent.address() as import('node:net').AddressInfo).port;
      const result = await pronet([
        'call',
        'getIdCard',
        '--timeout',
        '300',
        '--base-url',
        `http://127.0.0.1:${silentPort}`,
        '--token-file',
        file,
      ]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('no answer within 300 ms');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('call without a stored token says to run auth first', async () => {
    const result = await pronetHere(['call', 'GET', '/v1/users/me', '--token-file', path.join(dir, 'missing.json')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('run `pronet auth` first');
  });
});
