// The mock's small parts on their own: table matching, the replay guard, configuration checks,
// the Accept rule, callback checks.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, parseConsumerFlag, parseMemberFlag, readConfigFile, resolveConfig } from '../../mock/config.ts';
import { callbackProblem, withCallbackParams } from '../../mock/handshake.ts';
import { parseFaultHeader } from '../../mock/rules.ts';
import { ConfigError, DescriptionError, GeneratedFolderError, invariant, InvariantError, StateFileError } from '../../mock/errors.ts';
import { OAuthState } from '../../mock/oauth.ts';
import { acceptsExactly } from '../../mock/http.ts';
import { NONCE_WINDOW_MS, ReplayGuard } from '../../mock/nonces.ts';
import { createRouter } from '../../mock/router.ts';
import { rightsOf } from '../../mock/generated.ts';
import { doc, op, ops } from './helpers.ts';
import { parseBody } from '../../mock/body.ts';

const table = ops;
const router = createRouter(table);

describe('router: the operation table, concrete segments before templated ones', () => {
  it.each([
    ['GET', '/v1/users/me', 'getCurrentUser'],
    ['GET', '/v1/users/123456_abcdef', 'getUser'],
    ['GET', '/v1/users/find', 'findUsers'],
    ['GET', '/v1/users/me/id_card', 'getIdCard'],
    ['GET', '/vendor/jobs/postings/status', 'listPostingStatuses'],
    ['PUT', '/vendor/jobs/postings/12', 'updatePosting'],
    ['PUT', '/vendor/jobs/postings/12/activate', 'activatePosting'],
    ['GET', '/v1/groups/forums/posts/1_abcdef', 'getPost'],
    ['GET', '/v1/groups/forums/9_abcdef/posts', 'listForumPosts'],
    ['post', '/v1/request_token', 'createRequestToken'],
  ])('%s %s -> %s', (method, path, id) => {
    expect(router.match(method, path)?.op.operationId).toBe(id);
  });

  it('every operation of the table matches its own path', () => {
    for (const op of table) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x1');
      const match = router.match(op.method, path);
      // A templated path may be shadowed by a concrete one only if the sample hits a literal; x1 never does.
      expect(match?.op.operationId, `${op.method} ${op.path}`).toBe(op.operationId);
    }
  });

  it('decodes parameters and refuses dot segments, empty segments and bad escapes', () => {
    expect(router.match('GET', '/v1/users/123456_abcdef%2C654321_fedcba')?.params).toEqual({ id: '123456_abcdef,654321_fedcba' });
    for (const path of [
      '/v1/users/..',
      '/v1/users/%2e%2e',
      '/v1/users/.',
      '/v1/users/',
      '/v1/users/a%2Fb',
      '/v1/users/%zz',
      'v1/users/me',
      '/v1//users/me',
    ]) {
      expect(router.match('GET', path), path).toBeUndefined();
    }
  });

  it('knows which methods a path has', () => {
    expect(router.methodsFor('/vendor/jobs/postings').sort()).toEqual(['GET', 'POST']);
    expect(router.methodsFor('/nowhere')).toEqual([]);
  });
});

describe('ReplayGuard', () => {
  it('refuses a replay at the latest timestamp and every request below it, and frees the nonces when the timestamp rises', () => {
    const guard = new ReplayGuard({ recent: 0, now: () => 0 });
    guard.record('c\0t', 'c', 100, 'n1');
    guard.record('c\0t', 'c', 100, 'n2');
    expect(guard.check('c\0t', 'c', 100, 'n1')).toBe('replay');
    expect(guard.check('c\0t', 'c', 100, 'n3')).toBeUndefined();
    expect(guard.check('c\0u', 'c', 100, 'n1')).toBeUndefined(); // another token
    expect(guard.size).toBe(2);
    guard.record('c\0t', 'c', 101, 'n3');
    expect(guard.size).toBe(1);
    expect(guard.check('c\0t', 'c', 100, 'n1')).toBe('decreasing'); // the old request, replayed
    expect(guard.check('c\0t', 'c', 101, 'n3')).toBe('replay');
  });

  it('past a bound, a new nonce needs a later timestamp: the next second is accepted, nothing is forgotten', () => {
    const guard = new ReplayGuard({ perTimestamp: 3, total: 5, recent: 0, now: () => 0 });
    for (let i = 0; i < 3; i++) guard.record('a', 'a', 7, `a${i}`);
    expect(guard.check('a', 'a', 7, 'a3')).toBe('full');
    expect(guard.check('a', 'a', 8, 'a3')).toBeUndefined();
    for (let i = 0; i < 2; i++) guard.record('b', 'b', 7, `b${i}`);
    expect(guard.check('b', 'b', 7, 'b2')).toBe('full'); // total reached
    expect(guard.check('c', 'c', 7, 'c0')).toBe('full');
    expect(guard.check('a', 'a', 8, 'x')).toBeUndefined(); // raising a's timestamp frees a's three
    expect(['a0', 'a1', 'a2'].map((n) => guard.check('a', 'a', 7, n))).toEqual(['replay', 'replay', 'replay']);
  });

  it('spots a recent nonce sent again with a later timestamp, per consumer, within a fixed ring', () => {
    let now = 0;
    const guard = new ReplayGuard({ recent: 2, now: () => now });
    guard.record('c\0t', 'c', 1, 'n1');
    expect(guard.check('c\0u', 'c', 2, 'n1')).toBe('replay');
    expect(guard.check('d\0u', 'd', 2, 'n1')).toBeUndefined();
    guard.record('c\0t', 'c', 2, 'n2');
    guard.record('c\0t', 'c', 3, 'n3'); // the ring holds two: n1 leaves it
    expect(guard.check('c\0t', 'c', 4, 'n1')).toBeUndefined();
    now = NONCE_WINDOW_MS + 1; // past the window: n3 is no longer unique-bound
    expect(guard.check('c\0t', 'c', 4, 'n3')).toBeUndefined();
  });

  it('saves and restores the floors with their nonces', () => {
    const guard = new ReplayGuard({ recent: 0 });
    guard.record('k', 'c', 5, 'n');
    const again = new ReplayGuard({ recent: 0 });
    again.restore(JSON.parse(JSON.stringify(guard.save())));
    expect(again.check('k', 'c', 5, 'n')).toBe('replay');
    expect(again.check('k', 'c', 4, 'm')).toBe('decreasing');
    expect(again.size).toBe(1);
  });

  it('imports the OAuth part of a state file in either form: floors with their nonces, or the older timestamps alone', () => {
    const config = resolveConfig(undefined, rightsOf(ops, doc));
    const state = new OAuthState(config, () => 0);
    const token = { token: 't', secret: 's', consumerKey: config.consumers[0]!.key, member: 'm' };
    state.prepareImport({ accessTokens: [token], floors: { k: [5, ['n']] } })();
    expect(state.replays.check('k', 'c', 5, 'n')).toBe('replay');
    expect(state.exportState()).toEqual({ accessTokens: [{ ...token, issuedAt: 0 }], floors: { k: [5, ['n']] } });
    state.prepareImport({ accessTokens: [], timestamps: { k: 7 } })();
    expect(state.replays.check('k', 'c', 6, 'm')).toBe('decreasing');
    expect(() => state.prepareImport({ accessTokens: [], timestamps: { k: 'x' } })).toThrow(
      new StateFileError('oauth.timestamps.k: must be integer'),
    );
  });
});

describe('failures by name (mock/errors.ts)', () => {
  it('a broken invariant says it is a bug of the mock, and is none of the errors a caller handles', () => {
    expect(() => invariant(1 > 2, 'the sky fell')).toThrow(new InvariantError('the sky fell'));
    expect(() => invariant(1 > 2, 'the sky fell')).toThrow(/^mock \(a bug, please report it\): the sky fell$/);
    expect(new InvariantError('x')).not.toBeInstanceOf(ConfigError);
    expect(() => invariant(true, 'never')).not.toThrow();
  });

  it('a state file problem is a configuration problem (the command line exits 2 naming it); a generated folder says to regenerate', () => {
    expect(new StateFileError('x')).toBeInstanceOf(ConfigError);
    expect(new GeneratedFolderError('openapi.json is not JSON').message).toBe(
      'mock: openapi.json is not JSON: regenerate (npm run generate)',
    );
    expect(new DescriptionError('the description has no example named x').message).toBe('mock: the description has no example named x');
  });
});

describe('configuration', () => {
  const rights = rightsOf(ops, doc);

  it('the rights are the role names of the table and those the security schemes declare', () => {
    expect(rightsOf(ops)).not.toContain('users'); // no call's role list names it: only the declaration does
    expect(rights).toEqual(['profile_message', 'status_message', 'users', 'vendor_jobs']);
  });

  it('defaults: one consumer with all rights, one test consumer with users, two members, one bearer token', () => {
    const config = resolveConfig(undefined, rights);
    expect(config).toEqual(resolveConfig(defaultConfig(rights), rights));
    expect(config.consumers.map((c) => [c.rights.length, c.test])).toEqual([
      [4, false],
      [1, true],
    ]);
    expect(config.members).toHaveLength(2);
    expect(config.bearerTokens).toHaveLength(1);
  });

  it.each([
    [{ consumers: [{ key: 'a', secret: 's', rights: ['admin'] }] }, /consumers\[0\]\.rights: unknown right "admin"/],
    [
      {
        consumers: [
          { key: 'a', secret: 's', rights: [] },
          { key: 'a', secret: 't', rights: [] },
        ],
      },
      /duplicate consumer key a/,
    ],
    [{ consumers: [{ key: '', secret: 's', rights: [] }] }, /consumers\[0\]\.key: must be a non-empty string/],
    [{ consumers: [] }, /at least one consumer/],
    [{ members: [{ id: 'max', name: 'Max' }] }, /members\[0\]\.id: "max" is not a user id/],
    [{ bearerTokens: [{ token: 't', member: '1_abcdef', rights: [] }] }, /bearerTokens\[0\]\.member: no member has the id 1_abcdef/],
    [{ consumers: 'x' }, /consumers: must be a list/],
  ])('refuses %j', (partial, message) => {
    expect(() => resolveConfig(partial as never, rights, 'mock.json')).toThrow(message);
  });

  it('custom members drop the default bearer token unless its member remains', () => {
    expect(resolveConfig({ members: [{ id: '1_abcdef', name: 'A' }] }, rights).bearerTokens).toEqual([]);
  });

  it('reads a file, naming it in errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-config-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ members: [{ id: '1_abcdef', name: 'A' }] }));
    expect(readConfigFile(good).members).toHaveLength(1);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ nope');
    expect(() => readConfigFile(bad)).toThrow(ConfigError);
    expect(() => readConfigFile(bad)).toThrow(/bad\.json: not valid JSON/);
    expect(() => readConfigFile(join(dir, 'missing.json'))).toThrow(/missing\.json: cannot read the file \(ENOENT\)/);
    writeFileSync(bad, '[]');
    expect(() => readConfigFile(bad)).toThrow(/expected a JSON object/);
  });

  it('flags', () => {
    expect(parseConsumerFlag('k:s', rights)).toEqual({ key: 'k', secret: 's', rights });
    expect(parseConsumerFlag('k:s:users', rights)).toEqual({ key: 'k', secret: 's', rights: ['users'] });
    expect(parseConsumerFlag('k::', rights)).toEqual({ key: 'k', secret: '', rights: [] });
    expect(() => parseConsumerFlag('k', rights)).toThrow(/expected key:secret/);
    expect(parseMemberFlag('1_abcdef:Ann Example')).toEqual({ id: '1_abcdef', name: 'Ann Example' });
    expect(parseMemberFlag('1_abcdef')).toEqual({ id: '1_abcdef', name: '1_abcdef' });
  });
});

describe('the Accept rule', () => {
  const vendor = 'application/vnd.service.jobs.v1+json';
  it.each([
    [vendor, true],
    ['*/*', true],
    [`text/html, ${vendor};q=0.9`, true],
    ['application/json', false],
    ['application/*', false],
    [`${vendor};q=0`, false],
    [undefined, false],
    ['', false],
  ])('%s -> %s', (accept, ok) => {
    expect(acceptsExactly(accept, vendor)).toBe(ok);
  });
});

describe('callbacks', () => {
  it.each([
    ['oob', true],
    ['https://example.com/cb?x=1', true],
    ['myapp://oauth', true],
    ['https://xn--bcher-kva.example/cb', true],
    ['https://bücher.example/cb', false],
    ['not a url', false],
    ['/relative', false],
    ['', false],
  ])('%s -> %s', (callback, ok) => {
    expect(callbackProblem(callback) === undefined).toBe(ok);
  });

  it('a space is refused as what it is, not as non-ASCII', () => {
    expect(callbackProblem('https://example.com/my callback')).toMatch(/spaces/);
    expect(callbackProblem('https://example.com/my callback')).not.toMatch(/ASCII/);
    expect(callbackProblem('https://bücher.example/cb')).toMatch(/ASCII/);
  });
});

describe("withCallbackParams (RFC 5849 section 2.2: the callback's query is kept)", () => {
  const added = { oauth_token: 'ab', oauth_verifier: '01234567' };
  it.each([
    ['https://example.com/cb', 'https://example.com/cb?oauth_token=ab&oauth_verifier=01234567'],
    ['https://example.com/cb?', 'https://example.com/cb?oauth_token=ab&oauth_verifier=01234567'],
    ['https://example.com/cb?a=1&', 'https://example.com/cb?a=1&oauth_token=ab&oauth_verifier=01234567'],
    [
      'https://example.com/cb?next=/home&state=a%20b&flag',
      'https://example.com/cb?next=/home&state=a%20b&flag&oauth_token=ab&oauth_verifier=01234567',
    ],
    ['myapp://oauth#done', 'myapp://oauth?oauth_token=ab&oauth_verifier=01234567#done'],
    ['https://bücher.example/cb', 'https://b%C3%BCcher.example/cb?oauth_token=ab&oauth_verifier=01234567'],
  ])('%s', (callback, expected) => {
    expect(withCallbackParams(callback, added)).toBe(expected);
  });
});

describe('parseFaultHeader', () => {
  it('reads latency, status and rate_limit; refuses anything else, naming it', () => {
    expect(parseFaultHeader('latency=250, status=503')).toEqual({ latencyMs: 250, status: 503 });
    expect(parseFaultHeader('rate_limit')).toEqual({ rateLimit: true });
    expect(() => parseFaultHeader('status=200')).toThrow(/status=200/);
    expect(() => parseFaultHeader('status=200')).toThrow(SyntaxError); // (the only error the header's reader answers with 400)
    expect(() => parseFaultHeader('latency=-1')).toThrow(/latency=-1/);
    expect(() => parseFaultHeader(`x=${'y'.repeat(1000)}`)).toThrow(/^.{0,200}$/s);
  });
});

describe('XML bodies read as XML', () => {
  const statusMessage = op('createStatusMessage');
  const fieldsOf = (xml: string, types: Record<string, string> = {}) => {
    const parsed = parseBody(statusMessage, 'application/xml', xml, types);
    return 'fields' in parsed ? parsed.fields : parsed;
  };

  it('decodes the predefined entities and character references once, keeps text as sent', () => {
    expect(fieldsOf('<m><message>Tom &amp; Jerry, caf&#233; &#x1F600; &lt;b&gt; &apos;&quot;</message></m>')).toEqual({
      message: 'Tom & Jerry, café 😀 <b> \'"',
    });
    expect(fieldsOf('<m><message>&amp;lt;</message></m>')).toEqual({ message: '&lt;' });
    expect(fieldsOf('<m>\n  <message>  padded  </message>\n</m>')).toEqual({ message: '  padded  ' });
  });

  it('turns text into numbers and booleans only where the schema says so', () => {
    expect(fieldsOf('<m><subject>2024</subject><n>07</n></m>', { subject: 'string', n: 'integer' })).toEqual({ subject: '2024', n: '07' });
    expect(fieldsOf('<m><n>42</n><x>1.5e3</x><b>true</b><l>one</l></m>', { n: 'integer', x: 'number', b: 'boolean', l: 'array' })).toEqual({
      n: 42,
      x: 1500,
      b: true,
      l: ['one'],
    });
  });

  it('refuses characters XML forbids and entities it does not define', () => {
    for (const xml of [
      '<m><message>a\u0000b</message></m>',
      '<m><message>\uD800</message></m>',
      '<m><message>&#0;</message></m>',
      '<m><message>&#xD800;</message></m>',
      '<m><message>&nbsp;</message></m>',
      '<m><message>&#x110000;</message></m>',
    ]) {
      expect(fieldsOf(xml), JSON.stringify(xml)).toMatchObject({ status: 400, errors: [{ field: 'body' }] });
    }
  });
});

describe("the mock's code in named parts", () => {
  it('has no top-level function over 120 lines (startMock wires parts, it does not hold them)', () => {
    const folder = new URL('../../mock/', import.meta.url);
    const files = [
      ...readdirSync(folder).map((f) => `mock/${f}`),
      ...readdirSync(new URL('areas/', folder)).map((f) => `mock/areas/${f}`),
    ].filter((f) => f.endsWith('.ts'));
    const long: string[] = [];
    for (const file of files) {
      const lines = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').split('\n');
      let start = -1;
      lines.forEach((line, index) => {
        if (/^(export )?(async )?function /.test(line)) start = index;
        else if (start >= 0 && line.startsWith('}')) {
          if (index - start > 120) long.push(`${file}:${start + 1} (${index - start} lines)`);
          start = -1;
        }
      });
    }
    expect(files).toContain('mock/server.ts');
    expect(long).toEqual([]);
  });
});
