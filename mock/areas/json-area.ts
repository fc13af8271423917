/**
 * A stateful area whose state is one plain JSON value (so that the state file exports and imports it as it is),
 * checked on import against the area's JSON Schema; and the schemas' small parts.
 */
import type { SchemaObject } from 'ajv';
import { stateCheck, type StateCheck } from '../json-schema.ts';
import type { AreaContext, AreaHandler, DescriptionView, ProfileReader, StatefulArea } from './types.ts';

/** A JSON value that the area replaces as a whole on reset and import. */
export interface Box<S> {
  data: S;
  readonly context: AreaContext;
}

/**
 * A stateful area whose state is one JSON value: `initial()` on start and reset, exported as it is, imported
 * after a check against `schema`: the area's one declaration of what its state holds, as JSON Schema
 * (mock/json-schema.ts); a refusal names the JSON path of the first problem.
 */
export function jsonArea<S extends object>(spec: {
  name: string;
  initial: () => S;
  schema: SchemaObject;
  bind: (box: Box<S>, description: DescriptionView) => Record<string, AreaHandler>;
  profiles?: (box: Box<S>, description: DescriptionView) => ProfileReader;
  stats: (data: S) => Record<string, number>;
}): StatefulArea<Box<S>> {
  const check: StateCheck<S> = stateCheck(spec.name, spec.schema);
  return {
    name: spec.name,
    createState: (context) => ({ data: spec.initial(), context }),
    bind: spec.bind,
    ...(spec.profiles && { profiles: spec.profiles }),
    stats: (box) => spec.stats(box.data),
    reset: (box) => {
      box.data = spec.initial();
    },
    exportState: (box) => box.data,
    importState: (box, value) => {
      check(value);
      box.data = value;
    },
  };
}

/** Schemas of the areas' states: a string, a list of strings, a map of `items` by any key. */
export const STRING: SchemaObject = { type: 'string' };

export const STRINGS: SchemaObject = { type: 'array', items: STRING };

export const mapOf = (items: SchemaObject): SchemaObject => ({ type: 'object', additionalProperties: items });
