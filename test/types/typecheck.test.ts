// The whole project type-checks (`npm run typecheck`), the type tests of the client (*.test-d.ts) with it: a type
// assertion that fails there (expectTypeOf, @ts-expect-error) is a tsc error. Run here, beside the other test files,
// rather than by Vitest's typecheck mode, which runs tsc only after all of them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// TypeScript 7's compiler (package.json: typescript-7), as `npm run typecheck` and `npm run build` run it. (`typescript`,
// 5.9, is the compiler API openapi-typescript builds the types with.)
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');
// tsc's own record of what it checked (as Vitest's typecheck mode keeps one): files unchanged since are not checked again.
const buildInfo = path.join(root, 'node_modules/.cache/typecheck.tsbuildinfo');

it('the project type-checks, the type tests included', async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [tsc, '--noEmit', '--pretty', 'false', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', 'tsconfig.json'],
      { cwd: root, encoding: 'utf8' },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, output: stdout + stderr }),
    );
  });
  expect(output).toBe('');
  expect(code).toBe(0);
}, 300_000);
