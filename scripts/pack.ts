// `npm run pack [-- <folder>]`: builds once, then packs both packages of this repository, pronet-api (the client)
// and pronet-api-mock (the mock), into the folder (default: the current one) and prints the tarballs' paths.
// The package tests and the package benchmark pack through `packAll` too.
//
// pronet-api is packed from a staging folder: the compiled dist/, its own README (packages/client/README.md, for
// the package's users; the repository's README.md is for its maintainers) and the manifest as published
// (`publishedManifest`: the compiled command as `bin`, no scripts or development dependencies). The repository's
// package.json is private, so that `npm publish` there refuses: publish the tarballs.
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The command's compiled copy, the package's `bin` (in the repository, `bin` runs the sources). */
export const PUBLISHED_BIN = './dist/cli/pronet.js';
/** The README of the pronet-api package. */
export const CLIENT_README = 'packages/client/README.md';

export interface Tarballs {
  /** pronet-api-<version>.tgz */
  client: string;
  /** pronet-api-mock-<version>.tgz */
  mock: string;
}

/**
 * pronet-api's manifest as published: the repository's, with `bin` naming the compiled command, without what only
 * the repository uses (scripts, development dependencies, `private`, `allowScripts`).
 */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const { scripts: _scripts, devDependencies: _dev, allowScripts: _allow, private: _private, ...published } = manifest;
  const bin = manifest['bin'] as Record<string, string> | undefined;
  return { ...published, ...(bin && { bin: Object.fromEntries(Object.keys(bin).map((name) => [name, PUBLISHED_BIN])) }) };
}

/** Builds both packages (`npm run build`) and packs each once; `progress` shows the build's output on stderr. */
export function packAll(destination: string, { progress = false } = {}): Tarballs {
  const quiet: ExecFileSyncOptionsWithStringEncoding = {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  };
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    ...quiet,
    cwd: root,
    ...(progress && { stdio: ['ignore', 2, 2] }),
  });
  fs.mkdirSync(destination, { recursive: true });
  // --ignore-scripts: the build above is the only one (the mock's manifest has a prepack that builds).
  const pack = (dir: string) => {
    const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', path.resolve(destination)], {
      ...quiet,
      cwd: dir,
    })
      .trim()
      .split('\n')
      .at(-1)!;
    return path.resolve(destination, name);
  };
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-api-stage-'));
  try {
    const manifest = publishedManifest(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>);
    if (!fs.existsSync(path.join(root, PUBLISHED_BIN))) throw new Error(`pack: the build wrote no ${PUBLISHED_BIN}`);
    fs.cpSync(path.join(root, 'dist'), path.join(stage, 'dist'), { recursive: true });
    fs.copyFileSync(path.join(root, CLIENT_README), path.join(stage, 'README.md'));
    fs.copyFileSync(path.join(root, 'LICENSE'), path.join(stage, 'LICENSE'));
    fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return { client: pack(stage), mock: pack(path.join(root, 'packages/mock')) };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tarballs = packAll(process.argv[2] ?? process.cwd(), { progress: true });
  console.log(`${tarballs.client}\n${tarballs.mock}`);
}
