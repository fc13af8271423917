// The heap a reload leaves behind when the tables change (issue 40): a running mock reloads a copy of generated/
// whose operation tables change before every reload (a save under `npm start` that changes a table). The tables
// are read as data (mock-tables.json), and, as the baseline, imported as modules (the same folder without
// mock-tables.json: each new table is a module, never freed). Prints the heap after a full GC per reload.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TABLES_FILE } from '../mock/generated.ts';
import { DEFAULT_GENERATED_DIR, startMock } from '../mock/server.ts';
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
  try {
    const tables = JSON.parse(readFileSync(join(dir, TABLES_FILE), 'utf8'));
    const first = Object.values<{ summary: string }>(tables.operations)[0]!;
    first.summary = `${first.summary.replace(/ \(round \d+\)$/, '')} (round ${round})`;
    writeFileSync(join(dir, TABLES_FILE), JSON.stringify(tables));
  } catch {
    // (the baseline's folder has no mock-tables.json)
  }
}

async function run(asData: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'pronet-reload-heap-'));
  for (const name of ['openapi.json', 'openapi.yaml', 'operations.ts', 'mock-operations.ts', TABLES_FILE, 'changelog.atom', 'docs']) {
    cpSync(join(DEFAULT_GENERATED_DIR, name), join(dir, name), { recursive: true });
  }
  if (!asData) rmSync(join(dir, TABLES_FILE));
  const mock = await startMock({ port: 0, generatedDir: dir, onWarning: () => {} });
  try {
    let round = 0;
    for (; round < WARMUP; round++) {
      changeTables(dir, round);
      await mock.reload();
    }
    const before = heap();
    for (let i = 0; i < RELOADS; i++, round++) {
      changeTables(dir, round);
      await mock.reload();
    }
    const after = heap();
    return (after - before) / RELOADS;
  } finally {
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const data = await run(true);
const modules = await run(false);
console.log(`${RELOADS} reloads, each with changed tables (heap after a full GC):`);
console.log(`  tables read as data (mock-tables.json)   ${data.toFixed(3)} MB per reload`);
console.log(`  tables imported as modules (baseline)    ${modules.toFixed(3)} MB per reload`);
