// The runtime matrix (`npm run test:runtimes`): the packed pronet-api, installed from its tarball into an empty
// project as a user installs it, runs one contract (contract.mjs: the handshake, a signed call per tag, JSON, form
// and XML bodies, paging, a typed error, a timeout, an abort, both signature methods, the three placements, a saved
// token) on each runtime, against one mock on 127.0.0.1 started here. The runtimes come from the npm registry at
// pinned versions through a cache (runtimes.ts); Chromium is Debian's, as in the browser suite.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { startMock, type MockServer } from '../../mock/server.ts';
import { packAll } from '../../scripts/pack.ts';
import { launch } from '../browser/helpers.ts';
import { CHECKS } from './contract.mjs';
import { ensureRuntime, RUNTIMES, type RuntimeName } from './runtimes.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-runtimes-'));
const project = path.join(work, 'project');
let mock: MockServer;
let config: string;
const bins = {} as Record<RuntimeName, string>;

/** Runs a command in the project; resolves to its standard output, rejects with its standard error. */
const run = (file: string, args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(file, args, { cwd: project, encoding: 'utf8', maxBuffer: 16 << 20, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) =>
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

beforeAll(async () => {
  const tarballs = packAll(work);
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'runtimes-consumer', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarballs.client]);
  for (const file of ['contract.mjs', 'run.mjs', 'worker.mjs', 'miniflare.mjs']) fs.copyFileSync(path.join(import.meta.dirname, file), path.join(project, file));
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
  it(`on Bun ${RUNTIMES.bun.version}`, async () => expectContract(await run(bins.bun, ['run.mjs', config])));
  // Network to the mock only, and nothing else granted: no environment, no file system beyond the modules.
  it(`on Deno ${RUNTIMES.deno.version}`, async () => expectContract(await run(bins.deno, ['run', `--allow-net=${new URL(mock.url).host}`, 'run.mjs', config])));

  it(`on workerd (Miniflare ${RUNTIMES.miniflare.version})`, async () => {
    fs.writeFileSync(path.join(project, 'worker.bundle.js'), await bundle("export { default } from './worker.mjs';", ['workerd', 'worker', 'browser']));
    expectContract(await run(bins.node24, ['miniflare.mjs', bins.miniflare, 'worker.bundle.js', config]));
  });

  it("in Chromium (Debian's), bundled for the browser", async () => {
    const code = (await bundle("import { contract } from './contract.mjs';\nglobalThis.pronetContract = contract;", ['browser'])).replace(/<\/script/g, '<\\/script');
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
      // The contract's refused calls (401, 422) show in the console as failed loads; nothing else may.
      expect(browser.errors.filter((error) => !/^console: Failed to load resource: the server responded with a status of (401|422)\b/.test(error))).toEqual([]);
      expect(browser.external).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
