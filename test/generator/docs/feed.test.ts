// The Atom feed of the change history (generated/changelog.atom): well-formed XML, one entry per changelog entry
// in the file's order, and entry ids that depend on the entry's slug alone, so that they survive any other edit
// of the history and every regeneration.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ViewModel } from '../../../generator/model.ts';
import { plainText, templatesOf } from '../../../generator/render.ts';
import { loaded } from '../../spec/load.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const feedFile = path.join(root, 'generated', 'changelog.atom');

interface Entry {
  id: string;
  title: string;
  updated: string;
  link: Array<{ rel: string; href: string; type: string }>;
  category: { term: string };
  content: string;
}
interface Feed {
  feed: { id: string; title: string; updated: string; link: Array<{ rel: string; href: string; type: string }>; entry: Entry[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: 'text',
  isArray: (name) => name === 'entry' || name === 'link',
  // Titles and texts are text, whatever they look like.
  parseTagValue: false,
  trimValues: false,
});

function read(xml: string): Feed['feed'] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} at line ${valid.err.line}`);
  return (parser.parse(xml) as Feed).feed;
}

const text = (node: unknown) =>
  typeof node === 'object' && node !== null ? String((node as { text?: unknown }).text ?? '') : String(node);

let model: ViewModel;
/** Renders the feed template in-process, as `npm run generate` does. */
async function renderFeed(m: ViewModel): Promise<string> {
  const templates = await templatesOf(path.join(root, 'templates'));
  const atom = templates.outputs.find((t) => t.output === 'changelog.atom');
  if (!atom) throw new Error('no template writes changelog.atom');
  return atom.render({ ...m, generatedBy: 'npm run generate' });
}

beforeAll(async () => {
  ({ model } = await loaded);
});

describe('generated/changelog.atom', () => {
  it('is well-formed Atom with one entry per changelog entry, in order, each with a unique urn:uuid id', () => {
    const feed = read(fs.readFileSync(feedFile, 'utf8'));
    expect(feed.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The feed changed when its newest entry was recorded.
    expect(feed.updated).toBe(
      model.changelog.entries
        .map((e) => e.recorded)
        .sort()
        .at(-1),
    );
    expect(feed.link.map((l) => l.rel).sort()).toEqual(['alternate', 'self']);
    expect(feed.entry).toHaveLength(model.changelog.entries.length);
    const ids = feed.entry.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    feed.entry.forEach((entry, i) => {
      const source = model.changelog.entries[i]!;
      expect(entry.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(text(entry.title)).toBe(plainText(source.title));
      expect(entry.category.term).toBe(source.kind);
      // Atom's updated: when the entry was recorded (RFC 3339), never the epoch nor the date of the change itself.
      expect(entry.updated).toBe(source.recorded);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(entry.updated).not.toMatch(/^1970/);
      expect(entry.link).toEqual([
        { rel: 'alternate', type: 'text/html', href: `docs/index.html?change=${source.id}#/section/change-history` },
      ]);
      // Plain text: no Markdown code spans, emphasis or link syntax.
      expect(text(entry.content)).not.toMatch(/`|\*\*|\]\(/);
      expect(text(entry.title)).not.toMatch(/`/);
    });
  });

  it('gets the same ids from every generation, and each id from the entry slug alone', async () => {
    const committed = read(fs.readFileSync(feedFile, 'utf8')).entry.map((e) => e.id);
    const first = read(await renderFeed(model)).entry.map((e) => e.id);
    const second = read(await renderFeed(model)).entry.map((e) => e.id);
    expect(first).toEqual(committed);
    expect(second).toEqual(first);

    // Rewrite every title and text, reverse the order, drop the first entry: the remaining ids stay.
    const idOf = new Map(model.changelog.entries.map((e, i) => [e.id, committed[i]!]));
    const edited: ViewModel = {
      ...model,
      changelog: {
        ...model.changelog,
        entries: model.changelog.entries
          .slice(1)
          .reverse()
          .map((e) => ({ ...e, title: `${e.title} (edited)`, text: 'Rewritten.', date: null })),
      },
    };
    const after = read(await renderFeed(edited)).entry;
    expect(after.map((e) => e.id)).toEqual(edited.changelog.entries.map((e) => idOf.get(e.id)));
  });

  it('writes Markdown inline syntax as plain words', () => {
    expect(plainText('`non_primary_companies` is **deprecated**, see [the notes](https://example.org/n) and _this_')).toBe(
      'non_primary_companies is deprecated, see the notes (https://example.org/n) and this',
    );
    expect(plainText('keeps snake_case_names and 2*3*4 as written')).toBe('keeps snake_case_names and 2*3*4 as written');
  });
});

describe('the rendered change history', () => {
  it('has the anchor each feed entry links to', () => {
    const page = fs.readFileSync(path.join(root, 'generated', 'docs', 'index.html'), 'utf8');
    for (const entry of model.changelog.entries) expect(page).toContain(`id="change-${entry.id}"`);
  });
});

describe("the maintainers' own edits", () => {
  it('stay out of the feed and the docs, and stand apart at the end of CHANGELOG.md', () => {
    expect(model.edits.length).toBeGreaterThan(0);
    const feed = read(fs.readFileSync(feedFile, 'utf8'));
    const page = fs.readFileSync(path.join(root, 'generated', 'docs', 'index.html'), 'utf8');
    const markdown = fs.readFileSync(path.join(root, 'generated', 'CHANGELOG.md'), 'utf8');
    const apart = markdown.indexOf('\n## Edits to this description\n');
    expect(apart).toBeGreaterThan(0);
    for (const edit of model.edits) {
      expect(edit.source).toBe('maintainers');
      expect(feed.entry.map((e) => text(e.title))).not.toContain(plainText(edit.title));
      expect(page).not.toContain(`id="change-${edit.id}"`);
      expect(markdown.indexOf(`\n### ${edit.title}\n`)).toBeGreaterThan(apart);
    }
    for (const entry of model.changelog.entries) {
      expect(entry.source).not.toBe('maintainers');
      expect(markdown.indexOf(`\n## ${entry.title}\n`)).toBeLessThan(apart);
    }
  });
});
