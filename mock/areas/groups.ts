/**
 * The groups area: memberships. Joining a group (the mock's groups are all open: `member_state` `MEMBER`, the
 * example `groupJoined`) adds it to the user's groups (listUserGroups), leaving removes it. Every member starts
 * in the groups of the description's example `userGroups`. A group the example does not describe is shown with
 * the example group's fields, its own id and no latest posts. The list is sorted by id, as the description
 * says for the default order.
 */
import { jsonArea, mapOf, STRINGS } from './json-area.ts';
import { resolveUser } from './members.ts';
import { fullRefusal } from './refusals.ts';
import { exampleOf, okStatus, pageOf } from './values.ts';

interface GroupsData {
  /** The ids of the groups each member belongs to (a member not listed has the example's groups). */
  memberships: Record<string, string[]>;
}

export const groupsArea = jsonArea<GroupsData>({
  name: 'groups',
  initial: () => ({ memberships: {} }),
  schema: { type: 'object', properties: { memberships: mapOf(STRINGS) }, required: ['memberships'] },
  stats: (d) => ({ memberships: Object.values(d.memberships).reduce((n, l) => n + l.length, 0) }),
  bind(box, description) {
    const examples: any[] = exampleOf(description, 'userGroups').groups.items;
    const joined = exampleOf(description, 'groupJoined');
    const groupsOf = (member: string) =>
      Object.hasOwn(box.data.memberships, member) ? box.data.memberships[member]! : examples.map((g) => g.id as string);
    const shown = (id: string) =>
      examples.find((g) => g.id === id) ?? { ...examples[0], id, user_state: joined.membership.member_state, latest_posts: [] };
    return {
      joinGroup: (c) => {
        const groups = groupsOf(c.member);
        if (!groups.includes(c.params['group_id']!)) {
          const full = fullRefusal(groups.length, 'group_id', 'groups');
          if (full) return full;
          box.data.memberships[c.member] = [...groups, c.params['group_id']!].sort();
        }
        return { status: okStatus(c.op), json: joined };
      },
      leaveGroup: (c) => {
        box.data.memberships[c.member] = groupsOf(c.member).filter((id) => id !== c.params['group_id']);
        return { status: okStatus(c.op) };
      },
      listUserGroups: (c) => {
        const groups = groupsOf(resolveUser(c.params['user_id'], c.member));
        return { status: okStatus(c.op), json: { groups: { total: groups.length, items: pageOf(groups, c.query, 10).map(shown) } } };
      },
    };
  },
});
