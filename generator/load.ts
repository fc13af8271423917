// Read and check spec/ with Redocly's own API: resolve every file the description refers to (only files inside
// spec/: a $ref or a symlink that leads elsewhere, or to a URL, is refused, never read or fetched), lint it with
// redocly.yaml's rules, bundle it.
import fs from 'node:fs';
import path from 'node:path';
import {
  BaseResolver,
  YamlParseError,
  bundleDocument,
  detectSpec,
  getLineColLocation,
  getTypes,
  createConfig,
  lintDocument,
  loadIgnoreConfig,
  type Config,
  type Document,
  type NormalizedProblem,
  Source,
} from '@redocly/openapi-core';
import { isScalar, LineCounter, parseDocument } from 'yaml';
import { sourceMap } from '../openapi/places.ts';
import { decodePointer, pointerOf } from '../openapi/walk.ts';
import { didYouMean, displayPath, GeneratorError } from './errors.ts';
import { pronetPlugin, RULES } from './rules.ts';

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** The description as read: its root document and the resolver that read it and every file it refers to. */
export interface ResolvedSpec {
  document: Document;
  resolver: BaseResolver;
  config: Config;
}

const PARSED_FILES_LIMIT = 2_000;

/**
 * What loads keep for the next load of the same session (a watch session's, generator/pipeline.ts `Memos`; a command
 * that runs once makes its own, dropped when it returns):
 * - the files parsed, by their text (and kind): parsing is most of a load's work, and between two saves most files are
 *   unchanged. Bundling rewrites the documents it reads, so the memo keeps its own copy and hands out copies of it.
 *   Bounded: the least recently used go first;
 * - the lint configuration, by the texts it came from (loaded on every save; it seldom changes).
 */
export class LoadMemo {
  readonly #parsed = new Map<string, unknown>();
  lintConfig: { texts: string; config: Config } | undefined;

  /** A copy of what the file of `key` parsed to, or undefined. */
  parsed(key: string): unknown {
    const known = this.#parsed.get(key);
    if (known === undefined) return undefined;
    this.#parsed.delete(key); // most recently used last: the oldest go first when the memo is full
    this.#parsed.set(key, known);
    return structuredClone(known);
  }

  remember(key: string, parsed: unknown): void {
    this.#parsed.set(key, structuredClone(parsed));
    for (const oldest of this.#parsed.keys()) {
      if (this.#parsed.size <= PARSED_FILES_LIMIT) break;
      this.#parsed.delete(oldest);
    }
  }

  /** How many parsed files it holds. */
  get files(): number {
    return this.#parsed.size;
  }
}

/**
 * Parses through a LoadMemo: each reader gets its own copy. A file that holds no value (empty, or only comments) is
 * refused, naming it: Redocly takes it for a file that is not there ("Can't resolve $ref", saying no more) or, for
 * spec/openapi.yaml, fails with a stack trace.
 */
class CachedParseResolver extends BaseResolver {
  readonly memo: LoadMemo;

  constructor(config: Config['resolve'], memo: LoadMemo) {
    super(config);
    this.memo = memo;
  }

  override parseDocument(source: Source, isRoot = false): Document {
    const key = `${path.extname(source.absoluteRef)}${isRoot ? '!' : ''}\0${source.body}`;
    const known = this.memo.parsed(key);
    if (known !== undefined) return { source, parsed: known };
    const document = super.parseDocument(source, isRoot);
    if (document.parsed == null) throw new Error(`${displayPath(source.absoluteRef)} holds no YAML value (empty, or only comments)`);
    this.memo.remember(key, document.parsed);
    return document;
  }
}

/**
 * Reads local files inside one folder only. A reference to a URL, to a file outside the folder, or to a symlink
 * whose target lies outside it fails, as does a missing file; Redocly then reports it at the `$ref` that asked.
 */
class SpecFolderResolver extends CachedParseResolver {
  private readonly realFolder: string;
  /** The texts read, by file; shared with a reader of the same texts (specReader's `sameTextsAs`). */
  readonly texts: Map<string, Promise<Source>>;

  constructor(folder: string, config: Config['resolve'], memo: LoadMemo, texts = new Map<string, Promise<Source>>()) {
    super(config, memo);
    this.realFolder = fs.realpathSync(folder);
    this.texts = texts;
  }

  override loadExternalRef(absoluteRef: string): Promise<Source> {
    let text = this.texts.get(absoluteRef);
    if (!text) this.texts.set(absoluteRef, (text = this.readInsideFolder(absoluteRef)));
    return text;
  }

  private async readInsideFolder(absoluteRef: string): Promise<Source> {
    if (!path.isAbsolute(absoluteRef)) {
      throw new Error(`${absoluteRef} is not a file inside spec/: the description is read from spec/ only, nothing is fetched`);
    }
    let real: string;
    try {
      real = fs.realpathSync.native(absoluteRef);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR')
        throw new Error(`${displayPath(absoluteRef)} does not exist${didYouMean(path.basename(absoluteRef), filesBeside(absoluteRef))}`);
      return super.loadExternalRef(absoluteRef); // Redocly's own message
    }
    if (real !== this.realFolder && !real.startsWith(this.realFolder + path.sep)) {
      const via = real === absoluteRef ? '' : ` (a symlink to ${real})`;
      throw new Error(`${displayPath(absoluteRef)}${via} lies outside spec/: the description is read from spec/ only`);
    }
    // A file is read at once, as Redocly would read it (line ends made \n); anything else gets Redocly's message.
    // Redocly reads each file asynchronously: for the 400 files of spec/, the thread pool's round trips took most
    // of the load.
    if (!fs.statSync(real).isFile()) return super.loadExternalRef(absoluteRef);
    return new Source(absoluteRef, fs.readFileSync(real, 'utf8').replace(/\r\n/g, '\n'));
  }
}

/** The names of the files in the folder of `file` (none when that folder does not exist). */
function filesBeside(file: string): string[] {
  try {
    return fs.readdirSync(path.dirname(file));
  } catch {
    return [];
  }
}

/**
 * Reads the files it is given (by path inside `folder`, `/`-separated) and nothing else: not the disk, not the
 * network. For a description as committed (the breaking-change gate's base).
 */
class GivenFilesResolver extends CachedParseResolver {
  private readonly folder: string;
  private readonly files: ReadonlyMap<string, string>;

  constructor(folder: string, files: ReadonlyMap<string, string>, config: Config['resolve'], memo: LoadMemo) {
    super(config, memo);
    this.folder = folder;
    this.files = files;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    const relative = path.relative(this.folder, absoluteRef);
    if (!path.isAbsolute(absoluteRef) || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`${absoluteRef} is not a file inside spec/: the description is read from spec/ only, nothing is fetched`);
    }
    const text = this.files.get(relative.split(path.sep).join('/'));
    if (text === undefined) throw new Error(`${displayPath(absoluteRef)} does not exist`);
    return new Source(absoluteRef, text.replace(/\r\n/g, '\n'));
  }
}

/** A reader of `files` (paths inside `folder`, `/`-separated, and their texts) as if they were that folder. */
export function givenFilesReader(folder: string, files: ReadonlyMap<string, string>, config: Config, memo = new LoadMemo()): BaseResolver {
  return new GivenFilesResolver(path.resolve(folder), files, config.resolve, memo);
}

/**
 * Redocly's createConfig with the parameters this file passes. Its own parameter types are computed from Redocly's
 * configuration schema, which cost `tsc` 2.5 of the project's 11 s; Redocly checks the configuration when it loads it.
 */
const createConfigFrom = createConfig as unknown as (raw: object, options: object) => Promise<Config>;

/** The ignore file Redocly reads next to its configuration. */
export const IGNORE_FILE = '.redocly.lint-ignore.yaml';

/**
 * redocly.yaml and the ignore file next to it, as `redocly lint` reads them, plus the generator's own rules; the one
 * in `memo` while their texts are the same.
 */
export async function lintConfig(configPath: string, memo = new LoadMemo()): Promise<Config> {
  let text: string;
  try {
    text = fs.readFileSync(configPath, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read the lint configuration: ${(error as NodeJS.ErrnoException).code}`, [displayPath(configPath)]);
  }
  const texts = [configPath, text, readIfAny(path.join(path.dirname(configPath), IGNORE_FILE))].join('\0');
  if (memo.lintConfig?.texts === texts) return memo.lintConfig.config;
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const { line, col } = lines.linePos(doc.errors[0]!.pos[0]);
    throw new GeneratorError(`YAML syntax error in the lint configuration: ${oneLine(doc.errors[0]!.message)}`, [
      `${displayPath(configPath)}:${line}:${col}`,
    ]);
  }
  const raw = (doc.toJS() ?? {}) as { rules?: Record<string, unknown> };
  try {
    const ignore = await loadIgnoreConfig(configPath, new BaseResolver());
    const config = await createConfigFrom({ ...raw, rules: { ...raw.rules, ...RULES } }, { configPath, plugins: [pronetPlugin], ignore });
    memo.lintConfig = { texts, config };
    return config;
  } catch (error) {
    throw new GeneratorError(`cannot load the lint configuration: ${oneLine((error as Error).message)}`, [displayPath(configPath)]);
  }
}

function readIfAny(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // (none, or not a file: Redocly's loadIgnoreConfig says what it makes of it)
  }
}

/**
 * A reader of the files inside the folder of `rootFile`, parsing through `memo`; it keeps what it read (Redocly's
 * cache, by file). With `sameTextsAs`, it reads the texts that reader read (a file it did not read comes from disk)
 * and parses them anew.
 */
export function specReader(rootFile: string, config: Config, memo = new LoadMemo(), sameTextsAs?: BaseResolver): BaseResolver {
  const texts = sameTextsAs instanceof SpecFolderResolver ? sameTextsAs.texts : undefined;
  return new SpecFolderResolver(path.dirname(path.resolve(rootFile)), config.resolve, memo, texts);
}

/**
 * Reads the description rooted at `rootFile`: only files inside the root's folder. A `resolver` that already read
 * files (checkRefCycles) hands them over without reading them again; bundling then rewrites them.
 */
export async function resolveSpec(rootFile: string, config: Config, resolver = specReader(rootFile, config)): Promise<ResolvedSpec> {
  let document: Document | Error;
  try {
    document = await resolver.resolveDocument(null, path.resolve(rootFile), true);
  } catch (error) {
    throw resolveFailure(error as Error, rootFile);
  }
  if (document instanceof Error) throw resolveFailure(document, rootFile);
  checkIsDescription(document.parsed, rootFile);
  return { document, resolver, config };
}

/** The root is an OpenAPI description: on anything else, Redocly's lint and bundle throw with no place. */
function checkIsDescription(parsed: unknown, rootFile: string): void {
  let problem: string | undefined;
  if (Array.isArray(parsed) || typeof parsed !== 'object') {
    problem = `it holds ${Array.isArray(parsed) ? 'a list' : `a ${typeof parsed}`}, not a mapping with an openapi field`;
  } else {
    try {
      detectSpec(parsed!); // ("Unsupported specification": no openapi or swagger field, or an unknown version)
    } catch (error) {
      problem = oneLine((error as Error).message);
    }
  }
  if (problem) throw new GeneratorError(`not an OpenAPI description: ${problem}`, [displayPath(rootFile)]);
}

/** Lints with redocly.yaml's rules. Throws a GeneratorError listing every error and warning, one line each. */
export async function lintSpec(spec: ResolvedSpec): Promise<void> {
  const problems = await lintDocument({ document: spec.document, config: spec.config, externalRefResolver: spec.resolver });
  failOn(problems);
}

/**
 * Finds a chain of `$ref`s that leads back to where it started without reaching anything else (a.yaml is
 * `$ref: b.yaml`, b.yaml is `$ref: a.yaml`), and names each `$ref` of it. Follows only files inside the root's folder;
 * a file that cannot be read or parsed is left to Redocly, which reports it.
 */
export async function checkRefCycles(rootFile: string, resolver: BaseResolver): Promise<void> {
  // Redocly's resolver throws (twice, once unhandled) on such a chain: it must be found before Redocly follows $refs.
  // The files are read by the reader that resolves the description next (specReader), so each is read once.
  const root = path.resolve(rootFile);
  const isUrl = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref);
  // Only a `$ref` that is all its object holds can lead on to another: each such, by its place, and the place it
  // leads to; from every file reachable by $refs from the root.
  const alone = new Map<string, { file: string; pointer: string; ref: string; to: string }>();
  const read = new Set<string>();
  const queue = [root];
  while (queue.length) {
    const file = queue.pop()!;
    if (read.has(file)) continue;
    read.add(file);
    const document = await resolver.resolveDocument(null, file, file === root).catch((error: Error) => error);
    if (document instanceof Error) continue; // (left to Redocly, which reports it)
    visit(document.parsed, (pointer, ref, isAlone) => {
      if (isUrl(ref)) return;
      const [uri, fragment = ''] = ref.split('#');
      const target = uri ? path.resolve(path.dirname(file), uri) : file;
      if (uri) queue.push(target);
      if (isAlone) alone.set(`${file}#${pointer}`, { file, pointer, ref, to: `${target}#${pointerOf(decodePointer(`#${fragment}`))}` });
    });
  }
  // Each chain of such $refs, followed once: one that comes back to a $ref of its own is a cycle.
  const followed = new Set<string>();
  for (const start of alone.keys()) {
    const chain: string[] = [];
    let at = start;
    while (alone.has(at) && !followed.has(at)) {
      if (chain.includes(at)) {
        throw new GeneratorError(
          'a $ref cycle: these $refs lead to each other and to nothing else',
          chain.slice(chain.indexOf(at)).map((key) => refPlace(alone.get(key)!)),
        );
      }
      chain.push(at);
      at = alone.get(at)!.to;
    }
    for (const key of chain) followed.add(key);
  }
}

/** `file:line:col: $ref: …` of the `$ref` at `file#pointer` (positions are read only here, for the report). */
function refPlace({ file, pointer, ref }: { file: string; pointer: string; ref: string }): string {
  const { line, col } = sourceMap(fs.readFileSync(file, 'utf8')).placeOf([...decodePointer(pointer), '$ref']);
  return `${displayPath(file)}:${line}:${col}: $ref: ${ref}`;
}

/** Calls `onRef` with the pointer of every object that has a string `$ref`, the $ref, and whether it is all the object holds. */
function visit(node: unknown, onRef: (pointer: string, ref: string, alone: boolean) => void, keys: string[] = []): void {
  if (!node || typeof node !== 'object') return;
  const entries = Object.entries(node);
  for (const [key, value] of entries) {
    if (key === '$ref' && typeof value === 'string') onRef(pointerOf(keys), value, entries.length === 1);
    else if (value && typeof value === 'object') {
      keys.push(key);
      visit(value, onRef, keys);
      keys.pop();
    }
  }
}

/** Every file the description is made of, absolute, as read. */
export async function filesOf(spec: ResolvedSpec): Promise<string[]> {
  const files: string[] = [];
  for (const [ref, read] of spec.resolver.cache) {
    const document = await read.catch(() => undefined);
    if (document && !(document instanceof Error)) files.push(ref);
  }
  return files.sort();
}

/**
 * What the bundle itself finds: files that cannot be read or parsed, `$ref`s that lead nowhere, component names that
 * clash. Each names its place and explains itself (the check would add only its consequences).
 */
export class BundleProblems extends GeneratorError {}

/** The bundled description: one document, components named as their files (a name clash is an error). */
export async function bundleSpec(spec: ResolvedSpec): Promise<OpenApiDocument> {
  const bundled = await bundleDocument({
    document: spec.document,
    config: spec.config,
    types: getTypes(detectSpec(spec.document.parsed)),
    externalRefResolver: spec.resolver,
    dereference: false,
    componentRenamingConflicts: 'error',
  });
  failOn(bundled.problems, BundleProblems);
  return bundled.bundle.parsed as OpenApiDocument;
}

const FAILED_TO_PARSE = 'Failed to parse: ';
const UNRESOLVED = "Can't resolve $ref: ";

/** Throws one GeneratorError listing each problem (errors and warnings: the goal is zero of both) once. */
function failOn(problems: NormalizedProblem[], Kind = GeneratorError): void {
  // Redocly reports a file it cannot parse where the error is ("Failed to parse: <error>"), and again at each `$ref`
  // to it ("Can't resolve $ref: <error>", the same text): those repeat it.
  const unparsed = new Set(
    problems.filter((p) => p.message.startsWith(FAILED_TO_PARSE)).map((p) => p.message.slice(FAILED_TO_PARSE.length)),
  );
  const lines = new Set<string>();
  for (const problem of problems) {
    if (problem.ignored) continue;
    if (problem.message.startsWith(UNRESOLVED) && unparsed.has(problem.message.slice(UNRESOLVED.length))) continue;
    // (The bundle's problems carry no rule of redocly.yaml: "bundler".)
    const rule = problem.ruleId === 'bundler' ? '' : ` [${problem.ruleId}]`;
    // Worded as for spec/openapi.yaml itself (resolveFailure).
    const message = problem.message.startsWith(FAILED_TO_PARSE)
      ? `YAML syntax error: ${problem.message.slice(FAILED_TO_PARSE.length)}`
      : problem.message;
    lines.add(`${problemPlace(problem)}: ${oneLine(message)}${rule}`);
  }
  if (lines.size) throw new Kind(`the description has ${lines.size} problem(s)`, [...lines]);
}

/** Where a Redocly problem points: `file:line:col (#/pointer)`, relative to the project. */
function problemPlace(problem: NormalizedProblem): string {
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

/** A YAML error's message cut to its first line (Redocly's include a code frame and a stack). */
function oneLine(message: string): string {
  return message.split('\n')[0]!.replace(/\s+in "[^"]*" \(\d+:\d+\)$/, '');
}

function yamlPlace(error: Error): { message: string; place: string } | undefined {
  if (error instanceof YamlParseError) {
    return { message: oneLine(error.message), place: `${displayPath(error.source.absoluteRef)}:${error.line}:${error.col}` };
  }
  // js-yaml's own message: `bad indentation ... in "/abs/file.yaml" (2:6)`.
  const yaml = /^(.*) in "(.+)" \((\d+):(\d+)\)/.exec(error.message.split('\n')[0]!);
  return yaml ? { message: yaml[1]!, place: `${displayPath(yaml[2]!)}:${yaml[3]}:${yaml[4]}` } : undefined;
}

function resolveFailure(error: Error, rootFile: string): GeneratorError {
  const yaml = yamlPlace(error);
  if (yaml) return new GeneratorError(`YAML syntax error: ${yaml.message}`, [yaml.place]);
  return new GeneratorError(`cannot read the description: ${oneLine(error.message)}`, [displayPath(rootFile)]);
}
