/**
 * Members as the areas show them: `me` resolved, the user references the description's examples use, the user
 * fields a call selects, and a member's profile made from the description's example.
 */
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { Spec } from '../spec.ts';
import { deref, operationsOf } from '../../openapi/walk.ts';

type Json = Record<string, any>;

/** `me` (and the member's own id) as the member; any other value as it is. */
export const resolveUser = (userId: string | undefined, member: string): string =>
  userId === undefined || userId === 'me' ? member : userId;

/** A user as nested in the description's examples: `id`, and `display_name` for a configured member. */
export function userRef(members: readonly MemberConfig[], id: string): { id: string; display_name?: string } {
  const member = members.find((m) => m.id === id);
  return member ? { id, display_name: member.name } : { id };
}

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

/**
 * The full profile example that the profile calls answer next to `emptyProfile` (the template of a member's
 * profile), and the blank profile: the empty profile's fields, and every other User field that its schema lets be
 * empty (see blankOf); found by that example's name in the description, cached per description.
 */
const templates = new WeakMap<Spec, { profile: Json; empty: Json } | null>();
export function profileTemplates(spec: Spec): { profile: Json; empty: Json } | null {
  if (templates.has(spec)) return templates.get(spec)!;
  let found: { profile: Json; empty: Json } | null = null;
  for (const { operation } of operationsOf(spec.document)) {
    for (const response of Object.values<any>(operation['responses'] ?? {})) {
      for (const media of Object.values<any>(deref(spec.document, response)?.content ?? {})) {
        const names = Object.keys(media?.examples ?? {});
        const other = names.find((n) => n !== 'emptyProfile');
        if (!found && names.includes('emptyProfile') && other) {
          const blank = blankOf(spec, spec.schema('User'), 0);
          const empty = { ...(blank && (blank.value as Json)), ...(spec.example('emptyProfile') as Json)['users'][0] };
          found = { profile: withOwnEmail(spec, (spec.example(other) as Json)['users'][0]), empty };
        }
      }
    }
  }
  templates.set(spec, found);
  return found;
}

/**
 * The profile example with its member's own `active_email` (shown to that member alone, see memberProfile): the
 * example that answers the member about themselves gives it where the profile example, as seen by another, has none.
 */
function withOwnEmail(spec: Spec, profile: Json): Json {
  if (typeof profile['active_email'] === 'string') return profile;
  for (const example of Object.values<Json>(spec.document['components']?.['examples'] ?? {})) {
    const own = (example['value']?.['users'] ?? []).find((u: Json) => u?.['id'] === profile['id'] && typeof u['active_email'] === 'string');
    if (own) return { ...profile, active_email: own['active_email'] };
  }
  return profile;
}

/**
 * The empty value of a schema, or undefined where it has none: null where null is allowed, an empty list, an object
 * of its properties' empty values (leaving out those without one), `false` for a flag; a string, a number or an
 * enum without an empty value has none.
 */
function blankOf(spec: Spec, node: unknown, depth: number): { value: unknown } | undefined {
  const s = deref(spec.document, node) ?? {};
  if (depth > 8) return undefined;
  const variants = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((v: unknown) => deref(spec.document, v) ?? {});
  const types = variants.flatMap((v: Json) => [v['type'] ?? []].flat());
  if (types.includes('null') || variants.some((v: Json) => v['enum']?.includes(null))) return { value: null };
  if (types.includes('array')) return { value: [] };
  if (types.includes('boolean')) return { value: false };
  if (types.includes('object') || s.properties) {
    const out: Json = {};
    for (const [key, property] of Object.entries<unknown>(s.properties ?? {})) {
      const blank = blankOf(spec, property, depth + 1);
      if (blank) out[key] = blank.value;
    }
    const required: string[] = s.required ?? [];
    return required.every((key) => key in out) ? { value: out } : undefined;
  }
  return undefined;
}
