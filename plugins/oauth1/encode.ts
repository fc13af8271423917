/**
 * Percent-encoding per RFC 5849 section 3.6, and the form/query parsing of section 3.4.1.3.1.
 *
 * Speed matters here (every request is signed), so:
 *   - strings of unreserved characters only, the usual case, are returned as they are;
 *   - otherwise the output is written byte by byte into one reused buffer and read back as a single
 *     string, instead of being concatenated piece by piece;
 *   - no regular expressions.
 */

/** 1 for the RFC 3986 unreserved characters ALPHA / DIGIT / "-" / "." / "_" / "~". */
const UNRESERVED = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  if (alnum || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e) UNRESERVED[c] = 1;
}

/** True for an unreserved ASCII character code. */
export function isUnreserved(c: number): boolean {
  return c < 128 && UNRESERVED[c] === 1;
}

/** Value of an ASCII hex digit, or -1 (NaN, past the end of a string, gives -1 too). */
function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Index of the first character that is not unreserved ASCII, or -1. */
function firstToEncode(s: string): number {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || UNRESERVED[c] === 0) return i;
  }
  return -1;
}

// ------------------------------------------------------------------------------------------------
// The output buffer. Every function below fills it from position 0 and reads it back before
// returning (no callbacks in between), so one buffer serves all calls.

let out = Buffer.allocUnsafe(4096);
let pos = 0;

/** Room for one more input character: at most 4 UTF-8 bytes, 5 output bytes each (%25XX). */
function reserve(): void {
  if (pos + 20 > out.length) {
    const bigger = Buffer.allocUnsafe(out.length * 2);
    out.copy(bigger, 0, 0, pos);
    out = bigger;
  }
}

const HEX_DIGIT = new Uint8Array([...'0123456789ABCDEF'].map((c) => c.charCodeAt(0)));

/** Writes %XX (upper case, as 3.6 requires), or %25XX when the output is encoded twice. */
function writeEscape(b: number, twice: boolean): void {
  out[pos++] = 0x25;
  if (twice) {
    out[pos++] = 0x32;
    out[pos++] = 0x35;
  }
  out[pos++] = HEX_DIGIT[b >> 4]!;
  out[pos++] = HEX_DIGIT[b & 15]!;
}

/**
 * Writes the escaped UTF-8 bytes of the code point at s[i] and returns the index after it. A lone
 * surrogate becomes U+FFFD, as TextEncoder, URLSearchParams and fetch do, so the signature covers what
 * is actually sent.
 */
function writeNonAscii(s: string, i: number, twice: boolean): number {
  let cp = s.charCodeAt(i);
  let next = i + 1;
  if (cp >= 0xd800 && cp <= 0xdbff) {
    const lo = s.charCodeAt(i + 1);
    if (lo >= 0xdc00 && lo <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
      next = i + 2;
    } else {
      cp = 0xfffd;
    }
  } else if (cp >= 0xdc00 && cp <= 0xdfff) {
    cp = 0xfffd;
  }
  if (cp < 0x800) {
    writeEscape(0xc0 | (cp >> 6), twice);
  } else if (cp < 0x10000) {
    writeEscape(0xe0 | (cp >> 12), twice);
    writeEscape(0x80 | ((cp >> 6) & 0x3f), twice);
  } else {
    writeEscape(0xf0 | (cp >> 18), twice);
    writeEscape(0x80 | ((cp >> 12) & 0x3f), twice);
    writeEscape(0x80 | ((cp >> 6) & 0x3f), twice);
  }
  writeEscape(0x80 | (cp & 0x3f), twice);
  return next;
}

/** Copies s[0, end), known to be unreserved ASCII, to the output. */
function writePrefix(s: string, end: number): void {
  if (end + 20 > out.length) out = Buffer.allocUnsafe(Math.max(out.length * 2, end + 20));
  for (let i = 0; i < end; i++) out[i] = s.charCodeAt(i);
  pos = end;
}

function takeOutput(): string {
  return out.toString('latin1', 0, pos);
}

// ------------------------------------------------------------------------------------------------

/** Percent-encodes s from `start` on (s[0, start) is unreserved). */
function encodeFrom(s: string, start: number, twice: boolean): string {
  writePrefix(s, start);
  const n = s.length;
  for (let i = start; i < n; ) {
    reserve();
    const c = s.charCodeAt(i);
    if (c < 128) {
      if (UNRESERVED[c] === 1) out[pos++] = c;
      else writeEscape(c, twice);
      i++;
    } else {
      i = writeNonAscii(s, i, twice);
    }
  }
  return takeOutput();
}

/**
 * RFC 5849 3.6: UTF-8 encode, keep the unreserved characters, encode every other byte as %XX
 * (upper case). Unlike encodeURIComponent it encodes ! * ' ( ) and never throws.
 */
export function percentEncode(value: string): string {
  const i = firstToEncode(value);
  return i === -1 ? value : encodeFrom(value, i, false);
}

/** percentEncode(percentEncode(value)) in one pass: a parameter as it appears in the base string. */
export function percentEncodeTwice(value: string): string {
  const i = firstToEncode(value);
  return i === -1 ? value : encodeFrom(value, i, true);
}

/** Decodes raw from `start` on the form-encoded way and writes it back encoded per 3.6 (see below). */
function normalizeFrom(s: string, start: number, twice: boolean, keepSeparators: boolean): string {
  writePrefix(s, start);
  const n = s.length;
  for (let i = start; i < n; ) {
    reserve();
    const c = s.charCodeAt(i);
    if (c >= 128) {
      i = writeNonAscii(s, i, twice);
      continue;
    }
    if (UNRESERVED[c] === 1 || (keepSeparators && (c === 0x26 || c === 0x3d))) {
      out[pos++] = c;
    } else if (c === 0x2b /* + */) {
      writeEscape(0x20, twice);
    } else if (c === 0x25 /* % */ && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
      // A decoded byte is data: written as itself only when unreserved, never as a separator.
      const b = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
      if (b < 128 && UNRESERVED[b] === 1) out[pos++] = b;
      else writeEscape(b, twice);
      i += 3;
      continue;
    } else {
      writeEscape(c, twice); // includes a '%' that starts no escape: a literal '%'
    }
    i++;
  }
  return takeOutput();
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
  return i === -1 ? raw : normalizeFrom(raw, i, false, false);
}

/**
 * percentEncode(normalizeFormComponent(raw)) in one pass: the component as it appears in the base string.
 * With keepSeparators, literal '&' and '=' are kept as they are (to re-encode a whole query at once).
 */
export function normalizeFormComponentTwice(raw: string, keepSeparators = false): string {
  const i = firstToEncode(raw);
  if (i === -1) return raw;
  if (isCanonical(raw, i, keepSeparators)) {
    // What encodeURIComponent and URLSearchParams produce: only '%' and '+' change. (A global regex
    // replace measured faster here than replaceAll or a loop.)
    const escaped = raw.indexOf('%') === -1 ? raw : raw.replace(PERCENT_G, '%25');
    return escaped.indexOf('+') === -1 ? escaped : escaped.replace(PLUS_G, '%2520');
  }
  return normalizeFrom(raw, i, true, keepSeparators);
}

const PERCENT_G = /%/g;
const PLUS_G = /\+/g;

/**
 * True when, from `start` on, raw has only unreserved characters, '+', (with keepSeparators) '&' and
 * '=', and upper-case %XX escapes of bytes that are not unreserved: the form 3.6 keeps, except for the
 * '+' (a space, %20).
 */
function isCanonical(raw: string, start: number, keepSeparators: boolean): boolean {
  const n = raw.length;
  for (let i = start; i < n; i++) {
    const c = raw.charCodeAt(i);
    if ((c < 128 && UNRESERVED[c] === 1) || c === 0x2b) continue;
    if (keepSeparators && (c === 0x26 || c === 0x3d)) continue;
    if (c !== 0x25) return false;
    const hi = hexValue(raw.charCodeAt(i + 1));
    const lo = hexValue(raw.charCodeAt(i + 2));
    if (hi < 0 || lo < 0 || raw.charCodeAt(i + 1) > 0x46 || raw.charCodeAt(i + 2) > 0x46) return false; // lower-case hex
    const b = (hi << 4) | lo;
    if (b < 128 && UNRESERVED[b] === 1) return false;
    i += 2;
  }
  return true;
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
    const hi = c === 0x25 ? hexValue(raw.charCodeAt(i + 1)) : -1;
    const lo = c === 0x25 ? hexValue(raw.charCodeAt(i + 2)) : -1;
    if (hi >= 0 && lo >= 0) {
      bytes.push((hi << 4) | lo);
      i += 3;
    } else if (c === 0x2b && plusAsSpace) {
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
  const n = raw.length;
  for (let start = 0; start < n; ) {
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
