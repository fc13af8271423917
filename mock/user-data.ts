/**
 * The users inside an answer, as the description's User schema says they are returned: a call that takes
 * `user_fields` returns its nested users with `id` and the requested fields only (a configured member with the
 * fields of their profile, see memberProfile), and only `id` without it; an unknown field is refused with 403
 * `INVALID_PARAMETERS`. A test consumer gets scrambled user data: only the requested fields are filled (`id`
 * only when none is requested), every free text is scrambled, and empty values stay empty.
 *
 * The users are found by the response schema (every place that refers to the User component), not by names.
 */
import type { MemberConfig } from './config.ts';
import { isRefusal, type Refusal, type Reply } from './http.ts';
import type { Spec } from './spec.ts';
import { memberProfile, selectUserFields, userFieldSelection } from './areas/members.ts';
import { deref, operationsOf } from '../openapi/walk.ts';

type Json = Record<string, any>;

const USER_REF = '#/components/schemas/User';

export interface UserView {
  readonly operationId: string;
  /** The operation takes `user_fields` (its nested users follow it). */
  takesUserFields: boolean;
  /** The caller's `user_fields`, or null. */
  userFields: string | null;
  /** The caller's `fields` (a profile call's selection), or null. */
  fields: string | null;
  /** The consumer is a test consumer. */
  test: boolean;
  members: readonly MemberConfig[];
  caller: string;
}

/** The refusal of an unknown `user_fields` value, before anything is answered. */
export function userFieldsRefusal(spec: Spec, view: UserView): Refusal | undefined {
  if (!view.takesUserFields) return undefined;
  const selection = userFieldSelection('user_fields', view.userFields, knownFields(spec));
  return selection && isRefusal(selection) ? selection : undefined;
}

/**
 * The full profile example that the profile calls answer next to `emptyProfile` (the template of a member's
 * profile), and the empty profile itself; found by that example's name in the description, cached per description.
 */
const templates = new WeakMap<Spec, { profile: Json; empty: Json } | null>();
function profileTemplates(spec: Spec): { profile: Json; empty: Json } | null {
  if (templates.has(spec)) return templates.get(spec)!;
  let found: { profile: Json; empty: Json } | null = null;
  for (const { operation: op } of operationsOf(spec.document)) {
    for (const response of Object.values<any>(op['responses'] ?? {})) {
      for (const media of Object.values<any>(resolveRef(spec, response)?.content ?? {})) {
        const names = Object.keys(media?.examples ?? {});
        const other = names.find((n) => n !== 'emptyProfile');
        if (!found && names.includes('emptyProfile') && other) {
          found = { profile: (spec.example(other) as Json)['users'][0], empty: (spec.example('emptyProfile') as Json)['users'][0] };
        }
      }
    }
  }
  templates.set(spec, found);
  return found;
}

const knownFields = (spec: Spec) => Object.keys(spec.schema('User')?.['properties'] ?? {});

/** The response schema of an operation for a status (exact, range, default), JSON media types only. */
function responseSchema(spec: Spec, operationId: string, status: number): Json | undefined {
  const resolve = (node: any) => resolveRef(spec, node);
  for (const { operation: op } of operationsOf(spec.document)) {
    if (op['operationId'] !== operationId) continue;
    const responses = op.responses ?? {};
    const code = String(status);
    const response = resolve(responses[code] ?? responses[`${code[0]}XX`] ?? responses['default']);
    const media = Object.entries<any>(response?.content ?? {}).find(([type]) => type.includes('json'));
    return media?.[1]?.schema;
  }
  return undefined;
}

function resolveRef(spec: Spec, node: any): any {
  return deref(spec.document, node);
}

/** Letters and digits moved along their alphabet (stable, so that a test can recompute it); the rest kept. */
export function scrambleText(text: string): string {
  return text
    .replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97))
    .replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + 13) % 26) + 65));
}

/** Scrambles the free texts of a value by its schema: strings with no enum, const, pattern or format. */
function scramble(spec: Spec, value: unknown, schema: any, key = ''): unknown {
  const s = resolveRef(spec, schema) ?? {};
  if (value === null || value === '' || key === 'id' || key.endsWith('_id')) return value;
  if (typeof value === 'string') {
    const variants = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((v) => resolveRef(spec, v) ?? {});
    const fixed = variants.some((v) => v.enum || v.const !== undefined || v.pattern || v.format);
    return fixed ? value : scrambleText(value);
  }
  if (Array.isArray(value)) return value.map((item) => scramble(spec, item, s.items));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, scramble(spec, v, s.properties?.[k] ?? s.additionalProperties, k)]),
    );
  }
  return value;
}

/** The answer's body with its users shown as the view says; the body as it is when nothing applies. */
export function showUsers(spec: Spec, operationId: string, status: number, body: unknown, view: UserView): unknown {
  if (!view.takesUserFields && !view.test) return body;
  const schema = responseSchema(spec, operationId, status);
  if (!schema) return body;
  const known = knownFields(spec);
  const nested = view.takesUserFields ? userFieldSelection('user_fields', view.userFields, known) : undefined;
  const nestedPaths = nested && 'paths' in nested ? nested.paths : [];
  const requested = view.fields === null ? undefined : userFieldSelection('fields', view.fields, known);
  const profilePaths = requested && 'paths' in requested ? requested.paths : undefined;
  const userSchema = spec.schema('User');

  const user = (value: Json): Json => {
    let shown = value;
    const member = view.members.find((m) => m.id === value['id']);
    if (view.takesUserFields) {
      const template = profileTemplates(spec);
      const full = member && template ? { ...value, ...memberProfile(template.profile, template.empty, member, view.caller) } : value;
      shown = selectUserFields(full, nestedPaths);
    } else if (view.test) {
      shown = selectUserFields(value, profilePaths ?? []);
    }
    return view.test ? (scramble(spec, shown, userSchema) as Json) : shown;
  };

  const walk = (value: unknown, node: any, depth: number): unknown => {
    if (depth > 32 || value === null || typeof value !== 'object') return value;
    if (node?.$ref === USER_REF && !Array.isArray(value)) return user(value as Json);
    const s = resolveRef(spec, node);
    if (!s) return value;
    for (const variant of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
      if (resolveRef(spec, variant)?.type === 'null') continue;
      const next = walk(value, variant, depth + 1);
      if (next !== value) return next;
    }
    if (Array.isArray(value)) return s.items ? value.map((item) => walk(item, s.items, depth + 1)) : value;
    if (!s.properties) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k in s.properties ? walk(v, s.properties[k], depth + 1) : v]));
  };
  return walk(body, schema, 0);
}

const takers = new WeakMap<Spec, Set<string>>();

/** The operationIds whose parameters (their own or their path's) include `user_fields`. */
function userFieldsOperations(spec: Spec): Set<string> {
  let found = takers.get(spec);
  if (found) return found;
  found = new Set();
  for (const { item, operation: op } of operationsOf(spec.document)) {
    if (typeof op['operationId'] !== 'string') continue;
    const names = [...(item['parameters'] ?? []), ...(op['parameters'] ?? [])].map((p: any) => resolveRef(spec, p)?.name);
    if (names.includes('user_fields')) found.add(op['operationId']);
  }
  takers.set(spec, found);
  return found;
}

/** What a caller asked of the users in an answer. */
export function userViewOf(
  spec: Spec,
  operationId: string,
  query: URLSearchParams,
  identity: { member: string; consumer?: { test?: boolean } },
  members: readonly MemberConfig[],
): UserView {
  return {
    operationId,
    takesUserFields: userFieldsOperations(spec).has(operationId),
    userFields: query.get('user_fields'),
    fields: query.get('fields'),
    test: identity.consumer?.test === true,
    members,
    caller: identity.member,
  };
}

/** A JSON success answer with its users shown as the view says; any other answer as it is. */
export function withUsersShown(spec: Spec, view: UserView, reply: Reply): Reply {
  const type = reply.headers?.['content-type'] ?? '';
  if (reply.status < 200 || reply.status > 299 || !type.includes('json') || typeof reply.body !== 'string') return reply;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return reply;
  }
  const shown = showUsers(spec, view.operationId, reply.status, body, view);
  return shown === body ? reply : { ...reply, body: JSON.stringify(shown) };
}
