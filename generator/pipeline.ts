// spec/ -> generated/: load, check, model, render, write. One process, every library imported once.
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadChangelog } from './changelog.ts';
import { decorateForDocs } from './decorate.ts';
import { startDocs } from './docs.ts';
import { descriptionYaml, finishForDocs } from './docs-page.ts';
import { addTryIt, tryItData } from './try-it.ts';
import { GeneratorError } from './errors.ts';
import { bundleSpec, type BundledSpec, type LoadedSpec, type Linter } from './load.ts';
import { buildModel, type ViewModel } from './model.ts';
import { templatesOf } from './render.ts';
import { generateTypes } from './types.ts';
import { createStaging, discard, listTree, staleFiles, swapIn, writeFiles } from './write.ts';

export interface Layout {
  root: string;
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
    spec: path.join(root, 'spec', 'openapi.yaml'),
    changelog: path.join(root, 'spec', 'changelog.yaml'),
    changelogSchema: path.join(root, 'spec', 'changelog.schema.json'),
    templates: path.join(root, 'templates'),
    redoclyConfig: path.join(root, 'redocly.yaml'),
    outDir: path.resolve(outDir),
  };
}

export interface RunOptions {
  /** Build the rendered docs too (the slowest step). */
  docs?: boolean;
  /** Build the docs and nothing else (`npm run docs`). */
  docsOnly?: boolean;
  /** Receives one line per step; omit for silence. */
  log?: (line: string) => void;
  /** Lints elsewhere (watch mode's lint thread), while this thread goes on. */
  linter?: Linter;
}

export interface RunResult {
  model: ViewModel;
  spec: LoadedSpec;
  files: string[];
  /** Milliseconds per step, in order. */
  timings: Array<[string, number]>;
}

type Time = ReturnType<typeof timer>;

/** Load, check and model the description without writing anything. */
export async function loadAll(paths: Layout, options: RunOptions = {}) {
  const timings: Array<[string, number]> = [];
  const { bundled, model, linting } = await load(paths, timer(timings, options.log), options.linter);
  return { spec: specOf(bundled, await linting), model, timings };
}

const specOf = (bundled: BundledSpec, warnings: string[]): LoadedSpec => ({ document: bundled.document, files: bundled.files, warnings });

/**
 * Bundle and model the description, then lint it. `whileLinting` gets the bundle and its model before the lint
 * runs, for work that needs nothing else (the docs); nothing is final until `linting` resolved. A lint in this
 * thread is done on return; one in another thread (`linter`) is under way.
 */
async function load(
  paths: Layout,
  time: Time,
  linter: Linter | undefined,
  whileLinting?: (spec: BundledSpec, model: ViewModel) => Promise<void>,
) {
  const [bundled, changelog] = await Promise.all([
    time('bundle', () => bundleSpec(paths.spec, paths.redoclyConfig, { linter })),
    loadChangelog(paths.changelog, paths.changelogSchema),
  ]);
  let model: ViewModel;
  try {
    model = await time('model', async () => buildModel(bundled.document, changelog));
  } catch (error) {
    await bundled.lint(); // a lint error explains a broken description better than the model does
    throw error;
  }
  await whileLinting?.(bundled, model);
  const linting = time(linter ? 'lint (own thread)' : 'lint', () => bundled.lint());
  if (linter) linting.catch(() => undefined); // awaited by the caller; do not let an early failure go unhandled
  else await linting;
  return { bundled, model, linting };
}

/** Render every output of the description into `dir`, an empty folder. */
export async function renderInto(dir: string, paths: Layout, options: RunOptions = {}): Promise<RunResult> {
  const timings: Array<[string, number]> = [];
  const time = timer(timings, options.log);
  // The docs run in their own process, the slowest step: it loads while the description is bundled, builds as
  // soon as the bundle and its model are there, and overlaps with the lint, the types and the templates.
  const stopDocs = new AbortController();
  const docsProcess = options.docs === false ? undefined : startDocs(stopDocs.signal);
  let docs: Promise<void> = Promise.resolve();
  let scratch: string | null = null;
  try {
    const templates = await templatesOf(paths.templates);
    const contextOf = (model: ViewModel) => ({ ...model, generatedBy: 'npm run generate' });
    const buildDocs = docsProcess && (async (bundled: BundledSpec, model: ViewModel) => {
      if (!templates.docs) throw new GeneratorError('the docs template is missing', [path.join(paths.templates, 'docs')]);
      scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pronet-docs-'));
      const pageTemplate = path.join(scratch, 'page.hbs');
      await fs.writeFile(pageTemplate, templates.docs.render(contextOf(model)));
      // Redocly renders a decorated copy (badges, guide, lifecycle, change history); openapi.json stays the plain bundle.
      const decorated = path.join(scratch, 'openapi.docs.json');
      await fs.writeFile(decorated, JSON.stringify(await time('docs decorations', async () => finishForDocs(decorateForDocs(bundled.document, model), tryItData(bundled.document)))));
      await fs.mkdir(path.join(dir, 'docs'));
      docs = time('docs (redocly build-docs)', () =>
        docsProcess
          .build({ api: decorated, template: pageTemplate, output: path.join(dir, 'docs', 'index.html'), title: model.title })
          .then(() => addTryIt(path.join(dir, 'docs', 'index.html'), bundled.document)),
      );
      docs.catch(() => undefined); // awaited below; do not let an early failure go unhandled
    });
    const { bundled, model, linting } = await load(paths, time, options.linter, buildDocs);
    writeFileSync(path.join(dir, 'openapi.json'), `${JSON.stringify(bundled.document, null, 2)}\n`);
    writeFileSync(path.join(dir, 'openapi.yaml'), descriptionYaml(bundled.document)); // the docs page's YAML download
    if (options.docsOnly) {
      const spec = specOf(bundled, await linting);
      await docs;
      return { model, spec, files: await listTree(dir), timings };
    }
    const types = await time('types (openapi-typescript)', () => generateTypes(bundled.document, paths.root));
    const rendered = await time('templates', async () => {
      const context = contextOf(model);
      const files = new Map<string, string>([['schema.d.ts', types]]);
      for (const template of templates.outputs) files.set(template.output, template.render(context));
      return files;
    });
    await time('write', () => writeFiles(dir, rendered));
    const spec = specOf(bundled, await linting);
    await docs;
    return { model, spec, files: await listTree(dir), timings };
  } catch (error) {
    stopDocs.abort();
    await docs.catch(() => undefined);
    throw error;
  } finally {
    if (scratch) await discard(scratch);
  }
}

/** Regenerate `paths.outDir`, replacing it only when every step succeeded. */
export async function generate(paths: Layout, options: RunOptions = {}): Promise<RunResult> {
  const staging = await createStaging(paths.outDir);
  try {
    const result = await renderInto(staging, paths, options);
    if (options.docs === false) await keepOldDocs(paths.outDir, staging);
    await swapIn(staging, paths.outDir);
    return result;
  } catch (error) {
    await discard(staging);
    throw error;
  }
}

/** Regenerate into a temporary folder and name every file of `paths.outDir` that differs. */
export async function check(paths: Layout, options: RunOptions = {}): Promise<string[]> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pronet-check-'));
  try {
    await renderInto(scratch, paths, options);
    return await staleFiles(scratch, paths.outDir);
  } finally {
    await discard(scratch);
  }
}

/** Without the docs step, the docs already in place stay as they are (hard links: nothing is copied). */
async function keepOldDocs(outDir: string, staging: string): Promise<void> {
  const files = await listTree(path.join(outDir, 'docs'));
  for (const file of files) {
    const target = path.join(staging, 'docs', file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(path.join(outDir, 'docs', file), target);
    } catch {
      copyFileSync(path.join(outDir, 'docs', file), target);
    }
  }
}

function timer(timings: Array<[string, number]>, log: RunOptions['log']) {
  return async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await step();
    const ms = performance.now() - start;
    timings.push([name, ms]);
    log?.(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(5)} ms`);
    return result;
  };
}
