// What the generator may import (generator/README.md): never the mock, whose published defaults it reads from
// defaults/, a folder that imports nothing of the repository.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './workspace.ts';

/** Every relative import of the TypeScript files under `folder`: [file, the path it reaches, relative to the root]. */
function importsUnder(folder: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mjs)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\1/g)) {
      found.push([path.relative(root, file), path.relative(root, path.resolve(path.dirname(file), match[2]!))]);
    }
  }
  return found;
}

describe('imports', () => {
  it('generator/ imports nothing of mock/', () => {
    const imports = importsUnder('generator');
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter(([, target]) => target.startsWith(`mock${path.sep}`))).toEqual([]);
  });

  it('defaults/ imports nothing of the repository', () => {
    expect(importsUnder('defaults')).toEqual([]);
  });
});
