/**
 * The `oauth_timestamp` of the requests the proxy signs itself. The service refuses a timestamp smaller than the last
 * one it saw for the token (INVALID_TIMESTAMP), and concurrent calls signed a second apart may reach it in the other
 * order. So the proxy holds one timestamp while any call signed with it is under way, and moves on only once none
 * is: no call then arrives after one of a later timestamp. Under traffic that never pauses, it moves on after
 * HOLD_LIMIT_S anyway, so that the timestamp never grows old (the one race left: once in that many seconds).
 */
export const HOLD_LIMIT_S = 60;

export class ProxyTimestamps {
  #held: number | undefined;
  #inFlight = 0;
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** A timestamp for a call about to be sent; `release` once its answer came (or it failed). */
  take(): { timestamp: string; release(): void } {
    const seconds = Math.floor(this.#now() / 1000);
    if (this.#held === undefined || (this.#inFlight === 0 && seconds > this.#held) || seconds - this.#held >= HOLD_LIMIT_S)
      this.#held = Math.max(seconds, this.#held ?? seconds);
    this.#inFlight++;
    let released = false;
    return {
      timestamp: String(this.#held),
      release: () => {
        if (released) return;
        released = true;
        this.#inFlight--;
      },
    };
  }
}
