/**
 * The state file's parts checked against their JSON Schema (draft-07, checked by Ajv, which Prism's validation uses
 * too): each stateful area's part and the OAuth part. A refusal names the JSON path of the first problem. A leaf
 * beside errors.ts, so that the areas may use it.
 */
import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import { decodePointer } from '../openapi/walk.ts';
import { StateFileError } from './errors.ts';

/** A check that a part of the state file has the shape `S`. */
export type StateCheck<S> = (value: unknown) => asserts value is S;

/**
 * A check of one part against `schema`, compiled on first use (most runs import no state): it throws a
 * StateFileError `<name><path>: <what is wrong>` (`contacts.requests[3].to: must be string`).
 */
export function stateCheck<S>(name: string, schema: SchemaObject): StateCheck<S> {
  let validate: ValidateFunction<S> | undefined;
  return (value) => {
    validate ??= ajv().compile<S>(schema);
    if (!validate(value)) throw new StateFileError(`${name}${firstProblem(validate.errors ?? [])}`);
  };
}

let shared: Ajv | undefined;

/** One Ajv for the state's schemas, made when a state is first imported. */
const ajv = () => (shared ??= new Ajv({ strict: true, allErrors: false }));

/**
 * The first problem Ajv found, as `<path>: <what is wrong>` where the path goes on from the part's name
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
