/**
 * The drift report of a run (`pronet proxy --report`, `pronet verify --report`): on the generated folder's
 * description, placed in its spec files. Apart from report.ts, which reads no file and needs no Prism.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../runtime/node.ts';
import { placerFor } from './differences.ts';
import { DriftReport } from './report.ts';

/**
 * A drift report on `generatedDir`, written once right away (empty), so that a path that cannot be written is
 * refused now, as a UsageError naming the flag, not after hours of traffic.
 */
export async function openDriftReport(file: string, generatedDir: string, samples = false): Promise<DriftReport> {
  const document = JSON.parse(fs.readFileSync(path.join(generatedDir, 'openapi.json'), 'utf8')) as unknown;
  const report = new DriftReport({ document, placeOf: await placerFor(generatedDir), samples });
  try {
    report.write(file);
  } catch (error) {
    throw new UsageError(`--report ${file}: cannot write it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return report;
}
