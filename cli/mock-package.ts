// The mock is a package of its own (Prism and its 130 packages stay out of a client-only install). Its name and
// version are this package's optional peer dependency; `pronet mock` and `import 'pronet-api/mock'` read them
// here to say what to install.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface OwnManifest {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** This package's package.json: next to cli/ in the repository, two folders above dist/cli/ when installed. */
function ownManifest(): OwnManifest {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as OwnManifest;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

/** The mock's package: the one optional peer dependency of this package. */
export function mockPackage(manifest = ownManifest()): { name: string; version: string } {
  const optional = Object.entries(manifest.peerDependencies ?? {}).filter(([name]) => manifest.peerDependenciesMeta?.[name]?.optional);
  if (optional.length !== 1)
    throw new Error(`package.json must name the mock's package as its one optional peer dependency (found ${optional.length})`);
  const [[name, version]] = optional as [[string, string]];
  return { name, version };
}

/** One line: the mock's package and how to install it. */
export function mockInstallHint(): string {
  const { name, version } = mockPackage();
  return `the mock is the package ${name}: npm install --save-dev ${name}@${version}`;
}
