#!/usr/bin/env node
// Runs one command line (generator/cli.ts, mock/cli.ts, Redocly's CLI for the docs) with plain node, quickly:
//
//   node scripts/run.mjs generator/cli.ts generate --check
//
// A cold start of the generator used to spend more time loading code than running it: Node's ESM loader scans
// CommonJS packages such as TypeScript (9 MB) for their export names, and V8 compiles every function anew in each
// process. So esbuild bundles the command with everything it imports, packages included, into one CommonJS file
// under node_modules/.cache/pronet-api/run/, and V8's code cache for that file is kept beside it: later runs skip
// most of the parsing and compiling (what Node 22's module.enableCompileCache() does; Node 20 lacks it). The
// bundle is made again when one of its sources changes size or modification time, and the code cache when V8
// rejects it (another Node version, say). A big package that a command needs only late (TypeScript) stays out of the
// bundle, and has a code cache of its own for when it is required.
//
// Each module keeps its own import.meta.url, __filename and __dirname, so that paths relative to a source file
// stay right, and the command runs as its own main module. What esbuild cannot bundle as it is (top-level await,
// require or import() calls it cannot follow) is handled as `bundle()` says; the entry itself must not use
// top-level await. Stack traces point into the bundle: run the entry with tsx for source positions.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// --args-on-stdin: the command is loaded at once, but runs only when the rest of its arguments arrive, as one JSON
// array on one line of stdin. A caller starts it early that way, before it knows them (the docs step does).
const argsOnStdin = process.argv[2] === '--args-on-stdin';
const [entryArg, ...args] = process.argv.slice(argsOnStdin ? 3 : 2);
if (!entryArg) {
  console.error('usage: node scripts/run.mjs [--args-on-stdin] <command.ts> [arguments...]');
  process.exit(2);
}
// The real path: esbuild gives each module its real path, and the command compares its own with process.argv[1].
let entry;
try {
  entry = fs.realpathSync(path.resolve(entryArg));
} catch (error) {
  console.error(`scripts/run.mjs: cannot read ${entryArg}: ${error.code ?? error.message}`);
  process.exit(2);
}
const require = createRequire(import.meta.url);
const cacheDir = path.join(root, 'node_modules', '.cache', 'pronet-api', 'run');
const esbuildVersion = JSON.parse(fs.readFileSync(require.resolve('esbuild/package.json'), 'utf8')).version;
// This file's own text too: a bundle made by another version of it (another checkout sharing node_modules, say) is
// never taken.
const ownText = fs.readFileSync(fileURLToPath(import.meta.url));
const name = createHash('sha1').update(`${entry}\0${esbuildVersion}\0${process.version}\0cjs\0`).update(ownText).digest('hex').slice(0, 16);
const bundleFile = path.join(cacheDir, `${name}.cjs`);
const inputsFile = path.join(cacheDir, `${name}.json`);
// One code cache per subcommand (`generate`, `lint`, ...), as each holds the functions that its own runs compiled,
// and per set of node flags, as V8 refuses a cache made under other flags.
const subcommand = /^\w[\w-]*$/.test(args[0] ?? '') ? args[0] : 'main';
const flags = process.execArgv.length ? `.${createHash('sha1').update(process.execArgv.join('\0')).digest('hex').slice(0, 8)}` : '';
const codeCacheFile = path.join(cacheDir, `${name}.${subcommand}${flags}.v8-cache`);

/** What the last bundle was made of: { inputs: { file: [size, mtimeMs] }, and the files of each set below }. */
function lastBundle() {
  try {
    return JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when the bundle is there and none of its sources changed size or modification time since it was made. */
function isFresh(last) {
  if (!last?.inputs || !fs.existsSync(bundleFile)) return false;
  for (const file in last.inputs) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.size !== last.inputs[file][0] || stat.mtimeMs !== last.inputs[file][1]) return false;
  }
  return true;
}

/** Writes aside and renames: a command started in parallel never reads half a file. */
function writeAtomically(file, data) {
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

/**
 * Gives each source its own import.meta.url, .filename and .dirname, and its own __filename and __dirname (which
 * would otherwise name the bundle), as if it ran unbundled. The CommonJS modules in `ownRequire` also get their own
 * `require`: they call it in ways esbuild cannot follow (a UMD wrapper, a computed name), and only Node, from the
 * module's own folder, finds what they ask for. Their calls to it then all go to Node.
 */
function keepModulePaths(ownRequire, computedImports) {
  return {
    name: 'keep-module-paths',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (file) => {
        let text = fs.readFileSync(file.path, 'utf8');
        const usesMeta = text.includes('import.meta');
        const usesNodePaths = /\b__(?:file|dir)name\b/.test(text) && !/\b(?:var|let|const)\s+__(?:file|dir)name\b/.test(text);
        const requires = ownRequire.has(file.path);
        const imports = computedImports.has(file.path);
        if (!usesMeta && !usesNodePaths && !requires && !imports) return undefined;
        if (imports) {
          // import(name) with a name esbuild cannot know: at run time, through scripts/run.mjs (see below). An
          // import("literal") stays, for esbuild to bundle.
          text = text.replace(/\bimport\((?!\s*['"`])/g, `${IMPORT}(${JSON.stringify(pathToFileURL(file.path).href)}, `);
        }
        if (usesMeta) {
          text = text
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href))
            .replaceAll('import.meta.filename', JSON.stringify(file.path))
            .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file.path)));
        }
        if (usesNodePaths) {
          // After a first line that may be a #! or a 'use strict' directive, which must stay first.
          text = text.replace(/^(#!.*\n|(['"])use strict\2;?\s*\n)?/, (first) =>
            `${first}var __filename = ${JSON.stringify(file.path)}, __dirname = ${JSON.stringify(path.dirname(file.path))};\n`);
        }
        if (requires) {
          text = `(function (require) {\n${text.replace(/^#!.*/, '')}\n}).call(this, require("node:module").createRequire(${JSON.stringify(file.path)}));`;
        }
        return { contents: text, loader: path.extname(file.path).slice(1).replace(/^[cm]/, ''), resolveDir: path.dirname(file.path) };
      });
    },
  };
}

const IMPORT = 'globalThis[Symbol.for("pronet-run.import")]';

// Packages left out of the bundle and compiled when first required, with a V8 code cache of their own (see
// `compileLate`). TypeScript is 6.5 of the generator's 8.8 MB, and only its types step needs it, which runs after the
// docs have started: reading and deserializing it in every process delayed the command's first line by some 100 ms.
const LATE = ['typescript'];

/**
 * The bundle's text in ASCII. Node reads an ASCII file into a string of one byte a character; a single other
 * character makes it decode all of the file into two bytes a character (the docs' bundle: 12 MB more memory to touch,
 * which costs on these machines, and a run some 4% slower). What esbuild leaves unescaped is in regular expression
 * literals and comments, where `\uXXXX` means the same UTF-16 code unit (in a `u` or `v` expression a pair of
 * surrogates escaped is still one code point). A character escaped by a backslash already keeps one backslash.
 */
function asciiOnly(code) {
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, char) =>
    `${slashes.length % 2 ? slashes.slice(1) : slashes}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Leaves the named modules (reached by `import()`) out of the bundle, loaded from their own files. */
function leaveOut(files) {
  return {
    name: 'leave-out',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (target) => {
        if (target.kind !== 'dynamic-import' || !target.resolveDir) return undefined;
        const file = path.resolve(target.resolveDir, target.path);
        return files.has(file) ? { path: pathToFileURL(file).href, external: true } : undefined;
      });
    },
  };
}

/**
 * Bundles the command. What esbuild cannot bundle as it is shows up in a first attempt (its errors and warnings),
 * and is remembered for the next bundle of the same command: modules with top-level await (left out, when reached
 * by `import()`), CommonJS modules whose `require` calls esbuild cannot follow (given their own) and modules that
 * import() a computed name (sent through scripts/run.mjs's own import()).
 */
async function bundle(last) {
  const { context } = await import('esbuild');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outside = new Set(last?.outside);
  const ownRequire = new Set(last?.ownRequire);
  const computedImports = new Set(last?.computedImports);
  const partial = `${bundleFile}.${process.pid}.tmp`;
  // Incremental: an attempt after the first parses again only what it handles differently.
  const builder = await context({
    entryPoints: [entry],
    absWorkingDir: root,
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node}`,
    metafile: true,
    external: LATE,
    // ASCII only (see `asciiOnly`): esbuild escapes all it can, and template literals lowered to strings let it
    // escape theirs too, tagged ones included (their raw text becomes a string literal of its own).
    charset: 'ascii',
    supported: { 'template-literal': false },
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    // esbuild keeps quiet about packages by default; these say where a `require` or import() stays unbundled.
    logOverride: { 'indirect-require': 'warning', 'unsupported-require-call': 'warning', 'unsupported-dynamic-import': 'warning' },
    plugins: [keepModulePaths(ownRequire, computedImports), leaveOut(outside)],
  });
  try {
    let result;
    for (;;) {
      let failure;
      try {
        result = await builder.rebuild();
      } catch (error) {
        failure = error;
      }
      // One attempt can show several kinds of trouble: a failed one reports its warnings too.
      const { errors = [], warnings = [] } = failure ?? result;
      const files = (list, ids) => list.filter((m) => ids.some((id) => m.id === id || m.text.startsWith(id)) && m.location).map((m) => path.resolve(root, m.location.file));
      // Modules with top-level await: left out, unless it is the entry (the command's own error).
      const awaiting = files(errors, ['Top-level await']).filter((file) => file !== entry && !outside.has(file));
      // esbuild knows the format of what it loaded only after a successful attempt; an ES module keeps its require.
      const isCommonJs = (file) => result?.metafile.inputs[path.relative(root, file)]?.format !== 'esm';
      const requiring = files(warnings, ['indirect-require', 'unsupported-require-call']).filter((file) => !ownRequire.has(file));
      const importing = files(warnings, ['unsupported-dynamic-import']).filter((file) => !computedImports.has(file));
      const fixes = awaiting.length + importing.length + (failure ? 0 : requiring.filter(isCommonJs).length);
      if (fixes === 0) {
        if (failure) throw failure;
        break;
      }
      for (const file of awaiting) outside.add(file);
      for (const file of importing) computedImports.add(file);
      if (!failure) for (const file of requiring.filter(isCommonJs)) ownRequire.add(file);
    }
    // The import() calls of modules left out, which esbuild wrote as they are.
    let code = fs.readFileSync(partial, 'utf8');
    for (const file of outside) code = code.replaceAll(`import(${JSON.stringify(pathToFileURL(file).href)})`, `${IMPORT}(null, ${JSON.stringify(pathToFileURL(file).href)})`);
    fs.writeFileSync(partial, asciiOnly(code));
    const inputs = {};
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = path.resolve(root, input);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat) inputs[file] = [stat.size, stat.mtimeMs];
    }
    for (const file of fs.readdirSync(cacheDir)) if (file.startsWith(`${name}.`) && file.endsWith('.v8-cache')) fs.rmSync(path.join(cacheDir, file), { force: true });
    fs.renameSync(partial, bundleFile);
    writeAtomically(inputsFile, JSON.stringify({ inputs, outside: [...outside], ownRequire: [...ownRequire], computedImports: [...computedImports] }));
  } finally {
    await builder.dispose();
    fs.rmSync(partial, { force: true });
  }
}

const last = lastBundle();
if (!isFresh(last)) {
  try {
    await bundle(last);
  } catch (error) {
    console.error(`scripts/run.mjs: cannot bundle ${path.relative(process.cwd(), entry)}:`);
    for (const e of error.errors ?? [error]) console.error(`  ${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text ?? e.message}`);
    process.exit(1);
  }
}

// The bundle's import() calls: Node 20 forgets a script's import() callback when the script comes from a code
// cache, so they go through this module's own import() instead. A relative name is taken from the importing module.
globalThis[Symbol.for('pronet-run.import')] = (from, specifier) => import(/^\.\.?\//.test(specifier) ? new URL(specifier, from).href : specifier);

/**
 * A CommonJS module's text, compiled with V8's code cache from `cacheFile`. The cache is written when it was missing
 * or rejected, on exit rather than now: by then V8 has compiled every function the command used, and keeps them too.
 */
function compileWithCache(source, filename, cacheFile) {
  const cachedData = fs.existsSync(cacheFile) ? fs.readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename, cachedData });
  if (!cachedData || script.cachedDataRejected) process.once('exit', () => writeAtomically(cacheFile, script.createCachedData()));
  return script;
}

/**
 * Compiles the main files of the `LATE` packages when Node loads them, as Node would, but with a code cache named by
 * the file's path, size and time.
 */
function compileLate() {
  let late;
  const lateFiles = () =>
    (late ??= new Set(LATE.map((name) => {
      try {
        return fs.realpathSync(createRequire(bundleFile).resolve(name));
      } catch {
        return undefined; // not installed: nothing to do
      }
    })));
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!lateFiles().has(filename)) return compile.call(this, content, filename);
    const { size, mtimeMs } = fs.statSync(filename);
    const key = createHash('sha1').update(`${filename}\0${size}\0${mtimeMs}`).digest('hex').slice(0, 16);
    const script = compileWithCache(content, filename, path.join(cacheDir, `late-${key}${flags}.v8-cache`));
    return script.runInThisContext().call(this.exports, this.exports, createRequire(filename), this, filename, path.dirname(filename));
  };
}
compileLate();

const script = compileWithCache(fs.readFileSync(bundleFile, 'utf8').replace(/^#!.*/, ''), bundleFile, codeCacheFile);

/** The arguments of --args-on-stdin: one line, a JSON array of strings. */
async function argsFromStdin() {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break; // and stdin is let go: the command does not read it
  }
  let more = null;
  try {
    more = JSON.parse(text);
  } catch {
    // said below
  }
  if (!Array.isArray(more) || more.some((arg) => typeof arg !== 'string')) {
    console.error('scripts/run.mjs: --args-on-stdin expects a JSON array of strings on one line');
    process.exit(2);
  }
  return more;
}

// The command checks `import.meta.url === process.argv[1]` to know it is the main module.
process.argv = [process.argv[0], entry, ...args, ...(argsOnStdin ? await argsFromStdin() : [])];
const bundled = new Module(bundleFile);
bundled.filename = bundleFile;
script.runInThisContext().call(bundled.exports, bundled.exports, createRequire(bundleFile), bundled, bundleFile, cacheDir);
