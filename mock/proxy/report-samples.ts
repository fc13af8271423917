/**
 * What of a value may enter the drift report: its JSON type always, a sample only where it cannot carry a credential
 * (`oauth_*`, tokens, secrets, signatures, Authorization), cut to a short length.
 */
import type { Difference, Exchange } from './types.ts';

type Json = Record<string, any>;

/** A key that is or may carry a credential: never sampled. */
const SECRET_KEY = /^oauth_|token|secret|password|signature|verifier|authorization|cookie|credential/i;
/** A value that may carry OAuth parameters. */
const SECRET_VALUE = /oauth_[a-z_]*=|\boauth\s/i;
const SAMPLE_LENGTH = 80;

/** The JSON type of a value, as JSON Schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The value at a place of the data (`body.a.0.b`, `query.limit`, `header.x-y`). */
export function valueAt(exchange: Exchange, side: Difference['side'], at: string): { found: boolean; value?: unknown } {
  const [root, ...rest] = at.split('.');
  let node: unknown;
  if (root === 'body') node = side === 'request' ? exchange.request.body : exchange.response.body;
  else if (root === 'query' && side === 'request') node = exchange.query;
  else if (root === 'header' && side === 'response') node = exchange.response.headers;
  else return { found: false };
  for (const key of rest) {
    if (node === null || typeof node !== 'object') return { found: false };
    node = (node as Json)[key];
  }
  if (root === 'query' && Array.isArray(node)) node = node.length === 1 ? node[0] : node;
  return { found: node !== undefined, value: node };
}

/** A sample value for the report, or undefined where it may carry a credential. Long strings are cut. */
export function safeSample(at: string, value: unknown): unknown {
  if (at.split(/[.[\]]/).some((key) => SECRET_KEY.test(key))) return undefined;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    if (SECRET_VALUE.test(text) || /"[^"]*(oauth_|token|secret|password|signature|authorization)[^"]*"\s*:/i.test(text)) return undefined;
    return text.length <= SAMPLE_LENGTH ? value : `${text.slice(0, SAMPLE_LENGTH)}…`;
  }
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) return undefined;
    return value.length <= SAMPLE_LENGTH ? value : `${value.slice(0, SAMPLE_LENGTH)}…`;
  }
  return value;
}
