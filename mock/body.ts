/**
 * The request body as fields, whatever its media type: JSON, XML (where the operation declares an XML request
 * body: the service takes XML or JSON on every POST and PUT of the general API) or form fields. Prism validates
 * the JSON equivalent, so an XML body is checked against the same schema as JSON.
 *
 * Bad input gets a short 400 before anything else reads it: JSON or XML that does not parse, nesting deeper than
 * STORE_LIMITS.depth, and XML with a document type declaration (no DTD, so no entity expansion and no external
 * entity is ever resolved). The size limit is the server's body limit.
 *
 * XML is read as XML: the five predefined entities and numeric character references are decoded (once: `&amp;lt;`
 * is the text `&lt;`), any other entity and characters XML forbids (NUL and other controls, lone surrogates,
 * U+FFFE, U+FFFF) are refused, text is kept as sent (no trimming), and each top-level field becomes a number or a
 * boolean only where the request schema says so (`<subject>2024</subject>` stays the string "2024"). The parser's
 * own entity handling is off (processEntities: false): it would leave numeric references to its HTML table.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { MockOperation } from '../generated/mock-operations.ts';
import { STORE_LIMITS } from './areas/types.ts';
import { isJsonType, type Refusal } from './http.ts';

export interface ParsedBody {
  /** The body as fields (empty without a body). */
  fields: Record<string, unknown>;
  /** What Prism validates: parsed JSON, or the original text; undefined without a body. */
  prismBody: unknown;
  /** The content type Prism sees (application/json for XML turned into JSON). */
  prismContentType: string | undefined;
}

const XML_TYPE = /^(application|text)\/([a-z0-9.+-]*\+)?xml$/;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export const isXmlType = (contentType: string | undefined) => XML_TYPE.test(mediaType(contentType));

/** Whether the operation declares an XML request body. */
const takesXml = (op: MockOperation) => op.requestMediaTypes.some((type) => XML_TYPE.test(type));

const invalid = (message: string, reason = 'INVALID_FORMAT'): Refusal => ({
  status: 400,
  example: 'invalidParameters',
  message,
  errors: [{ field: 'body', reason }],
});

/** The nesting depth of a parsed value, stopping as soon as it passes `limit`. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: false,
});

/** Characters outside XML 1.0's Char production: C0 controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF. */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** Decodes the references of one text value, or says which one is not allowed. */
function decodeText(text: string): string | { bad: string } {
  let bad: string | undefined;
  const decoded = text.replace(/&([^;&\s]{0,32});/g, (whole, name: string) => {
    if (name in PREDEFINED) return PREDEFINED[name]!;
    const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(name);
    const code = m ? parseInt(m[1] ?? m[2]!, m[1] ? 16 : 10) : NaN;
    if (!(code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
      bad ??= whole.slice(0, 40);
      return '';
    }
    const char = String.fromCodePoint(code);
    if (FORBIDDEN.test(char)) bad ??= whole;
    return char;
  });
  return bad === undefined ? decoded : { bad };
}

/** Decodes every text of a parsed document; drops the whitespace between elements; the first bad reference. */
function decodeTree(node: unknown): { value: unknown } | { bad: string } {
  if (typeof node === 'string') {
    const text = decodeText(node);
    return typeof text === 'string' ? { value: text } : text;
  }
  if (Array.isArray(node)) {
    const out: unknown[] = [];
    for (const item of node) {
      const decoded = decodeTree(item);
      if ('bad' in decoded) return decoded;
      out.push(decoded.value);
    }
    return { value: out };
  }
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    const entries = Object.entries(node);
    const hasElements = entries.some(([key]) => key !== '#text');
    for (const [key, child] of entries) {
      if (key === '#text' && hasElements && typeof child === 'string' && !child.trim()) continue;
      const decoded = decodeTree(child);
      if ('bad' in decoded) return decoded;
      out[key] = decoded.value;
    }
    return { value: out };
  }
  return { value: node };
}

/** A text as the JSON type the schema gives the field: numbers and booleans from their exact XML forms only. */
export function coerce(value: unknown, type: string | undefined): unknown {
  if (Array.isArray(value)) return value;
  if (type === 'array') return [value];
  if (typeof value !== 'string') return value;
  if (type === 'integer' && /^-?(0|[1-9][0-9]*)$/.test(value)) return Number(value);
  if (type === 'number' && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parseXml(text: string, types: Readonly<Record<string, string>>): { fields: Record<string, unknown> } | Refusal {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return invalid('XML bodies may not declare a document type or entities');
  const forbidden = FORBIDDEN.exec(text);
  if (forbidden)
    return invalid(
      `The body holds a character XML does not allow (U+${forbidden[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} at offset ${forbidden.index})`,
    );
  const valid = XMLValidator.validate(text);
  if (valid !== true) return invalid(`The body is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  // Count the nesting on the text first: the parser recurses.
  let depth = 0;
  for (const tag of text.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (tag[1]) depth--;
    else if (!tag[2] && ++depth > STORE_LIMITS.depth + 1)
      return invalid(`The body is nested deeper than ${STORE_LIMITS.depth} levels`, 'TOO_DEEP');
  }
  const document = decodeTree(xmlParser.parse(text));
  if ('bad' in document)
    return invalid(
      `The body holds a reference XML does not define or allow (${document.bad}): use &lt; &gt; &amp; &apos; &quot; or a character reference`,
    );
  const roots = Object.entries(document.value as Record<string, unknown>).filter(([key]) => key !== '#text');
  if (roots.length !== 1) return invalid('An XML body has exactly one root element');
  const root = roots[0]![1];
  const fields: Record<string, unknown> = {};
  if (root && typeof root === 'object' && !Array.isArray(root)) {
    for (const [name, value] of Object.entries(root)) if (name !== '#text') fields[name] = coerce(value, types[name]);
  }
  return { fields };
}

/** `types`: the JSON types of the request body's fields (Spec.requestFieldTypes), for XML. */
export function parseBody(
  op: MockOperation,
  contentType: string | undefined,
  text: string | undefined,
  types: Readonly<Record<string, string>> = {},
): ParsedBody | Refusal {
  if (text === undefined) return { fields: {}, prismBody: undefined, prismContentType: contentType };
  if (isJsonType(contentType)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return invalid(`The body is not valid JSON (${(error as Error).message})`);
    }
    if (deeperThan(value, STORE_LIMITS.depth)) return invalid(`The body is nested deeper than ${STORE_LIMITS.depth} levels`, 'TOO_DEEP');
    const fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return { fields, prismBody: value, prismContentType: contentType };
  }
  if (isXmlType(contentType) && takesXml(op)) {
    const xml = parseXml(text, types);
    if (!('fields' in xml)) return xml;
    return { fields: xml.fields, prismBody: xml.fields, prismContentType: 'application/json' };
  }
  if (mediaType(contentType) === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams(text);
    const fields: Record<string, unknown> = {};
    for (const name of new Set(params.keys())) {
      if (name.startsWith('oauth_')) continue;
      const values = params.getAll(name);
      fields[name] = values.length === 1 ? values[0] : values;
    }
    const kept = new URLSearchParams();
    for (const [name, value] of params) if (!name.startsWith('oauth_')) kept.append(name, value);
    // The OAuth fields are protocol parameters (RFC 5849 3.5.2): a body of nothing else is no body for the
    // operation, which may declare none (a PUT signed with the body placement).
    const rest = kept.toString();
    return { fields, prismBody: rest === '' ? undefined : rest, prismContentType: rest === '' ? undefined : contentType };
  }
  return { fields: {}, prismBody: text, prismContentType: contentType };
}
