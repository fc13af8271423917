// The breaking-change gate (generator/breaking.ts compare) on parameters: a parameter is the same one while its name
// and location are, however it is written (inline, or a `$ref` to one component or another, at the operation or at
// its path item); then its content is compared. Each case is a small description of its own, given as a bundle.
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { compare, type Described } from '../../generator/breaking.ts';

type Json = Record<string, any>;

// No spec/ folder there: places name their file alone.
const root = path.join(os.tmpdir(), 'pronet-breaking-parameters-none');
const rootText = [
  'paths:',
  '  "/contacts/{contact_id}/tags":',
  '    $ref: paths/tags.yaml',
  '  /requests/sent:',
  '    $ref: paths/sent.yaml',
  '',
].join('\n');

const ok = { '200': { description: 'Done.' } };
const contactId = {
  name: 'contact_id',
  in: 'path',
  required: true,
  description: 'The contact.',
  schema: { type: 'string', pattern: '^[0-9]+_[0-9a-f]{6}$' },
};
const limit = { name: 'limit', in: 'query', description: 'How many.', schema: { type: 'integer' } };
// The same parameter as another component: its own wording, marks and default.
const sentLimit = {
  name: 'limit',
  in: 'query',
  description: 'How many sent requests to return at most; ten when it is left out.',
  'x-source': 'https://example.org/clients/requests',
  'x-not-shown': 'The largest value taken.',
  schema: { type: 'integer', default: 10 },
};
const offset = { name: 'offset', in: 'query', description: 'How many to skip.', schema: { type: 'integer' } };
const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** A description of two operations: listTags (its parameters at its path item) and listSent (its own), both with Limit. */
function described({
  tagsShared = [contactId, ref('Limit')] as Json[],
  sentOwn = [ref('Limit'), ref('Offset')] as Json[],
  limitSchema = limit.schema as Json,
} = {}): Described {
  return {
    document: {
      openapi: '3.1.0',
      info: { title: 'Parameters', version: '1' },
      paths: {
        '/contacts/{contact_id}/tags': { parameters: tagsShared, get: { operationId: 'listTags', responses: ok } },
        '/requests/sent': { get: { operationId: 'listSent', parameters: sentOwn, responses: ok } },
      },
      components: { parameters: { Limit: { ...limit, schema: limitSchema }, SentLimit: sentLimit, Offset: offset } },
    },
    rootText,
    changelog: { entries: [] },
  };
}

const base = described();

// Each comparison runs Redocly's diff in a process of its own.
describe('the breaking-change gate on parameters', { timeout: 120_000 }, () => {
  it('passes a rewritten description of an inline path-level parameter, on an operation without parameters of its own', async () => {
    const head = described({
      tagsShared: [
        {
          ...contactId,
          description:
            'Which of the current member’s contacts to list the labels of: that person’s identifier, as the network gives it in every answer that names them, for instance in a list of contacts or in a search result.',
        },
        ref('Limit'),
      ],
    });
    const { breaking, additions } = await compare(root, base, head, 'base');
    expect(breaking).toEqual([]);
    expect(additions).toEqual([]);
  });

  it('passes a `$ref` swapped for another component, or for an inline parameter, of the same name and location and a compatible schema', async () => {
    for (const written of [ref('SentLimit'), { ...sentLimit }]) {
      const { breaking, additions } = await compare(root, base, described({ sentOwn: [written, ref('Offset')] }), 'base');
      expect(breaking, JSON.stringify(written)).toEqual([]);
      expect(additions, JSON.stringify(written)).toEqual([]);
    }
  });

  it('compares a swapped parameter by its content: a changed type still breaks, named with its operation', async () => {
    const head = described({ sentOwn: [{ ...limit, schema: { type: 'string' } }, ref('Offset')] });
    const { breaking } = await compare(root, base, head, 'base');
    expect(breaking.map((b) => [b.rule, b.operationIds])).toEqual([['schema-type-changed', ['listSent']]]);
  });

  it('reports a change of a parameter component once, with every operation that uses it', async () => {
    const { breaking } = await compare(root, base, described({ limitSchema: { type: 'string' } }), 'base');
    expect(breaking.map((b) => [b.rule, b.operationIds])).toEqual([['schema-type-changed', ['listTags', 'listSent']]]);
  });

  it('still fails on a parameter removed and on a required parameter added, each named with its operation and place', async () => {
    const head = described({
      tagsShared: [
        contactId,
        ref('Limit'),
        { name: 'since', in: 'query', required: true, description: 'From when.', schema: { type: 'string' } },
      ],
      sentOwn: [ref('Limit')],
    });
    const { breaking, additions } = await compare(root, base, head, 'base');
    const found = breaking.map((b) => ({ rule: b.rule, message: b.message, operations: b.operationIds, place: b.place }));
    expect(found.sort((a, b) => a.rule.localeCompare(b.rule))).toEqual([
      {
        rule: 'parameter-became-required',
        message: 'Required `since` query parameter was added.',
        operations: ['listTags'],
        place: 'spec/paths/tags.yaml',
      },
      {
        rule: 'parameter-removed',
        message: '`offset` query parameter was removed.',
        operations: ['listSent'],
        place: 'spec/paths/sent.yaml at base',
      },
    ]);
    expect(additions.map((a) => [a.what, a.operationIds])).toEqual([['query parameter since', ['listTags']]]);
  });
});
