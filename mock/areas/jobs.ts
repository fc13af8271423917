/**
 * The jobs area: the job board as the mock knows it, the jobs of the description's examples (`jobDetails`, a full
 * posting; `jobSearchResults` and `jobRecommendations`, minimal ones). It keeps no state.
 *
 * `findJobs` answers the known jobs that match `query`, as minimal postings (the fields `JobSummary` lists):
 * a job matches when a word of the query occurs in one of its texts (title, company, location, level, type,
 * industry, skills, tags, description; letter case ignored), and the jobs with more of the words come first
 * (the service does not document its matching or order: these are the mock's). `location` keeps the jobs whose
 * coordinates lie within the radius (a job without coordinates is not near any place). `getJob` answers a known
 * job (a job known only as a minimal posting with those fields); an id the mock does not know is refused with
 * 403 `INVALID_PARAMETERS` (`UNKNOWN_VALUE`). `listJobRecommendations` pages the example's recommendations.
 * `limit` and `offset` page every list (10 by default, as the description says for `findJobs`).
 */
import type { StatefulArea } from './types.ts';
import { unknownRefusal } from './refusals.ts';
import { exampleOf, okStatus, pageOf } from './values.ts';

type Json = Record<string, any>;

/** The page size of the job lists: `findJobs`' documented default of `limit`. */
const PAGE = 10;

/** The kilometres of one radian of the earth's mean radius. */
const EARTH_RADIUS_KM = 6371;

/** Every text of a job, lower case: its string values but ids, addresses and times. */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['id', 'self', 'pdf', 'thumbnail', 'logo', 'published_at'].includes(key) ? [] : [value.toLowerCase()];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

/** The distance in kilometres between two points given in degrees (haversine). */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** Whether the job lies within `location` (`latitude,longitude,radius`, as the description gives it). */
function near(job: Json, location: string): boolean {
  const [lat, lon, radius] = location.split(',').map(Number) as [number, number, number];
  const geo = job['location']?.['geo_code'];
  if (typeof geo?.latitude !== 'number' || typeof geo?.longitude !== 'number') return false;
  return distanceKm(lat, lon, geo.latitude, geo.longitude) <= radius;
}

export const jobsArea: StatefulArea<null> = {
  name: 'jobs',
  createState: () => null,
  bind(_state, description) {
    const full: Json = exampleOf(description, 'jobDetails').job;
    const found: Json[] = exampleOf(description, 'jobSearchResults').jobs.items;
    const recommended: Json[] = exampleOf(description, 'jobRecommendations').job_recommendations.items;
    const known = [full, ...found, ...recommended].filter((job, i, all) => all.findIndex((j) => j.id === job.id) === i);
    const summaryFields = Object.keys(description.spec.schema('JobSummary')?.['properties'] ?? {});
    const summary = (job: Json) => Object.fromEntries(summaryFields.filter((f) => f in job).map((f) => [f, job[f]]));
    return {
      findJobs: (c) => {
        const words = (c.query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const location = c.query.get('location');
        const matches = known
          .filter((job) => location === null || near(job, location))
          .map((job) => {
            const texts = textsOf(job);
            return { job, matched: words.filter((w) => texts.some((t) => t.includes(w))).length };
          })
          .filter(({ matched }) => matched > 0)
          .sort((a, b) => b.matched - a.matched);
        const items = pageOf(matches, c.query, PAGE).map(({ job }) => summary(job));
        return { status: okStatus(c.op), json: { jobs: { total: matches.length, items } } };
      },
      getJob: (c) => {
        const job = known.find((j) => j.id === c.params['id']);
        return job ? { status: okStatus(c.op), json: { job } } : unknownRefusal('id', c.params['id']!);
      },
      listJobRecommendations: (c) => ({
        status: okStatus(c.op),
        json: { job_recommendations: { total: recommended.length, items: pageOf(recommended, c.query, PAGE) } },
      }),
    };
  },
};
