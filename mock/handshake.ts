/**
 * The three handshake steps, found in the operation table by `handshakeStep`:
 *
 *   request_token  signed with the consumer secret and an empty token secret -> a request token (10 minutes)
 *   authorize      GET: the page where the user picks a test member; its form posts back to the same path
 *                  (Allow: 302 to the callback with oauth_token and oauth_verifier, or the PIN page for oob;
 *                  Deny: the cancellation page)
 *   access_token   signed with the request token secret, with the verifier -> an access token
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import type { MemberConfig } from './config.ts';
import { form, html, isRefusal, type Refusal, type Reply } from './http.ts';
import type { Consumer, OAuthState, RequestTokenRecord } from './oauth.ts';
import { authorizePage, cancelledPage, verifierPage } from './pages.ts';
import type { ReceivedRequest } from '../plugins/oauth1/index.ts';

/** The success status of a call: its table status, or 200 where the description gives only a range. */
const successStatus = (op: MockOperation) => (/^[0-9]{3}$/.test(op.successStatus) ? Number(op.successStatus) : 200);

/**
 * `oob`, or an absolute URL of any scheme (custom schemes included) written in ASCII: the service wants
 * non-ASCII domains in their ASCII-compatible form.
 */
export function callbackProblem(callback: string): string | undefined {
  if (callback === 'oob') return undefined;
  if (/[^\x00-\x7f]/.test(callback))
    return 'the callback must be written in ASCII (convert non-ASCII domains to their ASCII-compatible form)';
  if (/[\x00-\x20\x7f]/.test(callback))
    return 'the callback must not contain spaces or control characters (percent-encode them, a space as %20)';
  try {
    new URL(callback);
  } catch {
    return 'the callback must be oob or an absolute URL';
  }
  return undefined;
}

/** RFC 3986 percent-encoding (RFC 5849 section 3.6). */
const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The CSP source that lets the authorization page's form land on the callback: its origin (`http://127.0.0.1:4321`),
 * or its scheme alone for an application's own scheme (`myapp:`). None for oob, or a callback that no source
 * expression can name without widening it (a host with characters CSP does not take).
 */
function callbackSource(callback: string): string[] {
  if (callback === 'oob') return [];
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    return [];
  }
  if (url.origin !== 'null') return /^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(url.origin) ? [url.origin] : [];
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) ? [url.protocol] : [];
}

/**
 * The callback with the parameters added to its query, as RFC 5849 section 2.2 says: the existing query is
 * kept byte for byte, a fragment stays at the end. Characters that a Location header cannot carry (a test
 * consumer's non-ASCII callback) are percent-encoded, as a browser would send them.
 */
export function withCallbackParams(callback: string, params: Record<string, string>): string {
  const hash = callback.indexOf('#');
  const base = hash === -1 ? callback : callback.slice(0, hash);
  const fragment = hash === -1 ? '' : callback.slice(hash);
  const added = Object.entries(params)
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${added}${fragment}`.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

export class Handshake {
  readonly #oauth: OAuthState;
  readonly #members: readonly MemberConfig[];

  constructor(oauth: OAuthState, members: readonly MemberConfig[]) {
    this.#oauth = oauth;
    this.#members = members.filter((m) => (m.status ?? 'active') === 'active');
  }

  requestToken(op: MockOperation, request: ReceivedRequest): Reply | Refusal {
    const verified = this.#oauth.verify(request, 'request_token');
    if (!verified.ok) return verified.failure;
    const { consumer, params } = verified.value;
    // Test consumers may use any callback (the service's rule); others get the check.
    const problem = consumer.test ? undefined : callbackProblem(params['oauth_callback']!);
    if (problem) return { status: 400, example: 'callbackUrlNotAllowed', detail: problem };
    verified.value.commit();
    const record = this.#oauth.issueRequestToken(consumer, params['oauth_callback']!);
    return form(successStatus(op), { oauth_token: record.token, oauth_token_secret: record.secret, oauth_callback_confirmed: 'true' });
  }

  accessToken(op: MockOperation, request: ReceivedRequest): Reply | Refusal {
    const verified = this.#oauth.verify(request, 'access_token');
    if (!verified.ok) return verified.failure;
    verified.value.commit();
    const access = this.#oauth.exchange(verified.value.requestToken!);
    return form(successStatus(op), { oauth_token: access.token, oauth_token_secret: access.secret, user_id: access.member });
  }

  /** GET: the authorization page for a pending request token. */
  page(op: MockOperation, query: URLSearchParams): Reply | Refusal {
    const found = this.#pending(query.get('oauth_token'));
    if (isRefusal(found)) return found;
    return this.#form(op, found, 200);
  }

  /** POST from the page's form: oauth_token, member, decision (allow, deny, continue). */
  decide(op: MockOperation, body: string | undefined): Reply | Refusal {
    const fields = new URLSearchParams(body ?? '');
    const found = this.#pending(fields.get('oauth_token'));
    if (isRefusal(found)) return found;
    const consumer = this.#oauth.consumers.get(found.consumerKey)!;
    // Only the page the mock served can decide: another site cannot read it, so it cannot know the form token.
    if (fields.get('form_token') !== found.formToken) {
      return {
        status: 403,
        example: 'invalidRequestToken',
        detail: 'the form token is missing or wrong: open the authorization page and submit its own form',
      };
    }
    const decision = fields.get('decision');
    // One decision per request token: once allowed, no other member may decide, and it cannot be denied. The member
    // who allowed may press Allow again and gets the same answer: a browser that could not land on the callback
    // the first time (blocked, or the callback was not listening yet) loses nothing.
    if (found.verifier !== undefined) {
      if (fields.get('member') === found.member && (decision === 'allow' || decision === 'continue'))
        return this.#landOnCallback(found, consumer, found.verifier);
      return { status: 400, example: 'invalidRequestToken', detail: 'this request token was already authorized' };
    }
    if (decision === 'deny') {
      this.#oauth.deny(found);
      return html(200, cancelledPage(consumer));
    }
    const member = this.#members.find((m) => m.id === fields.get('member'));
    if (!member) return this.#form(op, found, 400, 'Pick one of the test members.');
    if (decision === 'continue' && !this.#oauth.authorizedMembers(consumer.key).has(member.id)) {
      return this.#form(op, found, 400, `${member.name} has not authorized ${consumer.name} yet: press Allow.`);
    }
    if (decision !== 'allow' && decision !== 'continue') return this.#form(op, found, 400, 'Press Allow or Deny.');

    const verifier = this.#oauth.allow(found, member.id);
    return this.#landOnCallback(found, consumer, verifier);
  }

  /** Allow's answer: the PIN page for oob, else the redirect to the callback with the token and the verifier. */
  #landOnCallback(found: RequestTokenRecord, consumer: Consumer, verifier: string): Reply {
    if (found.callback === 'oob') return html(200, verifierPage(consumer, verifier));
    const location = withCallbackParams(found.callback, { oauth_token: found.token, oauth_verifier: verifier });
    return { status: 302, headers: { location, 'cache-control': 'no-store' } };
  }

  #pending(token: string | null): RequestTokenRecord | Refusal {
    if (!token) return { status: 400, example: 'invalidRequestToken', detail: 'oauth_token is missing' };
    const found = this.#oauth.pendingRequestToken(token);
    return found.ok ? found.record : { status: 400, example: found.example };
  }

  #form(op: MockOperation, record: RequestTokenRecord, status: number, error?: string): Reply {
    const consumer = this.#oauth.consumers.get(record.consumerKey)!;
    return html(
      status,
      authorizePage({
        action: op.path,
        token: record.token,
        formToken: record.formToken,
        consumer,
        members: this.#members,
        authorized: this.#oauth.authorizedMembers(consumer.key),
        ...(error !== undefined && { error }),
      }),
      callbackSource(record.callback),
    );
  }
}
