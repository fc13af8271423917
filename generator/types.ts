// TypeScript types of the bundled document: openapi-typescript as its documentation shows it.
import { createRequire } from 'node:module';
import { displayPath, GeneratorError } from './errors.ts';

const require = createRequire(import.meta.url);

/** The types of `openapiJson`, the text of generated/openapi.json (openapi-typescript parses its own copy from it). */
export async function generateTypes(openapiJson: string, root: string): Promise<string> {
  try {
    // Loaded when first needed (with TypeScript, the largest load; the docs are under way by then), and as its
    // CommonJS build: imported as ESM, TypeScript's 9 MB of CommonJS are read and scanned again for their exports,
    // and under tsx scanned once more for module syntax, 0.6 s of every cold run (bench/generate.bench.ts).
    const { default: openapiTS, astToString } = require('openapi-typescript') as typeof import('openapi-typescript');
    return astToString(await openapiTS(openapiJson, { silent: true }));
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`, [displayPath(root)]);
  }
}
