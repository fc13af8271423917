// Generator benchmark: a first `npm run generate` (no cache of any kind: tsx's transform cache off too) against
// the naive chain of CLIs (`redocly bundle`, `openapi-typescript`, `redocly build-docs`), side by side in one
// run, alternating, on the real spec. Target: ours at most as long as the chain (ratio <= 1). Ours does more:
// it lints (redocly.yaml's rules and the generator's), renders the templates and decorates the docs. For reference
// (no target): the same generator compiled to JavaScript and run without tsx's loader, which shows what running the
// TypeScript sources through it costs a first run (Node 20 cannot run TypeScript without a loader). On Node 24 (from
// the runtime matrix's cache): our first generate, its sources run by Node's own type stripping (no tsx), beside the
// chain's CLIs run by the same Node 24.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWorkspace } from '../test/generator/workspace.ts';
import { ensureRuntime, RUNTIMES } from '../test/runtimes/runtimes.ts';

const root = path.resolve(import.meta.dirname, '..');
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export function timeCommand(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return performance.now() - start;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The generator's code and what it imports: linked into the benchmark's workspace, copied into the compiled one. */
const CODE = ['generator', 'openapi', 'defaults', 'mock', 'plugins', 'runtime'];

/** `npm run generate` in a workspace, into its folder `out/`, from scratch. */
function generateIn(work: string, extraEnv: Record<string, string> = {}): number {
  fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
  return timeCommand('npm', ['run', '--silent', 'generate', '--', '--quiet', '--out', 'out'], work, extraEnv);
}

/** A workspace whose generator (and what it imports) is compiled to JavaScript beside its sources, as `tsc` emits it. */
async function compiledWorkspace(): Promise<string> {
  const work = await copyWorkspace('pronet-bench-js-');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  // `npm run generate` runs the compiled command: both ways go through npm, and differ in the loader alone.
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(work, 'package.json'),
    JSON.stringify({ ...manifest, scripts: { generate: 'node generator/cli.js generate' } }),
  );
  for (const name of CODE) fs.cpSync(path.join(root, name), path.join(work, name), { recursive: true });
  const compilerOptions = { noEmit: false, allowJs: false, outDir: work, rootDir: work, sourceMap: false };
  fs.writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, 'tsconfig.json'), compilerOptions, include: [...CODE, 'generated'] }),
  );
  spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-p', work]); // (type errors do not stop the emit)
  if (!fs.existsSync(path.join(work, 'generator', 'cli.js'))) {
    fs.rmSync(work, { recursive: true, force: true });
    throw new Error('tsc emitted no generator/cli.js');
  }
  return work;
}

export async function run(): Promise<void> {
  const work = await copyWorkspace('pronet-bench-');
  for (const name of ['package.json', 'node_modules', ...CODE]) fs.symlinkSync(path.join(root, name), path.join(work, name));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-chain-'));
  // Each CLI through `node` (default: its own shebang's, the machine's Node 20).
  const chain = (node?: string) => {
    const cli = (name: string, args: string[], cwd: string) =>
      node ? timeCommand(node, [bin(name), ...args], cwd) : timeCommand(bin(name), args, cwd);
    return (
      cli('redocly', ['bundle', 'spec/openapi.yaml', '-o', `${out}/openapi.json`], work) +
      // In its own folder: in the project's, it would take redocly.yaml for its configuration.
      cli('openapi-typescript', ['openapi.json', '-o', 'schema.d.ts'], out) +
      cli('redocly', ['build-docs', `${out}/openapi.json`, '-o', `${out}/index.html`, '--inlineBundle'], work)
    );
  };
  const node24 = ensureRuntime('node24');
  const generate24 = () => {
    fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
    return timeCommand(node24, ['generator/cli.ts', 'generate', '--quiet', '--out', 'out'], work);
  };
  let compiled: string | undefined;
  try {
    compiled = await compiledWorkspace();
    console.log(
      `generator: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}, median of ${RUNS} runs each, alternating`,
    );
    const o: number[] = [];
    const c: number[] = [];
    const js: number[] = [];
    const o24: number[] = [];
    const c24: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      o.push(generateIn(work, { TSX_DISABLE_CACHE: '1' }));
      c.push(chain());
      js.push(generateIn(compiled));
      o24.push(generate24());
      c24.push(chain(node24));
    }
    const row = (xs: number[]) => `${median(xs).toFixed(0)} ms  [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
    console.log(`  npm run generate, first run, no cache (lint, bundle, types, templates, docs): ${row(o)}`);
    console.log(`  chain: redocly bundle + openapi-typescript + redocly build-docs:             ${row(c)}`);
    console.log(`  ratio ours/chain: ${(median(o) / median(c)).toFixed(2)}  (target <= 1.00)`);
    console.log(`  reference: the same, the generator compiled to JavaScript (no tsx):           ${row(js)}`);
    console.log(
      `  ratio compiled/chain: ${(median(js) / median(c)).toFixed(2)}; tsx's loader costs the first run ${(median(o) - median(js)).toFixed(0)} ms`,
    );
    console.log(`  Node ${RUNTIMES.node24.version}: node generator/cli.ts generate (Node's type stripping, no tsx): ${row(o24)}`);
    console.log(`  Node ${RUNTIMES.node24.version}: the chain, each CLI run by it:                             ${row(c24)}`);
    console.log(`  ratio ours/chain on Node ${RUNTIMES.node24.version}: ${(median(o24) / median(c24)).toFixed(2)}`);
    console.log(`  load average after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
    if (compiled) fs.rmSync(compiled, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
