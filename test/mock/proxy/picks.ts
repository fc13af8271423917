// Parts of the bundled description that the drift tests pick by what they hold, never by name.
import { derefLocated, operationsOf, type OperationAt } from '../../../openapi/walk.ts';

type Json = Record<string, any>;

/** A node and the pointer it really sits at, its `$ref`s followed. */
export function home(doc: unknown, node: unknown, pointer: string): { node: Json; pointer: string } {
  return derefLocated<Json>(doc, node, pointer);
}

/** The numeric query parameters of an operation, each with its schema and the pointer the schema sits at. */
export function numericQuery(doc: unknown, at: OperationAt) {
  return [...(at.item['parameters'] ?? []), ...(at.operation['parameters'] ?? [])]
    .map((p: unknown) => home(doc, p, ''))
    .filter(({ node }) => node['in'] === 'query')
    .map(({ node, pointer }) => ({ name: node['name'] as string, schema: home(doc, node['schema'], `${pointer}/schema`), parameter: node }))
    .filter(({ schema }) => ['integer', 'number'].includes([schema.node['type']].flat()[0]));
}

/** The first numeric query parameter whose maximum the description marks as not shown, with its operation. */
export function limitWithoutMaximum(doc: unknown) {
  return operationsOf(doc)
    .map((at) => ({
      at,
      p: numericQuery(doc, at).find(
        ({ schema, parameter }) =>
          schema.node['maximum'] === undefined && /maximum/i.test(`${parameter['x-not-shown'] ?? ''} ${schema.node['x-not-shown'] ?? ''}`),
      ),
    }))
    .find(({ p }) => p);
}
