/**
 * Ctrl+C (or SIGTERM) during a one-shot `npm run generate`: the output folder is swapped in whole or not at all, so
 * an interrupted run removes its staging folders and says that the output folder is as it was.
 */
import fs from 'node:fs';
import { liveStaging } from './write.ts';

/** Installs the handlers; the returned function removes them (the run finished). */
export function removeStagingOnInterrupt(outDirShown: string): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    for (const dir of liveStaging) fs.rmSync(dir, { recursive: true, force: true });
    console.error(`generate: interrupted (${signal}); ${outDirShown} is unchanged, and no staging folder is left behind`);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
