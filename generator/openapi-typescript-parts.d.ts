// openapi-typescript ships declarations for its index only; these are the modules generator/types.ts imports
// directly, typed from that index.
declare module 'openapi-typescript/dist/transform/index.cjs' {
  export { transformSchema as default } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/ts.cjs' {
  export { astToString } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.cjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
