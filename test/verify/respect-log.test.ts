// How `pronet verify` reads Respect's JSON log: a failed schema check counts where Respect used the right schema
// (a status the operation lists as such), and is set apart where it could not (a `2XX` range, a form body).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageLine, readRespectLog, respectLimit, summary, type RespectLog } from '../../cli/verify.ts';

const description = path.resolve(import.meta.dirname, '../../generated/openapi.json');

const schemaCheck = (passed: boolean) => ({
  name: 'schema check',
  passed,
  severity: 'warn',
  message: '\u001b[0m\nTYPE must be string\n\n> 1 | {',
});

/** A log in Respect's shape: one workflow with the given steps. */
const logOf = (steps: ReturnType<typeof step>[]): RespectLog => ({
  files: { 'tags.arazzo.yaml': { executedWorkflows: [{ workflowId: 'read-users', executedSteps: steps }] } },
});

const step = (
  stepId: string,
  method: string,
  url: string,
  statusCode: number,
  checks: { name: string; passed: boolean; severity: string; message: string }[],
  contentType = 'application/json',
) => ({
  stepId,
  request: { method, url },
  response: { statusCode, headers: { 'content-type': contentType } },
  checks,
  status: 'warn',
});

describe("Respect's log", () => {
  it('counts a failed schema check on a status the operation lists (createVisit: 201)', () => {
    const read = readRespectLog(
      logOf([step('visit', 'post', 'http://127.0.0.1:1/v1/users/me/visits', 201, [schemaCheck(false)], 'text/plain')]),
      description,
    );
    expect(read.steps).toEqual({ passed: 0, failed: 1 });
    expect(read.workflows).toEqual({ passed: 0, failed: 1 });
    expect(read.failures).toEqual([
      {
        workflowId: 'read-users',
        stepId: 'visit',
        request: 'POST /v1/users/me/visits',
        status: 201,
        check: 'schema check',
        message: 'TYPE must be string',
      },
    ]);
  });

  it('sets apart a schema check on a status described by a range (getIdCard: 2XX)', () => {
    const read = readRespectLog(
      logOf([step('idCard', 'get', 'http://127.0.0.1:1/v1/users/me/id_card', 200, [schemaCheck(false)])]),
      description,
    );
    expect(read.steps).toEqual({ passed: 1, failed: 0 });
    expect(read.failures).toEqual([]);
    expect(Object.values(read.notChecked)).toEqual([1]);
    expect(summary({ ...read, files: [], differences: [], exitCode: 0 }).join('\n')).toMatch(
      /1 answer: their status is described by a range/,
    );
  });

  it('counts any other failed check of error severity', () => {
    const failed = { name: 'success criteria check', passed: false, severity: 'error', message: 'Checking simple criteria' };
    const read = readRespectLog(logOf([step('idCard', 'get', 'http://127.0.0.1:1/v1/users/me/id_card', 500, [failed])]), description);
    expect(read.steps.failed).toBe(1);
    expect(read.failures[0]).toMatchObject({ check: 'success criteria check', status: 500 });
  });

  it('knows which answers Respect cannot check', () => {
    const responses = { '200': {}, '2XX': {}, default: {} };
    expect(respectLimit(responses, 200, 'application/json')).toBeUndefined();
    expect(respectLimit({ '2XX': {}, default: {} }, 204, 'application/json')).toMatch(/range/);
    expect(respectLimit({ '201': {}, default: {} }, 201, 'application/x-www-form-urlencoded; charset=utf-8')).toMatch(/form-encoded/);
    expect(respectLimit({ '201': {}, default: {} }, 500, 'application/json')).toBeUndefined();
  });

  it('words a schema check in one line, naming the field but never its value', () => {
    const message =
      '\nTYPE must be string\n\n   6 |       "active_email": "max@example.com",\n>  7 |       "employment_status": 42,\n     |                            ^^ 👈🏽  type must be string\n\n' +
      "REQUIRED must have required property 'message'\n\n> 1 | {\n    | ^ ☹️  message is missing here!\n";
    expect(messageLine(message)).toBe("TYPE must be string (employment_status); REQUIRED must have required property 'message'");
    expect(messageLine('Checking simple criteria: {"condition":"$statusCode == 200"}')).toBe(
      'Checking simple criteria: {"condition":"$statusCode == 200"}',
    );
  });
});
