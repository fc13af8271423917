// `npm run pack [-- <folder>]`: builds once, then packs both packages of this repository, pronet-api (the client)
// and pronet-api-mock (the mock), into the folder (default: the current one) and prints the tarballs' paths.
// The package tests and the package benchmark pack through `packAll` too.
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

export interface Tarballs {
  /** pronet-api-<version>.tgz */
  client: string;
  /** pronet-api-mock-<version>.tgz */
  mock: string;
}

/** Builds both packages (`npm run build`) and packs each once, without running the build again. */
export function packAll(destination: string): Tarballs {
  const quiet: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } };
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts')], quiet);
  fs.mkdirSync(destination, { recursive: true });
  const pack = (dir: string) => {
    const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', path.resolve(destination)], { ...quiet, cwd: dir }).trim().split('\n').at(-1)!;
    return path.resolve(destination, name);
  };
  return { client: pack(root), mock: pack(path.join(root, 'packages/mock')) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tarballs = packAll(process.argv[2] ?? process.cwd());
  console.log(`${tarballs.client}\n${tarballs.mock}`);
}
