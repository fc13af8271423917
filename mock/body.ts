/**
 * The request body as fields, whatever its media type: JSON, XML (where the operation declares an XML request
 * body: the service takes XML or JSON on every POST and PUT of the general API) or form fields. Prism validates
 * the JSON equivalent, so an XML body is checked against the same schema as JSON.
 *
 * Bad input gets a short 400 before anything else reads it: JSON or XML that does not parse, nesting deeper than
 * STORE_LIMITS.depth, and XML with a document type declaration (no DTD, so no entity expansion and no external
 * entity is ever resolved). The size limit is the server's body limit.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { MockOperation } from '../generated/mock-operations.ts';
import { STORE_LIMITS } from './areas/area.ts';
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
export const takesXml = (op: MockOperation) => op.requestMediaTypes.some((type) => XML_TYPE.test(type));

const invalid = (message: string, reason = 'INVALID_FORMAT'): Refusal => ({ status: 400, example: 'invalidParameters', message, errors: [{ field: 'body', reason }] });

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
  parseTagValue: true,
  numberParseOptions: { hex: false, leadingZeros: false, eNotation: false },
  trimValues: true,
});

function parseXml(text: string): { fields: Record<string, unknown> } | Refusal {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return invalid('XML bodies may not declare a document type or entities');
  const valid = XMLValidator.validate(text);
  if (valid !== true) return invalid(`The body is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  // Count the nesting on the text first: the parser recurses.
  let depth = 0;
  for (const tag of text.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (tag[1]) depth--;
    else if (!tag[2] && ++depth > STORE_LIMITS.depth + 1) return invalid(`The body is nested deeper than ${STORE_LIMITS.depth} levels`, 'TOO_DEEP');
  }
  const document = xmlParser.parse(text) as Record<string, unknown>;
  const roots = Object.values(document);
  if (roots.length !== 1) return invalid('An XML body has exactly one root element');
  const root = roots[0];
  return { fields: root && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {} };
}

export function parseBody(op: MockOperation, contentType: string | undefined, text: string | undefined): ParsedBody | Refusal {
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
    const xml = parseXml(text);
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
