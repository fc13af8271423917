// The staging folder becomes generated/: it takes the mode any new folder takes here (the umask's), never mkdtemp's 0700.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStaging } from '../../generator/write.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-staging-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('creates the staging folder with the mode of a new folder, as generated/ had it', async () => {
  const staging = await createStaging(path.join(dir, 'generated'));
  const reference = path.join(dir, 'reference');
  fs.mkdirSync(reference);
  expect(fs.statSync(staging).mode & 0o777).toBe(fs.statSync(reference).mode & 0o777);
});
