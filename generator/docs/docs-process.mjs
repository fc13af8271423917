// @ts-check
// The docs process (started by docs.ts): Redocly's `build-docs` command, loaded once, renders every page asked of it.
// Its CLI spends about a second starting (Node, then 14 MB of bundled code) before each page; here only the first
// page pays that. Plain JavaScript, run by `node` alone: through tsx's loader hooks the CLI's code took 2.6 s instead
// of 0.5 s to load. Messages: a DocsRequest in, a DocsReply out (docs.ts). It ends with its parent.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {import('./docs.ts').DocsRequest} DocsRequest */
/** @typedef {import('./docs.ts').DocsReply} DocsReply */
/** @typedef {(options: { argv: Record<string, unknown>, config: unknown, collectSpecData?: () => void }) => Promise<void>} BuildCommand */

/**
 * The CLI's own handler of `build-docs`, what `redocly build-docs` runs once it has parsed its arguments. The CLI
 * exports no API: its entry imports the handler from one of its bundled chunks, named there. The CLI's version is
 * pinned (package.json); one that no longer does this fails here, naming itself, and the docs tests with it.
 * @returns {Promise<BuildCommand>}
 */
async function loadBuildCommand() {
  const require = createRequire(import.meta.url);
  const cli = path.dirname(require.resolve('@redocly/cli/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(cli, 'package.json'), 'utf8'));
  const entry = fs.readFileSync(path.join(cli, 'lib', 'index.js'), 'utf8');
  const chunk = /\bhandlerBuildCommand\b[^"]{0,60}\bimport\("(\.\/chunks\/[\w-]+\.js)"\)/.exec(entry)?.[1];
  const handler = chunk && (await import(pathToFileURL(path.join(cli, 'lib', chunk)).href)).handlerBuildCommand;
  if (typeof handler !== 'function') {
    throw new Error(
      `@redocly/cli ${version}: its build-docs handler (handlerBuildCommand) is not where generator/docs/docs-process.mjs looks for it`,
    );
  }
  return handler;
}

// Redocly's default configuration, not redocly.yaml's: the page depends on the request alone. (No argument rather
// than `{}`: checking an object against createConfig's parameter type, computed from Redocly's configuration
// schema, cost tsc 2.5 s; see load.ts.)
const loading = Promise.all([loadBuildCommand(), import('@redocly/openapi-core').then(({ createConfig }) => createConfig())]);
loading.catch(() => undefined); // (reported in the reply to the first request)

/** @param {DocsRequest} request */
async function render(request) {
  const [buildCommand, config] = await loading;
  const argv = {
    api: request.api,
    o: request.output,
    template: request.template,
    inlineBundle: true,
    title: request.title,
    openapi: request.redocOptions,
  };
  await buildCommand({ argv, config, collectSpecData: () => undefined });
}

process.on('message', (/** @type {DocsRequest} */ request) => {
  /** @param {DocsReply} reply */
  const send = (reply) => process.send?.(reply);
  render(request).then(
    () => send({ ok: true }),
    (error) => send({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal reaches the whole process group: the parent decides (it stops a page under way, or ends and
// the process with it), so that stopping `npm start` mid-page is not reported as a page that failed.
process.on('SIGINT', () => undefined);
