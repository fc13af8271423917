/**
 * The proxy's one entry: what `mock/server.ts` (the mock package) and `cli/verify.ts` (`pronet verify`) take of it.
 * Nothing outside mock/proxy/ imports another module of it.
 */
export { withoutAccessKey } from './access-key.ts';
export { DEFAULT_PROXY_PORT } from './defaults.ts';
export { startProxy, type ProxyOptions, type ProxyServer } from './proxy.ts';
export { openDriftReport } from './report-file.ts';
export { consumersOf, consumersOfFile, type ProxyConsumer, type ProxyToken } from './secrets.ts';
export type { Difference, Exchange } from './types.ts';
