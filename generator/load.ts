// Load spec/ through Redocly: each run reads the files that changed (a stat tells), parses only what changed (caches
// in memory and on disk), bundles, and lints its own copy of the same texts (bundling rewrites what it reads).
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import {
  BaseResolver,
  Source,
  YamlParseError,
  bundleDocument,
  getLineColLocation,
  getTypes,
  detectSpec,
  lintDocument,
  createConfig,
  loadIgnoreConfig,
  type Config,
  type Document,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import { contentKey, copyPlainJson, diskCache, isPlainJson } from './disk-cache.ts';
import { displayPath, displayRoot, GeneratorError } from './errors.ts';
import { pronetPlugin, REPLACED_RULES } from './examples.ts';

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

export interface LoadedSpec {
  document: OpenApiDocument;
  /** Warnings that did not stop the run (lint problems of severity `warn`). */
  warnings: string[];
  /** Every file the description is made of, absolute. */
  files: string[];
}

let configCache: { path: string; config: Config } | undefined;

// Parsed files on disk, as JSON (which reads some fifty times faster than YAML parses): by Redocly's version, since
// its parser makes them. Unreadable version: no disk cache.
const parsedOnDisk = (() => {
  try {
    const manifest = new URL('../node_modules/@redocly/openapi-core/package.json', import.meta.url);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return diskCache('parsed', { parser: '@redocly/openapi-core', version }, '.json');
  } catch {
    return undefined;
  }
})();

/**
 * A resolver that keeps each file's parsed YAML while its text is unchanged, so that a warm run only parses what an
 * edit touched, and a new process only what changed since the last one. Every run gets its own copy: bundling
 * rewrites the parsed trees in place.
 */
class CachingResolver extends BaseResolver {
  static parsed = new Map<string, { body: string; parsed: unknown; plain: boolean }>();

  /**
   * Local files synchronously, and only when changed (`readText`): Redocly's promise-based open, stat, read and close
   * of the spec's ~240 small files took some 30 ms of every warm regeneration. A URL, a folder or a failure goes
   * Redocly's own way, with its messages.
   */
  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (path.isAbsolute(absoluteRef)) {
      try {
        return new Source(absoluteRef, readText(absoluteRef));
      } catch {
        // below
      }
    }
    return super.loadExternalRef(absoluteRef);
  }

  override parseDocument(source: Source, isRoot = false): Document {
    const copy = ({ parsed, plain }: { parsed: unknown; plain: boolean }) => (plain ? copyPlainJson(parsed) : structuredClone(parsed));
    const known = CachingResolver.parsed.get(source.absoluteRef);
    if (known?.body === source.body) return { source, parsed: copy(known) };
    const document = parsedWithDiskCache(source, isRoot, () => super.parseDocument(source, isRoot));
    const plain = isPlainJson(document.parsed);
    CachingResolver.parsed.set(source.absoluteRef, { body: source.body, parsed: copy({ parsed: document.parsed, plain }), plain });
    return document;
  }
}

/** Texts read, by file, with the file's status when they were read. */
const lastReads = new Map<string, { status: string; text: string }>();

/**
 * A file's text (line breaks as \n), read again only when its status changed: a stat costs a third of a read. As
 * git does with its index, a text is kept only when its file last changed well before the stat, so that a write
 * within the same tick of the file system's clock cannot leave the status as it was. ctime is in the status because
 * nothing but the kernel sets it: a tool that restores mtime still changes it.
 */
function readText(file: string): string {
  const stat = statSync(file, { bigint: true });
  const status = `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  const known = lastReads.get(file);
  if (known?.status === status) return known.text;
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  if (BigInt(Date.now()) * 1_000_000n - stat.ctimeNs > 2_000_000_000n) lastReads.set(file, { status, text });
  else lastReads.delete(file);
  return text;
}

/** A file's parsed tree from the disk cache; or parsed by `parse`, and stored when JSON holds it exactly. */
export function parsedWithDiskCache(source: Source, isRoot: boolean, parse: () => Document): Document {
  // Whether a file is parsed at all depends on its extension and on being the root, so the key holds both.
  const key = contentKey(`${isRoot}\0${path.extname(source.absoluteRef)}\0${source.body}`);
  const stored = parsedOnDisk?.read(key);
  if (stored !== undefined) return { source, parsed: JSON.parse(stored) };
  const document = parse();
  if (document.parsed !== source.body && isPlainJson(document.parsed)) parsedOnDisk?.write(key, JSON.stringify(document.parsed));
  return document;
}

/** Reads the given texts (a snapshot of spec/ another resolver read) into parsed trees of its own. */
class TextsResolver extends CachingResolver {
  constructor(
    private readonly texts: ReadonlyMap<string, string>,
    config: Config['resolve'],
  ) {
    super(config);
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    const text = this.texts.get(absoluteRef);
    return text === undefined ? super.loadExternalRef(absoluteRef) : new Source(absoluteRef, text);
  }
}

/** The texts a resolver read, by absolute reference. */
async function textsOf(resolver: BaseResolver): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const [ref, document] of resolver.cache) {
    const read = await document.catch(() => undefined);
    if (read && !(read instanceof Error)) texts.set(ref, read.source.body);
  }
  return texts;
}

/** Forget the cached configuration (watch mode, after redocly.yaml or the ignore file changed). */
export function forgetConfig(): void {
  configCache = undefined;
}

/**
 * redocly.yaml's rules, with Redocly's three example rules replaced by ours (same check, cached across runs).
 * Plain `redocly lint` keeps running the original rules from the same file.
 */
async function redoclyConfig(configPath: string): Promise<Config> {
  if (configCache?.path === configPath) return configCache.config;
  const text = await fs.readFile(configPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new GeneratorError(`cannot read the lint configuration: ${error.code}`, [displayPath(configPath)]);
  });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const { line, col } = lines.linePos(doc.errors[0]!.pos[0]);
    throw new GeneratorError(`YAML syntax error in the lint configuration: ${doc.errors[0]!.message.split('\n')[0]}`, [
      `${displayPath(configPath)}:${line}:${col}`,
    ]);
  }
  const raw = (doc.toJS() ?? {}) as { rules?: Record<string, unknown> };
  const rules = { ...raw.rules, ...Object.fromEntries(REPLACED_RULES.map((r) => [r, 'off'])), 'pronet/examples-match-schemas': 'error' };
  try {
    const ignore = await loadIgnoreConfig(configPath, new BaseResolver());
    const config = await createConfig({ ...raw, rules } as never, { configPath, plugins: [pronetPlugin], ignore });
    configCache = { path: configPath, config };
    return config;
  } catch (error) {
    throw new GeneratorError(`cannot load the lint configuration: ${(error as Error).message}`, [displayPath(configPath)]);
  }
}

/** Where a Redocly problem points: `file:line:col (#/pointer)`, relative to the working directory. */
export function problemPlace(problem: NormalizedProblem): string {
  const location = problem.location[0];
  if (!location) return '(no location)';
  const file = displayPath(location.source.absoluteRef);
  try {
    const { start } = getLineColLocation(location);
    return `${file}:${start.line}:${start.col}${location.pointer ? ` (${location.pointer})` : ''}`;
  } catch {
    return `${file}${location.pointer ?? ''}`;
  }
}

function formatProblem(problem: NormalizedProblem): string {
  return `${problemPlace(problem)}: ${problem.message} [${problem.ruleId}]`;
}

/** What a lint in another thread needs to know. */
export interface LintJob {
  rootFile: string;
  configPath: string;
  strict: boolean;
  /** Where messages name files from (errors.ts). */
  displayRoot: string;
}

/** Runs lints elsewhere (a thread of their own in watch mode: generator/lint-thread.ts). */
export interface Linter {
  /** Throws the GeneratorError of the lint's errors, as `lintFiles` does. */
  lint(job: LintJob): Promise<LintResult>;
}

export interface LintResult {
  warnings: string[];
  /** The texts the lint read, by absolute reference: the caller checks that they are the ones it bundled. */
  texts: Map<string, string>;
}

/** Reads and lints the description: its warnings and the texts read, or a GeneratorError listing every error. */
export async function lintFiles(job: LintJob): Promise<LintResult> {
  const config = await redoclyConfig(job.configPath);
  const document = await resolve(job.rootFile, new CachingResolver(config.resolve));
  const warnings = await lintAndReport(document, config, [], job.strict);
  return { warnings, texts: await textsOf(document.resolver) };
}

/** Passes a lint's verdict on (a GeneratorError); anything else becomes no result. */
function onlyVerdicts(error: unknown): undefined {
  if (error instanceof GeneratorError) throw error;
  return undefined;
}

function sameTexts(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([ref, text]) => b.get(ref) === text);
}

/** The bundled description, before its lint: see `bundleSpec`. */
export interface BundledSpec {
  document: OpenApiDocument;
  /** Every file the description is made of, absolute. */
  files: string[];
  /**
   * Lints the description as read (bundling rewrote its own copy). Throws a GeneratorError listing every lint
   * error (and every lint warning when `strict`); returns the warnings otherwise.
   */
  lint(): Promise<string[]>;
}

/**
 * Bundle the description rooted at `rootFile` first, so that the slow docs can start on it, and lint it after:
 * the caller must await `lint()` before it trusts the result. A bundling conflict throws at once, with the lint's
 * findings (which usually explain it) listed first.
 */
export async function bundleSpec(
  rootFile: string,
  configPath: string,
  { strict = true, linter }: { strict?: boolean; linter?: Linter | undefined } = {},
): Promise<BundledSpec> {
  // Another thread, if any, reads and lints from now on, while this one bundles.
  const elsewhere = linter?.lint({ rootFile: path.resolve(rootFile), configPath, strict, displayRoot: displayRoot() });
  elsewhere?.catch(() => undefined); // awaited through lint(); do not let an early failure go unhandled
  const config = await redoclyConfig(configPath);
  // A fresh resolver per run, so that every file is looked at again (`readText`); unchanged ones are not parsed again.
  const document = await resolve(rootFile, new CachingResolver(config.resolve));
  // Bundling rewrites the parsed files in place: the lint gets its own copy of the same texts, made when the lint
  // starts (after the caller started what only needs the bundle), here or by `linter`.
  let linted: Promise<string[]> | undefined;
  const lintHere = async (texts: Map<string, string>) =>
    lintAndReport(await resolve(rootFile, new TextsResolver(texts, config.resolve)), config, bundleErrors, strict);
  const lintCopy = async () => {
    const texts = await textsOf(document.resolver);
    // Bundling conflicts are this thread's own problem objects: a lint that must report them runs here; so does
    // one whose files changed between its reading and ours, and one whose thread failed (not the description).
    const there = elsewhere && !bundleErrors.length ? await elsewhere.catch(onlyVerdicts) : undefined;
    return there && sameTexts(there.texts, texts) ? there.warnings : lintHere(texts);
  };
  const bundled = await bundleDocument({
    document,
    config,
    types: getTypes(detectSpec(document.parsed)),
    externalRefResolver: document.resolver,
    dereference: false,
    componentRenamingConflicts: 'error',
  });
  const bundleErrors = bundled.problems.filter((p) => p.severity === 'error' && !p.ignored);
  const lint = () => (linted ??= lintCopy());
  if (bundleErrors.length) await lint();
  return {
    document: bundled.bundle.parsed as OpenApiDocument,
    files: [...bundled.fileDependencies, path.resolve(rootFile)].sort(),
    lint,
  };
}

/** The root document and the resolver that read it and every file it refers to. */
async function resolve(rootFile: string, resolver: BaseResolver): Promise<Document & { resolver: BaseResolver }> {
  let resolved;
  try {
    resolved = await resolver.resolveDocument(null, path.resolve(rootFile), true);
  } catch (error) {
    throw resolveFailure(error as Error, rootFile);
  }
  if (resolved instanceof Error) throw resolveFailure(resolved, rootFile);
  return Object.assign(resolved as Document, { resolver });
}

async function lintAndReport(
  document: Document & { resolver: BaseResolver },
  config: Config,
  bundleErrors: NormalizedProblem[],
  strict: boolean,
): Promise<string[]> {
  const problems = (await lintDocument({ document, config, externalRefResolver: document.resolver })).filter((p) => !p.ignored);
  problems.push(...bundleErrors);
  const errors = problems.filter((p) => p.severity === 'error' || (strict && p.severity === 'warn'));
  if (errors.length) {
    // Lint and bundle both report a file that cannot be read: keep each place and message once.
    const byPlace = new Map<string, string>();
    for (const p of errors) {
      const key = `${problemPlace(p)}: ${p.message}`;
      if (!byPlace.has(key)) byPlace.set(key, formatProblem(p)); // lint's report (with its rule) comes first
    }
    const unique = [...byPlace.values()];
    throw new GeneratorError(`the description has ${unique.length} problem(s)`, unique);
  }
  return problems.filter((p) => p.severity === 'warn').map(formatProblem);
}

function resolveFailure(error: Error, rootFile: string): GeneratorError {
  if (error instanceof YamlParseError) {
    return new GeneratorError(`YAML syntax error: ${error.message}`, [
      `${displayPath(error.source.absoluteRef)}:${error.line}:${error.col}`,
    ]);
  }
  // js-yaml's own message: `bad indentation ... in "/abs/file.yaml" (2:6)`.
  const yaml = /^(.*) in "(.+)" \((\d+):(\d+)\)/.exec(error.message.split('\n')[0]!);
  if (yaml) return new GeneratorError(`YAML syntax error: ${yaml[1]}`, [`${displayPath(yaml[2]!)}:${yaml[3]}:${yaml[4]}`]);
  return new GeneratorError(`cannot read the description: ${error.message.split('\n')[0]}`, [displayPath(rootFile)]);
}
