/** The drift report's Markdown form, for a maintainer. */
import { MAX_ENTRIES } from './defaults.ts';
import type { DriftReportData, Observation, OperationReport } from './types.ts';

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const counted = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status} (${n}×)`)
    .join(', ');

/** `1 difference`, `2 differences`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const name = (op: OperationReport) => code(op.operationId);

/** One table of the report: left out when it has no rows. */
interface Table {
  heading: string;
  intro: string;
  header: string[];
  rows: string[][];
}

/** The Markdown form of a report: the differences, then each kind of observation, one table each. */
export function renderMarkdown(report: DriftReportData): string {
  const lines = ['# Drift report', '', summary(report), ''];
  for (const table of [differencesTable(report), ...observationTables(report)]) appendTable(lines, table);
  const full = report.operations.filter((op) => op.omitted);
  if (full.length)
    lines.push(
      `Left out (more than ${MAX_ENTRIES} distinct places in one operation): ${full.map((op) => `${name(op)} ${op.omitted}`).join(', ')}.`,
      '',
    );
  if (report.notCalled.length) lines.push(`Not called: ${report.notCalled.map(code).join(', ')}.`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The opening paragraph: what was called, what was found, and whether values are kept. */
function summary(report: DriftReportData): string {
  const title = [report.description.title, report.description.version].filter(Boolean).join(' ');
  return (
    `${count(report.exchanges, 'exchange')} over ${count(report.operations.length, 'operation')} of ${title || 'the description'}` +
    ` (${report.notCalled.length} of its operations not called). ${count(report.differences, 'difference')} from the description;` +
    ` ${count(report.observations, 'observation')} of what it does not show.` +
    (report.samples ? ' Sample values are included (never credentials).' : ' Values are reduced to their JSON types.')
  );
}

/** A table's lines, added one by one (a report may hold many thousands of rows). */
function appendTable(lines: string[], { heading, intro, header, rows }: Table): void {
  if (!rows.length) return;
  lines.push(`## ${heading}`, '', intro, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---|').join('')}`);
  for (const row of rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  lines.push('');
}

function differencesTable(report: DriftReportData): Table {
  return {
    heading: 'Differences',
    intro: 'Where the traffic departs from the description, once per place (array items as `[]`).',
    header: ['operation', 'side', 'kind', 'where', 'what', 'count', 'spec place'],
    rows: report.operations.flatMap((op) =>
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
  };
}

/** One table per kind of observation, in the order of the kinds. */
function observationTables(report: DriftReportData): Table[] {
  const observed = <K extends Observation['kind']>(kind: K) =>
    report.operations.flatMap((op) =>
      op.observations.filter((o): o is Extract<Observation, { kind: K }> => o.kind === kind).map((o) => ({ op, o })),
    );
  return [
    {
      heading: 'Statuses the description does not give',
      intro: 'The statuses answered where the description gives a range or `default` and marks the status as not shown.',
      header: ['operation', 'described as', 'answered', 'spec place'],
      rows: observed('status').map(({ op, o }) => [name(op), code(o.response), counted(o.statuses), code(o.specPlace)]),
    },
    {
      heading: 'Fields of open objects',
      intro: 'Fields that no schema lists, in objects the description leaves open, with the JSON types seen.',
      header: ['operation', 'field', 'types', 'count', 'spec place'],
      rows: observed('field').map(({ op, o }) => [
        name(op),
        code(o.at),
        `${o.types.join(' or ')}${'sample' in o ? `; sample ${JSON.stringify(o.sample)}` : ''}`,
        String(o.count),
        code(o.specPlace),
      ]),
    },
    {
      heading: 'Access rights named by 403 answers',
      intro: "The right a 403 answer names, where the call's security requirement does not list it.",
      header: ['operation', 'right', 'error', 'count', 'spec place'],
      rows: observed('right').map(({ op, o }) => [
        name(op),
        code(o.right),
        o.errorName ? code(o.errorName) : '',
        String(o.count),
        code(o.specPlace),
      ]),
    },
    {
      heading: 'Limits not shown',
      intro: 'Numeric query parameters whose maximum the description does not give: the largest value accepted, the smallest refused.',
      header: ['operation', 'parameter', 'largest accepted', 'smallest refused', 'spec place'],
      rows: observed('limit').map(({ op, o }) => [
        name(op),
        code(o.parameter),
        o.largestAccepted !== undefined ? String(o.largestAccepted) : '',
        o.smallestRefused ? `${o.smallestRefused.value} (status ${o.smallestRefused.status})` : '',
        code(o.specPlace),
      ]),
    },
  ];
}
