// Where `pronet mock` and `import 'pronet-api/mock'` send a client-only user: the mock's package, named by this
// package's one optional peer dependency (the package test runs both against the installed tarball).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockInstallHint, mockPackage } from '../../cli/mock-package.ts';
import { mockUsage } from '../../mock/cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const mockManifest = JSON.parse(fs.readFileSync(path.join(root, 'packages/mock/package.json'), 'utf8'));

describe('the mock package', () => {
  it("is this package's optional peer, at the mock manifest's name and version", () => {
    expect(mockPackage()).toEqual({ name: mockManifest.name, version: mockManifest.version });
    expect(mockInstallHint()).toContain(`npm install --save-dev ${mockManifest.name}@${mockManifest.version}`);
    expect(mockInstallHint()).not.toContain('\n');
  });

  it('a manifest without exactly one optional peer is refused, saying what it must name', () => {
    expect(() => mockPackage({})).toThrow(/one optional peer dependency \(found 0\)/);
    const two = { peerDependencies: { a: '1', b: '2' }, peerDependenciesMeta: { a: { optional: true }, b: { optional: true } } };
    expect(() => mockPackage(two)).toThrow(/found 2/);
    expect(mockPackage({ peerDependencies: { a: '1', b: '2' }, peerDependenciesMeta: { b: { optional: true } } })).toEqual({
      name: 'b',
      version: '2',
    });
  });

  it("its README's table of command-line options is the list of `pronet mock --help`, in its order", () => {
    const readme = fs.readFileSync(path.join(root, 'packages/mock/README.md'), 'utf8');
    const table = /## From the command line[\s\S]*?\n(\| option[\s\S]*?)\n\n/.exec(readme)?.[1] ?? '';
    const documented = [...table.matchAll(/^\| `(--[a-z-]+)/gm)].map((m) => m[1]);
    const listed = [...mockUsage().matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(5);
    expect(documented).toEqual(listed);
  });
});
