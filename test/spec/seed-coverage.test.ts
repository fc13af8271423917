import { describe, expect, it } from 'vitest';
import { loaded } from './load.ts';
import { seedOperations } from './seed-operations.ts';

const { model, document } = await loaded;
const byId = new Map(model.operations.map((o) => [o.operationId, o]));

// The description holds the operations; this list pins only the calls the service description names, with their
// rules. An operation added to spec/ needs no entry here: tests that cover every operation iterate the model.
describe('every operation the seed names is in the description, as the seed says', () => {
  it('the description holds every pinned call once, at its method and path', () => {
    const at = new Map(model.operations.map((o) => [`${o.method} ${o.path}`, o.operationId]));
    for (const seed of seedOperations) expect(at.get(`${seed.method} ${seed.path}`), `${seed.method} ${seed.path}`).toBe(seed.operationId);
  });

  it.each(seedOperations)('$operationId: $method $path', (seed) => {
    const op = byId.get(seed.operationId);
    expect(op, `${seed.operationId} is missing`).toBeDefined();
    expect({ method: op!.method, path: op!.path, tag: op!.tag }).toEqual({ method: seed.method, path: seed.path, tag: seed.tag });
    expect(op!.roles).toEqual(seed.roles);
    expect(op!.maturity).toBe(seed.maturity);
    expect(op!.deprecated).toBe(seed.deprecated ?? false);
    expect(op!.throttled !== null).toBe(seed.throttled ?? false);
  });
});

describe('contract rules of the seed', () => {
  const vendor = model.operations.filter((o) => o.tag === 'vendorJobs');

  it('vendor calls take OAuth 1.0 or the bearer scheme, both with the vendor_jobs right', () => {
    for (const op of vendor) {
      expect(op.security, op.operationId).toEqual([
        { scheme: 'oauth1', roles: ['vendor_jobs'] },
        { scheme: 'oauth2', roles: ['vendor_jobs'] },
      ]);
    }
  });

  it('every vendor call answers the vendor media type, which the Accept header selects', () => {
    for (const op of vendor) {
      expect(op.vendorAccept, op.operationId).toBe('application/vnd.service.jobs.v1+json');
    }
  });

  it('the security schemes are OAuth 1.0 (http OAuth) and a bearer scheme', () => {
    const schemes = document.components!['securitySchemes'] as Record<string, { type: string; scheme: string }>;
    expect(schemes['oauth1']).toMatchObject({ type: 'http', scheme: 'OAuth' });
    expect(schemes['oauth2']).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('token responses are form-encoded', () => {
    for (const id of ['createRequestToken', 'getRequestToken', 'createAccessToken', 'getAccessToken']) {
      expect(byId.get(id)!.responseFormat, id).toBe('form');
    }
  });

  it('the handshake operations say which step they are', () => {
    expect(model.operations.filter((o) => o.handshakeStep).map((o) => [o.operationId, o.handshakeStep])).toEqual(
      expect.arrayContaining([
        ['createRequestToken', 'request_token'],
        ['getRequestToken', 'request_token'],
        ['authorize', 'authorize'],
        ['createAccessToken', 'access_token'],
        ['getAccessToken', 'access_token'],
      ]),
    );
  });

  it('the authorization page lives on {auth_url}', () => {
    expect(byId.get('authorize')!.server).toBe('auth_url');
    expect(model.servers.map((s) => s.variable).sort()).toEqual(['auth_url', 'base_url']);
  });

  it('every signed general call documents 401; every call a 4xx or a fallback for what is not shown', () => {
    for (const op of model.operations) {
      const statuses = Object.keys(op.examples);
      expect(
        statuses.some((s) => /^4/.test(s) || s === 'default'),
        op.operationId,
      ).toBe(true);
      if (op.security.length && op.tag !== 'vendorJobs') expect(statuses, op.operationId).toContain('401');
    }
  });

  it('vendor calls fix no error status the service does not show: OAuth and access failures are a 4XX', () => {
    for (const op of vendor) {
      expect(Object.keys(op.examples), op.operationId).not.toContain('401');
      expect(Object.keys(op.examples), op.operationId).not.toContain('403');
      expect(op.examples['4XX'], op.operationId).toEqual(expect.arrayContaining(['invalidOauthToken', 'nonceAlreadyUsed', 'accessDenied']));
    }
  });

  it('names the documented error conditions as examples', () => {
    const names = new Set(model.operations.flatMap((o) => Object.values(o.examples).flat()));
    for (const name of [
      'nonceAlreadyUsed',
      'invalidOauthToken',
      'tooManyRecipients',
      'rateLimitExceeded',
      'timestampExpired',
      'invalidOauthSignature',
    ]) {
      expect(names, name).toContain(name);
    }
    const vendorNames = new Set(vendor.flatMap((o) => Object.values(o.examples).flat()));
    for (const name of ['postingNotCreator', 'postingArchivedReactivation']) expect(vendorNames, name).toContain(name);
  });

  it('createConversation answers 403 for more than 10 recipients', () => {
    expect(byId.get('createConversation')!.examples['403']).toContain('tooManyRecipients');
  });

  it("deleting a contact request addressed to the caller's own account is an error whose status is not given", () => {
    const examples = byId.get('deleteContactRequest')!.examples;
    expect(Object.keys(examples).filter((status) => examples[status]!.includes('contactRequestToOwnAccount'))).toEqual(['default']);
  });

  it('the removed similar_user_id of network recommendations is documented and deprecated', () => {
    const item = document.paths!['/v1/users/{user_id}/network/recommendations'] as { get: { parameters: Array<Record<string, unknown>> } };
    expect(item.get.parameters.find((p) => p['name'] === 'similar_user_id')).toMatchObject({ in: 'query', deprecated: true });
  });

  it('the posting lifecycle has the seed transitions, with archived refusing reactivation', () => {
    const lifecycle = model.lifecycle!;
    const t = (from: string | null, op: string) => lifecycle.transitions.find((x) => x.from === from && x.trigger.operationId === op);
    expect(t(null, 'createPosting')?.to).toBe('created');
    expect(t('created', 'activatePosting')?.to).toBe('active');
    expect(t('active', 'deactivatePosting')?.to).toBe('deactivated');
    expect(t('deactivated', 'activatePosting')?.to).toBe('active');
    expect(t('*', 'archivePosting')?.to).toBe('archived');
    expect(t('archived', 'activatePosting')).toMatchObject({ to: null, rejected: true });
    expect(lifecycle.transitions.some((x) => x.trigger.event === 'expiry' && x.to === 'archived')).toBe(true);
  });

  it('marks the deprecated fields of the history', () => {
    const schemas = document.components!['schemas'] as Record<string, { properties?: Record<string, { deprecated?: boolean }> }>;
    expect(schemas['ProfessionalExperience']!.properties!['non_primary_companies']!.deprecated).toBe(true);
    for (const size of ['large', 'maxi_thumb', 'medium_thumb', 'thumb', 'mini_thumb']) {
      expect(schemas['PhotoUrls']!.properties![size]!.deprecated, size).toBe(true);
    }
  });

  it('every change history entry names only existing operations', () => {
    for (const entry of model.changelog.entries) for (const id of entry.operations) expect(byId.has(id), `${entry.id}: ${id}`).toBe(true);
  });
});
