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

let out = new Uint8Array(4096);
let pos = 0;

/** Room for one more input character: at most 4 UTF-8 bytes, 5 output bytes each (%25XX). */
function reserve(): void {
  if (pos + 20 > out.length) {
    const bigger = new Uint8Array(out.length * 2);
    bigger.set(out.subarray(0, pos));
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
  if (end + 20 > out.length) out = new Uint8Array(Math.max(out.length * 2, end + 20));
  for (let i = 0; i < end; i++) out[i] = s.charCodeAt(i);
  pos = end;
}

function takeOutput(): string {
  return asciiText(out, pos);
}

/**
 * bytes[0, end), all ASCII, as a string. TextDecoder (in every runtime, no Buffer) decodes ASCII as it is, natively:
 * a few hundred bytes in about 0.1 µs, where String.fromCharCode.apply over the bytes took 1.3 µs and made a
 * signature 1.5 times as slow (bench/oauth1-sign.bench.ts).
 */
function asciiText(bytes: Uint8Array, end: number): string {
  return utf8Decoder.decode(bytes.subarray(0, end));
}

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder(); // not fatal: invalid UTF-8 becomes U+FFFD

// ------------------------------------------------------------------------------------------------

/** Percent-encodes s from `start` on (s[0, start) is unreserved). */
function encodeFrom(s: string, start: number, twice: boolean): string {
  writePrefix(s, start);
  const n = s.length;
  for (let i = start; i < n;) {
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
  for (let i = 0; i < n;) {
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
      for (const b of utf8Encoder.encode(ch)) bytes.push(b);
      i += ch.length;
    }
  }
  return utf8Decoder.decode(new Uint8Array(bytes));
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
function splitFormPairs(raw: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const n = raw.length;
  for (let start = 0; start < n;) {
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

// ------------------------------------------------------------------------------------------------
// The normalized parameters of a base string (3.4.1.3.2), written as bytes.
//
// Each name and value goes into the output buffer in base-string form (encoded twice, see signer.ts), one
// after the other without separators, and only their bounds are kept; they are sorted by comparing bytes
// and copied once more into the base string. No string is made per name or value, and the base string is
// one flat string, which the HMAC reads without first flattening a rope of pieces.

/** Per parameter: where its name starts, where its name ends (and its value starts), where its value ends. */
let bounds = new Int32Array(3 * 64);
let count = 0;
let order = new Int32Array(64);
let assembled = new Uint8Array(4096);

const OAUTH_PREFIX = 'oauth_';

function addParameter(nameStart: number, nameEnd: number, valueEnd: number): void {
  if (3 * count + 3 > bounds.length) {
    const bigger = new Int32Array(bounds.length * 2);
    bigger.set(bounds);
    bounds = bigger;
  }
  bounds[3 * count] = nameStart;
  bounds[3 * count + 1] = nameEnd;
  bounds[3 * count + 2] = valueEnd;
  count++;
}

/** True when out[start, end) begins with `prefix` (ASCII). */
function startsWith(start: number, end: number, prefix: string): boolean {
  if (end - start < prefix.length) return false;
  for (let k = 0; k < prefix.length; k++) if (out[start + k] !== prefix.charCodeAt(k)) return false;
  return true;
}

/** Byte order of out[aStart, aEnd) and out[bStart, bEnd); a prefix sorts first. */
function compareBytes(aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  const aLength = aEnd - aStart;
  const bLength = bEnd - bStart;
  const n = aLength < bLength ? aLength : bLength;
  for (let k = 0; k < n; k++) {
    const d = out[aStart + k]! - out[bStart + k]!;
    if (d !== 0) return d;
  }
  return aLength - bLength;
}

/** 3.4.1.3.2: by name, then by value (encoded strings are ASCII: byte order is the order asked for). */
function compareParameters(a: number, b: number): number {
  return (
    compareBytes(bounds[3 * a]!, bounds[3 * a + 1]!, bounds[3 * b]!, bounds[3 * b + 1]!) ||
    compareBytes(bounds[3 * a + 1]!, bounds[3 * a + 2]!, bounds[3 * b + 1]!, bounds[3 * b + 2]!)
  );
}

/** Ends the parameter whose name starts at `start`; nameEnd is -1 when it has no '='. */
function endParameter(start: number, nameEnd: number): void {
  const end = nameEnd === -1 ? pos : nameEnd;
  // oauth_signature is never signed (3.4.1.3.1).
  if (end - start === 15 && startsWith(start, end, 'oauth_signature')) {
    pos = start;
    return;
  }
  addParameter(start, end, pos);
}

/**
 * Adds the parameters of a raw query string or form body: each character is decoded the form-encoded way
 * ('+' a space, %XX a byte; a '%' that starts no escape is a literal '%', bytes that are not UTF-8 keep
 * their value) and written in base-string form. The first '=' of a parameter separates its name from its
 * value; a later one is data. Empty segments are skipped.
 */
function addForm(raw: string): void {
  let start = pos;
  let nameEnd = -1;
  let empty = true;
  const n = raw.length;
  for (let i = 0; i < n;) {
    reserve();
    const c = raw.charCodeAt(i);
    if (c === 0x26 /* & */) {
      if (!empty) endParameter(start, nameEnd);
      start = pos;
      nameEnd = -1;
      empty = true;
      i++;
      continue;
    }
    empty = false;
    if (c >= 128) {
      i = writeNonAscii(raw, i, true);
      continue;
    }
    if (UNRESERVED[c] === 1) {
      out[pos++] = c;
    } else if (c === 0x3d /* = */ && nameEnd === -1) {
      nameEnd = pos;
    } else if (c === 0x2b /* + */) {
      writeEscape(0x20, true);
    } else if (c === 0x25 /* % */ && hexValue(raw.charCodeAt(i + 1)) >= 0 && hexValue(raw.charCodeAt(i + 2)) >= 0) {
      const b = (hexValue(raw.charCodeAt(i + 1)) << 4) | hexValue(raw.charCodeAt(i + 2));
      if (b < 128 && UNRESERVED[b] === 1) out[pos++] = b;
      else writeEscape(b, true);
      i += 3;
      continue;
    } else {
      writeEscape(c, true);
    }
    i++;
  }
  if (!empty) endParameter(start, nameEnd);
}

/** Appends s percent-encoded twice (a protocol parameter's plain name or value). */
function appendEncodedTwice(s: string): void {
  const n = s.length;
  for (let i = 0; i < n;) {
    reserve();
    const c = s.charCodeAt(i);
    if (c >= 128) {
      i = writeNonAscii(s, i, true);
    } else {
      if (UNRESERVED[c] === 1) out[pos++] = c;
      else writeEscape(c, true);
      i++;
    }
  }
}

/** Writes ASCII text into `assembled` at `at`; returns the position after it. */
function writeAscii(text: string, at: number): number {
  const n = text.length;
  for (let i = 0; i < n; i++) assembled[at + i] = text.charCodeAt(i);
  return at + n;
}

function writeSeparator(at: number, first: boolean): number {
  if (first) return at;
  assembled[at] = 0x25; // %26: '&', encoded once more
  assembled[at + 1] = 0x32;
  assembled[at + 2] = 0x36;
  return at + 3;
}

/** The protocol parameters of a base string: as a list of plain pairs, or already laid out. */
interface ProtocolParameters {
  /** Plain [name, value] pairs; realm and oauth_signature are left out. */
  pairs: Iterable<readonly [string, string]>;
  /**
   * The same parameters in base-string form, sorted and joined (name%3Dvalue%26...), when the caller has
   * them: used in one piece when no request parameter name starts with oauth_, as no other name can then
   * sort among them.
   */
  block?: string;
}

/**
 * The signature base string: `head` (the encoded method and base string URI, each followed by '&') then
 * the normalized parameters of the query, of the form body and the protocol parameters, encoded.
 */
export function baseStringWithParameters(head: string, query: string, body: string | undefined, protocol: ProtocolParameters): string {
  // Iterated before anything is written: an iterable other than an array could run code that encodes too.
  const pairs = Array.isArray(protocol.pairs) ? (protocol.pairs as ReadonlyArray<readonly [string, string]>) : [...protocol.pairs];
  pos = 0;
  count = 0;
  if (query) addForm(query);
  if (body) addForm(body);
  let block = protocol.block;
  if (block !== undefined) {
    for (let p = 0; p < count; p++) {
      if (startsWith(bounds[3 * p]!, bounds[3 * p + 1]!, OAUTH_PREFIX)) block = undefined;
    }
  }
  if (block === undefined) {
    for (const [name, value] of pairs) {
      if (name === 'realm' || name === 'oauth_signature') continue;
      const start = pos;
      appendEncodedTwice(name);
      const nameEnd = pos;
      appendEncodedTwice(value);
      addParameter(start, nameEnd, pos);
    }
  }

  // Sort the parameter indexes: requests have few parameters, and Array.prototype.sort allocates work
  // arrays on every call, so short lists get an insertion sort.
  if (count > order.length) order = new Int32Array(Math.max(count, order.length * 2));
  for (let p = 0; p < count; p++) order[p] = p;
  if (count > 24) {
    order.subarray(0, count).sort(compareParameters);
  } else {
    for (let i = 1; i < count; i++) {
      const p = order[i]!;
      let j = i - 1;
      while (j >= 0 && compareParameters(order[j]!, p) > 0) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = p;
    }
  }

  const size = head.length + pos + 6 * count + (block?.length ?? 0) + 3;
  if (size > assembled.length) assembled = new Uint8Array(Math.max(size, assembled.length * 2));
  let at = writeAscii(head, 0);
  let first = true;
  for (let i = 0; i < count; i++) {
    const p = order[i]!;
    const nameStart = bounds[3 * p]!;
    const nameEnd = bounds[3 * p + 1]!;
    const valueEnd = bounds[3 * p + 2]!;
    if (block !== undefined && isAtOrAfterOAuth(nameStart, nameEnd)) {
      at = writeAscii(block, writeSeparator(at, first));
      block = undefined;
      first = false;
    }
    at = writeSeparator(at, first);
    first = false;
    for (let k = nameStart; k < nameEnd; k++) assembled[at++] = out[k]!;
    assembled[at++] = 0x25; // %3D: '=', encoded once more
    assembled[at++] = 0x33;
    assembled[at++] = 0x44;
    for (let k = nameEnd; k < valueEnd; k++) assembled[at++] = out[k]!;
  }
  if (block !== undefined) at = writeAscii(block, writeSeparator(at, first));
  return asciiText(assembled, at);
}

/** True when the name out[start, end) sorts at or after 'oauth_' (then, having no such prefix, after every oauth_ name). */
function isAtOrAfterOAuth(start: number, end: number): boolean {
  const n = Math.min(end - start, OAUTH_PREFIX.length);
  for (let k = 0; k < n; k++) {
    const d = out[start + k]! - OAUTH_PREFIX.charCodeAt(k);
    if (d !== 0) return d > 0;
  }
  return end - start >= OAUTH_PREFIX.length;
}
