// The runtimes of the matrix (test/runtimes/matrix.test.ts), each from the npm registry at a pinned version, installed
// once into a cache folder outside the project's dependencies and reused by the next run:
//   $PRONET_RUNTIMES_CACHE or ~/.cache/pronet-runtimes/<package>@<version>/
// A runtime missing there is installed (npm install into a folder of its own, which only becomes the cache entry
// once its binary has answered --version): nothing is skipped.
// `node --import tsx test/runtimes/runtimes.ts <name>` prints the path of that runtime's binary, installing it when
// missing (.ci/run runs the repository's tests on Node 24 through it).
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Runtime {
  /** The package on the npm registry and its pinned version. */
  package: string;
  version: string;
  /** The file to run, inside the cache entry. */
  bin: string;
}

export const RUNTIMES = {
  node22: { package: 'node', version: '22.23.3', bin: 'node_modules/.bin/node' },
  node24: { package: 'node', version: '24.21.0', bin: 'node_modules/.bin/node' },
  node26: { package: 'node', version: '26.10.0', bin: 'node_modules/.bin/node' },
  bun: { package: 'bun', version: '1.4.5', bin: 'node_modules/.bin/bun' },
  deno: { package: 'deno', version: '2.9.6', bin: 'node_modules/.bin/deno' },
  // workerd, driven through Miniflare (its entry; Miniflare itself needs Node 22 or later).
  miniflare: { package: 'miniflare', version: '4.20260730.0', bin: 'node_modules/miniflare/dist/src/index.js' },
} as const satisfies Record<string, Runtime>;

export type RuntimeName = keyof typeof RUNTIMES;

export const CACHE = process.env['PRONET_RUNTIMES_CACHE'] || path.join(os.homedir(), '.cache', 'pronet-runtimes');

const quiet: ExecFileSyncOptionsWithStringEncoding = {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, npm_config_update_notifier: 'false' },
};

/** The version a runtime's binary reports (Miniflare's: its package.json's). */
function reportedVersion(name: RuntimeName, file: string): string {
  if (name === 'miniflare') return JSON.parse(fs.readFileSync(path.resolve(file, '../../../package.json'), 'utf8')).version;
  return execFileSync(file, ['--version'], quiet).trim();
}

/** The path of the runtime's binary (or entry), installed into the cache first when it is not there. */
export function ensureRuntime(name: RuntimeName, log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): string {
  const runtime: Runtime = RUNTIMES[name];
  const spec = `${runtime.package}@${runtime.version}`;
  const dir = path.join(CACHE, spec);
  const file = path.join(dir, runtime.bin);
  if (fs.existsSync(file)) return file;
  log(`runtimes: installing ${spec} into ${dir} (once; later runs reuse it)`);
  fs.mkdirSync(CACHE, { recursive: true });
  const partial = fs.mkdtempSync(path.join(CACHE, `.${spec}-`));
  try {
    fs.writeFileSync(path.join(partial, 'package.json'), JSON.stringify({ name: 'pronet-runtime', private: true }));
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', spec], { ...quiet, cwd: partial });
    } catch (error) {
      throw new Error(`runtimes: npm install ${spec} failed in ${partial}:\n${(error as { stderr?: string }).stderr ?? error}`);
    }
    const reported = reportedVersion(name, path.join(partial, runtime.bin));
    if (!reported.includes(runtime.version))
      throw new Error(`runtimes: ${spec} installed, but its binary reports ${JSON.stringify(reported)}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2];
  if (!name || !(name in RUNTIMES)) {
    console.error(`usage: node --import tsx test/runtimes/runtimes.ts <${Object.keys(RUNTIMES).join('|')}>`);
    process.exit(2);
  }
  console.log(ensureRuntime(name as RuntimeName));
}
