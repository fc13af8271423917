// The Arazzo workflows of verify/: `redocly lint` finds no problem in them, every step names an operation of the
// bundled description, verify/read/ only reads (GET), and every tag of the description has a read there.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SOURCE_NAME, workflowFiles } from '../../cli/verify.ts';
import { operationsById } from '../../openapi/walk.ts';

const root = path.resolve(import.meta.dirname, '../..');
const verifyDir = path.join(root, 'verify');
const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-verify-lint-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

interface Step {
  stepId: string;
  operationId?: string;
}
interface Workflow {
  workflowId: string;
  steps: Step[];
}
interface ArazzoFile {
  sourceDescriptions: { name: string; type: string; url: string }[];
  workflows: Workflow[];
}
interface Operation {
  operationId?: string;
  tags?: string[];
}
interface Description {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const readYaml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as ArazzoFile;
const description = JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Description;

/** operationId -> method and tag, from the description. */
function operationsOf(doc: Description): Map<string, { method: string; tag: string | undefined }> {
  const found = new Map<string, { method: string; tag: string | undefined }>();
  for (const [id, { method, operation }] of operationsById(doc))
    found.set(id, { method: method.toUpperCase(), tag: operation['tags']?.[0] });
  return found;
}

/** The operationId a step names (`$sourceDescriptions.pronet.getUser`). */
const stepOperation = (step: Step) => step.operationId?.replace(`$sourceDescriptions.${SOURCE_NAME}.`, '');

/** The description's tags that no GET step of the given files reads. */
function unreadTags(doc: Description, files: string[]): string[] {
  const ops = operationsOf(doc);
  const read = new Set<string>();
  for (const file of files)
    for (const workflow of readYaml(file).workflows)
      for (const step of workflow.steps) {
        const op = ops.get(stepOperation(step) ?? '');
        if (op?.method === 'GET' && op.tag) read.add(op.tag);
      }
  return doc.tags.map((t) => t.name).filter((tag) => !read.has(tag));
}

const readFiles = workflowFiles(verifyDir, false);
const allFiles = workflowFiles(verifyDir, true);

function lint(
  files: string[],
): Promise<{ code: number | null; totals: { errors: number; warnings: number }; reports: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [redocly, 'lint', '--config', path.join(verifyDir, 'redocly.yaml'), '--format', 'json', ...files],
      { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      (_error, stdout) => {
        // One pretty-printed report per file, back to back: `}{` at the start of a line is where one ends.
        const reports = JSON.parse(`[${stdout.slice(stdout.indexOf('{')).replace(/^\}\{$/gm, '},{')}]`) as {
          totals: { errors: number; warnings: number };
        }[];
        const totals = { errors: 0, warnings: 0 };
        for (const report of reports) ((totals.errors += report.totals.errors), (totals.warnings += report.totals.warnings));
        resolve({ code: child.exitCode, totals, reports: reports.length, stdout });
      },
    );
  });
}

describe('verify/ workflows', () => {
  it('has read workflows, and write workflows apart', () => {
    expect(readFiles.map((f) => path.relative(verifyDir, f))).toEqual(['read/handshake.arazzo.yaml', 'read/tags.arazzo.yaml']);
    expect(allFiles.length).toBeGreaterThan(readFiles.length);
  });

  it('lint clean with redocly lint (verify/redocly.yaml), which does refuse a broken workflow', async () => {
    const clean = await lint(allFiles);
    expect(clean.reports).toBe(allFiles.length);
    expect(clean.totals, clean.stdout).toEqual({ errors: 0, warnings: 0 });
    expect(clean.code).toBe(0);

    // The same rules catch a workflow with a step id twice: the lint step can fail.
    const broken = path.join(temp, 'broken.arazzo.yaml');
    const text = fs.readFileSync(allFiles[0]!, 'utf8').replace('../../generated/openapi.json', path.join(root, 'generated/openapi.json'));
    fs.writeFileSync(broken, text.replace('stepId: authorizationPageUnknownToken', 'stepId: requestToken'));
    const refused = await lint([broken]);
    expect(refused.totals.errors).toBeGreaterThan(0);
    expect(refused.code).not.toBe(0);
  });

  it('name the bundled description, so that they follow spec changes', () => {
    for (const file of allFiles) {
      const sources = readYaml(file).sourceDescriptions;
      expect(sources, file).toHaveLength(1);
      expect(sources[0]!.name, file).toBe(SOURCE_NAME);
      expect(path.resolve(path.dirname(file), sources[0]!.url), file).toBe(path.join(root, 'generated/openapi.json'));
    }
  });

  it('name operations of the description in every step (redocly lint does not check that)', () => {
    const ops = operationsOf(description);
    const unknown = allFiles.flatMap((file) =>
      readYaml(file).workflows.flatMap((w) =>
        w.steps
          .filter((s) => !ops.has(stepOperation(s) ?? ''))
          .map((s) => `${path.basename(file)} ${w.workflowId}/${s.stepId}: ${s.operationId}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('only read in verify/read/ (GET calls)', () => {
    const ops = operationsOf(description);
    const writes = readFiles.flatMap((file) =>
      readYaml(file).workflows.flatMap((w) =>
        w.steps.filter((s) => ops.get(stepOperation(s) ?? '')?.method !== 'GET').map((s) => `${w.workflowId}/${s.stepId}`),
      ),
    );
    expect(writes).toEqual([]);
  });

  it('read every tag of the description', () => {
    expect(description.tags.length).toBeGreaterThan(1);
    expect(unreadTags(description, readFiles)).toEqual([]);
  });

  it('would name a tag that has no read workflow', () => {
    const withNewTag: Description = {
      tags: [...description.tags, { name: 'events' }],
      paths: { ...description.paths, '/v1/events': { get: { operationId: 'listEvents', tags: ['events'] } } },
    };
    expect(unreadTags(withNewTag, readFiles)).toEqual(['events']);
  });
});
