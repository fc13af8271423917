// The change history entry that lint proposes for unrecorded breaking changes (generator/breaking.ts
// proposeEntries): its title names what is gone only when a change removes that thing itself.
import { describe, expect, it } from 'vitest';
import { proposeEntries, type BreakingChange } from '../../generator/breaking.ts';

const change = (rule: string, message: string, wholeField: boolean): BreakingChange => ({
  rule,
  message,
  operations: ['getCard (GET /v1/card)'],
  operationIds: ['getCard'],
  field: 'CardResponse.card',
  wholeField,
  place: 'spec/components/schemas/CardResponse.yaml:3:3',
  recordedBy: null,
});

describe('the proposed change history entry', () => {
  it('of a property removed inside a field says what it was removed from, not that the field is gone', () => {
    const [entry] = proposeEntries(
      [
        change('required-properties-removed', 'Properties of `card` are no longer required: `link`.', false),
        change('property-removed', 'Property `link` of `card` was removed.', false),
      ],
      [],
      new Set(),
    );
    expect(entry!.title).toBe('Removed from `getCard`');
    expect(entry!.fields).toEqual(['CardResponse.card']);
    // Said once: that a removed property is no longer required goes without saying.
    expect(entry!.text).toBe('Property `link` of `card` was removed (`getCard (GET /v1/card)`).');
  });

  it('of a field removed itself names it once, however many changes say so', () => {
    const [entry] = proposeEntries(
      [
        change('required-properties-removed', 'Properties of `CardResponse` are no longer required: `card`.', true),
        change('property-removed', 'Property `card` of `CardResponse` was removed.', true),
      ],
      [],
      new Set(),
    );
    expect(entry!.title).toBe('Removed: `CardResponse.card`');
    expect(entry!.text).not.toContain('no longer required');
  });

  it('keeps "no longer required" for a property that stays', () => {
    const [entry] = proposeEntries(
      [
        change('required-properties-removed', 'Properties of `card` are no longer required: `link`, `name`.', false),
        change('property-removed', 'Property `link` of `card` was removed.', false),
      ],
      [],
      new Set(),
    );
    expect(entry!.text).toContain('no longer required: `link`, `name`');
  });
});
