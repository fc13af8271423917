/**
 * The users area: the profile calls whose answers name the description's `emptyProfile` example (found in the
 * operation table, not by name). Each requested id gets a profile: `me` and the configured members get the
 * description's first profile example with their id and name; an unknown id, and a member the configuration
 * marks as deleted or blacklisted, gets the empty profile, as the service answers them.
 */
import type { MemberConfig } from '../config.ts';
import type { AreaHandler, StatefulArea } from './area.ts';

const EMPTY_PROFILE = 'emptyProfile';

type Json = Record<string, any>;

export const usersArea: StatefulArea<{ members: readonly MemberConfig[] }> = {
  name: 'users',
  createState: ({ config }) => ({ members: config.members }),
  bind(state, description) {
    const handlers: Record<string, AreaHandler> = {};
    for (const op of description.operations) {
      const success = op.examples[op.successStatus] ?? [];
      if (!success.includes(EMPTY_PROFILE)) continue;
      const param = /\{([^}]+)\}/.exec(op.path)?.[1];
      const profileExample = success.find((name) => name !== EMPTY_PROFILE);
      if (!param || !profileExample) throw new Error(`mock: ${op.operationId} names ${EMPTY_PROFILE} but has no path parameter or no other profile example`);
      const emptyProfile = (description.spec.example(EMPTY_PROFILE) as Json)['users'][0];
      const profile = (description.spec.example(profileExample) as Json)['users'][0];
      handlers[op.operationId] = (c) => {
        const users = String(c.params[param] ?? '')
          .split(',')
          .map((requested) => {
            const id = requested === 'me' ? c.member : requested;
            const member = state.members.find((m) => m.id === id);
            if (!member || (member.status ?? 'active') !== 'active') return emptyProfile;
            return { ...profile, id: member.id, ...('display_name' in profile && { display_name: member.name }) };
          });
        return { status: Number(op.successStatus), json: { users } };
      };
    }
    return handlers;
  },
};
