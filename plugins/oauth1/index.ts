/**
 * OAuth 1.0 (RFC 5849) for the service: signer, parameter placement, the sender, openapi-fetch middleware,
 * handshake, verification primitives for the mock, and the error classes. No OAuth library involved.
 * Published as `pronet-api/oauth1`. Everything but the verification primitives (which need node:crypto) is
 * also in `browser.ts` (`pronet-api/oauth1/browser`), which runs wherever fetch runs.
 */
export * from './browser.ts';
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
