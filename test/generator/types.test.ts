// generator/types.ts calls openapi-typescript's transform itself, without `openapiTS()` and its second lint and
// bundle: its output must be openapiTS()'s, byte for byte, on the real bundled description and on a document with
// discriminators (the one case where the transform writes into the schemas: our document is left as it was). It is
// made part by part, and each part's output is kept while the part is unchanged: after every kind of edit, the
// output is still openapiTS()'s, and only the parts the edit touched were transformed again.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { generateTypes, lastTypesRun } from '../../generator/types.ts';
import type { OpenApiDocument } from '../../generator/load.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function theirs(doc: OpenApiDocument): Promise<string> {
  return astToString(await openapiTS(structuredClone(doc) as never, { silent: true }));
}

describe('the types step', () => {
  it('writes what openapiTS() writes for the bundled description, and leaves the document as it was', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as OpenApiDocument;
    const before = structuredClone(doc);
    const ours = await generateTypes(doc, root);
    expect(doc).toEqual(before);
    expect(ours).toBe(await theirs(before));
  });

  it('does the same with discriminators', async () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 'pets', version: '1' },
      paths: {
        '/pets': {
          get: {
            operationId: 'listPets',
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Pet: {
            oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
            discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
          },
          Cat: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, purrs: { type: 'boolean' } } },
          Dog: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } },
        },
      },
    };
    const before = structuredClone(doc);
    const ours = await generateTypes(doc, root);
    expect(doc).toEqual(before);
    expect(ours).toBe(await theirs(before));
    expect(ours).toContain('kind: "cat"');
  });
});

describe('the types step, part by part', () => {
  const bundled = () => JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as OpenApiDocument;
  type PathItems = Record<string, Record<string, { summary?: string; description?: string }>>;

  it('after each edit writes what openapiTS() writes, and transforms again only what the edit touched', async () => {
    const doc = bundled();
    const urls = Object.keys(doc.paths as object);
    const check = async (edited: OpenApiDocument, transformed: string[]) => {
      expect(await generateTypes(edited, root)).toBe(await theirs(edited));
      expect(lastTypesRun).toEqual({ byParts: true, transformed });
    };
    // The first call of a process goes whole, the next one by parts, with every part.
    await generateTypes(doc, root);
    await generateTypes(doc, root);

    // A path with a GET operation, picked by position among those, so that new paths without GET do not move it.
    const edited = urls.filter((url) => (doc.paths as PathItems)[url]!.get)[3]!;
    const summaryEdit = structuredClone(doc);
    (summaryEdit.paths as PathItems)[edited]!.get!.summary += ' (edited)';
    await check(summaryEdit, [edited]);
    await check(summaryEdit, []);

    const schemaEdit = structuredClone(summaryEdit);
    const schemas = (schemaEdit.components as { schemas: Record<string, { description?: string }> }).schemas;
    schemas[Object.keys(schemas)[0]!]!.description = 'an edited description';
    await check(schemaEdit, ['components', ...urls]);

    const added = structuredClone(schemaEdit);
    const copy = structuredClone((added.paths as PathItems)[urls[0]!]!) as Record<string, { operationId?: string }>;
    for (const operation of Object.values(copy)) if (operation.operationId) operation.operationId += 'Again';
    (added.paths as Record<string, unknown>)['/v1/added'] = copy;
    await check(added, ['/v1/added']);

    const reordered = structuredClone(added);
    reordered.paths = Object.fromEntries(Object.entries(added.paths as PathItems).reverse().filter(([url]) => url !== urls[1]));
    await check(reordered, []);
  });

  it('transforms whole a document whose parts depend on each other, with the same output', async () => {
    await generateTypes(bundled(), root); // so that neither call below is the process's first (which goes whole)
    const pathRef = bundled();
    const [first, second] = Object.keys(pathRef.paths as object) as [string, string];
    (pathRef.paths as Record<string, unknown>)[second] = { $ref: `#/paths/${first.replaceAll('/', '~1')}` };
    const helperType: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 'helper types', version: '1' },
      paths: {},
      components: {
        schemas: {
          Named: { type: 'object', properties: { name: { type: 'string' } } },
          Required: { allOf: [{ $ref: '#/components/schemas/Named' }], required: ['name'] },
        },
      },
    };
    for (const doc of [pathRef, helperType]) {
      const ours = await generateTypes(doc, root);
      expect(lastTypesRun.byParts).toBe(false);
      expect(ours).toBe(await theirs(doc));
    }
    expect(await generateTypes(helperType, root)).toContain('WithRequired<');
  });
});
