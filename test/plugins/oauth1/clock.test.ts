/** Nonces and timestamps (RFC 5849 3.3 and the service's rules: unique nonces, non-decreasing timestamps). */
import { describe, expect, it } from 'vitest';
import { createTimestampSource, defaultTimestampSource, generateNonce, signRequest } from '../../../plugins/oauth1/index.ts';

describe('timestamps', () => {
  it('are whole seconds of the given clock', () => {
    const source = createTimestampSource(() => 1_700_000_123_999);
    expect(source()).toBe(1_700_000_123);
  });

  it('never decrease when the clock steps back, and follow it again once it catches up', () => {
    let now = 2_000_000_000_500;
    const source = createTimestampSource(() => now);
    const seen = [source()];
    now -= 3_600_000; // NTP step back by an hour
    seen.push(source());
    now += 3_600_000 + 2_000;
    seen.push(source());
    expect(seen).toEqual([2_000_000_000, 2_000_000_000, 2_000_000_002]);
  });

  it('refuse a clock that returns NaN', () => {
    expect(createTimestampSource(() => Number.NaN)).toThrow(TypeError);
  });

  it('default to a process-wide source close to Date.now()', () => {
    const t = defaultTimestampSource();
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);
    expect(defaultTimestampSource()).toBeGreaterThanOrEqual(t);
  });

  it('are used by signRequest when given', () => {
    const signed = signRequest({ method: 'GET', url: 'http://h/' }, { consumerKey: 'k', consumerSecret: 's' }, { timestamps: () => 42 });
    expect(signed.oauthParams).toContainEqual(['oauth_timestamp', '42']);
  });
});

describe('nonces', () => {
  it('carry 128 random bits (32 hex characters) and do not repeat', () => {
    const nonces = Array.from({ length: 20_000 }, generateNonce);
    for (const nonce of nonces.slice(0, 100)) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
    // Every hex digit shows up in every position over many nonces: not a counter, not a constant.
    for (let position = 0; position < 32; position++) {
      expect(new Set(nonces.map((n) => n[position])).size).toBe(16);
    }
  });

  it('are fresh for every signature', () => {
    const sign = () => signRequest({ method: 'GET', url: 'http://h/' }, { consumerKey: 'k', consumerSecret: 's' });
    expect(sign().oauthParams).not.toEqual(sign().oauthParams);
  });
});
