// One rule in place of Redocly's three example rules (media type, parameter and schema examples): the same check
// (Redocly's Ajv fork, objects closed unless they say otherwise), but compiled validators are cached by the content
// of the schema and everything it refers to, so a warm regeneration only compiles what an edit touched. It also
// checks a form-encoded example given as the finished string, by the pairs it encodes.
//
// The cache is kept on disk too (generator/validator-cache.ts): compiling the description's ~95 validators takes
// about a second of a cold run, loading their code about a tenth of that.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Ajv2020, _, type ValidateFunction } from '@redocly/ajv/dist/2020.js';
import standalone from '@redocly/ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import type { Location, Oas3Rule, Plugin, UserContext } from '@redocly/openapi-core';
import { validatorCache } from './validator-cache.ts';

type Json = Record<string, any>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const options = {
  allErrors: true,
  strictSchema: false,
  validateSchema: false,
  allowUnionTypes: true,
  discriminator: true,
  logger: false,
} as const;
const ajv = new Ajv2020({
  ...options,
  // Keep each validator's source for the disk cache; its code then takes the formats from ajv-formats.
  code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
});
addFormats.default(ajv as never);
ajv.setDefaultUnevaluatedProperties(false);

const require = createRequire(import.meta.url);
const validators = validatorCache<ValidateFunction>({
  identity: { ajv: '@redocly/ajv', version: (require('@redocly/ajv/package.json') as { version: string }).version, options, unevaluated: false },
  compile: (schema) => ajv.compile(schema),
  source: (validate) => validatorSource(validate),
});

/** The standalone code of a compiled validator: a CommonJS module. */
export function validatorSource(validate: ValidateFunction): string {
  return standalone.default(ajv as never, validate as never);
}

/** The validator that standalone code defines, or undefined when the code does not define one. */
export function validatorFromSource(code: string): ValidateFunction | undefined {
  return validators.fromSource(code);
}

/** Compiles a schema as the rule does (no cache). */
export function compileValidator(schema: object): ValidateFunction {
  return ajv.compile(schema);
}

/** A `$ref` that a schema's validator followed, from which file, and the text of the file it led to then. */
interface FollowedRef {
  $ref: string;
  from: string;
  text: string | undefined;
}

/**
 * The schema with every `$ref` it reaches inlined into `$defs`, resolved in the file that holds each reference,
 * the key of its content (same content, same key: the compiled validator is reused across runs), and the
 * references it followed.
 */
function selfContained(schema: unknown, from: Location, ctx: UserContext): { schema: Json; key: string; followed: FollowedRef[] } {
  const defs: Json = {};
  const named = new Map<string, string>();
  const followed = new Map<string, FollowedRef>();
  const walk = (node: unknown, base: Location): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = ctx.resolve(node, base.source.absoluteRef);
      followed.set(`${base.source.absoluteRef}\0${node.$ref}`, { $ref: node.$ref, from: base.source.absoluteRef, text: target.location?.source.body });
      if (!target.location) return {}; // an unresolved $ref is reported by no-unresolved-refs
      let name = named.get(target.location.absolutePointer);
      if (!name) {
        name = `d${named.size}`;
        named.set(target.location.absolutePointer, name);
        defs[name] = walk(target.node, target.location);
      }
      const { $ref: _, ...siblings } = node;
      const ref = { $ref: `#/$defs/${name}` };
      return Object.keys(siblings).length ? { allOf: [ref], ...(walk(siblings, base) as Json) } : ref;
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, base)]));
  };
  const root = walk(schema, from);
  const whole = isObject(root) ? { ...root, $defs: defs } : { allOf: [root], $defs: defs };
  return { schema: whole, key: createHash('sha1').update(JSON.stringify(whole)).digest('hex'), followed: [...followed.values()] };
}

/** Validators by where their schema is, within one lint run: many examples share one schema. */
type RunCache = Map<string, ValidateFunction>;

/** A validator of the last run, with what its schema was made of: the text of its file and the references followed. */
interface Remembered {
  validate: ValidateFunction;
  file: string;
  text: string;
  followed: FollowedRef[];
}

/**
 * The validators of the last lint run and of this one, by where their schema is. One whose schema's file has the
 * same text, and whose references each lead to a file with the same text, has the same schema: a run after an
 * edit only inlines and hashes the schemas the edit can have touched (they were a tenth of a warm lint).
 */
const remembered = { last: new Map<string, Remembered>(), current: new Map<string, Remembered>() };

function unchanged(known: Remembered, from: Location, ctx: UserContext): boolean {
  return (
    known.file === from.source.absoluteRef &&
    known.text === from.source.body &&
    known.followed.every(({ $ref, from: base, text }) => ctx.resolve({ $ref }, base).location?.source.body === text)
  );
}

function validatorFor(schema: unknown, from: Location, ctx: UserContext, run: RunCache): ValidateFunction {
  let where = from.absolutePointer;
  if (isObject(schema) && typeof schema.$ref === 'string' && Object.keys(schema).length === 1) {
    const target = ctx.resolve(schema, from.source.absoluteRef);
    if (target.location) where = target.location.absolutePointer;
  }
  const known = run.get(where);
  if (known) return known;
  let made = remembered.last.get(where);
  if (!made || !unchanged(made, from, ctx)) {
    const { schema: whole, key, followed } = selfContained(schema, from, ctx);
    made = { validate: validators.get(whole, key), file: from.source.absoluteRef, text: from.source.body, followed };
  }
  remembered.current.set(where, made);
  run.set(where, made.validate);
  return made.validate;
}

function check(value: unknown, schema: unknown, schemaAt: Location, at: Location, ctx: UserContext, what: string, run: RunCache): void {
  const validate = validatorFor(schema, schemaAt, ctx, run);
  if (validate(value)) return;
  for (const error of validate.errors ?? []) {
    const path = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const extra = (error.params as Json)['unevaluatedProperty'] ?? (error.params as Json)['additionalProperty'];
    const property = extra ?? path.at(-1);
    ctx.report({
      message: `${what} must conform to the schema: ${property ? `\`${property}\` property ` : ''}${error.message}${extra ? ` \`${extra}\`` : ''}.`,
      location: at.child(extra ? [...path, extra] : path),
    });
  }
}

/** The example's value and its location, following a `$ref` to a shared example. */
function exampleValue(example: unknown, at: Location, ctx: UserContext): { value: unknown; at: Location } | null {
  if (isObject(example) && typeof example.$ref === 'string') {
    const target = ctx.resolve(example);
    if (!target.location) return null;
    example = target.node;
    at = target.location;
  }
  if (!isObject(example) || !('value' in example)) return null; // externalValue or no value: nothing to check
  return { value: example.value, at: at.child('value') };
}

const examplesMatchSchemas: Oas3Rule = () => {
  // Redocly creates the rule anew for every lint run: a cache here lives exactly one run.
  const run: RunCache = new Map();
  // What the last run used is kept; the rest goes.
  remembered.last = remembered.current;
  remembered.current = new Map();
  const mediaType = {
    leave(media: Json, ctx: UserContext) {
      if (media.schema === undefined) return;
      const schemaAt = ctx.location.child('schema');
      const form = String(ctx.key).startsWith('application/x-www-form-urlencoded');
      const decode = (v: unknown) => (form && typeof v === 'string' ? Object.fromEntries(new URLSearchParams(v)) : v);
      if (media.example !== undefined) check(decode(media.example), media.schema, schemaAt, ctx.location.child('example'), ctx, 'Example value', run);
      for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
        const found = exampleValue(example, ctx.location.child(['examples', name]), ctx);
        if (found) check(decode(found.value), media.schema, schemaAt, found.at, ctx, 'Example value', run);
      }
    },
  };
  return {
    MediaType: mediaType,
    Parameter: {
      leave(parameter: Json, ctx: UserContext) {
        if (parameter.schema === undefined) return;
        const schemaAt = ctx.location.child('schema');
        if (parameter.example !== undefined) check(parameter.example, parameter.schema, schemaAt, ctx.location.child('example'), ctx, 'Parameter example', run);
        for (const [name, example] of Object.entries((parameter.examples ?? {}) as Json)) {
          const found = exampleValue(example, ctx.location.child(['examples', name]), ctx);
          if (found) check(found.value, parameter.schema, schemaAt, found.at, ctx, 'Parameter example', run);
        }
      },
    },
    Schema: {
      leave(schema: Json, ctx: UserContext) {
        const values: Array<[unknown, Location]> = [];
        if (schema.example !== undefined) values.push([schema.example, ctx.location.child('example')]);
        if (Array.isArray(schema.examples)) schema.examples.forEach((v: unknown, i: number) => values.push([v, ctx.location.child(['examples', i])]));
        if (!values.length) return;
        const { examples: _e, example: _x, ...rest } = schema;
        for (const [value, at] of values) check(value, rest, ctx.location, at, ctx, 'Schema example', run);
      },
    },
  };
};

/** The Redocly rules this check replaces: the generator switches them off and runs `pronet/examples-match-schemas`. */
export const REPLACED_RULES = ['no-invalid-media-type-examples', 'no-invalid-parameter-examples', 'no-invalid-schema-examples'];

export const pronetPlugin: Plugin = {
  id: 'pronet',
  // Ready plugin objects are not prefixed by Redocly: the rule id carries the plugin id itself.
  rules: { oas3: { 'pronet/examples-match-schemas': examplesMatchSchemas } } as never,
};
