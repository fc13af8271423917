// The state file never loses nor leaks: unreadable files are one line naming the place (never their content, which
// holds token secrets), an import is checked whole or leaves the running state untouched, unknown areas are kept,
// saves are atomic through unique 0600 files and serialized, a second mock on the same file is refused, a failing
// save says why.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../../mock/json-position.ts';
import type { MockServer } from '../../mock/server.ts';
import { handshake, mock, op, send, ALL_RIGHTS } from './helpers.ts';
import { isAlive } from '../processes.ts';

const idCard = op('getIdCard');
const control = (server: MockServer, path: string) =>
  fetch(`${server.url}/__mock/${path}`, { method: 'POST', headers: { 'mock-control': '1' } });
const signedAs = async (server: MockServer) => {
  const { accessToken } = await handshake(server);
  return { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pronet-state-file-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reading', () => {
  const SECRET = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed';
  const cases: Array<[string, string, RegExp]> = [
    ['empty', '', /is empty/],
    ['truncated', `{"version":1,"oauth":{"accessTokens":[{"token":"t","secret":"${SECRET}"`, /ends early at byte \d+ \(truncated\?\)/],
    ['corrupt', `{"version":1,"oauth":{"accessTokens":[{"secret":"${SECRET}"}x]}}`, /not valid JSON: line 1, offset \d+;/],
  ];
  for (const [name, text, message] of cases) {
    it(`a ${name} file is refused in one line naming it, without its content`, async () => {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, text);
      const error = await mock({ stateFile: file }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(message);
      expect(error!.message).toContain(file);
      expect(error!.message).not.toContain(SECRET.slice(0, 8));
      expect(error!.message).not.toContain('\n');
      expect(existsSync(`${file}.lock`)).toBe(false);
    });
  }

  const token = { token: 't', secret: 's', consumerKey: 'c', member: 'm' };
  it.each([
    [{ accessTokens: [token, { ...token, secret: 42 }] }, 'oauth.accessTokens[1].secret: must be string'],
    [{ accessTokens: [token, { token: 't2', secret: 's2' }] }, 'oauth.accessTokens[1].consumerKey: is missing'],
    [
      { accessTokens: [{ ...token, invalidated: 'lost' }] },
      'oauth.accessTokens[0].invalidated: must be equal to one of the allowed values',
    ],
    [{ accessTokens: [], floors: { 'c:t': [1.5, []] } }, 'oauth.floors["c:t"][0]: must be integer'],
    [{ floors: {} }, 'oauth.accessTokens: is missing'],
  ])('a wrong-shaped OAuth part (%j) is refused against its schema, naming the JSON path', async (oauth, says) => {
    const file = join(dir, 'shape.json');
    writeFileSync(file, JSON.stringify({ version: 1, oauth }));
    await expect(mock({ stateFile: file })).rejects.toThrow(`${file}: ${says}`);
  });

  it.each([1e300, -1, 0.5])('a clockOffset of %s is refused naming it (every signed call would fail)', async (clockOffset) => {
    const file = join(dir, 'clock.json');
    writeFileSync(file, JSON.stringify({ version: 1, clockOffset, oauth: { accessTokens: [], floors: {} }, areas: {} }));
    await expect(mock({ stateFile: file })).rejects.toThrow(`${file}: clockOffset: expected milliseconds from 0 to`);
  });

  it('the CLI saves and stops on SIGHUP (terminal closed, SSH dropped), as on SIGTERM', async () => {
    const file = join(dir, 'hangup.json');
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock/cli.ts', '--port', '0', '--state', file], {
      cwd: join(import.meta.dirname, '../..'),
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await expect.poll(() => /^Mock of .*: (http:\S+)/m.exec(out)?.[1], { timeout: 60_000 }).toBeTruthy();
    const { accessToken } = await handshake({ url: /^Mock of .*: (http:\S+)/m.exec(out)![1]! } as MockServer);
    child.kill('SIGHUP');
    expect(await exited).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(accessToken.token);
  }, 120_000);

  it('the CLI: exit 2 with that one line', async () => {
    const file = join(dir, 'cli.json');
    writeFileSync(file, '{"version":1,"oauth":{"accessTokens":[{"secret":"0123456789abcdef"');
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock/cli.ts', '--port', '0', '--state', file], {
      cwd: join(import.meta.dirname, '../..'),
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(file);
    expect(stderr).not.toContain('0123456789');
  }, 120_000);

  it('the CLI saves and stops when its parent process goes away (npm killed alone leaves it to init)', async () => {
    const file = join(dir, 'orphan.json');
    // A parent that starts the mock, prints its pid, and is then killed with SIGKILL: it can pass no signal on.
    const starter = `const c = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', 'mock/cli.ts', '--port', '0', '--state', ${JSON.stringify(file)}], { stdio: ['ignore', 'inherit', 'inherit'] }); console.log('pid ' + c.pid);`;
    const parent = spawn(process.execPath, ['-e', starter], { cwd: join(import.meta.dirname, '../..') });
    let out = '';
    parent.stdout.on('data', (chunk) => (out += chunk));
    await expect.poll(() => /^Mock of .*: (http:\S+)/m.exec(out)?.[1], { timeout: 60_000 }).toBeTruthy();
    const pid = Number(/^pid (\d+)/m.exec(out)![1]);
    const url = /^Mock of .*: (http:\S+)/m.exec(out)![1]!;
    const { accessToken } = await handshake({ url } as MockServer);
    parent.kill('SIGKILL');
    const alive = () => isAlive(pid);
    try {
      await expect.poll(alive, { timeout: 30_000, interval: 200 }).toBe(false);
      // Saved on the way out: the token issued before is in the file.
      expect(readFileSync(file, 'utf8')).toContain(accessToken.token);
    } finally {
      if (alive()) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);

  it('jsonErrorOffset finds where JSON stops', () => {
    expect(jsonErrorOffset('{"a": [1, 2, tru]}')).toBe(13);
    expect(jsonErrorOffset('{"a": "x\\q"}')).toBe(8);
    expect(jsonErrorOffset('[1, {"b": null}] x')).toBe(17);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    expect(jsonErrorOffset('{"a": -0.5e3, "b": [true, false, "\\u00e9"]}')).toBe(-1);
  });
});

describe('a running mock', () => {
  it('a refused load leaves the running state whole; unknown areas are kept and written back', async () => {
    const file = join(dir, 'load.json');
    const server = await mock({ stateFile: file, testing: true });
    try {
      const credentials = await signedAs(server);
      expect((await control(server, 'state/save')).status).toBe(200);
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      // A file whose OAuth part is fine but one area is wrong: nothing of it may come in.
      writeFileSync(file, JSON.stringify({ ...saved, oauth: { accessTokens: [] }, areas: { ...saved.areas, postings: { nextId: 'x' } } }));
      const refused = await control(server, 'state/load');
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe(`${file}: areas.postings.postings: is missing`);
      expect((await send(server, { path: idCard.path, credentials })).status).toBe(200);
      // An area this mock does not know survives a load and a save.
      writeFileSync(file, JSON.stringify({ ...saved, areas: { ...saved.areas, future: { kept: [1, 2] } } }));
      expect((await control(server, 'state/load')).status).toBe(200);
      expect((await send(server, { path: idCard.path, credentials })).status).toBe(200);
      expect((await control(server, 'state/save')).status).toBe(200);
      expect(JSON.parse(readFileSync(file, 'utf8')).areas.future).toEqual({ kept: [1, 2] });
    } finally {
      await server.close();
    }
  });

  it('saves: mode 0600, serialized, unique temporary files, never through a planted link', async () => {
    const file = join(dir, 'save.json');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'untouched');
    symlinkSync(victim, `${file}.tmp`);
    const server = await mock({ stateFile: file, testing: true });
    try {
      await signedAs(server);
      const answers = await Promise.all(Array.from({ length: 5 }, () => control(server, 'state/save')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8')).oauth.accessTokens).toHaveLength(1);
      expect(readFileSync(victim, 'utf8')).toBe('untouched');
      expect(readdirSync(dir).filter((name) => /^save\.json\.[0-9]+\.[0-9a-f]+\.partial$/.test(name))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a second mock on the same file is refused while the first runs', async () => {
    const file = join(dir, 'locked.json');
    const first = await mock({ stateFile: file });
    try {
      await expect(mock({ stateFile: file })).rejects.toThrow(`state file ${file} is in use by another mock (pid ${process.pid})`);
    } finally {
      await first.close();
    }
    const again = await mock({ stateFile: file });
    await again.close();
  });

  it('the folder is checked at start, and a save that fails at close says why', async () => {
    await expect(mock({ stateFile: join(dir, 'missing', 'state.json') })).rejects.toThrow(/the folder .*missing does not exist/);
    const folder = join(dir, 'goes-away');
    mkdirSync(folder);
    const server = await mock({ stateFile: join(folder, 'state.json') });
    rmSync(folder, { recursive: true });
    await expect(server.close()).rejects.toThrow(/the state could not be saved to .*goes-away\/state\.json: ENOENT/);
  });
});
