// A call's maturity: stated where a source gives it, otherwise the root's declared default, shown as assumed.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { operationFacts } from '../../generator/docs/decorate.ts';
import type { OpenApiDocument } from '../../generator/load.ts';
import { buildModel } from '../../generator/model.ts';
import { templatesOf } from '../../generator/render.ts';
import { loaded } from './load.ts';

const { document } = await loaded;
const templates = await templatesOf(path.resolve(import.meta.dirname, '../../templates'));
/** The maturity as the docs show it, in the facts that open the operation. */
const maturityOf = (op: Parameters<typeof operationFacts>[0]) =>
  /\*\*Maturity:\*\* ([^·\n]*)/.exec(operationFacts(op, templates))![1]!.trim();
const changelog = { entries: [] } as never;
const call = (extra: Record<string, unknown>) => ({
  operationId: 'getThing',
  tags: ['things'],
  responses: { '200': { description: 'ok' } },
  ...extra,
});
const documentWith = (op: Record<string, unknown>, root: Record<string, unknown> = {}) =>
  ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    tags: [{ name: 'things' }],
    paths: { '/things': { get: op } },
    ...root,
  }) as unknown as OpenApiDocument;

describe('maturity', () => {
  it('the description declares the default once, at its root', () => {
    expect((document as Record<string, unknown>)['x-maturity-default']).toBe('production');
  });

  it('a stated maturity is shown as stated', () => {
    const [op] = buildModel(
      documentWith(call({ 'x-maturity': 'experimental' }), { 'x-maturity-default': 'production' }),
      changelog,
    ).operations;
    expect(op).toMatchObject({ maturity: 'experimental', maturityShown: true });
    expect(maturityOf(op!)).toBe('experimental');
  });

  it('a call without one takes the default, and says it is assumed', () => {
    const [op] = buildModel(documentWith(call({}), { 'x-maturity-default': 'production' }), changelog).operations;
    expect(op).toMatchObject({ maturity: 'production', maturityShown: false });
    expect(maturityOf(op!)).toMatch(/^production \(assumed: the service does not document/);
  });

  it('a call without one in a description without a default is an error naming the operation', () => {
    expect(() => buildModel(documentWith(call({})), changelog)).toThrow(/x-maturity-default/);
    expect(() => buildModel(documentWith(call({})), changelog)).toThrow(/operation getThing has no x-maturity/);
  });
});
