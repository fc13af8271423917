/**
 * Whether a service answers at all, before a command sends it work: one request to its base URL, whose answer (any
 * status) proves it reachable. Unreachable: the cause as Node's fetch gives it (ECONNREFUSED, ENOTFOUND, a TLS
 * error, a timeout), to be said once instead of once per call.
 */
export async function unreachableCause(baseUrl: string, timeoutMs = 10_000): Promise<string | undefined> {
  try {
    const answer = await fetch(baseUrl, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
    const cause = (error as { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } }).cause;
    return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).message;
  }
}
