/**
 * The profile area's edits of the current user, in groups: the User fields (general fields, birth date, addresses,
 * languages, web profiles, instant messaging accounts), the entries (schools, companies, their primary one, awards,
 * qualifications), the legal information and profile message, and the photo. Each takes the store (`Profiles`).
 */
import { isRefusal } from '../http.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import { storeRefusal } from './types.ts';
import type { Fields, Profiles } from './profile-store.ts';
import { resolveUser } from './members.ts';
import { deniedRefusal, fullRefusal } from './refusals.ts';
import { exampleOf, isoTime, okStatus } from './values.ts';

type Handlers = Record<string, AreaHandler>;

const done = (c: AreaCall) => ({ status: okStatus(c.op) });

/** Sets `key` of the map in the User field `field`, or deletes it (`value` undefined). */
const setKey = (field: string, key: string, value: unknown) => (user: Fields) => {
  const map = { ...((user[field] as Fields | undefined) ?? {}) };
  if (value === undefined) delete map[key];
  else map[key] = value;
  user[field] = map;
};

export function userFieldEdits(p: Profiles, description: DescriptionView): Handlers {
  return {
    updateCurrentUser: (c) => {
      // Only the request schema's properties are stored (never `id`): another key would change what the
      // profile answers, such as the member's id.
      const allowed = description.spec.requestFields(c.op.operationId);
      const refused = p.setUser(
        c,
        (user) => void Object.assign(user, Object.fromEntries(Object.entries(c.fields).filter(([name]) => allowed.has(name)))),
      );
      return isRefusal(refused) ? refused : { status: okStatus(c.op), json: { users: [p.profileOf(c.member, c.member, undefined)] } };
    },
    updateBirthDate: (c) =>
      p.setUser(
        c,
        (user) =>
          void (user['birth_date'] = { day: Number(c.fields['day']), month: Number(c.fields['month']), year: Number(c.fields['year']) }),
      ),
    updatePrivateAddress: (c) => p.setUser(c, (user) => p.address(c.member, user, 'private_address', c.fields)),
    updateBusinessAddress: (c) => p.setUser(c, (user) => p.address(c.member, user, 'business_address', c.fields)),
    updateLanguage: (c) => p.setUser(c, setKey('languages', c.params['language']!, c.fields['skill'] ?? null)),
    deleteLanguage: (c) => p.setUser(c, setKey('languages', c.params['language']!, undefined)),
    updateWebProfile: (c) => p.setUser(c, setKey('web_profiles', c.params['profile']!, [c.fields['url']].flat())),
    deleteWebProfile: (c) => p.setUser(c, setKey('web_profiles', c.params['profile']!, undefined)),
    updateInstantMessagingAccount: (c) => p.setUser(c, setKey('instant_messaging_accounts', c.params['account']!, c.fields['name'])),
    deleteInstantMessagingAccount: (c) => p.setUser(c, setKey('instant_messaging_accounts', c.params['account']!, undefined)),
  };
}

export function entryEdits(p: Profiles): Handlers {
  return {
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
  };
}

/** The legal information and the profile message: anyone reads them, the member edits their own. */
export function messageCalls(p: Profiles): Handlers {
  return {
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
      p.of(c.member).message = { message: String(c.fields['message']), updated_at: isoTime(p.now()) };
      return done(c);
    },
  };
}

export function photoCalls(p: Profiles, description: DescriptionView): Handlers {
  return {
    updatePhoto: (c) => {
      const profile = p.of(c.member);
      // The member's own photo addresses again (the profile's, see memberProfile); processed at once.
      delete profile.user['photo_urls'];
      profile.photoUploaded = true;
      return done(c);
    },
    deletePhoto: (c) => p.setUser(c, (user) => void (user['photo_urls'] = {})),
    // No upload yet: a progress without a status (what the service answers then is not shown).
    getPhotoProgress: (c) => ({
      status: okStatus(c.op),
      json: p.stored(c.member)?.photoUploaded ? exampleOf(description, 'photoUploadDone') : { progress: {} },
    }),
  };
}
