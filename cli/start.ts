// `npm start [-- --port 4010 --host 127.0.0.1 --no-docs]`: the author's loop. Regenerates generated/, watches spec/
// and templates/, and serves the mock and the docs on one port; after each regeneration the running mock takes the
// new description (keeping its state) and open docs pages reload themselves. It composes the generator (its watch
// mode) and the mock, which is why it lives with the command line: generator/ never imports mock/.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_PORT } from '../mock/config.ts';
import type { MockOptions, MockServer } from '../mock/server.ts';
import { setDisplayRoot } from '../generator/errors.ts';
import type { WatchOptions, WatchSession } from '../generator/watch.ts';

const USAGE = `usage: npm start [-- --port ${DEFAULT_PORT}] [--host 127.0.0.1] [--state mock-state.json] [--no-docs] [--quiet]`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  // The mock's state file, as `npm run mock -- --state`: read at start, written when npm start stops.
  state: { type: 'string' },
  'no-docs': { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

type StartArgs = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** Runs until Ctrl-C (SIGINT or SIGTERM), or until `signal` aborts (a caller in the same process: tests, tools). */
export async function start(argv: string[], root = process.cwd(), signal?: AbortSignal): Promise<number> {
  const args = argsOf(argv);
  if (typeof args === 'number') return args;
  // The generator and the server are imported once the arguments are good: `--help` and a usage error do without
  // their second or more of loading (Redocly, then Prism).
  // (The banner's lines are loaded here too, so that it is printed as soon as the mock listens.)
  const [{ layout }, { describe, untilStopped, watchSpec }, { credentialLines }] = await Promise.all([
    import('../generator/pipeline.ts'),
    import('../generator/watch.ts'),
    import('../mock/cli.ts'),
  ]);
  setDisplayRoot(root);
  const paths = layout(root);
  const watched = new WatchedMock({
    port: args.port,
    ...(args.values.host && { host: args.values.host }),
    ...(args.values.state && { stateFile: path.resolve(args.values.state) }),
    generatedDir: paths.outDir,
    liveReload: true,
  });
  let session: WatchSession;
  try {
    session = watchSpec(paths, {
      docs: !args.values['no-docs'],
      log: args.values.quiet ? undefined : (line) => console.log(line),
      say: (line) => console.log(line),
      ...watched.hooks(fs.existsSync(path.join(paths.outDir, 'openapi.json'))),
    });
  } catch (error) {
    console.error(describe(error)); // another watcher holds generated/
    return 1;
  }
  const mock = await watched.running(session.ready).catch((error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `port ${args.port} is in use (try \`npm start -- --port 0\` or another port)`
        : `cannot start the mock: ${error.message}`,
    );
  });
  if (!mock) {
    await session.close();
    return 1;
  }
  console.log(
    [
      `mock ${mock.url}  docs ${mock.docsUrl}  (watching ${path.relative(root, paths.specDir)}/, templates/ and redocly.yaml; Ctrl-C stops)`,
      ...credentialLines(mock.config),
    ].join('\n'),
  );
  return untilStopped(() => {
    watched.stopping = true;
    return Promise.all([session.close(), mock.close()]);
  }, signal);
}

/** The flags, checked; or the exit code when there is nothing to run (--help: 0, a usage error: 2). */
function argsOf(argv: string[]): { values: StartArgs; port: number } | number {
  let values: StartArgs;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port ${values.port}: expected a port number (0 to 65535)\n${USAGE}`);
    return 2;
  }
  return { values, port };
}

/**
 * The mock as the watcher drives it: the one state that the watcher's hooks and the command share. It starts at once
 * on generated/ as it is, the last good state (the first regeneration, a few seconds, waits until it has read it),
 * and takes each regeneration in turn. With no generated/ yet, or one it cannot read, it starts on the first
 * regeneration's outputs (or, when that fails, on what generated/ then holds).
 */
class WatchedMock {
  /**
   * Set by Ctrl-C: a reload under way then fails (the terminal's Ctrl-C also stops the loader's esbuild service), and
   * that is no news to report.
   */
  stopping = false;
  readonly #options: MockOptions;
  #starting: Promise<MockServer> | undefined;
  readonly #firstOutputs: Promise<void>;
  #outputsWritten: () => void = () => {};

  constructor(options: MockOptions) {
    this.#options = options;
    this.#firstOutputs = new Promise<void>((resolve) => (this.#outputsWritten = resolve));
  }

  /** The mock, started once (the server, with Prism, is imported when first needed). */
  start(): Promise<MockServer> {
    return (this.#starting ??= import('../mock/server.ts').then(({ startMock }) => startMock(this.#options)));
  }

  /** watchSpec's hooks; `lastGood`: generated/ holds a description to start on before the first regeneration. */
  hooks(lastGood: boolean): Pick<WatchOptions, 'onProblem' | 'beforeFirstRun' | 'onRegenerated'> {
    return {
      // Open docs pages show what fails, over the last good page, until a save passes again.
      onProblem: (text) =>
        void this.#starting?.then(
          (mock) => mock.showProblem(text),
          () => undefined,
        ),
      // A port in use is reported at once (by `running`), with no regeneration; after any other failure, the mock
      // starts on the first outputs.
      beforeFirstRun: lastGood
        ? () =>
            this.start().then(
              () => true,
              (error: NodeJS.ErrnoException) => {
                if (error.code === 'EADDRINUSE') return false;
                this.#starting = undefined;
                return true;
              },
            )
        : undefined,
      onRegenerated: () => this.#regenerated(),
    };
  }

  /** The mock once the watcher is under way: started on the last good state, else on the first outputs. */
  async running(ready: Promise<void>): Promise<MockServer> {
    await this.#starting?.catch(() => undefined);
    if (!this.#starting) await Promise.race([this.#firstOutputs, ready]);
    return this.start();
  }

  async #regenerated(): Promise<void> {
    if (!this.#starting) {
      this.#outputsWritten();
      await this.start().catch(() => undefined); // a failure is reported by `running`
      return;
    }
    try {
      // generated/ again, the new description swapped in with all state kept; open docs pages reload.
      await (await this.#starting).reload();
    } catch (error) {
      if (!this.stopping) console.error(`the mock could not take the new description: ${(error as Error).message}`);
    }
  }
}

// Run as a script: the real path, as the loader has it (the project may be reached through a symlink).
if (import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1] ?? '.')).href) {
  process.exitCode = await start(process.argv.slice(2));
}
