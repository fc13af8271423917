// `npm run bench [-- name ...]`: every benchmark, each in its own process (no shared JIT or heap), one after
// another. Each compares our code with its named baseline in the same run and prints the ratio.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches: Record<string, { file: string; what: string; gc?: boolean }> = {
  oauth1: { file: 'oauth1-sign.bench.ts', what: 'signRequest vs oauth-1.0a and the HMAC-SHA1 floor (issue 3)' },
  generate: { file: 'generate.bench.ts', what: 'a first npm run generate vs the chain of CLIs (issue 20)' },
  watch: {
    file: 'watch.bench.ts',
    what: 'npm start: save to generated outputs, to the docs page and to the running mock, beside the previous release (issues 20, 49)',
  },
  mock: { file: 'mock.bench.ts', what: 'the mock vs bare Prism: throughput, latency, memory (issue 5)' },
  client: { file: 'client.bench.ts', what: 'the generated client vs a bare signed fetch (issue 7)' },
  package: { file: 'package.bench.ts', what: 'a client-only install vs openapi-fetch alone: packages and bytes (issue 19)' },
  conversations: {
    file: 'conversations.bench.ts',
    what: 'a create-then-delete loop of conversations vs plain creates: heap and what is stored (issue 40)',
    gc: true,
  },
  'reload-heap': {
    file: 'reload-heap.bench.ts',
    what: 'reloads that change the tables: heap per reload, tables as data vs as modules (issue 40)',
    gc: true,
  },
  proxy: {
    file: 'proxy.bench.ts',
    what: 'the signing proxy in front of the mock vs direct calls: added latency (p50, p99), throughput (issue 39)',
  },
  'proxy-faults': {
    file: 'proxy-faults.bench.ts',
    what: 'the proxy against a slow, endless, huge and 2,000-difference upstream, a normal call beside (issue 47)',
  },
  suite: {
    file: 'suite.bench.ts',
    what: "each test suite's time (npm test within a minute) and its ten slowest files (issue 49)",
  },
  soak: {
    file: 'soak.bench.ts',
    what: 'replay protection over 1,000,000 signed calls vs remembering every nonce: heap, calls/s, refusals (issue 40)',
    gc: true,
  },
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches[name]);
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
let failed = 0;
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== ${name}: ${bench.what}`);
  const file = path.join(import.meta.dirname, bench.file);
  const [command, args] = bench.gc ? [process.execPath, ['--expose-gc', '--import', 'tsx', file]] : [tsx, [file]];
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  if (result.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
