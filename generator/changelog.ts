// spec/changelog.yaml, checked against its schema: every problem names its line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { sourceMap } from '../openapi/places.ts';
import { displayPath, GeneratorError } from './errors.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
/** The schema's validator, by the schema's text: watch mode loads the changelog on every save. */
const validators = new Map<string, ValidateFunction>();

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

/** The last change history read, by its texts (watch mode loads it on every save; it seldom changes). */
let last: { texts: string; changelog: Changelog } | undefined;

export async function loadChangelog(file: string, schemaFile: string): Promise<Changelog> {
  const [text, schemaText] = [readText(file), readText(schemaFile)];
  const texts = [file, schemaFile, text, schemaText].join('\0');
  if (last?.texts !== texts) last = { texts, changelog: parseChangelog(file, schemaFile, text, schemaText) };
  return last.changelog;
}

function parseChangelog(file: string, schemaFile: string, text: string, schemaText: string): Changelog {
  const relative = displayPath(file);
  const source = sourceMap(text);
  const doc = source.document;
  const at = (offset: number) => {
    const { line, col } = source.placeAt(offset);
    return `${relative}:${line}:${col}`;
  };
  if (doc.errors.length) {
    throw new GeneratorError(
      `YAML syntax error in the changelog: ${doc.errors[0]!.message.split('\n')[0]}`,
      doc.errors.map((e) => at(e.pos[0])),
    );
  }
  const data = doc.toJS() as { entries?: Array<Partial<ChangelogEntry>> };
  let validate = validators.get(schemaText);
  try {
    validate ??= ajv.compile(JSON.parse(schemaText) as object);
    validators.clear(); // only the current schema's
    validators.set(schemaText, validate);
  } catch (error) {
    throw new GeneratorError(`the changelog schema is not a valid JSON schema: ${(error as Error).message}`, [displayPath(schemaFile)]);
  }
  const nodeAt = (pointer: string) => {
    const { line, col, exact } = source.placeOf(pointer);
    return exact ? `${relative}:${line}:${col}` : `${relative}#${pointer}`;
  };
  if (!validate(data)) {
    throw new GeneratorError(
      `the changelog does not match ${displayPath(schemaFile)}`,
      (validate.errors ?? []).map((e) => `${nodeAt(e.instancePath)}: ${e.instancePath || '/'} ${e.message}`),
    );
  }
  // Optional keys get their empty value, so templates (strict: a missing field is an error) need no guards.
  // Frozen: the same history is handed to every regeneration while its file stays the same.
  const entries = (data.entries ?? []).map(
    (e): ChangelogEntry =>
      Object.freeze({ ...(e as ChangelogEntry), date: e.date ?? null, operations: freeze(e.operations), fields: freeze(e.fields), calls: freeze(e.calls) }),
  );
  Object.freeze(entries);
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      throw new GeneratorError(`duplicate changelog id "${entry.id}"`, [nodeAt(`/entries/${index}/id`)]);
    }
    seen.set(entry.id, index);
  });
  checkDates(entries, (index) => nodeAt(`/entries/${index}/date`));
  return {
    entries,
    placeOf: (id, key) => nodeAt(`/entries/${seen.get(id) ?? 0}${key ? `/${key}` : ''}`),
  };
}

/**
 * Every date is a real day (the schema only checks its shape: 2024-02-30 passes it), and the entries stand in the
 * order spec/changelog.yaml documents: dated entries newest first, comparing as far as both dates go; then the
 * undated ones.
 */
function checkDates(entries: ChangelogEntry[], placeOfDate: (index: number) => string): void {
  entries.forEach((entry, index) => {
    if (entry.date === null || entry.date.length < 10) return;
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const real = new Date(Date.UTC(year, month - 1, day));
    if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) {
      throw new GeneratorError(`changelog entry "${entry.id}" has the date ${entry.date}, which does not exist`, [placeOfDate(index)]);
    }
  });
  let firstUndated: number | undefined;
  entries.forEach((entry, index) => {
    if (entry.date === null) {
      firstUndated ??= index;
      return;
    }
    if (firstUndated !== undefined) {
      throw new GeneratorError(
        `changelog entry "${entry.id}" (${entry.date}) comes after the undated entry "${entries[firstUndated]!.id}": dated entries come first, newest first (see spec/changelog.yaml)`,
        [placeOfDate(index)],
      );
    }
    for (let earlier = 0; earlier < index; earlier++) {
      const before = entries[earlier]!.date!;
      const common = Math.min(before.length, entry.date.length);
      if (before.slice(0, common) < entry.date.slice(0, common)) {
        throw new GeneratorError(
          `changelog entry "${entry.id}" (${entry.date}) is newer than "${entries[earlier]!.id}" (${before}) above it: dated entries come newest first (see spec/changelog.yaml)`,
          [placeOfDate(index)],
        );
      }
    }
  });
}

const freeze = (list: string[] | undefined) => Object.freeze(list ?? []) as string[];

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${displayPath(file)}: ${(error as NodeJS.ErrnoException).code}`, [file]);
  }
}
