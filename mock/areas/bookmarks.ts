/**
 * The bookmarks area: the users a member bookmarked. A bookmarked user is listed (listBookmarks, in the order
 * bookmarked, each with the time of the bookmark) until the bookmark is deleted. Bookmarking a user twice keeps the
 * first bookmark; deleting a user who is not bookmarked is refused with 403 `INVALID_PARAMETERS` (`UNKNOWN_VALUE`).
 * `me` stands for the caller.
 */
import { jsonArea, mapOf, STRING } from './json-area.ts';
import { resolveUser } from './members.ts';
import { fullRefusal, unknownRefusal } from './refusals.ts';
import { isoTime, okStatus, pageOf } from './values.ts';

interface BookmarksData {
  /** Each member's bookmarks, in the order made. */
  bookmarks: Record<string, Array<{ user: string; created_at: string }>>;
}

export const bookmarksArea = jsonArea<BookmarksData>({
  name: 'bookmarks',
  initial: () => ({ bookmarks: {} }),
  schema: {
    type: 'object',
    properties: {
      bookmarks: mapOf({
        type: 'array',
        items: { type: 'object', properties: { user: STRING, created_at: STRING }, required: ['user', 'created_at'] },
      }),
    },
    required: ['bookmarks'],
  },
  stats: (d) => ({ bookmarks: Object.values(d.bookmarks).reduce((n, l) => n + l.length, 0) }),
  bind(box) {
    const of = (member: string) => box.data.bookmarks[member] ?? [];
    return {
      createBookmark: (c) => {
        const user = resolveUser(c.params['id'], c.member);
        const list = of(c.member);
        if (!list.some((b) => b.user === user)) {
          const full = fullRefusal(list.length, 'id', 'bookmarks');
          if (full) return full;
          box.data.bookmarks[c.member] = [...list, { user, created_at: isoTime(box.context.now()) }];
        }
        return { status: okStatus(c.op) };
      },
      deleteBookmark: (c) => {
        const user = resolveUser(c.params['id'], c.member);
        const list = of(c.member);
        if (!list.some((b) => b.user === user)) return unknownRefusal('id', c.params['id']!);
        box.data.bookmarks[c.member] = list.filter((b) => b.user !== user);
        return { status: okStatus(c.op) };
      },
      listBookmarks: (c) => {
        const list = of(c.member);
        const items = pageOf(list, c.query, 10).map((b) => ({ created_at: b.created_at, user: { id: b.user } }));
        return { status: okStatus(c.op), json: { bookmarks: { total: list.length, items } } };
      },
    };
  },
});
