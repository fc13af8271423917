/**
 * The users inside an answer, as the description's User schema says they are returned: a call that takes
 * `user_fields` returns its nested users with `id` and the requested fields only (a configured member with the
 * fields of their current profile, edits included: the `ProfileReader` of mock/areas/types.ts), and only `id` without it; an unknown field is refused with 403
 * `INVALID_PARAMETERS`. A test consumer gets scrambled user data: only the requested fields are filled (`id`
 * only when none is requested), every free text is scrambled, and empty values stay empty.
 *
 * The users are found by the response schema (every place that refers to the User component), not by names.
 */
import { isRefusal, type Refusal, type Reply } from './http.ts';
import type { Spec } from './spec.ts';
import { selectUserFields, userFieldSelection } from './areas/members.ts';
import type { ProfileReader } from './areas/types.ts';
import { deref } from '../openapi/walk.ts';

type Json = Record<string, any>;

const USER_REF = '#/components/schemas/User';

interface UserView {
  readonly operationId: string;
  /** The operation takes `user_fields` (its nested users follow it). */
  takesUserFields: boolean;
  /** The caller's `user_fields`, or null. */
  userFields: string | null;
  /** The caller's `fields` (a profile call's selection), or null. */
  fields: string | null;
  /** The consumer is a test consumer. */
  test: boolean;
  /** A configured member's current profile as the caller sees it. */
  profileOf: (id: string) => Record<string, unknown> | undefined;
}

/** The refusal of an unknown `user_fields` value, before anything is answered. */
export function userFieldsRefusal(spec: Spec, view: UserView): Refusal | undefined {
  if (!view.takesUserFields) return undefined;
  const selection = userFieldSelection('user_fields', view.userFields, knownFields(spec));
  return selection && isRefusal(selection) ? selection : undefined;
}

const knownFields = (spec: Spec) => Object.keys(spec.schema('User')?.['properties'] ?? {});

/** The response schema of an operation for a status (exact, range, default), JSON media types only. */
function responseSchema(spec: Spec, operationId: string, status: number): Json | undefined {
  const media = Object.entries<any>(spec.response(operationId, status)?.content ?? {}).find(([type]) => type.includes('json'));
  return media?.[1]?.schema;
}

/** Letters and digits moved along their alphabet (stable, so that a test can recompute it); the rest kept. */
export function scrambleText(text: string): string {
  return text
    .replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97))
    .replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + 13) % 26) + 65));
}

/** Every enum and const value of the description: codes that a test consumer's answers keep as they are. */
const codeSets = new WeakMap<Spec, Set<unknown>>();
function codesOf(spec: Spec): Set<unknown> {
  let found = codeSets.get(spec);
  if (found) return found;
  found = new Set();
  const visit = (node: unknown, depth: number): void => {
    if (depth > 64 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) value.forEach((v) => found!.add(v));
      else if (key === 'const') found!.add(value);
      else if (key !== 'examples' && key !== 'example') visit(value, depth + 1);
    }
  };
  visit(spec.document['components'], 0);
  visit(spec.document['paths'], 0);
  codeSets.set(spec, found);
  return found;
}

/** Keys whose values identify or classify rather than describe: kept in a test consumer's answers. */
const isStructural = (key: string) => /^(id|ids|type|verb|hash)$|_ids?$/.test(key);

/**
 * A test consumer's copy of a value: every free text scrambled (scrambleText), and what has to stay valid kept
 * valid: ids, the description's enum values and other codes (`DE`, `EMPLOYEE`, `Europe/Berlin`), dates and numbers;
 * an e-mail address keeps its domain and an address on the web its scheme and host, so that both stay well-formed
 * but are not the member's. Empty values stay empty.
 */
function scrambled(codes: Set<unknown>, value: unknown, key: string, depth = 0): unknown {
  if (depth > 64 || value === null || value === '' || isStructural(key)) return value;
  if (Array.isArray(value)) return value.map((item) => scrambled(codes, item, key, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrambled(codes, v, k, depth + 1)]));
  }
  if (typeof value !== 'string' || codes.has(value)) return value;
  if (/^[A-Z0-9_]+$|^[a-z]+([_-][a-z0-9]+)*$|^[A-Z][a-z]+(\/[A-Za-z_]+)+$|^[0-9]{4}-[0-9]{2}/.test(value)) return value;
  const email = /^([^@\s]+)(@[^@\s]+)$/.exec(value);
  if (email) return `${scrambleText(email[1]!)}${email[2]}`;
  const web = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)(.*)$/i.exec(value);
  if (web) return `${web[1]}${scrambleText(web[2]!)}`;
  return scrambleText(value);
}

/** A user nested in an answer by its value: a feed's user actor or object, or a member an invitation found. */
const isUserValue = (value: Json, key: string) => typeof value['id'] === 'string' && (value['type'] === 'user' || key === 'already_member');

/**
 * The answer's body with its users shown as the view says: on a call that takes `user_fields`, every nested user
 * (at the User schema, or a user actor, object or found member) carries `id` and the requested fields (a configured
 * member's from their own profile); for a test consumer the profile's `fields` select, and the whole answer is
 * scrambled. The body as it is when nothing applies.
 */
function showUsers(spec: Spec, operationId: string, status: number, body: unknown, view: UserView): unknown {
  if (!view.takesUserFields && !view.test) return body;
  const schema = responseSchema(spec, operationId, status);
  const known = knownFields(spec);
  const nested = view.takesUserFields ? userFieldSelection('user_fields', view.userFields, known) : undefined;
  const nestedPaths = nested && 'paths' in nested ? nested.paths : [];
  const requested = view.fields === null ? undefined : userFieldSelection('fields', view.fields, known);
  const profilePaths = requested && 'paths' in requested ? requested.paths : undefined;

  const user = (value: Json, atSchema: boolean): Json => {
    if (view.takesUserFields) {
      const profile = typeof value['id'] === 'string' ? view.profileOf(value['id']) : undefined;
      const full = profile ? { ...value, ...profile } : value;
      const shown = selectUserFields(full, nestedPaths);
      return atSchema ? shown : { ...(value['type'] !== undefined && { type: value['type'] }), ...shown };
    }
    return view.test && atSchema ? selectUserFields(value, profilePaths ?? []) : value;
  };

  const walk = (value: unknown, node: any, key: string, depth: number): unknown => {
    if (depth > 32 || value === null || typeof value !== 'object') return value;
    const atSchema = node?.$ref === USER_REF;
    if (!Array.isArray(value) && (atSchema || isUserValue(value as Json, key))) return user(value as Json, atSchema);
    const s = deref(spec.document, node);
    for (const variant of [...(s?.allOf ?? []), ...(s?.anyOf ?? []), ...(s?.oneOf ?? [])]) {
      if (deref(spec.document, variant)?.type === 'null') continue;
      const next = walk(value, variant, key, depth + 1);
      if (next !== value) return next;
    }
    if (Array.isArray(value)) {
      const items = value.map((item) => walk(item, s?.items, key, depth + 1));
      return items.every((item, i) => item === value[i]) ? value : items;
    }
    let changed = false;
    const entries = Object.entries(value).map(([k, v]) => {
      const next = walk(v, s?.properties?.[k] ?? s?.additionalProperties, k, depth + 1);
      changed ||= next !== v;
      return [k, next];
    });
    return changed ? Object.fromEntries(entries) : value;
  };
  const shown = walk(body, schema, '', 0);
  return view.test ? scrambled(codesOf(spec), shown, '') : shown;
}

/** What a caller asked of the users in an answer. */
export function userViewOf(
  spec: Spec,
  operationId: string,
  query: URLSearchParams,
  identity: { member: string; consumer?: { test?: boolean } },
  profiles: ProfileReader,
): UserView {
  return {
    operationId,
    takesUserFields: spec.queryParameters(operationId).has('user_fields'),
    userFields: query.get('user_fields'),
    fields: query.get('fields'),
    test: identity.consumer?.test === true,
    profileOf: (id) => profiles(id, identity.member),
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
