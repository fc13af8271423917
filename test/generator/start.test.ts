// `npm start` as an author runs it, on a workspace copy: it regenerates, serves the mock and the docs on one port, and
// after a save the running mock serves the new description with its state kept (an access token issued before the
// save still works), and open docs pages are told to reload. A second `npm start` on the same folder is refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from '../../generator/start.ts';
import type { MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, handshake, op, send } from '../mock/helpers.ts';
import { copyWorkspace, quietly, runInWorkspace } from './workspace.ts';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const EDITED = 'spec/paths/v1_users_me_id_card.yaml';

describe('npm start', () => {
  it('serves the mock and the docs on one port, follows a save with its state kept, and refuses a second start', async () => {
    const dir = await copyWorkspace('pronet-start-');
    cleanup.push(dir);
    const { child, output, waitFor } = runInWorkspace(dir, 'generator/start.ts', ['--port', '0', '--no-docs', '--quiet']);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await waitFor(/^mock http:/m);
      const [, url, docsUrl] = /^mock (http:\/\/127\.0\.0\.1:\d+)\s+docs (\S+)/m.exec(output())!;
      const server = { url } as MockServer;
      expect((await fetch(docsUrl!)).status).toBe(200);
      const { accessToken } = await handshake(server);
      const credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };

      // Open docs pages listen on /__mock/live; a save (here a rename-save, as `sed -i` does it) reaches the mock.
      const live = new AbortController();
      const events = (await fetch(`${url}/__mock/live`, { signal: live.signal })).body!.getReader();
      await events.read(); // the opening comment
      const file = path.join(dir, EDITED);
      const marker = `Saved while npm start ran ${Date.now()}`;
      fs.writeFileSync(`${file}.new`, fs.readFileSync(file, 'utf8').replace('summary: ', `summary: ${marker} `));
      fs.renameSync(`${file}.new`, file);
      expect(new TextDecoder().decode((await events.read()).value)).toMatch(/^event: reload\n/);
      live.abort();
      expect(await (await fetch(`${url}/openapi.json`)).text()).toContain(marker);
      expect((await send(server, { path: op('getIdCard').path, credentials })).status).toBe(200);

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
});
