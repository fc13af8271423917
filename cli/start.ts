// `npm start [-- --port 4010 --host 127.0.0.1 --no-docs]`: the author's loop. Regenerates generated/, watches spec/
// and templates/, and serves the mock and the docs on one port; after each regeneration the running mock takes the
// new description (keeping its state) and open docs pages reload themselves. It composes the generator (its watch
// mode) and the mock, which is why it lives with the command line: generator/ never imports mock/.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_PORT } from '../mock/config.ts';
import type { MockServer } from '../mock/server.ts';
import { setDisplayRoot } from '../generator/errors.ts';
import type { WatchSession } from '../generator/watch.ts';

const USAGE = `usage: npm start [-- --port ${DEFAULT_PORT}] [--host 127.0.0.1] [--state mock-state.json] [--no-docs] [--quiet]`;

/** Runs until Ctrl-C (SIGINT or SIGTERM), or until `signal` aborts (a caller in the same process: tests, tools). */
export async function start(argv: string[], root = process.cwd(), signal?: AbortSignal): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        // The mock's state file, as `npm run mock -- --state`: read at start, written when npm start stops.
        state: { type: 'string' },
        'no-docs': { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
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
  // The mock starts at once on generated/ as it is, the last good state (the first regeneration, a few seconds, waits
  // until it has read it), and takes each regeneration in turn. With no generated/ yet, or one it cannot read, it
  // starts on the first regeneration's outputs (or, when that fails, on what generated/ then holds).
  const lastGood = fs.existsSync(path.join(paths.outDir, 'openapi.json'));
  let starting: Promise<MockServer> | undefined;
  // (The server, with Prism, is imported when first needed.)
  const serve = () =>
    (starting ??= import('../mock/server.ts').then(({ startMock }) =>
      startMock({
        port,
        ...(values.host && { host: values.host }),
        ...(values.state && { stateFile: path.resolve(values.state) }),
        generatedDir: paths.outDir,
        liveReload: true,
      }),
    ));
  // Set by Ctrl-C: a reload under way then fails (the terminal's Ctrl-C also stops the loader's esbuild service), and
  // that is no news to report.
  let stopping = false;
  let outputsWritten!: () => void;
  const firstOutputs = new Promise<void>((resolve) => (outputsWritten = resolve));
  let session: WatchSession;
  try {
    session = watchSpec(paths, {
      docs: !values['no-docs'],
      log: values.quiet ? undefined : (line) => console.log(line),
      say: (line) => console.log(line),
      // Open docs pages show what fails, over the last good page, until a save passes again.
      onProblem: (text) =>
        void starting?.then(
          (mock) => mock.showProblem(text),
          () => undefined,
        ),
      // A port in use is reported at once (below), with no regeneration; after any other failure, the mock starts on
      // the first outputs.
      beforeFirstRun: lastGood
        ? () =>
            serve().then(
              () => true,
              (error: NodeJS.ErrnoException) => {
                if (error.code === 'EADDRINUSE') return false;
                starting = undefined;
                return true;
              },
            )
        : undefined,
      onRegenerated: async () => {
        if (!starting) {
          outputsWritten();
          await serve().catch(() => undefined); // a failure is reported below
          return;
        }
        try {
          // generated/ again, the new description swapped in with all state kept; open docs pages reload.
          await (await starting).reload();
        } catch (error) {
          if (!stopping) console.error(`the mock could not take the new description: ${(error as Error).message}`);
        }
      },
    });
  } catch (error) {
    console.error(describe(error)); // another watcher holds generated/
    return 1;
  }
  await starting?.catch(() => undefined);
  if (!starting) await Promise.race([firstOutputs, session.ready]);
  let mock: MockServer;
  try {
    mock = await serve();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `port ${port} is in use (try \`npm start -- --port 0\` or another port)`
        : `cannot start the mock: ${(error as Error).message}`,
    );
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
    stopping = true;
    return Promise.all([session.close(), mock.close()]);
  }, signal);
}

// Run as a script: the real path, as the loader has it (the project may be reached through a symlink).
if (import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1] ?? '.')).href) {
  process.exitCode = await start(process.argv.slice(2));
}
