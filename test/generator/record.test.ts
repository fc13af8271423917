// Recording a change as a maintainer, on a copy of the fixture (test/generator/fixture) in a git repository of its
// own: a breaking change is recorded in one round (lint --base prints the entry; pasted as printed, lint passes), the
// history may go on naming an operation it records as removed, and additions are noted without failing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../generator/cli.ts';
import { copyFixture, inRepository, quietly } from './workspace.ts';

let root: string;
const { git, file, edit } = inRepository(() => root);
const run = async (...args: string[]) => {
  const { result, output } = await quietly(() => runCli(args, root));
  return { code: result, out: output };
};
/** The YAML entries lint printed after `after`: the lines from `  - id:` to the next empty line. */
const printedEntries = (out: string, after: string) => {
  const rest = out.slice(out.indexOf(after));
  const start = rest.indexOf('  - id: ');
  expect(start, `no entry printed after "${after}" in:\n${out}`).toBeGreaterThanOrEqual(0);
  const end = rest.indexOf('\n\n', rest.indexOf('    source: ', start));
  return rest.slice(start, end === -1 ? undefined : end);
};
const paste = (entries: string) => edit('spec/changelog.yaml', (t) => t.replace('entries:\n', `entries:\n${entries}\n\n`));
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  root = await copyFixture('pronet-record-');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Each lint --base runs Redocly's diff in a process of its own: more than the default 30 s on a busy machine.
describe('recording a change in the history', { timeout: 300_000 }, () => {
  it('without --base: the history naming an operation that is gone says how to record its removal, naming every entry at once', async () => {
    edit('spec/openapi.yaml', (t) =>
      t.replace('  "/v1/users/{id}/status_message":\n    $ref: paths/v1_users_{id}_status_message.yaml\n', ''),
    );
    fs.rmSync(file('spec/paths/v1_users_{id}_status_message.yaml'));
    edit('spec/changelog.yaml', (t) => t.replace('operations: [getJob, findJobs]', 'operations: [getJob, findJobs, createStatusMessage]'));
    const { code, out } = await run('lint');
    expect(code).toBe(1);
    expect(out).toContain(
      'the operation "createStatusMessage" named by entries "job-ids-reissued", "status-message-call-added" is not in the description',
    );
    expect(out).toContain(
      'If the operation was removed, record that in a new entry of kind removed naming it (`npm run lint -- --base <the last commit that had it>` prints one to paste)',
    );
    expect(out.match(/^error:/gm)).toHaveLength(1);
  });

  it('a removed operation is recorded in one round: lint --base reports the removal (not the history that names it) with an entry that, pasted as printed, passes; generate accepts the history', async () => {
    const first = await run('lint', '--base', 'HEAD');
    expect(first.code).toBe(1);
    expect(first.out).toMatch(
      /^error: breaking change since HEAD: .*\[(path|operation)-removed\] in createStatusMessage \(POST \/v1\/users\/\{id\}\/status_message\)/m,
    );
    // The entries that name it are not a problem of their own: the printed entry records the removal.
    expect(first.out).not.toContain('is not in the description');
    const printed = printedEntries(first.out, '1 breaking change(s) since HEAD');
    const [entry] = parse(printed) as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({
      id: 'create-status-message-removed',
      kind: 'removed',
      date: today,
      operations: ['createStatusMessage'],
      source: 'maintainers',
    });
    expect(String(entry!['recorded'])).toMatch(new RegExp(`^${today}T\\d\\d:\\d\\d:\\d\\dZ$`));

    // Pasted on top, exactly as printed: the dated entry stands first, and nothing else is asked.
    paste(printed);
    const second = await run('lint', '--base', 'HEAD');
    expect(second.out, second.out).not.toContain('error:');
    expect(second.out).toContain('breaking, recorded by the change history entry create-status-message-removed');
    expect(second.code).toBe(0);
    // Without --base too, and generate writes a history that names the removed operation.
    expect((await run('lint')).code).toBe(0);
    const generated = await run('generate', '--quiet', '--no-docs');
    expect(generated.code, generated.out).toBe(0);
    expect(fs.readFileSync(file('generated/CHANGELOG.md'), 'utf8')).toMatch(
      /## Removed: `createStatusMessage`\n\n\*\d{4}-\d\d-\d\d\* · \*\*removed\*\* · operations: `createStatusMessage`/,
    );
  });

  it('additions the history does not name are a note with an entry to paste, not a failure; once pasted, the note goes', async () => {
    git('add', '-A');
    git('commit', '-qm', 'removed');
    edit('spec/components/schemas/Job.yaml', (t) => `${t}  city:\n    type: string\n    description: Where the job is.\n`);
    // An answer's new property is shown in an example too (the lint's example-coverage rule asks for it).
    edit('spec/components/examples/job.yaml', (t) => `${t}  city: Hamburg\n`);
    edit('spec/paths/v1_jobs_find.yaml', (t) =>
      t.replace(
        '  parameters:\n',
        '  parameters:\n    - name: city\n      in: query\n      description: Only jobs in this city.\n      schema:\n        type: string\n',
      ),
    );
    const first = await run('lint', '--base', 'HEAD');
    expect(first.out, first.out).not.toContain('error:');
    expect(first.code).toBe(0);
    expect(first.out).toContain('note: 2 addition(s) since HEAD that spec/changelog.yaml does not name (not a failure)');
    expect(first.out).toContain('added: property Job.city');
    expect(first.out).toContain('added: query parameter city');
    const printed = printedEntries(first.out, 'note: ');
    expect(parse(printed)).toMatchObject([{ kind: 'added', fields: ['Job.city'], source: 'maintainers' }]);
    paste(printed);
    const second = await run('lint', '--base', 'HEAD');
    expect(second.code, second.out).toBe(0);
    expect(second.out).not.toContain('note:');
  });

  it('a parameter added to an operation that had no parameters: list is noted as one added where a list exists', async () => {
    // The base: findJobs without any parameter.
    edit('spec/paths/v1_jobs_find.yaml', (t) => t.replace(/ {2}parameters:\n(?: {4}.*\n| {6}.*\n| {8}.*\n)+/, ''));
    git('add', '-A');
    git('commit', '-qm', 'findJobs without parameters');
    edit('spec/paths/v1_jobs_find.yaml', (t) =>
      t.replace(
        '  responses:\n',
        '  parameters:\n    - name: near\n      in: query\n      description: Only jobs near this city.\n      schema:\n        type: string\n  responses:\n',
      ),
    );
    const { code, out } = await run('lint', '--base', 'HEAD');
    expect(code, out).toBe(0);
    expect(out).toContain('added: query parameter near');
  });
});
