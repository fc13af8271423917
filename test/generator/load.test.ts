// generator/load.ts reads a file of the description again only when its status changed (readText), and keeps a
// text only for a file that last changed well before (2 s): every edit must still be read, even one that keeps the
// size and puts the modification time back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSpec } from '../../generator/load.ts';
import { copyWorkspace } from './workspace.ts';

const workspaces: string[] = [];
afterAll(() => workspaces.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('reading the description', () => {
  it('reads an edited file again, even with the same size and its modification time put back', async () => {
    const dir = await copyWorkspace('pronet-load-');
    workspaces.push(dir);
    const rootFile = path.join(dir, 'spec/openapi.yaml');
    const configPath = path.join(dir, 'redocly.yaml');
    const file = path.join(dir, 'spec/paths/v1_users_me_id_card.yaml');
    const summary = async () => {
      const { document, lint } = await bundleSpec(rootFile, configPath);
      await lint();
      return (document.paths as Record<string, { get: { summary: string } }>)['/v1/users/me/id_card']!.get.summary;
    };
    // A modification time in whole seconds, which can be put back exactly; then old enough to be kept.
    const time = 1_700_000_000;
    fs.utimesSync(file, time, time);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const before = await summary();
    const original = fs.readFileSync(file, 'utf8');
    const at = original.indexOf(`summary: ${before}`) + 'summary: '.length + before.indexOf('e');
    for (const letter of ['E', 'e']) {
      fs.writeFileSync(file, original.slice(0, at) + letter + original.slice(at + 1));
      fs.utimesSync(file, time, time);
      expect(fs.statSync(file, { bigint: true })).toMatchObject({ size: BigInt(original.length), mtimeNs: BigInt(time) * 1_000_000_000n });
      expect(await summary()).toBe(letter === 'E' ? before.replace('e', 'E') : before);
    }
  }, 20_000);
});
