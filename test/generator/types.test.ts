// generator/types.ts calls openapi-typescript's transform itself, without `openapiTS()` and its second lint and
// bundle: its output must be openapiTS()'s, byte for byte, on the real bundled description and on a document with
// discriminators (the one case where the transform writes into the schemas: our document is left as it was).
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../generator/types.ts';
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
