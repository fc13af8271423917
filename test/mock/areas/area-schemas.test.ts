// Each stateful area's state has a schema: a state file with a wrong value deep inside an area is refused before the
// mock starts, in one line naming the file and the JSON path of the first problem, and the file stays as it was.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StatefulArea } from '../../../mock/areas/types.ts';
import type { Box } from '../../../mock/areas/json-area.ts';
import { contactsArea } from '../../../mock/areas/contacts.ts';
import { conversationsArea } from '../../../mock/areas/conversations.ts';
import { groupsArea } from '../../../mock/areas/groups.ts';
import { profileArea } from '../../../mock/areas/profile.ts';
import { socialArea } from '../../../mock/areas/social.ts';
import { defaultConfig } from '../../../mock/config.ts';
import { mock } from '../helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'mock-area-schemas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAX = '123456_abcdef';
const ERIKA = '654321_fedcba';
const profile = {
  user: { first_name: 'Max' },
  schools: [{ id: '1_abc123', name: 'School' }],
  primarySchool: null,
  qualifications: ['Driving licence'],
  companies: [],
  primaryCompany: null,
  awards: null,
  legal: null,
  message: { message: 'Hello', updated_at: '2026-01-01T00:00:00Z' },
};
const message = {
  id: '2_abc123',
  created_at: '2026-01-01T00:00:00Z',
  content: 'Hi',
  sender: MAX,
  readBy: [MAX],
  attachments: [{ id: '3_abc123', created_at: '2026-01-01T00:00:00Z', filename: 'a.pdf', mime_type: 'application/pdf', size: 10 }],
};

/** A good state of each area, and one wrong value deep inside it with the path and problem the refusal names. */
const cases: Array<{ area: StatefulArea<Box<object>>; good: object | null; wrong: (state: any) => unknown; says: string }> = [
  {
    area: contactsArea,
    good: {
      requests: [{ sender: MAX, recipient: ERIKA, message: null, received_at: '2026-01-01T00:00:00Z' }],
      contacts: { [MAX]: [ERIKA] },
      revocations: { [MAX]: [1] },
    },
    wrong: (s: any) => (s.requests[0].recipient = 7),
    says: 'contacts.requests[0].recipient: must be string',
  },
  {
    area: contactsArea,
    good: null,
    wrong: (s: any) => (s.contacts[ERIKA] = [MAX, null]),
    says: `contacts.contacts["${ERIKA}"][1]: must be string`,
  },
  {
    area: conversationsArea,
    good: {
      counter: 3,
      conversations: {
        '1_abc123': {
          id: '1_abc123',
          subject: 'Hi',
          read_only: false,
          updated_at: '2026-01-01T00:00:00Z',
          participants: [MAX, ERIKA],
          deletedFor: [],
          messages: [message],
        },
      },
      seeded: { [MAX]: true },
    },
    wrong: (s: any) => (s.conversations['1_abc123'].messages[0].attachments[0].size = '10'),
    says: 'conversations.conversations["1_abc123"].messages[0].attachments[0].size: must be number',
  },
  {
    area: conversationsArea,
    good: null,
    wrong: (s: any) => delete s.conversations['1_abc123'].messages[0].readBy,
    says: 'conversations.conversations["1_abc123"].messages[0].readBy: is missing',
  },
  {
    area: socialArea,
    good: {
      counter: 1,
      likes: { 'post:1_abc123': [MAX] },
      comments: {
        '1_abc123': { id: '1_abc123', seq: 1, target: 'post:1_abc123', author: MAX, content: 'Nice', created_at: '2026-01-01T00:00:00Z' },
      },
    },
    wrong: (s: any) => (s.comments['1_abc123'].seq = null),
    says: 'social.comments["1_abc123"].seq: must be number',
  },
  {
    area: profileArea,
    good: { counter: 1, profiles: { [MAX]: profile } },
    wrong: (s: any) => (s.profiles[MAX].message.updated_at = 0),
    says: `profile.profiles["${MAX}"].message.updated_at: must be string`,
  },
  {
    area: profileArea,
    good: null,
    wrong: (s: any) => (s.profiles[MAX].schools[0] = 'School'),
    says: `profile.profiles["${MAX}"].schools[0]: must be object`,
  },
  {
    area: groupsArea,
    good: { memberships: { [MAX]: ['1_abc123'] } },
    wrong: (s: any) => (s.memberships[MAX] = '1_abc123'),
    says: `groups.memberships["${MAX}"]: must be array`,
  },
];
// A case without its own good state takes the one before it.
cases.forEach((c, i) => (c.good ??= cases[i - 1]!.good));

describe('the schema of each area', () => {
  const context = { now: Date.now, config: defaultConfig([]) };

  it('takes a good state of each area', () => {
    for (const { area, good } of cases) {
      const box = area.createState(context);
      area.importState!(box, structuredClone(good));
      expect(box.data, area.name).toEqual(good);
    }
  });

  for (const { area, good, wrong, says } of cases) {
    it(`refuses ${says}, leaving the area's state as it was`, () => {
      const box = area.createState(context);
      const before = structuredClone(box.data);
      const state = structuredClone(good);
      wrong(state);
      expect(() => area.importState!(box, state)).toThrow(says);
      expect(box.data).toEqual(before);
    });
  }

  it('a state file with a wrong value deep in an area refuses to start, naming the file and the path, and stays', async () => {
    for (const [i, { area, good, wrong, says }] of cases.entries()) {
      const areas = { [area.name]: structuredClone(good) };
      wrong(areas[area.name]);
      const file = join(dir, `state-${i}.json`);
      const text = JSON.stringify({ version: 1, clockOffset: 0, oauth: { accessTokens: [], floors: {} }, areas }, null, 2);
      writeFileSync(file, text);
      const error = await mock({ stateFile: file }).then(
        async (server) => {
          await server.close();
          return undefined;
        },
        (e: Error) => e,
      );
      expect(error?.message).toBe(`${file}: areas.${says}`);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(existsSync(`${file}.lock`)).toBe(false);
    }
  });
});
