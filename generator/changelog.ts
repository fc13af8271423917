// spec/changelog.yaml: parsed with positions, so that every problem names its line.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { displayPath, GeneratorError } from './errors.ts';

export interface ChangelogEntry {
  id: string;
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
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${relative}:${line}:${col}`;
  };
  if (doc.errors.length) {
    throw new GeneratorError(
      `YAML syntax error in the changelog: ${doc.errors[0]!.message.split('\n')[0]}`,
      doc.errors.map((e) => at(e.pos[0])),
    );
  }
  const data = doc.toJS() as { entries?: Array<Partial<ChangelogEntry>> };
  const validate = changelogValidator(schemaText);
  const nodeAt = (pointer: string) => {
    const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : k.replace(/~1/g, '/').replace(/~0/g, '~')));
    const node = doc.getIn(keys, true);
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

const validators = new Map<string, ValidateFunction>();

/** The compiled changelog schema, kept while its text is unchanged (watch mode compiles it once). */
function changelogValidator(schemaText: string): ValidateFunction {
  let validate = validators.get(schemaText);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(schemaText));
    validators.set(schemaText, validate);
  }
  return validate;
}

async function readText(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${displayPath(file)}: ${(error as NodeJS.ErrnoException).code}`, [file]);
  }
}
