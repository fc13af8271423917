// The generator's command line: `npm run generate [-- --check | --watch | --quiet | --no-docs]`, `npm run lint`, `npm run docs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dropPrestartedDocs, prestartDocs } from './docs.ts';
import { GeneratorError, setDisplayRoot } from './errors.ts';
import type { Described } from './breaking.ts';
import type { Layout } from './pipeline.ts';
import { createStaging, discard } from './write.ts';

// The pipeline (Redocly, Ajv, Handlebars and the rest) is imported once the command is known: a command that builds
// the docs first starts their process, which then loads at the same time.
const pipeline = () => import('./pipeline.ts');

const USAGE = `usage: generator <command> [options]

commands:
  generate     regenerate generated/ from spec/ and templates/ (default)
  lint         check the description and print what it holds
  docs         build only generated/docs/index.html and print its path

options:
  --check      (generate) regenerate into a temporary folder; fail naming every stale file in generated/
  --watch      (generate) regenerate on every change under spec/ and templates/
  --no-docs    (generate) skip the rendered docs (they stay as they were)
  --base REF   (lint) also fail on changes since that git ref that break integrators, unless
               spec/changelog.yaml records them (a new entry of kind incompatible or removed)
  --out DIR    output folder (default: generated)
  --quiet      no progress lines
  --help       this text`;

/** Runs one command on the project at `root`; resolves to the exit code. Errors are printed, not thrown. */
export async function runCli(argv: string[], root = process.cwd()): Promise<number> {
  try {
    return await main(argv, root);
  } catch (error) {
    report(error);
    return 1;
  } finally {
    dropPrestartedDocs();
  }
}

async function main(argv: string[], root: string): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        check: { type: 'boolean' },
        watch: { type: 'boolean' },
        'no-docs': { type: 'boolean' },
        quiet: { type: 'boolean' },
        out: { type: 'string' },
        base: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0] ?? 'generate';
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!['generate', 'lint', 'docs'].includes(command) || positionals.length > 1) {
    console.error(`unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  if (values.watch && command === 'generate') {
    const optimized = watchOptimized();
    if (optimized) return optimized;
  }
  const docs = !values['no-docs'];
  if (command === 'docs' || (command === 'generate' && docs)) prestartDocs();
  const { check, generate, layout } = await pipeline();
  setDisplayRoot(root);
  const paths = layout(root, values.out ?? path.join(root, 'generated'));
  const log = values.quiet ? undefined : (line: string) => console.log(line);

  if (command === 'lint') return lint(paths, values.base);
  if (command === 'docs') return docsOnly(paths, log);
  if (values.watch) return watch(paths, { docs, log });
  if (values.check) {
    const stale = await check(paths, { docs });
    if (stale.length) {
      console.error(`generated/ is stale; run \`npm run generate\`. Files that differ:\n${stale.map((f) => `  ${f}`).join('\n')}`);
      return 1;
    }
    log?.('generated/ is up to date');
    return 0;
  }
  const start = performance.now();
  log?.(`generating ${path.relative(root, paths.outDir) || '.'}/ from spec/`);
  const result = await generate(paths, { docs, log });
  log?.(`wrote ${result.files.length} files in ${(performance.now() - start).toFixed(0)} ms`);
  return 0;
}

async function lint(paths: Layout, base: string | undefined): Promise<number> {
  const { loadAll } = await pipeline();
  const { spec, model } = await loadAll(paths);
  const components = (spec.document.components ?? {}) as Record<string, Record<string, unknown>>;
  const count = (kind: string) => Object.keys(components[kind] ?? {}).length;
  console.log(`${path.relative(paths.root, paths.spec)}: ${model.title} ${model.version}`);
  console.log(`  ${model.operations.length} operations in ${model.tags.length} tags:`);
  for (const tag of model.tags) {
    console.log(`    ${tag.name.padEnd(14)} ${String(tag.operations.length).padStart(3)}  ${tag.displayName}`);
  }
  console.log(`  ${count('schemas')} schemas, ${count('examples')} examples, ${count('parameters')} parameters, ${count('responses')} responses`);
  console.log(`  ${model.changelog.entries.length} change history entries`);
  console.log(`  ${spec.warnings.length} warnings, 0 errors`);
  for (const warning of spec.warnings) console.log(`  warning: ${warning}`);
  if (base !== undefined && (await gate(paths, base, spec.document, model.changelog))) return 1;
  return 0;
}

/** The breaking-change gate: prints every breaking change since `base`; resolves to the number not recorded. */
async function gate(paths: Layout, base: string, document: object, changelog: Described['changelog']): Promise<number> {
  const { breakingChanges, describedAt } = await import('./breaking.ts');
  const head = { document, rootText: fs.readFileSync(paths.spec, 'utf8'), changelog };
  const changes = await breakingChanges(paths.root, await describedAt(paths.root, base), head, base);
  const open = changes.filter((c) => !c.recordedBy);
  for (const c of changes) {
    const what = `${c.message} [${c.rule}]${c.operations.length ? ` in ${c.operations.join(', ')}` : ''}`;
    if (c.recordedBy) console.log(`  breaking, recorded by the change history entry ${c.recordedBy}: ${what}\n    at ${c.place}`);
    else console.error(`error: breaking change since ${base}: ${what}\n  at ${c.place}`);
  }
  if (open.length) {
    console.error(`${open.length} breaking change(s) since ${base} that spec/changelog.yaml does not record. Record each in a new entry of kind incompatible or removed naming the operation (operations), the field (fields) or, for a call that is gone, the call (calls), or undo it.`);
  } else {
    console.log(`  no unrecorded breaking change since ${base} (${changes.length} recorded)`);
  }
  return open.length;
}

async function docsOnly(paths: Layout, log?: (line: string) => void): Promise<number> {
  const { renderInto } = await pipeline();
  const staging = await createStaging(paths.outDir);
  try {
    await renderInto(staging, paths, { docs: true, docsOnly: true, log });
    const target = path.join(paths.outDir, 'docs', 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(staging, 'docs', 'index.html'), target);
    console.log(path.relative(paths.root, target));
    return 0;
  } finally {
    await discard(staging);
  }
}

/**
 * The V8 flags of a one-shot `npm run generate` (package.json): on two cores, TurboFan's compiles and the garbage
 * collector's helpers in the background took CPU from the docs process (a cold run some 10% and 2.5% faster
 * without them).
 */
const ONE_SHOT_FLAGS = ['--no-opt', '--single-threaded-gc'];

/**
 * A watch session lives long enough for optimized code to pay off, so one started with the one-shot flags runs again
 * in a process of its own without them (with code caches of their own: V8 takes a cache only under the flags that
 * made it). Signals are passed on; the session's exit code is this process's.
 */
function watchOptimized(): Promise<number> | undefined {
  if (!process.execArgv.includes('--no-opt')) return undefined;
  const runner = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));
  const flags = process.execArgv.filter((flag) => !ONE_SHOT_FLAGS.includes(flag));
  const session = spawn(process.execPath, [...flags, runner, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => session.kill(signal));
  return new Promise((resolve) => {
    session.on('error', (error) => {
      console.error(`error: cannot start watch mode: ${error.message}`);
      resolve(1);
    });
    session.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

/** Regenerations into a scratch folder when watch mode starts: see `watch`. */
const WARM_UP_RUNS = 8;

async function watch(paths: Layout, options: { docs: boolean; log?: (line: string) => void }): Promise<number> {
  const [{ generate, renderInto }, { forgetConfig }, { startLintThread }] = await Promise.all([pipeline(), import('./load.ts'), import('./lint-thread.ts')]);
  const say = (line: string) => console.log(line);
  const linter = startLintThread();
  let running = false;
  let again = false;
  let changed = false;
  let stopAsked = 0;
  const done = () => {
    running = false;
    if (stopAsked) process.exit(0);
    if (again) {
      again = false;
      void run();
    }
  };
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const start = performance.now();
    try {
      await generate(paths, { docs: options.docs, log: options.log, linter });
      say(`[${new Date().toLocaleTimeString()}] regenerated in ${(performance.now() - start).toFixed(0)} ms`);
    } catch (error) {
      report(error);
      say('generated/ keeps its last good state; waiting for the next change');
    } finally {
      done();
    }
  };
  // V8 optimizes the regeneration's code only once it has run a few times: the first edits of a session took two to
  // three times as long as the later ones. So, while nobody waits, a few regenerations go into a scratch folder. A
  // change ends this (after the one under way, a few hundred ms at most); so does a broken description.
  const warmUp = async () => {
    for (let i = 0; i < WARM_UP_RUNS && !running && !changed; i++) {
      running = true;
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-warm-up-'));
      try {
        await renderInto(scratch, paths, { docs: false, linter });
      } catch {
        break;
      } finally {
        await discard(scratch);
        done();
      }
    }
  };
  let pending: NodeJS.Timeout | undefined;
  const onChange = () => {
    changed = true;
    clearTimeout(pending);
    pending = setTimeout(() => void run(), 40);
  };
  for (const dir of [path.dirname(paths.spec), paths.templates]) fs.watch(dir, { recursive: true }, onChange);
  // The lint configuration is cached between runs: forget it when it changes.
  const ignoreFile = path.join(paths.root, '.redocly.lint-ignore.yaml');
  for (const file of [paths.redoclyConfig, ignoreFile].filter((f) => fs.existsSync(f))) {
    fs.watch(file, () => {
      forgetConfig();
      linter.forgetConfig();
      onChange();
    });
  }
  // Ctrl-C or SIGTERM lets the regeneration under way finish, so that it leaves no staging folder behind; another one
  // a second later stops at once. (One Ctrl-C can arrive twice: the terminal signals npm and this process, and npm
  // passes its own on.)
  const stop = () => {
    if (!running) process.exit(0);
    if (stopAsked && performance.now() - stopAsked > 1000) process.exit(130);
    stopAsked ||= performance.now();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  say('watching spec/ and templates/ (Ctrl-C to stop)');
  await run();
  void warmUp();
  return new Promise(() => undefined);
}

function report(error: unknown): void {
  if (error instanceof GeneratorError) {
    console.error(`error: ${error.toString()}`);
  } else {
    console.error(`error: ${(error as Error)?.stack ?? String(error)}`);
  }
}

// No top-level await here: scripts/run.mjs runs this file as part of a CommonJS bundle.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
