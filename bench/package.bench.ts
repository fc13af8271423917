// What a client-only user downloads: the packed tarball installed into an empty project, against its baseline,
// openapi-fetch installed alone (the least any client on it can weigh). Target (issue 19): at most 3 packages and
// 1 MB of files; the run fails when either is missed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureInstall } from '../test/package/measure.ts';

const root = path.resolve(import.meta.dirname, '..');
const TARGET_BYTES = 1_000_000;
const TARGET_PACKAGES = 3;
const run = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-package-bench-'));
try {
  const tarball = run(['pack', '--silent', '--pack-destination', work], root).trim().split('\n').at(-1)!;
  const project = (name: string, spec: string) => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
    run(['install', '--no-audit', '--no-fund', '--prefer-offline', spec], dir);
    return measureInstall(dir);
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const ours = project('client-only', path.join(work, tarball));
  const baseline = project('openapi-fetch-alone', `openapi-fetch@${manifest.dependencies['openapi-fetch']}`);
  const row = (name: string, f: typeof ours) => console.log(`${name.padEnd(22)} ${String(f.packages.length).padStart(3)} packages ${String(f.bytes).padStart(10)} bytes of files`);
  row('pronet-api client-only', ours);
  row('openapi-fetch alone', baseline);
  console.log(`ratio (bytes) ${(ours.bytes / baseline.bytes).toFixed(2)}; target: at most ${TARGET_PACKAGES} packages and ${TARGET_BYTES} bytes`);
  const missed = ours.packages.length > TARGET_PACKAGES || ours.bytes > TARGET_BYTES;
  if (missed) console.log('TARGET MISSED');
  process.exitCode = missed ? 1 : 0;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
