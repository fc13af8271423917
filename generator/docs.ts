// Redocly build-docs has no programmatic API: run its CLI once, on the bundled document, with our template.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GeneratorError } from './errors.ts';

const require = createRequire(import.meta.url);
const redoclyCli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export interface DocsJob {
  /** The bundled document. */
  api: string;
  /** The page template, already through our own Handlebars pass. */
  template: string;
  output: string;
  title: string;
}

export function buildDocs(job: DocsJob): Promise<void> {
  const args = [redoclyCli, 'build-docs', job.api, '--output', job.output, '--template', job.template, '--inlineBundle', '--title', job.title];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new GeneratorError(`cannot start redocly build-docs: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      // Redocly prints a Node 20 banner first; keep only lines that say something about the failure.
      const lines = output.split('\n').filter((l) => l.trim() && !/[║╔╚═]/.test(l));
      reject(new GeneratorError(`redocly build-docs failed (exit ${code})`, lines.slice(-8)));
    });
  });
}
