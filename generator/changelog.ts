// spec/changelog.yaml, checked against its schema and its own rules: every problem is found in one reading, named at
// its line with the entry it belongs to, and says what to write instead.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { isNode } from 'yaml';
import { sourceMap } from '../openapi/places.ts';
import { decodePointer } from '../openapi/walk.ts';
import { displayPath, GeneratorError, nearest } from './errors.ts';

type Json = Record<string, any>;

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
  /** `seed`, `maintainers` or an https address. */
  source: string;
  /** The source when it is an address (a link to show), else null. */
  sourceUrl: string | null;
}

/** One problem of the change history: where, what is wrong and what to write; `name` is the operation or field it names. */
export interface HistoryProblem {
  place: string;
  message: string;
  name?: string;
}

export interface Changelog {
  entries: ChangelogEntry[];
  /** `file:line:col` of an entry, or of one of its keys. */
  placeOf(id: string, key?: string): string;
  /** Where checkHistoryNames puts what it finds, instead of throwing: the lint, which reports every problem of a run. */
  collect?: HistoryProblem[];
}

/** The change history as read: the entries that are well formed, and every problem of the file. */
interface ChangelogReading {
  changelog: Changelog;
  problems: HistoryProblem[];
}

/** Kinds of entry that record a break: the history may go on naming what such an entry records as gone. */
export const DECLARING_KINDS: ReadonlySet<string> = new Set(['incompatible', 'removed']);

/** The current time as `recorded` wants it, and today's date as `date` does (UTC). */
export const recordedNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const today = () => recordedNow().slice(0, 10);

/**
 * What a watch session keeps of the change history (generator/pipeline.ts `Memos`): the last reading, by its texts
 * (loaded on every save; it seldom changes), and its schema compiled.
 */
export interface ChangelogMemo {
  last?: { texts: string; reading: ChangelogReading };
  validator?: Validator;
}
interface Validator {
  schemaText: string;
  validate: ValidateFunction;
  schema: Json;
}

/** The change history; any problem of it fails, all of them listed in one error. */
export async function loadChangelog(file: string, schemaFile: string, memo?: ChangelogMemo): Promise<Changelog> {
  const { changelog, problems } = await readChangelog(file, schemaFile, memo);
  if (problems.length) throw historyError(problems);
  return changelog;
}

/** The change history with its problems, none thrown (only an unreadable file or schema is). */
export async function readChangelog(file: string, schemaFile: string, memo: ChangelogMemo = {}): Promise<ChangelogReading> {
  const [text, schemaText] = [readText(file), readText(schemaFile)];
  const texts = [file, schemaFile, text, schemaText].join('\0');
  if (memo.last?.texts !== texts) memo.last = { texts, reading: parseChangelog(file, schemaFile, text, schemaText, memo) };
  return { changelog: memo.last.reading.changelog, problems: [...memo.last.reading.problems] };
}

/** One error listing every problem of the change history, each at its place. */
export function historyError(problems: HistoryProblem[]): GeneratorError {
  return new GeneratorError(
    `the change history (spec/changelog.yaml) has ${problems.length} problem(s)`,
    problems.map((p) => `${p.place}: ${p.message}`),
  );
}

function parseChangelog(file: string, schemaFile: string, text: string, schemaText: string, memo: ChangelogMemo): ChangelogReading {
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
  const data = doc.toJS() as { entries?: unknown };
  let compiled = memo.validator;
  try {
    if (compiled?.schemaText !== schemaText) {
      const schema = JSON.parse(schemaText) as Json;
      // An Ajv of its own: one shared would keep every schema it ever compiled.
      compiled = memo.validator = { schemaText, validate: new Ajv2020({ allErrors: true, strict: false }).compile(schema), schema };
    }
  } catch (error) {
    throw new GeneratorError(`the changelog schema is not a valid JSON schema: ${(error as Error).message}`, [displayPath(schemaFile)]);
  }
  const nodeAt = (pointer: string, asKey = false) => {
    if (!asKey) {
      const { line, col, exact } = source.placeOf(pointer);
      return exact ? `${relative}:${line}:${col}` : `${relative}#${pointer}`;
    }
    // A key's own place (an unknown key): the key of its pair in the mapping above it.
    const keys = decodePointer(pointer);
    const parent = doc.getIn(keys.slice(0, -1), true) as { items?: Array<{ key: unknown }> } | undefined;
    const key = parent?.items?.find((pair) => isNode(pair.key) && (pair.key as { value?: unknown }).value === keys.at(-1))?.key;
    return isNode(key) && key.range ? at(key.range[0]) : `${relative}#${pointer}`;
  };
  const problems: HistoryProblem[] = [];
  const rawEntries = Array.isArray(data?.entries) ? (data.entries as unknown[]) : [];
  const broken = new Set<number>();
  if (!compiled.validate(data)) {
    problems.push(...schemaProblems(compiled.validate.errors ?? [], rawEntries, compiled.schema, nodeAt));
    for (const error of compiled.validate.errors ?? []) {
      const index = /^\/entries\/(\d+)/.exec(error.instancePath)?.[1];
      if (index !== undefined) broken.add(Number(index));
    }
  }
  // Optional keys get their empty value, so templates (strict: a missing field is an error) need no guards.
  // Frozen: the same history is handed to every regeneration while its file stays the same. An entry that breaks the
  // schema is left out (its problems are reported): the rest is still checked.
  const kept = rawEntries.map((raw, index) => ({ raw: raw as Partial<ChangelogEntry>, index })).filter(({ index }) => !broken.has(index));
  const entries = kept.map(({ raw: e }): ChangelogEntry =>
    Object.freeze({
      ...(e as ChangelogEntry),
      date: e.date ?? null,
      operations: freeze(e.operations),
      fields: freeze(e.fields),
      calls: freeze(e.calls),
      sourceUrl: /^https:\/\//.test(String(e.source)) ? String(e.source) : null,
    }),
  );
  Object.freeze(entries);
  const indexOf = new Map<string, number>();
  kept.forEach(({ raw, index }) => {
    const id = String(raw.id);
    if (indexOf.has(id)) {
      problems.push({
        place: nodeAt(`/entries/${index}/id`),
        message: `entry "${id}": the id is already used by the entry at ${nodeAt(`/entries/${indexOf.get(id)}/id`)}; ids are unique and never reused: choose another`,
      });
    } else indexOf.set(id, index);
  });
  problems.push(
    ...dateProblems(entries, (index) => nodeAt(`/entries/${kept[index]!.index}${entries[index]!.date === null ? '' : '/date'}`)),
    ...sourceProblems(entries, (index) => nodeAt(`/entries/${kept[index]!.index}/source`)),
  );
  return {
    changelog: { entries, placeOf: (id, key) => nodeAt(`/entries/${indexOf.get(id) ?? 0}${key ? `/${key}` : ''}`) },
    problems,
  };
}

/**
 * How to write each key, as `key: value (what it is)`: what a message proposes. The closed lists (kinds, sources)
 * and the limits come from the schema itself.
 */
function howToWrite(key: string, schema: Json): string {
  const property = (schema['$defs']?.entry?.properties?.[key] ?? {}) as Json;
  const now = recordedNow();
  switch (key) {
    case 'id':
      return `id: a-new-slug (kebab-case: lower-case letters and digits joined by single hyphens, at most ${property['maxLength']} characters, used by no other entry)`;
    case 'recorded':
      return `recorded: "${now}" (the current time in UTC, quoted, as YYYY-MM-DDTHH:MM:SSZ)`;
    case 'date':
      return `date: "${now.slice(0, 10)}" (the day of the change, quoted, as YYYY-MM-DD; "${now.slice(0, 7)}" when only the month is known), or no date at all when no source gives one`;
    case 'kind':
      return `kind: one of ${(property['enum'] as string[]).join(', ')}`;
    case 'title':
      return `title: one line of at most ${property['maxLength']} characters`;
    case 'text':
      return `text: one short paragraph of at most ${property['maxLength']} characters`;
    case 'operations':
      return 'operations: [operationId, ...] (the operationIds of the affected operations)';
    case 'fields':
      return 'fields: [Schema.property, ...] (a component schema name, a dot, a property name: User.gender)';
    case 'calls':
      return 'calls: ["METHOD /path", ...] (calls that have no operation in the description, one line each)';
    case 'source': {
      const choices = ((property['anyOf'] ?? []) as Json[]).map((choice) =>
        'const' in choice
          ? `${choice['const']}${choice['description'] ? ` (${choice['description']})` : ''}`
          : `the https:// address of the public fact`,
      );
      return `source: ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
    }
    default:
      return `${key}: see spec/changelog.schema.json`;
  }
}

/** Ajv's errors as sentences: the entry (its id), the key, what is wrong and what to write. One per place. */
function schemaProblems(
  errors: ErrorObject[],
  entries: unknown[],
  schema: Json,
  nodeAt: (pointer: string, asKey?: boolean) => string,
): HistoryProblem[] {
  const keys = Object.keys(schema['$defs']?.entry?.properties ?? {});
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of errors) byPlace.set(error.instancePath, [...(byPlace.get(error.instancePath) ?? []), error]);
  const problems: HistoryProblem[] = [];
  for (const [pointer, list] of byPlace) {
    const match = /^\/entries\/(\d+)(?:\/([^/]+)(?:\/(\d+))?)?$/.exec(pointer);
    if (!match) {
      problems.push({
        place: nodeAt(pointer),
        message: 'the file holds one key, entries: a list of entries, each a mapping (see the comment at the top of spec/changelog.yaml)',
      });
      continue;
    }
    const [, index, key, item] = match;
    const entry = entries[Number(index)] as Json | undefined;
    const who = typeof entry?.['id'] === 'string' ? `entry "${entry['id']}"` : `entry ${Number(index) + 1} (it has no id)`;
    if (key === undefined) {
      for (const error of list) {
        if (error.keyword === 'required') {
          const missing = String(error.params['missingProperty']);
          problems.push({ place: nodeAt(pointer), message: `${who} has no ${missing}: add ${howToWrite(missing, schema)}` });
        } else if (error.keyword === 'additionalProperties') {
          const extra = String(error.params['additionalProperty']);
          problems.push({
            place: nodeAt(`${pointer}/${extra}`, true),
            message: `${who} has the unknown key "${extra}"${nearest(extra, keys) ? ` (did you mean ${nearest(extra, keys)}?)` : ''}; the keys are ${keys.join(', ')}`,
          });
        } else {
          problems.push({
            place: nodeAt(pointer),
            message: `${who} is not a mapping: write each entry as "- id: ..." followed by its keys, indented`,
          });
        }
      }
      continue;
    }
    const value = item === undefined ? entry?.[key] : entry?.[key]?.[Number(item)];
    const what = `${who}: ${key}${item === undefined ? '' : ` (item ${Number(item) + 1})`} ${JSON.stringify(value)}`;
    const keywords = new Set(list.map((e) => e.keyword));
    let wrong: string;
    if (keywords.has('type'))
      wrong = `is ${Array.isArray(value) ? 'a list' : value === null ? 'empty' : `a ${typeof value}`} where ${list.find((e) => e.keyword === 'type')!.params['type'] === 'array' ? 'a list' : 'text'} belongs`;
    else if (keywords.has('enum') || keywords.has('anyOf') || keywords.has('const')) wrong = 'is not one of the allowed values';
    else if (keywords.has('uniqueItems')) wrong = 'names the same item twice';
    else if (keywords.has('minLength') || keywords.has('minItems')) wrong = 'is empty';
    else if (keywords.has('maxLength')) wrong = `is too long (${String(value).length} characters)`;
    else wrong = 'is not in the expected form';
    problems.push({ place: nodeAt(pointer), message: `${what} ${wrong}; write ${howToWrite(key, schema)}` });
  }
  return problems;
}

/**
 * Every date is a real day (the schema only checks its shape: 2024-02-30 passes it), and the entries stand in the
 * order spec/changelog.yaml documents: dated entries newest first, comparing as far as both dates go; then the
 * undated ones. `placeOf` gives an entry's date (or the entry, when it has none).
 */
/** The kinds that only the service does: the maintainers of the description neither deprecate a call nor change its maturity. */
const SERVICE_KINDS: ReadonlySet<string> = new Set(['deprecated', 'maturity']);

/**
 * The source against the kind: an edit of the maintainers is dated with its day (they know it) and is never one of
 * the service's own acts (SERVICE_KINDS); the change history shows the service's changes apart from their edits.
 */
function sourceProblems(entries: ChangelogEntry[], placeOf: (index: number) => string): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  entries.forEach((entry, index) => {
    if (entry.source !== 'maintainers') return;
    if (entry.date === null || entry.date.length < 10)
      problems.push({
        place: placeOf(index),
        message: `entry "${entry.id}": an edit of the maintainers (source: maintainers) is dated with the day it was made; write date: "${today()}" (or that day)`,
      });
    if (SERVICE_KINDS.has(entry.kind))
      problems.push({
        place: placeOf(index),
        message: `entry "${entry.id}": kind ${entry.kind} records something the service did; write the source that shows it (seed, or its address in public-facts.md), or a kind of the maintainers' own edit (added, changed, removed, incompatible, fixed)`,
      });
  });
  return problems;
}

function dateProblems(entries: ChangelogEntry[], placeOf: (index: number) => string): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  entries.forEach((entry, index) => {
    if (entry.date === null || entry.date.length < 10) return;
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const real = new Date(Date.UTC(year, month - 1, day));
    if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) {
      problems.push({
        place: placeOf(index),
        message: `entry "${entry.id}": the date ${entry.date} does not exist; write ${howToWrite('date', {})}`,
      });
    }
  });
  const lastDated = entries.findLastIndex((entry) => entry.date !== null);
  entries.forEach((entry, index) => {
    if (entry.date === null) {
      if (index < lastDated) {
        problems.push({
          place: placeOf(index),
          message: `entry "${entry.id}" has no date but stands above the dated entry "${entries[lastDated]!.id}": dated entries come first, newest first. Give it the day of the change (date: "${today()}") or move it below "${entries[lastDated]!.id}"`,
        });
      }
      return;
    }
    const newer = entries.slice(0, index).find((above) => {
      if (above.date === null) return false;
      const common = Math.min(above.date.length, entry.date!.length);
      return above.date.slice(0, common) < entry.date!.slice(0, common);
    });
    if (newer) {
      problems.push({
        place: placeOf(index),
        message: `entry "${entry.id}" (${entry.date}) is newer than "${newer.id}" (${newer.date}) above it: dated entries come newest first; move it above "${newer.id}"`,
      });
    }
  });
  return problems;
}

/**
 * Every operation and field the history names is in the description, or recorded as gone: named by an entry of
 * kind removed, or in the `calls` of one of kind incompatible (a renamed operation's former id). The history keeps
 * naming what it records as gone. Each unknown name is
 * reported once, with every entry that names it, a near name if there is one, and what to do.
 */
export function checkHistoryNames(changelog: Changelog, operationIds: ReadonlySet<string>, fieldExists: (field: string) => boolean): void {
  // What an entry of kind removed names, and the calls (no longer operations) that a removed or incompatible one names.
  const gone = new Set(
    changelog.entries.flatMap((e) =>
      e.kind === 'removed' ? [...e.operations, ...e.fields, ...e.calls] : DECLARING_KINDS.has(e.kind) ? e.calls : [],
    ),
  );
  const unknown = new Map<string, { kind: 'operation' | 'field'; ids: string[] }>();
  for (const entry of changelog.entries) {
    const names = [
      ...entry.operations.filter((id) => !operationIds.has(id)).map((name) => ({ name, kind: 'operation' as const })),
      ...entry.fields.filter((field) => !fieldExists(field)).map((name) => ({ name, kind: 'field' as const })),
    ];
    for (const { name, kind } of names) {
      if (gone.has(name)) continue;
      const known = unknown.get(name) ?? { kind, ids: [] };
      known.ids.push(entry.id);
      unknown.set(name, known);
    }
  }
  const problems = [...unknown].map(([name, { kind, ids }]): HistoryProblem => {
    const near = kind === 'operation' ? nearest(name, operationIds) : undefined;
    const entries = ids.length === 1 ? `entry "${ids[0]}"` : `entries ${ids.map((id) => `"${id}"`).join(', ')}`;
    return {
      place: changelog.placeOf(ids[0]!, kind === 'operation' ? 'operations' : 'fields'),
      name,
      message:
        `the ${kind} "${name}" named by ${entries} is not in the description. If the ${kind} was removed, record that in a new entry ` +
        `of kind removed naming it (\`npm run lint -- --base <the last commit that had it>\` prints one to paste); otherwise correct the name` +
        (near ? ` (did you mean ${near}?)` : ''),
    };
  });
  if (changelog.collect) changelog.collect.push(...problems);
  else if (problems.length) throw historyError(problems);
}

const freeze = (list: string[] | undefined) => Object.freeze(list ?? []) as string[];

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${displayPath(file)}: ${(error as NodeJS.ErrnoException).code}`, [file]);
  }
}
