// The planted-drift stand-in (drift-fixture.ts) on its own, without a proxy: a mock started from the drifted copy
// answers every operation as the undrifted description says, except exactly the planted drift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAt } from '../../../mock/proxy/report.ts';
import type { MockServer } from '../../../mock/server.ts';
import { ALL_RIGHTS, handshake, mock, ops, problemsOf } from '../helpers.ts';
import { plantDrift, type DriftedCopy } from './drift-fixture.ts';
import { callEveryOperation, EVERY_OPERATION_TIMEOUT, type Answer } from './every-operation.ts';

let copy: DriftedCopy;
let server: MockServer;
let answers: Answer[];

beforeAll(async () => {
  copy = await plantDrift();
  server = await mock({ generatedDir: copy.dir, exampleAnswers: copy.exampleAnswers });
  const { accessToken } = await handshake(server);
  answers = await callEveryOperation(server.url, ALL_RIGHTS, accessToken);
}, EVERY_OPERATION_TIMEOUT);
afterAll(async () => {
  await server?.close();
  copy?.remove();
});

/** Ajv's findings as the report's places: `/users/items/0/name must be string` gives `body.users.items[].name`. */
const placesOf = (answer: Answer) =>
  problemsOf(answer.operation, answer.status, answer.contentType, answer.text).map((problem) => {
    const path = / (\(body\)|\/\S*) /.exec(problem)?.[1] ?? '';
    return normalizeAt(path === '(body)' ? 'body' : `body${path.replace(/\//g, '.')}`);
  });

describe('the drifted copy of the description', () => {
  it('plants each kind of drift once, each on an operation of its own', () => {
    expect(copy.drifts.map((d) => d.what).sort()).toEqual(['204', 'enum', 'required', 'status', 'type']);
    expect(new Set(copy.drifts.map((d) => d.operationId)).size).toBe(copy.drifts.length);
  });

  it('is served by a mock that answers every operation', () => {
    expect(answers.map((a) => a.operation.operationId).sort()).toEqual(
      ops
        .filter((o) => !o.handshakeStep)
        .map((o) => o.operationId)
        .sort(),
    );
  });

  it('answers a changed type, an added enum value and a dropped required field where they were planted', () => {
    for (const drift of copy.drifts.filter((d) => ['type', 'enum', 'required'].includes(d.what))) {
      const answer = answers.find((a) => a.operation.operationId === drift.operationId)!;
      expect(answer.status, drift.operationId).toBe(drift.differences[0]!.status);
      expect([...new Set(placesOf(answer))], drift.operationId).toEqual(drift.differences.map((d) => d.at));
    }
  });

  it('answers the changed status, and 204 where the description says 2XX', () => {
    const status = copy.drifts.find((d) => d.what === 'status')!;
    expect(answers.find((a) => a.operation.operationId === status.operationId)!.status).toBe(status.differences[0]!.status);
    const noContent = copy.drifts.find((d) => d.what === '204')!;
    const answer = answers.find((a) => a.operation.operationId === noContent.operationId)!;
    expect([answer.status, answer.text]).toEqual([204, '']);
    expect(placesOf(answer)).toEqual([]);
  });

  it('answers every other operation as the description says', () => {
    const planted = new Set(copy.drifts.map((d) => d.operationId));
    const problems = answers
      .filter((a) => !planted.has(a.operation.operationId))
      .flatMap((a) => problemsOf(a.operation, a.status, a.contentType, a.text));
    expect(problems).toEqual([]);
  });
});
