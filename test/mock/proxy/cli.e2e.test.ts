// `pronet proxy`: the real binary in front of a mock, its secrets from a consumer file and `pronet auth`'s token
// file (never from the command line); and its refusals of bad arguments.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  it('serves with the token file and the consumer file, signs unsigned requests, stops on SIGTERM', async () => {
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
    const consumerFile = path.join(dir, 'consumers');
    writeFileSync(consumerFile, `# consumers\n${CONSUMER_LINE}\n`);
    const child = spawn(
      process.execPath,
      [BIN, 'proxy', '--upstream', mock.url, '--port', '0', '--consumer-file', consumerFile, '--token-file', tokenFile],
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
      const response = await fetch(`${url}/v1/users/me/id_card`);
      expect(response.status).toBe(200);
      expect(response.headers.get('pronet-violations')).toBe('[]');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it.each([
    [['--consumer', 'key:secret', '--upstream', 'http://127.0.0.1:1'], /--consumer is not taken.*ps/],
    [[], /--upstream is required/],
    [['--upstream', 'ftp://example.test'], /upstream must be an http or https URL/],
    [['--upstream', 'http://127.0.0.1:1', '--token-file', '/nonexistent/credentials.json'], /cannot read the token file .*pronet auth/],
  ])('refuses %j with exit 2, saying why', async (args, message) => {
    const result = await pronetHere(['proxy', ...args]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
