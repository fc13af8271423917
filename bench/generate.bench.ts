// Generator benchmark: a first `npm run generate` (no cache of any kind: tsx's transform cache off too) against
// the naive chain of CLIs (`redocly bundle`, `openapi-typescript`, `redocly build-docs`), side by side in one
// run, alternating, on the real spec. Target: ours at most as long as the chain (ratio <= 1). Ours does more:
// it lints (redocly.yaml's rules and the generator's), renders the templates and decorates the docs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWorkspace } from '../test/generator/workspace.ts';

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

export async function run(): Promise<void> {
  const work = await copyWorkspace('pronet-bench-');
  for (const name of ['package.json', 'node_modules', 'generator', 'mock', 'plugins', 'runtime']) fs.symlinkSync(path.join(root, name), path.join(work, name));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-chain-'));
  const chain = () =>
    timeCommand(bin('redocly'), ['bundle', 'spec/openapi.yaml', '-o', `${out}/openapi.json`], work) +
    // In its own folder: in the project's, it would take redocly.yaml for its configuration.
    timeCommand(bin('openapi-typescript'), ['openapi.json', '-o', 'schema.d.ts'], out) +
    timeCommand(bin('redocly'), ['build-docs', `${out}/openapi.json`, '-o', `${out}/index.html`, '--inlineBundle'], work);
  const ours = () => {
    fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
    return timeCommand('npm', ['run', '--silent', 'generate', '--', '--quiet', '--out', 'out'], work, { TSX_DISABLE_CACHE: '1' });
  };
  try {
    console.log(`generator: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}, median of ${RUNS} runs each, alternating`);
    const o: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      o.push(ours());
      c.push(chain());
    }
    console.log(`  npm run generate, first run, no cache (lint, bundle, types, templates, docs): ${median(o).toFixed(0)} ms  [${o.map((x) => x.toFixed(0)).join(', ')}]`);
    console.log(`  chain: redocly bundle + openapi-typescript + redocly build-docs:             ${median(c).toFixed(0)} ms  [${c.map((x) => x.toFixed(0)).join(', ')}]`);
    console.log(`  ratio ours/chain: ${(median(o) / median(c)).toFixed(2)}  (target <= 1.00)`);
    console.log(`  load average after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
