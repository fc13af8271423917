// The view model: everything the templates need, computed once from the bundled document.
import { GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';
import { checkHistoryNames, type Changelog, type ChangelogEntry } from './changelog.ts';
import { derefIn, escapeSegment, operationsIn, operationsOf, pathItemsOf, RefError, type HttpMethod } from '../openapi/walk.ts';

type Method = HttpMethod;
type Json = Record<string, any>;

interface SecurityRequirement {
  scheme: string;
  roles: string[];
}

interface Pagination {
  /** `offset`: limit/offset parameters; `page`: a page number starting at 1. */
  style: 'offset' | 'page';
  /** Property path of the item array in the response body, e.g. ['contacts', 'users']. */
  items: string[];
  /** Property path of the total count, when the response has one. */
  total: string[] | null;
  /** The page-size parameter's largest allowed value, when the description gives one (`limit`). */
  maxPageSize: number | null;
}

export interface TransitionModel {
  from: string | null;
  to: string | null;
  rejected: boolean;
  trigger: { operationId?: string; event?: string };
  condition: string | null;
  effect: string | null;
}

export interface OperationModel {
  operationId: string;
  method: Method;
  path: string;
  tag: string;
  /** Redoc's section route of the operation in the docs: `/<tag>/<operationId>`, lower case. */
  route: string;
  summary: string;
  description: string;
  deprecated: boolean;
  maturity: 'experimental' | 'production';
  /** False when no source gives the call's maturity and `maturity` is the description's declared default. */
  maturityShown: boolean;
  throttled: string | null;
  /** Every alternative security requirement; empty when the call is not signed with an access token. */
  security: SecurityRequirement[];
  /** Access rights of the OAuth 1.0 requirement; null when the call carries no such requirement. */
  roles: string[] | null;
  handshakeStep: string | null;
  /** Name of the server variable of the operation's base address (`base_url`, or `auth_url` for the page). */
  server: string;
  /** Media types of the success responses, in document order. */
  successMediaTypes: string[];
  /** A vendor media type (RFC 6838 `vnd.` tree) the Accept header must select, or null. */
  vendorAccept: string | null;
  successStatus: string;
  /** How the success body is read: JSON, form-encoded name=value pairs, plain text, or no body. */
  responseFormat: 'json' | 'form' | 'text' | 'none';
  requestMediaTypes: string[];
  /** Whether the call needs an init argument (required parameters or body). */
  initRequired: boolean;
  /** Named examples per response status, for the mock and the docs. */
  examples: Record<string, string[]>;
  pagination: Pagination | null;
  transitions: TransitionModel[];
  notShown: string | null;
}

interface TagModel {
  name: string;
  displayName: string;
  description: string;
  operations: OperationModel[];
}

export interface LifecycleModel {
  states: Array<{ name: string; description: string }>;
  transitions: TransitionModel[];
}

export interface ViewModel {
  title: string;
  version: string;
  operations: OperationModel[];
  tags: TagModel[];
  lifecycle: LifecycleModel | null;
  /** The service's changes (every entry whose source is not `maintainers`): the change history that is published. */
  changelog: Changelog;
  /** The maintainers' own edits of the description (`source: maintainers`), shown apart from the service's changes. */
  edits: ChangelogEntry[];
  servers: Array<{ variable: string; default: string; description: string }>;
  /** The paths of the handshake's GET calls (`x-handshake-step`), or null where the description has none. */
  handshake: { requestToken: string; authorize: string; accessToken: string } | null;
}

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

export function buildModel(doc: OpenApiDocument, changelog: Changelog): ViewModel {
  const deref = (node: any): any => refsChecked(() => derefIn(doc)(node));

  const operations: OperationModel[] = refsChecked(() => operationsOf(doc)).map(({ path, method, item, operation }) =>
    operationModel(path, method, operation, item, deref, doc),
  );

  const tagOrder = (doc.tags ?? []).map((t) => String(t.name));
  const tags: TagModel[] = (doc.tags ?? []).map((t) => {
    const name = String(t.name);
    if (!IDENTIFIER.test(name)) {
      throw new GeneratorError(`tag "${name}" is not a camelCase identifier: tags become client namespaces`, [
        `#/tags/${tagOrder.indexOf(name)}`,
      ]);
    }
    return {
      name,
      displayName: String(t['x-displayName'] ?? name),
      description: String(t.description ?? ''),
      operations: operations.filter((o) => o.tag === name),
    };
  });
  for (const op of operations) {
    if (!tagOrder.includes(op.tag)) {
      throw new GeneratorError(`operation ${op.operationId} has the undeclared tag "${op.tag}"`, [
        `#/paths/${escapeSegment(op.path)}/${op.method}/tags`,
      ]);
    }
  }
  // Document order within a tag, tags in declared order: stable and independent of file-system order.
  operations.sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag));

  const lifecycle = lifecycleModel(doc['x-posting-lifecycle'], operations);
  for (const t of lifecycle?.transitions ?? []) {
    const op = t.trigger.operationId && operations.find((o) => o.operationId === t.trigger.operationId);
    if (op) op.transitions.push(t);
  }
  const schemas = ((doc.components ?? {}) as Json).schemas ?? {};
  checkHistoryNames(changelog, new Set(operations.map((o) => o.operationId)), (field) => {
    const [schema, ...property] = field.split('.');
    const target = deref(schemas[schema!]);
    return Boolean(target) && (!property.length || property.join('.') in propertiesOf(target, deref));
  });

  const info = doc.info as Json;
  const servers: ViewModel['servers'] = [];
  const collectServers = (list: Json[] | undefined) => {
    for (const server of list ?? []) {
      for (const [variable, spec] of Object.entries((server.variables ?? {}) as Json)) {
        if (!servers.some((s) => s.variable === variable)) {
          servers.push({ variable, default: String(spec.default), description: String(spec.description ?? '') });
        }
      }
    }
  };
  collectServers(doc.servers as Json[]);
  for (const { item } of refsChecked(() => pathItemsOf(doc))) {
    collectServers(item['servers']);
    for (const { operation } of operationsIn(item)) collectServers(operation['servers']);
  }

  const stepPath = (step: string) => operations.find((o) => o.handshakeStep === step && o.method === 'get')?.path;
  const [requestToken, authorize, accessToken] = ['request_token', 'authorize', 'access_token'].map(stepPath);
  return {
    title: String(info.title),
    version: String(info.version),
    operations,
    tags,
    lifecycle,
    changelog: { ...changelog, entries: changelog.entries.filter((e) => e.source !== 'maintainers') },
    edits: changelog.entries.filter((e) => e.source === 'maintainers'),
    servers,
    handshake: requestToken && authorize && accessToken ? { requestToken, authorize, accessToken } : null,
  };
}

/** A `$ref` that the walk cannot follow, as the generator's error naming it. */
function refsChecked<T>(walk: () => T): T {
  try {
    return walk();
  } catch (error) {
    if (error instanceof RefError) throw new GeneratorError(`${error.message} in the bundled document`, [error.ref]);
    throw error;
  }
}

function operationModel(path: string, method: Method, op: Json, item: Json, deref: (n: any) => any, doc: OpenApiDocument): OperationModel {
  const where = `#/paths/${escapeSegment(path)}/${method}`;
  const operationId = String(op.operationId ?? '');
  if (!IDENTIFIER.test(operationId)) {
    throw new GeneratorError(`operationId "${operationId}" is not camelCase: it becomes a client method name`, [where]);
  }
  const tags = (op.tags ?? []) as string[];
  if (tags.length !== 1) throw new GeneratorError(`operation ${operationId} needs exactly one tag`, [where]);

  const security: SecurityRequirement[] = ((op.security ?? doc.security ?? []) as Json[]).flatMap((req) =>
    Object.entries(req).map(([scheme, roles]) => ({ scheme, roles: [...(roles as string[])] })),
  );
  const oauth1 = security.find((s) => s.scheme === 'oauth1');

  const responses = Object.entries((op.responses ?? {}) as Json).map(([status, r]) => [status, deref(r)] as const);
  const success = responses.find(([status]) => /^2/.test(status));
  if (!success) throw new GeneratorError(`operation ${operationId} has no success (2XX) response`, [where]);
  const successMediaTypes = Object.keys(success[1].content ?? {});
  // The vendor interface is versioned by its media type, on every answer (a 204 has none: its errors do).
  const allMediaTypes = responses.flatMap(([, r]) => Object.keys(r.content ?? {}));
  const vendorAccept = allMediaTypes.find((m) => /^application\/vnd\./.test(m)) ?? null;
  const responseFormat: OperationModel['responseFormat'] = !successMediaTypes.length
    ? 'none'
    : successMediaTypes.some((m) => /json/.test(m))
      ? 'json'
      : successMediaTypes.includes('application/x-www-form-urlencoded')
        ? 'form'
        : 'text';

  const parameters = [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])].map(deref);
  const body = op.requestBody ? deref(op.requestBody) : null;
  const initRequired = parameters.some((p) => p.required) || Boolean(body?.required);

  const examples: Record<string, string[]> = {};
  for (const [status, response] of responses) {
    const names = new Set<string>();
    for (const media of Object.values((response.content ?? {}) as Json)) {
      for (const name of Object.keys(media.examples ?? {})) names.add(name);
    }
    examples[status] = [...names];
  }

  const serverVariable = Object.keys(((op.servers ?? item.servers ?? doc.servers ?? [])[0]?.variables ?? {}) as Json)[0];

  return {
    operationId,
    method,
    path,
    tag: tags[0]!,
    route: `/${tags[0]!.toLowerCase()}/${operationId.toLowerCase()}`,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    deprecated: op.deprecated === true,
    maturity: op['x-maturity'] ?? maturityDefault(doc, operationId, where),
    maturityShown: op['x-maturity'] !== undefined,
    throttled: typeof op['x-throttled'] === 'string' ? op['x-throttled'] : op['x-throttled'] ? 'throttled' : null,
    security,
    roles: oauth1 ? oauth1.roles : null,
    handshakeStep: op['x-handshake-step'] ?? null,
    server: serverVariable ?? 'base_url',
    successMediaTypes,
    vendorAccept,
    successStatus: success[0],
    responseFormat,
    requestMediaTypes: Object.keys(body?.content ?? {}),
    initRequired,
    examples,
    pagination: paginationOf(parameters, success[1], deref),
    transitions: [],
    notShown: op['x-not-shown'] ?? null,
  };
}

/** The maturity of a call whose own is not documented: the root's `x-maturity-default`, which must be given. */
function maturityDefault(doc: OpenApiDocument, operationId: string, where: string): OperationModel['maturity'] {
  const value = (doc as Json)['x-maturity-default'];
  if (value === 'experimental' || value === 'production') return value;
  throw new GeneratorError(
    `operation ${operationId} has no x-maturity and the description declares no x-maturity-default (experimental or production)`,
    [where],
  );
}

/** Offset or page pagination, from the parameters; the item array and total, from the success schema. */
function paginationOf(parameters: Json[], success: Json, deref: (n: any) => any): Pagination | null {
  const query = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const style = query.has('limit') && query.has('offset') ? 'offset' : query.has('page') ? 'page' : null;
  if (!style) return null;
  const media = Object.values((success.content ?? {}) as Json)[0];
  const found = findItems(deref(media?.schema), deref, [], 0);
  const limit = deref(parameters.find((p) => p.in === 'query' && p.name === 'limit')?.schema);
  return found ? { style, ...found, maxPageSize: typeof limit?.maximum === 'number' ? limit.maximum : null } : null;
}

function findItems(
  schema: Json | undefined,
  deref: (n: any) => any,
  at: string[],
  depth: number,
): { items: string[]; total: string[] | null } | null {
  if (!schema || depth > 2) return null;
  const properties = propertiesOf(schema, deref);
  for (const [name, property] of Object.entries(properties)) {
    if (property?.type === 'array' || (Array.isArray(property?.type) && property.type.includes('array'))) {
      return { items: [...at, name], total: 'total' in properties ? [...at, 'total'] : null };
    }
  }
  for (const [name, property] of Object.entries(properties)) {
    const found = findItems(property, deref, [...at, name], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The properties of an object schema, including those of its allOf / anyOf / oneOf parts, dereferenced. */
function propertiesOf(schema: Json, deref: (n: any) => any): Json {
  const own = Object.fromEntries(Object.entries((schema.properties ?? {}) as Json).map(([k, v]) => [k, deref(v)]));
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => ((schema[k] ?? []) as Json[]).map(deref));
  return Object.assign({}, ...parts.map((part) => propertiesOf(part, deref)), own);
}

function lifecycleModel(raw: any, operations: OperationModel[]): LifecycleModel | null {
  if (!raw) return null;
  const where = '#/x-posting-lifecycle';
  const states = ((raw.states ?? []) as Json[]).map((s) => ({ name: String(s.name), description: String(s.description ?? '') }));
  const known = new Set(states.map((s) => s.name));
  const transitions = ((raw.transitions ?? []) as Json[]).map((t, i): TransitionModel => {
    for (const end of [t.from, t.to]) {
      if (end !== null && end !== undefined && end !== '*' && !known.has(end)) {
        throw new GeneratorError(`posting lifecycle transition ${i} names the unknown state "${end}"`, [`${where}/transitions/${i}`]);
      }
    }
    const trigger = (t.trigger ?? {}) as { operationId?: string; event?: string };
    if (trigger.operationId && !operations.some((o) => o.operationId === trigger.operationId)) {
      throw new GeneratorError(`posting lifecycle transition ${i} names the unknown operation "${trigger.operationId}"`, [
        `${where}/transitions/${i}/trigger`,
      ]);
    }
    return {
      from: t.from ?? null,
      to: t.to ?? null,
      rejected: t.rejected === true,
      trigger,
      condition: t.condition ?? null,
      effect: t.effect ?? null,
    };
  });
  return { states, transitions };
}
