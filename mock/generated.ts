/**
 * The generated folder as the mock and the proxy both read it (`readGenerated`): the bundled description, the
 * operation table, the router, Prism's operations and the security schemes. The mock extends it with its own parts
 * (mock/description.ts: Prism's mocker and the areas' bindings); the proxy takes it alone.
 *
 * The table is the operation table (`operations.ts`, which the client ships too) with what the mock alone reads of
 * each operation (`mock-operations.ts`: named examples, posting transitions and the lifecycle).
 *
 * The tables of the default folder at start are the ones this module was built with (static imports, so that a
 * bundled or compiled mock carries them). A reload, or another folder, reads the same tables as data, from
 * `<generatedDir>/mock-tables.json` (the generator writes it next to the modules): a table read so is freed
 * once no description holds it, where a module, once imported, would stay in memory for good.
 *
 * A folder without mock-tables.json (one generated before it existed) has its tables imported at run time instead,
 * `operations.ts` and `mock-operations.ts` (or `.js` where the folder is compiled). The loader keys modules by file
 * name (tsx ignores a query string), so a table with new contents is imported through a copy under a new name,
 * deleted once imported; tables are kept by their contents, so bytes seen before are not imported again.
 * Importing a .ts file at run time needs a TypeScript-aware runner (tsx, vitest); plain Node 20 cannot.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IHttpOperation } from '@stoplight/types';
import * as builtMockTable from '../generated/mock-operations.ts';
import type { MockOperation, MockOperationInfo, Transition } from '../generated/mock-operations.ts';
import * as builtTable from '../generated/operations.ts';
import type { OperationInfo } from '../generated/operations.ts';
import { loadPrismOperations } from './prism.ts';
import { createRouter, type Router } from './router.ts';
import { loadSpec, type Spec } from './spec.ts';

export interface Lifecycle {
  readonly states: ReadonlyArray<{ readonly name: string }>;
  readonly transitions: readonly Transition[];
}

/** One generated folder, read: what both the mock and the proxy need of it. */
export interface Generated {
  readonly spec: Spec;
  readonly operations: readonly MockOperation[];
  readonly byId: ReadonlyMap<string, MockOperation>;
  readonly postingLifecycle: Lifecycle | null;
  readonly router: Router;
  /** Prism's operations of the bundled description (its validators and its mocker take them). */
  readonly prismOperations: readonly IHttpOperation[];
  /** The security scheme names of the description, by kind. */
  readonly schemes: { oauth1: ReadonlySet<string>; bearer: ReadonlySet<string> };
  /** The authorization page's operation (its form posts back to the same path). */
  readonly authorizeOp: MockOperation | undefined;
  /** The operations whose description says that the service also accepts the path with a `.json` suffix. */
  readonly jsonSuffix: ReadonlySet<string>;
}

/**
 * Reads the generated folder once: `openapi.json`, the tables (`fresh`: imported anew, for a reload) and Prism's
 * operations. Throws, naming the file and the fix, when the folder cannot be read or its parts disagree.
 */
export async function readGenerated(generatedDir: string, fresh = false): Promise<Generated> {
  const file = join(generatedDir, 'openapi.json');
  const spec = loadSpec(file);
  const table = await importOperationTable(generatedDir, fresh);
  const operations = table.operations;
  const specIds = new Set<string>();
  const jsonSuffix = new Set<string>();
  for (const item of Object.values<any>(spec.document['paths'] ?? {})) {
    for (const o of Object.values<any>(item ?? {})) {
      if (typeof o?.operationId !== 'string') continue;
      specIds.add(o.operationId);
      if (JSON_SUFFIX.test(`${item.description ?? ''} ${o.description ?? ''}`)) jsonSuffix.add(o.operationId);
    }
  }
  const stale = operations.filter((op) => !specIds.has(op.operationId)).map((op) => op.operationId);
  if (stale.length)
    throw new Error(
      `mock: operations.ts and openapi.json of ${generatedDir} disagree (${stale.slice(0, 5).join(', ')} missing from openapi.json): regenerate`,
    );
  let prismOperations: IHttpOperation[];
  try {
    prismOperations = await loadPrismOperations(spec.document);
  } catch (error) {
    throw new Error(`mock: Prism cannot read ${file}: ${(error as Error).message}`);
  }
  return {
    spec,
    operations,
    byId: new Map(operations.map((op) => [op.operationId, op])),
    postingLifecycle: table.postingLifecycle,
    router: createRouter(operations),
    prismOperations,
    schemes: securitySchemes(spec),
    authorizeOp: operations.find((op) => op.handshakeStep === 'authorize'),
    jsonSuffix,
  };
}

/** How the description says that a path also takes a `.json` suffix (in the operation's or the path's text). */
const JSON_SUFFIX = /with\s+a\s+`\.json`\s+suffix/;

interface OperationTableModule {
  operations: Readonly<Record<string, OperationInfo>>;
}

interface MockTableModule {
  mockOperations: Readonly<Record<string, MockOperationInfo>>;
  postingLifecycle: Lifecycle | null;
}

/** One generated folder's tables, as the mock reads them. */
export interface MockTable {
  operations: MockOperation[];
  postingLifecycle: Lifecycle | null;
}

let copies = 0;
/** The tables imported so far, by file name and contents. */
const imported = new Map<string, Promise<unknown>>();

/** The folder this module's own table was generated into. */
const BUILT_DIR = fileURLToPath(new URL('../generated/', import.meta.url));

/**
 * Imports the generated tables of a folder (`fresh`: copies, so that the loader reads them anew) and gives each
 * operation of the table what the mock alone reads of it. Throws when the two tables disagree.
 */
export async function importOperationTable(generatedDir: string, fresh: boolean): Promise<MockTable> {
  const built = !fresh && resolve(generatedDir) === resolve(BUILT_DIR);
  const data = built ? undefined : readTables(generatedDir);
  if (data)
    return { operations: mockOperationsOf(data.operations, data.mockOperations, generatedDir), postingLifecycle: data.postingLifecycle };
  const table = built ? builtTable : await importGenerated<OperationTableModule>(generatedDir, 'operations', 'operations');
  const mock = built ? builtMockTable : await importGenerated<MockTableModule>(generatedDir, 'mock-operations', 'mockOperations');
  return { operations: mockOperationsOf(table.operations, mock.mockOperations, generatedDir), postingLifecycle: mock.postingLifecycle };
}

/** The file with both tables as data. */
export const TABLES_FILE = 'mock-tables.json';

/** The tables of `<generatedDir>/mock-tables.json`, or undefined when the folder has none; throws naming the file. */
function readTables(generatedDir: string): (OperationTableModule & MockTableModule) | undefined {
  const file = join(generatedDir, TABLES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`mock: cannot read ${file}: ${(error as Error).message}`);
  }
  let data: any;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`mock: ${file} is not JSON (${(error as Error).message}): run npm run generate`);
  }
  for (const key of ['operations', 'mockOperations'] as const) {
    if (!data || typeof data[key] !== 'object' || data[key] === null || Array.isArray(data[key]))
      throw new Error(`mock: ${file} has no ${key} table (run npm run generate)`);
  }
  return { operations: data.operations, mockOperations: data.mockOperations, postingLifecycle: data.postingLifecycle ?? null };
}

/** The operation table's entries, each with what the mock alone reads of it. */
export function mockOperationsOf(
  operations: Readonly<Record<string, OperationInfo>>,
  extras: Readonly<Record<string, MockOperationInfo>>,
  generatedDir = BUILT_DIR,
): MockOperation[] {
  const ids = Object.keys(operations);
  const differing = [...ids.filter((id) => !(id in extras)), ...Object.keys(extras).filter((id) => !(id in operations))];
  if (differing.length)
    throw new Error(
      `mock: operations.ts and mock-operations.ts of ${generatedDir} disagree (${differing.slice(0, 5).join(', ')}): regenerate`,
    );
  return ids.map((id) => ({ ...operations[id]!, ...extras[id]! }));
}

/**
 * Imports `<generatedDir>/<name>.ts` (or `.js`) as it is now: contents seen before give the module imported then,
 * new contents are imported through a copy under a new name, so that the loader reads them. Throws, naming the file,
 * when it does not export `table` (a template that rendered nothing, say).
 */
async function importGenerated<Module>(generatedDir: string, name: string, table: keyof Module & string): Promise<Module> {
  const source = [`${name}.ts`, `${name}.js`].map((file) => join(generatedDir, file)).find((file) => existsSync(file));
  if (!source) throw new Error(`mock: ${generatedDir} has no ${name}.ts (run npm run generate)`);
  const bytes = readFileSync(source);
  const key = `${basename(source)} ${createHash('sha256').update(bytes).digest('hex')}`;
  let module = imported.get(key);
  if (!module) {
    module = importCopy(source, bytes);
    imported.set(key, module);
    module.catch(() => imported.delete(key)); // (a failed import is tried again next time)
  }
  const exports = (await module) as Module;
  if (!exports[table]) throw new Error(`mock: ${source} exports no ${table} (run npm run generate)`);
  return exports;
}

/** Imports `bytes`, read from `source`, through a copy under a new name (deleted once imported). */
async function importCopy(source: string, bytes: Buffer): Promise<unknown> {
  const folder = mkdtempSync(join(tmpdir(), 'pronet-mock-'));
  const ext = extname(source);
  const copy = join(folder, `${basename(source, ext)}-${process.pid}-${++copies}${ext}`);
  try {
    writeFileSync(copy, bytes);
    return await import(pathToFileURL(copy).href);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_UNKNOWN_FILE_EXTENSION') {
      throw new Error(
        `mock: cannot import ${source} at run time with plain Node: run the mock with tsx to reload it or to serve another folder`,
      );
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * All access rights the description names: the role names of the operations' requirements, and the rights its
 * security schemes declare (`x-access-rights`), which include rights no call's role list names (`users`: no
 * source says which calls need it, yet consumers are assigned it).
 */
export function rightsOf(operations: Iterable<OperationInfo>, document: Record<string, any> = {}): string[] {
  const schemes = Object.values((document['components']?.['securitySchemes'] ?? {}) as Record<string, { 'x-access-rights'?: unknown }>);
  // `x-access-rights` maps each right to its description.
  const declared = schemes.flatMap((s) => Object.keys((s['x-access-rights'] ?? {}) as object));
  return [...new Set([...declared, ...[...operations].flatMap((op) => op.security.flatMap((s) => s.roles))])].sort();
}

function securitySchemes(spec: Spec): Generated['schemes'] {
  const schemes = (spec.document['components']?.['securitySchemes'] ?? {}) as Record<string, { type?: string; scheme?: string }>;
  const named = (scheme: string) =>
    new Set(
      Object.entries(schemes)
        .filter(([, s]) => s.type === 'http' && s.scheme?.toLowerCase() === scheme)
        .map(([name]) => name),
    );
  return { oauth1: named('oauth'), bearer: named('bearer') };
}
