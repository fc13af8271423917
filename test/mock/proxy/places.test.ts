// openapi/places.ts specPlace: a pointer into the bundled description named as the spec file, line and column of
// the node itself, through the $refs of the split description, on a fixture of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specPlace, specSourceOf } from '../../../openapi/places.ts';

let root: string;
const files: Record<string, string> = {
  'spec/openapi.yaml': [
    'openapi: 3.1.0',
    'paths:',
    '  /things/{id}:',
    '    $ref: paths/things_{id}.yaml',
    'components:',
    '  schemas:',
    '    Thing:',
    '      $ref: components/schemas/Thing.yaml',
    '',
  ].join('\n'),
  'spec/paths/things_{id}.yaml': [
    'get:',
    '  operationId: getThing',
    '  responses:',
    '    "200":',
    '      content:',
    '        application/json:',
    '          schema:',
    '            $ref: ../components/schemas/Thing.yaml',
    '',
  ].join('\n'),
  'spec/components/schemas/Thing.yaml': [
    'type: object',
    'required: [name]',
    'properties:',
    '  name:',
    '    type: string',
    '  owner:',
    '    $ref: ./Owner.yaml',
    '',
  ].join('\n'),
  'spec/components/schemas/Owner.yaml': ['type: object', 'properties:', '  id:', '    type: string', ''].join('\n'),
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pronet-places-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OPERATION = '#/paths/~1things~1{id}/get';
const SCHEMA = `${OPERATION}/responses/200/content/application~1json/schema`;

describe('specPlace', () => {
  it('finds the file of a path item or a component', () => {
    expect(specSourceOf({ paths: { '/things/{id}': { $ref: 'paths/things_{id}.yaml' } } }, `${OPERATION}/responses`)).toEqual({
      file: 'spec/paths/things_{id}.yaml',
      rest: ['get', 'responses'],
    });
    expect(specPlace(root, '#/components/schemas/Thing/properties/name')).toBe('spec/components/schemas/Thing.yaml:4:3');
  });

  it('lands on the key of the node: a response list, a required list', () => {
    expect(specPlace(root, `${OPERATION}/responses`)).toBe('spec/paths/things_{id}.yaml:3:3');
    expect(specPlace(root, '#/components/schemas/Thing/required')).toBe('spec/components/schemas/Thing.yaml:2:1');
  });

  it('follows $refs across files to the property itself', () => {
    expect(specPlace(root, `${SCHEMA}/properties/name`)).toBe('spec/components/schemas/Thing.yaml:4:3');
    expect(specPlace(root, `${SCHEMA}/properties/owner/properties/id`)).toBe('spec/components/schemas/Owner.yaml:3:3');
  });

  it('stops at the deepest node it reaches, and names the file alone when it is missing', () => {
    expect(specPlace(root, `${SCHEMA}/properties/missing`)).toBe('spec/components/schemas/Thing.yaml:3:1');
    expect(specPlace(path.join(root, 'nowhere'), `${OPERATION}/responses`)).toBe('spec/openapi.yaml');
  });
});
