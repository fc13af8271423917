// The breaking-change gate of `npm run lint -- --base <git ref>`: the description in spec/ against the one committed
// at a ref. Redocly's diff with its recommended rules finds the changes and rates them; a "major" one breaks an
// integrator (a removed operation, parameter, property or enum value, an optional thing made required, a changed
// type, a narrowed constraint). It passes only when an entry added to spec/changelog.yaml since that ref records
// it as incompatible or removed, naming the operation, the field (`Schema.property`) or, for a call that is gone,
// the call (`operationId` or `METHOD /path` in `calls`).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfig } from '@redocly/openapi-core';
import { parseDocument } from 'yaml';
import { DECLARING_KINDS, recordedNow } from './changelog.ts';
import { GeneratorError } from './errors.ts';
import { bundleSpec, givenFilesReader, resolveSpec } from './load.ts';
import { specPlace, specSourceOf } from '../openapi/places.ts';
import {
  atPointer,
  deref,
  derefLocated,
  escapeSegment as escape,
  HTTP_METHODS as METHODS,
  type HttpMethod,
  mapPathItems,
  operationsIn,
  operationsOf,
  pointerOf,
  unescapeSegment as unescape,
} from '../openapi/walk.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
type Json = Record<string, any>;

export interface Described {
  /** The bundled description. */
  document: Json;
  /** The root file's text (spec/openapi.yaml): where each path's file is. */
  rootText: string;
  changelog: { entries: Array<{ id: string; kind: string; operations?: string[]; fields?: string[]; calls?: string[] }> };
}

export interface BreakingChange {
  /** Redocly's rule id, e.g. `parameter-became-required`. */
  rule: string;
  message: string;
  /** `operationId (METHOD /path)` of every operation the change reaches. */
  operations: string[];
  /** The operationIds alone. */
  operationIds: string[];
  /** `Schema.property` when the change is on a component schema's property. */
  field: string | null;
  /** The change is on that property itself (removing it removes the field), not on something inside it. */
  wholeField: boolean;
  /** Where to look: `spec/...yaml:line:col` now, or `spec/...yaml at <ref>` for what is gone. */
  place: string;
  /** The changelog entry that records it, or null: then it fails the gate. */
  recordedBy: string | null;
}

interface Verdict {
  ruleId: string;
  impact: string;
  message: string;
  location: { file: string; pointer: string };
}

/**
 * The description (bundled from the spec/ committed there), its root text and its change history, at `ref`. The
 * files are read from git's objects: nothing is written to disk, and a $ref to a URL or outside spec/ is refused, as
 * in spec/ itself.
 */
export async function describedAt(root: string, ref: string): Promise<Described> {
  let commit: string;
  try {
    commit = (await run('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).stdout.trim();
  } catch {
    throw new GeneratorError(`--base ${ref}: not a commit of this repository (git rev-parse found nothing)`);
  }
  const files = await committedFiles(root, commit, 'spec');
  const [rootText, changelogText] = ['openapi.yaml', 'changelog.yaml'].map((file) => {
    const text = files.get(file);
    if (text === undefined) throw new GeneratorError(`--base ${ref}: spec/${file} does not exist at that commit`);
    return text;
  }) as [string, string];
  const changelog = parseDocument(changelogText).toJS() as Described['changelog'];
  // Bundled as spec/ is (generator/load.ts), with Redocly's default configuration: a committed generated/ could be stale.
  const specDir = path.join(root, 'spec');
  const config = await createConfig();
  let document: Json;
  try {
    document = await bundleSpec(await resolveSpec(path.join(specDir, 'openapi.yaml'), config, givenFilesReader(specDir, files, config)));
  } catch (error) {
    if (error instanceof GeneratorError)
      throw new GeneratorError(`--base ${ref} (spec/ as committed there): ${error.message}`, error.places);
    throw error;
  }
  return { document, rootText, changelog: { entries: changelog?.entries ?? [] } };
}

/** Every file under `folder` at `commit`, by its path inside that folder, with its text (a symlink: its target's). */
async function committedFiles(root: string, commit: string, folder: string): Promise<Map<string, string>> {
  const listing = (await run('git', ['-C', root, 'ls-tree', '-r', '-z', commit, '--', folder], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t') as [string, string];
      const [mode, type, object] = meta.split(' ') as [string, string, string];
      return { mode, type, object, file: path.posix.relative(folder, file) };
    })
    .filter((entry) => entry.type === 'blob');
  const texts = await catFiles(
    root,
    entries.map((entry) => entry.object),
  );
  const files = new Map(entries.map((entry, i) => [entry.file, texts[i]!]));
  const links = new Map(entries.filter((entry) => entry.mode === '120000').map((entry) => [entry.file, files.get(entry.file)!]));
  for (const [file] of links) {
    files.delete(file);
    // A symlink inside the folder reads its target (one that leads outside it, or to nothing, reads as missing).
    let target: string | undefined = file;
    for (let hops = 0; target !== undefined && links.has(target) && hops < 40; hops++) {
      const link: string = links.get(target)!;
      target = path.posix.isAbsolute(link) ? undefined : path.posix.join(path.posix.dirname(target), link);
    }
    const text = target === undefined || links.has(target) ? undefined : files.get(target);
    if (text !== undefined) files.set(file, text);
  }
  return files;
}

/** The contents of git objects, in the order asked: one `git cat-file --batch` for all of them. */
function catFiles(root: string, objects: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', root, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new GeneratorError(`git cat-file failed (exit ${code}): ${stderr.trim()}`));
      const out = Buffer.concat(chunks);
      const texts: string[] = [];
      // Each object: `<name> <type> <size>\n`, its bytes, `\n`.
      for (let at = 0; at < out.length;) {
        const headerEnd = out.indexOf(10, at);
        const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
        texts.push(out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
        at = headerEnd + 1 + size + 1;
      }
      resolve(texts);
    });
    child.stdin.end(objects.map((object) => `${object}\n`).join(''));
  });
}

/** What changed since the base: the breaking changes, and the additions the change history does not name yet. */
export interface Comparison {
  breaking: BreakingChange[];
  additions: Addition[];
}

/** Something added since the base (an operation, a parameter, a property, a response) that no history entry names. */
interface Addition {
  /** `operation getNew (GET /v1/new)`, `property Visit.count`, `query parameter extra`, `response 404`. */
  what: string;
  /** `operationId (METHOD /path)` of every operation it reaches. */
  operations: string[];
  operationIds: string[];
  field: string | null;
  place: string;
}

/** Kinds of Redocly's diff nodes whose addition the history should tell integrators about (not an example or a description). */
const NOTED_ADDITIONS = new Set(['PathItem', 'Operation', 'Parameter', 'Response', 'Schema']);

/**
 * Every change Redocly rates as breaking, each with the changelog entry (added since the base) that records it, and
 * every addition that no entry of the history names.
 */
export async function compare(root: string, base: Described, head: Described, baseRef: string): Promise<Comparison> {
  const described = { base, head };
  const compared = { base: comparableParameters(base.document), head: comparableParameters(head.document) };
  const diff = await redoclyDiff(compared.base.document, compared.head.document);
  const baseIds = new Set(base.changelog.entries.map((e) => e.id));
  const added = head.changelog.entries.filter((e) => !baseIds.has(e.id) && DECLARING_KINDS.has(e.kind));
  const reach = { base: operationReach(base.document), head: operationReach(head.document) };
  const rootOf = { base: parseDocument(base.rootText).toJS() as Json, head: parseDocument(head.rootText).toJS() as Json };
  // Where a place of the compared copy stands in the description, and the operations a change there reaches: a
  // parameter's own operation, or else every operation under that place or reaching that component.
  const located = (side: Side, at: string): Located => {
    const { pointer, operation } = originOf(compared[side].origins, at);
    const own = operation === null ? undefined : reach[side].get(operation);
    return { side, pointer, operations: own ? [own] : operationsAt(pointer, described[side].document, reach[side]) };
  };

  // A parameter component that several operations use is compared in each of them: each change once, with them all.
  const verdicts = once(
    diff.verdicts.map((verdict) => ({
      verdict,
      ...located(verdict.location.file.endsWith('head.json') ? 'head' : 'base', verdict.location.pointer),
    })),
    ({ verdict, side, pointer }) => [side, verdict.ruleId, verdict.message, pointer],
  );
  const breaking = verdicts.map(({ verdict, side, pointer, operations }): BreakingChange => {
    const field = fieldAt(pointer);
    const ids = new Set(operations.map((o) => o.id));
    const calls = new Set(operations.flatMap((o) => [o.id, o.call]));
    const entry = added.find(
      (e) =>
        (e.operations ?? []).some((id) => ids.has(id)) ||
        (field !== null && (e.fields ?? []).includes(field)) ||
        (e.calls ?? []).some((call) => calls.has(call.trim())),
    );
    return {
      rule: verdict.ruleId,
      message: verdict.message,
      operations: operations.map((o) => `${o.id} (${o.call})`),
      operationIds: operations.map((o) => o.id),
      field,
      wholeField: field !== null && fieldAt(pointer, true) === field,
      place: side === 'head' ? specPlace(root, pointer, rootOf.head) : `${specSourceOf(rootOf.base, pointer).file} at ${baseRef}`,
      recordedBy: entry?.id ?? null,
    };
  });

  // Additions: each node once (Redocly reports a component's property once per operation that reaches it), and only
  // the topmost of what was added together.
  // Named by an entry added since the base: the field, or else an operation it reaches.
  const named = new Set(
    head.changelog.entries
      .filter((e) => !baseIds.has(e.id))
      .flatMap((e) => [...(e.operations ?? []), ...(e.fields ?? []), ...(e.calls ?? [])]),
  );
  const additions = once(
    diff.added.map((change) => ({ change, ...located('head', change.pointer) })),
    ({ pointer }) => [pointer],
  );
  const tops: string[] = [];
  const notes: Addition[] = [];
  for (const { change, pointer, operations } of additions.sort((a, b) => a.pointer.localeCompare(b.pointer))) {
    if (tops.some((top) => pointer.startsWith(`${top}/`))) continue;
    tops.push(pointer);
    const field = fieldAt(pointer);
    // A parameter as the description writes it (the copy's is a `$ref`).
    const value = change.typeName === 'Parameter' ? deref(head.document, atPointer(head.document, pointer)) : change.value;
    const what = additionName({ ...change, pointer, value }, operations, field);
    const subjects = field !== null ? [field] : operations.map((o) => o.id);
    if (!what || subjects.some((name) => named.has(name))) continue;
    notes.push({
      what,
      operations: operations.map((o) => `${o.id} (${o.call})`),
      operationIds: operations.map((o) => o.id),
      field,
      place: specPlace(root, pointer, rootOf.head),
    });
  }
  return { breaking, additions: notes };
}

type Side = 'base' | 'head';

/** A place in one side's description, and the operations that a change there reaches. */
interface Located {
  side: Side;
  pointer: string;
  operations: OperationRef[];
}

/** The items whose keys are the same, as the first of them with the operations of them all. */
function once<T extends { operations: OperationRef[] }>(items: T[], keyOf: (item: T) => unknown[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = JSON.stringify(keyOf(item));
    const first = byKey.get(key);
    if (first) first.operations = [...new Set([...first.operations, ...item.operations])];
    else byKey.set(key, { ...item });
  }
  return [...byKey.values()];
}

/** What an addition is, in words; null for what the history need not tell (a schema that is not a property). */
function additionName(change: AddedNode, operations: OperationRef[], field: string | null): string | null {
  const last = unescape(change.pointer.split('/').at(-1) ?? '');
  switch (change.typeName) {
    case 'PathItem':
    case 'Operation':
      return operations.map((o) => `operation ${o.id} (${o.call})`).join(', ') || null;
    case 'Parameter': {
      const value = change.value as { name?: string; in?: string } | undefined;
      return value?.name ? `${value.in ?? ''} parameter ${value.name}`.trim() : 'a parameter';
    }
    case 'Response':
      return `response ${last}`;
    default:
      return field !== null ? `property ${field}` : /\/properties\/[^/]+$/.test(change.pointer) ? `property ${last}` : null;
  }
}

/** Where a node of the copy that Redocly's diff compares stands in the description, and the operation it belongs to. */
interface Origin {
  pointer: string;
  /** `#/paths/<path>/<method>`. */
  operation: string;
}

/**
 * The copy of the description that Redocly's diff compares, and `origins`: where each parameter of the copy stands in
 * the description. Each operation's parameters (its path item's included; an operation's own of the same name and
 * location wins, as OpenAPI says) are references to components of the copy named by the operation and the
 * parameter's identity (`in` and `name`), holding the parameter as written. Redocly pairs two lists' items by their
 * text (a `$ref`'s string, an inline parameter whole), and the rest by their likeness: a `$ref` swapped for another
 * one to a parameter of the same name, or an inline parameter's rewritten description, read as a parameter removed
 * and another added. Components it pairs by name, so a parameter is now the same one while its name and location
 * are, and then its content is compared. Where it is declared and how it is referred to does not concern integrators.
 */
function comparableParameters(doc: Json): { document: Json; origins: Map<string, Origin> } {
  const origins = new Map<string, Origin>();
  const components: Json = {};
  // A path item that is a `$ref` stays one: the item it points at gets its own turn.
  const paths = mapPathItems(doc, ({ parameters: shared, ...item }, p) => {
    for (const { method, operation: op } of operationsIn(item)) {
      const operation = `#${pointerOf(['paths', p, method])}`;
      const written = (list: unknown, at: string) =>
        (Array.isArray(list) ? (list as unknown[]) : []).map((parameter, i) => {
          const { node, pointer } = derefLocated<Json | undefined>(doc, parameter, `${at}/parameters/${i}`);
          const name = node?.['in'] === 'header' ? String(node?.['name']).toLowerCase() : node?.['name'];
          return { key: JSON.stringify([p, method, node?.['in'], name]), node, item: `${at}/parameters/${i}`, pointer };
        });
      const own = written(op['parameters'], operation);
      const ownKeys = new Set(own.map((parameter) => parameter.key));
      const all = [...own, ...written(shared, `#${pointerOf(['paths', p])}`).filter((parameter) => !ownKeys.has(parameter.key))];
      if (!all.length && !Array.isArray(op['parameters'])) continue;
      item[method] = {
        ...op,
        parameters: all.map(({ key, node, item: at, pointer }, i) => {
          // A name no component of the description can have (`:` is not allowed there).
          const name = `parameter:${Buffer.from(key).toString('base64url')}`;
          components[name] = node;
          origins.set(`${operation}/parameters/${i}`, { pointer: at, operation });
          origins.set(`#/components/parameters/${escape(name)}`, { pointer, operation });
          return { $ref: `#/components/parameters/${escape(name)}` };
        }),
      };
    }
    return item;
  });
  const parameters = { ...(doc['components']?.['parameters'] ?? {}), ...components };
  return { document: { ...doc, paths, components: { ...doc['components'], parameters } }, origins };
}

/** Where a pointer into the compared copy stands in the description (the pointer itself outside parameters). */
function originOf(origins: Map<string, Origin>, pointer: string): { pointer: string; operation: string | null } {
  for (let at = pointer; at.includes('/'); at = at.slice(0, at.lastIndexOf('/'))) {
    const origin = origins.get(at);
    if (origin) return { pointer: origin.pointer + pointer.slice(at.length), operation: origin.operation };
  }
  return { pointer, operation: null };
}

/** A node of the head that the base did not have, as Redocly's diff reports it. */
interface AddedNode {
  typeName: string;
  /** Where it is in the head (a component's own place, not the place it is used). */
  pointer: string;
  value: unknown;
}

/** Runs `redocly diff` with its recommended rules; the major verdicts, and what was added. */
async function redoclyDiff(base: Json, head: Json): Promise<{ verdicts: Verdict[]; added: AddedNode[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pronet-diff-'));
  try {
    await Promise.all([
      fs.writeFile(path.join(dir, 'base.json'), JSON.stringify(base)),
      fs.writeFile(path.join(dir, 'head.json'), JSON.stringify(head)),
      fs.writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - diff-recommended\n'),
    ]);
    const pkgFile = require.resolve('@redocly/cli/package.json');
    const bin = (require(pkgFile) as { bin: Record<string, string> }).bin['redocly']!;
    const args = [
      path.join(path.dirname(pkgFile), bin),
      'diff',
      'base.json',
      'head.json',
      '--config',
      'redocly.yaml',
      '--format',
      'json',
      '-o',
      'report.json',
      '--fail-on',
      'none',
      '--lint-config',
      'off',
    ];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // A revision with lint problems makes the command exit non-zero after writing its report: the report decides.
    const outcome = await run(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr?: string }) => error,
    );
    let report: { changes: Array<{ kind: string; typeName: string; verdicts: Verdict[]; revision?: { pointer: string; value: unknown } }> };
    try {
      report = JSON.parse(await fs.readFile(path.join(dir, 'report.json'), 'utf8'));
    } catch {
      throw new GeneratorError(
        `redocly diff wrote no report: ${String((outcome as { stderr?: string }).stderr ?? '')
          .trim()
          .split('\n')
          .slice(-3)
          .join(' ')}`,
      );
    }
    return {
      verdicts: report.changes.flatMap((c) => c.verdicts).filter((v) => v.impact === 'major'),
      added: report.changes
        .filter((c) => c.kind === 'added' && c.revision)
        .flatMap((c) =>
          // A list added whole (an operation that had no `parameters:`) is its items added one by one, as Redocly
          // reports them where the list existed.
          c.typeName === 'ParameterList' && Array.isArray(c.revision!.value)
            ? c.revision!.value.map((value, i) => ({ typeName: 'Parameter', pointer: `${c.revision!.pointer}/${i}`, value }))
            : [{ typeName: c.typeName, pointer: c.revision!.pointer, value: c.revision!.value }],
        )
        .filter((c) => NOTED_ADDITIONS.has(c.typeName)),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

interface OperationRef {
  id: string;
  call: string;
  /** Component pointers (`#/components/<kind>/<name>`) the operation reaches through its $refs. */
  reaches: Set<string>;
}

/** Each operation with the components it reaches. */
function operationReach(doc: Json): Map<string, OperationRef> {
  const componentRefs = new Map<string, string[]>();
  const refsIn = (node: unknown, into: string[]) => {
    if (Array.isArray(node)) for (const n of node) refsIn(n, into);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') into.push(componentOf(value) ?? value);
        else refsIn(value, into);
      }
    }
    return into;
  };
  for (const [kind, named] of Object.entries((doc['components'] ?? {}) as Json)) {
    for (const [name, value] of Object.entries((named ?? {}) as Json)) componentRefs.set(`#/components/${kind}/${name}`, refsIn(value, []));
  }
  const operations = new Map<string, OperationRef>();
  // A path item that is a `$ref` holds no operation here: the item it points at is reached under its own pointer.
  for (const { path: p, method, item, operation: op } of operationsOf(doc, { pathRefs: 'keep' })) {
    if (!op['operationId']) continue;
    const reaches = new Set<string>();
    const pending = refsIn([op, item['parameters'] ?? []], []);
    while (pending.length) {
      const next = pending.pop()!;
      if (reaches.has(next)) continue;
      reaches.add(next);
      pending.push(...(componentRefs.get(next) ?? []));
    }
    operations.set(`#/paths/${escape(p)}/${method}`, { id: op['operationId'], call: `${method.toUpperCase()} ${p}`, reaches });
  }
  return operations;
}

function operationsAt(pointer: string, doc: Json, reach: Map<string, OperationRef>): OperationRef[] {
  const component = componentOf(pointer);
  if (component) return [...reach.values()].filter((o) => o.reaches.has(component));
  const [, , p, method] = pointer.split('/');
  if (method && METHODS.includes(method as HttpMethod))
    return [reach.get(`#/paths/${p}/${method}`)].filter((o): o is OperationRef => Boolean(o));
  // A path item (or its shared parameters): every operation under it.
  return [...reach.entries()].filter(([at]) => at.startsWith(`#/paths/${p}/`)).map(([, o]) => o);
}

/** `#/components/schemas/User/properties/gender/...` -> `User.gender`. */
/** `Schema.property` of a pointer into a component schema's property (`exactly`: the pointer ends there). */
function fieldAt(pointer: string, exactly = false): string | null {
  const match = (
    exactly ? /^#\/components\/schemas\/([^/]+)\/properties\/([^/]+)$/ : /^#\/components\/schemas\/([^/]+)\/properties\/([^/]+)/
  ).exec(pointer);
  return match ? `${unescape(match[1]!)}.${unescape(match[2]!)}` : null;
}

function componentOf(pointer: string): string | null {
  const match = /^#\/components\/[^/]+\/[^/]+/.exec(pointer);
  return match ? match[0] : null;
}

/** A change history entry that lint proposes, to paste as printed. */
export interface ProposedEntry {
  id: string;
  recorded: string;
  date: string;
  kind: 'removed' | 'incompatible' | 'added';
  title: string;
  text: string;
  operations: string[];
  fields: string[];
  source: 'maintainers';
}

const ID_LIMIT = 80;
const TITLE_LIMIT = 120;
const TEXT_LIMIT = 1200;

/**
 * The entries that record `changes` (unrecorded breaking changes) and `additions`: what is removed in one entry of
 * kind removed, the other breaks in one of kind incompatible, the additions in one of kind added. Each names every
 * operation and field it records, is dated today (the day of the maintainers' change) so that it stands on top, and
 * uses no id of `usedIds`.
 */
/**
 * "Properties of `card` are no longer required: `link`" says nothing that "Property `link` of `card` was removed"
 * does not (Redocly reports both for one removal): an entry that printed both would repeat itself.
 */
function saidByRemovals(change: BreakingChange, changes: BreakingChange[]): boolean {
  const required = /^Properties of `([^`]+)` are no longer required: (.+?)\.?$/.exec(change.message);
  if (change.rule !== 'required-properties-removed' || !required) return false;
  const removed = new Set(
    changes
      .filter((c) => c.rule === 'property-removed' && c.operations.join() === change.operations.join())
      .map((c) => /^Property `([^`]+)` of `([^`]+)` was removed/.exec(c.message))
      .filter((m) => m !== null)
      .map((m) => `${m[2]}.${m[1]}`),
  );
  const names = [...required[2]!.matchAll(/`([^`]+)`/g)].map((m) => `${required[1]}.${m[1]}`);
  return names.length > 0 && names.every((name) => removed.has(name));
}

export function proposeEntries(changes: BreakingChange[], additions: Addition[], usedIds: ReadonlySet<string>): ProposedEntry[] {
  const taken = new Set(usedIds);
  const recorded = recordedNow();
  const groups: Array<{
    kind: ProposedEntry['kind'];
    lines: Array<{ text: string; operations: string[]; field: string | null; gone: string | null }>;
  }> = [
    { kind: 'removed', lines: [] },
    { kind: 'incompatible', lines: [] },
    { kind: 'added', lines: [] },
  ];
  for (const change of changes.filter((c) => !saidByRemovals(c, changes))) {
    const removal = /-removed$/.test(change.rule);
    const wholeOperation = change.rule === 'path-removed' || change.rule === 'operation-removed';
    groups[removal ? 0 : 1]!.lines.push({
      text: `${change.message.replace(/\.$/, '')}${change.operations.length ? ` (${list((wholeOperation ? change.operationIds : change.operations).map(code))})` : ''}.`,
      operations: change.operationIds,
      field: change.field,
      gone: wholeOperation ? list(change.operationIds.map(code)) : change.field && removal && change.wholeField ? code(change.field) : null,
    });
  }
  for (const addition of additions) {
    groups[2]!.lines.push({
      text: `Added: ${addition.what}${addition.field || !addition.operations.length || /^operation /.test(addition.what) ? '' : ` in ${list(addition.operationIds.map(code))}`}.`,
      operations: addition.operationIds,
      field: addition.field,
      gone: null,
    });
  }
  return groups
    .filter((group) => group.lines.length)
    .map(({ kind, lines }) => {
      const operations = [...new Set(lines.flatMap((line) => line.operations))];
      const fields = [...new Set(lines.flatMap((line) => (line.field ? [line.field] : [])))];
      const subjects = operations.length ? operations : fields;
      const gone = lines.every((line) => line.gone) ? [...new Set(lines.map((line) => line.gone!))] : null;
      const title = fit(
        kind === 'removed' && gone
          ? `Removed: ${list(gone)}`
          : `${kind === 'added' ? 'Added to' : kind === 'removed' ? 'Removed from' : 'Incompatible change to'} ${list(subjects.map(code)) || 'the description'}`,
        `${kind === 'added' ? 'Additions to' : kind === 'removed' ? 'Removals from' : 'Incompatible changes to'} ${subjects.length} ${operations.length ? 'operations' : 'fields'}`,
        TITLE_LIMIT,
      );
      let text = '';
      for (const [index, line] of lines.entries()) {
        const rest = lines.length - index;
        const next = `${text}${text ? ' ' : ''}${line.text}`;
        if (next.length > TEXT_LIMIT - 40) {
          text += ` And ${rest} more change(s).`;
          break;
        }
        text = next;
      }
      return {
        id: newId(`${kebab(subjects[0] ?? 'description')}${subjects.length > 1 ? '-and-more' : ''}-${kind}`, taken),
        recorded,
        date: recorded.slice(0, 10),
        kind,
        title,
        text,
        operations,
        fields,
        source: 'maintainers' as const,
      };
    });
}

/** The entries as YAML to paste under `entries:` of spec/changelog.yaml, indented as the file's entries are. */
export function entriesYaml(entries: ProposedEntry[]): string {
  return entries
    .map((e) =>
      [
        `  - id: ${e.id}`,
        `    recorded: "${e.recorded}"`,
        `    date: "${e.date}"`,
        `    kind: ${e.kind}`,
        `    title: ${JSON.stringify(e.title)}`,
        '    text: |',
        ...wrap(e.text, 110).map((line) => `      ${line}`),
        ...(e.operations.length ? [`    operations: [${e.operations.join(', ')}]`] : []),
        ...(e.fields.length ? [`    fields: [${e.fields.join(', ')}]`] : []),
        `    source: ${e.source}`,
      ].join('\n'),
    )
    .join('\n\n');
}

const code = (name: string) => `\`${name}\``;
const list = (items: string[]) => (items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const fit = (text: string, shorter: string, limit: number) => (text.length <= limit ? text : shorter.slice(0, limit));
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function newId(wanted: string, taken: Set<string>): string {
  const base = wanted.slice(0, ID_LIMIT - 3).replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
