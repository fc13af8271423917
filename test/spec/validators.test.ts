// The description checked by a second, independent validator, and every example against its schema with Ajv.
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loaded } from './load.ts';
import { derefIn, operationsOf } from '../../openapi/walk.ts';

const { document: doc } = await loaded;

describe('an independent validator (@readme/openapi-parser)', () => {
  it('accepts the bundled description', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });
});

type Json = Record<string, any>;
const deref = derefIn(doc);

/** Every (place, schema, value) triple of the description: media type examples and parameter examples. */
function examples(): Array<{ place: string; schema: Json; value: unknown; mediaType: string }> {
  const found: Array<{ place: string; schema: Json; value: unknown; mediaType: string }> = [];
  const media = (place: string, content: Json | undefined) => {
    for (const [mediaType, m] of Object.entries(content ?? {})) {
      for (const [name, ex] of Object.entries((m.examples ?? {}) as Json)) {
        found.push({ place: `${place} ${mediaType} example ${name}`, schema: m.schema, value: deref(ex).value, mediaType });
      }
    }
  };
  for (const { path, method, item, operation: op } of operationsOf(doc)) {
    if (!('responses' in op)) continue;
    const where = `${method.toUpperCase()} ${path}`;
    if (op.requestBody) media(`${where} request`, deref(op.requestBody).content);
    for (const [status, r] of Object.entries(op.responses as Json)) media(`${where} ${status}`, deref(r).content);
    for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
      for (const [name, ex] of Object.entries((p.examples ?? {}) as Json)) {
        found.push({ place: `${where} parameter ${p.name} example ${name}`, schema: p.schema, value: deref(ex).value, mediaType: '' });
      }
    }
  }
  return found;
}

describe('every example validates against its schema (Ajv, JSON Schema 2020-12)', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'doc' });
  const all = examples();

  it('finds the examples', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it.each(all.map((e) => [e.place, e] as const))('%s', (_place, e) => {
    // A form-encoded example is the finished body (Prism serves it verbatim): check the pairs it encodes.
    const value =
      e.mediaType === 'application/x-www-form-urlencoded' && typeof e.value === 'string'
        ? Object.fromEntries(new URLSearchParams(e.value))
        : e.value;
    // (A component's validator comes from the document's own, compiled once for all its examples.)
    const check = e.schema?.$ref ? ajv.getSchema(`doc${e.schema.$ref}`)! : ajv.compile(e.schema ?? {});
    expect(check(value) ? [] : check.errors).toEqual([]);
  });
});
