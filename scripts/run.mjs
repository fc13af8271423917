#!/usr/bin/env node
// Runs one of the repository's TypeScript command lines (generator/cli.ts, mock/cli.ts) with plain node:
//
//   node scripts/run.mjs generator/cli.ts generate --check
//
// Under tsx, every module that is imported, node_modules included, passes through its loader hooks, which cost
// about 1.5 s of each `npm run generate`. Here esbuild bundles the command's own sources (packages stay
// external) into node_modules/.cache/pronet-api/run/, once, and the bundle is used until one of its sources
// changes. Each module keeps its own `import.meta.url`, so paths relative to a source file stay right, and the
// command runs as its own main module.
import { build, version as esbuildVersion } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('usage: node scripts/run.mjs <command.ts> [arguments...]');
  process.exit(2);
}
const entry = path.resolve(entryArg);
const cacheDir = path.join(root, 'node_modules', '.cache', 'pronet-api', 'run');
const name = createHash('sha1').update(`${entry}\0${esbuildVersion}\0${process.version}`).digest('hex').slice(0, 16);
const bundleFile = path.join(cacheDir, `${name}.mjs`);
const inputsFile = path.join(cacheDir, `${name}.json`);

/** True when the bundle is there and none of its sources changed size or modification time since it was made. */
function isFresh() {
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    fs.accessSync(bundleFile);
  } catch {
    return false;
  }
  return Object.entries(inputs).every(([file, seen]) => {
    try {
      const stat = fs.statSync(file);
      return stat.size === seen.size && stat.mtimeMs === seen.mtimeMs;
    } catch {
      return false;
    }
  });
}

/** Replaces import.meta.url, .filename and .dirname in each source by its own, as if it ran unbundled. */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (file) => {
      if (file.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(file.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href))
        .replaceAll('import.meta.filename', JSON.stringify(file.path))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file.path)));
      return { contents: text, loader: path.extname(file.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

async function bundle() {
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: a command started in parallel never reads half a bundle.
  const partial = `${bundleFile}.${process.pid}.tmp.mjs`;
  const result = await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'error',
    plugins: [keepModuleUrls],
  });
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = path.resolve(root, input);
    const stat = fs.statSync(file);
    inputs[file] = { size: stat.size, mtimeMs: stat.mtimeMs };
  }
  fs.renameSync(partial, bundleFile);
  fs.writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  fs.renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
}

if (!isFresh()) await bundle();
// Stack traces name the TypeScript sources (the bundle carries its source map).
process.setSourceMapsEnabled(true);
// The command checks `import.meta.url === process.argv[1]` to know it is the main module.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(bundleFile).href);
