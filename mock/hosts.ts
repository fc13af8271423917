/**
 * Which `Host` headers the mock answers, against DNS rebinding: a page on a name the attacker controls, whose DNS
 * then points at 127.0.0.1, would otherwise read and drive the mock as its own origin. As Vite's
 * `server.allowedHosts` and webpack-dev-server's `allowedHosts` do: `localhost` and `*.localhost`, any IP
 * address (a rebinding needs a name), the name the mock listens on, the host of `publicUrl`, and the names given
 * in `allowedHosts` (`.example.test` allows example.test and its subdomains). The port is not compared.
 */

/** A Host header the signature's base URI may take: a name or address with an optional port, nothing else (no path, no user info). */
export const HOST_HEADER = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::[0-9]{1,5})?$/;

/** The host name of a Host header (lower case, brackets kept for IPv6), or undefined when it is not one. */
function hostnameOf(header: string): string | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::[0-9]{1,5})?$/i.exec(header.trim());
  return m ? m[1]!.toLowerCase().replace(/\.$/, '') : undefined;
}

const isIp = (name: string) => name.startsWith('[') || /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/.test(name);

interface HostRule {
  /** The address the mock listens on (--host). */
  listenHost: string;
  /** The host of publicUrl, if any. */
  publicUrl?: string | undefined;
  /** More names (--allowed-host); a leading dot allows the subdomains too. */
  allowedHosts?: readonly string[] | undefined;
}

/**
 * A check of Host headers: true when the mock may answer. A request without Host (HTTP/1.0, no browser) passes, and
 * so does a Host that is not a host and port at all (no browser sends one): the signature check refuses it with 400.
 */
export function hostCheck(rule: HostRule): (header: string | undefined) => boolean {
  const names = new Set<string>([
    rule.listenHost.toLowerCase().replace(/^\[?(.*?)\]?$/, (_, h: string) => (h.includes(':') ? `[${h}]` : h)),
  ]);
  if (rule.publicUrl) names.add(new URL(rule.publicUrl).hostname.toLowerCase());
  const suffixes: string[] = [];
  for (const entry of rule.allowedHosts ?? []) {
    const name = entry.trim().toLowerCase();
    if (name.startsWith('.')) {
      suffixes.push(name);
      names.add(name.slice(1));
    } else if (name) names.add(name);
  }
  return (header) => {
    if (header === undefined) return true;
    const name = hostnameOf(header);
    if (name === undefined) return true;
    return isIp(name) || name === 'localhost' || name.endsWith('.localhost') || names.has(name) || suffixes.some((s) => name.endsWith(s));
  };
}

/**
 * Whether a request comes from a page of another origin, by the headers browsers add: `Sec-Fetch-Site` other than
 * same-origin or none (typed, bookmarked), or an `Origin` that is not this Host's. Tools (curl, tests) send
 * neither. The mock's own pages and controls refuse such requests, whatever a preflight did or did not stop.
 */
export function fromAnotherOrigin(headers: {
  host?: string | undefined;
  origin?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (headers.host ?? '').toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) and the like
  }
}

/** Whether an address to listen on keeps the mock on this machine. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127\./.test(h) || h === '::1' || h === '::ffff:127.0.0.1';
}
