// spec/changelog.yaml, checked against its schema: every problem names its line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { displayPath, GeneratorError } from './errors.ts';
import { contentKey, diskCache, isPlainJson } from './disk-cache.ts';
import { validatorCache } from './validator-cache.ts';

const require = createRequire(import.meta.url);
const parsedOnDisk = diskCache('parsed', { parser: 'yaml', version: (require('yaml/package.json') as { version: string }).version }, '.json');

const changelogAjvOptions = { allErrors: true, strict: false } as const;
// Keeps each validator's source for the disk cache.
const changelogAjv = new Ajv2020({ ...changelogAjvOptions, code: { source: true } });

export interface ChangelogEntry {
  id: string;
  /** When the entry was last written or changed in the history (UTC, `YYYY-MM-DDTHH:MM:SSZ`): Atom's `updated`. */
  recorded: string;
  /** `YYYY-MM-DD`, `YYYY-MM`, or null when the history gives no date. */
  date: string | null;
  kind: string;
  title: string;
  text: string;
  operations: string[];
  fields: string[];
  calls: string[];
  source: string;
}

export interface Changelog {
  entries: ChangelogEntry[];
  /** `file:line:col` of an entry, or of one of its keys. */
  placeOf(id: string, key?: string): string;
}

let last: { text: string; schemaText: string; changelog: Changelog } | undefined;

export async function loadChangelog(file: string, schemaFile: string): Promise<Changelog> {
  const [text, schemaText] = await Promise.all([readText(file), readText(schemaFile)]);
  // Watch mode: an unchanged history is not parsed and checked again.
  if (last?.text === text && last.schemaText === schemaText) return last.changelog;
  const changelog = parseChangelog(file, schemaFile, text, schemaText);
  last = { text, schemaText, changelog };
  return changelog;
}

function parseChangelog(file: string, schemaFile: string, text: string, schemaText: string): Changelog {
  const relative = displayPath(file);
  // Positions are only needed to report a problem: a history read before comes from the disk cache, as JSON.
  let positions: { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | undefined;
  const withPositions = () => {
    if (!positions) {
      const lines = new LineCounter();
      positions = { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false }), lines };
    }
    return positions;
  };
  const at = (offset: number) => {
    const { line, col } = withPositions().lines.linePos(offset);
    return `${relative}:${line}:${col}`;
  };
  const key = contentKey(text);
  const stored = parsedOnDisk.read(key);
  let data: { entries?: Array<Partial<ChangelogEntry>> };
  if (stored !== undefined) {
    data = JSON.parse(stored);
  } else {
    const { doc } = withPositions();
    if (doc.errors.length) {
      throw new GeneratorError(
        `YAML syntax error in the changelog: ${doc.errors[0]!.message.split('\n')[0]}`,
        doc.errors.map((e) => at(e.pos[0])),
      );
    }
    data = doc.toJS();
    if (isPlainJson(data)) parsedOnDisk.write(key, JSON.stringify(data));
  }
  const validate = changelogValidator(schemaText);
  const nodeAt = (pointer: string) => {
    const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : k.replace(/~1/g, '/').replace(/~0/g, '~')));
    const node = withPositions().doc.getIn(keys, true);
    return isNode(node) && node.range ? at(node.range[0]) : `${relative}#${pointer}`;
  };
  if (!validate(data)) {
    throw new GeneratorError(
      `the changelog does not match ${displayPath(schemaFile)}`,
      (validate.errors ?? []).map((e) => `${nodeAt(e.instancePath)}: ${e.instancePath || '/'} ${e.message}`),
    );
  }
  // Optional keys get their empty value, so templates (strict: a missing field is an error) need no guards.
  const entries = (data.entries ?? []).map(
    (e): ChangelogEntry => ({ ...(e as ChangelogEntry), date: e.date ?? null, operations: e.operations ?? [], fields: e.fields ?? [], calls: e.calls ?? [] }),
  );
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      throw new GeneratorError(`duplicate changelog id "${entry.id}"`, [nodeAt(`/entries/${index}/id`)]);
    }
    seen.set(entry.id, index);
  });
  return {
    entries,
    placeOf: (id, key) => nodeAt(`/entries/${seen.get(id) ?? 0}${key ? `/${key}` : ''}`),
  };
}

const validators = validatorCache<ValidateFunction>({
  identity: { ajv: 'ajv', version: (require('ajv/package.json') as { version: string }).version, options: changelogAjvOptions },
  compile: (schema) => changelogAjv.compile(schema),
  source: (validate) => standalone.default(changelogAjv, validate),
});

/** The compiled changelog schema: compiled once per schema text, then loaded from the disk cache. */
function changelogValidator(schemaText: string): ValidateFunction {
  return validators.get(JSON.parse(schemaText) as object, contentKey(schemaText));
}

async function readText(file: string): Promise<string> {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${displayPath(file)}: ${(error as NodeJS.ErrnoException).code}`, [file]);
  }
}
