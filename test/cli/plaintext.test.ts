// `pronet auth` refuses PLAINTEXT to an http: URL off this machine (RFC 5849 3.4.4: PLAINTEXT only over TLS) before
// anything is sent, naming the flag that opts in. Nothing listens at the .invalid host: the refusal comes first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pronetHere } from './pronet-here.ts';

it('pronet auth --signature-method PLAINTEXT to a remote http: URL is refused, naming --allow-insecure-plaintext', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-plaintext-'));
  try {
    const secretFile = path.join(dir, 'consumer-secret');
    fs.writeFileSync(secretFile, 'secret\n', { mode: 0o600 });
    const args = [
      'auth',
      '--consumer-key',
      'key',
      '--consumer-secret-file',
      secretFile,
      '--base-url',
      'http://api.example.invalid',
      '--signature-method',
      'PLAINTEXT',
    ];
    const result = await pronetHere(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^pronet auth: allowInsecurePlaintext: PLAINTEXT would send the consumer and token secrets in clear to http:\/\/api\.example\.invalid/,
    );
    expect(result.stderr).toContain('(pronet auth --allow-insecure-plaintext)');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
