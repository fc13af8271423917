/**
 * The users area: the profile calls whose answers name the description's `emptyProfile` example (found in the
 * operation table, not by name). Each requested id gets a profile: `me` and the configured members get their own
 * (memberProfile: the description's profile example as the template, named after the member, with the personal
 * fields of the empty profile for any member but the example's own); an unknown id, and a member the
 * configuration marks as deleted or blacklisted, gets the empty profile, as the service answers them. `fields`
 * selects the fields; an unknown field is refused with 403 `INVALID_PARAMETERS`.
 */
import type { MemberConfig } from '../config.ts';
import type { AreaHandler, StatefulArea } from './types.ts';
import { memberProfile, selectUserFields, userFieldSelection } from './members.ts';
import { okStatus } from './values.ts';
import { isRefusal } from '../http.ts';

const EMPTY_PROFILE = 'emptyProfile';

type Json = Record<string, any>;

export const usersArea: StatefulArea<{ members: readonly MemberConfig[] }> = {
  name: 'users',
  createState: ({ config }) => ({ members: config.members }),
  bind(state, description) {
    const handlers: Record<string, AreaHandler> = {};
    const known = Object.keys(description.spec.schema('User')?.['properties'] ?? {});
    for (const op of description.operations) {
      const success = op.examples[op.successStatus] ?? [];
      if (!success.includes(EMPTY_PROFILE)) continue;
      const param = /\{([^}]+)\}/.exec(op.path)?.[1];
      const profileExample = success.find((name) => name !== EMPTY_PROFILE);
      if (!param || !profileExample)
        throw new Error(`mock: ${op.operationId} names ${EMPTY_PROFILE} but has no path parameter or no other profile example`);
      const emptyProfile = (description.spec.example(EMPTY_PROFILE) as Json)['users'][0];
      const profile = (description.spec.example(profileExample) as Json)['users'][0];
      handlers[op.operationId] = (c) => {
        const selection = userFieldSelection('fields', c.query.get('fields'), known);
        if (selection && isRefusal(selection)) return selection;
        const users = String(c.params[param] ?? '')
          .split(',')
          .map((requested) => {
            const id = requested === 'me' ? c.member : requested;
            const member = state.members.find((m) => m.id === id);
            if (!member || (member.status ?? 'active') !== 'active') return emptyProfile;
            const user = memberProfile(profile, emptyProfile, member, c.member);
            return selection ? selectUserFields(user, selection.paths) : user;
          });
        return { status: okStatus(op), json: { users } };
      };
    }
    return handlers;
  },
};
