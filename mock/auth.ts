/**
 * Who calls, and may they: the authenticate and authorize stages of the pipeline.
 *
 * authenticate: a bearer token where the call's security allows the bearer scheme (the vendor calls), else a
 * signed OAuth 1.0 request (mock/oauth.ts). It returns `commit()`, which records the nonce and timestamp once the
 * request is accepted.
 * authorize: the rights of the operation's roles; test consumers never reach the vendor interface (the calls
 * with a vendor media type), whatever their configured rights; the vendor `Accept` rule.
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import type { ReceivedRequest } from '../plugins/oauth1/index.ts';
import type { Description } from './description.ts';
import { acceptsExactly, type Refusal } from './http.ts';
import type { Identity, OAuthState } from './oauth.ts';

export function authenticate(
  d: Description,
  oauth: OAuthState,
  op: MockOperation,
  received: ReceivedRequest,
): { identity: Identity; commit(): void } | Refusal {
  const authorization = received.authorization ?? '';
  if (/^bearer(\s|$)/i.test(authorization)) {
    const requirement = op.security.find((s) => d.schemes.bearer.has(s.scheme));
    if (!requirement) {
      return {
        status: 401,
        example: 'requiredParameterMissing',
        detail:
          'this call takes OAuth 1.0 only; bearer tokens are accepted on the calls whose security allows the bearer scheme (the vendor calls)',
      };
    }
    const identity = oauth.bearer(authorization.replace(/^bearer\s*/i, '').trim());
    if (!identity) return { status: 401, example: 'invalidOauthToken', detail: 'unknown bearer token' };
    return { identity: { ...identity, scheme: requirement.scheme }, commit() {} };
  }
  const requirement = op.security.find((s) => d.schemes.oauth1.has(s.scheme));
  if (!requirement) return { status: 401, example: 'requiredParameterMissing', detail: 'this call needs a bearer token' };
  const verified = oauth.verify(received, 'data');
  if (!verified.ok) return verified.failure;
  const { consumer, accessToken, commit } = verified.value;
  return { identity: { scheme: requirement.scheme, member: accessToken!.member, rights: consumer.rights, consumer }, commit };
}

export function authorize(op: MockOperation, identity: Identity | undefined, accept: string | undefined): Refusal | undefined {
  if (identity) {
    if (identity.consumer?.test && op.vendorAccept) {
      return { status: 403, example: 'insufficientPrivileges', detail: 'test consumers cannot use the vendor interface' };
    }
    const needed = op.security.find((s) => s.scheme === identity.scheme)?.roles ?? [];
    const missing = needed.filter((right) => !identity.rights.includes(right));
    if (missing.length)
      return { status: 403, example: 'insufficientPrivileges', detail: `this call needs the right ${missing.join(', ')}` };
  }
  if (op.vendorAccept && !acceptsExactly(accept, op.vendorAccept)) return { status: 406, example: 'unsupportedAccept' };
  return undefined;
}

/** The rights that only the vendor interface uses: a test consumer configured with one is told at start-up. */
export function vendorOnlyRights(operations: readonly MockOperation[]): string[] {
  const general = new Set(operations.filter((op) => !op.vendorAccept).flatMap((op) => op.security.flatMap((s) => s.roles)));
  return [...new Set(operations.filter((op) => op.vendorAccept).flatMap((op) => op.security.flatMap((s) => s.roles)))].filter(
    (r) => !general.has(r),
  );
}
