// The runtime matrix (`npm run test:runtimes`): the packed pronet-api, installed from its tarball into an empty
// project as a user installs it, runs one contract (contract.mjs: the handshake, a signed call per tag, JSON, form
// and XML bodies, paging, a typed error, a timeout, an abort, both signature methods, the three placements, a saved
// token) on each runtime, against one mock on 127.0.0.1 started here. The runtimes come from the npm registry at
// pinned versions through a cache (runtimes.ts); Chromium is Debian's, as in the browser suite. Then the mock package
// and the pronet command, installed beside the client, on Node 22 and 24 and Bun: startMock() serving the same
// contract, `pronet mock`, `pronet auth` and `pronet call`.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { startMock, type MockServer } from '../../mock/server.ts';
import { packAll } from '../../scripts/pack.ts';
import { launch } from '../browser/helpers.ts';
import { submitAuthorization } from '../mock/helpers.ts';
import { CHECKS } from './contract.mjs';
import { ensureRuntime, RUNTIMES, type RuntimeName } from './runtimes.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-runtimes-'));
const project = path.join(work, 'project');
// The client with the mock package, as a test suite installs them (second part).
const withMock = path.join(work, 'with-mock');
let mock: MockServer;
let config: string;
const bins = {} as Record<RuntimeName, string>;

/** Runs a command in the project; resolves to its standard output, rejects with its standard error. */
const run = (file: string, args: string[], cwd = project) =>
  new Promise<string>((resolve, reject) =>
    execFile(file, args, { cwd, encoding: 'utf8', maxBuffer: 16 << 20, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(file)} ${args.join(' ').slice(0, 200)}: ${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );

/** Bundles a module of the project (the client as installed) for a runtime without Node's module resolution. */
async function bundle(contents: string, conditions: string[]): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: project, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions,
    mainFields: ['browser', 'module', 'main'],
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

interface Result {
  check: string;
  ok: boolean;
  detail: string;
}

/** Every check ran, in order, and passed (the failures with their details otherwise). */
function expectContract(output: string) {
  const results = JSON.parse(output.trim().split('\n').at(-1)!) as Result[];
  expect(results.filter((r) => !r.ok)).toEqual([]);
  expect(results.map((r) => r.check)).toEqual(CHECKS);
}

/** An empty project with the packages installed from their tarballs and the given files of this folder. */
async function installProject(dir: string, specs: string[], files: string[]) {
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: path.basename(dir), private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs], dir);
  for (const file of files) fs.copyFileSync(path.join(import.meta.dirname, file), path.join(dir, file));
}

beforeAll(async () => {
  const tarballs = packAll(work);
  await installProject(project, [tarballs.client], ['contract.mjs', 'run.mjs', 'worker.mjs', 'miniflare.mjs']);
  await installProject(withMock, [tarballs.client, tarballs.mock], ['contract.mjs', 'with-mock.mjs']);
  for (const name of Object.keys(RUNTIMES) as RuntimeName[]) bins[name] = ensureRuntime(name);
  mock = await startMock({ port: 0, host: '127.0.0.1', testing: true });
  config = JSON.stringify({ url: mock.url, consumer: mock.config.consumers[0], member: mock.config.members[0]!.id });
}, 900_000);

afterAll(async () => {
  await mock?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the packed client runs the contract', () => {
  it(`on Node ${process.versions.node} (this machine's)`, async () => expectContract(await run(process.execPath, ['run.mjs', config])));
  it(`on Node ${RUNTIMES.node22.version}`, async () => expectContract(await run(bins.node22, ['run.mjs', config])));
  it(`on Node ${RUNTIMES.node24.version}`, async () => expectContract(await run(bins.node24, ['run.mjs', config])));
  it(`on Node ${RUNTIMES.node26.version}`, async () => expectContract(await run(bins.node26, ['run.mjs', config])));
  it(`on Bun ${RUNTIMES.bun.version}`, async () => expectContract(await run(bins.bun, ['run.mjs', config])));
  // Network to the mock only, and nothing else granted: no environment, no file system beyond the modules.
  it(`on Deno ${RUNTIMES.deno.version}`, async () =>
    expectContract(await run(bins.deno, ['run', `--allow-net=${new URL(mock.url).host}`, 'run.mjs', config])));

  it(`on workerd (Miniflare ${RUNTIMES.miniflare.version})`, async () => {
    fs.writeFileSync(
      path.join(project, 'worker.bundle.js'),
      await bundle("export { default } from './worker.mjs';", ['workerd', 'worker', 'browser']),
    );
    expectContract(await run(bins.node24, ['miniflare.mjs', bins.miniflare, 'worker.bundle.js', config]));
  });

  it("in Chromium (Debian's), bundled for the browser", async () => {
    const code = (await bundle("import { contract } from './contract.mjs';\nglobalThis.pronetContract = contract;", ['browser'])).replace(
      /<\/script/g,
      '<\\/script',
    );
    const browser = await launch();
    try {
      // The page is served at the mock's origin, as the docs' "Try it" is: the client's calls are same-origin.
      await browser.page.route(`${mock.url}/runtimes.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><script type="module">${code}</script>` }),
      );
      await browser.page.goto(`${mock.url}/runtimes.html`);
      await browser.page.waitForFunction(() => 'pronetContract' in globalThis);
      const results = await browser.page.evaluate((c) => (globalThis as any).pronetContract(JSON.parse(c)), config);
      expectContract(JSON.stringify(results));
      // The contract's refused calls (401, and 403 for a body the description refuses) show in the console as failed loads;
      // nothing else may.
      expect(
        browser.errors.filter(
          (error) => !/^console: Failed to load resource: the server responded with a status of (401|403)\b/.test(error),
        ),
      ).toEqual([]);
      expect(browser.external).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** `pronet mock --port 0` on a runtime, as npx starts it (node_modules/.bin/pronet); resolves once it serves. */
function startCliMock(runtime: string) {
  const child = spawn(runtime, [path.join(withMock, 'node_modules/.bin/pronet'), 'mock', '--port', '0'], {
    cwd: withMock,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const found = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`pronet mock exited ${code}: ${output}`)));
  });
  const stopped = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { url, stop: () => (child.kill('SIGTERM'), stopped) };
}

/** `pronet auth` on a runtime, playing the user: the printed page, Allow, the PIN typed in. */
function cliAuth(runtime: string, args: string[], member: string) {
  const child = spawn(runtime, [path.join(withMock, 'node_modules/.bin/pronet'), 'auth', ...args], { cwd: withMock });
  let output = '';
  let acted = false;
  return new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const page = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
      if (page && !acted) {
        acted = true;
        submitAuthorization(page, member, 'allow')
          .then(async (answer) => child.stdin.write(`${/id="oauth_verifier">([^<]+)</.exec(await answer.text())![1]}\n`))
          .catch(reject);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`pronet auth exited ${code}: ${output}`))));
  });
}

// On Node 20 the package suite runs the same (test/package/pack.test.ts).
describe.each([
  [`Node ${RUNTIMES.node22.version}`, () => bins.node22],
  [`Node ${RUNTIMES.node24.version}`, () => bins.node24],
  [`Bun ${RUNTIMES.bun.version}`, () => bins.bun],
])('the mock package and the pronet command on %s', (_name, runtime) => {
  it('startMock() serves the contract of the client', async () => expectContract(await run(runtime(), ['with-mock.mjs'], withMock)));

  it('`pronet mock` serves the description; `pronet auth` stores a token and `pronet call` makes a signed call with it', async () => {
    const served = startCliMock(runtime());
    try {
      const url = await served.url;
      expect((await fetch(`${url}/openapi.json`)).status).toBe(200);
      // The command's mock and the one of this file both run with the default consumers and members.
      const consumer = mock.config.consumers[0]!;
      const member = mock.config.members[0]!.id;
      const secretFile = path.join(withMock, 'consumer-secret');
      const tokenFile = path.join(withMock, `token-${path.basename(runtime())}-${Date.now()}.json`);
      fs.writeFileSync(secretFile, consumer.secret, { mode: 0o600 });
      await cliAuth(
        runtime(),
        ['--consumer-key', consumer.key, '--consumer-secret-file', secretFile, '--base-url', url, '--token-file', tokenFile],
        member,
      );
      const called = JSON.parse(
        await run(
          runtime(),
          [path.join(withMock, 'node_modules/.bin/pronet'), 'call', 'GET', '/v1/users/me/id_card', '--token-file', tokenFile],
          withMock,
        ),
      );
      expect(called.id_card.id).toBe(member);
    } finally {
      await served.stop();
    }
  });
});
