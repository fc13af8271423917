/**
 * RFC 5849 3.6 percent-encoding and the parameter sources of 3.4.1.3.1, edge case by edge case, then
 * checked against a deliberately plain reference implementation on random input (the signer takes
 * shortcuts for speed; the reference takes none).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseStringUri, percentEncode, signatureBaseString, signRequest } from '../../../plugins/oauth1/index.ts';
import { splitUrl } from '../../../plugins/oauth1/url.ts';

const FORM = 'application/x-www-form-urlencoded';

/** The normalized parameter string (3.4.1.3.2) inside a base string. */
function params(url: string, body?: string): string {
  const base = signatureBaseString({ method: 'POST', url, body, contentType: body === undefined ? undefined : FORM });
  return decodeURIComponent(base.split('&')[2]!);
}

describe('percentEncode (RFC 5849 3.6)', () => {
  it.each([
    ['AZaz09-._~', 'AZaz09-._~'],
    ['a b', 'a%20b'],
    ['+', '%2B'],
    ['*', '%2A'],
    ["!'()", '%21%27%28%29'],
    ['~', '~'],
    ['%', '%25'],
    ['&=?/#:@,;$', '%26%3D%3F%2F%23%3A%40%2C%3B%24'],
    ['é', '%C3%A9'],
    ['日本', '%E6%97%A5%E6%9C%AC'],
    ['🚀', '%F0%9F%9A%80'],
    ['', ''],
    ['\u0000\n', '%00%0A'],
    ['\ud800x', '%EF%BF%BDx'], // a lone surrogate is sent as U+FFFD, so it is signed as one
  ])('%j -> %s', (input, expected) => {
    expect(percentEncode(input)).toBe(expected);
  });

  it('matches encodeURIComponent plus the five characters it leaves alone, on any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const reference = encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
        expect(percentEncode(s)).toBe(reference);
      }),
      { numRuns: 500 },
    );
  });
});

describe('query and form parameters (3.4.1.3.1), decoded then re-encoded', () => {
  it("reads '+' in the query as a space (%20)", () => {
    expect(params('http://h/p?q=a+b')).toBe('q=a%20b');
  });
  it('keeps an encoded plus (%2B) as a plus (%2B), not a space', () => {
    expect(params('http://h/p?q=a%2Bb')).toBe('q=a%2Bb');
  });
  it("reads '+' in a form body as a space", () => {
    expect(params('http://h/p', 'q=a+b')).toBe('q=a%20b');
  });
  it("re-encodes *, ~, !, ', (, ) the 3.6 way", () => {
    expect(params("http://h/p?x=*~!'()")).toBe('x=%2A~%21%27%28%29');
    expect(params('http://h/p?x=%2A%7E%21%27%28%29')).toBe('x=%2A~%21%27%28%29');
  });
  it('decodes escapes of unreserved characters and upper-cases hex digits', () => {
    expect(params('http://h/p?x=%41%2d%7e%c3%a9')).toBe('x=A-~%C3%A9');
  });
  it('encodes UTF-8 multibyte characters of the body byte by byte', () => {
    expect(params('http://h/p', 'city=M%C3%BCnchen&emoji=%F0%9F%9A%80')).toBe('city=M%C3%BCnchen&emoji=%F0%9F%9A%80');
  });
  it('keeps empty values and names without =', () => {
    expect(params('http://h/p?a=&b&c=1')).toBe('a=&b=&c=1');
  });
  it('skips empty segments', () => {
    expect(params('http://h/p?a=1&&b=2&')).toBe('a=1&b=2');
  });
  it('keeps repeated names, sorted by value', () => {
    expect(params('http://h/p?a=2&a=1&a=10&a=')).toBe('a=&a=1&a=10&a=2');
  });
  it('keeps a name that is in both the query and the body', () => {
    expect(params('http://h/p?a=q', 'a=b')).toBe('a=b&a=q');
  });
  it('sorts by encoded name first (c%40 before c2), then by encoded value', () => {
    expect(params('http://h/p?c2=&c%40=&a-=1&a=2')).toBe('a=2&a-=1&c%40=&c2=');
  });
  it("treats a second '=' as part of the value", () => {
    expect(params('http://h/p?cursor=abc==')).toBe('cursor=abc%3D%3D');
  });
  it("keeps a '%' that starts no escape as a literal '%'", () => {
    expect(params('http://h/p?d=50%&e=%zz')).toBe('d=50%25&e=%25zz');
  });
  it('keeps bytes that are not UTF-8 as they are', () => {
    expect(params('http://h/p?x=%FF%fe')).toBe('x=%FF%FE');
  });
  it('leaves oauth_signature out, but keeps a query parameter named realm', () => {
    expect(params('http://h/p?oauth_signature=abc&realm=r')).toBe('realm=r');
  });
  it('ignores a body that is not form-encoded', () => {
    const base = signatureBaseString({ method: 'POST', url: 'http://h/p', body: 'a=1', contentType: 'application/json' });
    expect(base).toBe('POST&http%3A%2F%2Fh%2Fp&');
  });
  it('reads a URLSearchParams body as form-encoded when no content type is given', () => {
    const base = signatureBaseString({ method: 'POST', url: 'http://h/p', body: new URLSearchParams({ a: 'x y' }) });
    expect(base).toBe('POST&http%3A%2F%2Fh%2Fp&a%3Dx%2520y');
  });
  it('accepts the form content type with parameters and in any case', () => {
    const base = signatureBaseString({
      method: 'POST',
      url: 'http://h/p',
      body: 'a=1',
      contentType: 'Application/X-WWW-Form-URLEncoded; charset=UTF-8',
    });
    expect(base).toBe('POST&http%3A%2F%2Fh%2Fp&a%3D1');
  });
  it('upper-cases the method and encodes a custom one', () => {
    expect(signatureBaseString({ method: 'get', url: 'http://h/' })).toBe('GET&http%3A%2F%2Fh%2F&');
    expect(signatureBaseString({ method: 'M-SEARCH*', url: 'http://h/' })).toBe('M-SEARCH%2A&http%3A%2F%2Fh%2F&');
  });
});

describe('signRequest puts the protocol parameters where a full sort would', () => {
  it('for request parameter names around and inside the oauth_ range', () => {
    const names = [
      'a',
      'oauth',
      'oauth-x',
      'oauth.x',
      'oauth0',
      'oauthA',
      'oauth_',
      'oauth_a',
      'oauth_nonce',
      'oauth_token',
      'oauth_z',
      'oauthz',
      'z',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom('', '1', 'x y', 'zz')), { maxLength: 6 }),
        fc.boolean(),
        (pairs, withToken) => {
          const query = pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&');
          const request = { method: 'GET', url: `https://api.example.com/v1/x${query ? '?' + query : ''}` };
          const credentials = { consumerKey: 'k', consumerSecret: 's', ...(withToken && { token: 't', tokenSecret: 'u' }) };
          const signed = signRequest(request, credentials, { callback: 'oob', verifier: 'v' });
          // signatureBaseString sorts every parameter together, the plain way.
          expect(signed.baseString).toBe(signatureBaseString(request, signed.oauthParams));
          expect(signed.baseString).toBe(referenceBaseString(request.method, request.url, undefined, signed.oauthParams));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('base string URI (3.4.1.2)', () => {
  it.each([
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:443/a', 'http://example.com:443/a'],
    ['https://example.com:80/a', 'https://example.com:80/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['HTTP://EXAMPLE.COM/A', 'http://example.com/A'],
    ['http://example.com', 'http://example.com/'],
    ['http://example.com?x=1', 'http://example.com/'],
    ['http://example.com/a?x=1#frag', 'http://example.com/a'],
    ['http://example.com/a#frag?x=1', 'http://example.com/a'],
    ['http://user:pw@example.com/a', 'http://example.com/a'],
    ['http://127.0.0.1:3000/a', 'http://127.0.0.1:3000/a'],
    ['http://[::1]:8080/a', 'http://[::1]:8080/a'],
    ['http://example.com/a/../b/./c', 'http://example.com/b/c'],
    ['http://example.com/a b', 'http://example.com/a%20b'],
  ])('%s -> %s', (url, expected) => {
    expect(baseStringUri(url)).toBe(expected);
  });

  it('drops the fragment from the parameters too', () => {
    expect(params('http://h/p?a=1#b=2')).toBe('a=1');
  });
});

// ------------------------------------------------------------------------------------------------
// A plain reference: WHATWG URL for the URI, bytes decoded one by one, encodeURIComponent, a sort.

function referenceDecodeBytes(raw: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '+') {
      bytes.push(0x20);
    } else {
      const cp = raw.codePointAt(i)!;
      const text = String.fromCodePoint(cp);
      bytes.push(...Buffer.from(text, 'utf8'));
      if (cp > 0xffff) i++;
    }
  }
  return Buffer.from(bytes);
}

function referenceEncodeBytes(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : '%' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

function referenceBaseString(
  method: string,
  url: string,
  body: string | undefined,
  protocol: ReadonlyArray<readonly [string, string]> = [],
): string {
  const u = new URL(url);
  const uri = `${u.protocol}//${u.host}${u.pathname || '/'}`.replace(/^[^:]+:\/\/[^/]*/, (m) => m.toLowerCase());
  const pairs: Array<[string, string]> = [];
  for (const raw of [u.search.slice(1), body ?? '']) {
    for (const segment of raw.split('&')) {
      if (segment === '') continue;
      const eq = segment.indexOf('=');
      const name = eq === -1 ? segment : segment.slice(0, eq);
      const value = eq === -1 ? '' : segment.slice(eq + 1);
      const encodedName = referenceEncodeBytes(referenceDecodeBytes(name));
      if (encodedName === 'oauth_signature') continue;
      pairs.push([encodedName, referenceEncodeBytes(referenceDecodeBytes(value))]);
    }
  }
  const enc1 = (s: string) => referenceEncodeBytes(Buffer.from(s, 'utf8'));
  for (const [n, v] of protocol) if (n !== 'oauth_signature' && n !== 'realm') pairs.push([enc1(n), enc1(v)]);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const normalized = pairs.map(([n, v]) => `${n}=${v}`).join('&');
  const enc = (s: string) => referenceEncodeBytes(Buffer.from(s, 'utf8'));
  return `${enc(method.toUpperCase())}&${enc(uri)}&${enc(normalized)}`;
}

/** Characters that make encoding interesting, including separators, escapes and non-ASCII. */
const CHARS = Array.from("aZ09-._~ +%&=*!'()/?#:@,;é日🚀\u0000");
const rawText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...CHARS),
      fc.constantFrom('%20', '%2B', '%2b', '%41', '%7E', '%C3%A9', '%e6%97%a5', '%FF', '%', '%4', '%zz', '%26', '%3D'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('against the reference implementation', () => {
  it('gives the same base string for random queries and form bodies', () => {
    const hosts = ['api.example.com', 'API.Example.com', 'localhost:8080', 'h.example:443', '127.0.0.1', 'x.example:80'];
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'post', 'PUT'),
        fc.constantFrom('http', 'https', 'HTTPS'),
        fc.constantFrom(...hosts),
        fc.array(fc.constantFrom('v1', 'users', 'me', 'a%20b', 'é', '.', '../..', '%2e', 'x y', 'A'), { maxLength: 4 }),
        fc.array(fc.tuple(rawText, rawText), { maxLength: 6 }),
        fc.option(fc.array(fc.tuple(rawText, rawText), { maxLength: 6 }), { nil: undefined }),
        (method, scheme, host, segments, query, body) => {
          const join = (pairs: Array<[string, string]>) =>
            pairs.map(([n, v]) => `${n.replace(/[&=#]/g, '')}=${v.replace(/[&#]/g, '')}`).join('&');
          const url = `${scheme}://${host}/${segments.join('/')}${query.length ? '?' + join(query) : ''}`;
          const bodyText = body && join(body);
          const ours = signatureBaseString({ method, url, body: bodyText, contentType: FORM });
          expect(ours).toBe(referenceBaseString(method, url, bodyText));
          // signRequest lays its protocol parameters out in one block when it can: the same base string.
          const signed = signRequest(
            { method, url, body: bodyText, contentType: FORM },
            { consumerKey: 'k é', consumerSecret: 's', token: 't/1', tokenSecret: 'u' },
          );
          expect(signed.baseString).toBe(referenceBaseString(method, url, bodyText, signed.oauthParams));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('normalizes any raw value like the reference (a second = included)', () => {
    fc.assert(
      fc.property(rawText, (raw) => {
        const value = raw.replaceAll('&', '');
        const once = referenceEncodeBytes(referenceDecodeBytes(value));
        expect(params('http://h/p', `x=${value}`)).toBe(`x=${once}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the fast URL split agrees with the WHATWG parser', () => {
  /** splitUrl gives what the WHATWG parser gives, or throws a TypeError where it throws. */
  const expectSameSplit = (url: string) => {
    let expected: ReturnType<typeof viaWhatwg> | 'throws';
    try {
      expected = viaWhatwg(url);
    } catch {
      expected = 'throws';
    }
    if (expected === 'throws') expect(() => splitUrl(url)).toThrow(TypeError);
    else expect(splitUrl(url)).toEqual(expected);
  };
  const viaWhatwg = (url: string) => {
    const u = new URL(url);
    return {
      scheme: u.protocol.toLowerCase(),
      authority: u.host.toLowerCase(),
      path: u.pathname || '/',
      query: u.search.slice(1),
    };
  };

  it.each([
    'https://api.example.com/v1/users/me?fields=id',
    'https://api.example.com',
    'https://api.example.com?x',
    'https://api.example.com#x',
    'https://api.example.com:443/a',
    'http://api.example.com:80',
    'http://api.example.com:0080/a',
    'http://api.example.com:65536/a',
    'http://a.b.c:8080/p/q;r=s/t@u:v?w=x&y=z#frag',
    'http://example.com./a',
    'http://example..com/a',
    'http://1.2.3.4/a',
    'http://127.0.0.1:3000/a',
    'http://255.255.255.255/',
    'http://256.1.1.1/a',
    'http://1.2.3/a',
    'http://01.2.3.4/a',
    'http://1.2.3.4.5/a',
    'HTTPS://API.Example.COM/v1?x=1',
    'HtTp://Host.Example:80/x',
    'http://XN--nxasmq6b.example/a',
    'http://0x7f.1/a',
    'http://host.123/a',
    'http://xn--nxasmq6b.example/a',
    'http://a/./b',
    'http://a/.well-known/x',
    'http://a/b/%2e%2E/c',
    'http://a/%7e%41/c',
    'http://a/b?q=\'"<>`{}|^',
    'http://a/b c?d e',
    'http://a\\b/c',
    'http://user@a/b',
    'http://a/b?x=%zz&y=%',
    'http://a/日本?é',
  ])('%s', (url) => {
    expectSameSplit(url);
  });

  it('on random hosts: names in any case, numbers, IPv4 forms', () => {
    const label = fc.constantFrom('a', 'Z', 'Api', '1', '9', '255', '256', '01', '0', '0x1', 'xn--a', 'a-b', '-');
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'HTTPS://'),
        fc.array(label, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('', ':80', ':8080', '/p?q=1'),
        (scheme, labels, rest) => {
          const url = scheme + labels.join('.') + rest;
          expectSameSplit(url);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on random URL-like strings', () => {
    const piece = fc.constantFrom(
      ...Array.from('aZ09-._~!$&\'()*+,;=:@/?#%[] "<>`{}|^\\\t'),
      'é',
      '%2e',
      '%2E',
      '%41',
      '../..',
      '.',
      'xn--',
      ':80',
      ':443',
      ':8080',
      ':0',
      '//',
      '1.2',
    );
    fc.assert(
      fc.property(fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://'), fc.array(piece, { maxLength: 20 }), (scheme, parts) => {
        const url = scheme + 'host' + parts.join('');
        expectSameSplit(url);
      }),
      { numRuns: 3000 },
    );
  });
});
