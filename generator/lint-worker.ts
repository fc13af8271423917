// The lint thread's side (see lint-thread.ts): reads and lints the description when asked, with its own parsed-file
// and configuration caches, warm from one run to the next, and sends back what it read with its verdict.
import { parentPort } from 'node:worker_threads';
import { GeneratorError, setDisplayRoot } from './errors.ts';
import { forgetConfig, lintFiles, type LintJob } from './load.ts';

export type LintRequest = { id: number; job: LintJob } | 'forget-config' | 'close';
export type LintReply =
  | { id: number; warnings: string[]; texts: Map<string, string> }
  | { id: number; error: { message: string; places: string[] } }
  | { id: number; crash: string };

parentPort?.on('message', (request: LintRequest) => {
  if (request === 'forget-config') return forgetConfig();
  // Ends as a process would, so that what is saved at exit (code caches) is saved.
  if (request === 'close') return process.exit(0);
  const reply = (message: LintReply) => parentPort!.postMessage(message);
  setDisplayRoot(request.job.displayRoot);
  lintFiles(request.job).then(
    ({ warnings, texts }) => reply({ id: request.id, warnings, texts }),
    (error: unknown) =>
      reply(
        error instanceof GeneratorError
          ? { id: request.id, error: { message: error.message, places: error.places } }
          : { id: request.id, crash: (error as Error)?.stack ?? String(error) },
      ),
  );
});
