// The published defaults (defaults/): the inline script hash the docs page's policy names scripts by, and the
// defaults table each mock README prints, which says what a mock started without a configuration takes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BEARER_TOKENS, DEFAULT_CONSUMERS, DEFAULT_MEMBERS } from '../../defaults/mock.ts';
import { scriptHash } from '../../defaults/page.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('scriptHash', () => {
  it("gives the CSP source of the Content Security Policy specification's own example", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes a Latin-1 reading of UTF-8 text as the UTF-8 bytes (as a browser hashes the page)', () => {
    const utf8AsLatin1 = Buffer.from("document.title='é';", 'utf8').toString('latin1');
    expect(scriptHash(utf8AsLatin1)).toBe("'sha256-m/0vac00a+QIrZ6fS38sRsgT9lqREw3aHB/zk+HZFjg='");
  });
});

/** The rows of a README's defaults table: key or id, secret and rights, as the backticked values of each cell. */
function defaultsTable(readme: string): Array<{ who: string; id: string; secret: string; rights: string }> {
  const text = fs.readFileSync(path.join(root, readme), 'utf8');
  const start = text.indexOf('| who | key / id | secret | rights |');
  expect(start, `${readme} has no defaults table`).toBeGreaterThan(-1);
  const rows = text.slice(start).split('\n').slice(2);
  const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]).join(', ');
  return rows
    .slice(
      0,
      rows.findIndex((row) => !row.startsWith('|')),
    )
    .map((row) => row.split('|').slice(1, -1))
    .map(([who, id, secret, rights]) => ({
      who: who!.trim(),
      id: ticked(id!),
      secret: ticked(secret!),
      rights: rights!.includes('acting as') ? rights!.trim() : ticked(rights!) || rights!.trim(),
    }));
}

const memberName = (id: string) => DEFAULT_MEMBERS.find((member) => member.id === id)?.name.split(' ')[0];

describe('the defaults table of each mock README', () => {
  it.each(['mock/README.md', 'packages/mock/README.md'])('%s prints the published defaults', (readme) => {
    expect(defaultsTable(readme)).toEqual([
      ...DEFAULT_CONSUMERS.map((c) => ({
        who: c.test ? `${c.name} (test consumer)` : c.name,
        id: c.key,
        secret: c.secret,
        rights: c.rights === 'all' ? 'all' : c.rights.join(', '),
      })),
      ...DEFAULT_MEMBERS.map((m) => ({ who: m.name, id: m.id, secret: '', rights: '' })),
      ...DEFAULT_BEARER_TOKENS.map((b) => ({
        who: 'bearer token',
        id: b.token,
        secret: '',
        rights: `${b.rights.map((right) => `\`${right}\``).join(', ')}, acting as ${memberName(b.member)}`,
      })),
    ]);
  });
});
