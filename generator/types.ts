// TypeScript types of the bundled document, with openapi-typescript's public transform API.
//
// `openapiTS()` would lint and bundle the document again with its own Redocly (v1), then transform it. Ours is
// already linted and bundled, so we build the same context `openapiTS()` builds (its defaults, pinned version)
// and call the transform directly: same output, a second bundle less. `GlobalContext` is typed, so a field that a
// new version adds shows up at compile time.
//
// The transform is imported from its own modules (the package exports `./*`): the package's index imports all of
// Redocly v1 for `openapiTS()`, which costs about 300 ms of the cold run and is never used here. They are the
// CommonJS builds: those require TypeScript as CommonJS, where the ESM ones make every importer (in Node, or in
// scripts/run.mjs's bundle) take a copy of its namespace of thousands of names.
/// <reference path="./openapi-typescript-parts.d.ts" />
import type { GlobalContext } from 'openapi-typescript';
import { displayPath, GeneratorError } from './errors.ts';
import type { OpenApiDocument } from './load.ts';

/**
 * `ctx.redoc` is the Redocly config that only `openapiTS()`'s own lint and bundle read. The transform gets one
 * that throws when touched, so a version whose transform starts reading it fails here, loudly.
 */
const unusedRedoclyConfig = new Proxy({} as GlobalContext['redoc'], {
  get(_, key) {
    throw new Error(`the openapi-typescript transform read ctx.redoc.${String(key)}, which generator/types.ts does not provide`);
  },
});

async function transformApi() {
  const [transform, ts, utils] = await Promise.all([
    import('openapi-typescript/dist/transform/index.cjs'),
    import('openapi-typescript/dist/lib/ts.cjs'),
    import('openapi-typescript/dist/lib/utils.cjs'),
  ]);
  return { transformSchema: transform.default, astToString: ts.astToString, resolveRef: utils.resolveRef, scanDiscriminators: utils.scanDiscriminators };
}

export async function generateTypes(doc: OpenApiDocument, root: string): Promise<string> {
  // Imported on first use: the cold run starts the docs build before it pays for TypeScript's compiler.
  const { astToString, resolveRef, scanDiscriminators, transformSchema } = await transformApi();
  // scanDiscriminators writes the enums that discriminators imply into the schemas they map to, so it gets a
  // copy. A document without any discriminator (ours) has nothing to scan or write: no copy, and its empty
  // result, which saves a sixth of a warm regeneration's types step.
  const discriminated = hasDiscriminator(doc);
  const schema = (discriminated ? structuredClone(doc) : doc) as never;
  const ctx: GlobalContext = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: discriminated ? scanDiscriminators(schema, {}) : { objects: {}, refsHandled: [] },
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
    redoc: unusedRedoclyConfig,
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

/** True when some object of the document has a `discriminator` with a `propertyName` (what scanDiscriminators acts on). */
function hasDiscriminator(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasDiscriminator);
  if (typeof node !== 'object' || node === null) return false;
  const discriminator = (node as { discriminator?: { propertyName?: unknown } }).discriminator;
  if (discriminator?.propertyName) return true;
  return Object.values(node).some(hasDiscriminator);
}
