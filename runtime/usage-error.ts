/**
 * A command's refusal of what it was given (a flag, a file a flag names, a port in use): the command prints the
 * message, which names the flag and the fix, and exits 2. One class for `pronet` (cli/pronet.ts) and the mock's
 * command line (mock/cli.ts), which reaches it through `pronet-api/node` as the mock's package imports the client.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
