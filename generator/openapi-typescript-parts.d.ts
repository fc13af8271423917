// openapi-typescript ships declarations for its index only; these are the modules generator/types.ts imports
// directly, typed from that index.
declare module 'openapi-typescript/dist/transform/index.cjs' {
  export { transformSchema as default } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/transform/paths-object.cjs' {
  export { transformPathsObject as default } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/transform/components-object.cjs' {
  import type { transformComponentsObject } from 'openapi-typescript';
  // CommonJS marked __esModule, with `exports.default`: Node makes the exports object the import's default, vitest
  // (and esbuild, by the importer) the function.
  const exports: typeof transformComponentsObject | { default: typeof transformComponentsObject };
  export default exports;
}
declare module 'openapi-typescript/dist/lib/ts.cjs' {
  export { astToString, NEVER, STRING, tsModifiers, tsRecord } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.cjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
