/**
 * OAuth 1.0 (RFC 5849) for the service: signer, parameter placement, openapi-fetch middleware,
 * handshake, verification primitives for the mock, and the error classes. No OAuth library involved.
 * Published as `pronet-api/oauth1`.
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
} from './credentials.ts';
export {
  authorizationHeader,
  baseStringUri,
  signatureBaseString,
  signRequest,
  SIGNATURE_METHODS,
  type OAuthParam,
  type OAuthRequest,
  type SignatureMethod,
  type SignedRequest,
  type SignOptions,
} from './signer.ts';
export { applyPlacement, PLACEMENTS, type PlacedRequest, type Placement } from './placement.ts';
export {
  parseAuthorizationHeader,
  readOAuthParams,
  receivedBaseString,
  verifySignature,
  type AuthorizationHeaderReading,
  type OAuthParamsReading,
  type ParamSource,
  type ReceivedRequest,
} from './verify.ts';
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
  REQUEST_TOKEN_LIFETIME_MS,
  type AccessTokenOptions,
  type HandshakeOptions,
  type RequestTokenOptions,
} from './handshake.ts';
export {
  ApiError,
  HandshakeError,
  InvalidTokenError,
  OAUTH_ERROR_NAMES,
  OAuthError,
  RateLimitError,
  type ApiErrorDetail,
  type ApiErrorInit,
  type HandshakeErrorCode,
} from './errors.ts';
