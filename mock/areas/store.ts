/**
 * What the member-facing areas (contacts, conversations, social, profile, groups) share: state kept as one plain
 * JSON value (so that the state file exports and imports it as it is), the per-member bound of STORE_LIMITS,
 * the service's refusals naming the field, ids in the service's scrambled format, and the user references the
 * description's examples use.
 */
import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { AreaContext, AreaHandler, DescriptionView, StatefulArea } from './area.ts';
import { STORE_LIMITS } from './area.ts';
import { decodePointer } from '../../openapi/walk.ts';

/** A JSON value that the area replaces as a whole on reset and import. */
export interface Box<S> {
  data: S;
  readonly context: AreaContext;
}

/**
 * A stateful area whose state is one JSON value: `initial()` on start and reset, exported as it is, imported
 * after a check against `schema`: the area's one declaration of what its state holds, as JSON Schema (draft-07,
 * checked by Ajv, which Prism's validation uses too); a refusal names the JSON path of the first problem.
 */
export function jsonArea<S extends object>(spec: {
  name: string;
  initial: () => S;
  schema: SchemaObject;
  bind: (box: Box<S>, description: DescriptionView) => Record<string, AreaHandler>;
  stats: (data: S) => Record<string, number>;
}): StatefulArea<Box<S>> {
  let validate: ValidateFunction<S> | undefined; // compiled on the first import
  return {
    name: spec.name,
    createState: (context) => ({ data: spec.initial(), context }),
    bind: spec.bind,
    stats: (box) => spec.stats(box.data),
    reset: (box) => {
      box.data = spec.initial();
    },
    exportState: (box) => box.data,
    importState: (box, value) => {
      validate ??= ajv().compile(spec.schema);
      if (!validate(value)) throw new Error(`${spec.name}${firstProblem(validate.errors ?? [])}`);
      box.data = value;
    },
  };
}

let shared: Ajv | undefined;
/** One Ajv for the areas' schemas, made when a state is first imported (most runs import none). */
const ajv = () => (shared ??= new Ajv({ strict: true, allErrors: false }));

/**
 * The first problem Ajv found, as `<path>: <what is wrong>` where the path goes on from the area's name
 * (`.requests[3].to: must be string`); a missing field is named in the path.
 */
function firstProblem(errors: readonly ErrorObject[]): string {
  const error = errors[0];
  if (!error) return ': does not match its schema';
  const keys = decodePointer(error.instancePath);
  if (error.keyword === 'required') keys.push(String(error.params['missingProperty']));
  const path = keys
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`))
    .join('');
  const what = error.keyword === 'required' ? 'is missing' : (error.message ?? 'is not valid');
  return `${path}: ${what}`;
}

/** Schemas of the areas' states: a string, a list of strings, a map of `items` by any key. */
export const STRING: SchemaObject = { type: 'string' };
export const STRINGS: SchemaObject = { type: 'array', items: STRING };
export const mapOf = (items: SchemaObject): SchemaObject => ({ type: 'object', additionalProperties: items });

/** `me` (and the member's own id) as the member; any other value as it is. */
export const resolveUser = (userId: string | undefined, member: string): string =>
  userId === undefined || userId === 'me' ? member : userId;

/** 403 `INVALID_PARAMETERS` naming the field whose value the mock does not know (reason `UNKNOWN_VALUE`). */
export function unknownRefusal(field: string, value: string): Refusal {
  return {
    status: 403,
    example: 'invalidParameters',
    message: `Invalid parameters (${field} ${value} is not known)`,
    errors: [{ field, reason: 'UNKNOWN_VALUE' }],
  };
}

/** 403 `ACCESS_DENIED` naming the field that points at something the caller may not change. */
export function deniedRefusal(field: string, why: string): Refusal {
  return { status: 403, example: 'accessDenied', message: `Access denied (${why})`, errors: [{ field, reason: 'UNEXPECTED_VALUE' }] };
}

/**
 * The mock's own bound (no source gives one): 403 `INVALID_PARAMETERS` when a member already holds
 * STORE_LIMITS.itemsPerMember items of a kind; undefined when there is room.
 */
export function fullRefusal(count: number, field: string, what: string): Refusal | undefined {
  if (count < STORE_LIMITS.itemsPerMember) return undefined;
  return {
    status: 403,
    example: 'invalidParameters',
    message: `The mock keeps at most ${STORE_LIMITS.itemsPerMember} ${what} per member`,
    errors: [{ field, reason: 'TOO_MANY_ENTRIES' }],
  };
}

/** A new id in the service's scrambled format (`<number>_<6 hex digits>`), from a counter of the state. */
export function scrambledId(counter: number): string {
  return `${counter}_${((counter * 2654435761) >>> 0).toString(16).padStart(8, '0').slice(-6)}`;
}

/** A user as nested in the description's examples: `id`, and `display_name` for a configured member. */
export function userRef(members: readonly MemberConfig[], id: string): { id: string; display_name?: string } {
  const member = members.find((m) => m.id === id);
  return member ? { id, display_name: member.name } : { id };
}

/** The offset/limit page of a list (limit undefined: the whole rest). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultLimit?: number): T[] {
  const offset = Number(query.get('offset') ?? 0) || 0;
  const raw = query.get('limit');
  const limit = raw === null ? defaultLimit : Number(raw);
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** The first value of the operation's named example (a template for the answers). */
export function exampleOf(description: DescriptionView, name: string): any {
  return structuredClone(description.spec.example(name));
}

/**
 * The status of a stateful success answer: the declared code, or for a `2XX` range 204 when the operation
 * answers without a body and 200 otherwise (what Prism answers for the range).
 */
export const okStatus = (op: { successStatus: string; responseFormat: string }): number =>
  /^[0-9]{3}$/.test(op.successStatus) ? Number(op.successStatus) : op.responseFormat === 'none' ? 204 : 200;

export const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The user fields a `fields` or `user_fields` value names (comma-separated; a sub-field with a dot, e.g.
 * `photo_urls.size_48x48`), checked against the User schema's properties: a refusal naming the unknown ones, as
 * the service answers them (403 `INVALID_PARAMETERS`), or the selection.
 */
export function userFieldSelection(
  param: string,
  value: string | null,
  known: readonly string[],
): Refusal | { paths: string[][] } | undefined {
  if (value === null) return undefined;
  const paths = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => f.split('.'));
  const unknown = paths.filter((p) => !known.includes(p[0]!)).map((p) => p.join('.'));
  if (unknown.length) {
    return {
      status: 403,
      example: 'invalidParameters',
      message: `Invalid parameters (Invalid user field(s) given: ${unknown.join(', ')})`,
      errors: unknown.map(() => ({ field: param, reason: 'UNKNOWN_VALUE' })),
    };
  }
  return { paths };
}

/** A user with `id` and the selected fields only (a sub-field keeps only that key of its object). */
export function selectUserFields(user: Record<string, unknown>, paths: readonly string[][]): Record<string, unknown> {
  const out: Record<string, unknown> = { id: user['id'] ?? null };
  for (const path of paths) {
    let from: unknown = user;
    let to: Record<string, unknown> = out;
    for (const [i, key] of path.entries()) {
      if (!from || typeof from !== 'object' || !(key in from)) break;
      const value = (from as Record<string, unknown>)[key];
      if (i === path.length - 1 || value === null || typeof value !== 'object' || Array.isArray(value)) {
        to[key] = structuredClone(value);
        break;
      }
      to = (to[key] ??= {}) as Record<string, unknown>;
      from = value;
    }
  }
  return out;
}

/** The fields that name a user rather than describe them: the profile of another member gets its own. */
const IDENTITY = ['id', 'first_name', 'last_name', 'display_name', 'page_name', 'permalink', 'active_email'];

/**
 * A member's profile: the description's profile example as the template, its naming fields made from the member
 * (name split into first and last name, `page_name` and `permalink` from them, `active_email` only for the
 * caller), and, for any member but the example's own, every other field blank (`blank`: the empty profile's
 * values, and an empty value for each User field the schema lets be empty; a field with no empty value is left
 * out), so that no member shows another's data. The photo addresses are the member's own (their id in place of
 * the example's).
 */
export function memberProfile(
  template: Record<string, unknown>,
  empty: Record<string, unknown>,
  member: MemberConfig,
  caller: string,
): Record<string, unknown> {
  const own = template['id'] === member.id;
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    if (own || IDENTITY.includes(key) || key === 'photo_urls') profile[key] = structuredClone(value);
    else if (key in empty) profile[key] = structuredClone(empty[key]);
  }
  const [first, ...rest] = member.name.split(' ');
  const pageName = [first, ...rest].join('_');
  const oldPage = typeof template['page_name'] === 'string' ? template['page_name'] : undefined;
  Object.assign(profile, {
    id: member.id,
    ...('first_name' in template && { first_name: first }),
    ...('last_name' in template && { last_name: rest.join(' ') }),
    ...('display_name' in template && { display_name: member.name }),
    ...('page_name' in template && { page_name: pageName }),
    ...(typeof template['permalink'] === 'string' && oldPage && { permalink: template['permalink'].replace(oldPage, pageName) }),
    // The address is the example member's own: shown to them alone, never as another member's.
    ...('active_email' in template && (member.id !== caller || !own) && { active_email: null }),
  });
  if (!own && typeof template['id'] === 'string' && profile['photo_urls']) {
    profile['photo_urls'] = JSON.parse(JSON.stringify(profile['photo_urls']).split(template['id']).join(member.id));
  }
  return profile;
}
