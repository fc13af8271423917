/**
 * A stateful area whose state is one plain JSON value (so that the state file exports and imports it as it is),
 * checked on import against the area's JSON Schema; and the schemas' small parts.
 */
import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import { decodePointer } from '../../openapi/walk.ts';
import type { AreaContext, AreaHandler, DescriptionView, ProfileReader, StatefulArea } from './types.ts';

/** A JSON value that the area replaces as a whole on reset and import. */
export interface Box<S> {
  data: S;
  readonly context: AreaContext;
}

/**
 * A stateful area whose state is one JSON value: `initial()` on start and reset, exported as it is, imported
 * after a check against `schema`: the area's one declaration of what its state holds, as JSON Schema (draft-07,
 * checked by Ajv, which Prism's validation uses too); a refusal names the JSON path of the first problem.
 */
export function jsonArea<S extends object>(spec: {
  name: string;
  initial: () => S;
  schema: SchemaObject;
  bind: (box: Box<S>, description: DescriptionView) => Record<string, AreaHandler>;
  profiles?: (box: Box<S>, description: DescriptionView) => ProfileReader;
  stats: (data: S) => Record<string, number>;
}): StatefulArea<Box<S>> {
  let validate: ValidateFunction<S> | undefined; // compiled on the first import
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
      validate ??= ajv().compile(spec.schema);
      if (!validate(value)) throw new Error(`${spec.name}${firstProblem(validate.errors ?? [])}`);
      box.data = value;
    },
  };
}

let shared: Ajv | undefined;

/** One Ajv for the areas' schemas, made when a state is first imported (most runs import none). */
const ajv = () => (shared ??= new Ajv({ strict: true, allErrors: false }));

/**
 * The first problem Ajv found, as `<path>: <what is wrong>` where the path goes on from the area's name
 * (`.requests[3].to: must be string`); a missing field is named in the path.
 */
function firstProblem(errors: readonly ErrorObject[]): string {
  const error = errors[0];
  if (!error) return ': does not match its schema';
  const keys = decodePointer(error.instancePath);
  if (error.keyword === 'required') keys.push(String(error.params['missingProperty']));
  const path = keys
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`))
    .join('');
  const what = error.keyword === 'required' ? 'is missing' : (error.message ?? 'is not valid');
  return `${path}: ${what}`;
}

/** Schemas of the areas' states: a string, a list of strings, a map of `items` by any key. */
export const STRING: SchemaObject = { type: 'string' };

export const STRINGS: SchemaObject = { type: 'array', items: STRING };

export const mapOf = (items: SchemaObject): SchemaObject => ({ type: 'object', additionalProperties: items });
