// Handlebars' compiler and runtime, without its package index: the index also registers a require() hook for .hbs
// files, a use of require that esbuild cannot bundle, so scripts/run.mjs had Node load every Handlebars file from
// source in each process (some 45 ms of a cold run's start). This module is what the index exports.
declare module 'handlebars/dist/cjs/handlebars.js' {
  import Handlebars from 'handlebars';
  export default Handlebars;
}
