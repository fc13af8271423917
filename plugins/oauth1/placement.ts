/**
 * Where the protocol parameters travel (RFC 5849 3.5): the Authorization header (default), the query
 * string (3.5.3) or a form-encoded body (3.5.2; the service's own examples send them as form fields).
 * The placement never changes the signature: all three places are part of the base string.
 */
import { isFormContentType, serializePairs } from './encode.ts';
import { OptionError } from './errors.ts';
import type { OAuthRequest, SignedRequest } from './signer.ts';

export type Placement = 'header' | 'query' | 'body';
export const PLACEMENTS: readonly Placement[] = ['header', 'query', 'body'];

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The request to send: its URL, its body (as a string; undefined for none) and headers to set. */
export interface PlacedRequest {
  url: string;
  body: string | undefined;
  /** Headers to set on the request (Authorization, or Content-Type for the body placement). */
  headers: Record<string, string>;
}

function bodyText(body: OAuthRequest['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : body.toString();
}

/**
 * Throws when the protocol parameters cannot travel in this request's body: GET and HEAD (fetch sends
 * no body with them), or a body that is not form-encoded (RFC 5849 3.5.2).
 */
export function checkBodyPlacement(method: string, contentType: string | null | undefined, hasBody: boolean): void {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') {
    throw new OptionError(
      'placement',
      `'body': OAuth parameters cannot go in the body of a ${upper} request (fetch sends no body with it): use the 'header' or 'query' placement`,
    );
  }
  if (hasBody && !isFormContentType(contentType)) {
    throw new OptionError(
      'placement',
      `'body': OAuth parameters can go in the body only when it is ${FORM_CONTENT_TYPE} (RFC 5849 3.5.2), not ${contentType ?? 'a body without content type'}: use the 'header' or 'query' placement`,
    );
  }
}

/**
 * Applies a placement to a signed request and returns the new URL, body and headers; the input is not
 * changed. For 'query' the parameters are appended after the existing query (a fragment is dropped: it
 * is never sent). For 'body' the request must be able to carry a form body: not GET or HEAD, and any
 * existing body must be form-encoded; the parameters are appended after the existing fields.
 */
export function applyPlacement(
  request: OAuthRequest,
  signed: Pick<SignedRequest, 'oauthParams' | 'authorization'>,
  placement: Placement = 'header',
): PlacedRequest {
  const body = bodyText(request.body);
  if (placement === 'header') {
    return { url: String(request.url), body, headers: { Authorization: signed.authorization } };
  }
  const encoded = serializePairs(signed.oauthParams);
  if (placement === 'query') {
    const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
    const href = url.hash ? url.href.slice(0, -url.hash.length) : url.href;
    const separator = url.search.length > 1 ? '&' : href.endsWith('?') ? '' : '?';
    return { url: href + separator + encoded, body, headers: {} };
  }
  if (placement === 'body') {
    const contentType = request.contentType ?? (request.body instanceof URLSearchParams ? FORM_CONTENT_TYPE : undefined);
    checkBodyPlacement(request.method, contentType, Boolean(body));
    return {
      url: String(request.url),
      body: body ? body + '&' + encoded : encoded,
      headers: { 'Content-Type': contentType && isFormContentType(contentType) ? contentType : FORM_CONTENT_TYPE },
    };
  }
  throw new TypeError(`unknown placement ${String(placement)} (use 'header', 'query' or 'body')`);
}
