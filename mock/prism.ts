/**
 * Prism in-process, called as a function: no second listening port. The front has already matched the
 * request to an operation, so Prism gets that one operation (its router is its main cost after logging)
 * and the request without the OAuth parameters. `Prefer` (code, example, dynamic, seed) is read by
 * Prism's own parser, as `prism mock` does.
 */
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec, ProblemJsonError, type IHttpConfig, type IHttpRequest } from '@stoplight/prism-http';
import { getHttpConfigFromRequest } from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import { serialize } from '@stoplight/prism-http-server/dist/serialize.js';
import type { IHttpOperation } from '@stoplight/types';
import type { IncomingHttpHeaders } from 'node:http';
import { invariant } from './errors.ts';

/**
 * Request validation on, security off (the front checks OAuth 1.0; Prism cannot). Response validation on: an
 * example that breaks its schema is still served, its findings in `sl-violations` (see answers.ts).
 */
export const PRISM_CONFIG: IHttpConfig = {
  checkSecurity: false,
  validateRequest: true,
  validateResponse: true,
  errors: false,
  upstreamProxy: undefined,
  isProxy: false,
  mock: { dynamic: false },
};

export interface PrismRequest {
  method: string;
  /** The raw path. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON for a JSON content type, else the text. */
  body: unknown;
}

export interface Violation {
  /** e.g. ['body', 'order_id'] or ['query', 'page']. */
  path: string[];
  code: string;
  message: string;
}

export interface PrismAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
  /** Errors Prism found in the request (validation). */
  violations: Violation[];
  /** Where the answer breaks its own schema (response validation). */
  answerViolations?: Violation[];
}

export interface PrismFunction {
  /** Answers a request for one operation (by operationId). */
  (operationId: string, request: PrismRequest): Promise<PrismAnswer>;
}

/** A silent Prism logger. */
export const silentLogger = () => createLogger('mock', { level: 'silent' });

/** Prism's operations of one path item, and the path item's text they were read from. */
interface ReadPath {
  text: string;
  operations: IHttpOperation[];
}

/**
 * The operations Prism read last, by path item, and the text of everything else in that description (components,
 * security, servers), which every operation may use. A description read again (a mock started once more, in a test
 * suite) or changed in some path items only (an edited operation: the usual save under `npm start`) has Prism read
 * only the path items that changed: its loader dereferences and bundles every operation, about a quarter of a second
 * for the whole description against a twentieth for one path item, and the running mock reloads after every save.
 * Any change outside `paths` reads them all again.
 */
let lastRead: { rest: string; paths: Map<string, ReadPath> } | undefined;

export async function loadPrismOperations(document: { paths?: Record<string, unknown> }): Promise<IHttpOperation[]> {
  const { paths = {}, ...rest } = document;
  const restText = JSON.stringify(rest);
  const texts = new Map(Object.entries(paths).map(([name, item]) => [name, JSON.stringify(item)]));
  // A path item that refers to another (`$ref: '#/paths/...'`) depends on it: then every path item is read again.
  const independent = ![...texts.values()].some((text) => text.includes('"#/paths/'));
  const known = independent && lastRead?.rest === restText ? lastRead.paths : new Map<string, ReadPath>();
  const read = new Map<string, ReadPath>();
  const changed: Record<string, unknown> = {};
  for (const [name, text] of texts) {
    const kept = known.get(name);
    if (kept?.text === text) read.set(name, kept);
    else {
      changed[name] = paths[name];
      read.set(name, { text, operations: [] });
    }
  }
  if (Object.keys(changed).length) {
    // Prism's loader resolves $refs in place: it gets its own copy.
    for (const operation of await getHttpOperationsFromSpec(structuredClone({ ...rest, paths: changed })))
      read.get(operation.path)?.operations.push(operation);
  }
  lastRead = { rest: restText, paths: read };
  // Each mock gets its own copy, in the order of the description's paths (as Prism reads them).
  return structuredClone([...read.values()].flatMap((path) => path.operations));
}

function problem(error: Error & { status?: number; additional?: { headers?: Record<string, string> } }): PrismAnswer {
  return {
    status: error.status ?? 500,
    headers: { 'content-type': 'application/problem+json', ...(error.additional?.headers ?? {}) },
    body: JSON.stringify(ProblemJsonError.toProblemJson(error)),
    violations: [],
  };
}

export function createPrism(operations: readonly IHttpOperation[]): PrismFunction {
  const prism = createInstance(PRISM_CONFIG, { logger: silentLogger() });
  const byId = new Map(operations.map((op) => [op.iid ?? op.id, op]));

  return async (operationId, request) => {
    const operation = byId.get(operationId);
    // The description's table and Prism's operations come from one openapi.json (readGenerated checks they agree).
    invariant(operation, `Prism has no operation ${operationId}`);
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(request.query.keys())) {
      const values = request.query.getAll(name);
      query[name] = values.length === 1 ? values[0]! : values;
    }
    const input: IHttpRequest = {
      method: request.method.toLowerCase() as IHttpRequest['method'],
      url: { path: request.path, query },
      headers: request.headers as Record<string, string>,
      body: request.body,
    };
    const preferences = getHttpConfigFromRequest(input);
    if (preferences._tag === 'Left') return problem(preferences.left);
    const config = { ...PRISM_CONFIG, mock: { ...PRISM_CONFIG.mock, ...dropUndefined(preferences.right) } } as IHttpConfig;
    const result = await prism.request(input, [operation], config)();
    if (result._tag === 'Left') return problem(result.left);

    const { output, validations } = result.right;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(output.headers ?? {})) headers[name.toLowerCase()] = String(value);
    let body: string | undefined;
    try {
      body = serialize(output.body, headers['content-type']) as string | undefined;
    } catch (error) {
      return problem(Object.assign(error as Error, { status: 500 }));
    }
    const errorsOf = (list: typeof validations.input) =>
      list
        .filter((v) => v.severity === 0)
        .map((v) => ({ path: (v.path ?? []).map(String), code: String(v.code ?? ''), message: v.message }));
    return {
      status: output.statusCode,
      headers,
      body,
      violations: errorsOf(validations.input),
      answerViolations: errorsOf(validations.output),
    };
  };
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
