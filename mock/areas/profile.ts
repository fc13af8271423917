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
 *
 * The state and its store (`Profiles`) are in `profile-store.ts`; the edits, in groups, in `profile-edits.ts`.
 */
import { DescriptionError } from '../errors.ts';
import { isRefusal } from '../http.ts';
import type { AreaCall, AreaHandler, DescriptionView } from './types.ts';
import { jsonArea } from './json-area.ts';
import { EMPTY_PROFILE, initialProfiles, PROFILE_SCHEMA, Profiles, type ProfileData } from './profile-store.ts';
import { entryEdits, messageCalls, photoCalls, userFieldEdits } from './profile-edits.ts';
import { resolveUser, userFieldSelection } from './members.ts';
import { okStatus, pageOf } from './values.ts';

export const profileArea = jsonArea<ProfileData>({
  name: 'profile',
  initial: initialProfiles,
  schema: PROFILE_SCHEMA,
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
    return {
      ...readCalls(p, description),
      ...userFieldEdits(p, description),
      ...entryEdits(p),
      ...messageCalls(p),
      ...photoCalls(p, description),
    };
  },
});

/** The profile calls (`me` and ids, `fields` selecting), the id card and the keyword search. */
function readCalls(p: Profiles, description: DescriptionView): Record<string, AreaHandler> {
  const knownFields = Object.keys(description.spec.schema('User')?.['properties'] ?? {});
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
    findUsers: (c) => {
      const words = (c.query.get('keywords') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = p.members
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
}
