// TypeScript types of the bundled document: openapi-typescript as its documentation shows it.
import { displayPath, GeneratorError } from './errors.ts';

/** The types of `openapiJson`, the text of generated/openapi.json (openapi-typescript parses its own copy from it). */
export async function generateTypes(openapiJson: string, root: string): Promise<string> {
  try {
    // Imported when first needed: with TypeScript, it is the largest import, and the docs are under way by then.
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    return astToString(await openapiTS(openapiJson, { silent: true }));
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`, [displayPath(root)]);
  }
}
