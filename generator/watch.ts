// Watch mode: regenerate on every change under spec/ and templates/ (and of the lint configuration). chokidar
// follows files by name, so a rename-save (vim, JetBrains' safe write, `sed -i`), a new or a deleted file is seen
// like an in-place save. The outputs the client needs are written first, before the check (Redocly's lint, a
// second or more): like `tsc --watch`, which emits despite type errors, the client follows every save that can be
// read and bundled, and the check's findings are shown once it has run. The docs page (with its YAML download)
// follows a passed check only, and is dropped when another change comes in meanwhile; `npm run generate` refuses a
// description that fails it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watch } from 'chokidar';
import { displayPath, GeneratorError } from './errors.ts';
import { IGNORE_FILE } from './load.ts';
import {
  checkOutputsOnly,
  createMemos,
  DESCRIPTION_FILE,
  loadAndCheck,
  writeAtomically,
  writeDocs,
  type Layout,
  type Loading,
  type Memos,
} from './pipeline.ts';
import { TEMPLATE_FILE } from './render.ts';

/**
 * Whether a file is one a regeneration reads: a description file (YAML, JSON: also the lint configuration) or a
 * template. Others change nothing: the temporary files editors and tools write next to the file they save
 * (`name.yaml~`, `.name.yaml.swp`, `4913`, `name.yaml___jb_tmp___`, `sedAb12Cd`, `name.yaml.tmp`, ...), whose events
 * would otherwise start a second regeneration after the save's own; nor Emacs's lock files (`.#name.yaml`).
 */
export function isInputFile(file: string): boolean {
  return !path.basename(file).startsWith('.#') && (DESCRIPTION_FILE.test(file) || TEMPLATE_FILE.test(file));
}

export interface WatchOptions {
  docs: boolean;
  /** Progress lines of each step; omit for none. */
  log?: (line: string) => void;
  /** One line per regeneration, and the errors. */
  say: (line: string) => void;
  /** The error of the latest regeneration, as `say` shows it, or undefined once one passes (npm start's docs pages). */
  onProblem?: (text: string | undefined) => void;
  /** After new outputs are in place: `outputs` (description, types, client, tables), then `docs`. */
  onRegenerated?: (what: 'outputs' | 'docs') => Promise<void> | void;
  /**
   * Called once the output folder is locked; the first regeneration waits for it (npm start: the mock reading it).
   * Resolving false: no regeneration runs (the caller is closing the session).
   */
  beforeFirstRun?: () => Promise<boolean>;
}

export interface WatchSession {
  /** Resolves once the first regeneration is over (whether it succeeded or not) and files are watched. */
  ready: Promise<void>;
  /** Stops watching, after the regeneration under way (if any) finished. */
  close(): Promise<void>;
}

/** The check of a regeneration that a newer change made moot. */
const SUPERSEDED = new Error('superseded by a newer change');

/** What the check waits before it starts, for a save made meanwhile to be seen (watchSpec). */
const SETTLE_MS = 10;

/** A docs page under way (watchSpec's startDocs). */
interface Page {
  /** Resolves the time from the save to the page in place, or undefined when it was dropped. */
  done: Promise<number | undefined>;
  /** Resolves once Redocly's process has the page, or once the page failed before that. */
  underWay: Promise<void>;
  /** Set once the check passed and nothing made the page moot: from then on it goes in. */
  goingIn: boolean;
}

const stamp = () => `[${new Date().toLocaleTimeString()}]`;

/**
 * One watcher per output folder: two (an `npm start` left running in another terminal, say) would both write it, and
 * after each save it would hold whatever finished last. The lock is a file in the system's temporary folder, named
 * after the output folder and holding the watcher's process id; one left behind by a process that is gone is taken
 * over. Returns its release.
 */
export function lockOutputFolder(outDir: string): () => void {
  const file = lockFileOf(outDir);
  const mine = String(process.pid);
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        // Only its own lock: one deleted by hand and taken by another watcher stays.
        const holder = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
        if (holder === mine) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''); // (released meanwhile: try again)
    if (holder === process.pid || isRunning(holder)) {
      throw new GeneratorError(
        `another watcher (process ${holder}) already regenerates ${displayPath(outDir)}/: stop it first (Ctrl-C in its terminal); if no such process is yours, delete the lock file`,
        [file],
      );
    }
    fs.rmSync(file, { force: true }); // left behind by a process that is gone
  }
}

export function lockFileOf(outDir: string): string {
  return path.join(os.tmpdir(), `pronet-watch-${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.lock`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0); // signal 0: only whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, and is someone else's
  }
}

/** The state of a watch session, in one object (watchSpec). */
interface Session {
  paths: Layout;
  options: WatchOptions;
  /** A change settled (InputEvents.changed) that no regeneration has begun to read. */
  pending: boolean;
  /** A change came in (settled or not) since the regeneration under way began to read. */
  dirty: boolean;
  /** The number of the latest regeneration begun. */
  latest: number;
  closed: boolean;
  running: Promise<void> | undefined;
  /** Stops the docs pages under way (only closing does: see startDocs). */
  closing: AbortController;
  /** Under way, including those a newer change made moot. */
  pages: Set<Promise<unknown>>;
  /** At each change, while the loop waits for a page. */
  onChange: (() => void) | undefined;
  /** Resolves once `beforeFirstRun` did; the first regeneration waits for it. */
  cleared: Promise<void>;
  report: Reporter;
  inputs: WatchedInputs;
  /** What each regeneration keeps for the next (parsed files, templates, the docs process ...): this session's only. */
  memos: Memos;
}

/** Watches and regenerates; throws at once when another watcher holds the output folder (lockOutputFolder). */
export function watchSpec(paths: Layout, options: WatchOptions): WatchSession {
  const release = lockOutputFolder(paths.outDir);
  const session: Session = {
    paths,
    options,
    pending: true,
    dirty: true,
    latest: 0,
    closed: false,
    running: undefined,
    closing: new AbortController(),
    pages: new Set(),
    onChange: undefined,
    cleared: Promise.resolve(options.beforeFirstRun?.()).then(
      (go) => {
        if (go === false) session.closed = true;
      },
      () => undefined, // (its failure is the caller's)
    ),
    report: errorReporter(paths, options.say, () => session.inputs.settled(), options.onProblem),
    inputs: undefined as unknown as WatchedInputs, // (set below: its events need the session)
    memos: createMemos(),
  };
  session.inputs = watchInputs(paths, {
    changing: () => {
      session.dirty = true; // (a page under way is dropped once rendered: startDocs)
      session.onChange?.();
    },
    changed: () => {
      session.pending = true;
      void kick(session);
    },
    failed: (message) => options.say(`watch error: ${message}`),
  });
  const ready = session.inputs.ready.then(() => kick(session));
  return {
    ready,
    async close() {
      session.closed = true;
      session.closing.abort();
      await session.inputs.close();
      await session.running;
      await Promise.all(session.pages);
      session.memos.docs.close();
      release();
    },
  };
}

/** Starts the regeneration loop unless it runs; once it ends, again if a change settled meanwhile. */
function kick(s: Session): Promise<void> {
  s.running ??= s.cleared
    .then(() => regenerate(s))
    .finally(() => {
      s.running = undefined;
      if (s.pending && !s.closed) void kick(s);
    });
  return s.running;
}

/**
 * The regeneration loop. Only a settled change starts a regeneration (watchInputs: the events of a save come
 * together); one that comes while a regeneration runs starts the next, which reads the files again.
 */
async function regenerate(s: Session): Promise<void> {
  while (s.pending && !s.closed) {
    s.pending = false;
    s.dirty = false;
    const run = ++s.latest;
    // Its check and page are moot once a newer change came in, and stay so once a newer regeneration began.
    await regeneration(s, () => s.dirty || s.closed || run !== s.latest);
  }
}

/** One regeneration: the client's outputs, then the check beside the docs page. */
async function regeneration(s: Session, superseded: () => boolean): Promise<void> {
  const { paths, options, report } = s;
  const start = performance.now();
  let loading: Loading;
  try {
    await checkOutputsOnly(paths, s.memos);
    loading = await loadAndCheck(paths, { log: options.log, memos: s.memos });
    // The client's outputs first, served by the running mock (the check and the docs would share the CPU with
    // them), without the check: it runs next, beside the docs page.
    await writeAtomically(paths, { loaded: loading.loaded }, { docs: false, log: options.log, memos: s.memos });
  } catch (error) {
    await report.failedUnlessMoot(error, superseded);
    return;
  }
  options.say(`${stamp()} regenerated in ${(performance.now() - start).toFixed(0)} ms`);
  report.clear(); // an error after this is news, even the one shown before it
  // The docs page (Redocly's process, the slowest output) starts first, on the other core, unless a newer change
  // is already waiting; meanwhile the running mock takes the new outputs, then the check runs. The page goes in
  // only once the check passed. A save made while the mock took the outputs (synchronous work, a tenth or more)
  // reaches the watcher a few event-loop turns later (chokidar stats the file first): the check waits those turns
  // (SETTLE_MS) rather than run for nothing, half a second or more in which the newer save would wait.
  let mockUpdated!: () => void;
  const checked = new Promise<void>((resolve) => (mockUpdated = resolve))
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(() => (superseded() ? Promise.reject(SUPERSEDED) : loading.check()));
  checked.catch(() => undefined); // awaited below
  const page = options.docs && !superseded() ? startDocs(s, { loading, checked, start, superseded }) : undefined;
  await page?.underWay;
  await options.onRegenerated?.('outputs');
  mockUpdated();
  try {
    await checked;
  } catch (error) {
    // (Superseded: a newer save came in while the mock took these outputs; its own run does the rest.)
    if (error !== SUPERSEDED)
      report.failed(error, 'the client outputs follow this save; the docs wait for a description that passes the check');
    return;
  }
  report.clear();
  if (!page || superseded()) return;
  const docsTime = await pageOrNewerChange(s, page);
  if (docsTime !== undefined) options.say(`${stamp()} docs regenerated in ${docsTime.toFixed(0)} ms`); // (the page in place, and its gzip form)
}

/**
 * The page's time once it is in place, or undefined as soon as a newer change makes it moot, unless it is going in
 * already: a moot page is dropped once rendered (startDocs), and the newer change's run need not wait for that (the
 * first page of a session, which starts Redocly's process, takes seconds).
 */
function pageOrNewerChange(s: Session, page: Page): Promise<number | undefined> {
  return new Promise<number | undefined>((resolve) => {
    s.onChange = () => {
      if (!page.goingIn) resolve(undefined);
    };
    void page.done.then(resolve);
  }).finally(() => (s.onChange = undefined));
}

interface DocsJob {
  loading: Loading;
  /** The check of the regeneration: the page goes in once it passed. */
  checked: Promise<void>;
  /** When the regeneration began (performance.now()). */
  start: number;
  superseded: () => boolean;
}

/**
 * The docs-page job: renders the page, in place once `checked` passed, unless it is `superseded` by then; once in
 * place, the running mock takes it (open pages reload), then its gzip form is written. Resolves the time from
 * `start` to the page in place, or undefined when dropped. A page under way is finished, not stopped (only closing
 * stops it): stopping would end Redocly's process, and the next page would wait for a new one to start (a second),
 * where finishing takes a few tenths.
 */
function startDocs(s: Session, { loading, checked, start, superseded }: DocsJob): Page {
  let started!: () => void;
  const underWay = new Promise<void>((resolve) => (started = resolve));
  const goAhead = () =>
    checked.then(() => {
      if (superseded()) throw SUPERSEDED;
      page.goingIn = true;
    });
  let inPlace: number | undefined;
  const pageIn = async () => {
    inPlace = performance.now() - start;
    await s.options.onRegenerated?.('docs');
  };
  const write = async () => {
    try {
      await writeDocs(s.paths, loading.loaded, { signal: s.closing.signal, goAhead, started, pageIn, memos: s.memos });
      return inPlace;
    } catch (error) {
      // A page that failed before Redocly's process had it (Try it's data, say) no longer holds up the regeneration,
      // which waits for it to be under way before the check starts: the check, awaited here, needs that.
      started();
      if (
        error !== SUPERSEDED &&
        !superseded() &&
        !(await checked.then(
          () => false,
          () => true,
        ))
      )
        s.report.failed(error);
      return undefined;
    }
  };
  const page: Page = { goingIn: false, underWay, done: write() };
  s.pages.add(page.done);
  void page.done.finally(() => s.pages.delete(page.done));
  return page;
}

interface Reporter {
  /** Shows an error, unless it is the one shown last (another save that does not fix it). */
  failed(error: unknown, kept?: string): void;
  /**
   * A regeneration's error, shown once the files were left alone for a while (watchInputs' settled): when it read
   * them during a save still under way (steps further apart than usual), the save's end is a newer change, whose own
   * regeneration reports what remains.
   */
  failedUnlessMoot(error: unknown, superseded: () => boolean): Promise<void>;
  /** After a success: the next error is news, even the one shown before. */
  clear(): void;
}

/** The error reporter of a watch session: each error once, with what the output folder keeps. */
function errorReporter(
  paths: Layout,
  say: (line: string) => void,
  settled: () => Promise<void>,
  onProblem?: (text: string | undefined) => void,
): Reporter {
  let lastError = '';
  const reporter: Reporter = {
    failed(error, kept = `${path.relative(paths.root, paths.outDir) || '.'}/ keeps its last good state`) {
      const text = describe(error);
      if (text !== lastError) say(`${text}\n${kept}; waiting for the next change`);
      if (text !== lastError) onProblem?.(text);
      lastError = text;
    },
    async failedUnlessMoot(error, superseded) {
      await settled();
      if (!superseded()) reporter.failed(error);
    },
    clear() {
      if (lastError) onProblem?.(undefined);
      lastError = '';
    },
  };
  return reporter;
}

/** A closed terminal or a dropped SSH session (SIGHUP) stops as Ctrl+C does. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs until Ctrl-C (SIGINT), SIGTERM, SIGHUP, its parent gone or `signal` (a caller in the same process: tests, tools)
 * stops it, then resolves with the exit code once `stop` closed what runs (0, or 1 when that failed). The watch
 * session's close lets the regeneration under way finish, so that no staging folder is left behind.
 */

export function untilStopped(stop: () => Promise<unknown>, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    const onStop = () => {
      if (stopping) return;
      stopping = true;
      for (const name of STOP_SIGNALS) process.off(name, onStop);
      clearInterval(orphaned);
      signal?.removeEventListener('abort', onStop);
      stop().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    for (const name of STOP_SIGNALS) process.on(name, onStop);
    // `npm start` signalled (npm passes no SIGTERM on, and dies): this process is then init's child, and stops too.
    const parent = process.ppid;
    const orphaned = setInterval(() => process.ppid !== parent && onStop(), 1000);
    orphaned.unref();
    if (signal?.aborted) onStop();
    else signal?.addEventListener('abort', onStop, { once: true });
  });
}

export interface InputEvents {
  /** At each event of a file a regeneration reads: what was generated is out of date. */
  changing(): void;
  /** Once QUIET_MS passed without another such event: a save often comes as several (write, rename, attributes). */
  changed(): void;
  failed(message: string): void;
}

export interface WatchedInputs {
  ready: Promise<void>;
  /** Resolves once SETTLED_MS passed since the last event (at once if they have): a save spread out is over by then. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The events of one save (write, rename, attributes) come within a few milliseconds of each other. */
const QUIET_MS = 15;

/**
 * chokidar reports a file's event after a stat of it (a new file: after reading its folder), a tenth of a second or
 * more later on a busy machine; its raw events (fs.watch's own, which it marks as internal) come at once, and are not
 * held back where chokidar drops a change within 50 ms of the last it reported (a formatter rewriting a file just
 * saved). Changes are seen from raw events: chokidar's event of a file this soon after one of its raw events follows
 * from that event, and counts only where none came (a file found in a new folder; a deletion, reported 100 ms late).
 */
const FOLLOWS_RAW_MS = 1000;

/** A save whose steps come further apart than QUIET_MS (a slow disk) is over once the files were left alone this long. */
const SETTLED_MS = 60;

/**
 * Watches the files a regeneration reads: spec/, templates/, the lint configuration and its ignore file. chokidar
 * follows files by name: a rename-save, a new or a deleted file is an event like an in-place save.
 */
export function watchInputs(paths: Layout, on: InputEvents): WatchedInputs {
  let settling: NodeJS.Timeout | undefined;
  let lastEvent = -Infinity;
  const rawEventAt = new Map<string, number>(); // by file
  const changing = () => {
    lastEvent = performance.now();
    on.changing();
    clearTimeout(settling);
    settling = setTimeout(on.changed, QUIET_MS);
  };
  const watcher = watch(
    [path.dirname(paths.spec), paths.templates, paths.redoclyConfig, path.join(path.dirname(paths.redoclyConfig), IGNORE_FILE)],
    { ignoreInitial: true },
  );
  watcher.on('raw', (_event, name, details) => {
    if (typeof name !== 'string' || !isInputFile(name)) return;
    // The name of a file in the watched folder, or of the watched file itself.
    const watched = (details as { watchedPath: string }).watchedPath;
    const now = performance.now();
    rawEventAt.set(path.join(watched, name), now);
    if (path.basename(watched) === name) rawEventAt.set(watched, now);
    changing();
  });
  watcher.on('all', (event, file) => {
    if (event !== 'addDir' && event !== 'unlinkDir' && !isInputFile(file)) return;
    if (performance.now() - (rawEventAt.get(file) ?? -Infinity) > FOLLOWS_RAW_MS) changing();
  });
  watcher.on('error', (error) => on.failed((error as Error).message));
  return {
    ready: new Promise<void>((resolve) => watcher.on('ready', resolve)),
    // (Then the events that are due, which the event loop takes after timers, before setImmediate.)
    settled: () =>
      new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), Math.max(0, lastEvent + SETTLED_MS - performance.now()))),
    async close() {
      clearTimeout(settling);
      await watcher.close();
    },
  };
}

export function describe(error: unknown): string {
  return error instanceof GeneratorError ? `error: ${error.toString()}` : `error: ${(error as Error)?.stack ?? String(error)}`;
}
