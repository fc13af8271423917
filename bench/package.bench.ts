// What a client-only user downloads: the packed pronet-api installed into an empty project, against its baseline,
// openapi-fetch installed alone (the least any client on it can weigh). Target (issue 19): at most 3 packages and
// 1 MB of files; the run fails when either is missed. Also shown: the heaviest files of the installed client, and
// what a mock user installs besides (pronet-api-mock and its dependencies), which a client-only user never does.
// Then what a browser app pays: the client bundled for the browser and minified (esbuild), raw and gzipped, beside
// openapi-fetch alone bundled the same way.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { packAll } from '../scripts/pack.ts';
import { measureInstall, type InstallFigures } from '../test/package/measure.ts';

const root = path.resolve(import.meta.dirname, '..');
const TARGET_BYTES = 1_000_000;
const TARGET_PACKAGES = 3;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-package-bench-'));
try {
  const tarballs = packAll(work);
  const project = (name: string, specs: string[]) => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    return dir;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const clientDir = project('client-only', [tarballs.client]);
  const ours = measureInstall(clientDir);
  const baselineDir = project('openapi-fetch-alone', [`openapi-fetch@${manifest.dependencies['openapi-fetch']}`]);
  const baseline = measureInstall(baselineDir);
  const withMock = measureInstall(project('with-mock', [tarballs.client, tarballs.mock]));

  const row = (name: string, f: InstallFigures) =>
    console.log(`${name.padEnd(26)} ${String(f.packages.length).padStart(4)} packages ${String(f.bytes).padStart(11)} bytes of files`);
  row('pronet-api client-only', ours);
  row('openapi-fetch alone', baseline);
  row('pronet-api + the mock', withMock);
  console.log('\nheaviest files of the installed client:');
  const installed = path.join(clientDir, 'node_modules/pronet-api');
  const files = (fs.readdirSync(installed, { recursive: true }) as string[])
    .map((file) => ({ file, stat: fs.statSync(path.join(installed, file)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ file, stat }) => ({ file, size: stat.size }))
    .sort((a, b) => b.size - a.size);
  for (const { file, size } of files.slice(0, 6)) console.log(`  ${String(size).padStart(9)}  ${file}`);
  console.log(
    `\nratio (bytes, client-only / openapi-fetch alone) ${(ours.bytes / baseline.bytes).toFixed(2)}; target: at most ${TARGET_PACKAGES} packages and ${TARGET_BYTES} bytes`,
  );
  const missed = ours.packages.length > TARGET_PACKAGES || ours.bytes > TARGET_BYTES;
  console.log(missed ? 'TARGET MISSED' : 'target met');

  // A browser app's bundle: what it imports, from the installed packages, minified for the browser.
  const bundled = async (contents: string, dir: string) => {
    const result = await build({
      stdin: { contents, resolveDir: dir, loader: 'js' },
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    return { raw: code.length, gzip: gzipSync(code).length };
  };
  const client = await bundled("export { createClient } from 'pronet-api';", clientDir);
  const fetchAlone = await bundled("export { default } from 'openapi-fetch';", baselineDir);
  console.log('\nbundled for a browser and minified (esbuild):');
  const sizeRow = (name: string, size: { raw: number; gzip: number }) =>
    console.log(`${name.padEnd(26)} ${String(size.raw).padStart(9)} bytes ${String(size.gzip).padStart(9)} bytes gzipped`);
  sizeRow('pronet-api createClient', client);
  sizeRow('openapi-fetch alone', fetchAlone);
  console.log(`ratio (gzipped, client / openapi-fetch alone) ${(client.gzip / fetchAlone.gzip).toFixed(2)}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
