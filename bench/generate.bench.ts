// Generator benchmark: our `npm run generate` (one process) against the chain of CLIs a newcomer would write
// (redocly bundle, openapi-typescript, a template script, redocly build-docs), both cold on the real spec; and
// the warm regeneration of watch mode after a one-line spec edit. Targets: cold at most half the chain; warm
// without docs under 150 ms.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate, layout } from '../generator/pipeline.ts';
import { copyWorkspace } from '../test/generator/workspace.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function timeCommand(command: string, args: string[], cwd: string): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cold(): Promise<{ ours: number; chain: number }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-chain-'));
  const ourOut = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-ours-'));
  // Both read the project's spec/ and templates/; each writes to its own temporary folder.
  const chain = () => {
    let ms = timeCommand(bin('redocly'), ['bundle', 'spec/openapi.yaml', '-o', `${out}/openapi.json`], root);
    ms += timeCommand(bin('openapi-typescript'), ['openapi.json', '-o', 'schema.d.ts'], out);
    ms += timeCommand(bin('tsx'), [path.join(root, 'bench/chain/render-templates.ts'), `${out}/openapi.json`, out], root);
    ms += timeCommand(
      bin('redocly'),
      ['build-docs', `${out}/openapi.json`, '-o', `${out}/index.html`, '--template', `${out}/page.hbs`, '--inlineBundle'],
      root,
    );
    return ms;
  };
  const ours = () => timeCommand('npm', ['run', '--silent', 'generate', '--', '--quiet', '--out', `${ourOut}/generated`], root);
  ours();
  chain(); // warm the file system cache for both
  const o: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    o.push(ours());
    c.push(chain());
  }
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(ourOut, { recursive: true, force: true });
  return { ours: median(o), chain: median(c) };
}

async function warm(): Promise<number[]> {
  const work = await copyWorkspace('pronet-bench-warm-');
  const paths = layout(work);
  const file = path.join(work, 'spec/paths/v1_users_me_id_card.yaml');
  const original = fs.readFileSync(file, 'utf8');
  await generate(paths, { docs: false });
  await generate(paths, { docs: false });
  const times: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    fs.writeFileSync(file, original.replace(/summary: (.*)/, `summary: $1 (edit ${i})`));
    const start = performance.now();
    await generate(paths, { docs: false });
    times.push(performance.now() - start);
  }
  fs.rmSync(work, { recursive: true, force: true });
  return times;
}

export async function run(): Promise<void> {
  console.log(`generator: ${os.cpus().length} cores, Node ${process.version}, median of ${RUNS} runs`);
  const w = await warm();
  console.log(`  warm regeneration without docs (in-process, one-line spec edit): median ${median(w).toFixed(0)} ms, min ${Math.min(...w).toFixed(0)} ms  (target < 150 ms)`);
  const { ours, chain } = await cold();
  console.log(`  cold, npm run generate (with docs):                       ${ours.toFixed(0)} ms`);
  console.log(`  cold, CLI chain (bundle, openapi-typescript, templates, build-docs): ${chain.toFixed(0)} ms`);
  console.log(`  ratio ours/chain: ${(ours / chain).toFixed(2)}  (target <= 0.50)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
