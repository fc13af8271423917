// TypeScript types of the bundled document: openapi-typescript as its documentation shows it.
import { displayPath, GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';

export async function generateTypes(doc: OpenApiDocument, root: string): Promise<string> {
  try {
    // Imported when first needed: with TypeScript, it is the largest import, and the docs are under way by then.
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    // openapiTS may annotate the object it is given: it gets a copy, the bundle stays as written to openapi.json.
    return astToString(await openapiTS(structuredClone(doc) as never, { silent: true }));
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`, [displayPath(root)]);
  }
}
