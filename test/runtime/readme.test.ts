// The README's first client example, run as written against the mock (the package test type-checks every block
// against the installed package). Only the import and the mock's address are replaced.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../mock/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
let mock: MockServer;
beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1' });
});
afterAll(() => mock?.close());

it('the example marked "runs against the mock" runs: it gets a request token and prints the authorization page', async () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /<!-- runs against the mock: test\/runtime\/readme\.test\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  const code = block!
    .replace("from 'pronet-api'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'generated/client.ts')).href)}`)
    .replaceAll('http://127.0.0.1:4010', mock.url);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-readme-')), 'example.mts');
  fs.writeFileSync(file, code);
  const output = await new Promise<string>((resolve, reject) =>
    execFile(path.join(root, 'node_modules/.bin/tsx'), [file], { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr || String(error))) : resolve(stdout),
    ),
  );
  expect(output).toMatch(new RegExp(`^Open ${mock.url}/v1/authorize\\?oauth_token=\\S+\\n$`));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
