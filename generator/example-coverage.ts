// A lint rule: every property of a schema that a response uses appears in at least one example of a response. An
// optional field added to a schema and to no example never shows in the mock's answers (the mock answers from the
// examples) nor in the docs' samples, and nothing else tells its author: this warns, at the property.
import type { Location, Oas3Rule, UserContext } from '@redocly/openapi-core';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Declared {
  location: Location;
  name: string;
  seen: boolean;
}

/** A form-encoded example (a string such as `oauth_token=a&oauth_token_secret=b`) as the object it stands for. */
const formValue = (type: string, value: unknown): unknown =>
  type === 'application/x-www-form-urlencoded' && typeof value === 'string' ? Object.fromEntries(new URLSearchParams(value)) : value;

export const ExampleCoverage: Oas3Rule = () => {
  /** Each declared property of a schema that a response uses, by `<schema place>#<property>`. */
  const properties = new Map<string, Declared>();
  return {
    Root: {
      leave(_root: unknown, { report }: UserContext) {
        for (const p of properties.values()) {
          if (!p.seen)
            report({
              message: `the response property "${p.name}" appears in no example: add it to one, so that the mock can answer it and the docs show it`,
              location: p.location,
            });
        }
      },
    },
    Response: {
      MediaType: {
        enter(node: object, { resolve, location, key }: UserContext) {
          const media = node as Json;
          const type = String(key);
          const from = location.source.absoluteRef;
          const examples: unknown[] = [];
          if (media['example'] !== undefined) examples.push(media['example']);
          for (const raw of Object.values(isObject(media['examples']) ? media['examples'] : {})) {
            const example = resolve(raw as never, from).node as Json | undefined;
            if (example && 'value' in example) examples.push(example['value']);
          }
          const visited = new Set<string>();
          // Walks a schema with the values found at its place (none: only declares its properties).
          const walk = (node: unknown, at: Location, values: unknown[], depth: number): void => {
            if (depth > 40 || !isObject(node)) return;
            let schema = node;
            let place = at;
            if (typeof node['$ref'] === 'string') {
              const resolved = resolve(node as never, at.source.absoluteRef);
              if (!isObject(resolved.node) || !resolved.location) return;
              schema = resolved.node;
              place = resolved.location;
            }
            const id = `${place.source.absoluteRef}#${place.pointer}`;
            const objects = values.filter(isObject);
            const arrays = values.filter(Array.isArray).flat();
            if (!objects.length && !arrays.length && visited.has(id)) return;
            visited.add(id);
            for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
              const list = schema[keyword];
              if (Array.isArray(list)) list.forEach((sub, i) => walk(sub, place.child([keyword, i]), values, depth + 1));
            }
            if (schema['items'] !== undefined) walk(schema['items'], place.child(['items']), arrays, depth + 1);
            if (isObject(schema['additionalProperties']))
              walk(
                schema['additionalProperties'],
                place.child(['additionalProperties']),
                objects.flatMap((o) => Object.values(o)),
                depth + 1,
              );
            if (!isObject(schema['properties'])) return;
            for (const [name, sub] of Object.entries(schema['properties'])) {
              const key = `${id}#${name}`;
              const here = objects.filter((o) => name in o).map((o) => o[name]);
              const declared = properties.get(key) ?? { location: place.child(['properties', name]), name, seen: false };
              declared.seen ||= here.length > 0;
              properties.set(key, declared);
              walk(sub, place.child(['properties', name]), here, depth + 1);
            }
          };
          walk(
            media['schema'],
            location.child(['schema']),
            examples.map((v) => formValue(type, v)),
            0,
          );
        },
      },
    },
  };
};
