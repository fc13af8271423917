// `npm start` as an author runs it, on a workspace copy: it regenerates, serves the mock and the docs on one port, and
// after a save the running mock serves the new description with its state kept (an access token issued before the
// save still works), the docs page follows, and open docs pages are told to reload. A second `npm start` on the same
// folder is refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { start } from '../../cli/start.ts';
import { lockFileOf } from '../../generator/watch.ts';
import { defaultConfig } from '../../mock/config.ts';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, handshake, op, send } from '../mock/helpers.ts';
import { copyWorkspace, quietly, root, runInThisProcess, runInWorkspace } from '../generator/workspace.ts';
import { isAlive } from '../processes.ts';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// The path file of getIdCard's path, as spec/openapi.yaml names it (so that renaming the file breaks nothing here).
const EDITED = path.join(
  'spec',
  (parse(fs.readFileSync(path.join(root, 'spec/openapi.yaml'), 'utf8')).paths[op('getIdCard').path] as { $ref: string }).$ref,
);

describe('npm start', () => {
  it('serves the mock and the docs on one port, follows a save with its state kept, and refuses a second start', async () => {
    const dir = await copyWorkspace('pronet-start-');
    cleanup.push(dir);
    // An edit made before the start: the first regeneration has a docs page of its own to make.
    const file = path.join(dir, EDITED);
    const before = `Edited before npm start ${Date.now()}`;
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('summary: ', `summary: ${before} `));
    const { child, output, waitFor } = runInWorkspace(dir, 'cli/start.ts', ['--port', '0', '--quiet']);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await waitFor(/^Members/m);
      // generated/ holds the last good state: served at once, before the first regeneration is over.
      expect(output()).not.toMatch(/regenerated in/);
      // The banner names the test consumers and the members, as `pronet mock` does.
      const { consumers, members } = defaultConfig([]);
      for (const c of consumers) expect(output()).toContain(`${c.key} / ${c.secret} /`);
      for (const m of members) expect(output()).toContain(`  ${m.id}  ${m.name}`);
      const [, url, docsUrl] = /^mock (http:\/\/127\.0\.0\.1:\d+)\s+docs (\S+)/m.exec(output())!;
      const server = { url } as MockServer;
      expect((await fetch(docsUrl!)).status).toBe(200);
      const { accessToken } = await handshake(server);
      const credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };

      // Open docs pages listen on /__mock/live. A save (here a rename-save, as `sed -i` does it) right after the first
      // regeneration's outputs, while its docs page (the session's first, which starts Redocly's process) is under
      // way: that page is dropped, the save reaches the mock with the client's outputs, then with its docs page, and
      // open pages are told to reload once, when the page is the save's. The event carries the mock's generation,
      // which counts its reloads: one per line "regenerated in" (outputs or docs), after the 1 of its start.
      const live = new AbortController();
      const events = (await fetch(`${url}/__mock/live`, { signal: live.signal })).body!.getReader();
      await events.read(); // the opening comment
      await waitFor(/regenerated in/);
      const marker = `Saved while npm start ran ${Date.now()}`;
      fs.writeFileSync(`${file}.new`, fs.readFileSync(file, 'utf8').replace(before, marker));
      fs.renameSync(`${file}.new`, file);
      const event = new TextDecoder().decode((await events.read()).value);
      live.abort();
      expect(event).toMatch(/^event: reload\ndata: \d+\n\n$/);
      const generation = Number(/data: (\d+)/.exec(event)![1]);
      const page = await (await fetch(docsUrl!)).text();
      expect(page).toContain(marker);
      expect(page).not.toContain(before);
      expect(await (await fetch(`${url}/openapi.json`)).text()).toContain(marker);
      expect((await send(server, { path: op('getIdCard').path, credentials })).status).toBe(200);
      // (The page's line comes once the mock serves it, right after the event.)
      await vi.waitFor(() => expect(1 + (output().match(/regenerated in \d+ ms/g) ?? []).length).toBe(generation), { timeout: 10_000 });
      // The page's YAML download goes in with it, before that line.
      const yaml = await (await fetch(`${url}/openapi.yaml`)).text();
      expect(yaml).toContain(marker);
      expect(yaml).not.toContain(before);

      // A second npm start on the same folder stops at once, naming the first.
      const second = await quietly(() => start(['--port', '0', '--no-docs', '--quiet'], dir));
      expect(second.result).toBe(1);
      expect(second.output).toContain(`another watcher (process ${child.pid}) already regenerates generated/`);

      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
  }, 180_000);

  it('open docs pages are told what fails in the description, and where, until a save passes again', async () => {
    const dir = await copyWorkspace('pronet-start-problem-');
    cleanup.push(dir);
    const { output, waitFor, stop } = runInThisProcess((signal) => start(['--port', '0', '--no-docs', '--quiet'], dir, signal));
    try {
      await waitFor(/^Members/m);
      await waitFor(/regenerated in/);
      const [, url] = /^mock (http:\/\/127\.0\.0\.1:\d+)/m.exec(output())!;
      const events = (await fetch(`${url}/__mock/live`)).body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const until = async (pattern: RegExp) => {
        while (!pattern.test(received)) received += (await events.read()).value ?? '';
        return pattern.exec(received)!;
      };
      await until(/^: .*\n\n/);
      const file = path.join(dir, EDITED);
      const good = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, `${good}\n  broken: [unclosed\n`);
      const [, shown] = await until(/event: problem\ndata: (.+)\n\n/);
      expect(JSON.parse(shown!)).toContain(`${EDITED}:`); // the file, with its line and column
      received = '';
      fs.writeFileSync(file, good);
      await until(/event: problem\ndata: null\n\n/);
      await events.cancel();
    } finally {
      await stop();
    }
  }, 180_000);

  it('with a generated/ the mock cannot read, the mock starts on the first regeneration instead', async () => {
    const dir = await copyWorkspace('pronet-start-unreadable-');
    cleanup.push(dir);
    fs.writeFileSync(path.join(dir, 'generated/openapi.json'), '{ not json');
    // In this process (a second cold process would cost the suite seconds of loading), stopped as by Ctrl-C.
    const running = runInThisProcess((signal) => start(['--port', '0', '--no-docs', '--quiet'], dir, signal));
    try {
      await running.waitFor(/^mock http:/m);
      expect(running.output()).toMatch(/regenerated in \d+ ms[^]*\nmock http:/);
      const [, url] = /^mock (http:\/\/127\.0\.0\.1:\d+)/m.exec(running.output())!;
      expect(((await (await fetch(`${url}/openapi.json`)).json()) as { openapi: string }).openapi).toBe('3.1.0');
    } finally {
      expect(await running.stop()).toBe(0);
    }
    expect(fs.existsSync(lockFileOf(path.join(dir, 'generated')))).toBe(false);
  });

  it('keeps the mock state in the --state file across a restart', async () => {
    const dir = await copyWorkspace('pronet-start-state-');
    cleanup.push(dir);
    const stateFile = path.join(dir, 'mock-state.json');
    const run = () => runInThisProcess((signal) => start(['--port', '0', '--no-docs', '--quiet', '--state', stateFile], dir, signal));
    const first = run();
    let credentials;
    try {
      await first.waitFor(/^mock http:/m);
      const [, url] = /^mock (http:\/\/127\.0\.0\.1:\d+)/m.exec(first.output())!;
      const { accessToken } = await handshake({ url } as MockServer);
      credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(fs.existsSync(stateFile)).toBe(true);
    // The access token issued before the restart still answers: the state came back from the file.
    const second = run();
    try {
      await second.waitFor(/^mock http:/m);
      const [, url] = /^mock (http:\/\/127\.0\.0\.1:\d+)/m.exec(second.output())!;
      expect((await send({ url } as MockServer, { path: op('getIdCard').path, credentials })).status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);

  it('stops, its state saved, when npm is signalled and dies (its parent gone), and on SIGHUP', async () => {
    const dir = await copyWorkspace('pronet-start-orphan-');
    cleanup.push(dir);
    const stateFile = path.join(dir, 'mock-state.json');
    const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    // A parent that starts npm start's script, prints its pid, and is then killed with SIGKILL: it passes no signal on.
    const starter = `const c = require('node:child_process').spawn(process.execPath, ['--import', ${JSON.stringify(tsx)}, ${JSON.stringify(path.join(root, 'cli/start.ts'))}, '--port', '0', '--no-docs', '--quiet', '--state', ${JSON.stringify(stateFile)}], { stdio: ['ignore', 'inherit', 'inherit'] }); console.log('pid ' + c.pid);`;
    const parent = spawn(process.execPath, ['-e', starter], { cwd: dir });
    let out = '';
    parent.stdout.on('data', (chunk) => (out += chunk));
    await vi.waitFor(() => expect(out).toMatch(/^mock http:/m), { timeout: 90_000, interval: 200 });
    const pid = Number(/^pid (\d+)/m.exec(out)![1]);
    const alive = () => isAlive(pid);
    parent.kill('SIGKILL');
    try {
      await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 30_000, interval: 200 });
      expect(fs.existsSync(stateFile)).toBe(true);
    } finally {
      if (alive()) process.kill(pid, 'SIGKILL');
    }
    // SIGHUP (the terminal closed): it stops as on Ctrl-C, exit code 0.
    const { child, waitFor } = runInWorkspace(dir, 'cli/start.ts', ['--port', '0', '--no-docs', '--quiet']);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitFor(/^mock http:/m);
    child.kill('SIGHUP');
    expect(await exited).toBe(0);
  }, 180_000);

  it('names a port in use at once, before any regeneration, and leaves no lock', async () => {
    const dir = await copyWorkspace('pronet-start-port-');
    cleanup.push(dir);
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const { result, output } = await quietly(() => start(['--port', String(port), '--no-docs', '--quiet'], dir));
      expect(result).toBe(1);
      expect(output).toContain(`port ${port} is in use (try \`npm start -- --port 0\` or another port)`);
      expect(output).not.toMatch(/regenerated in/);
      expect(fs.existsSync(lockFileOf(path.join(dir, 'generated')))).toBe(false);
    } finally {
      busy.close();
    }
  });

  it('npm start and the mock command run when their folder is reached through a symlink', async () => {
    const linked = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-linked-'));
    cleanup.push(linked);
    for (const name of ['generator', 'openapi', 'defaults', 'mock', 'cli']) fs.symlinkSync(path.join(root, name), path.join(linked, name));
    const runs = ['cli/start.ts', 'mock/cli.ts'].map(async (script) => {
      const { child, output } = runInWorkspace(linked, path.join(linked, script), ['--help']);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { script, code, usage: /usage: npm (start|run mock)/i.test(output()) };
    });
    expect(await Promise.all(runs)).toEqual([
      { script: 'cli/start.ts', code: 0, usage: true },
      { script: 'mock/cli.ts', code: 0, usage: true },
    ]);
  });
});
