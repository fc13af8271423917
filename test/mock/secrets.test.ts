// Secrets stay secrets: no message echoes a secret or a fragment of a file that holds them, and the mock takes
// consumers from a file or an environment variable instead of the command line (which `ps` shows).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConsumerFlag, readConfigFile } from '../../mock/config.ts';
import { ConfigError } from '../../mock/errors.ts';
import { parseConsumerLine } from '../../mock/proxy/secrets.ts';
import { UsageError } from '../../runtime/node.ts';

const SECRET = 'c0ffee5ecretc0ffee5ecret';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pronet-secrets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('messages', () => {
  it('a malformed --consumer names the key, never the secret', () => {
    for (const flag of [`k1:${SECRET}:users:extra`, `:${SECRET}`]) {
      let message = '';
      try {
        parseConsumerFlag(flag, ['users']);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/expected key:secret/);
      expect(message).not.toContain(SECRET.slice(0, 6));
    }
  });

  it('a proxy consumer line without a colon or a secret: the place, never the line', () => {
    for (const line of [SECRET, `${SECRET}:`]) {
      expect(() => parseConsumerLine(line, 'consumers.txt, consumer 1')).toThrow(UsageError);
      expect(() => parseConsumerLine(line, 'consumers.txt, consumer 1')).toThrow(/consumers\.txt, consumer 1: expected key:secret/);
    }
    expect(() => parseConsumerLine(SECRET, 'x')).not.toThrow(new RegExp(SECRET.slice(0, 6)));
  });

  it('a configuration file that is not JSON: the place, not an excerpt', () => {
    const file = join(dir, 'config.json');
    writeFileSync(file, `{"consumers": [{"key": "k", "secret": "${SECRET}" x}]}`);
    expect(() => readConfigFile(file)).toThrow(/config\.json: not valid JSON \(line 1, offset \d+\)$/);
    expect(() => readConfigFile(file)).not.toThrow(new RegExp(SECRET.slice(0, 6)));
  });
});

describe('consumers without the command line', () => {
  it('--consumer-file and PRONET_MOCK_CONSUMERS give consumers, and the secrets are not printed', async () => {
    const file = join(dir, 'consumers.txt');
    writeFileSync(file, `# key:secret[:rights]\nfromfile:${SECRET}:users\n`);
    const root = join(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock/cli.ts', '--port', '0', '--consumer-file', file], {
      cwd: root,
      env: { ...process.env, PRONET_MOCK_CONSUMERS: `fromenv:${SECRET}x` },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await new Promise<void>((resolve) => {
      const check = () => (out.includes('Ctrl+C') ? resolve() : setTimeout(check, 100));
      check();
      void exited.then(() => resolve());
    });
    child.kill('SIGTERM');
    await exited;
    expect(out).toMatch(/fromfile \/ \(secret as configured\) \/ users/);
    expect(out).toMatch(/fromenv \/ \(secret as configured\)/);
    expect(out).not.toContain(SECRET.slice(0, 6));
  }, 120_000);
});
