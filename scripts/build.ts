// `npm run build`: the two packages of this repository, compiled (ESM + declarations).
//   dist/            pronet-api: the generated client and its types, the runtime, the OAuth plugin, the CLI;
//   packages/mock/   pronet-api-mock: the mock, with the files it serves (bundled description, docs, feed).
// One run of TypeScript 7's tsc compiles both; the mock's files then move to its package, where what they import from
// the client is imported through pronet-api's public entries (the mock's peer dependency), never by a relative path.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { DOCS_FILES } from '../generator/docs/docs.ts';
import { FILES } from '../mock/files.ts';
import { TABLES_FILE } from '../mock/generated.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const mockPackage = path.join(root, 'packages/mock');
const mockDist = path.join(mockPackage, 'dist');

interface Manifest {
  name: string;
  version: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/**
 * The generated files the mock serves (its routes, and the page's gzip form) and reads (its tables), copied next to
 * its compiled code (`generated/` of its package).
 */
const MOCK_SERVES = [...new Set([...Object.values(FILES).map(({ file }) => file), ...DOCS_FILES, TABLES_FILE])];

/**
 * True for a file of the compiled tree that belongs to the mock's package (openapi/walk.ts: the mock's walk of the
 * description; defaults/: its published defaults, which the docs' Try it offers too).
 */
const isMockFile = (relative: string) =>
  relative.startsWith('mock/') ||
  relative.startsWith('openapi/walk.') ||
  relative.startsWith('defaults/') ||
  /^generated\/mock-operations\.(js|ts|d\.ts)$/.test(relative);

const start = performance.now();
const client = readManifest(root);
const mock = readManifest(mockPackage);
checkManifests(client, mock);
fs.rmSync(dist, { recursive: true, force: true });
fs.rmSync(mockDist, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript-7/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
fs.copyFileSync(path.join(root, 'generated/schema.d.ts'), path.join(dist, 'generated/schema.d.ts'));
moveMockFiles(client);
for (const file of MOCK_SERVES) {
  fs.mkdirSync(path.dirname(path.join(mockDist, 'generated', file)), { recursive: true });
  fs.copyFileSync(path.join(root, 'generated', file), path.join(mockDist, 'generated', file));
}
// What nothing imports: the command's declarations (only the moved `pronet-api/mock` entry is imported), and the
// generator (compiled because `pronet generate` names it; it runs in a checkout only, and says so when installed).
for (const file of fs.readdirSync(path.join(dist, 'cli'))) {
  if (file.endsWith('.d.ts') && file !== 'mock-moved.d.ts') fs.rmSync(path.join(dist, 'cli', file));
}
fs.rmSync(path.join(dist, 'generator'), { recursive: true });
fs.rmSync(path.join(dist, 'openapi'), { recursive: true, force: true }); // (what is left there is the generator's)
for (const tree of [dist, mockDist]) compact(tree);
fs.chmodSync(path.join(dist, 'cli/pronet.js'), 0o755);
console.log(`built dist/ and packages/mock/dist/ in ${((performance.now() - start) / 1000).toFixed(1)} s`);

/**
 * The two manifests must agree, or the packages would not install together: the mock's version is the client's,
 * the mock's peer dependency asks for that version of the client, and the client's optional peer (how `pronet
 * mock` names the package to install) asks for that of the mock. The mock's dependencies are the versions that
 * this repository tests with.
 */
function checkManifests(clientManifest: Manifest, mockManifest: Manifest): void {
  const problems: string[] = [];
  const mockFile = 'packages/mock/package.json';
  if (mockManifest.version !== clientManifest.version)
    problems.push(`${mockFile} has version ${mockManifest.version}, package.json ${clientManifest.version}`);
  if (mockManifest.peerDependencies?.[clientManifest.name] !== clientManifest.version) {
    problems.push(`${mockFile} peerDependencies["${clientManifest.name}"] must be ${clientManifest.version}`);
  }
  if (
    clientManifest.peerDependencies?.[mockManifest.name] !== mockManifest.version ||
    !clientManifest.peerDependenciesMeta?.[mockManifest.name]?.optional
  ) {
    problems.push(`package.json must have the optional peer dependency "${mockManifest.name}": "${mockManifest.version}"`);
  }
  for (const [name, version] of Object.entries(mockManifest.dependencies ?? {})) {
    const installed = path.join(root, 'node_modules', name, 'package.json');
    const actual = fs.existsSync(installed) ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as Manifest).version : 'not installed';
    if (actual !== version) problems.push(`${mockFile} depends on ${name}@${version}; this repository tests with ${actual}`);
  }
  if (problems.length) throw new Error(`build: the manifests disagree:\n  ${problems.join('\n  ')}`);
}

/**
 * Moves the mock's compiled files (code and declarations) from dist/ to packages/mock/dist/, the same layout.
 * An import that reaches out of the mock's files is rewritten to the pronet-api entry that exports that file
 * (`../generated/operations.js` becomes `pronet-api/operations`); the build fails on an import of a file that
 * pronet-api does not export, naming both.
 */
function moveMockFiles(clientManifest: Manifest): void {
  const exported = new Map<string, string>();
  for (const [subpath, target] of Object.entries(clientManifest.exports)) {
    const targets = typeof target === 'string' ? [target] : Object.values(target);
    for (const file of targets) exported.set(path.join(root, file), path.posix.join(clientManifest.name, subpath));
  }
  const files = (fs.readdirSync(dist, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).filter(isMockFile);
  for (const relative of files) {
    const from = path.join(dist, relative);
    if (fs.statSync(from).isDirectory()) continue;
    const text = fs
      .readFileSync(from, 'utf8')
      .replace(
        /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.\.?\/[^"']+)\2/g,
        (whole, before: string, quote: string, specifier: string) => {
          const target = path.posix.join(path.posix.dirname(relative), specifier);
          if (isMockFile(target)) return whole;
          // Declarations keep the sources' `.ts` specifiers; the entries name the compiled `.js`.
          const entry = exported.get(path.join(dist, target.replace(/\.ts$/, '.js')));
          if (!entry)
            throw new Error(
              `build: ${relative} imports ${specifier} (dist/${target}), which ${clientManifest.name} does not export (package.json "exports")`,
            );
          return `${before}${quote}${entry}${quote}`;
        },
      );
    fs.mkdirSync(path.dirname(path.join(mockDist, relative)), { recursive: true });
    fs.writeFileSync(path.join(mockDist, relative), text);
    fs.rmSync(from);
  }
  fs.rmSync(path.join(dist, 'mock'), { recursive: true, force: true });
  fs.rmSync(path.join(dist, 'defaults'), { recursive: true, force: true });
}

/**
 * What ships is what tsc wrote, lighter and with the same meaning: the code without its comments (esbuild, not
 * minified: it stays readable), since editors read the doc comments from the declarations, which keep every one;
 * and the declarations indented by two spaces instead of the four that tsc and openapi-typescript write.
 */
function compact(tree: string): void {
  for (const relative of fs.readdirSync(tree, { recursive: true }) as string[]) {
    const file = path.join(tree, relative);
    if (file.endsWith('.d.ts')) {
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        text.replace(/^ +/gm, (indent) => ' '.repeat(Math.floor(indent.length / 4) * 2 + (indent.length % 4))),
      );
    } else if (file.endsWith('.js')) {
      const code = transformSync(fs.readFileSync(file, 'utf8'), {
        loader: 'js',
        format: 'esm',
        target: 'es2022',
        legalComments: 'none',
        sourcefile: relative,
      }).code;
      fs.writeFileSync(file, code);
    }
  }
}
