// `npm run build`: compile to dist/ (ESM + declarations), then copy what the compiler does not: the generated
// types (a .d.ts is not emitted again) and the files the mock serves (bundled description, docs, feed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
const start = performance.now();
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
for (const file of ['schema.d.ts', 'openapi.json', 'changelog.atom', 'CHANGELOG.md', 'docs/index.html']) {
  fs.mkdirSync(path.dirname(path.join(dist, 'generated', file)), { recursive: true });
  fs.copyFileSync(path.join(root, 'generated', file), path.join(dist, 'generated', file));
}
fs.chmodSync(path.join(dist, 'cli/pronet.js'), 0o755);
console.log(`built dist/ in ${((performance.now() - start) / 1000).toFixed(1)} s`);
