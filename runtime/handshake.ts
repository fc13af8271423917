// The client's tokens: `client.handshake` (the plugin's three steps, at the paths of the operation table's
// handshake operations, signed with the client's consumer credentials and sent through its sender) and
// `client.setToken`. Both change the session that every later request signs with.
import {
  AccessToken,
  authorizationUrl,
  getAccessToken,
  getRequestToken,
  OptionError,
  type HandshakePaths,
  type RequestToken,
  type SavedToken,
  type Sender,
} from '../plugins/oauth1/browser.ts';
import type { Settings } from './options.ts';
import type { Session } from './request.ts';
import type { CallOptions, RuntimeOperation, TokenInput } from './types.ts';

/** The paths of the three steps: the operations with each x-handshake-step (POST for the token calls). */
export function handshakePaths(table: Readonly<Record<string, RuntimeOperation>>): HandshakePaths {
  const path = (step: RuntimeOperation['handshakeStep'], method: RuntimeOperation['method']) => {
    const op = Object.values(table).find((o) => o.handshakeStep === step && o.method === method);
    if (!op) throw new Error(`pronet-api: the operation table has no ${method.toUpperCase()} operation with x-handshake-step ${step}`);
    return op.path;
  };
  return { requestToken: path('request_token', 'post'), authorize: path('authorize', 'get'), accessToken: path('access_token', 'post') };
}

export function createTokens(settings: Settings, session: Session, sender: Sender, table: Readonly<Record<string, RuntimeOperation>>) {
  let paths: HandshakePaths | undefined; // read from the table at the first use
  const pathsOf = () => (paths ??= handshakePaths(table));
  const handshakeOptions = () => {
    if (!session.credentials) throw new OptionError('credentials', 'the handshake needs the consumer key and secret');
    return { baseUrl: settings.baseUrl, consumer: session.credentials, sender, paths: pathsOf() } as const;
  };

  return {
    /**
     * Signs with this access token from now on (or none: `null`). Accepts the AccessToken of the handshake, or a
     * token saved with `accessToken.toSecretJSON()` and read back (`JSON.parse`): a token written by
     * `JSON.stringify(accessToken)` has its secret redacted and is refused here, naming the field.
     */
    setToken(token: TokenInput | null): void {
      if (!session.credentials) throw new OptionError('credentials', 'set the consumer credentials before a token');
      if (token === null) {
        session.credentials = session.credentials.withoutToken();
        return;
      }
      // Read field by field: the token classes keep their secret in a getter, which spreading would drop.
      const given = token as Partial<SavedToken>;
      const restored =
        token instanceof AccessToken
          ? token
          : AccessToken.fromJSON({
              token: given.token,
              tokenSecret: given.tokenSecret,
              obtainedAt: given.obtainedAt ?? 0,
              extra: given.extra ?? {},
            });
      session.credentials = session.credentials.withToken(restored);
    },
    /** The OAuth 1.0 handshake, signed with the client's consumer credentials, sent like every call. */
    handshake: {
      /** Step 1: a request token; `callback` is a URL or `oob` (the user is shown a PIN). */
      requestToken: (callback = 'oob', call: CallOptions = {}): Promise<RequestToken> =>
        getRequestToken({ ...handshakeOptions(), ...call, callback }),
      /** Step 2: the page on `{auth_url}` where the user grants access. */
      authorizationUrl: (requestToken: RequestToken | string): string =>
        authorizationUrl(settings.urls['auth_url']!, requestToken, pathsOf()),
      /**
       * Step 3: exchange the authorized request token for an access token, which the client uses from then on.
       * Save it with `accessToken.toSecretJSON()` to skip the handshake next time (`setToken`).
       */
      accessToken: async (requestToken: RequestToken, verifier: string, call: CallOptions = {}): Promise<AccessToken> => {
        const handshake = handshakeOptions();
        const accessToken = await getAccessToken({ ...handshake, ...call, requestToken, verifier });
        session.credentials = handshake.consumer.withToken(accessToken);
        return accessToken;
      },
    },
  };
}
