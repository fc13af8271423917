// Group memberships through the generated client: joins and leaves show in the user's groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, MAX } from '../helpers.ts';
import { call, expectConforming, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const groupIds = async (client: any, user_id = 'me') => {
  const answer = await call(client, 'listUserGroups', { params: { path: { user_id } } });
  expectConforming('listUserGroups', answer);
  expect(answer.groups.total).toBe(answer.groups.items.length);
  return answer.groups.items.map((g: any) => g.id);
};

describe('group memberships', () => {
  const example = doc.components.examples.userGroups.value.groups.items.map((g: any) => g.id);

  it('start as the example groups; a join adds the group, a second join changes nothing', async () => {
    expect(await groupIds(m.max)).toEqual(example);
    const joined = await call(m.max, 'joinGroup', { params: { path: { group_id: '2000_abcdef' } } });
    expectConforming('joinGroup', joined);
    expect(joined).toEqual(doc.components.examples.groupJoined.value);
    await call(m.max, 'joinGroup', { params: { path: { group_id: '2000_abcdef' } } });
    expect(await groupIds(m.max)).toEqual([...example, '2000_abcdef'].sort());
    expect(await groupIds(m.erika, MAX)).toEqual([...example, '2000_abcdef'].sort());
    expect(await groupIds(m.erika)).toEqual(example);
  });

  it('a leave removes the group, the example group included', async () => {
    await call(m.max, 'leaveGroup', { params: { path: { group_id: example[0] } } });
    await call(m.max, 'leaveGroup', { params: { path: { group_id: example[0] } } });
    expect(await groupIds(m.max)).toEqual(['2000_abcdef']);
    await call(m.max, 'leaveGroup', { params: { path: { group_id: '2000_abcdef' } } });
    expect(await groupIds(m.max)).toEqual([]);
  });
});
