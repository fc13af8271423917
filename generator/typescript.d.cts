import ts = require('typescript');
export { ts };
