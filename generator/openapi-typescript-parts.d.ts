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
  // CommonJS marked __esModule, with `exports.default`: an import's default is the exports object in Node and the
  // function in vitest, so generator/types.ts takes either.
  const exports: typeof transformComponentsObject | { default: typeof transformComponentsObject };
  export default exports;
}
declare module 'openapi-typescript/dist/lib/ts.cjs' {
  export { astToString, NEVER, STRING, tsModifiers, tsRecord } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.cjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
