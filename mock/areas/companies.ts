/**
 * The companies area: the companies a member follows, and the updates that companies post with their likes and
 * comments. A followed company is listed (listFollowedCompanies) until it is unfollowed; following and unfollowing
 * are idempotent. An update is created for a company (createCompanyUpdate), listed newest first under it
 * (listCompanyUpdates), edited and deleted by its author only (403 `ACCESS_DENIED` otherwise), liked and unliked
 * (idempotent), and commented on: its comments list oldest first, and only their author deletes them. Deleting an
 * update deletes its likes and comments. An update or comment id the mock does not hold is refused with 403
 * `INVALID_PARAMETERS` (`UNKNOWN_VALUE`). The answers take the shapes of the description's examples
 * (`companyUpdateSaved`, `companyUpdates`, `companyUpdateComments`, `followedCompanies`).
 */
import { jsonArea, mapOf, STRING, STRINGS, type Box } from './json-area.ts';
import { deniedRefusal, fullRefusal, unknownRefusal } from './refusals.ts';
import { storeRefusal, type AreaCall, type AreaHandler } from './types.ts';
import { okStatus, pageOf, scrambledId } from './values.ts';

interface StoredUpdate {
  id: string;
  company: string;
  author: string;
  headline: string;
  content: string;
}
interface StoredComment {
  id: string;
  update: string;
  author: string;
  content: string;
}
interface CompaniesData {
  counter: number;
  /** The company ids each member follows, in the order followed. */
  following: Record<string, string[]>;
  /** Updates by id, in the order created. */
  updates: Record<string, StoredUpdate>;
  /** The members who like an update, by update id. */
  likes: Record<string, string[]>;
  /** Comments by id, in the order created. */
  comments: Record<string, StoredComment>;
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const shownUpdate = (u: StoredUpdate) => ({ id: u.id, headline: u.headline, content: u.content });
const shownComment = (c: StoredComment) => ({ id: c.id, content: c.content });

export const companiesArea = jsonArea<CompaniesData>({
  name: 'companies',
  initial: () => ({ counter: 0, following: {}, updates: {}, likes: {}, comments: {} }),
  schema: {
    type: 'object',
    properties: {
      counter: { type: 'number' },
      following: mapOf(STRINGS),
      updates: mapOf({
        type: 'object',
        properties: { id: STRING, company: STRING, author: STRING, headline: STRING, content: STRING },
        required: ['id', 'company', 'author', 'headline', 'content'],
      }),
      likes: mapOf(STRINGS),
      comments: mapOf({
        type: 'object',
        properties: { id: STRING, update: STRING, author: STRING, content: STRING },
        required: ['id', 'update', 'author', 'content'],
      }),
    },
    required: ['counter', 'following', 'updates', 'likes', 'comments'],
  },
  stats: (d) => ({
    follows: Object.values(d.following).reduce((n, l) => n + l.length, 0),
    companyUpdates: Object.keys(d.updates).length,
    companyUpdateComments: Object.keys(d.comments).length,
  }),
  bind(box) {
    const store = new CompanyStore(box);
    return { ...followCalls(store), ...updateCalls(store), ...likeCalls(store), ...commentCalls(store) };
  },
});

type Handlers = Record<string, AreaHandler>;

/** The area's state with the look-ups its calls share: new ids, the update a path names, who may change what. */
class CompanyStore {
  readonly #box: Box<CompaniesData>;
  constructor(box: Box<CompaniesData>) {
    this.#box = box;
  }

  get data(): CompaniesData {
    return this.#box.data;
  }

  nextId(): string {
    return scrambledId(++this.data.counter);
  }

  /** Runs `then` with the update the path names, or refuses an id the mock does not hold. */
  withUpdate<T>(c: AreaCall, then: (update: StoredUpdate) => T) {
    const update = this.data.updates[c.params['id']!];
    return update ? then(update) : unknownRefusal('id', c.params['id']!);
  }

  /** Runs `then` when the caller is `author`; anyone else may not change `what`. */
  byAuthor<T>(c: AreaCall, author: string, what: string, then: () => T) {
    return author === c.member ? then() : deniedRefusal('id', `only the author may change ${what}`);
  }
}

function followCalls(store: CompanyStore): Handlers {
  const follow = (followed: boolean) => (c: AreaCall) => {
    const company = c.params['id']!;
    const list = (store.data.following[c.member] ?? []).filter((id) => id !== company);
    if (followed) {
      const full = fullRefusal(list.length, 'id', 'followed companies');
      if (full) return full;
      list.push(company);
    }
    store.data.following[c.member] = list;
    return { status: okStatus(c.op) };
  };
  return {
    followCompany: follow(true),
    unfollowCompany: follow(false),
    listFollowedCompanies: (c) => {
      const followed = store.data.following[c.member] ?? [];
      return {
        status: okStatus(c.op),
        json: { companies: { total: followed.length, items: pageOf(followed, c.query).map((id) => ({ id })) } },
      };
    },
  };
}

function updateCalls(store: CompanyStore): Handlers {
  return {
    createCompanyUpdate: (c) => {
      const owned = Object.values(store.data.updates).filter((u) => u.author === c.member).length;
      const full = fullRefusal(owned, 'headline', 'company updates');
      if (full) return full;
      const update: StoredUpdate = {
        id: '',
        company: c.params['id']!,
        author: c.member,
        headline: text(c.fields['headline']) ?? '',
        content: text(c.fields['content']) ?? '',
      };
      const tooLarge = storeRefusal(update);
      if (tooLarge) return tooLarge;
      update.id = store.nextId();
      store.data.updates[update.id] = update;
      return { status: okStatus(c.op), json: { update: shownUpdate(update) } };
    },
    listCompanyUpdates: (c) => {
      const updates = Object.values(store.data.updates)
        .filter((u) => u.company === c.params['id'])
        .reverse();
      return { status: okStatus(c.op), json: { updates: { total: updates.length, items: pageOf(updates, c.query).map(shownUpdate) } } };
    },
    updateCompanyUpdate: (c) =>
      store.withUpdate(c, (update) =>
        store.byAuthor(c, update.author, 'an update', () => {
          const edited = {
            ...update,
            headline: text(c.fields['headline']) ?? update.headline,
            content: text(c.fields['content']) ?? update.content,
          };
          const tooLarge = storeRefusal(edited);
          if (tooLarge) return tooLarge;
          store.data.updates[update.id] = edited;
          return { status: okStatus(c.op), json: { update: shownUpdate(edited) } };
        }),
      ),
    deleteCompanyUpdate: (c) =>
      store.withUpdate(c, (update) =>
        store.byAuthor(c, update.author, 'an update', () => {
          const data = store.data;
          delete data.updates[update.id];
          delete data.likes[update.id];
          for (const comment of Object.values(data.comments)) if (comment.update === update.id) delete data.comments[comment.id];
          return { status: okStatus(c.op) };
        }),
      ),
  };
}

function likeCalls(store: CompanyStore): Handlers {
  const like = (liked: boolean) => (c: AreaCall) =>
    store.withUpdate(c, (update) => {
      const likers = (store.data.likes[update.id] ?? []).filter((m) => m !== c.member);
      store.data.likes[update.id] = liked ? [...likers, c.member] : likers;
      return { status: okStatus(c.op) };
    });
  return { likeCompanyUpdate: like(true), unlikeCompanyUpdate: like(false) };
}

function commentCalls(store: CompanyStore): Handlers {
  return {
    listCompanyUpdateComments: (c) =>
      store.withUpdate(c, (update) => {
        const comments = Object.values(store.data.comments).filter((comment) => comment.update === update.id);
        return {
          status: okStatus(c.op),
          json: { comments: { total: comments.length, items: pageOf(comments, c.query).map(shownComment) } },
        };
      }),
    createCompanyUpdateComment: (c) =>
      store.withUpdate(c, (update) => {
        const mine = Object.values(store.data.comments).filter((comment) => comment.author === c.member).length;
        const full = fullRefusal(mine, 'content', 'comments on company updates');
        if (full) return full;
        const comment: StoredComment = { id: '', update: update.id, author: c.member, content: text(c.fields['content']) ?? '' };
        const tooLarge = storeRefusal(comment);
        if (tooLarge) return tooLarge;
        comment.id = store.nextId();
        store.data.comments[comment.id] = comment;
        return { status: okStatus(c.op), json: { comment: shownComment(comment) } };
      }),
    deleteCompanyUpdateComment: (c) =>
      store.withUpdate(c, (update) => {
        const comment = store.data.comments[c.params['comment_id']!];
        if (!comment || comment.update !== update.id) return unknownRefusal('comment_id', c.params['comment_id']!);
        return store.byAuthor(c, comment.author, 'a comment', () => {
          delete store.data.comments[comment.id];
          return { status: okStatus(c.op) };
        });
      }),
  };
}
