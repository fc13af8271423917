/**
 * What to check when the service refuses the consumer during `pronet auth`'s first call: the key it does not know,
 * or a signature made with a secret it does not hold. Named by flag and environment variable, where the values came
 * from; nothing else of the handshake can cause these two.
 */
import { operations } from '../generated/operations.ts';
import { ApiError } from '../plugins/oauth1/browser.ts';

/** The request token call (POST and GET): the first that signs with the consumer alone. */
const REQUEST_TOKEN = new Set(
  Object.values(operations)
    .filter((op) => op.handshakeStep === 'request_token')
    .map((op) => op.operationId),
);

export function consumerHint(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  if (error.errorName === 'INVALID_OAUTH_CONSUMER')
    return 'the service does not know this consumer key: check --consumer-key (or PRONET_CONSUMER_KEY)';
  if (error.errorName === 'INVALID_OAUTH_SIGNATURE' && REQUEST_TOKEN.has(error.operation ?? ''))
    return 'the signature made with this consumer secret did not verify: check the file of --consumer-secret-file (or PRONET_CONSUMER_SECRET), and that it is the secret of this --consumer-key';
  return undefined;
}
