// The package suite's global setup (vitest.package.config.ts): both packages built and packed once for all its
// files, which read the tarballs' paths with `inject('tarballs')` (a build and two packs cost each file that made
// its own 10 s and more).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { packAll, type Tarballs } from '../../scripts/pack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: Tarballs;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-packed-'));
  project.provide('tarballs', packAll(folder));
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
