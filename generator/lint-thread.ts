// Watch mode lints in a thread of its own, while this one bundles, types, renders and writes: a warm regeneration
// then takes about as long as the longer of the two instead of both. The thread runs generator/lint-worker.ts
// through scripts/run.mjs, as the commands run (one bundle, V8's code cache), and keeps its caches warm between
// runs. A one-shot `npm run generate` lints in its own thread: a new thread would first have to load everything.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GeneratorError } from './errors.ts';
import type { LintJob, LintResult, Linter } from './load.ts';
import type { LintReply, LintRequest } from './lint-worker.ts';

const runner = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));
const entry = fileURLToPath(new URL('./lint-worker.ts', import.meta.url));
/**
 * A lint allocates some 30 MB that die young. With semi-spaces of 32 MB instead of V8's 16 (the young generation is
 * three of them) the thread scavenges less often, and some 25% less time in all (--trace-gc, 25 regenerations).
 * `npm run generate`'s main thread keeps V8's default: a one-shot run is faster with fewer pages to touch first (on
 * these machines some 10 µs each), and watch mode's regeneration showed no difference.
 */
const YOUNG_GENERATION_MB = 96;

export interface LintThread extends Linter {
  /** The lint configuration changed: the thread reads it again. */
  forgetConfig(): void;
  close(): Promise<void>;
}

export function startLintThread(): LintThread {
  const worker = new Worker(runner, { argv: [entry], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const pending = new Map<number, { resolve: (result: LintResult) => void; reject: (error: Error) => void }>();
  let next = 0;
  let gone: Error | undefined;
  let closing = false;
  const send = (request: LintRequest) => worker.postMessage(request);

  worker.on('message', (reply: LintReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('warnings' in reply) waiting?.resolve({ warnings: reply.warnings, texts: reply.texts });
    else if ('error' in reply) waiting?.reject(new GeneratorError(reply.error.message, reply.error.places));
    else waiting?.reject(new Error(`the lint thread failed: ${reply.crash}`));
  });
  const fail = (error: Error) => {
    // Said once; the pipeline then lints in its own thread.
    if (!gone && !closing) console.error(`${error.message}\nlinting in the main thread from now on`);
    gone = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => fail(new Error(`the lint thread failed: ${error.stack ?? error.message}`)));
  worker.on('exit', (code) => fail(new Error(`the lint thread ended (exit ${code})`)));
  // The thread keeps the process alive only while a lint is under way: an idle one does not hold it up at exit.
  // (After the listeners: adding one refs the worker again.)
  worker.unref();

  return {
    lint(job: LintJob) {
      if (gone) return Promise.reject(gone);
      const id = next++;
      return new Promise<LintResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        send({ id, job });
      });
    },
    forgetConfig: () => send('forget-config'),
    async close() {
      if (gone) return;
      closing = true;
      const ended = new Promise((resolve) => worker.once('exit', resolve));
      worker.ref();
      send('close');
      await ended;
    },
  };
}
