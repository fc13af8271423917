// `pronet proxy`: the real binary in front of a mock, its secrets from a consumer file and `pronet auth`'s token
// file (never from the command line); and its refusals of bad arguments.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../../mock/server.ts';
import { pronetHere } from '../../cli/pronet-here.ts';
import { CONSUMER_LINE } from './helpers.ts';

const BIN = path.resolve(import.meta.dirname, '../../../scripts/pronet.js');
let mock: MockServer;
let dir: string;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  dir = mkdtempSync(path.join(tmpdir(), 'pronet-proxy-cli-'));
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pronet proxy', () => {
  it('serves with the token file and the consumer file, signs unsigned requests that carry the access key, stops on SIGTERM', async () => {
    const credentials = await mock.authorize();
    const tokenFile = path.join(dir, 'credentials.json');
    // As `pronet auth` writes it (cli/pronet.ts).
    writeFileSync(
      tokenFile,
      JSON.stringify({
        baseUrl: mock.url,
        consumerKey: credentials.consumerKey,
        consumerSecret: credentials.consumerSecret,
        signatureMethod: 'HMAC-SHA1',
        accessToken: { token: credentials.token, tokenSecret: credentials.tokenSecret, obtainedAt: 0, extra: {} },
      }),
    );
    const keyFile = path.join(dir, 'keys', 'proxy-access-key');
    const consumerFile = path.join(dir, 'consumers');
    writeFileSync(consumerFile, `# consumers\n${CONSUMER_LINE}\n`);
    const child = spawn(
      process.execPath,
      [
        BIN,
        'proxy',
        '--upstream',
        mock.url,
        '--port',
        '0',
        '--consumer-file',
        consumerFile,
        '--token-file',
        tokenFile,
        '--access-key-file',
        keyFile,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /: (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
          if (found) resolve(found[1]!);
        });
        child.once('exit', (code) => reject(new Error(`pronet proxy exited (${code}): ${out}`)));
      });
      expect(out).toContain(`signed with the token of ${tokenFile}`);
      expect(out).not.toContain(credentials.tokenSecret);
      // The key: created in a file of mode 0600, printed as a base URL.
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const key = readFileSync(keyFile, 'utf8').trim();
      expect(out).toContain(`${url}/key/${key}`);
      const response = await fetch(`${url}/v1/users/me/id_card`, { headers: { 'pronet-access-key': key } });
      expect(response.status).toBe(200);
      expect(response.headers.get('pronet-violations')).toBe('[]');
      expect((await fetch(`${url}/key/${key}/v1/users/me/id_card`)).status).toBe(200);
      // Without it, nothing is signed.
      expect((await fetch(`${url}/v1/users/me/id_card`)).status).toBe(403);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('refuses an access key file that other users may read, naming the fix', async () => {
    const loose = path.join(dir, 'loose-key');
    writeFileSync(loose, 'k'.repeat(43));
    chmodSync(loose, 0o644);
    const result = await pronetHere(['proxy', '--upstream', 'http://127.0.0.1:1', '--access-key-file', loose]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`chmod 600 ${loose}`);
    expect(result.stderr).not.toContain('kkkk');
  });

  it('refuses a consumer line without its secret as `pronet verify` does: its place, exit 2, the line never echoed', async () => {
    const consumerFile = path.join(dir, 'bad-consumers.txt');
    writeFileSync(consumerFile, 'key-only-line\n');
    const result = await pronetHere(['proxy', '--upstream', 'http://127.0.0.1:1', '--consumer-file', consumerFile], { HOME: dir });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`proxy: ${consumerFile}, consumer 1: expected key:secret (a line without a colon)\n`);
    expect(result.stdout).toBe('');
  });

  it('warns before listening on an address beyond this machine', async () => {
    // An address of no interface here (TEST-NET-1): the warning comes first, listening then fails, so the test opens
    // nothing beyond loopback.
    const result = await pronetHere(['proxy', '--upstream', 'http://127.0.0.1:1', '--host', '192.0.2.1', '--port', '0'], {
      HOME: dir,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/warning: --host 192\.0\.2\.1 reaches beyond this machine: whoever holds the access key/);
    expect(result.stderr).toContain('EADDRNOTAVAIL');
  });

  it.each([
    [['--consumer', 'key:secret', '--upstream', 'http://127.0.0.1:1'], /--consumer is not taken.*ps/],
    [[], /--upstream is required/],
    [['--upstream', 'ftp://example.test'], /upstream must be an http or https URL/],
    [['--upstream', 'http://127.0.0.1:1', '--token-file', '/nonexistent/credentials.json'], /cannot read the token file .*pronet auth/],
  ])('refuses %j with exit 2, saying why', async (args, message) => {
    // (A HOME of the test's own: an access key file the command may create goes there.)
    const result = await pronetHere(['proxy', ...args], { HOME: dir });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
