// The client's errors for requests that got no HTTP answer. HTTP errors (ApiError and its subclasses) come
// from the OAuth plugin, so that the handshake and the client share one hierarchy.

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
