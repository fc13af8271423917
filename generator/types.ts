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
//
// Watch mode regenerates after edits that touch one part of the document, so the output is made by parts (the
// components, each path item) and each part's is kept while its JSON is unchanged (`byParts`).
/// <reference path="./openapi-typescript-parts.d.ts" />
import type { GlobalContext } from 'openapi-typescript';
import type { Node, TypeElement, TypeLiteralNode } from 'typescript';
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
  const [transform, pathsObject, componentsObject, lib, utils, compiler] = await Promise.all([
    import('openapi-typescript/dist/transform/index.cjs'),
    import('openapi-typescript/dist/transform/paths-object.cjs'),
    import('openapi-typescript/dist/transform/components-object.cjs'),
    import('openapi-typescript/dist/lib/ts.cjs'),
    import('openapi-typescript/dist/lib/utils.cjs'),
    import('./typescript.cjs'),
  ]);
  const components = componentsObject.default;
  return {
    transformSchema: transform.default,
    transformPaths: pathsObject.default,
    transformComponents: 'default' in components ? components.default : components,
    lib,
    resolveRef: utils.resolveRef,
    scanDiscriminators: utils.scanDiscriminators,
    ts: compiler.ts,
  };
}

type Api = Awaited<ReturnType<typeof transformApi>>;

export async function generateTypes(doc: OpenApiDocument, root: string): Promise<string> {
  // Imported on first use: the cold run starts the docs build before it pays for TypeScript's compiler.
  const api = await transformApi();
  const { resolveRef, scanDiscriminators } = api;
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
    lastTypesRun.transformed = [];
    // A process's first document goes whole: by parts is slower while nothing is kept yet (printing each part costs
    // more than printing them together), and a one-shot `npm run generate` has nothing to keep it for.
    const text = discriminated || firstCall ? undefined : byParts(doc, ctx, api);
    firstCall = false;
    lastTypesRun.byParts = text !== undefined;
    return text ?? api.lib.astToString(api.transformSchema(schema, ctx));
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

/** What the transform made of one path item, printed: its member of `paths`, and the members it injected into `operations`. */
interface PathItemTypes {
  paths: string;
  operations: string;
}

let firstCall = true;

/** What the last call did (for tests and profiles): by parts or whole, and which parts it transformed again. */
export const lastTypesRun = { byParts: false, transformed: [] as string[] };

/** The last document's output by part, each by the JSON it was made from. */
const lastParts = {
  components: { json: '', text: '' },
  /** Valid for the components of `components.json` only: a path item's types read the parameters it refers to. */
  pathItems: new Map<string, PathItemTypes>(),
};

/** A $ref out of the components (into the paths, say) would make one part's output depend on another part. */
const REF_OUT_OF_COMPONENTS = /"\$ref":"(?!#\/components\/)/;

/**
 * The document's types, as `transformSchema()` and `astToString()` make them, made part by part: the components, and
 * each path item, each transformed with a footer of its own, printed, and kept while its JSON is unchanged. The
 * printer puts an interface's members one after the other, so the members of `paths` and `operations` are printed
 * per path item and joined. Undefined for a document whose parts depend on each other in ways this does not follow;
 * the caller transforms it whole.
 */
function byParts(doc: OpenApiDocument, ctx: GlobalContext, api: Api): string | undefined {
  const { ts, lib } = api;
  const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (doc.webhooks !== undefined || doc.$defs !== undefined) return undefined;
  if ((doc.paths !== undefined && !isRecord(doc.paths)) || (doc.components !== undefined && !isRecord(doc.components))) return undefined;
  const componentsJson = JSON.stringify(doc.components ?? null);
  const items = Object.entries((doc.paths ?? {}) as Record<string, unknown>).map(([url, item]) => ({
    url,
    item,
    json: `${JSON.stringify(url)}:${JSON.stringify(item)}`,
  }));
  if (REF_OUT_OF_COMPONENTS.test(componentsJson) || items.some(({ json }) => REF_OUT_OF_COMPONENTS.test(json))) return undefined;

  const rootInterface = (name: string, members: readonly TypeElement[]) =>
    ts.factory.createInterfaceDeclaration(lib.tsModifiers({ export: true }), name, undefined, undefined, members);
  const emptyRoot = (name: string) =>
    ts.factory.createTypeAliasDeclaration(lib.tsModifiers({ export: true }), name, undefined, lib.tsRecord(lib.STRING, lib.NEVER));
  const root = (name: string, members: readonly TypeElement[]) => (members.length ? rootInterface(name, members) : emptyRoot(name));
  /** An interface's members as the printer writes them inside it, and the interface again around them. */
  const printedInterface = (name: string) => {
    // `export interface name {` and `}`, each with its line break.
    const [head, tail] = lib.astToString(rootInterface(name, [])).split(/(?<=\n)/) as [string, string];
    return {
      members: (members: readonly TypeElement[]) => (members.length ? lib.astToString(rootInterface(name, members)).slice(head.length, -tail.length) : ''),
      wrap: (members: string) => (members ? head + members + tail : lib.astToString(emptyRoot(name))),
    };
  };
  const printed = { paths: printedInterface('paths'), operations: printedInterface('operations') };

  /** One part's transform with a footer of its own; undefined when it injects more than operations (helper types). */
  const part = <T>(transform: (ctx: GlobalContext) => T) => {
    const own = { ...ctx, injectFooter: [] as Node[] };
    const result = transform(own);
    const [first, ...rest] = own.injectFooter;
    if (rest.length || (first && !(ts.isInterfaceDeclaration(first) && first.name.text === 'operations'))) return undefined;
    return { result, operations: first && ts.isInterfaceDeclaration(first) ? first.members : [] };
  };

  const componentsChanged = lastParts.components.json !== componentsJson;
  if (componentsChanged) {
    lastTypesRun.transformed.push('components');
    const components = doc.components ? part((own) => api.transformComponents(doc.components as never, own)) : undefined;
    if (doc.components && (!components || components.operations.length)) return undefined;
    // transformSchema()'s reading of the transform's result, root by root.
    const statements = components
      ? components.result.map((node) =>
          ts.isTypeNode(node) ? root('components', (node as TypeLiteralNode).members ?? []) : ts.isTypeAliasDeclaration(node) ? node : emptyRoot('components'),
        )
      : [emptyRoot('components')];
    lastParts.components = { json: componentsJson, text: lib.astToString(statements) };
  }

  if (componentsChanged) lastParts.pathItems.clear();
  const pathItems = new Map<string, PathItemTypes>();
  for (const { url, item, json } of items) {
    let types = lastParts.pathItems.get(json);
    if (!types) {
      lastTypesRun.transformed.push(url);
      const made = part((own) => api.transformPaths({ [url]: item } as never, own) as TypeLiteralNode);
      if (!made) return undefined;
      types = { paths: printed.paths.members(made.result.members), operations: printed.operations.members(made.operations) };
    }
    pathItems.set(json, types);
  }
  lastParts.pathItems = pathItems;

  const joined = (key: keyof PathItemTypes) => printed[key].wrap(items.map(({ json }) => pathItems.get(json)![key]).join(''));
  return joined('paths') + lib.astToString(emptyRoot('webhooks')) + lastParts.components.text + lib.astToString(emptyRoot('$defs')) + joined('operations');
}
