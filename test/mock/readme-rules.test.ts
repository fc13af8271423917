// mock/README.md lists, under "Choices of the mock", every rule the mock enforces that no source gives, with the
// status, error and reason it answers. This test reads that table and the mock's code, so that neither drifts: each
// row is a refusal the named file makes, and each of the mock's own bounds (a refusal whose message says "The mock")
// is a row.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'mock', 'README.md'), 'utf8');

interface Row {
  rule: string;
  status: number;
  error: string;
  reason: string;
  files: string[];
}

function rows(): Row[] {
  const section = readme.slice(
    readme.indexOf('## Choices of the mock'),
    readme.indexOf('\n## ', readme.indexOf('## Choices of the mock') + 3),
  );
  return section
    .split('\n')
    .filter((line) => /^\| .* \| \d{3} \|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const unquote = (c: string) => c.replace(/`/g, '');
      return {
        rule: cells[0]!,
        status: Number(cells[1]),
        error: unquote(cells[2]!),
        reason: unquote(cells[3]!),
        files: [...cells[4]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      };
    });
}

interface Site {
  file: string;
  status: number;
  example: string;
  message: string;
  reason: string;
}

/** Every refusal literal of the mock's code: `{ status, example, [message,] errors: [{ field, reason }] }`. */
function sites(): Site[] {
  const dir = path.join(root, 'mock');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.startsWith('proxy'))
    .map((f) => f.split(path.sep).join('/'));
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    return [...text.matchAll(/status: (\d{3}),\s*example: '(\w+)',((?:(?!status:)[^]){0,400}?)reason: '([A-Z_]+)'/g)].map((m) => ({
      file,
      status: Number(m[1]),
      example: m[2]!,
      message: /message: [`'"]([^`'"]*)/.exec(m[3]!)?.[1] ?? '',
      reason: m[4]!,
    }));
  });
}

const errorName = (example: string) => doc.components.examples[example]?.value?.error_name as string | undefined;

describe('mock/README.md "Choices of the mock"', () => {
  const table = rows();
  const code = sites();

  it('lists rules, and the code makes refusals', () => {
    expect(table.length).toBeGreaterThan(10);
    expect(code.length).toBeGreaterThan(10);
  });

  it('names for each rule with a reason a refusal the named file makes, with that status, error and reason', () => {
    for (const row of table.filter((r) => r.reason)) {
      const found = code.find(
        (s) => row.files.includes(s.file) && s.status === row.status && s.reason === row.reason && errorName(s.example) === row.error,
      );
      expect(found, `${row.rule}: no refusal ${row.status} ${row.error} ${row.reason} in ${row.files.join(', ')}`).toBeDefined();
    }
  });

  it("lists every bound of the mock's own, each naming itself as the mock's", () => {
    const own = code.filter((s) => /^The mock/.test(s.message));
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const site of own) {
      const row = table.find((r) => r.files.includes(site.file) && r.status === site.status && r.reason === site.reason);
      expect(row, `${site.file}: ${site.status} ${site.reason} "${site.message}" is not in the table`).toBeDefined();
    }
  });

  it('answers INVALID_PARAMETERS of the general API with 403 and names no 422', () => {
    for (const row of table.filter((r) => r.error === 'INVALID_PARAMETERS' && r.status < 413))
      if (row.status === 400)
        expect(
          row.files.some((f) => /posting|pipeline|rules/.test(f)),
          row.rule,
        ).toBe(true);
    expect(readme).not.toMatch(/\b422\b/);
  });
});
