// README.md's TypeScript blocks, run in the order printed as one program against the mock (they continue each other:
// `client` and `requestToken` come from the first). Only what a reader fills in is replaced: the imports point at
// this repository's sources, the mock's address is the test's, and the PIN "the page showed" is read from stdin,
// where the test types it after playing the browser (pick a member, Allow). The loopback block's page is allowed
// the same way and the browser's landing on the callback is followed. The package test type-checks every block
// against the installed packages; test/browser/handshake.test.ts clicks Allow in Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../mock/server.ts';
import { MAX, submitAuthorization } from '../mock/helpers.ts';
import { blocksOf } from '../readme-blocks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);
let mock: MockServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-readme-'));
beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("README.md's TypeScript blocks run in the order printed: handshake, stored token, loopback, the mock in tests, one call per tag", async () => {
  const blocks = blocksOf(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).filter((b) => b.lang === 'ts');
  expect(blocks.length).toBeGreaterThanOrEqual(5);
  const pinPlaceholder = "'<the PIN the page showed>'";
  expect(blocks.map((b) => b.code).join('\n')).toContain(pinPlaceholder);
  const code = [
    "import { createInterface as readPinLine } from 'node:readline/promises';",
    ...blocks.map((b) => `// ${b.heading}\n${b.code}`),
    'process.stdin.destroy();',
  ]
    .join('\n')
    .replaceAll("from 'pronet-api'", `from ${source('generated/client.ts')}`)
    .replaceAll("from 'pronet-api/node'", `from ${source('runtime/node.ts')}`)
    .replaceAll("from 'pronet-api-mock'", `from ${source('mock/server.ts')}`)
    .replaceAll('http://127.0.0.1:4010', mock.url)
    .replace(pinPlaceholder, "(await readPinLine({ input: process.stdin }).question('')).trim()");
  const file = path.join(dir, 'readme.mts');
  fs.writeFileSync(file, code);

  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [file], { cwd: dir });
  let output = '';
  let pages = 0;
  const user = async (url: string) => {
    const answer = await submitAuthorization(url, MAX, 'allow');
    const location = answer.headers.get('location');
    if (location) {
      expect(await (await fetch(location)).text()).toContain('Access granted'); // the browser lands on the loopback page
    } else {
      child.stdin.write(`${/id="oauth_verifier">([^<]+)</.exec(await answer.text())![1]}\n`);
    }
  };
  const users: Promise<void>[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk;
    const opened = [...output.matchAll(/^Open (\S+)$/gm)];
    for (const [, url] of opened.slice(pages)) users.push(user(url!));
    pages = opened.length;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const code_ = await new Promise<number | null>((resolve) => child.on('close', resolve));
  await Promise.all(users);
  expect(code_, output).toBe(0);
  expect(pages, output).toBe(2); // the oob handshake and the loopback one
  expect(output).toContain('Max Mustermann'); // the id card's display name, with the stored token
  expect(fs.statSync(path.join(dir, 'token.json')).mode & 0o777).toBe(0o600);
}, 120_000);
