// The heap a reload leaves behind when the tables change (issue 40): a running mock reloads a copy of generated/
// whose operation tables change before every reload (a save under `npm start` that changes a table). The mock reads
// the tables as data (mock-tables.json); the baseline imports the changed table modules as the mock once did (each
// under a new name, so that the loader reads it: a module, never freed). Prints the heap after a full GC per round.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TABLES_FILE } from '../mock/generated.ts';
import { DEFAULT_GENERATED_DIR, startMock, type MockServer } from '../mock/server.ts';
import { heapMeter } from './heap.ts';

const heap = heapMeter('reload-heap');
const RELOADS = Number(process.env['RELOADS'] ?? 20);
const WARMUP = 3;

/** Changes the summary of every table's first operation, in the modules and in the data. */
function changeTables(dir: string, round: number): void {
  for (const file of ['operations.ts', 'mock-operations.ts']) {
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), `${text}\n// round ${round}\n`);
  }
  const tables = JSON.parse(readFileSync(join(dir, TABLES_FILE), 'utf8'));
  const first = Object.values<{ summary: string }>(tables.operations)[0]!;
  first.summary = `${first.summary.replace(/ \(round \d+\)$/, '')} (round ${round})`;
  writeFileSync(join(dir, TABLES_FILE), JSON.stringify(tables));
}

/** The heap per round of `step`, after WARMUP rounds, on a fresh copy of generated/. */
async function perRound(step: (dir: string, round: number) => Promise<void>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'pronet-reload-heap-'));
  for (const name of ['openapi.json', 'openapi.yaml', 'operations.ts', 'mock-operations.ts', TABLES_FILE, 'changelog.atom', 'docs']) {
    cpSync(join(DEFAULT_GENERATED_DIR, name), join(dir, name), { recursive: true });
  }
  try {
    let round = 0;
    for (; round < WARMUP; round++) await step(dir, round);
    const before = heap();
    for (let i = 0; i < RELOADS; i++, round++) await step(dir, round);
    return (heap() - before) / RELOADS;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The mock's reloads, its tables read as data. */
async function reloads(): Promise<number> {
  let mock: MockServer | undefined;
  try {
    return await perRound(async (dir, round) => {
      mock ??= await startMock({ port: 0, generatedDir: dir, onWarning: () => {} });
      changeTables(dir, round);
      await mock.reload();
    });
  } finally {
    await mock?.close();
  }
}

/** The baseline: each changed table module imported under a new name. */
function imports(): Promise<number> {
  return perRound(async (dir, round) => {
    changeTables(dir, round);
    for (const file of ['operations', 'mock-operations']) {
      const copy = join(dir, `${file}-${round}.ts`);
      cpSync(join(dir, `${file}.ts`), copy);
      await import(pathToFileURL(copy).href);
    }
  });
}

const data = await reloads();
const modules = await imports();
console.log(`${RELOADS} reloads, each with changed tables (heap after a full GC):`);
console.log(`  tables read as data (mock-tables.json)   ${data.toFixed(3)} MB per reload`);
console.log(`  tables imported as modules (baseline)    ${modules.toFixed(3)} MB per round`);
