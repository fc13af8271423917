/**
 * The stateful areas of the mock, in the order they are bound. Add a new area here (see mock/areas/types.ts).
 */
import type { StatefulArea } from './types.ts';
import { bookmarksArea } from './bookmarks.ts';
import { companiesArea } from './companies.ts';
import { contactsArea } from './contacts.ts';
import { conversationsArea } from './conversations.ts';
import { groupsArea } from './groups.ts';
import { jobsArea } from './jobs.ts';
import { postingsArea } from './postings.ts';
import { profileArea } from './profile.ts';
import { socialArea } from './social.ts';

export const AREAS: readonly StatefulArea<any>[] = [
  postingsArea,
  conversationsArea,
  contactsArea,
  socialArea,
  profileArea,
  groupsArea,
  companiesArea,
  bookmarksArea,
  jobsArea,
];
