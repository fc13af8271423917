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
  type Source,
} from '@redocly/openapi-core';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { displayPath, GeneratorError } from './errors.ts';
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

/**
 * Reads local files inside one folder only. A reference to a URL, to a file outside the folder, or to a symlink
 * whose target lies outside it fails; Redocly then reports it at the `$ref` that asked (no-unresolved-refs).
 */
class SpecFolderResolver extends BaseResolver {
  constructor(
    private readonly folder: string,
    config: Config['resolve'],
  ) {
    super(config);
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (!path.isAbsolute(absoluteRef)) {
      throw new Error(`${absoluteRef} is not a file inside spec/: the description is read from spec/ only, nothing is fetched`);
    }
    let real: string;
    try {
      real = fs.realpathSync(absoluteRef);
    } catch {
      return super.loadExternalRef(absoluteRef); // a missing file: Redocly's own message
    }
    const realFolder = fs.realpathSync(this.folder);
    if (real !== realFolder && !real.startsWith(realFolder + path.sep)) {
      const via = real === absoluteRef ? '' : ` (a symlink to ${real})`;
      throw new Error(`${displayPath(absoluteRef)}${via} lies outside spec/: the description is read from spec/ only`);
    }
    return super.loadExternalRef(absoluteRef);
  }
}

/** redocly.yaml and the ignore file next to it, as `redocly lint` reads them, plus the generator's own rules. */
export async function lintConfig(configPath: string): Promise<Config> {
  let text: string;
  try {
    text = fs.readFileSync(configPath, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read the lint configuration: ${(error as NodeJS.ErrnoException).code}`, [displayPath(configPath)]);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const { line, col } = lines.linePos(doc.errors[0]!.pos[0]);
    throw new GeneratorError(`YAML syntax error in the lint configuration: ${oneLine(doc.errors[0]!.message)}`, [`${displayPath(configPath)}:${line}:${col}`]);
  }
  const raw = (doc.toJS() ?? {}) as { rules?: Record<string, unknown> };
  try {
    const ignore = await loadIgnoreConfig(configPath, new BaseResolver());
    return await createConfig({ ...raw, rules: { ...raw.rules, ...RULES } } as never, { configPath, plugins: [pronetPlugin], ignore });
  } catch (error) {
    throw new GeneratorError(`cannot load the lint configuration: ${oneLine((error as Error).message)}`, [displayPath(configPath)]);
  }
}

/** Reads the description rooted at `rootFile`: only files inside the root's folder. */
export async function resolveSpec(rootFile: string, config: Config): Promise<ResolvedSpec> {
  const resolver = new SpecFolderResolver(path.dirname(path.resolve(rootFile)), config.resolve);
  let document: Document | Error;
  try {
    document = await resolver.resolveDocument(null, path.resolve(rootFile), true);
  } catch (error) {
    throw resolveFailure(error as Error, rootFile);
  }
  if (document instanceof Error) throw resolveFailure(document, rootFile);
  return { document, resolver, config };
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
export function checkRefCycles(rootFile: string): void {
  // Redocly's resolver throws (twice, once unhandled) on such a chain: it must be found before Redocly follows $refs.
  const folder = path.dirname(rootFile);
  const files = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | null>();
  const fileOf = (file: string) => {
    if (!files.has(file)) {
      let entry = null;
      try {
        if (!path.relative(folder, file).startsWith('..')) {
          const lines = new LineCounter();
          const doc = parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter: lines });
          entry = doc.errors.length ? null : { doc, lines };
        }
      } catch {
        entry = null;
      }
      files.set(file, entry);
    }
    return files.get(file)!;
  };
  const keysOf = (pointer: string) => pointer.split('/').slice(1).map((k) => decodeURIComponent(k).replace(/~1/g, '/').replace(/~0/g, '~'));
  /** The $ref of the node at `file#pointer` when that node is nothing but a $ref, with its place. */
  const pureRef = (file: string, pointer: string) => {
    const entry = fileOf(file);
    const node = entry?.doc.getIn(keysOf(pointer), true);
    if (!isMap(node) || node.items.length !== 1) return undefined;
    const pair = node.items[0]!;
    if (!isScalar(pair.key) || pair.key.value !== '$ref' || !isScalar(pair.value) || typeof pair.value.value !== 'string') return undefined;
    const { line, col } = entry!.lines.linePos(pair.value.range?.[0] ?? 0);
    return { ref: pair.value.value, place: `${displayPath(file)}:${line}:${col}` };
  };
  const start = (file: string, pointer: string) => {
    const seen: string[] = [];
    const places: string[] = [];
    let at = { file, pointer };
    for (;;) {
      const key = `${at.file}#${at.pointer}`;
      if (seen.includes(key)) {
        throw new GeneratorError('a $ref cycle: these $refs lead to each other and to nothing else', places.slice(seen.indexOf(key)));
      }
      const found = pureRef(at.file, at.pointer);
      if (!found || /^[a-z][a-z0-9+.-]*:/i.test(found.ref)) return;
      seen.push(key);
      places.push(`${found.place}: $ref: ${found.ref}`);
      const [uri, fragment = ''] = found.ref.split('#');
      at = { file: uri ? path.resolve(path.dirname(at.file), uri) : at.file, pointer: fragment };
    }
  };
  // Every file reachable by $refs from the root, and every pure $ref in them.
  const queue = [rootFile];
  const visited = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (visited.has(file)) continue;
    visited.add(file);
    const entry = fileOf(file);
    if (!entry) continue;
    visit(entry.doc.contents, (pointer, ref) => {
      start(file, pointer);
      const uri = ref.split('#')[0];
      if (uri && !/^[a-z][a-z0-9+.-]*:/i.test(uri)) queue.push(path.resolve(path.dirname(file), uri));
    });
  }
}

/** Calls `onRef` with the pointer of every map that has a string `$ref`, and the $ref. */
function visit(node: unknown, onRef: (pointer: string, ref: string) => void, pointer = ''): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (key === '$ref' && isScalar(pair.value) && typeof pair.value.value === 'string') onRef(pointer, pair.value.value);
      else visit(pair.value, onRef, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => visit(item, onRef, `${pointer}/${index}`));
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
  failOn(bundled.problems);
  return bundled.bundle.parsed as OpenApiDocument;
}

/** Throws one GeneratorError listing each problem (errors and warnings: the goal is zero of both) once. */
function failOn(problems: NormalizedProblem[]): void {
  const lines = new Set<string>();
  for (const problem of problems) {
    if (problem.ignored) continue;
    lines.add(`${problemPlace(problem)}: ${oneLine(problem.message)} [${problem.ruleId}]`);
  }
  if (lines.size) throw new GeneratorError(`the description has ${lines.size} problem(s)`, [...lines]);
}

/** Where a Redocly problem points: `file:line:col (#/pointer)`, relative to the project. */
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
