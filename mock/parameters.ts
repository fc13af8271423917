/**
 * Where a call's parameters may be sent. The description's root `x-request-parameters` says that the calls under
 * its `paths` prefix (the general API) read their parameters from the query string or from the body alike: the
 * service's official Ruby client sends every parameter of every verb in the query string, its Android SDK sends
 * form bodies, and the typed client sends the request body the description declares.
 *
 * One rule, before validation: the query's parameters and the body's fields are merged into one set of names, the
 * body's value winning where both carry a name; then each name goes where the operation declares it (a query
 * parameter to the query, anything else to the request body when the operation takes one, else to the query). So
 * Prism validates, and an area reads, the same request whichever place the client chose. The OAuth parameters and
 * Prism's own `__` controls stay in the query, where they were sent.
 */
import type { MockOperation } from '../generated/mock-operations.ts';
import { coerce, type ParsedBody } from './body.ts';
import { isJsonType } from './http.ts';
import type { Spec } from './spec.ts';

interface Placed {
  query: URLSearchParams;
  body: ParsedBody;
}

const isForm = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

const staysInQuery = (name: string) => name.startsWith('oauth_') || name.startsWith('__');

/** The request as the operation declares it, whichever place its parameters were sent in (see above). */
export function placeParameters(spec: Spec, op: MockOperation, query: URLSearchParams, body: ParsedBody): Placed {
  const prefix = spec.eitherPlacePrefix;
  if (prefix === undefined || !op.path.startsWith(prefix) || op.handshakeStep) return { query, body };
  const sentJson = isJsonType(body.prismContentType);
  const sentForm = isForm(body.prismContentType);
  // A body that is not a set of named fields (a JSON list, another media type) is validated as it was sent.
  if (body.prismBody !== undefined && (sentJson ? typeof body.prismBody !== 'object' || Array.isArray(body.prismBody) : !sentForm))
    return { query, body };

  const placed = new URLSearchParams();
  const merged = new Map<string, unknown>();
  for (const name of new Set(query.keys())) {
    if (staysInQuery(name)) for (const value of query.getAll(name)) placed.append(name, value);
    else {
      const values = query.getAll(name);
      merged.set(name, values.length === 1 ? values[0] : values);
    }
  }
  // Text values (from the query or a form) are read as the type the request body declares; JSON keeps its own.
  const typed = new Set<string>();
  for (const [name, value] of Object.entries(body.fields)) {
    merged.set(name, value);
    if (sentJson) typed.add(name);
  }

  const inQuery = spec.queryParameters(op.operationId);
  const json = op.requestMediaTypes.find((type) => isJsonType(type));
  const form = op.requestMediaTypes.some(isForm);
  const takesBody = json !== undefined || form;
  const types = spec.requestFieldTypes(op.operationId);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of merged) {
    if (inQuery.has(name) || !takesBody) {
      for (const one of [value].flat()) placed.append(name, typeof one === 'string' ? one : JSON.stringify(one));
    } else fields[name] = typed.has(name) ? value : coerce(value, types[name]);
  }
  if (!Object.keys(fields).length) return { query: placed, body: { fields, prismBody: undefined, prismContentType: undefined } };
  if (json !== undefined) return { query: placed, body: { fields, prismBody: fields, prismContentType: 'application/json' } };
  const text = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) text.append(name, String(one));
  return { query: placed, body: { fields, prismBody: text.toString(), prismContentType: 'application/x-www-form-urlencoded' } };
}
