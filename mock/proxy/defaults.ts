/** The proxy's defaults, apart from the server so that its command line reads them without loading Prism. */

/** The proxy's port unless told otherwise (the mock's is 4010). */
export const DEFAULT_PROXY_PORT = 4020;
/** How long the upstream may take to answer in full, in milliseconds. */
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;
/** The distinct differences, and the distinct observations, kept per operation: a proxy may run for days. */
export const MAX_ENTRIES = 500;
