// TypeScript types of the bundled document, with openapi-typescript's public transform API.
//
// `openapiTS()` would lint and bundle the document again with its own Redocly (v1), then transform it. Ours is
// already linted and bundled, so we build the same context `openapiTS()` builds (its defaults, pinned version)
// and call the transform directly: same output, a second bundle less. `GlobalContext` is typed, so a field that a
// new version adds shows up at compile time.
import { createRequire } from 'node:module';
import type { GlobalContext } from 'openapi-typescript';
import { displayPath, GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';

const require = createRequire(import.meta.url);
const itsRedocly = createRequire(require.resolve('openapi-typescript'))('@redocly/openapi-core') as {
  createConfig: (raw: object) => Promise<GlobalContext['redoc']>;
};
let redoc: Promise<GlobalContext['redoc']> | undefined;

export async function generateTypes(doc: OpenApiDocument, root: string): Promise<string> {
  // Imported on first use: the cold run starts the docs build before it pays for TypeScript's compiler.
  const { astToString, resolveRef, scanDiscriminators, transformSchema } = await import('openapi-typescript');
  redoc ??= itsRedocly.createConfig({ extends: [], rules: {} });
  const schema = structuredClone(doc) as never;
  const ctx: GlobalContext = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(schema, {}),
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: await redoc,
    silent: true,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(schema, $ref, { silent: true }),
  };
  try {
    return astToString(transformSchema(schema, ctx));
  } catch (error) {
    throw new GeneratorError(`openapi-typescript failed: ${(error as Error).message}`, [displayPath(root)]);
  }
}
