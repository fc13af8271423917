// Templates: every `templates/**/NAME.hbs` renders `generated/NAME`; `_name.hbs` files are partials (usable in any
// template as `{{> name}}`, and rendered on their own by `Templates.partial`: the docs' guide and pictures, which go
// into the description that Redocly renders) and `templates/docs/index.hbs` is the page template handed to Redocly.
// Strict mode: a missing field is an error.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { displayPath, GeneratorError } from './errors.ts';

interface Template {
  file: string;
  output: string;
  render: (context: unknown) => string;
}

export interface Templates {
  outputs: Template[];
  /** The docs page template, after our own rendering pass; Redocly fills its remaining placeholders. */
  docs: Template | null;
  /** Renders the partial `_name.hbs` with `context`; an unknown name is an error. */
  partial(name: string, context: unknown): string;
}

function createHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper({
    /** A JavaScript/JSON literal of the value. */
    json: (value: unknown, options: Handlebars.HelperOptions) => {
      const indent = Number(options.hash?.indent ?? 0);
      const text = JSON.stringify(value ?? null, null, indent ? 2 : undefined);
      return new hb.SafeString(indent ? text.replace(/\n/g, `\n${' '.repeat(indent)}`) : text);
    },
    /** The object without the named keys. */
    omit: (value: Record<string, unknown>, ...keys: unknown[]) =>
      Object.fromEntries(Object.entries(value).filter(([k]) => !keys.slice(0, -1).includes(k))),
    /** Text as JSDoc lines: every line prefixed, `*\/` defused. */
    jsdoc: (text: unknown, options: Handlebars.HelperOptions) => {
      const indent = ' '.repeat(Number(options.hash?.indent ?? 0));
      const lines = String(text ?? '')
        .replace(/\*\//g, '*\\/')
        .trimEnd()
        .split('\n');
      return new hb.SafeString(lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n'));
    },
    /**
     * The block on one line: a line break between two tags goes, any other becomes a space. For markup that goes
     * into Markdown (an SVG in a description), where a blank line would end the HTML block, written one element a
     * line in its template.
     */
    oneLine(this: unknown, options: Handlebars.HelperOptions) {
      return new hb.SafeString(
        options
          .fn(this)
          .replace(/>\s*\n\s*</g, '><')
          .replace(/\s*\n\s*/g, ' ')
          .trim(),
      );
    },
    eq: (a: unknown, b: unknown) => a === b,
    or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
    and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
    not: (a: unknown) => !a,
    join: (list: unknown, separator: unknown) => (Array.isArray(list) ? list.join(typeof separator === 'string' ? separator : ', ') : ''),
    upper: (s: unknown) => String(s).toUpperCase(),
    trim: (s: unknown) => String(s ?? '').trim(),
    /** XML text escaping, for the Atom feed. */
    xml: (s: unknown) =>
      new hb.SafeString(
        String(s ?? '').replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`),
      ),
    /** The newest `recorded` time of a list of changelog entries: the feed's own `updated`. */
    newestRecorded: (entries: Array<{ recorded: string }>) =>
      entries
        .map((e) => e.recorded)
        .sort()
        .at(-1) ?? '',
    /** Markdown inline text as HTML: code spans become <code>, everything else is escaped (the docs' headings). */
    codeSpans: (s: unknown) =>
      new hb.SafeString(
        String(s ?? '')
          .split(/(`[^`]*`)/)
          .map((part) =>
            part.length > 1 && part.startsWith('`') && part.endsWith('`')
              ? `<code>${hb.escapeExpression(part.slice(1, -1))}</code>`
              : hb.escapeExpression(part),
          )
          .join(''),
      ),
    /** Markdown inline text as plain text, for the Atom feed: code spans, emphasis and links keep only their words. */
    plainText: (s: unknown) => plainText(String(s ?? '')),
    /** A stable UUID (version 5 layout) from a name: Atom entry ids that never change. */
    uuid: (name: unknown) => {
      const h = createHash('sha1')
        .update(`pronet-api:${String(name)}`)
        .digest('hex');
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  });
  return hb;
}

/** The templates compiled, kept for the next regeneration of a watch session (generator/pipeline.ts `Memos`). */
export interface TemplatesMemo {
  compiled?: { sources: string; templates: Templates };
}

/**
 * The templates under `root` with a Handlebars of their own; those of `memo` while no template's text changes: watch
 * mode renders the same templates again and again, and Handlebars compiles each on its first render.
 */
export async function templatesOf(root: string, memo: TemplatesMemo = {}): Promise<Templates> {
  const files = await readTemplates(root);
  const sources = JSON.stringify(files);
  if (memo.compiled?.sources !== sources) memo.compiled = { sources, templates: compileTemplates(root, files, createHandlebars()) };
  return memo.compiled.templates;
}

/** What counts as a template file under templates/. */
export const TEMPLATE_FILE = /\.hbs$/;

/** Every template file under `root` with its text, in a fixed order. */
async function readTemplates(root: string): Promise<Array<[string, string]>> {
  const files = (await listFiles(root)).filter((f) => TEMPLATE_FILE.test(f)).sort();
  // Synchronous reads: a handful of small files, read on every regeneration (see write.ts).
  return files.map((file): [string, string] => [file, fs.readFileSync(file, 'utf8')]);
}

function compileTemplates(root: string, files: Array<[string, string]>, hb: typeof Handlebars): Templates {
  const outputs: Template[] = [];
  let docs: Template | null = null;
  const partials = new Map<string, Template['render']>();
  for (const [file, source] of files) {
    const base = path.basename(file, '.hbs');
    if (base.startsWith('_')) {
      hb.registerPartial(base.slice(1), source);
      partials.set(base.slice(1), compile(hb, source, file));
      continue;
    }
    const template: Template = { file, output: base, render: nonEmpty(compile(hb, source, file), file) };
    if (path.relative(root, file).split(path.sep)[0] === 'docs') {
      docs = template;
    } else {
      const clash = outputs.find((t) => t.output === base);
      if (clash) {
        throw new GeneratorError(`two templates write generated/${base}`, [displayPath(clash.file), displayPath(file)]);
      }
      outputs.push(template);
    }
  }
  const partial = (name: string, context: unknown) => {
    const render = partials.get(name);
    if (!render) throw new GeneratorError(`the partial template _${name}.hbs is missing`, [displayPath(root)]);
    return render(context);
  };
  return { outputs, docs, partial };
}

function compile(hb: typeof Handlebars, source: string, file: string): (context: unknown) => string {
  const place = displayPath(file);
  let template: Handlebars.TemplateDelegate;
  try {
    // Precompiling parses now, so that a syntax error is reported with its line before anything is written.
    hb.parse(source);
    template = hb.compile(source, { strict: true, noEscape: false });
  } catch (error) {
    throw templateError(error, place, 'syntax error');
  }
  return (context) => {
    try {
      return template(context);
    } catch (error) {
      throw templateError(error, place, 'cannot render');
    }
  };
}

/** An output's template that renders nothing but white space (saved empty by mistake, say) would empty its output. */
function nonEmpty(render: Template['render'], file: string): Template['render'] {
  return (context) => {
    const text = render(context);
    if (!/\S/.test(text)) throw new GeneratorError('template rendered nothing: its output would be an empty file', [displayPath(file)]);
    return text;
  };
}

function templateError(error: unknown, place: string, what: string): GeneratorError {
  const message = (error as Error).message;
  // Handlebars reports "Parse error on line N:" or, in strict mode, `"name" not defined in [object] - 12:4`.
  const line = /on line (\d+)/.exec(message)?.[1] ?? /- (\d+):(\d+)\s*$/.exec(message)?.[1];
  const col = /- \d+:(\d+)\s*$/.exec(message)?.[1];
  const lines = message.split('\n');
  // A parse error's last line says what the parser found instead of what it expected ("got 'EOF'": a block left open).
  const found = lines.length > 1 && lines.at(-1)!.startsWith('Expecting ') ? ` ${lines.at(-1)}` : '';
  return new GeneratorError(`template ${what}: ${lines[0]}${found}`, [
    line ? `${place}:${line}${col ? `:${Number(col) + 1}` : ''}` : place,
  ]);
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    throw new GeneratorError(`cannot read the templates: ${(error as NodeJS.ErrnoException).code}`, [dir]);
  }
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Markdown inline syntax removed: code spans, strong and emphasis keep their words, [text](url) becomes "text (url)". */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/(`+)([^`]+?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)([^*_]+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]+?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/[ \t]*\n[ \t]*/g, ' ')
    .trim();
}
