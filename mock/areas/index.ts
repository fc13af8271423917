/**
 * The stateful areas of the mock, in the order they are bound. Add a new area here (see mock/areas/types.ts).
 */
import type { StatefulArea } from './types.ts';
import { contactsArea } from './contacts.ts';
import { conversationsArea } from './conversations.ts';
import { groupsArea } from './groups.ts';
import { postingsArea } from './postings.ts';
import { profileArea } from './profile.ts';
import { socialArea } from './social.ts';
import { usersArea } from './users.ts';

export const AREAS: readonly StatefulArea<any>[] = [
  postingsArea,
  conversationsArea,
  usersArea,
  contactsArea,
  socialArea,
  profileArea,
  groupsArea,
];
