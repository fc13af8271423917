// Every answer the mock can give has an example: each media type of each response of each operation names at
// least one example (the mock serves it, `Prefer: example=<name>` picks it, the docs show it).
import { describe, expect, it } from 'vitest';
import { derefIn, operationsOf } from '../../openapi/walk.ts';
import { loaded } from './load.ts';

const { document } = await loaded;
type Json = Record<string, any>;
const deref = derefIn(document);

/** The responses of a description whose media types have no example, as `operationId status media-type`. */
export function withoutExample(doc: Json): string[] {
  const found: string[] = [];
  for (const { operation: op } of operationsOf(doc)) {
    if (typeof op['operationId'] !== 'string') continue;
    for (const [status, raw] of Object.entries<any>(op['responses'] ?? {})) {
      for (const [type, media] of Object.entries<any>(deref(raw)?.content ?? {})) {
        if (media.example === undefined && !Object.keys(media.examples ?? {}).length) found.push(`${op['operationId']} ${status} ${type}`);
      }
    }
  }
  return found;
}

describe('examples', () => {
  it('every media type of every response has an example', () => {
    expect(withoutExample(document)).toEqual([]);
  });
});
