// The client's errors beyond the HTTP ones of the OAuth plugin: rate limiting, network failures and timeouts.
import { ApiError } from '../plugins/oauth1/index.ts';

/** 403 RATE_LIMIT_EXCEEDED: a per-call throttle was hit. Not retried by default. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}

/** The request never got an HTTP answer (connection refused or reset, DNS, TLS...). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the call's `timeout`. */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

/** The ApiError subclass for a non-2xx answer whose body was read already. */
export function errorFor(response: Response, body: unknown): ApiError {
  const error = ApiError.fromBody(response, body);
  if (error.status === 403 && error.errorName === 'RATE_LIMIT_EXCEEDED') {
    return Object.setPrototypeOf(Object.assign(error, { name: 'RateLimitError' }), RateLimitError.prototype) as RateLimitError;
  }
  return error;
}
