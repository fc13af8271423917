// The generator's command line: `npm run generate [-- --check | --watch | --quiet | --no-docs]`, `npm run lint`, `npm run docs`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { breakingChanges, describedAt, type Described } from './breaking.ts';
import { setDisplayRoot } from './errors.ts';
import { check, generate, layout, loadAll, loadAndCheck, writeDocs, type Layout } from './pipeline.ts';
import { describe, untilStopped, watchSpec } from './watch.ts';

const USAGE = `usage: generator <command> [options]

commands:
  generate     regenerate generated/ from spec/ and templates/ (default)
  lint         check the description and print what it holds
  docs         build only the docs (generated/docs/index.html and openapi.yaml) and print the page's path

options:
  --check      (generate) regenerate into a temporary folder; fail naming every stale file in generated/
  --watch      (generate) regenerate on every change under spec/ and templates/
  --no-docs    (generate) skip the docs: the rendered page and openapi.yaml, its download (they stay as they were)
  --base REF   (lint) also fail on changes since that git ref that break integrators, unless
               spec/changelog.yaml records them (a new entry of kind incompatible or removed)
  --out DIR    output folder (default: generated)
  --quiet      no progress lines
  --help       this text`;

/**
 * Runs one command on the project at `root`; resolves to the exit code. Errors are printed, not thrown. `--watch`
 * runs until Ctrl-C (SIGINT or SIGTERM), or until `signal` aborts (a caller in the same process: tests, tools).
 */
export async function runCli(argv: string[], root = process.cwd(), signal?: AbortSignal): Promise<number> {
  try {
    return await main(argv, root, signal);
  } catch (error) {
    console.error(describe(error));
    return 1;
  }
}

async function main(argv: string[], root: string, signal?: AbortSignal): Promise<number> {
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
  const docs = !values['no-docs'];
  setDisplayRoot(root);
  const paths = layout(root, values.out ?? path.join(root, 'generated'));
  const log = values.quiet ? undefined : (line: string) => console.log(line);

  if (command === 'lint') return lint(paths, values.base);
  if (command === 'docs') return docsOnly(paths, log);
  if (values.watch) return watch(paths, { docs, log }, signal);
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
  await generate(paths, { docs, log });
  log?.(`wrote ${path.relative(root, paths.outDir) || '.'}/ in ${(performance.now() - start).toFixed(0)} ms`);
  return 0;
}

async function lint(paths: Layout, base: string | undefined): Promise<number> {
  // The description at the base first: a ref that does not exist is named at once, not after the lint.
  const atBase = base === undefined ? undefined : await describedAt(paths.root, base);
  const { document, model } = await loadAll(paths);
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const count = (kind: string) => Object.keys(components[kind] ?? {}).length;
  console.log(`${path.relative(paths.root, paths.spec)}: ${model.title} ${model.version}`);
  console.log(`  ${model.operations.length} operations in ${model.tags.length} tags:`);
  for (const tag of model.tags) {
    console.log(`    ${tag.name.padEnd(14)} ${String(tag.operations.length).padStart(3)}  ${tag.displayName}`);
  }
  console.log(`  ${count('schemas')} schemas, ${count('examples')} examples, ${count('parameters')} parameters, ${count('responses')} responses`);
  console.log(`  ${model.changelog.entries.length} change history entries`);
  console.log('  0 warnings, 0 errors');
  if (base !== undefined && atBase && (await gate(paths, base, atBase, document, model.changelog))) return 1;
  return 0;
}

/** The breaking-change gate: prints every breaking change since `base`; resolves to the number not recorded. */
async function gate(paths: Layout, base: string, atBase: Described, document: object, changelog: Described['changelog']): Promise<number> {
  const head = { document, rootText: fs.readFileSync(paths.spec, 'utf8'), changelog };
  const changes = await breakingChanges(paths.root, atBase, head, base);
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
  // Rendered while the check runs, and put in place once it passed (a failed check stops the rendering).
  const { loaded, check } = await loadAndCheck(paths, { log });
  const stop = new AbortController();
  const checked = check();
  checked.catch(() => stop.abort());
  const [checkResult, docsResult] = await Promise.allSettled([checked, writeDocs(paths, loaded, { signal: stop.signal, goAhead: () => checked })]);
  if (checkResult.status === 'rejected') throw checkResult.reason; // the check's findings first
  if (docsResult.status === 'rejected') throw docsResult.reason;
  console.log(path.relative(paths.root, path.join(paths.outDir, 'docs', 'index.html')));
  return 0;
}

async function watch(paths: Layout, options: { docs: boolean; log?: (line: string) => void }, signal?: AbortSignal): Promise<number> {
  const session = watchSpec(paths, { ...options, say: (line) => console.log(line) });
  const stopped = untilStopped(() => session.close(), signal);
  console.log('watching spec/ and templates/ (Ctrl-C to stop)');
  return stopped;
}

if (import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1] ?? '.')).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
