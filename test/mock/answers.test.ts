// An answer that breaks its own schema (an example the description got wrong) is served marked: the findings in
// `sl-violations`, as Prism marks them, and one log line per operation and finding.
import { describe, expect, it } from 'vitest';
import { prismReply } from '../../mock/answers.ts';
import type { PrismAnswer } from '../../mock/prism.ts';
import type { Spec } from '../../mock/spec.ts';
import { op } from './helpers.ts';

const answer = (answerViolations: PrismAnswer['answerViolations']): PrismAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '{"id_card":{}}',
  violations: [],
  answerViolations,
});

describe('an answer that violates its schema', () => {
  it('is served with sl-violations and one log line', () => {
    const lines: string[] = [];
    const finding = { path: ['body', 'id_card'], code: 'required', message: "must have required property 'id'" };
    const reply = prismReply({} as Spec, op('getIdCard'), answer([finding]), false, (line) => lines.push(line));
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.headers!['sl-violations']!)).toEqual([finding]);
    expect(lines).toEqual([`getIdCard answered 200 with a body its schema refuses: body.id_card must have required property 'id'`]);
  });

  it('an answer that conforms carries no mark and logs nothing', () => {
    const lines: string[] = [];
    const reply = prismReply({} as Spec, op('getIdCard'), answer([]), false, (line) => lines.push(line));
    expect(reply.headers!['sl-violations']).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
