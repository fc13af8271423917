/** The drift report's files: its Markdown form, for a maintainer, and the writing of a file whole. */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { MAX_ENTRIES } from './defaults.ts';
import type { DriftReportData, Observation, OperationReport } from './types.ts';

/** Writes a file whole or not at all (a stop in the middle leaves the earlier report). */
export function writeWhole(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, text);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const counted = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status} (${n}×)`)
    .join(', ');

/** `1 difference`, `2 differences`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The Markdown form of a report: the differences, then each kind of observation, one table each. */
export function renderMarkdown(report: DriftReportData): string {
  const lines: string[] = [];
  const title = [report.description.title, report.description.version].filter(Boolean).join(' ');
  lines.push('# Drift report', '');
  lines.push(
    `${count(report.exchanges, 'exchange')} over ${count(report.operations.length, 'operation')} of ${title || 'the description'}` +
      ` (${report.notCalled.length} of its operations not called). ${count(report.differences, 'difference')} from the description;` +
      ` ${count(report.observations, 'observation')} of what it does not show.` +
      (report.samples ? ' Sample values are included (never credentials).' : ' Values are reduced to their JSON types.'),
    '',
  );
  const table = (heading: string, intro: string, header: string[], rows: string[][]) => {
    if (!rows.length) return;
    lines.push(`## ${heading}`, '', intro, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---|').join('')}`);
    for (const row of rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
    lines.push('');
  };
  const name = (op: OperationReport) => code(op.operationId);
  const observed = <K extends Observation['kind']>(kind: K) =>
    report.operations.flatMap((op) =>
      op.observations.filter((o): o is Extract<Observation, { kind: K }> => o.kind === kind).map((o) => ({ op, o })),
    );

  table(
    'Differences',
    'Where the traffic departs from the description, once per place (array items as `[]`).',
    ['operation', 'side', 'kind', 'where', 'what', 'count', 'spec place'],
    report.operations.flatMap((op) =>
      op.differences.map((d) => [
        name(op),
        d.side,
        d.kind,
        code(d.at),
        `${d.message}${d.status !== undefined ? ` (status ${d.status})` : ''}${'sample' in d ? `; sample ${JSON.stringify(d.sample)}` : ''}`,
        String(d.count),
        code(d.specPlace),
      ]),
    ),
  );
  table(
    'Statuses the description does not give',
    'The statuses answered where the description gives a range or `default` and marks the status as not shown.',
    ['operation', 'described as', 'answered', 'spec place'],
    observed('status').map(({ op, o }) => [name(op), code(o.response), counted(o.statuses), code(o.specPlace)]),
  );
  table(
    'Fields of open objects',
    'Fields that no schema lists, in objects the description leaves open, with the JSON types seen.',
    ['operation', 'field', 'types', 'count', 'spec place'],
    observed('field').map(({ op, o }) => [
      name(op),
      code(o.at),
      `${o.types.join(' or ')}${'sample' in o ? `; sample ${JSON.stringify(o.sample)}` : ''}`,
      String(o.count),
      code(o.specPlace),
    ]),
  );
  table(
    'Access rights named by 403 answers',
    "The right a 403 answer names, where the call's security requirement does not list it.",
    ['operation', 'right', 'error', 'count', 'spec place'],
    observed('right').map(({ op, o }) => [
      name(op),
      code(o.right),
      o.errorName ? code(o.errorName) : '',
      String(o.count),
      code(o.specPlace),
    ]),
  );
  table(
    'Limits not shown',
    'Numeric query parameters whose maximum the description does not give: the largest value accepted, the smallest refused.',
    ['operation', 'parameter', 'largest accepted', 'smallest refused', 'spec place'],
    observed('limit').map(({ op, o }) => [
      name(op),
      code(o.parameter),
      o.largestAccepted !== undefined ? String(o.largestAccepted) : '',
      o.smallestRefused ? `${o.smallestRefused.value} (status ${o.smallestRefused.status})` : '',
      code(o.specPlace),
    ]),
  );
  const full = report.operations.filter((op) => op.omitted);
  if (full.length)
    lines.push(
      `Left out (more than ${MAX_ENTRIES} distinct places in one operation): ${full.map((op) => `${name(op)} ${op.omitted}`).join(', ')}.`,
      '',
    );
  if (report.notCalled.length) lines.push(`Not called: ${report.notCalled.map(code).join(', ')}.`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
