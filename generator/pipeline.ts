// spec/ -> generated/, in the order the steps run: load, model, check (alongside render), render, write. Output
// goes to a staging folder first and replaces the output folder only when every step succeeded, so generated/ is
// never half-written. Watch mode (watch.ts) writes the outputs before the check and lets the check gate the docs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadChangelog, type Changelog, type ChangelogMemo } from './changelog.ts';
import { decorateForDocs } from './docs/decorate.ts';
import { DOCS_FILES, DocsProcess, precompress } from './docs/docs.ts';
import { descriptionYaml, finishForDocs, finishPage } from './docs/docs-page.ts';
import { tryItData, tryItScript } from './docs/try-it.ts';
import { displayPath, GeneratorError } from './errors.ts';
import {
  BundleProblems,
  bundleSpec,
  checkRefCycles,
  filesOf,
  lintConfig,
  lintSpec,
  LoadMemo,
  resolveSpec,
  specReader,
  type OpenApiDocument,
  type ResolvedSpec,
} from './load.ts';
import { buildModel, type ViewModel } from './model.ts';
import { templatesOf, type Templates, type TemplatesMemo } from './render.ts';
import { generateTypes } from './types.ts';
import { checkOutputFolder, createStaging, discard, staleFiles, swapIn, writeFiles } from './write.ts';

export interface Layout {
  root: string;
  specDir: string;
  spec: string;
  changelog: string;
  changelogSchema: string;
  templates: string;
  redoclyConfig: string;
  outDir: string;
}

export function layout(root: string, outDir = path.join(root, 'generated')): Layout {
  return {
    root,
    specDir: path.join(root, 'spec'),
    spec: path.join(root, 'spec', 'openapi.yaml'),
    changelog: path.join(root, 'spec', 'changelog.yaml'),
    changelogSchema: path.join(root, 'spec', 'changelog.schema.json'),
    templates: path.join(root, 'templates'),
    redoclyConfig: path.join(root, 'redocly.yaml'),
    outDir: path.resolve(root, outDir),
  };
}

/**
 * What a watch session keeps from one regeneration to the next, so that a save costs what it changed: the files
 * parsed and the lint configuration (load.ts), the templates compiled (render.ts), the change history read and its
 * schema compiled (changelog.ts), and the docs process with Redocly's build-docs loaded (docs/docs.ts). A session
 * holds its own (watch.ts), never shared with another; a command that runs once (`generate`, `check`, `docs`) makes
 * memos of its own and drops them, its docs process ended, before it returns.
 */
export interface Memos {
  load: LoadMemo;
  templates: TemplatesMemo;
  changelog: ChangelogMemo;
  docs: DocsProcess;
}

export function createMemos(): Memos {
  return { load: new LoadMemo(), templates: {}, changelog: {}, docs: new DocsProcess() };
}

/** Runs `run` with the caller's memos, or with memos of its own that are dropped (the docs process ended) after it. */
async function withMemos<T>(memos: Memos | undefined, run: (memos: Memos) => Promise<T>): Promise<T> {
  if (memos) return run(memos);
  const own = createMemos();
  try {
    return await run(own);
  } finally {
    own.docs.close();
  }
}

export interface RunOptions {
  /** A watch session's memos; without, the call makes its own and drops them before it returns. */
  memos?: Memos;
  /** Build the rendered docs too (the slowest step). */
  docs?: boolean;
  /** Receives one line per step; omit for silence. */
  log?: (line: string) => void;
  /** The change history, as read already (the lint reads it to report its problems with the others'). */
  changelog?: Changelog;
}

/** The description, modelled: everything the outputs are made from. */
export interface Loaded {
  document: OpenApiDocument;
  model: ViewModel;
}

/** The description, modelled, and its check, started on the first call (the same run for every call). */
export interface Loading {
  loaded: Loaded;
  check: () => Promise<void>;
}

/**
 * The docs are the rendered page and the description's YAML download, which the page links: the YAML is written with
 * the page, and the outputs the client needs (openapi.json, the types, the client) do not wait for it (about 50 ms).
 */
const YAML_DOWNLOAD = 'openapi.yaml';
const isDocsOutput = (file: string) => file.startsWith('docs/') || file === YAML_DOWNLOAD;

/** What counts as a description file in spec/ (not a README, nor an editor's temporary file)... */
export const DESCRIPTION_FILE = /\.(ya?ml|json)$/;
/** ...but for the change history and its schema, which the description does not refer to. */
const NOT_PART_OF_THE_DESCRIPTION = new Set(['changelog.yaml', 'changelog.schema.json']);

/**
 * Steps 1 to 3: load, model, and the check to run. The check runs while the outputs are rendered (started once the
 * docs, the slowest step, are under way in a process of their own); whatever it finds, `generate` writes nothing
 * before it passed, and its findings are the ones reported.
 */
export async function loadAndCheck(paths: Layout, options: RunOptions = {}): Promise<Loading> {
  const time = timer(options.log);
  const memo = options.memos?.load ?? new LoadMemo();
  // 1. load: the lint configuration, the change history, and the description (from spec/ only). Each file is read
  // once; the check parses the same texts again (bundling rewrites what it read, the check needs them as written).
  const { config, reader, forModel, changelog, present } = await time('load', async () => {
    // What spec/ holds now: the check judges the files loaded here, not what the folder holds by the time it runs.
    const present = descriptionFilesIn(paths.specDir);
    const config = await lintConfig(paths.redoclyConfig, memo);
    const reader = specReader(paths.spec, config, memo);
    await checkRefCycles(paths.spec, reader);
    const forModel = await resolveSpec(paths.spec, config, reader);
    return {
      config,
      reader,
      forModel,
      present,
      changelog: options.changelog ?? (await loadChangelog(paths.changelog, paths.changelogSchema, options.memos?.changelog)),
    };
  });
  // 3. check: redocly.yaml's rules and ours; every file of spec/ belongs to the description.
  let checked: Promise<void> | undefined;
  const check = () => {
    checked ??= time('check', async () => {
      const forCheck = await resolveSpec(paths.spec, config, specReader(paths.spec, config, memo, reader));
      await lintSpec(forCheck);
      await checkNothingUnreferenced(forCheck, present);
    });
    return checked;
  };
  // 2. model: the bundle, and what the templates need from it.
  let loaded: Loaded;
  try {
    loaded = await time('model', async () => {
      const document = await bundleSpec(forModel);
      return { document, model: buildModel(document, changelog) };
    });
  } catch (error) {
    // What the bundle itself finds explains itself; anything else, the check's findings explain better.
    if (!(error instanceof BundleProblems)) await check();
    throw error;
  }
  return { loaded, check };
}

/** The description files in spec/ (not the change history and its schema, nor any other kind of file), absolute. */
function descriptionFilesIn(specDir: string): string[] {
  return fs
    .readdirSync(specDir, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => DESCRIPTION_FILE.test(file) && !NOT_PART_OF_THE_DESCRIPTION.has(path.relative(specDir, file).split(path.sep).join('/')),
    );
}

/** Every description file in spec/ (`present`) is reached from spec/openapi.yaml: one nothing refers to would be dropped silently. */
async function checkNothingUnreferenced(spec: ResolvedSpec, present: string[]): Promise<void> {
  const used = new Set(await filesOf(spec));
  const stray = present.filter((file) => !used.has(file));
  if (stray.length) {
    throw new GeneratorError(
      `${stray.length} file(s) in spec/ are not part of the description: refer to each from spec/openapi.yaml (or another file of it), or delete it`,
      stray.map(displayPath).sort(),
    );
  }
}

/**
 * Step 4, render: every output of the description into `dir`, an empty folder. `docsStarted` is called once the docs
 * are under way (at once without them): the check can share the CPU from then on.
 */
async function renderInto(
  dir: string,
  paths: Layout,
  loaded: Loaded,
  options: RunOptions & { memos: Memos },
  signal?: AbortSignal,
  docsStarted?: () => void,
): Promise<void> {
  const time = timer(options.log);
  const templates = await templatesOf(paths.templates, options.memos.templates);
  // The docs run in a process of their own (Redocly's build-docs, docs.ts), asked first, while this one makes the
  // types and the templates. (The call hands the page to that process before it returns.)
  const page = path.join(dir, 'docs', 'index.html');
  const docs =
    options.docs === false
      ? undefined
      : time('docs (redocly build-docs)', async () => {
          await renderDocs(page, paths, loaded, templates, options.memos.docs, signal);
          await precompress(page);
        });
  docs?.catch(() => undefined); // awaited below, after the other outputs
  docsStarted?.();
  const files = new Map<string, string>([['openapi.json', `${JSON.stringify(loaded.document, null, 2)}\n`]]);
  if (options.docs !== false) files.set(YAML_DOWNLOAD, descriptionYaml(loaded.document));
  // The templates before the types: a template that cannot render fails in milliseconds, not after the types.
  await time('templates', async () => {
    for (const template of templates.outputs) files.set(template.output, template.render(contextOf(loaded.model)));
  });
  files.set('schema.d.ts', await time('types (openapi-typescript)', () => generateTypes(files.get('openapi.json')!, paths.root)));
  writeFiles(dir, files);
  await docs;
}

const contextOf = (model: ViewModel) => ({ ...model, generatedBy: 'npm run generate' });

/** The rendered docs page of the checked description, written to `output` (its gzip form is the caller's). */
async function renderDocs(
  output: string,
  paths: Layout,
  loaded: Loaded,
  templates: Templates,
  docsProcess: DocsProcess,
  signal?: AbortSignal,
  started?: () => void,
): Promise<void> {
  if (!templates.docs) throw new GeneratorError('the docs template is missing', [displayPath(path.join(paths.templates, 'docs'))]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-docs-'));
  try {
    const template = path.join(scratch, 'page.hbs');
    fs.writeFileSync(template, templates.docs.render(contextOf(loaded.model)));
    // Redocly renders a decorated copy (badges, guide, lifecycle, change history); openapi.json stays the plain bundle.
    const api = path.join(scratch, 'openapi.docs.json');
    const tryIt = tryItData(loaded.document, loaded.model);
    fs.writeFileSync(api, JSON.stringify(finishForDocs(decorateForDocs(loaded.document, loaded.model, templates), tryIt)));
    fs.mkdirSync(path.dirname(output), { recursive: true });
    const script = tryItScript();
    script.catch(() => undefined); // (its failure is the page's, once Redocly rendered it)
    const building = docsProcess.build({ api, template, output, title: loaded.model.title }, signal, async (page) =>
      finishPage(page, tryIt, await script),
    ); // (under way from here)
    started?.();
    await building;
  } finally {
    await discard(scratch);
  }
}

/** Renders into `dir` while the check goes on; a failed check stops the docs under way, and its error comes first. */
async function renderChecked(
  dir: string,
  paths: Layout,
  { loaded, check }: Outputs,
  options: RunOptions & { memos: Memos },
): Promise<void> {
  if (!check) return renderInto(dir, paths, loaded, options);
  if (options.docs === false) {
    // Nothing runs beside the check (no docs process): rendering after it costs no time, and nothing when it fails.
    await check();
    return renderInto(dir, paths, loaded, options);
  }
  const stop = new AbortController();
  let checked: Promise<void> | undefined;
  const startCheck = () => {
    if (!checked) {
      checked = check();
      checked.catch(() => stop.abort());
    }
    return checked;
  };
  const failed = await renderInto(dir, paths, loaded, options, stop.signal, startCheck).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  await startCheck(); // (started here when the rendering failed before the docs)
  if (failed) throw failed.error;
}

/** load, model, check, render, write: regenerate `paths.outDir`, replacing it only when every step succeeded. */
export async function generate(paths: Layout, options: RunOptions = {}): Promise<Loaded> {
  return withMemos(options.memos, async (memos) => {
    await checkOutputsOnly(paths, memos); // before any work
    const loading = await loadAndCheck(paths, { ...options, memos });
    await writeAtomically(paths, loading, { ...options, memos });
    return loading.loaded;
  });
}

/** What writeAtomically writes: the loaded description, and the check it waits for (none: watch mode runs it next). */
export type Outputs = Pick<Loading, 'loaded'> & Partial<Pick<Loading, 'check'>>;

/**
 * Steps 4 and 5: render into a staging folder, then swap it in, once the check passed (a failed check stops the
 * docs under way). Without the docs, the docs in place stay.
 */
export async function writeAtomically(paths: Layout, loading: Outputs, options: RunOptions = {}): Promise<void> {
  const time = timer(options.log);
  const staging = await createStaging(paths.outDir);
  try {
    await withMemos(options.memos, (memos) => renderChecked(staging, paths, loading, { ...options, memos }));
    await time('write', async () => {
      if (options.docs === false) keepOldDocs(paths.outDir, staging);
      await swapIn(staging, paths.outDir);
    });
  } catch (error) {
    await discard(staging);
    throw error;
  }
}

/**
 * Refuses an output folder that holds anything but the outputs (`--out spec`): writeAtomically replaces it as a
 * whole. Its callers ask first, before any work.
 */
export async function checkOutputsOnly(paths: Layout, memos?: Memos): Promise<void> {
  const templates = await templatesOf(paths.templates, memos?.templates);
  checkOutputFolder(paths.outDir, ['openapi.json', YAML_DOWNLOAD, 'schema.d.ts', ...DOCS_FILES, ...templates.outputs.map((t) => t.output)]);
}

export interface DocsSteps {
  /** Stops Redocly's process (and the page with it). */
  signal?: AbortSignal;
  /** Called once Redocly's process has the page. */
  started?: () => void;
  /** Asked once the page is rendered: the page goes in when it resolves, and is dropped when it rejects. */
  goAhead?: () => Promise<void>;
  /** Called once the page is in place, before its gzip form is written (which no reader waits for). */
  pageIn?: () => Promise<void> | void;
  /** A watch session's memos (RunOptions). */
  memos?: Memos;
}

/**
 * Only the docs (`npm run docs`, and watch mode, where the other outputs go first): the page, replaced in place by a
 * rename once it is rendered and `goAhead` resolved, then its YAML download and its gzip form.
 */
export async function writeDocs(paths: Layout, loaded: Loaded, steps: DocsSteps = {}): Promise<void> {
  const target = path.join(paths.outDir, 'docs', 'index.html');
  const staging = await createStaging(paths.outDir);
  try {
    const built = path.join(staging, 'index.html');
    await withMemos(steps.memos, async (memos) =>
      renderDocs(built, paths, loaded, await templatesOf(paths.templates, memos.templates), memos.docs, steps.signal, steps.started),
    );
    await steps.goAhead?.();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(built, target);
    await steps.pageIn?.();
    // The YAML download and the gzip form (generator/docs/docs.ts) after the page, which a reader waits for: until the
    // gzip form is in, the mock, which serves a .gz only while it unzips to the page, serves the page itself.
    fs.writeFileSync(path.join(staging, YAML_DOWNLOAD), descriptionYaml(loaded.document));
    fs.renameSync(path.join(staging, YAML_DOWNLOAD), path.join(paths.outDir, YAML_DOWNLOAD));
    await precompress(target, `${built}.gz`);
    fs.renameSync(`${built}.gz`, `${target}.gz`);
  } finally {
    await discard(staging);
  }
}

/**
 * Regenerate into a temporary folder and name every file of `paths.outDir` that differs. Without the docs
 * (`docs: false`), the docs page is left out of the comparison.
 */
export async function check(paths: Layout, options: RunOptions = {}): Promise<string[]> {
  const loading = await loadAndCheck(paths, options);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-check-'));
  try {
    await withMemos(options.memos, (memos) => renderChecked(scratch, paths, loading, { ...options, memos }));
    const stale = await staleFiles(scratch, paths.outDir);
    return options.docs === false ? stale.filter((file) => !isDocsOutput(file)) : stale;
  } finally {
    await discard(scratch);
  }
}

/** Without the docs step, the docs already in place stay as they are (hard links: nothing is copied). */
function keepOldDocs(outDir: string, staging: string): void {
  if (!fs.existsSync(outDir)) return;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    const from = path.join(entry.parentPath, entry.name);
    const file = path.relative(outDir, from).split(path.sep).join('/');
    if (!entry.isFile() || !isDocsOutput(file)) continue;
    const target = path.join(staging, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(from, target);
    } catch {
      fs.copyFileSync(from, target);
    }
  }
}

/** Runs a step and prints its time: the progress output. */
function timer(log: RunOptions['log']) {
  return async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await step();
    log?.(`  ${name.padEnd(28)} ${(performance.now() - start).toFixed(0).padStart(5)} ms`);
    return result;
  };
}
