// The author's loop, save to result: `npm start` (watch mode, the docs included, the mock taking each new description)
// on a workspace copy; after each one-line save of a path file (in place, and as a rename-save), the time until
// generated/openapi.json, schema.d.ts and client.ts all hold the edit, until docs/index.html does, and until the
// running mock serves it (open docs pages are then told to reload: the mock's /__mock/live). Targets: 300 ms, 1.5 s
// and 2 s. Baselines, in the same run: the previous release's code (PREVIOUS_RELEASE) under its own `npm start`, saved
// in turns with ours; the naive chain a plain file watcher would run after each save (`redocly bundle` then
// `openapi-typescript` for the outputs; `redocly bundle` then `redocly build-docs` for the page), each CLI timed
// alone; and `redocly build-docs` alone beside our docs page alone, which a process kept for the session renders
// (generator/docs/docs.ts: it must show a gain a user notices, or go). Then, each beside a lone save: a save that comes
// while the previous one's check and page are under way, and the session's first save, made as soon as its first
// outputs are written (its first docs page, which starts Redocly's process, still under way).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWorkspace } from '../test/generator/workspace.ts';
import { createMemos, layout, loadAndCheck, writeAtomically, writeDocs } from '../generator/pipeline.ts';
import { bin, median, timeCommand } from './generate.bench.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITED = 'spec/paths/v1_users_me_id_card.yaml';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until every file holds `text`; the time since `start`. A file is read again only when its modification time
 * changed: reading the megabyte of outputs every few milliseconds would take CPU from the watcher being measured.
 */
async function until(files: string[], text: string, start: number): Promise<number> {
  const seen = new Map<string, number>();
  const holds = new Set<string>();
  for (;;) {
    for (const file of files) {
      const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs; // (gone for a moment while swapped in)
      if (holds.has(file) || modified === undefined || seen.get(file) === modified) continue;
      seen.set(file, modified);
      if (fs.readFileSync(file, 'utf8').includes(text)) holds.add(file);
    }
    if (holds.size === files.length) return performance.now() - start;
    if (performance.now() - start > 60_000) throw new Error(`no "${text}" in ${files.join(', ')} after 60 s`);
    await sleep(5);
  }
}

/**
 * The same regeneration in this process (no docs), repeated: wall time, and CPU time (user + system), which a
 * machine busy with other work inflates far less than wall time. The first runs (cold code) are left out. Then the
 * docs page alone, repeated; returns its median after the first.
 */
async function inProcess(): Promise<number> {
  const work = await copyWorkspace('pronet-watch-bench-');
  const memos = createMemos(); // as a watch session keeps them
  try {
    const paths = layout(work);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 3 + RUNS * 2; i++) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      // As watch mode does it: the outputs written as soon as they are rendered; the check (which gates the docs) after.
      const { loaded } = await loadAndCheck(paths, { memos });
      await writeAtomically(paths, { loaded, check: async () => undefined }, { docs: false, memos });
      const used = process.cpuUsage(startCpu);
      if (i < 3) continue;
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(
      `  in process, regeneration of the outputs (no docs, before the check): median wall ${median(wall).toFixed(0)} ms, CPU ${median(cpu).toFixed(0)} ms  (after 3 warm-up runs)`,
    );
    // The docs page alone, as watch mode writes it: the first page starts the docs process (generator/docs/docs.ts), the
    // next ones find Redocly's build-docs loaded. Its baseline, `redocly build-docs` alone, is printed at the end.
    const { loaded } = await loadAndCheck(paths, { memos });
    const pages: number[] = [];
    for (let i = 0; i < 1 + RUNS; i++) {
      const start = performance.now();
      await writeDocs(paths, loaded, { memos });
      pages.push(performance.now() - start);
    }
    console.log(
      `  in process, the docs page alone (decorated, rendered, try-it added, written with its gzip form): first ${pages[0]!.toFixed(0)} ms (the docs process starting), then median ${median(pages.slice(1)).toFixed(0)} ms`,
    );
    await mockReload(paths.outDir);
    return median(pages.slice(1));
  } finally {
    memos.docs.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The running mock taking a save (npm start reloads it after the outputs, and the check waits for it): its reload after
 * an edit of one operation's summary, beside Prism's loader reading the whole description (what each reload cost
 * before the mock kept the operations of the path items that did not change).
 */
async function mockReload(generatedDir: string): Promise<void> {
  const { startMock } = await import('../mock/server.ts');
  const { getHttpOperationsFromSpec } = await import('@stoplight/prism-http');
  const mock = await startMock({ port: 0, generatedDir });
  const file = path.join(generatedDir, 'openapi.json');
  const original = JSON.parse(fs.readFileSync(file, 'utf8'));
  const [first] = Object.keys(original.paths) as [string];
  const ours: number[] = [];
  const prism: number[] = [];
  try {
    for (let i = 0; i < 3 + RUNS * 2; i++) {
      const edited = structuredClone(original);
      const [method] = Object.keys(edited.paths[first]).filter((key) => edited.paths[first][key]?.operationId);
      edited.paths[first][method!].summary = `Reloaded in watch bench ${i}`;
      fs.writeFileSync(file, JSON.stringify(edited, null, 2));
      let start = performance.now();
      await mock.reload();
      const reload = performance.now() - start;
      start = performance.now();
      await getHttpOperationsFromSpec(edited);
      if (i < 3) continue;
      ours.push(reload);
      prism.push(performance.now() - start);
    }
  } finally {
    fs.writeFileSync(file, `${JSON.stringify(original, null, 2)}\n`);
    await mock.close();
  }
  console.log(
    `  in process, the running mock's reload after a save of one operation: median ${median(ours).toFixed(0)} ms; Prism's loader on the whole description: ${median(prism).toFixed(0)} ms; ratio ${(median(ours) / median(prism)).toFixed(2)}`,
  );
}

/**
 * The code of the previous release, the baseline of the save loop: the last commit before the round that brought the
 * runtime matrix, the signing proxy and `pronet verify` (2026-11-28; its saves measured 280 ms to the outputs and
 * 0.94 s to the page on a quiet machine). BENCH_BASELINE names another commit.
 */
const PREVIOUS_RELEASE = process.env['BENCH_BASELINE'] ?? 'd563f1db5818653d4764f6ff13cf7e51e2da5309';

/** A folder with the previous release's files as committed (its description, templates and generated/ too). */
function previousRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-watch-bench-previous-'));
  const archive = spawnSync('git', ['archive', '--format=tar', PREVIOUS_RELEASE], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${PREVIOUS_RELEASE}: ${archive.stderr} (a clone with that commit is needed)`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

interface Save {
  /** From the save to generated/openapi.json, schema.d.ts and client.ts holding it. */
  outputs: number;
  /** To generated/docs/index.html holding it. */
  docs: number;
  /** To the running mock serving it: its `reload` event on /__mock/live, which open docs pages follow. */
  mock: number;
}

/**
 * `npm start` on a folder, its first regeneration and docs page done: `save` edits the summary of one operation (in
 * place, or as a rename-save) and resolves once the mock took it, with the times of each step.
 */
async function startSession(work: string) {
  const child = spawn('npm', ['start', '--silent', '--', '--port', '0', '--quiet'], {
    cwd: work,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group, stopped as a whole at the end
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const docsLines = () => (output.match(/docs regenerated/g) ?? []).length;
  const file = path.join(work, EDITED);
  const original = fs.readFileSync(file, 'utf8');
  const edit = (summary: string) => original.replace(/summary: (.*)/, `summary: ${summary}`);
  const generated = (name: string) => path.join(work, 'generated', name);
  const outputs = ['openapi.json', 'schema.d.ts', 'client.ts'].map(generated);
  const page = generated('docs/index.html');
  // The first save of a session, as soon as the first regeneration wrote the outputs (an author who starts
  // `npm start` and goes on editing): the first docs page, which starts Redocly's process, is still under way.
  while (!/regenerated in/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before its first regeneration:\n${output}`);
    await sleep(5);
  }
  const first = { marker: 'First save of the session in watch bench', start: performance.now() };
  fs.writeFileSync(file, edit(first.marker));
  const firstSave = { outputs: await until(outputs, first.marker, first.start), docs: await until([page], first.marker, first.start) };
  while (!docsLines()) await sleep(20);
  await sleep(300);
  const [, mockUrl] = /^mock (http:\/\/\S+)/m.exec(output)!;
  const events = (await fetch(`${mockUrl}/__mock/live`)).body!.getReader();
  const reloadsAt: number[] = [];
  void (async () => {
    for (let chunk = await events.read(); !chunk.done; chunk = await events.read()) {
      if (new TextDecoder().decode(chunk.value).includes('event: reload')) reloadsAt.push(performance.now());
    }
  })().catch(() => undefined);
  let saves = 0;
  return {
    firstSave,
    async save(renameSave: boolean): Promise<Save> {
      const marker = `Edited in watch bench ${saves++}`;
      const linesBefore = docsLines();
      const start = performance.now();
      if (renameSave) {
        fs.writeFileSync(`${file}.tmp`, edit(marker));
        fs.renameSync(`${file}.tmp`, file);
      } else {
        fs.writeFileSync(file, edit(marker));
      }
      const toOutputs = await until(outputs, marker, start);
      const toDocs = await until([page], marker, start);
      while (!reloadsAt.some((at) => at > start)) {
        if (performance.now() - start > 60_000) throw new Error('no reload event on /__mock/live after 60 s');
        await sleep(5);
      }
      const toMock = reloadsAt.find((at) => at > start)! - start;
      // Each save on a settled loop: the page's gzip form and the mock's reload come after the page; the next save
      // waits for their line ("docs regenerated").
      while (docsLines() <= linesBefore) await sleep(20);
      await sleep(300);
      return { outputs: toOutputs, docs: toDocs, mock: toMock };
    },
    /** Two saves in a row (a fix right after a save): the second 200 ms after the first's outputs, while the first's check and docs page are under way. */
    async saveAgain(i: number): Promise<{ outputs: number; docs: number }> {
      const firstMarker = `Saved first in watch bench ${i}`;
      fs.writeFileSync(file, edit(firstMarker));
      await until(outputs, firstMarker, performance.now());
      await sleep(200);
      const second = `Saved again in watch bench ${i}`;
      const start = performance.now();
      fs.writeFileSync(file, edit(second));
      const again = { outputs: await until(outputs, second, start), docs: await until([page], second, start) };
      await sleep(1_000); // (the page's gzip form and the mock's reload)
      return again;
    },
    stop: () => stop(child),
  };
}

export async function run(): Promise<void> {
  const docsPage = await inProcess();
  const work = await copyWorkspace('pronet-watch-bench-');
  for (const name of ['package.json', 'node_modules', 'cli', 'generator', 'openapi', 'defaults', 'mock', 'plugins', 'runtime'])
    fs.symlinkSync(path.join(root, name), path.join(work, name));
  const previous = previousRelease();
  const sessions: Awaited<ReturnType<typeof startSession>>[] = [];
  try {
    // Both sessions run from here on; only one is saved at a time, in turns, so that a load that comes and goes
    // weighs on both alike (an idle session costs nothing).
    const ours = await startSession(work);
    sessions.push(ours);
    const theirs = await startSession(previous);
    sessions.push(theirs);
    console.log(
      `npm start: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}, ${RUNS * 2} saves each, in turns with the previous release (${PREVIOUS_RELEASE.slice(0, 10)})`,
    );
    const mine: Save[] = [];
    const baseline: Save[] = [];
    for (let i = 0; i < RUNS * 2; i++) {
      mine.push(await ours.save(i % 2 === 1));
      baseline.push(await theirs.save(i % 2 === 1));
    }
    const figures = (saves: Save[], step: keyof Save) => {
      const xs = saves.map((save) => save[step]);
      return `median ${median(xs).toFixed(0).padStart(5)} ms  [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
    };
    for (const [step, label, target] of [
      ['outputs', 'save -> openapi.json, schema.d.ts, client.ts', 300],
      ['docs', 'save -> docs/index.html', 1500],
      ['mock', 'save -> the running mock serving it', 2000],
    ] as const) {
      const ratio = median(mine.map((save) => save[step])) / median(baseline.map((save) => save[step]));
      const met = median(mine.map((save) => save[step])) <= target ? 'met' : 'MISSED';
      console.log(`  ${label} (target <= ${target} ms: ${met}; ratio to the previous release ${ratio.toFixed(2)})`);
      console.log(`    ours:             ${figures(mine, step)}`);
      console.log(`    previous release: ${figures(baseline, step)}`);
    }
    console.log('  (the mock serving it: the moment open docs pages are told to reload, after the mock took the new description)');
    console.log(
      `  the session's first save, right after its first outputs (its first docs page under way) -> outputs ${ours.firstSave.outputs.toFixed(0)} ms, -> docs ${ours.firstSave.docs.toFixed(0)} ms (previous release: ${theirs.firstSave.outputs.toFixed(0)} ms, ${theirs.firstSave.docs.toFixed(0)} ms); ratio to a lone save: ${(ours.firstSave.outputs / median(mine.map((s) => s.outputs))).toFixed(2)}, ${(ours.firstSave.docs / median(mine.map((s) => s.docs))).toFixed(2)}`,
    );
    theirs.stop();
    sessions.pop();
    await sleep(500);
    // Two saves in a row: its baseline is a lone save, above.
    const again = { outputs: [] as number[], docs: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      const { outputs, docs } = await ours.saveAgain(i);
      again.outputs.push(outputs);
      again.docs.push(docs);
    }
    console.log(
      `  a save during the previous one's check and page -> outputs: median ${median(again.outputs).toFixed(0)} ms, -> docs: ${median(again.docs).toFixed(0)} ms; ratio to a lone save: ${(median(again.outputs) / median(mine.map((s) => s.outputs))).toFixed(2)}, ${(median(again.docs) / median(mine.map((s) => s.docs))).toFixed(2)}`,
    );
    ours.stop();
    sessions.pop();
    await sleep(500);
    const chain = chainAfterASave(work, RUNS);
    console.log(
      `  baseline, the chain after a save: bundle + openapi-typescript median ${median(chain.outputs).toFixed(0)} ms; bundle + build-docs median ${median(chain.docs).toFixed(0)} ms (build-docs alone ${median(chain.buildDocs).toFixed(0)} ms)`,
    );
    console.log(
      `  ratio ours/chain: outputs ${(median(mine.map((s) => s.outputs)) / median(chain.outputs)).toFixed(2)}, docs ${(median(mine.map((s) => s.docs)) / median(chain.docs)).toFixed(2)}; the docs page alone in the kept process / build-docs alone ${(docsPage / median(chain.buildDocs)).toFixed(2)}`,
    );
    console.log(`  load average after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    for (const session of sessions) session.stop();
    await sleep(500);
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(previous, { recursive: true, force: true });
  }
}

function stop(child: ReturnType<typeof spawn>): void {
  try {
    process.kill(-child.pid!, 'SIGINT');
  } catch {
    // already gone
  }
}

/** The naive chain's CLIs on the workspace, `runs` times, each timed alone. */
function chainAfterASave(work: string, runs: number) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-watch-chain-'));
  const times = { outputs: [] as number[], docs: [] as number[], buildDocs: [] as number[] };
  try {
    for (let i = 0; i < runs; i++) {
      const bundle = timeCommand(bin('redocly'), ['bundle', 'spec/openapi.yaml', '-o', `${out}/openapi.json`], work);
      // In its own folder: in the project's, it would take redocly.yaml for its configuration.
      const types = timeCommand(bin('openapi-typescript'), ['openapi.json', '-o', 'schema.d.ts'], out);
      const docs = timeCommand(bin('redocly'), ['build-docs', `${out}/openapi.json`, '-o', `${out}/index.html`, '--inlineBundle'], work);
      times.outputs.push(bundle + types);
      times.docs.push(bundle + docs);
      times.buildDocs.push(docs);
    }
    return times;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
