/**
 * The profile area's state (its JSON Schema) and store: each member's edits laid over their own profile (the
 * User fields set, schools, qualifications, companies, awards, legal information, profile message, photo) and how a
 * profile shows them (`Profiles`: the profile of an id as a caller sees it, the address and entry edits).
 */
import type { SchemaObject } from 'ajv';
import type { MemberConfig } from '../config.ts';
import { DescriptionError } from '../errors.ts';
import type { Refusal } from '../http.ts';
import type { AreaCall, DescriptionView } from './types.ts';
import { storeRefusal } from './types.ts';
import { mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { memberProfile, profileTemplates, selectUserFields } from './members.ts';
import { fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, okStatus, scrambledId } from './values.ts';

export type Fields = Record<string, unknown>;

export const EMPTY_PROFILE = 'emptyProfile';
/** A JSON object of any fields (the schema of Fields). */
const FIELDS = { type: 'object' } as const;

interface Profile {
  /** Top-level User fields set by the edits (general fields, birth_date, addresses, languages ...). */
  user: Fields;
  schools: Fields[];
  primarySchool: string | null;
  qualifications: string[];
  companies: Fields[];
  primaryCompany: string | null;
  awards: unknown[] | null;
  legal: string | null;
  message: { message: string; updated_at: string } | null;
  /** Whether the member uploaded a photo (getPhotoProgress reports it). */
  photoUploaded?: boolean;
}

export interface ProfileData {
  counter: number;
  profiles: Record<string, Profile>;
}

const emptyProfile = (): Profile => ({
  user: {},
  schools: [],
  primarySchool: null,
  qualifications: [],
  companies: [],
  primaryCompany: null,
  awards: null,
  legal: null,
  message: null,
});

/** A value that deletes a field (the descriptions: "an empty value deletes it"). */
const isEmpty = (value: unknown) => value === '' || value === null;

function invalid(field: string, reason: string, why: string): Refusal {
  return { status: 403, example: 'invalidParameters', message: `Invalid parameters (${why})`, errors: [{ field, reason }] };
}

export const initialProfiles = (): ProfileData => ({ counter: 0, profiles: {} });

export const PROFILE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    counter: { type: 'number' },
    profiles: mapOf({
      type: 'object',
      properties: {
        user: FIELDS,
        schools: { type: 'array', items: FIELDS },
        primarySchool: { type: ['string', 'null'] },
        qualifications: STRINGS,
        companies: { type: 'array', items: FIELDS },
        primaryCompany: { type: ['string', 'null'] },
        awards: { type: ['array', 'null'] },
        legal: { type: ['string', 'null'] },
        message: {
          type: ['object', 'null'],
          properties: { message: STRING, updated_at: STRING },
          required: ['message', 'updated_at'],
        },
        photoUploaded: { type: 'boolean' },
      },
      required: ['user', 'schools', 'primarySchool', 'qualifications', 'companies', 'primaryCompany', 'awards', 'legal', 'message'],
    }),
  },
  required: ['counter', 'profiles'],
};

type EntryKind = 'schools' | 'companies';

export class Profiles {
  readonly #box: Box<ProfileData>;
  readonly members: readonly MemberConfig[];
  readonly #templates: { profile: Fields; empty: Fields };
  readonly #emptyProfile: Fields;
  /** The fields an answer shows of a school or company: its schema's properties. */
  readonly #shown: Record<EntryKind, string[]>;
  /** `primary_company` when there is none: always an object, its fields empty (null, or false for a flag). */
  readonly #noCompany: Fields;

  constructor(box: Box<ProfileData>, description: DescriptionView) {
    this.#box = box;
    this.members = box.context.config.members;
    const templates = profileTemplates(description.spec);
    if (!templates) throw new DescriptionError(`the profile area needs a profile example next to ${EMPTY_PROFILE} in the description`);
    this.#templates = templates;
    this.#emptyProfile = exampleOf(description, EMPTY_PROFILE).users[0];
    const props = (name: string) => {
      const schema = description.spec.schema(name);
      if (!schema?.['properties'])
        throw new DescriptionError(`the profile area shows ${name} entries by the schema ${name}, which the description lacks`);
      return Object.keys(schema['properties']);
    };
    this.#shown = { schools: props('School'), companies: props('Company') };
    const types = (schema: any): unknown[] => [schema?.type ?? [], ...(schema?.anyOf ?? schema?.oneOf ?? []).flatMap(types)].flat();
    const properties = description.spec.schema('Company')!['properties'] as Record<string, any>;
    this.#noCompany = Object.fromEntries(
      Object.entries(properties).map(([k, s]) => [k, !types(s).includes('null') && types(s).includes('boolean') ? false : null]),
    );
  }

  now(): number {
    return this.#box.context.now();
  }

  stored(member: string): Profile | undefined {
    return Object.hasOwn(this.#box.data.profiles, member) ? this.#box.data.profiles[member] : undefined;
  }

  /** A configured member's own profile before any edit (memberProfile). */
  base(member: MemberConfig, caller: string): Fields {
    return memberProfile(this.#templates.profile, this.#templates.empty, member, caller);
  }

  /**
   * The member's profile state, created on the first edit (one per configured member at most) with the schools,
   * qualifications, companies and awards their profile starts with, so that an edit changes their own entries.
   */
  of(member: string): Profile {
    return this.stored(member) ?? (this.#box.data.profiles[member] = this.seeded(member));
  }

  /** The profile state a member starts with: their profile's own schools, qualifications, companies and awards. */
  seeded(member: string): Profile {
    const profile = emptyProfile();
    const config = this.members.find((m) => m.id === member);
    const base = config ? this.base(config, member) : {};
    const education = (base['educational_background'] ?? {}) as Fields;
    const experience = (base['professional_experience'] ?? {}) as Fields;
    const list = (value: unknown) => (Array.isArray(value) ? structuredClone(value) : []);
    const idOf = (value: unknown) => ((value as Fields | null)?.['id'] as string | undefined) ?? null;
    Object.assign(profile, {
      schools: list(education['schools']),
      primarySchool: idOf(education['primary_school']),
      qualifications: list(education['qualifications']),
      companies: list(experience['companies']),
      primaryCompany: idOf(experience['primary_company']),
      awards: Array.isArray(experience['awards']) ? structuredClone(experience['awards']) : null,
    });
    return profile;
  }

  entry(kind: EntryKind, stored: Fields): Fields {
    return Object.fromEntries(this.#shown[kind].filter((k) => stored[k] !== undefined).map((k) => [k, stored[k]]));
  }

  /**
   * The profile of `id` as `caller` sees it: a configured active member's own profile with their edits, else (an
   * unknown id, a deleted or blacklisted member) the empty profile; `fields` selects the fields.
   */
  profileOf(id: string, caller: string, fields: readonly string[][] | undefined): Fields {
    const member = this.members.find((m) => m.id === id);
    if (!member || (member.status ?? 'active') !== 'active') return structuredClone(this.#emptyProfile);
    return this.view(member, caller, fields);
  }

  /** A member's profile with their edits; `fields` keeps the named fields (and `id`). */
  view(member: MemberConfig, caller: string, fields: readonly string[][] | undefined): Fields {
    const profile = this.stored(member.id) ?? this.seeded(member.id);
    const user: Fields = { ...this.base(member, caller), ...profile.user };
    const primary = profile.schools.find((s) => s['id'] === profile.primarySchool);
    user['educational_background'] = {
      ...(user['educational_background'] as Fields | undefined),
      primary_school: primary ? this.entry('schools', primary) : null,
      schools: profile.schools.map((s) => this.entry('schools', s)),
      qualifications: profile.qualifications,
    };
    const primaryCompany = profile.companies.find((s) => s['id'] === profile.primaryCompany);
    user['professional_experience'] = {
      ...(user['professional_experience'] as Fields | undefined),
      primary_company: primaryCompany ? this.entry('companies', primaryCompany) : this.#noCompany,
      companies: profile.companies.map((s) => this.entry('companies', s)),
      awards: profile.awards ?? [],
    };
    return fields ? selectUserFields(user, fields) : user;
  }

  /** Sets top-level User fields of the caller's profile (`apply` edits a copy) and answers the call's success. */
  setUser(c: AreaCall, apply: (user: Fields) => Refusal | void) {
    const profile = this.of(c.member);
    const next = structuredClone(profile.user);
    const refused = apply(next) ?? storeRefusal(next);
    if (refused) return refused;
    profile.user = next;
    return { status: okStatus(c.op) };
  }

  /**
   * An address edit over the member's current address: a field left out is kept (the mock's choice), an empty value
   * deletes a field, and `country` cannot be deleted.
   */
  address(member: string, user: Fields, field: string, fields: Fields): Refusal | void {
    if ('country' in fields && isEmpty(fields['country']))
      return invalid('country', 'MISSING', 'the country of an address cannot be deleted');
    const config = this.members.find((m) => m.id === member);
    const current = user[field] ?? (config ? this.base(config, member)[field] : undefined);
    const address = { ...((current as Fields | null | undefined) ?? {}) };
    for (const [key, value] of Object.entries(fields)) {
      if (isEmpty(value)) delete address[key];
      else address[key] = value;
    }
    user[field] = address;
  }

  createEntry(c: AreaCall, kind: EntryKind, key: string, fields: Fields) {
    const profile = this.of(c.member);
    const full = fullRefusal(profile[kind].length, 'name', kind);
    if (full) return full;
    const entry: Fields = { id: scrambledId(++this.#box.data.counter) };
    for (const [k, v] of Object.entries(fields)) if (!isEmpty(v)) entry[k] = v;
    const refused = storeRefusal(entry);
    if (refused) return refused;
    profile[kind].push(entry);
    return { status: okStatus(c.op), json: { [key]: this.entry(kind, entry) } };
  }

  updateEntry(c: AreaCall, kind: EntryKind, key: string, fields: Fields) {
    const profile = this.of(c.member);
    const id = c.params['id']!;
    const entry = profile[kind].find((e) => e['id'] === id);
    if (!entry) return unknownRefusal('id', id);
    const next = { ...entry };
    for (const [k, v] of Object.entries(fields)) {
      if (isEmpty(v)) delete next[k];
      else next[k] = v;
    }
    const refused = storeRefusal(next);
    if (refused) return refused;
    Object.assign(entry, next);
    for (const k of Object.keys(entry)) if (!(k in next)) delete entry[k];
    return { status: okStatus(c.op), json: { [key]: this.entry(kind, entry) } };
  }

  deleteEntry(c: AreaCall, kind: EntryKind) {
    const profile = this.of(c.member);
    const id = c.params['id']!;
    const index = profile[kind].findIndex((e) => e['id'] === id);
    if (index < 0) return unknownRefusal('id', id);
    profile[kind].splice(index, 1);
    if (kind === 'schools' && profile.primarySchool === id) profile.primarySchool = null;
    if (kind === 'companies' && profile.primaryCompany === id) profile.primaryCompany = null;
    return { status: okStatus(c.op) };
  }

  setPrimary(c: AreaCall, kind: EntryKind, id: string) {
    const profile = this.of(c.member);
    const field = kind === 'schools' ? 'school_id' : 'company_id';
    const entry = profile[kind].find((e) => e['id'] === id);
    if (!entry) return unknownRefusal(field, id);
    if (kind === 'schools') profile.primarySchool = id;
    else profile.primaryCompany = id;
    return { status: okStatus(c.op) };
  }
}
