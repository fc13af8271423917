// `pronet proxy --report`: the drift report of a running proxy, written once when it stops, and a report path
// that cannot be written refused at start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../../mock/server.ts';
import { pronetHere } from '../../cli/pronet-here.ts';
import { ALL_RIGHTS, MAX } from '../helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const loader = ['--import', pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href];
const cli = path.join(root, 'cli/pronet.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-drift-cli-'));
const TOKEN = { token: 'drift-cli-token', tokenSecret: 'drift-cli-token-secret' };
/** What `pronet auth` writes: the consumer and the access token, which the mock knows from its configuration. */
const tokenFile = path.join(dir, 'credentials.json');
let mock: MockServer;

beforeAll(async () => {
  fs.writeFileSync(tokenFile, JSON.stringify({ ...ALL_RIGHTS, accessToken: TOKEN }), { mode: 0o600 });
  mock = await startMock({
    port: 0,
    config: { accessTokens: [{ consumer: ALL_RIGHTS.consumerKey, member: MAX, token: TOKEN.token, secret: TOKEN.tokenSecret }] },
  });
});
afterAll(async () => {
  await mock.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pronet proxy --report', () => {
  it('refuses a report it cannot write, naming it, before it serves', async () => {
    const file = path.join(dir, 'missing', 'drift.md');
    const result = await pronetHere(['proxy', '--upstream', mock.url, '--port', '0', '--token-file', tokenFile, '--report', file], {
      HOME: dir,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--report ${file}: cannot write it (ENOENT)`);
    const alone = await pronetHere(['proxy', '--upstream', mock.url, '--token-file', tokenFile, '--report-samples'], { HOME: dir });
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--report-samples goes with --report');
  });

  it('writes the Markdown and the JSON of what passed while it runs and when it stops (SIGHUP), mode 0600', async () => {
    const file = path.join(dir, 'drift.md');
    const keyFile = path.join(dir, 'proxy-access-key');
    const child = spawn(process.execPath, [
      ...loader,
      cli,
      'proxy',
      '--upstream',
      mock.url,
      '--port',
      '0',
      '--token-file',
      tokenFile,
      '--report',
      file,
      '--report-every',
      '1',
      '--access-key-file',
      keyFile,
    ]);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const found = /: (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout)?.[1];
        if (found) resolve(found);
      });
      child.on('close', () => reject(new Error(`the proxy stopped: ${stderr}`)));
    });
    expect(stdout).toContain(`drift report:          ${file}`);
    // Unsigned, with the access key: the proxy signs it with the token file's token.
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    const answer = await fetch(`${url}/v1/users/me`, { headers: { 'pronet-access-key': key } });
    expect(answer.status).toBe(200);
    // Written while it runs: a crash now would lose nothing.
    const jsonFile = path.join(dir, 'drift.json');
    await expect.poll(() => JSON.parse(fs.readFileSync(jsonFile, 'utf8')).exchanges, { timeout: 20_000, interval: 100 }).toBe(1);
    for (const written of [file, jsonFile]) expect(fs.statSync(written).mode & 0o777).toBe(0o600);
    // Two ways to stop at once (as a closed terminal and the parent's going away may come): one report.
    child.kill('SIGHUP');
    child.kill('SIGTERM');
    expect(await closed, stderr).toBe(0);
    expect(stdout.split('Drift report:').length - 1).toBe(1);
    expect(stdout).toContain(`Drift report: ${file}, ${path.join(dir, 'drift.json')}`);
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'drift.json'), 'utf8'));
    expect(json.exchanges).toBe(1);
    expect(json.operations.map((o: { operationId: string; calls: number }) => [o.operationId, o.calls])).toEqual([['getCurrentUser', 1]]);
    const markdown = fs.readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^# Drift report\n\n1 exchange over 1 operation of /);
    for (const secret of [TOKEN.token, TOKEN.tokenSecret, ALL_RIGHTS.consumerSecret])
      expect(markdown + JSON.stringify(json)).not.toContain(secret);
  }, 60_000);
});
