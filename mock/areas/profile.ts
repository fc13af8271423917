/**
 * The profile area: each member's profile as the profile calls answer it, the profile-editing calls of the current
 * user, and the profile message, legal information and photo progress. A member's profile starts as their own
 * (memberProfile: the description's full profile example for the example's member, their naming fields and blank
 * personal fields for any other); every edit is laid over it under the User schema's own field names (general
 * fields, birth date, addresses, languages, web profiles, instant messaging accounts, `educational_background` and
 * `professional_experience`).
 *
 * The profile calls (those whose answers name the description's `emptyProfile` example, getUser, and
 * getCurrentUser, which is the same call for `me`) answer each requested id: `me` and the configured members their
 * profile, `fields` selecting the fields the same way; an unknown id, and a member the configuration marks as
 * deleted or blacklisted, the empty profile, as the service answers them. getIdCard answers the caller's id card
 * from the same profile.
 *
 * The limits of lengths, counts, patterns and enums are the request schemas' own: Prism validates every body
 * and path parameter before a handler runs, and a violation answers `INVALID_PARAMETERS` with `errors` naming
 * the field. The rules that a schema cannot say are checked here, as the calls' descriptions give them: an
 * unknown school or company id is 403 `INVALID_PARAMETERS` with `UNKNOWN_VALUE` for the field; the
 * `country` of an address cannot be deleted; an empty value deletes any other field of an address.
 *
 * The mock's own choices where the description says "not shown" (mock/README.md, "Choices of the mock"): an
 * update of an address, a school or a company keeps a field left out and deletes a field sent empty; a primary
 * entry may be deleted (the profile then has none).
 *
 * The photo: an upload is processed at once (the progress is the example `photoUploadDone`; before any upload, a
 * progress without a status) and gives the member's own photo addresses back; a deletion leaves `photo_urls` empty.
 * `findUsers` finds the configured members whose current display name holds every keyword. The members' current
 * profiles are also the area's `profiles`: the users nested in any answer, and the visitors of the contacts area,
 * are made from them.
 */
import type { MemberConfig } from '../config.ts';
import { DescriptionError } from '../errors.ts';
import { isRefusal, type Refusal } from '../http.ts';
import type { AreaCall, DescriptionView } from './types.ts';
import { storeRefusal } from './types.ts';
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { memberProfile, profileTemplates, resolveUser, selectUserFields, userFieldSelection } from './members.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus, pageOf, scrambledId } from './values.ts';

type Fields = Record<string, unknown>;

const EMPTY_PROFILE = 'emptyProfile';
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

interface ProfileData {
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

export const profileArea = jsonArea<ProfileData>({
  name: 'profile',
  initial: () => ({ counter: 0, profiles: {} }),
  schema: {
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
  },
  stats: (d) => ({ profiles: Object.keys(d.profiles).length }),
  profiles(box, description) {
    const p = new Profiles(box, description);
    return (id, caller) => {
      const member = box.context.config.members.find((m) => m.id === id && (m.status ?? 'active') === 'active');
      return member && p.view(member, caller, undefined);
    };
  },
  bind(box, description) {
    const p = new Profiles(box, description);
    const done = (c: AreaCall) => ({ status: okStatus(c.op) });
    const knownFields = Object.keys(description.spec.schema('User')?.['properties'] ?? {});
    /** Sets one top-level User field (or a key inside one) and answers the call's success. */
    const setUser = (c: AreaCall, apply: (user: Fields) => Refusal | void) => {
      const profile = p.of(c.member);
      const next = structuredClone(profile.user);
      const refused = apply(next) ?? storeRefusal(next);
      if (refused) return refused;
      profile.user = next;
      return done(c);
    };
    const setKey = (field: string, key: string, value: unknown) => (user: Fields) => {
      const map = { ...((user[field] as Fields | undefined) ?? {}) };
      if (value === undefined) delete map[key];
      else map[key] = value;
      user[field] = map;
    };
    /** The profiles of a comma-separated list of ids (`me`: the caller), `fields` selecting their fields. */
    const profiles = (c: AreaCall, ids: string) => {
      const selection = userFieldSelection('fields', c.query.get('fields'), knownFields);
      if (selection && isRefusal(selection)) return selection;
      const users = ids.split(',').map((requested) => p.profileOf(resolveUser(requested, c.member), c.member, selection?.paths));
      return { status: okStatus(c.op), json: { users } };
    };
    const profileCalls = Object.fromEntries(
      description.operations
        .filter((op) => (op.examples[op.successStatus] ?? []).includes(EMPTY_PROFILE))
        .map((op) => {
          const param = /\{([^}]+)\}/.exec(op.path)?.[1];
          if (!param) throw new DescriptionError(`${op.operationId} names ${EMPTY_PROFILE} but has no path parameter`);
          return [op.operationId, (c: AreaCall) => profiles(c, String(c.params[param] ?? ''))];
        }),
    );
    const idCardFields = Object.keys(
      (description.spec.schema('IdCardResponse')?.['properties'] as Record<string, any> | undefined)?.['id_card']?.['properties'] ?? {},
    );
    return {
      ...profileCalls,
      getCurrentUser: (c) => profiles(c, 'me'),
      getIdCard: (c) => {
        const user = p.profileOf(c.member, c.member, undefined);
        return { status: okStatus(c.op), json: { id_card: Object.fromEntries(idCardFields.map((k) => [k, user[k] ?? null])) } };
      },
      updateCurrentUser: (c) => {
        // Only the request schema's properties are stored (never `id`): another key would change what the
        // profile answers, such as the member's id.
        const allowed = description.spec.requestFields(c.op.operationId);
        const refused = setUser(
          c,
          (user) => void Object.assign(user, Object.fromEntries(Object.entries(c.fields).filter(([name]) => allowed.has(name)))),
        );
        return isRefusal(refused) ? refused : { status: okStatus(c.op), json: { users: [p.profileOf(c.member, c.member, undefined)] } };
      },
      updateBirthDate: (c) =>
        setUser(
          c,
          (user) =>
            void (user['birth_date'] = { day: Number(c.fields['day']), month: Number(c.fields['month']), year: Number(c.fields['year']) }),
        ),
      updatePrivateAddress: (c) => setUser(c, (user) => p.address(c.member, user, 'private_address', c.fields)),
      updateBusinessAddress: (c) => setUser(c, (user) => p.address(c.member, user, 'business_address', c.fields)),
      updateLanguage: (c) => setUser(c, setKey('languages', c.params['language']!, c.fields['skill'] ?? null)),
      deleteLanguage: (c) => setUser(c, setKey('languages', c.params['language']!, undefined)),
      updateWebProfile: (c) => setUser(c, setKey('web_profiles', c.params['profile']!, [c.fields['url']].flat())),
      deleteWebProfile: (c) => setUser(c, setKey('web_profiles', c.params['profile']!, undefined)),
      updateInstantMessagingAccount: (c) => setUser(c, setKey('instant_messaging_accounts', c.params['account']!, c.fields['name'])),
      deleteInstantMessagingAccount: (c) => setUser(c, setKey('instant_messaging_accounts', c.params['account']!, undefined)),
      createSchool: (c) => p.createEntry(c, 'schools', 'school', c.fields),
      updateSchool: (c) => p.updateEntry(c, 'schools', 'school', c.fields),
      deleteSchool: (c) => p.deleteEntry(c, 'schools'),
      updatePrimarySchool: (c) => p.setPrimary(c, 'schools', String(c.fields['school_id'] ?? '')),
      createCompany: (c) => p.createEntry(c, 'companies', 'company', c.fields),
      updateCompany: (c) => p.updateEntry(c, 'companies', 'company', c.fields),
      deleteCompany: (c) => p.deleteEntry(c, 'companies'),
      updatePrimaryCompany: (c) => p.setPrimary(c, 'companies', String(c.fields['company_id'] ?? '')),
      updateAwards: (c) => {
        const awards = [c.fields['awards']].flat().filter((a) => a !== undefined);
        const refused = storeRefusal(awards);
        if (refused) return refused;
        p.of(c.member).awards = awards;
        return done(c);
      },
      createQualification: (c) => {
        const profile = p.of(c.member);
        const full = fullRefusal(profile.qualifications.length, 'description', 'qualifications');
        if (full) return full;
        profile.qualifications.push(String(c.fields['description']));
        return { status: okStatus(c.op), json: { qualifications: profile.qualifications } };
      },
      getLegalInformation: (c) => {
        const id = resolveUser(c.params['user_id'], c.member);
        const legal = p.stored(id)?.legal;
        if (legal === undefined || legal === null) return undefined;
        return { status: okStatus(c.op), json: { legal_information: { content: legal } } };
      },
      updateLegalInformation: (c) => {
        p.of(c.member).legal = String(c.fields['content']);
        return done(c);
      },
      getProfileMessage: (c) => {
        const message = p.stored(resolveUser(c.params['user_id'], c.member))?.message;
        return message ? { status: okStatus(c.op), json: { profile_message: message } } : undefined;
      },
      updateProfileMessage: (c) => {
        if (resolveUser(c.params['user_id'], c.member) !== c.member) return deniedRefusal('user_id', "another user's profile message");
        p.of(c.member).message = { message: String(c.fields['message']), updated_at: isoTime(box.context.now()) };
        return done(c);
      },
      updatePhoto: (c) => {
        const profile = p.of(c.member);
        // The member's own photo addresses again (the profile's, see memberProfile); processed at once.
        delete profile.user['photo_urls'];
        profile.photoUploaded = true;
        return done(c);
      },
      deletePhoto: (c) => setUser(c, (user) => void (user['photo_urls'] = {})),
      // No upload yet: a progress without a status (what the service answers then is not shown).
      getPhotoProgress: (c) => ({
        status: okStatus(c.op),
        json: p.stored(c.member)?.photoUploaded ? exampleOf(description, 'photoUploadDone') : { progress: {} },
      }),
      findUsers: (c) => {
        const words = (c.query.get('keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const found = box.context.config.members
          .map((m) => p.profileOf(m.id, c.member, undefined))
          .filter(
            (user) =>
              user['id'] !== null &&
              words.every((word) =>
                String(user['display_name'] ?? '')
                  .toLowerCase()
                  .includes(word),
              ),
          );
        const items = pageOf(found, c.query, 10).map((user) => ({ user: { id: user['id'] } }));
        return { status: okStatus(c.op), json: { users: { total: found.length, items } } };
      },
    };
  },
});

type EntryKind = 'schools' | 'companies';

class Profiles {
  readonly #box: Box<ProfileData>;
  readonly #members: readonly MemberConfig[];
  readonly #templates: { profile: Fields; empty: Fields };
  readonly #emptyProfile: Fields;
  /** The fields an answer shows of a school or company: its schema's properties. */
  readonly #shown: Record<EntryKind, string[]>;
  /** `primary_company` when there is none: always an object, its fields empty (null, or false for a flag). */
  readonly #noCompany: Fields;

  constructor(box: Box<ProfileData>, description: DescriptionView) {
    this.#box = box;
    this.#members = box.context.config.members;
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
    const config = this.#members.find((m) => m.id === member);
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
    const member = this.#members.find((m) => m.id === id);
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

  /**
   * An address edit over the member's current address: a field left out is kept (the mock's choice), an empty value
   * deletes a field, and `country` cannot be deleted.
   */
  address(member: string, user: Fields, field: string, fields: Fields): Refusal | void {
    if ('country' in fields && isEmpty(fields['country']))
      return invalid('country', 'MISSING', 'the country of an address cannot be deleted');
    const config = this.#members.find((m) => m.id === member);
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
