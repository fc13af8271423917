// `pronet verify` end to end: a real mock on a free port of 127.0.0.1 as the service, the token of `pronet auth
// --member`, the signing proxy and Redocly Respect as a child process. Against the mock of generated/ every step
// passes and the proxy finds nothing; against a mock whose description drifted (test/mock/proxy/drift-fixture.ts, and
// one change of our own), the command fails and names each difference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../mock/server.ts';
import { pronetHere } from '../cli/pronet-here.ts';
import { plantDrift } from '../mock/proxy/drift-fixture.ts';
import { parse } from 'yaml';
import { SOURCE_NAME, workflowFiles } from '../../cli/verify.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-verify-'));
const tokenFile = path.join(dir, 'credentials.json');
let mock: Awaited<ReturnType<typeof startMock>>;
// Each run starts Redocly's CLI and runs a dozen workflows: a budget for a busy machine, not a measure.
const RUN = { timeout: 120_000 };

/** The token file, as a user gets it: `pronet auth --member` against the mock. */
async function auth(baseUrl: string, file: string): Promise<void> {
  const { key, secret } = mock.config.consumers[0]!;
  const result = await pronetHere(
    ['auth', '--base-url', baseUrl, '--consumer-key', key, '--member', '123456_abcdef', '--token-file', file],
    {
      PRONET_CONSUMER_SECRET: secret,
    },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

/** The operations the read workflows call. */
const readOperations = () =>
  workflowFiles(path.join(root, 'verify'), false).flatMap((file) =>
    (parse(fs.readFileSync(file, 'utf8')) as { workflows: { steps: { operationId: string }[] }[] }).workflows.flatMap((w) =>
      w.steps.map((s) => s.operationId.replace(`$sourceDescriptions.${SOURCE_NAME}.`, '')),
    ),
  );

/** A place as the drift fixture names it (`body.visits[].type`), as a pattern of the proxy's (`body.visits.0.type`). */
const placePattern = (at: string) =>
  at
    .split('[]')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\.\\d+');

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  await auth(mock.url, tokenFile);
});
afterAll(async () => {
  await mock.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pronet verify', () => {
  it('passes against the mock, with a line per step and a summary', RUN, async () => {
    const report = path.join(dir, 'drift.md');
    const result = await pronetHere(['verify', '--base-url', mock.url, '--token-file', tokenFile, '--writes', '--report', report]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^tags\.arazzo\.yaml \/ read-users$/m);
    expect(result.stdout).toMatch(/^ {2}✓ currentUser {2}GET \/v1\/users\/me {2}\(body checked by the proxy, not by Respect\)$/m);
    // A `2XX` answer: Respect's schema check is set apart, the proxy's holds.
    expect(result.stdout).toMatch(/^ {2}✓ idCard {2}GET \/v1\/users\/me\/id_card {2}\(body checked by the proxy, not by Respect\)$/m);
    expect(result.stdout).toMatch(/^postings\.arazzo\.yaml \/ posting-lifecycle$/m);
    expect(result.stdout).toMatch(/^ {2}✓ activateArchived {2}PUT \/vendor\/jobs\/postings\/\{id\}\/activate$/m);
    expect(result.stdout).toMatch(/^Workflows: 12 passed, 0 failed /m);
    expect(result.stdout).toMatch(/^Steps: \d+ passed, 0 failed$/m);
    expect(result.stdout).toMatch(/^Respect's check failures: 0$/m);
    expect(result.stdout).toMatch(/^Differences found by the proxy: 0$/m);
    expect(result.status).toBe(0);

    // The proxy's observations: the status each `2XX` call answered, for the maintainer to write into the spec.
    expect(result.stdout).toContain(`Drift report: ${report}, ${path.join(dir, 'drift.json')} (`);
    const drift = JSON.parse(fs.readFileSync(path.join(dir, 'drift.json'), 'utf8'));
    expect(drift.differences).toBe(0);
    const idCard = drift.operations.find((o: { operationId: string }) => o.operationId === 'getIdCard');
    expect(idCard.observations).toContainEqual(expect.objectContaining({ kind: 'status', response: '2XX', statuses: { '200': 1 } }));
    expect(fs.readFileSync(report, 'utf8')).toMatch(/^# Drift report/);
  });

  it('runs the reads alone by default', RUN, async () => {
    const result = await pronetHere(['verify', '--base-url', mock.url, '--token-file', tokenFile]);
    expect(result.stdout).not.toMatch(/posting-lifecycle/);
    expect(result.stdout).toMatch(/^Workflows: 11 passed, 0 failed /m);
    expect(result.status).toBe(0);
  });

  it('fails against a service that departs from the description, naming each difference', RUN, async () => {
    // The service's stand-in: a mock of a drifted copy of generated/ (test/mock/proxy/drift-fixture.ts), its drift
    // planted on the calls the workflows make.
    const copy = await plantDrift(undefined, { prefer: readOperations() });
    const service = await startMock({ port: 0, generatedDir: copy.dir, exampleAnswers: copy.exampleAnswers });
    try {
      const driftedToken = path.join(dir, 'drifted-credentials.json');
      await auth(service.url, driftedToken);
      const result = await pronetHere(['verify', '--base-url', service.url, '--token-file', driftedToken]);

      // The fixture's drift on the calls the workflows make: the proxy names each, with its place in the answer
      // (Respect cannot check the answers whose status the description gives as `2XX`).
      const read = new Set(readOperations());
      const reached = copy.drifts.filter((d) => read.has(d.operationId) && d.differences.length);
      expect(reached.length).toBeGreaterThan(0);
      for (const drift of reached)
        for (const expected of drift.differences) {
          const pattern = `^ {2}${drift.operationId} ${expected.side} ${placePattern(expected.at)} \\(${expected.status}\\): .*\\[${expected.kind}; spec/`;
          expect(result.stdout).toMatch(new RegExp(pattern, 'm'));
        }
      expect(result.stdout).toMatch(/^Differences found by the proxy: [1-9]/m);
      expect(result.stdout).toMatch(/^FAILED/m);
      expect(result.status).toBe(1);
    } finally {
      await service.close();
      copy.remove();
    }
  });

  it('says first and once that the service cannot be reached, and runs nothing (exit 2)', async () => {
    const stopped = await startMock({ port: 0 });
    const url = stopped.url;
    await stopped.close();
    const result = await pronetHere(['verify', '--base-url', url, '--token-file', tokenFile]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      `pronet verify: cannot reach ${url} (ECONNREFUSED); no workflow was run. Is the service (or the mock) running there? Check --base-url.`,
    );
    expect(result.stdout).toBe('');
  });

  it('says what is missing: the base URL, the token file', async () => {
    const help = await pronetHere(['verify', '--help']);
    expect(help.stdout).toContain('usage: pronet verify --base-url URL');
    expect(help.status).toBe(0);
    const noBase = await pronetHere(['verify']);
    expect(noBase.stderr).toMatch(/^pronet verify: --base-url is needed/);
    expect(noBase.status).toBe(2);
    const noToken = await pronetHere(['verify', '--base-url', mock.url, '--token-file', path.join(dir, 'none.json')]);
    expect(noToken.stderr).toMatch(/none\.json.*pronet auth/);
    expect(noToken.status).toBe(2);
    // A consumer line without its secret is named by its place, never echoed, before any workflow runs.
    const consumerFile = path.join(dir, 'consumers.txt');
    fs.writeFileSync(consumerFile, 'key-only-line\n');
    const badConsumers = await pronetHere(['verify', '--base-url', mock.url, '--token-file', tokenFile, '--consumer-file', consumerFile]);
    expect(badConsumers.stderr.trim()).toBe(`pronet verify: ${consumerFile}, consumer 1: expected key:secret (a line without a colon)`);
    expect(badConsumers.stdout).toBe('');
    expect(badConsumers.status).toBe(2);
    // A consumer file or a report path it cannot use: refused before any workflow, in the words `pronet proxy` uses.
    const absent = path.join(dir, 'absent', 'file');
    for (const [flag, says] of [
      ['--consumer-file', `--consumer-file ${absent}: cannot read it (ENOENT)`],
      ['--report', `--report ${absent}: cannot write it (ENOENT)`],
    ] as const) {
      const refused = await pronetHere(['verify', '--base-url', mock.url, '--token-file', tokenFile, flag, absent]);
      expect(refused.stderr.trim()).toBe(`pronet verify: ${says}`);
      expect(refused.stdout).toBe('');
      expect(refused.status).toBe(2);
    }
  });
});
