// What a client-only install weighs: the packages under node_modules and their size, counted two ways (the bytes
// of the files, and the disk blocks as `du` counts them). Used by pack.test.ts; run by hand with
// `npx tsx test/package/measure.ts <project folder>`.
import fs from 'node:fs';
import path from 'node:path';

export interface InstallFigures {
  /** name@version of every package in node_modules (nested ones included). */
  packages: string[];
  /** Sum of the file sizes. */
  bytes: number;
  /** Sum of the allocated blocks (what `du` reports). */
  diskBytes: number;
}

export function measureInstall(project: string): InstallFigures {
  const root = path.join(project, 'node_modules');
  const packages: string[] = [];
  let bytes = 0;
  let diskBytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name === '.bin' || entry.name === '.package-lock.json') continue;
      if (entry.isDirectory()) {
        const manifest = path.join(full, 'package.json');
        const parent = path.basename(dir);
        const isPackage = parent === 'node_modules' || (parent.startsWith('@') && path.basename(path.dirname(dir)) === 'node_modules');
        if (isPackage && fs.existsSync(manifest)) {
          {
            const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; version: string };
            packages.push(`${name}@${version}`);
          }
        }
        walk(full);
      } else if (entry.isFile()) {
        const stat = fs.statSync(full);
        bytes += stat.size;
        diskBytes += stat.blocks * 512;
      }
    }
  };
  walk(root);
  return { packages: [...new Set(packages)].sort(), bytes, diskBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measureInstall(process.argv[2] ?? '.');
  console.log(JSON.stringify(figures, null, 2));
}
