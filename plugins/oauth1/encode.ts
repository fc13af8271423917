/**
 * Percent-encoding per RFC 5849 section 3.6, and the form/query parsing of section 3.4.1.3.1.
 *
 * Everything here works on UTF-8 bytes without regular expressions: most parameter names and
 * values are plain unreserved ASCII, and those take a fast path that returns the input string.
 */

/** 1 for the RFC 3986 unreserved characters ALPHA / DIGIT / "-" / "." / "_" / "~". */
const UNRESERVED = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  if (alnum || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e) UNRESERVED[c] = 1;
}

/** Value of an ASCII hex digit, or -1. */
function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/**
 * Encoding tables. `hex[b]` is the escape of byte b; `ascii[c]` is what ASCII code c becomes (itself when
 * unreserved). ONCE is 3.6 percent-encoding ('%XX', upper-case hex). TWICE is the same output encoded a
 * second time, as it appears in the signature base string ('%25XX'), produced in one pass.
 */
interface Tables {
  hex: string[];
  ascii: string[];
}

function tables(prefix: string): Tables {
  const hex: string[] = [];
  for (let b = 0; b < 256; b++) hex.push(prefix + b.toString(16).toUpperCase().padStart(2, '0'));
  const ascii: string[] = [];
  for (let c = 0; c < 128; c++) ascii.push(UNRESERVED[c] === 1 ? String.fromCharCode(c) : hex[c]!);
  return { hex, ascii };
}

const ONCE = tables('%');
const TWICE = tables('%25');

/**
 * The escapes of the UTF-8 encoding of the code point starting at s[i]; `next.i` receives the index
 * after it. A lone surrogate becomes U+FFFD, as TextEncoder, URLSearchParams and fetch do, so the
 * signature covers what is actually sent.
 */
function encodeNonAscii(s: string, i: number, hex: string[], next: { i: number }): string {
  let cp = s.charCodeAt(i);
  next.i = i + 1;
  if (cp >= 0xd800 && cp <= 0xdbff) {
    const lo = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
    if (lo >= 0xdc00 && lo <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
      next.i = i + 2;
    } else {
      cp = 0xfffd;
    }
  } else if (cp >= 0xdc00 && cp <= 0xdfff) {
    cp = 0xfffd;
  }
  if (cp < 0x800) return hex[0xc0 | (cp >> 6)]! + hex[0x80 | (cp & 0x3f)]!;
  if (cp < 0x10000) return hex[0xe0 | (cp >> 12)]! + hex[0x80 | ((cp >> 6) & 0x3f)]! + hex[0x80 | (cp & 0x3f)]!;
  return (
    hex[0xf0 | (cp >> 18)]! + hex[0x80 | ((cp >> 12) & 0x3f)]! + hex[0x80 | ((cp >> 6) & 0x3f)]! + hex[0x80 | (cp & 0x3f)]!
  );
}

const cursor = { i: 0 };

/** Index of the first character that is not unreserved ASCII, or -1 (the fast path). */
function firstToEncode(s: string): number {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || UNRESERVED[c] === 0) return i;
  }
  return -1;
}

function encodeFrom(s: string, start: number, t: Tables): string {
  let out = s.slice(0, start);
  const n = s.length;
  for (let i = start; i < n; ) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      out += t.ascii[c]!;
      i++;
    } else {
      out += encodeNonAscii(s, i, t.hex, cursor);
      i = cursor.i;
    }
  }
  return out;
}

/**
 * RFC 5849 3.6: UTF-8 encode, keep the unreserved characters, encode every other byte as %XX
 * (upper case). Unlike encodeURIComponent it encodes ! * ' ( ) and never throws.
 */
export function percentEncode(value: string): string {
  const i = firstToEncode(value);
  return i === -1 ? value : encodeFrom(value, i, ONCE);
}

/** percentEncode(percentEncode(value)) in one pass: a parameter as it appears in the base string. */
export function percentEncodeTwice(value: string): string {
  const i = firstToEncode(value);
  return i === -1 ? value : encodeFrom(value, i, TWICE);
}

function normalizeFrom(s: string, start: number, t: Tables): string {
  let out = s.slice(0, start);
  const n = s.length;
  for (let i = start; i < n; ) {
    const c = s.charCodeAt(i);
    if (c === 0x25 /* % */ && i + 2 < n) {
      const hi = hexValue(s.charCodeAt(i + 1));
      const lo = hexValue(s.charCodeAt(i + 2));
      if (hi >= 0 && lo >= 0) {
        const b = (hi << 4) | lo;
        out += b < 128 ? t.ascii[b]! : t.hex[b]!;
        i += 3;
        continue;
      }
      out += t.hex[0x25]!;
      i++;
    } else if (c === 0x2b /* + */) {
      out += t.hex[0x20]!;
      i++;
    } else if (c < 128) {
      out += t.ascii[c]!;
      i++;
    } else {
      out += encodeNonAscii(s, i, t.hex, cursor);
      i = cursor.i;
    }
  }
  return out;
}

/**
 * Takes one raw component of a query string or form body (as it travels on the wire), decodes it the
 * application/x-www-form-urlencoded way ('+' is a space, %XX a byte) and returns it re-encoded per 3.6.
 *
 * It works byte for byte, so it never fails: a '%' not followed by two hex digits is a literal '%'
 * (as URLSearchParams reads it) and bytes that are not valid UTF-8 keep their value (%FF stays %FF).
 */
export function normalizeFormComponent(raw: string): string {
  const i = firstToEncode(raw);
  return i === -1 ? raw : normalizeFrom(raw, i, ONCE);
}

/** percentEncode(normalizeFormComponent(raw)) in one pass: the component as it appears in the base string. */
export function normalizeFormComponentTwice(raw: string): string {
  const i = firstToEncode(raw);
  return i === -1 ? raw : normalizeFrom(raw, i, TWICE);
}

/**
 * Decodes a percent-encoded string to text. With plusAsSpace (query strings and form bodies) '+' is a
 * space; in the Authorization header it is a literal '+'. Malformed escapes stay literal, invalid
 * UTF-8 becomes U+FFFD. Never throws.
 */
export function percentDecode(raw: string, plusAsSpace: boolean): string {
  if (raw.indexOf('%') === -1) {
    return plusAsSpace && raw.indexOf('+') !== -1 ? raw.replaceAll('+', ' ') : raw;
  }
  const bytes: number[] = [];
  const n = raw.length;
  for (let i = 0; i < n; ) {
    const c = raw.charCodeAt(i);
    if (c === 0x25 && i + 2 < n) {
      const hi = hexValue(raw.charCodeAt(i + 1));
      const lo = hexValue(raw.charCodeAt(i + 2));
      if (hi >= 0 && lo >= 0) {
        bytes.push((hi << 4) | lo);
        i += 3;
        continue;
      }
    }
    if (c === 0x2b && plusAsSpace) {
      bytes.push(0x20);
      i++;
    } else if (c < 128) {
      bytes.push(c);
      i++;
    } else {
      const ch = String.fromCodePoint(raw.codePointAt(i)!);
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
      i += ch.length;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** True when a percent-encoded string has only well-formed %XX escapes. */
export function isWellFormedEncoding(raw: string): boolean {
  for (let i = raw.indexOf('%'); i !== -1; i = raw.indexOf('%', i + 1)) {
    if (i + 2 >= raw.length) return false;
    if (hexValue(raw.charCodeAt(i + 1)) < 0 || hexValue(raw.charCodeAt(i + 2)) < 0) return false;
  }
  return true;
}

/**
 * Splits a query string (without '?') or a form body into raw [name, value] components, in order,
 * keeping repeated names. Empty segments ('a=1&&b=2') are skipped; a name without '=' has the value ''.
 */
export function splitFormPairs(raw: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (raw === '') return pairs;
  let start = 0;
  const n = raw.length;
  while (start <= n) {
    let end = raw.indexOf('&', start);
    if (end === -1) end = n;
    if (end > start) {
      const eq = raw.indexOf('=', start);
      if (eq === -1 || eq > end) pairs.push([raw.slice(start, end), '']);
      else pairs.push([raw.slice(start, eq), raw.slice(eq + 1, end)]);
    }
    start = end + 1;
  }
  return pairs;
}

/** Decoded [name, value] pairs of a query string (without '?') or form body ('+' is a space). */
export function parseForm(raw: string): Array<[string, string]> {
  return splitFormPairs(raw).map(([n, v]) => [percentDecode(n, true), percentDecode(v, true)]);
}

/** True for the media type application/x-www-form-urlencoded, whatever its parameters or case. */
export function isFormContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const semi = contentType.indexOf(';');
  const type = (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/** The form-encoded serialization (per 3.6) of a list of pairs: name=value&name=value. */
export function serializePairs(pairs: Iterable<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [name, value] of pairs) parts.push(percentEncode(name) + '=' + percentEncode(value));
  return parts.join('&');
}
