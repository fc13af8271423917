// One smoke test of the mock's stateful areas through the `pronet` command line: an edit made with
// `pronet call` shows in the next call's answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, handshake, MAX, mock } from '../mock/helpers.ts';
import { pronetHere } from './pronet-here.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-cli-areas-'));
const file = path.join(dir, 'credentials.json');
let server: MockServer;

beforeAll(async () => {
  server = await mock();
  const { accessToken } = await handshake(server, ALL_RIGHTS, MAX);
  // The token file as `pronet auth` writes it.
  const stored = { baseUrl: server.url, ...ALL_RIGHTS, signatureMethod: 'HMAC-SHA1', accessToken: accessToken.toSecretJSON() };
  fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `pronet` with the stored token, in this process (as `main`, what the binary runs): the mock answers from here too. */
const pronet = (args: string[]) => pronetHere([...args, '--token-file', file]);

it('a school added with pronet call becomes the primary school of the next GET /v1/users/me', async () => {
  const created = await pronet([
    'call',
    'createSchool',
    '-d',
    JSON.stringify({ name: 'University of Hamburg', subject: 'Computer science' }),
  ]);
  expect(created.status, created.stderr).toBe(0);
  const school = JSON.parse(created.stdout).school;
  expect(school).toMatchObject({ name: 'University of Hamburg', subject: 'Computer science' });
  const primary = await pronet(['call', 'updatePrimarySchool', '-d', JSON.stringify({ school_id: school.id }), '-i']);
  expect(primary.stdout).toMatch(/^HTTP 204/);
  const me = await pronet(['call', 'GET', '/v1/users/me']);
  // Max's profile keeps the schools it starts with; the new one is among them, and primary.
  const education = JSON.parse(me.stdout).users[0].educational_background;
  expect(education.primary_school).toEqual(school);
  expect(education.schools).toContainEqual(school);
}, 60_000);
