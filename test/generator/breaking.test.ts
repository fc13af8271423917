// The breaking-change gate (`npm run lint -- --base <ref>`) on a copy of the fixture (test/generator/fixture) in a git
// repository of its own: a breaking edit fails naming the change and its place, until a new change history entry
// records it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describedAt } from '../../generator/breaking.ts';
import { runCli } from '../../generator/cli.ts';
import { copyFixture, inRepository } from './workspace.ts';

let root: string;
const { git, file, edit } = inRepository(() => root);

async function lintAgainstBase(): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.join(' '));
  const log = vi.spyOn(console, 'log').mockImplementation(keep);
  const error = vi.spyOn(console, 'error').mockImplementation(keep);
  try {
    const code = await runCli(['lint', '--base', 'HEAD'], root);
    return { code, out: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const USER = 'spec/paths/v1_users_{id}.yaml';

beforeAll(async () => {
  root = await copyFixture('pronet-breaking-');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Each lint runs Redocly's diff in a process of its own: more than the default 30 s on a busy machine.
describe('npm run lint -- --base <ref>', { timeout: 180_000 }, () => {
  it('fails on an optional parameter made required and on a removed operation, naming each change, operation and place, and on nothing else: an added optional parameter and a parameter moved from its operation to the path item pass (where it is declared does not concern integrators)', async () => {
    // Additive, and a move that integrators do not see:
    edit(USER, (t) =>
      t.replace(
        '    - $ref: ../components/parameters/UserId.yaml\n',
        '    - $ref: ../components/parameters/UserId.yaml\n    - { name: extra, in: query, description: An added option., schema: { type: string } }\n',
      ),
    );
    edit(
      USER,
      (t) =>
        `parameters:\n  - $ref: ../components/parameters/UserId.yaml\n${t.replace('    - $ref: ../components/parameters/UserId.yaml\n', '')}`,
    );
    // Breaking:
    edit(USER, (t) => t.replace('    - name: fields\n      in: query\n', '    - name: fields\n      in: query\n      required: true\n'));
    // The call and its example, which nothing else uses:
    edit('spec/openapi.yaml', (t) =>
      t
        .replace('  "/v1/jobs/{id}/export":\n    $ref: paths/v1_jobs_{id}_export.yaml\n', '')
        .replace('    jobExported:\n      $ref: components/examples/jobExported.yaml\n', ''),
    );
    fs.rmSync(file('spec/paths/v1_jobs_{id}_export.yaml'));
    fs.rmSync(file('spec/components/examples/jobExported.yaml'));
    const { code, out } = await lintAgainstBase();
    expect(code).toBe(1);
    expect(out).toMatch(
      /breaking change since HEAD: `fields` query parameter became required\.? \[parameter-became-required\] in getUser \(GET \/v1\/users\/\{id\}\)/,
    );
    expect(out).toMatch(new RegExp(`at ${USER.replace(/[{}.]/g, '\\$&')}:\\d+:\\d+`));
    expect(out).toMatch(
      /Path `\/v1\/jobs\/\{id\}\/export` was removed\.? \[path-removed\] in exportJob \(GET \/v1\/jobs\/\{id\}\/export\)/,
    );
    expect(out).toContain('at spec/paths/v1_jobs_{id}_export.yaml at HEAD');
    expect(out).toContain('2 breaking change(s) since HEAD that spec/changelog.yaml does not record');
    expect(out.match(/^error: breaking change/gm)).toHaveLength(2);
  });

  it('passes once new change history entries record them: the operation as incompatible, the gone call as removed', async () => {
    // The maintainers' edits are dated with their day: newest first, on top.
    edit('spec/changelog.yaml', (t) =>
      t.replace(
        'entries:\n',
        'entries:\n' +
          '  - id: user-fields-required\n    recorded: "2026-11-25T12:00:00Z"\n    date: "2026-11-25"\n    kind: incompatible\n    title: fields is required\n    text: A user is now asked for with its fields.\n    operations: [getUser]\n    source: maintainers\n' +
          '  - id: job-export-removed\n    recorded: "2026-11-25T12:00:00Z"\n    date: "2026-11-25"\n    kind: removed\n    title: The job export is gone\n    text: The call was removed.\n    calls: ["GET /v1/jobs/{id}/export"]\n    source: maintainers\n\n',
      ),
    );
    const { code, out } = await lintAgainstBase();
    expect(out, out).not.toContain('error:');
    expect(out).toContain('recorded by the change history entry user-fields-required');
    expect(out).toContain('recorded by the change history entry job-export-removed');
    expect(code).toBe(0);
  });

  it('an entry that was already there at the base does not excuse a new break', async () => {
    git('add', '-A');
    git('commit', '-qm', 'recorded');
    // The committed entry names getUser as incompatible; a further break of the same call is a new change.
    edit(USER, (t) =>
      t.replace('    - name: language\n      in: query\n', '    - name: language\n      in: query\n      required: true\n'),
    );
    const { code, out } = await lintAgainstBase();
    expect(code).toBe(1);
    expect(out).toMatch(/`language` query parameter became required/);
  });

  it('names a ref that does not exist', async () => {
    git('checkout', '-q', '--', '.');
    const lines: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    try {
      expect(await runCli(['lint', '--base', 'no-such-ref'], root)).toBe(1);
    } finally {
      error.mockRestore();
    }
    expect(lines.join('\n')).toContain('--base no-such-ref: not a commit of this repository');
  });

  it('reads the base from git alone: a symlink inside spec/ reads its target; a $ref to a URL is refused, not fetched', async () => {
    git('checkout', '-q', '--', '.');
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('type: object\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // A commit where a schema file is a symlink to a copy of it: the base reads as the same description.
      const schema = 'spec/components/schemas/Job.yaml';
      fs.renameSync(file(schema), file(`${schema}.target`));
      fs.symlinkSync('Job.yaml.target', file(schema));
      git('add', '-A');
      git('commit', '-qm', 'symlink');
      fs.rmSync(file(schema));
      fs.renameSync(file(`${schema}.target`), file(schema));
      expect((await describedAt(root, 'HEAD')).document).toEqual((await describedAt(root, 'HEAD~1')).document);

      // A commit where the same file refers to a URL: refused at the base, and nothing is fetched.
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Job.yaml`;
      edit(schema, () => `$ref: ${url}\n`);
      git('add', '-A');
      git('commit', '-qm', 'remote');
      git('checkout', '-q', 'HEAD~1', '--', '.');
      const { code, out } = await lintAgainstBase();
      expect(code).toBe(1);
      expect(out).toContain(`--base HEAD (spec/ as committed there)`);
      expect(out).toContain(`${url} is not a file inside spec/`);
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });
});
