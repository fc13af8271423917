// The heap after a full GC, in MB, for the benchmarks run with --expose-gc (bench/run.ts starts them so).
const gc = (globalThis as { gc?: () => void }).gc;

/** A function that collects garbage twice and returns the heap used in MB; exits 2 without --expose-gc. */
export function heapMeter(bench: string): () => number {
  if (!gc) {
    console.error(`${bench}: run with --expose-gc (npm run bench -- ${bench} does)`);
    process.exit(2);
  }
  return () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
}
