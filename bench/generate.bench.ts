// Generator benchmark: our `npm run generate` (one process) against the chain of CLIs a newcomer would write
// (redocly bundle, openapi-typescript, a template script, redocly build-docs), both cold on the real spec; and
// the warm regeneration of watch mode after a one-line spec edit, in the watch-mode process itself. Targets: cold at
// most half the chain; warm without docs under 150 ms.
//
// "Cold" is a new process each time, after a one-line edit of the spec (so that no run finds its output made
// already). Our caches in node_modules/.cache/pronet-api (the command's bundle and V8 code cache, parsed files,
// compiled validators) persist between runs as any build cache does; the first run after an install, with none of
// them, is measured once on its own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWorkspace } from '../test/generator/workspace.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITED = 'spec/paths/v1_users_me_id_card.yaml';

function timeCommand(command: string, args: string[], cwd: string): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A copy of the inputs, with the project's code and packages linked in, where `npm run generate` works as here. */
async function benchWorkspace(): Promise<{ work: string; edit: () => void }> {
  const work = await copyWorkspace('pronet-bench-');
  for (const name of ['package.json', 'node_modules', 'generator', 'plugins', 'scripts']) fs.symlinkSync(path.join(root, name), path.join(work, name));
  const file = path.join(work, EDITED);
  const original = fs.readFileSync(file, 'utf8');
  let edits = 0;
  const edit = () => fs.writeFileSync(file, original.replace(/summary: (.*)/, `summary: $1 (edit ${++edits})`));
  return { work, edit };
}

async function cold(): Promise<{ ours: number; chain: number; first: number }> {
  const { work, edit } = await benchWorkspace();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-chain-'));
  const chain = () => {
    edit();
    let ms = timeCommand(bin('redocly'), ['bundle', 'spec/openapi.yaml', '-o', `${out}/openapi.json`], work);
    ms += timeCommand(bin('openapi-typescript'), ['openapi.json', '-o', 'schema.d.ts'], out);
    ms += timeCommand(bin('tsx'), [path.join(root, 'bench/chain/render-templates.ts'), `${out}/openapi.json`, out], work);
    ms += timeCommand(
      bin('redocly'),
      ['build-docs', `${out}/openapi.json`, '-o', `${out}/index.html`, '--template', `${out}/page.hbs`, '--inlineBundle'],
      work,
    );
    return ms;
  };
  const ours = () => {
    edit();
    return timeCommand('npm', ['run', '--silent', 'generate', '--', '--quiet', '--out', `${work}/out`], work);
  };
  try {
    // The first run after an install: no cache of ours at all.
    fs.rmSync(path.join(root, 'node_modules/.cache/pronet-api'), { recursive: true, force: true });
    const first = ours();
    chain(); // warm the file system cache for the chain too
    const o: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      o.push(ours());
      c.push(chain());
    }
    return { ours: median(o), chain: median(c), first };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Watch mode itself (`npm run generate -- --watch --no-docs`, started as npm starts it): the regeneration time it
 * prints after each one-line spec edit, and the time from the edit to that line (its file watching and 40 ms
 * debounce included). The edits start a few seconds after the session, as a person's would.
 */
async function warm(): Promise<{ first: number[]; regeneration: number[]; latency: number[] }> {
  const { work, edit } = await benchWorkspace();
  // Through npm, with the script's node flags; in a process group of its own, so that it all stops at the end.
  const child = spawn('npm', ['run', '--silent', 'generate', '--', '--watch', '--no-docs', '--quiet', '--out', `${work}/out`], {
    cwd: work,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let wake = () => undefined as void;
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    const complete = output.split('\n');
    output = complete.pop()!;
    lines.push(...complete);
    wake();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`watch mode exited (${code}):\n${lines.join('\n')}`))));
  exited.catch(() => undefined); // raced below; its end after the last run is expected
  /** The next line about a regeneration: its time, or the error it printed. */
  const nextRegeneration = async (): Promise<number> => {
    for (;;) {
      const line = lines.shift();
      if (line === undefined) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), exited]);
        continue;
      }
      const done = /regenerated in (\d+) ms/.exec(line);
      if (done) return Number(done[1]);
      if (line.startsWith('error:')) throw new Error(`watch mode failed: ${line}`);
    }
  };
  try {
    await nextRegeneration(); // the first, full run
    // A session's first edit comes seconds after its start, which watch mode spends warming up (generator/cli.ts).
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const regeneration: number[] = [];
    const latency: number[] = [];
    for (let i = 0; i < 3 + RUNS * 4; i++) {
      const start = performance.now();
      edit();
      regeneration.push(await nextRegeneration());
      latency.push(performance.now() - start);
      // Let any late file event settle, so that each edit is one regeneration.
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (lines.some((line) => line.includes('regenerated'))) throw new Error('one edit caused two regenerations');
    }
    // The first three edits are reported apart, the rest are the figure.
    return { first: regeneration.slice(0, 3), regeneration: regeneration.slice(3), latency: latency.slice(3) };
  } finally {
    try {
      process.kill(-child.pid!);
    } catch {
      // ended already (its exit was reported above)
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(`generator: ${os.cpus().length} cores, Node ${process.version}, median of ${RUNS} runs`);
  const w = await warm();
  console.log(`  warm regeneration without docs (watch mode after a one-line spec edit, as it reports it): median of ${w.regeneration.length} ${median(w.regeneration).toFixed(0)} ms, min ${Math.min(...w.regeneration)} ms  (target < 150 ms)`);
  console.log(`    from the edit to that report (file watching and 40 ms debounce included): median ${median(w.latency).toFixed(0)} ms`);
  console.log(`    the session's first three edits (not in the median): ${w.first.join(', ')} ms`);
  const { ours, chain, first } = await cold();
  console.log(`  cold, after a one-line spec edit:`);
  console.log(`    npm run generate (with docs):                                  ${ours.toFixed(0)} ms`);
  console.log(`    CLI chain (bundle, openapi-typescript, templates, build-docs): ${chain.toFixed(0)} ms`);
  console.log(`    ratio ours/chain: ${(ours / chain).toFixed(2)}  (target <= 0.50)`);
  console.log(`  first npm run generate after an install (no cache yet): ${first.toFixed(0)} ms, ${(first / chain).toFixed(2)} of the chain`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
