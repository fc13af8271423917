// The generator's command line: `npm run generate [-- --check | --watch | --quiet | --no-docs]`, `npm run lint`, `npm run docs`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compare, describedAt, entriesYaml, proposeEntries, type BreakingChange, type Comparison, type ProposedEntry } from './breaking.ts';
import { historyError, readChangelog, type Changelog, type HistoryProblem } from './changelog.ts';
import { setDisplayRoot } from './errors.ts';
import { removeStagingOnInterrupt } from './interrupt.ts';
import { check, generate, layout, loadAndCheck, writeDocs, type Layout, type Loaded } from './pipeline.ts';
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
               spec/changelog.yaml records them (a new entry of kind incompatible or removed): prints
               the entry to paste; notes additions that the change history does not name
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
  const shown = `${path.relative(root, paths.outDir) || '.'}/`;
  log?.(`generating ${shown} from spec/`);
  const uninstall = removeStagingOnInterrupt(shown);
  try {
    await generate(paths, { docs, log });
  } finally {
    uninstall();
  }
  log?.(`wrote ${shown} in ${(performance.now() - start).toFixed(0)} ms`);
  return 0;
}

/**
 * `npm run lint [-- --base REF]`: every problem of the run at once (the change history's, the description's, each
 * unrecorded breaking change with the entry that records it), then the additions the history does not name yet, as
 * notes. Resolves to 1 when there is any problem.
 */
async function lint(paths: Layout, base: string | undefined): Promise<number> {
  // The description at the base first: a ref that does not exist is named at once, not after the lint.
  const atBase = base === undefined ? undefined : await describedAt(paths.root, base);
  const reading = await readChangelog(paths.changelog, paths.changelogSchema);
  const history: HistoryProblem[] = [...reading.problems];
  const changelog: Changelog = { ...reading.changelog, collect: history };
  const failures: unknown[] = [];
  let loaded: Loaded | undefined;
  try {
    const loading = await loadAndCheck(paths, { changelog });
    loaded = loading.loaded;
    await loading.check();
  } catch (error) {
    failures.push(error);
  }
  if (loaded) summary(paths, loaded);
  let open: BreakingChange[] = [];
  let proposed: ProposedEntry[] = [];
  let comparison: Comparison | undefined;
  if (base !== undefined && atBase && loaded) {
    const head = { document: loaded.document, rootText: fs.readFileSync(paths.spec, 'utf8'), changelog };
    comparison = await compare(paths.root, atBase, head, base);
    open = comparison.breaking.filter((c) => !c.recordedBy);
    proposed = proposeEntries(open, comparison.additions, new Set(reading.changelog.entries.map((e) => e.id)));
  }
  // A name the proposed entries record as removed is no longer a problem once they are pasted: the entry says it all.
  const recorded = new Set(proposed.filter((e) => e.kind !== 'added').flatMap((e) => [...e.operations, ...e.fields]));
  const historyLeft = history.filter((p) => p.name === undefined || !recorded.has(p.name));
  if (historyLeft.length) console.error(describe(historyError(historyLeft)));
  for (const failure of failures) console.error(describe(failure));
  if (base !== undefined && comparison) report(base, comparison, proposed);
  else if (base !== undefined) console.error(`the breaking-change gate did not run: the description has the problems above`);
  const problems = historyLeft.length + failures.length + open.length;
  if (problems) console.error(`lint found ${problems} problem(s)${open.length ? ` (${open.length} breaking change(s))` : ''}`);
  else console.log('  0 warnings, 0 errors');
  return problems ? 1 : 0;
}

function summary(paths: Layout, { document, model }: Loaded): void {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const count = (kind: string) => Object.keys(components[kind] ?? {}).length;
  console.log(`${path.relative(paths.root, paths.spec)}: ${model.title} ${model.version}`);
  console.log(`  ${model.operations.length} operations in ${model.tags.length} tags:`);
  for (const tag of model.tags) {
    console.log(`    ${tag.name.padEnd(14)} ${String(tag.operations.length).padStart(3)}  ${tag.displayName}`);
  }
  console.log(
    `  ${count('schemas')} schemas, ${count('examples')} examples, ${count('parameters')} parameters, ${count('responses')} responses`,
  );
  console.log(`  ${model.changelog.entries.length} change history entries`);
}

/** The breaking-change gate's findings: each breaking change since `base`, the entries that record the open ones, the additions. */
function report(base: string, { breaking, additions }: Comparison, proposed: ProposedEntry[]): void {
  const open = breaking.filter((c) => !c.recordedBy);
  for (const c of breaking) {
    const what = `${c.message} [${c.rule}]${c.operations.length ? ` in ${c.operations.join(', ')}` : ''}`;
    if (c.recordedBy) console.log(`  breaking, recorded by the change history entry ${c.recordedBy}: ${what}\n    at ${c.place}`);
    else console.error(`error: breaking change since ${base}: ${what}\n  at ${c.place}`);
  }
  const toRecord = proposed.filter((e) => e.kind !== 'added');
  if (open.length) {
    console.error(
      `${open.length} breaking change(s) since ${base} that spec/changelog.yaml does not record. Undo them, or record them: paste ` +
        `${toRecord.length === 1 ? 'this entry' : 'these entries'} into spec/changelog.yaml right under \`entries:\` (dated entries come first, ` +
        `newest first), and edit the title and text if you wish. source: maintainers says that the change is yours; write seed or the ` +
        `https:// address of the fact instead when the service itself changed.\n\n${entriesYaml(toRecord)}\n`,
    );
  } else {
    console.log(`  no unrecorded breaking change since ${base} (${breaking.length} recorded)`);
  }
  if (additions.length) {
    console.log(`note: ${additions.length} addition(s) since ${base} that spec/changelog.yaml does not name (not a failure):`);
    for (const a of additions)
      console.log(`  added: ${a.what}${a.field && a.operations.length ? ` in ${a.operationIds.join(', ')}` : ''}\n    at ${a.place}`);
    console.log(
      `  To tell integrators, paste this entry under \`entries:\` as well:\n\n${entriesYaml(proposed.filter((e) => e.kind === 'added'))}\n`,
    );
  }
}

async function docsOnly(paths: Layout, log?: (line: string) => void): Promise<number> {
  // Rendered while the check runs, and put in place once it passed (a failed check stops the rendering).
  const { loaded, check } = await loadAndCheck(paths, { log });
  const stop = new AbortController();
  const checked = check();
  checked.catch(() => stop.abort());
  const [checkResult, docsResult] = await Promise.allSettled([
    checked,
    writeDocs(paths, loaded, { signal: stop.signal, goAhead: () => checked }),
  ]);
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
