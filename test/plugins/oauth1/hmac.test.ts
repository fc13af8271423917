/** The HMAC-SHA1 made of two one-shot hashes gives what node:crypto's createHmac gives, for any key and message. */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha1Base64 } from '../../../plugins/oauth1/hmac.ts';

const reference = (key: string, message: string) => createHmac('sha1', key).update(message).digest('base64');

describe('hmacSha1Base64', () => {
  it('agrees with createHmac: keys shorter and longer than the 64-byte block, any text, keys switching', () => {
    const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'Z', '0', '%', '&', '=', ' ', 'é', '日', '🚀'), maxLength });
    fc.assert(
      fc.property(fc.array(fc.tuple(text(120), text(3000)), { minLength: 1, maxLength: 4 }), (calls) => {
        for (const [key, message] of calls) expect(hmacSha1Base64(key, message)).toBe(reference(key, message));
      }),
      { numRuns: 300 },
    );
  });

  it('gives RFC 2202 section 3, test case 2 (key "Jefe")', () => {
    expect(Buffer.from(hmacSha1Base64('Jefe', 'what do ya want for nothing?'), 'base64').toString('hex')).toBe(
      'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    );
  });

  it('handles a message longer than its buffer, then short ones again', () => {
    const long = 'x'.repeat(100_000);
    expect(hmacSha1Base64('k', long)).toBe(reference('k', long));
    expect(hmacSha1Base64('k', 'short')).toBe(reference('k', 'short'));
  });
});
