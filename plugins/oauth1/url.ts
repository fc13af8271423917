/**
 * The parts of a URL that the signature needs, as the WHATWG URL parser (and so fetch) gives them.
 *
 * `new URL()` plus its getters is a large share of signing time, and most API URLs are plain
 * (`https://api.example.com/v1/users/me?fields=id`). Those are split by hand; anything the fast path
 * cannot vouch for (IP addresses, IDN, user info, dot segments, characters the parser would escape,
 * explicit ports it would drop...) goes through `new URL()`. Tests check both paths agree.
 */

export interface UrlParts {
  /** Lower-case scheme with its colon: 'https:'. */
  scheme: string;
  /** Lower-case host, with the port when it is not the scheme's default. */
  authority: string;
  /** The path, '/' when empty. */
  path: string;
  /** The query without '?', '' when there is none. */
  query: string;
}

const PERCENT = 0x25;
const DOT = 0x2e;
const SLASH = 0x2f;
const COLON = 0x3a;
const QUESTION = 0x3f;
const HASH = 0x23;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Lower-case letter, digit or '-': host characters the parser keeps as they are. */
function isHostChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || isDigit(c) || c === 0x2d;
}

/** Path characters the parser keeps as they are: unreserved, sub-delims, ':' and '@' (and '/'). */
const PATH_SAFE = new Uint8Array(128);
for (const ch of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/") {
  PATH_SAFE[ch.charCodeAt(0)] = 1;
}

/** Query characters the parser keeps for http(s): printable ASCII except " # < > and '. */
function isQuerySafe(c: number): boolean {
  return c >= 0x21 && c <= 0x7e && c !== 0x22 && c !== 0x23 && c !== 0x3c && c !== 0x3e && c !== 0x27;
}

/** The hand-made split, or undefined when the URL is not plain enough to be sure of the result. */
function fastSplit(s: string): UrlParts | undefined {
  let scheme: string;
  let defaultPort: string;
  let i: number;
  if (s.startsWith('https://')) {
    scheme = 'https:';
    defaultPort = '443';
    i = 8;
  } else if (s.startsWith('http://')) {
    scheme = 'http:';
    defaultPort = '80';
    i = 7;
  } else {
    return undefined;
  }
  const n = s.length;

  // Host: dot-separated labels of [a-z0-9-]; the last one must not start with a digit (IPv4 forms).
  const hostStart = i;
  let labelStart = i;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (isHostChar(c)) continue;
    if (c !== DOT || i === labelStart) break;
    labelStart = i + 1;
  }
  if (i === labelStart || isDigit(s.charCodeAt(labelStart))) return undefined;
  let authority = s.slice(hostStart, i);
  if (authority.includes('xn--')) return undefined;
  if (s.charCodeAt(i) === COLON) {
    const portStart = ++i;
    while (i < n && isDigit(s.charCodeAt(i))) i++;
    const port = s.slice(portStart, i);
    if (port === '' || port[0] === '0' || port.length > 5 || Number(port) > 65535) return undefined;
    if (port !== defaultPort) authority += ':' + port;
  }

  // Path: only characters the parser keeps, no dot segments (nor %2e forms of them).
  const pathStart = i;
  let c = s.charCodeAt(i);
  if (i < n && c !== SLASH && c !== QUESTION && c !== HASH) return undefined;
  if (c === SLASH) {
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === QUESTION || c === HASH) break;
      if (c < 128 && PATH_SAFE[c] === 1) {
        if (c === DOT && s.charCodeAt(i - 1) === SLASH) return undefined;
        continue;
      }
      if (c !== PERCENT || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) return undefined;
      if (s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65) return undefined; // %2e
      i += 2;
    }
  }
  const path = i > pathStart ? s.slice(pathStart, i) : '/';

  let query = '';
  if (s.charCodeAt(i) === QUESTION) {
    const queryStart = ++i;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === HASH) break;
      if (!isQuerySafe(c)) return undefined;
    }
    query = s.slice(queryStart, i);
  }
  // The rest is a fragment: never sent, never signed.
  return { scheme, authority, path, query };
}

/** Splits an absolute URL (throws a TypeError like `new URL()` when it is not one). */
export function splitUrl(url: string | URL): UrlParts {
  if (typeof url === 'string') {
    const fast = fastSplit(url);
    if (fast) return fast;
  }
  const u = typeof url === 'string' ? new URL(url) : url;
  return {
    scheme: u.protocol.toLowerCase(),
    authority: u.host.toLowerCase(),
    path: u.pathname === '' ? '/' : u.pathname,
    query: u.search.slice(1),
  };
}
