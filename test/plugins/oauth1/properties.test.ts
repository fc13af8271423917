/**
 * Properties of the signature: the order of the parameters, the way they are encoded on the wire and
 * where the protocol parameters travel (header, query, body) change nothing; a change to the method,
 * host, path, any parameter or the form body changes it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPlacement,
  readOAuthParams,
  receivedBaseString,
  signRequest,
  verifySignature,
  type Placement,
} from '../../../plugins/oauth1/index.ts';

const FORM = 'application/x-www-form-urlencoded';
const secrets = { consumerSecret: 'cs&secret', tokenSecret: 'ts secret' };
const credentials = { consumerKey: 'consumer key', token: 'token/1', ...secrets };
const fixed = { nonce: 'fixed-nonce', timestamp: 1_700_000_000 };

type Pair = [string, string];

const text = fc.string({
  unit: fc.constantFrom(...Array.from("abcXYZ019-._~ +%&=*!'()/?#:@é日🚀")),
  maxLength: 8,
});
/** Request parameter names: never empty, never oauth_* (those are protocol parameters). */
const name = text.filter((n) => n.length > 0 && !n.startsWith('oauth_'));
const pairs = fc.array(fc.tuple(name, text), { maxLength: 5 });

/** Equivalent wire encodings of the same text: 3.6 style, encodeURIComponent, form style, lower-case hex. */
const encoders: Array<(s: string) => string> = [
  (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()),
  (s) => encodeURIComponent(s),
  (s) => new URLSearchParams([['', s]]).toString().slice(1),
  (s) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
];

function serialize(list: Pair[], encoderIndexes: number[]): string {
  return list
    .map(([n, v], i) => {
      const encode = encoders[(encoderIndexes[i] ?? 0) % encoders.length]!;
      return `${encode(n)}=${encode(v)}`;
    })
    .join('&');
}

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  scheme: fc.constantFrom('http', 'https'),
  host: fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,5}){0,2}$/),
  port: fc.option(fc.integer({ min: 1025, max: 65535 }), { nil: undefined }),
  path: fc.array(fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,5}$/), { maxLength: 3 }), // no dot segments
  query: pairs,
  body: pairs,
});
type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

function urlOf(r: Req, queryText = serialize(r.query, [])): string {
  const path = '/' + r.path.join('/');
  return `${r.scheme}://${r.host}${r.port ? ':' + r.port : ''}${path}${queryText ? '?' + queryText : ''}`;
}

/** Bodies only where fetch can send them. */
function hasBody(r: Req): boolean {
  return r.method !== 'GET' && r.body.length > 0;
}

function sign(r: Req, queryText?: string, bodyText?: string) {
  return signRequest(
    {
      method: r.method,
      url: urlOf(r, queryText),
      body: hasBody(r) ? (bodyText ?? serialize(r.body, [])) : undefined,
      contentType: hasBody(r) ? FORM : undefined,
    },
    credentials,
    fixed,
  ).signature;
}

function shuffled<T>(list: T[], seed: number): T[] {
  const copy = list.slice();
  let s = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('what does not change the signature', () => {
  it('the order of query and body parameters, and their wire encoding', () => {
    fc.assert(
      fc.property(request, fc.integer(), fc.array(fc.nat(), { maxLength: 12 }), (r, seed, encoderIndexes) => {
        const reference = sign(r);
        const q = serialize(shuffled(r.query, seed), encoderIndexes);
        const b = serialize(shuffled(r.body, seed + 1), encoderIndexes.slice().reverse());
        expect(sign(r, q, b)).toBe(reference);
      }),
      { numRuns: 400 },
    );
  });

  it('the placement: the receiver computes the same base string from header, query or body', () => {
    fc.assert(
      fc.property(request, fc.constantFrom<Placement>('header', 'query', 'body'), (r, placement) => {
        // fetch sends no body with GET: the body placement needs another method.
        fc.pre(!(placement === 'body' && r.method === 'GET'));
        const message = {
          method: r.method,
          url: urlOf(r),
          body: hasBody(r) ? serialize(r.body, []) : undefined,
          contentType: hasBody(r) ? FORM : undefined,
        };
        const signed = signRequest(message, credentials, fixed);
        const placed = applyPlacement(message, signed, placement);
        const received = {
          method: r.method,
          url: placed.url,
          authorization: placed.headers['Authorization'],
          body: placed.body,
          contentType: placed.headers['Content-Type'] ?? message.contentType,
        };
        const reading = readOAuthParams(received);
        expect(reading).toMatchObject({ source: placement, errors: [] });
        expect(receivedBaseString(reading)).toBe(signed.baseString);
        expect(verifySignature(reading, secrets)).toBe(true);
        expect(verifySignature(reading, { ...secrets, tokenSecret: 'other' })).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});

describe('what changes the signature', () => {
  const differs = (mutate: (r: Req) => Req, pre: (r: Req) => boolean = () => true) =>
    fc.property(request, (r) => {
      fc.pre(pre(r));
      const changed = mutate(r);
      expect(sign(changed)).not.toBe(sign(r));
    });

  it('the method', () => {
    fc.assert(differs((r) => ({ ...r, method: r.method === 'PUT' ? 'PATCH' : 'PUT' })));
  });
  it('the host', () => {
    fc.assert(differs((r) => ({ ...r, host: 'x' + r.host })));
  });
  it('the port', () => {
    fc.assert(differs((r) => ({ ...r, port: r.port === undefined ? 8443 : undefined })));
  });
  it('the path', () => {
    fc.assert(differs((r) => ({ ...r, path: [...r.path, 'x'] })));
    fc.assert(
      differs(
        (r) => ({ ...r, path: r.path.map((s) => s.toUpperCase()) }),
        (r) => /[a-z]/.test(r.path.join('')),
      ),
    );
  });
  it('the scheme', () => {
    fc.assert(differs((r) => ({ ...r, scheme: r.scheme === 'http' ? 'https' : 'http' })));
  });
  it('a query value, a query name, an added or a removed query parameter', () => {
    fc.assert(
      differs(
        (r) => ({ ...r, query: r.query.map(([n, v], i) => (i === 0 ? [n, v + 'x'] : [n, v])) }),
        (r) => r.query.length > 0,
      ),
    );
    fc.assert(
      differs(
        (r) => ({ ...r, query: r.query.map(([n, v], i) => (i === 0 ? [n + 'x', v] : [n, v])) }),
        (r) => r.query.length > 0,
      ),
    );
    fc.assert(differs((r) => ({ ...r, query: [...r.query, ['added', '']] })));
    fc.assert(
      differs(
        (r) => ({ ...r, query: r.query.slice(1) }),
        (r) => r.query.length > 0,
      ),
    );
  });
  it('a form body value, name, or parameter', () => {
    const withBody = (r: Req) => hasBody(r);
    fc.assert(differs((r) => ({ ...r, body: r.body.map(([n, v], i) => (i === 0 ? [n, v + ' '] : [n, v])) }), withBody));
    fc.assert(differs((r) => ({ ...r, body: r.body.map(([n, v], i) => (i === 0 ? ['~' + n, v] : [n, v])) }), withBody));
    fc.assert(differs((r) => ({ ...r, body: [...r.body, ['added', 'x']] }), withBody));
  });
  it('moving a parameter between a value and a name (a=b vs b=a)', () => {
    fc.assert(
      differs(
        (r) => ({ ...r, query: [[r.query[0]![1], r.query[0]![0]], ...r.query.slice(1)] }),
        (r) => r.query.length > 0 && r.query[0]![1] !== '' && r.query[0]![0] !== r.query[0]![1] && !r.query[0]![1].startsWith('oauth_'),
      ),
    );
  });
});
