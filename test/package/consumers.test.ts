// Both tarballs as the packaging linters and other consumers see them: @arethetypeswrong/cli and publint report
// nothing; the declarations type-check in a consumer under TypeScript 5.0, 5.4, the current 5.x and 7, and with
// moduleResolution node16, nodenext and bundler; a CommonJS consumer's require('pronet-api') (Node 20.19 and later
// load ES modules through require) gets the same client as an import.
// attw runs with its esm-only profile: both packages are ES modules alone (engines: Node 20.19+), so it leaves out
// node10 resolution (no `exports`; TypeScript 7 removed it) and the CommonJS view of node16's types.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-consumers-'));
const consumer = path.join(work, 'consumer');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
/** Each TypeScript, installed under an alias into the consumer. */
const TYPESCRIPTS = { '5.0': '5.0.4', '5.4': '5.4.5', '5.x': '5.9.3', '7': '7.0.2' };
/**
 * Every declaration file is checked too (skipLibCheck off), ours and our dependencies', except under TypeScript 5.0:
 * openapi-fetch's own declarations do not compile there (TS2344 in openapi-fetch and openapi-typescript-helpers),
 * so a 5.0 consumer needs skipLibCheck, as the README says (and as `tsc --init` writes).
 */
const SKIP_LIB_CHECK: Record<string, boolean> = { '5.0': true };
const RESOLUTIONS = [
  { moduleResolution: 'node16', module: 'node16' },
  { moduleResolution: 'nodenext', module: 'nodenext' },
  { moduleResolution: 'bundler', module: 'esnext' },
];
/**
 * Each thing that differs checked once: what a TypeScript version changes (the declaration syntax it reads, its lib,
 * its checks) on every version with one resolution, nodenext (what `tsc --init` writes); how `exports` and `types`
 * resolve, which TypeScript does the same way since 5.0, with every resolution on the current 5.x. Twelve checks were
 * six twice over, a minute of the suite.
 */
const CHECKS = [
  ...Object.keys(TYPESCRIPTS).map((version) => ({ version, ...RESOLUTIONS[1]! })),
  ...RESOLUTIONS.filter((resolution) => resolution !== RESOLUTIONS[1]).map((resolution) => ({ version: '5.x', ...resolution })),
];

const run = (file: string, args: string[], cwd = work) =>
  new Promise<{ status: number; stdout: string; output: string }>((resolve) =>
    execFile(
      file,
      args,
      { cwd, encoding: 'utf8', maxBuffer: 16 << 20, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, output: stdout + stderr }),
    ),
  );

const tarballs = inject('tarballs');
beforeAll(async () => {
  fs.mkdirSync(consumer);
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const typescripts = Object.entries(TYPESCRIPTS).map(([name, version]) => `typescript-${name}@npm:typescript@${version}`);
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarballs.client, '@types/node@20', ...typescripts],
    consumer,
  );
  expect(installed.status, installed.output).toBe(0);
}, 600_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.each(['client', 'mock'] as const)('the %s tarball', (which) => {
  it('@arethetypeswrong/cli reports nothing', async () => {
    const result = await run(bin('attw'), ['--profile', 'esm-only', '--no-emoji', tarballs[which]]);
    // Its exit status is its verdict; each problem it names is one of the resolutions the profile leaves out.
    expect(result.status, result.output).toBe(0);
    const problems = result.output.split('\n').filter((line) => line.includes('arethetypeswrong.github.io/blob/main/docs/problems/'));
    expect(problems.filter((line) => !line.startsWith('(ignored per resolution)'))).toEqual([]);
  });

  it('publint reports nothing, suggestions included', async () => {
    const result = await run(bin('publint'), ['--strict', tarballs[which]]);
    expect(result.output).toContain('All good!');
    expect(result.status, result.output).toBe(0);
  });
});

describe('the declarations in a TypeScript consumer', () => {
  // Every entry of the client, used as a user uses them (strict, the libraries' declarations checked too). The
  // mock's declarations are checked with the READMEs' examples (pack.test.ts).
  const source = `import { createClient, AccessToken, ApiError, InvalidTokenError, TimeoutError, SDK_VERSION, type Client, type ClientOptions } from 'pronet-api';
import { signRequest } from 'pronet-api/oauth1';
import { signRequestAsync } from 'pronet-api/oauth1/browser';
import { operations } from 'pronet-api/operations';

const options: ClientOptions = { baseUrl: 'http://127.0.0.1:4010', credentials: { consumerKey: 'k', consumerSecret: 's' } };
const client: Client = createClient(options);
export async function use(): Promise<string> {
  const { id_card } = await client.users.getIdCard({ timeout: 1_000 });
  for await (const posting of client.vendorJobs.listPostings.all()) String(posting.state);
  const saved: string = JSON.stringify(AccessToken.fromJSON({ token: 't', tokenSecret: 's', obtainedAt: 0, extra: {} }).toSecretJSON());
  const error: unknown = null;
  if (error instanceof InvalidTokenError || error instanceof TimeoutError) throw error;
  const signed = signRequest({ method: 'GET', url: 'http://127.0.0.1/x' }, { consumerKey: 'k', consumerSecret: 's' });
  const signedAsync = await signRequestAsync({ method: 'GET', url: 'http://127.0.0.1/x' }, { consumerKey: 'k', consumerSecret: 's' });
  return [SDK_VERSION, id_card.id, saved, signed.signature, signedAsync.signature, operations.getIdCard.path, ApiError.name].join();
}
`;

  for (const { version: name, moduleResolution, module } of CHECKS) {
    it(`type-checks with TypeScript ${name}, moduleResolution ${moduleResolution}`, async () => {
      const dir = path.join(consumer, `ts-${name}-${moduleResolution}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'use.ts'), source);
      const compilerOptions = {
        strict: true,
        module,
        moduleResolution,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: ['node'],
        noEmit: true,
        skipLibCheck: SKIP_LIB_CHECK[name] ?? false,
      };
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['use.ts'] }));
      const result = await run(process.execPath, [path.join(consumer, `node_modules/typescript-${name}/bin/tsc`), '-p', dir], consumer);
      expect(result.output).toBe('');
      expect(result.status).toBe(0);
    }, 300_000);
  }
});

describe('a CommonJS consumer', () => {
  it(`require('pronet-api') on Node ${process.versions.node} gets the client that import gets`, async () => {
    fs.writeFileSync(
      path.join(consumer, 'require.cjs'),
      `const required = require('pronet-api');
import('pronet-api').then((imported) => {
  const client = required.createClient({ baseUrl: 'http://127.0.0.1:1' });
  console.log(JSON.stringify({ same: required.createClient === imported.createClient && required.ApiError === imported.ApiError, version: required.SDK_VERSION, method: typeof client.users.getIdCard }));
});
`,
    );
    const result = await run(process.execPath, ['require.cjs'], consumer);
    expect(result.status, result.output).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(JSON.parse(result.stdout)).toEqual({ same: true, version: manifest.version, method: 'function' });
  });
});
