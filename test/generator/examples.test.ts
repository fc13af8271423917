// pronet/examples-match-schemas (generator/examples.ts) keeps each schema's validator from one lint run to the next
// while the files the schema is made of are unchanged. An edit anywhere along the schema's references, however far
// from the example, must still change the verdict, and so must its undoing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintFiles } from '../../generator/load.ts';
import { applyEdit, copyWorkspace } from './workspace.ts';

const workspaces: string[] = [];
afterAll(() => workspaces.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The lint's error (as printed), or null when it passes. */
async function lintFailure(dir: string): Promise<string | null> {
  const job = { rootFile: path.join(dir, 'spec/openapi.yaml'), configPath: path.join(dir, 'redocly.yaml'), strict: true, displayRoot: dir };
  try {
    await lintFiles(job);
    return null;
  } catch (error) {
    return String(error);
  }
}

describe('the example rule across lint runs', () => {
  it('follows an edit two references away from the example (path file, then IdCardResponse, then PhotoUrls), and its undoing', async () => {
    const dir = await copyWorkspace('pronet-examples-');
    workspaces.push(dir);
    const photoUrls = 'spec/components/schemas/PhotoUrls.yaml';
    const stringSize = 'size_48x48: { type: string, format: uri,';
    const integerSize = 'size_48x48: { type: integer,';
    expect(await lintFailure(dir)).toBeNull();
    await applyEdit(dir, photoUrls, { replace: stringSize, with: integerSize });
    const failure = await lintFailure(dir);
    expect(failure).toContain('spec/components/examples/idCard.yaml:');
    expect(failure).toMatch(/size_48x48.*must be integer.*examples-match-schemas/);
    await applyEdit(dir, photoUrls, { replace: integerSize, with: stringSize });
    expect(await lintFailure(dir)).toBeNull();
  });
});
