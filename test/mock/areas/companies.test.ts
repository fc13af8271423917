// Followed companies, company updates with their likes and comments, and bookmarks, through the generated client:
// what a call stores shows in the lists until a call removes it, and only an author changes what they wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERIKA } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const COMPANY = '3012_a2b4c6';
const path = (values: Record<string, string>) => ({ params: { path: values } });

const followed = async (client: any) => {
  const answer = await call(client, 'listFollowedCompanies');
  expectConforming('listFollowedCompanies', answer);
  return answer.companies.items.map((c: any) => c.id);
};

describe('followed companies', () => {
  it('a followed company is listed until it is unfollowed; both calls are idempotent', async () => {
    expect(await followed(m.max)).toEqual([]);
    await call(m.max, 'followCompany', path({ id: COMPANY }));
    await call(m.max, 'followCompany', path({ id: COMPANY }));
    await call(m.max, 'followCompany', path({ id: '3013_b3c5d7' }));
    expect(await followed(m.max)).toEqual([COMPANY, '3013_b3c5d7']);
    expect(await followed(m.erika)).toEqual([]);
    await call(m.max, 'unfollowCompany', path({ id: COMPANY }));
    await call(m.max, 'unfollowCompany', path({ id: COMPANY }));
    expect(await followed(m.max)).toEqual(['3013_b3c5d7']);
  });
});

describe('company updates', () => {
  const updates = async () => {
    const answer = await call(m.erika, 'listCompanyUpdates', path({ id: COMPANY }));
    expectConforming('listCompanyUpdates', answer);
    return answer.updates.items;
  };
  const comments = async (id: string) => {
    const answer = await call(m.erika, 'listCompanyUpdateComments', path({ id }));
    expectConforming('listCompanyUpdateComments', answer);
    return answer.comments.items.map((c: any) => c.content);
  };

  it('is created, listed newest first, edited by its author only, liked, commented on and deleted', async () => {
    const first = await call(m.max, 'createCompanyUpdate', { ...path({ id: COMPANY }), body: { headline: 'Hiring', content: 'Ten jobs' } });
    expectConforming('createCompanyUpdate', first);
    const second = await call(m.max, 'createCompanyUpdate', {
      ...path({ id: COMPANY }),
      body: { headline: 'Office', content: 'New place' },
    });
    expect((await updates()).map((u: any) => u.id)).toEqual([second.update.id, first.update.id]);

    const edited = await call(m.max, 'updateCompanyUpdate', { ...path({ id: first.update.id }), body: { headline: 'Still hiring' } });
    expect(edited.update).toEqual({ id: first.update.id, headline: 'Still hiring', content: 'Ten jobs' });
    expect((await updates()).find((u: any) => u.id === first.update.id).headline).toBe('Still hiring');
    const denied = await refusedCall(m.erika, 'updateCompanyUpdate', { ...path({ id: first.update.id }), body: { headline: 'Mine' } });
    expectFieldRefusal(denied, 403, 'ACCESS_DENIED', 'id');

    await call(m.erika, 'likeCompanyUpdate', path({ id: first.update.id }));
    await call(m.erika, 'likeCompanyUpdate', path({ id: first.update.id }));
    await call(m.erika, 'unlikeCompanyUpdate', path({ id: first.update.id }));

    const comment = await call(m.erika, 'createCompanyUpdateComment', { ...path({ id: first.update.id }), body: { content: 'Great' } });
    expectConforming('createCompanyUpdateComment', comment);
    await call(m.max, 'createCompanyUpdateComment', { ...path({ id: first.update.id }), body: { content: 'Thanks' } });
    expect(await comments(first.update.id)).toEqual(['Great', 'Thanks']);
    const notTheirs = await refusedCall(m.max, 'deleteCompanyUpdateComment', path({ id: first.update.id, comment_id: comment.comment.id }));
    expectFieldRefusal(notTheirs, 403, 'ACCESS_DENIED', 'id');
    await call(m.erika, 'deleteCompanyUpdateComment', path({ id: first.update.id, comment_id: comment.comment.id }));
    expect(await comments(first.update.id)).toEqual(['Thanks']);

    await call(m.max, 'deleteCompanyUpdate', path({ id: first.update.id }));
    expect((await updates()).map((u: any) => u.id)).toEqual([second.update.id]);
    const gone = await refusedCall(m.erika, 'listCompanyUpdateComments', path({ id: first.update.id }));
    expectFieldRefusal(gone, 403, 'INVALID_PARAMETERS', 'id');
  });
});

describe('bookmarks', () => {
  const bookmarked = async (client: any) => {
    const answer = await call(client, 'listBookmarks');
    expectConforming('listBookmarks', answer);
    return answer.bookmarks.items.map((b: any) => b.user.id);
  };

  it('a bookmarked user is listed until the bookmark is deleted', async () => {
    expect(await bookmarked(m.max)).toEqual([]);
    await call(m.max, 'createBookmark', path({ id: ERIKA }));
    await call(m.max, 'createBookmark', path({ id: ERIKA }));
    expect(await bookmarked(m.max)).toEqual([ERIKA]);
    expect(await bookmarked(m.erika)).toEqual([]);
    await call(m.max, 'deleteBookmark', path({ id: ERIKA }));
    expect(await bookmarked(m.max)).toEqual([]);
    expectFieldRefusal(await refusedCall(m.max, 'deleteBookmark', path({ id: ERIKA })), 403, 'INVALID_PARAMETERS', 'id');
  });
});
