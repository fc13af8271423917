// Bundled by esbuild for the browser (test/browser/client.test.ts): the generated client and the plugin's browser
// entry, as a web page would import them. The page drives them through window.pronetTest.
import { createClient, type Client } from '../../generated/client.ts';
import { hasSyncHmac, signRequestAsync, type RequestToken } from '../../plugins/oauth1/browser.ts';
import { SIGNATURE_VECTORS } from '../plugins/oauth1/vectors.ts';

let client: Client;
let requestToken: RequestToken;

const pronetTest = {
  /** The vectors, signed here through WebCrypto: [name, signature, expected]. */
  async vectors(): Promise<{ hasSyncHmac: boolean; results: Array<[string, string, string]> }> {
    const results: Array<[string, string, string]> = [];
    for (const v of SIGNATURE_VECTORS)
      results.push([v.name, (await signRequestAsync(v.request, v.credentials, v.options)).signature, v.signature]);
    return { hasSyncHmac, results };
  },
  /** Handshake step 1; returns the page where the user grants access. */
  async requestToken(consumerKey: string, consumerSecret: string, callback: string): Promise<string> {
    client = createClient({ baseUrl: location.origin, credentials: { consumerKey, consumerSecret }, timeout: 10_000 });
    requestToken = await client.handshake.requestToken(callback);
    return client.handshake.authorizationUrl(requestToken);
  },
  /** Step 3 and a signed call; returns the id card, the saved token and a call made with the restored token. */
  async accessTokenAndCall(verifier: string, consumerKey: string, consumerSecret: string) {
    const accessToken = await client.handshake.accessToken(requestToken, verifier);
    const { data, response } = await client.users.getIdCard.withResponse();
    const saved = JSON.stringify(accessToken.toSecretJSON());
    const restored = createClient({ baseUrl: location.origin, credentials: { consumerKey, consumerSecret } });
    restored.setToken(JSON.parse(saved));
    const again = await restored.users.getIdCard();
    return {
      id: data.id_card.id,
      status: response.status,
      againId: again.id_card.id,
      redacted: JSON.stringify(accessToken).includes('[redacted]'),
    };
  },
};

(globalThis as { pronetTest?: typeof pronetTest }).pronetTest = pronetTest;
