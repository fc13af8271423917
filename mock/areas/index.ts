/**
 * The stateful areas of the mock, in the order they are bound. Add a new area here (see mock/areas/area.ts).
 */
import type { StatefulArea } from './area.ts';
import { conversationsArea } from './conversations.ts';
import { postingsArea } from './postings.ts';
import { usersArea } from './users.ts';

export const AREAS: readonly StatefulArea<any>[] = [postingsArea, conversationsArea, usersArea];
