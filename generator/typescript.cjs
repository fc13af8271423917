'use strict';
// TypeScript's compiler API for generator/types.ts, the same instance openapi-typescript requires. An ES import of
// `typescript` makes Node scan its 9 MB for export names (half a second per process); this module's one name is not.
const ts = require('typescript');
module.exports = { ts };
