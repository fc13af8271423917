#!/usr/bin/env node
// `npx pronet` in this repository: the command's TypeScript sources under tsx's loader (as `npm run` scripts run
// them), so that it follows spec/ and generated/ as they are, with no build. The published package runs its
// compiled copy instead: `npm run pack` writes `"bin": {"pronet": "./dist/cli/pronet.js"}` into the packed manifest.
import 'tsx';

const { runBinary } = await import('../cli/pronet.ts');
await runBinary();
