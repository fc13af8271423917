// The real description as the committed generated/openapi.json holds it, with its model: read, not generated again
// by every test file that needs it (test/generator/pipeline.test.ts checks that generated/ matches spec/).
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadChangelog } from '../../generator/changelog.ts';
import type { OpenApiDocument } from '../../generator/load.ts';
import { buildModel } from '../../generator/model.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const loaded = (async () => {
  const document = JSON.parse(await fs.readFile(path.join(root, 'generated', 'openapi.json'), 'utf8')) as OpenApiDocument;
  const changelog = await loadChangelog(path.join(root, 'spec', 'changelog.yaml'), path.join(root, 'spec', 'changelog.schema.json'));
  return { document, model: buildModel(document, changelog) };
})();
