/**
 * The OAuth 1.0 plugin without its server side: signer (HMAC-SHA1 through node:crypto or WebCrypto), placement,
 * sender, openapi-fetch middleware, handshake, credentials and errors. No Node built-in is imported, so bundlers
 * take it as it is for browsers and web workers. Published as `pronet-api/oauth1/browser` (and as
 * `pronet-api/oauth1` under the `browser` export condition).
 *
 * In a browser, HMAC-SHA1 is asynchronous: sign with `signRequestAsync` (or let the client, the middleware or the
 * handshake do it); `signRequest` is for Node.
 */
export { percentEncode, isFormContentType } from './encode.ts';
export { createTimestampSource, defaultTimestampSource, generateNonce, type TimestampSource } from './clock.ts';
export {
  AccessToken,
  createCredentials,
  OAuthCredentials,
  REDACTED,
  RequestToken,
  type ConsumerLike,
  type CredentialsLike,
  type SavedToken,
} from './credentials.ts';
export {
  authorizationHeader,
  baseStringUri,
  signatureBaseString,
  signRequest,
  signRequestAsync,
  SIGNATURE_METHODS,
  type OAuthParam,
  type OAuthRequest,
  type SignatureMethod,
  type SignedRequest,
  type SignOptions,
} from './signer.ts';
export { hasSyncHmac, webCryptoHmacSha1Base64 } from './hmac.ts';
export { applyPlacement, PLACEMENTS, type PlacedRequest, type Placement } from './placement.ts';
export {
  checkBaseUrl,
  checkPlaintextTransport,
  checkSenderOptions,
  createSender,
  isSafeMethod,
  retryAfterMs,
  SDK_VERSION,
  senderOptionsOf,
  type CallOptions,
  type DebugOption,
  type OutgoingRequest,
  type Sender,
  type SenderOptions,
  type Transport,
} from './send.ts';
export {
  oauth1Middleware,
  type OAuth1Middleware,
  type OAuth1MiddlewareOptions,
  type RequestParts,
  type SignedParts,
} from './middleware.ts';
export {
  authorizationUrl,
  getAccessToken,
  getRequestToken,
  HANDSHAKE_PATHS,
  REQUEST_TOKEN_LIFETIME_MS,
  type AccessTokenOptions,
  type HandshakeOptions,
  type HandshakePaths,
  type RequestTokenOptions,
} from './handshake.ts';
export {
  ApiError,
  HandshakeError,
  InvalidTokenError,
  NetworkError,
  OAUTH_ERROR_NAMES,
  OAuthError,
  OptionError,
  RateLimitError,
  ResponseBodyError,
  TimeoutError,
  type ApiErrorDetail,
  type ApiErrorInit,
  type HandshakeErrorCode,
  type RequestContext,
} from './errors.ts';
