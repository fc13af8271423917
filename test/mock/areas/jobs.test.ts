// Jobs through the generated client: the search answers the known jobs that match the query (and lie near the
// location), as minimal postings; a job shows by its id, an unknown id is refused; recommendations page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

const examples = doc.components.examples;
const FULL = examples.jobDetails.value.job;
const [FOUND] = examples.jobSearchResults.value.jobs.items;
const RECOMMENDED = examples.jobRecommendations.value.job_recommendations.items;

const find = async (query: Record<string, unknown>) => {
  const answer = await call(m.max, 'findJobs', { params: { query } });
  expectConforming('findJobs', answer);
  return answer.jobs;
};
const ids = (jobs: { items: Array<{ id: string }> }) => jobs.items.map((j) => j.id);

describe('findJobs', () => {
  it('answers the known jobs a word of the query occurs in, those with more of the words first', async () => {
    expect(ids(await find({ query: 'engineer' }))).toEqual([FULL.id]);
    expect(ids(await find({ query: 'RAILS' }))).toEqual([FOUND.id]);
    expect(ids(await find({ query: 'hamburg ruby developer' }))).toEqual([FOUND.id, FULL.id]);
    expect(ids(await find({ query: 'berlin' }))).toEqual([RECOMMENDED[0].id]);
    expect(await find({ query: 'astronaut' })).toEqual({ total: 0, items: [] });
  });

  it('answers minimal postings, paged', async () => {
    const jobs = await find({ query: 'engineer developer manager', limit: 1, offset: 1 });
    expect(jobs.total).toBe(3);
    expect(jobs.items).toHaveLength(1);
    const [full] = (await find({ query: 'engineer' })).items;
    expect(full).not.toHaveProperty('description');
    expect(full).not.toHaveProperty('skills');
    expect(full).toMatchObject({ id: FULL.id, title: FULL.title, location: FULL.location, links: FULL.links });
  });

  it('keeps the jobs within the radius of location', async () => {
    const { latitude, longitude } = FULL.location.geo_code;
    expect(ids(await find({ query: 'engineer developer', location: `${latitude},${longitude},10` }))).toEqual([FULL.id]);
    expect(ids(await find({ query: 'engineer', location: '48.137,11.575,100' }))).toEqual([]);
  });
});

describe('getJob', () => {
  it('answers a known job, the full one with all its fields', async () => {
    const answer = await call(m.max, 'getJob', { params: { path: { id: FULL.id } } });
    expectConforming('getJob', answer);
    expect(answer.job).toEqual(FULL);
    expect((await call(m.max, 'getJob', { params: { path: { id: FOUND.id } } })).job).toEqual(FOUND);
  });

  it('refuses an id the mock does not know', async () => {
    expectFieldRefusal(await refusedCall(m.max, 'getJob', { params: { path: { id: '1_abcdef' } } }), 403, 'INVALID_PARAMETERS', 'id');
  });
});

describe('listJobRecommendations', () => {
  it("pages the example's recommendations", async () => {
    const answer = await call(m.max, 'listJobRecommendations', { params: { path: { user_id: 'me' } } });
    expectConforming('listJobRecommendations', answer);
    expect(answer).toEqual(examples.jobRecommendations.value);
    const page = await call(m.max, 'listJobRecommendations', { params: { path: { user_id: 'me' }, query: { offset: 1 } } });
    expect(page.job_recommendations).toEqual({ total: RECOMMENDED.length, items: [] });
  });
});
