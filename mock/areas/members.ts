/**
 * Members as the areas show them: `me` resolved, the user references the description's examples use, the user
 * fields a call selects, and a member's profile made from the description's example.
 */
import type { MemberConfig } from '../config.ts';
import type { Refusal } from '../http.ts';

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
 * caller), and, for any member but the example's own, the personal fields as the empty profile has them.
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
    profile[key] = own || IDENTITY.includes(key) || !(key in empty) ? structuredClone(value) : structuredClone(empty[key]);
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
    ...('active_email' in template && member.id !== caller && { active_email: null }),
  });
  if (!own && typeof template['id'] === 'string' && profile['photo_urls']) {
    profile['photo_urls'] = JSON.parse(JSON.stringify(profile['photo_urls']).split(template['id']).join(member.id));
  }
  return profile;
}
