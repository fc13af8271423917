// TypeScript types of the bundled document, through openapi-typescript's programmatic API.
import openapiTS, { astToString } from 'openapi-typescript';
import { GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';

export async function generateTypes(doc: OpenApiDocument): Promise<string> {
  try {
    const ast = await openapiTS(doc as never, { silent: true, alphabetize: false });
    return astToString(ast);
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`);
  }
}
