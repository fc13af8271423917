// Nobody but the mock's user drives it, at the HTTP level (test/browser/cross-origin.test.ts shows the same
// refusals in Chromium from another origin): a Host the mock does not serve gets 403 (DNS rebinding); /__mock/*
// and the authorization page answer no CORS and no preflight; the controls need the Mock-Control header; the
// authorization form needs its own per-page token; /__mock/live holds a bounded number of listeners; served
// pages are not sniffed nor framed; --testing on an address others reach warns.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client.ts';
import { MAX_LIVE_LISTENERS } from '../../mock/files.ts';
import { hostCheck } from '../../mock/hosts.ts';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, formsOf, handshake, MAX, mock, op, send, submitAuthorization } from './helpers.ts';

/** A request with any Host header (fetch does not let a script set it). */
function raw(
  server: MockServer,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ATTACKER = 'http://attacker.example';

describe('who may drive the mock', () => {
  let server: MockServer;
  const warnings: string[] = [];
  beforeAll(async () => {
    server = await mock({
      testing: true,
      liveReload: true,
      allowedHosts: ['mock.example.test', '.team.test'],
      onWarning: (w) => warnings.push(w),
    });
  });
  afterAll(() => server.close());

  it('answers only loopback names, IP addresses, the listen address and the allowed hosts: 403 naming the option otherwise', async () => {
    const port = new URL(server.url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `app.localhost:${port}`,
      `[::1]:${port}`,
      '10.0.0.7',
      'mock.example.test',
      'ci.team.test',
    ]) {
      expect((await raw(server, '/openapi.json', { host })).status, host).toBe(200);
    }
    for (const host of [`rebind.attacker.example:${port}`, 'mock.example.test.evil', 'localhost.evil']) {
      const refused = await raw(server, '/openapi.json', { host });
      expect(refused.status, host).toBe(403);
      expect(JSON.parse(refused.body).message).toContain('--allowed-host');
    }
    // Every path: the controls and the API too.
    expect((await raw(server, '/__mock/clock', { host: 'rebind.attacker.example', 'mock-control': '1' })).status).toBe(403);
    expect((await raw(server, op('getIdCard').path, { host: 'rebind.attacker.example' })).status).toBe(403);
  });

  it('the controls: no CORS, no preflight, and the Mock-Control header that a form cannot send', async () => {
    const preflight = await raw(
      server,
      '/__mock/reset',
      { origin: ATTACKER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'mock-control' },
      'OPTIONS',
    );
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // What a script-less form sends: text/plain, no custom header.
    const before = server.stats()['accessTokens'];
    await handshake(server);
    const form = await raw(server, '/__mock/reset', { origin: ATTACKER, 'content-type': 'text/plain' }, 'POST', '{"x":"=1"}');
    expect(form.status).toBe(403);
    expect(form.headers['access-control-allow-origin']).toBeUndefined();
    // Without an Origin (a client that sends none), the missing header alone refuses it.
    const bare = await raw(server, '/__mock/reset', { 'content-type': 'text/plain' }, 'POST', '{"x":"=1"}');
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.body).message).toContain('Mock-Control');
    expect(server.stats()['accessTokens']).toBe(before! + 1); // not reset
    // Even with the header (a browser that let it through a preflight), a page of another origin is refused.
    const clock = await raw(server, '/__mock/clock', { origin: ATTACKER, 'mock-control': '1' });
    expect(clock.status).toBe(403);
    expect(clock.headers['access-control-allow-origin']).toBeUndefined();
    expect((await raw(server, '/__mock/clock', { 'sec-fetch-site': 'same-site', 'mock-control': '1' })).status).toBe(403);
    // The mock's own origin, and tools that send no Origin, are served.
    expect((await raw(server, '/__mock/clock', { origin: server.url, 'sec-fetch-site': 'same-origin', 'mock-control': '1' })).status).toBe(
      200,
    );
    expect((await raw(server, '/__mock/clock', { 'mock-control': '1' })).status).toBe(200);
  });

  it('the API keeps Prism-style CORS, the authorization page has none', async () => {
    const api = await raw(server, op('getIdCard').path, { origin: ATTACKER });
    expect(api.headers['access-control-allow-origin']).toBe(ATTACKER);
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const token = await client.handshake.requestToken('oob');
    const pageUrl = new URL(client.handshake.authorizationUrl(token));
    const page = await raw(server, `${pageUrl.pathname}${pageUrl.search}`, { origin: ATTACKER });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw(server, pageUrl.pathname, { origin: ATTACKER, 'access-control-request-method': 'POST' }, 'OPTIONS');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the authorization form needs its per-page token: a post from elsewhere decides nothing', async () => {
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const token = await client.handshake.requestToken('oob');
    const pageUrl = client.handshake.authorizationUrl(token);
    const [form] = formsOf(await (await fetch(pageUrl)).text());
    expect(form!.fields.map(([name]) => name)).toContain('form_token');
    const path = new URL(form!.action, pageUrl).pathname;
    for (const formToken of [undefined, 'guessed']) {
      const fields = new URLSearchParams({
        oauth_token: token.token,
        member: MAX,
        decision: 'allow',
        ...(formToken && { form_token: formToken }),
      });
      const forged = await raw(
        server,
        path,
        { origin: ATTACKER, 'content-type': 'application/x-www-form-urlencoded' },
        'POST',
        fields.toString(),
      );
      expect(forged.status).toBe(403);
      expect(forged.body).toContain('form token');
    }
    // Nothing was decided: the user's own submission still works.
    expect((await submitAuthorization(pageUrl, MAX, 'allow')).status).toBe(200);
  });

  it('served pages are neither sniffed nor framed', async () => {
    for (const path of ['/', '/openapi.json']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    const client = createClient({ baseUrl: server.url, credentials: ALL_RIGHTS });
    const page = await fetch(client.handshake.authorizationUrl(await client.handshake.requestToken('oob')));
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it(`/__mock/live holds at most ${MAX_LIVE_LISTENERS} listeners`, async () => {
    const url = new URL(`${server.url}/__mock/live`);
    const open: Array<() => void> = [];
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_LIVE_LISTENERS; i++) {
        statuses.push(
          await new Promise<number>((resolve, reject) => {
            const req = request({ host: url.hostname, port: url.port, path: url.pathname }, (res) => {
              open.push(() => req.destroy());
              resolve(res.statusCode!);
            });
            req.on('error', reject);
            req.end();
          }),
        );
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_LIVE_LISTENERS);
      expect(statuses.at(-1)).toBe(503);
    } finally {
      for (const close of open) close();
    }
  });

  it('warns when the testing controls listen beyond this machine', async () => {
    expect(warnings.filter((w) => w.includes('testing controls'))).toEqual([]);
    const wide: string[] = [];
    // An address of no interface here (TEST-NET-1): the warning comes before listening, which then fails, so the
    // test opens nothing beyond loopback.
    await expect(mock({ testing: true, host: '192.0.2.1', onWarning: (w) => wide.push(w) })).rejects.toThrow(/EADDRNOTAVAIL/);
    expect(wide.some((w) => w.includes('testing controls are on') && w.includes('192.0.2.1'))).toBe(true);
  });
});

describe('hostCheck', () => {
  it("follows Vite: names given, their subdomains with a leading dot, publicUrl's host; the port is not compared", () => {
    const check = hostCheck({ listenHost: 'box.lan', publicUrl: 'https://mock.example.test/base', allowedHosts: ['.team.test'] });
    expect(
      ['box.lan:1', 'mock.example.test', 'team.test', 'a.b.team.test', 'LOCALHOST:80', '192.168.1.2:4010'].map((h) => check(h)),
    ).toEqual([true, true, true, true, true, true]);
    expect(['evilteam.test', 'box.lan.evil', 'example.test'].map((h) => check(h))).toEqual([false, false, false]);
    // No Host, or no host at all (no browser sends one; the signature check answers 400), is not this check's.
    expect([undefined, 'a/b'].map((h) => check(h))).toEqual([true, true]);
  });
});
