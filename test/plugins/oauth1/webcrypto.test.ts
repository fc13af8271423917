/** The WebCrypto path gives the signatures that the node:crypto path gives: the same vectors on both. */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha1Base64, webCryptoHmacSha1Base64 } from '../../../plugins/oauth1/hmac.ts';
import { percentEncode, signRequest, signRequestAsync } from '../../../plugins/oauth1/browser.ts';
import { SIGNATURE_VECTORS } from './vectors.ts';

const keyOf = (c: { consumerSecret: string; tokenSecret?: string | undefined }) =>
  `${percentEncode(c.consumerSecret)}&${percentEncode(c.tokenSecret ?? '')}`;

describe('signature vectors on both HMAC paths', () => {
  for (const vector of SIGNATURE_VECTORS) {
    it(vector.name, async () => {
      const sync = signRequest(vector.request, vector.credentials, vector.options);
      expect(sync.signature).toBe(vector.signature);
      expect(createHmac('sha1', keyOf(vector.credentials)).update(sync.baseString).digest('base64')).toBe(vector.signature);
      expect(await webCryptoHmacSha1Base64(keyOf(vector.credentials), sync.baseString)).toBe(vector.signature);
      expect((await signRequestAsync(vector.request, vector.credentials, vector.options)).authorization).toBe(sync.authorization);
    });
  }

  it('WebCrypto agrees with node:crypto for any key and message, keys switching', async () => {
    const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'Z', '%', '&', ' ', 'é', '日', '🚀'), maxLength });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(text(100), text(500)), { minLength: 1, maxLength: 3 }), async (calls) => {
        for (const [key, message] of calls) expect(await webCryptoHmacSha1Base64(key, message)).toBe(hmacSha1Base64(key, message));
      }),
      { numRuns: 100 },
    );
  });
});
