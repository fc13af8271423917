/**
 * The generated folder as the mock and the proxy both read it (`readGenerated`): the bundled description, the
 * operation table, the router, Prism's operations and the security schemes. The mock extends it with its own parts
 * (mock/description.ts: Prism's mocker and the areas' bindings); the proxy takes it alone.
 *
 * The tables are read as data, from `<generatedDir>/mock-tables.json` (the generator writes it beside the modules
 * `operations.ts`, which the client ships, and `mock-operations.ts`): the operation table with what the mock alone
 * reads of each operation (named examples, posting transitions and the lifecycle). One way, at start and on reload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IHttpOperation } from '@stoplight/types';
import type { MockOperation, MockOperationInfo, Transition } from '../generated/mock-operations.ts';
import type { OperationInfo } from '../generated/operations.ts';
import { operationsOf } from '../openapi/walk.ts';
import { GeneratedFolderError } from './errors.ts';
import { loadPrismOperations } from './prism.ts';
import { createRouter, type Router } from './router.ts';
import { loadSpec, type Spec } from './spec.ts';

export interface Lifecycle {
  readonly states: ReadonlyArray<{ readonly name: string }>;
  readonly transitions: readonly Transition[];
}

/** One generated folder, read: what both the mock and the proxy need of it. */
export interface Generated {
  /** The folder it was read from (the mock serves its files and reloads from it). */
  readonly dir: string;
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
 * Reads the generated folder once: `openapi.json`, the tables and Prism's operations. Throws, naming the file and the fix, when the folder cannot be read or its parts disagree.
 */
export async function readGenerated(generatedDir: string): Promise<Generated> {
  const file = join(generatedDir, 'openapi.json');
  const spec = loadSpec(file);
  const table = readTables(generatedDir);
  const operations = table.operations;
  const specIds = new Set<string>();
  const jsonSuffix = new Set<string>();
  for (const { item, operation } of operationsOf(spec.document)) {
    if (typeof operation['operationId'] !== 'string') continue;
    specIds.add(operation['operationId']);
    if (JSON_SUFFIX.test(`${item['description'] ?? ''} ${operation['description'] ?? ''}`)) jsonSuffix.add(operation['operationId']);
  }
  const stale = operations.filter((op) => !specIds.has(op.operationId)).map((op) => op.operationId);
  if (stale.length)
    throw new GeneratedFolderError(
      `the tables and openapi.json of ${generatedDir} disagree (${stale.slice(0, 5).join(', ')} missing from openapi.json)`,
    );
  let prismOperations: IHttpOperation[];
  try {
    prismOperations = await loadPrismOperations(spec.document);
  } catch (error) {
    throw new GeneratedFolderError(`Prism cannot read ${file} (${(error as Error).message})`);
  }
  return {
    dir: generatedDir,
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

/** One generated folder's tables, as the mock reads them. */
export interface MockTable {
  operations: MockOperation[];
  postingLifecycle: Lifecycle | null;
}

/** The file with both tables as data (the generator writes it beside their module forms, which the client ships). */
export const TABLES_FILE = 'mock-tables.json';

/**
 * The tables of `<generatedDir>/mock-tables.json`, each operation with what the mock alone reads of it. Read as
 * data, so a reload's tables are freed once no description holds them. Throws naming the file.
 */
export function readTables(generatedDir: string): MockTable {
  const file = join(generatedDir, TABLES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratedFolderError(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let data: any;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new GeneratedFolderError(`${file} is not JSON (${(error as Error).message})`);
  }
  for (const key of ['operations', 'mockOperations'] as const) {
    if (!data || typeof data[key] !== 'object' || data[key] === null || Array.isArray(data[key]))
      throw new GeneratedFolderError(`${file} has no ${key} table`);
  }
  return { operations: mockOperationsOf(data.operations, data.mockOperations, file), postingLifecycle: data.postingLifecycle ?? null };
}

/** The operation table's entries, each with what the mock alone reads of it (`where` names their file). */
export function mockOperationsOf(
  operations: Readonly<Record<string, OperationInfo>>,
  extras: Readonly<Record<string, MockOperationInfo>>,
  where: string,
): MockOperation[] {
  const ids = Object.keys(operations);
  const differing = [...ids.filter((id) => !(id in extras)), ...Object.keys(extras).filter((id) => !(id in operations))];
  if (differing.length)
    throw new GeneratedFolderError(`the operations and mockOperations tables of ${where} disagree (${differing.slice(0, 5).join(', ')})`);
  return ids.map((id) => ({ ...operations[id]!, ...extras[id]! }));
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
