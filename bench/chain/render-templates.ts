// The baseline's "templates" step, as a newcomer would write it: a script that reads the bundled document made
// by `redocly bundle` and renders the templates. It reuses our model and templates, so both sides do the same work.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadChangelog } from '../../generator/changelog.ts';
import { buildModel } from '../../generator/model.ts';
import { templatesOf } from '../../generator/render.ts';

const [bundled, outDir] = process.argv.slice(2) as [string, string];
const root = path.resolve(import.meta.dirname, '../..');
const doc = JSON.parse(await fs.readFile(bundled, 'utf8'));
const changelog = await loadChangelog(path.join(root, 'spec/changelog.yaml'), path.join(root, 'spec/changelog.schema.json'));
const model = buildModel(doc, changelog);
const templates = await templatesOf(path.join(root, 'templates'));
const context = { ...model, generatedBy: 'npm run generate' };
for (const t of templates.outputs) await fs.writeFile(path.join(outDir, t.output), t.render(context));
if (templates.docs) await fs.writeFile(path.join(outDir, 'page.hbs'), templates.docs.render(context));
