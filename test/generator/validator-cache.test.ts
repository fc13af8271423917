// The example check keeps its compiled validators on disk as Ajv standalone code. A validator loaded from that
// code must give the verdicts and errors of a freshly compiled one: checked on every schema of the real
// description, with its examples and with values that break it.
import { describe, expect, it } from 'vitest';
import { compileValidator, validatorFromSource, validatorSource } from '../../generator/examples.ts';
import { layout, loadAll } from '../../generator/pipeline.ts';

const root = new URL('../..', import.meta.url).pathname;

type Json = Record<string, any>;

/** Values to try against a schema: its own examples, then ones most schemas refuse. */
function valuesFor(schema: Json): unknown[] {
  const own = [schema['example'], ...(Array.isArray(schema['examples']) ? schema['examples'] : [])].filter((v) => v !== undefined);
  const broken = own.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v)).map((v) => ({ ...v, not_in_the_schema: true }));
  return [...own, ...broken, null, {}, [], 'text', 42, true, { id: 1 }, [{}]];
}

describe('validators from the disk cache', () => {
  it('agree with freshly compiled ones on every schema of the description', async () => {
    const { spec } = await loadAll(layout(root));
    const schemas = (spec.document.components?.['schemas'] ?? {}) as Record<string, Json>;
    // The bundle refers to its components locally: carry them along as $defs.
    const defs = JSON.parse(JSON.stringify(schemas).replaceAll('#/components/schemas/', '#/$defs/')) as Record<string, Json>;
    let compared = 0;
    for (const [name, schema] of Object.entries(defs)) {
      const whole = { ...schema, $defs: defs };
      const fresh = compileValidator(whole);
      const cached = validatorFromSource(validatorSource(fresh));
      expect(cached, name).toBeTypeOf('function');
      for (const value of valuesFor(schemas[name]!)) {
        const verdict = fresh(value);
        expect(cached!(value), `${name}: ${JSON.stringify(value)}`).toBe(verdict);
        expect(cached!.errors ?? null, name).toEqual(fresh.errors ?? null);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('code that defines no validator is not used', () => {
    expect(validatorFromSource('module.exports = 42')).toBeUndefined();
    expect(validatorFromSource('this is not JavaScript')).toBeUndefined();
  });
});
