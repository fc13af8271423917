// What the proxy reports where the traffic departs from the description, against a stand-in upstream that answers
// what each test tells it: the kind, the place in the data, the spec file and line of the part that disagrees
// (the property itself, through the $refs), the Pronet-Violations header, and one log line per place.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type Difference, type ProxyServer } from '../../../mock/proxy/index.ts';
import { DEFAULT_GENERATED_DIR } from '../../../mock/server.ts';
import { ALL_RIGHTS } from '../helpers.ts';
import { standIn } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TOKEN = { ...ALL_RIGHTS, token: 'stand-in-token', tokenSecret: 'stand-in-secret' };

/** The text at a `file:line:col` place of the repository. */
function textAt(place: string): string {
  const [file, line, col] = place.split(':');
  return readFileSync(path.join(ROOT, file!), 'utf8')
    .split('\n')
    [Number(line) - 1]!.slice(Number(col) - 1);
}

let answer: { status: number; headers?: Record<string, string>; body?: string };
let upstream: Awaited<ReturnType<typeof standIn>>;
let proxy: ProxyServer;
const lines: string[] = [];
const heard: Difference[] = [];

beforeAll(async () => {
  upstream = await standIn(() => answer);
  proxy = await startProxy({
    upstream: upstream.url,
    port: 0,
    token: TOKEN,
    log: (l) => lines.push(l),
    onDifference: (d) => heard.push(d),
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const violations = (response: Response) => JSON.parse(response.headers.get('pronet-violations') ?? 'null') as Difference[];

describe('differences in the answer', () => {
  it('a field of the wrong type: its data path, and the place of that property in its schema file', async () => {
    answer = { status: 200, body: JSON.stringify({ users: [{ id: 123, display_name: 'Max' }] }) };
    const response = await fetch(`${proxy.url}/v1/users/me`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(answer.body);
    const [found] = violations(response);
    expect(found).toMatchObject({ side: 'response', kind: 'body', at: 'body.users.0.id', status: 200 });
    expect(found!.specPlace).toMatch(/^spec\/components\/schemas\/[A-Za-z]+\.yaml:\d+:\d+$/);
    expect(textAt(found!.specPlace)).toMatch(/^id:/);
    expect(heard.at(-1)).toMatchObject({ operationId: 'getCurrentUser', at: 'body.users.0.id' });
  });

  it('a required field missing: the schema list that requires it', async () => {
    answer = { status: 200, body: JSON.stringify({ people: [] }) };
    const found = violations(await fetch(`${proxy.url}/v1/users/me`)).find((d) => /required/.test(d.message));
    expect(found, 'no required-field difference').toBeDefined();
    expect(textAt(found!.specPlace)).toMatch(/^required:/);
  });

  it('a success status only `default` covers, and an undescribed media type', async () => {
    answer = { status: 201, body: '{}' };
    const [status] = violations(await fetch(`${proxy.url}/v1/users/me`));
    expect(status).toMatchObject({ kind: 'status', at: 'status', status: 201 });
    expect(textAt(status!.specPlace)).toMatch(/^responses:/);

    answer = { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>hi</p>' };
    const response = await fetch(`${proxy.url}/v1/users/me`);
    expect(response.headers.get('content-type')).toBe('text/html');
    const media = violations(response).find((d) => d.kind === 'media-type');
    expect(media).toMatchObject({ at: 'header.content-type', status: 200 });
    expect(textAt(media!.specPlace)).toMatch(/^content:/);
  });

  it('logs each difference once per operation, side, kind and place, naming the call and the place', async () => {
    answer = { status: 200, body: JSON.stringify({ users: [{ id: 123, display_name: 'Max' }] }) };
    await fetch(`${proxy.url}/v1/users/me`);
    const typeLines = lines.filter((l) => l.includes('body.users.0.id'));
    expect(typeLines).toHaveLength(1);
    expect(typeLines[0]).toMatch(
      /^proxy: GET \/v1\/users\/me getCurrentUser: response 200 body\.users\.0\.id: .+ \(spec\/components\/schemas\/\w+\.yaml:\d+:\d+\)$/,
    );
  });
});

describe('differences in the request', () => {
  it('a query parameter of the wrong type: the place of its schema', async () => {
    answer = { status: 200, body: '{}' };
    const response = await fetch(`${proxy.url}/v1/activities/1236_cccccc/comments?limit=many`);
    const found = violations(response).find((d) => d.side === 'request');
    expect(found).toMatchObject({ operationId: 'listActivityComments', kind: 'query', at: 'query.limit' });
    expect(found!.specPlace).toMatch(/^spec\/.+\.yaml:\d+:\d+$/);
    expect(textAt(found!.specPlace)).toMatch(/^schema:|^type:/);
    // Forwarded all the same: the service decides.
    expect(upstream.received.at(-1)!.url).toBe('/v1/activities/1236_cccccc/comments?limit=many');
  });
});

describe('differences in the request body', () => {
  it.each([
    ['JSON', 'application/json', JSON.stringify({ name: 42 })],
    ['form', 'application/x-www-form-urlencoded', `name=${'x'.repeat(80)}`],
  ])('%s: the field, and the place of its property', async (_kind, contentType, body) => {
    answer = { status: 201, body: '{}' };
    const response = await fetch(`${proxy.url}/v1/users/me/educational_background/schools`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const found = violations(response).find((d) => d.side === 'request');
    expect(found).toMatchObject({ operationId: 'createSchool', kind: 'body', at: 'body.name' });
    expect(textAt(found!.specPlace)).toMatch(/^name:/);
  });
});

describe('without the spec folder (the installed package)', () => {
  it('names the place as a pointer into openapi.json', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pronet-proxy-'));
    try {
      cpSync(DEFAULT_GENERATED_DIR, path.join(dir, 'generated'), { recursive: true });
      const alone = await startProxy({
        upstream: upstream.url,
        port: 0,
        token: TOKEN,
        generatedDir: path.join(dir, 'generated'),
        log: () => {},
      });
      try {
        answer = { status: 200, body: JSON.stringify({ users: [{ id: 123 }] }) };
        const [found] = violations(await fetch(`${alone.url}/v1/users/me`));
        expect(found!.specPlace).toMatch(/^openapi\.json#\/components\/schemas\/\w+\/properties\/id$/);
      } finally {
        await alone.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
