// TypeScript types of the bundled document: openapi-typescript as its documentation shows it.
import openapiTS, { astToString } from 'openapi-typescript';
import { displayPath, GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';

export async function generateTypes(doc: OpenApiDocument, root: string): Promise<string> {
  try {
    // openapiTS may annotate the object it is given: it gets a copy, the bundle stays as written to openapi.json.
    return astToString(await openapiTS(structuredClone(doc) as never, { silent: true }));
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`, [displayPath(root)]);
  }
}
