/**
 * The mock's state and its file: OAuth tokens with each token's latest timestamp and nonces (mock/oauth.ts), the
 * stateful areas (mock/areas/), the clock's offset. Created once per mock, kept across reloads.
 *
 * The file never loses nor leaks:
 * - reading: a file that is empty, truncated or not JSON is one line naming the file and the position of the
 *   problem, never its content (it holds token secrets); every part is checked before anything changes (the JSON
 *   path of the first problem), and then swapped in at once, or the running state stays as it was;
 * - writing: to a temporary file of a unique name, created (never followed through a planted link) with mode 0600,
 *   then renamed over the file; saves are serialized; a save that fails says why;
 * - a lock file `<file>.lock` (with the holder's pid) refuses a second mock on the same file;
 * - areas the mock does not know (a newer or older mock's) are kept and written back as they were.
 *
 * The areas' state as a whole is capped (`stateLimit`, default DEFAULT_STATE_LIMIT bytes as JSON), besides the
 * per-member bounds: past it a call that would store more is refused with 403, so that the state always fits in
 * memory and in its file. The size is measured exactly (the areas as JSON) only when an estimate (the last
 * measure plus what calls stored since, STORE_OVERHEAD each besides their body) reaches the cap.
 */
import { accessSync, constants, existsSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AREAS } from './areas/index.ts';
import type { AreaContext } from './areas/types.ts';
import type { Refusal } from './http.ts';
import { StateFileError } from './errors.ts';
import { whereJsonBreaks } from './json-position.ts';
import { writeWhole } from './whole-file.ts';
import type { OAuthState } from './oauth.ts';

/** How far the mock's clock may be moved ahead: 100 years (a clock beyond any date would fail every signed call). */
export const MAX_CLOCK_OFFSET_MS = 100 * 365.25 * 24 * 3600 * 1000;

/** The default cap of the areas' state as a whole, in bytes of JSON. */
const DEFAULT_STATE_LIMIT = 64 * 1024 * 1024;
/** What one storing call is counted as besides its body (ids, times, read state). */
const STORE_OVERHEAD = 1024;

/** The file's format version. */
const VERSION = 1;

export class MockState {
  readonly oauth: OAuthState;
  readonly areas: Map<string, unknown>;
  /** Milliseconds added to the base clock (the clock control). */
  clockOffset = 0;
  readonly #context: AreaContext;
  /** Areas of the file that this mock does not have, written back untouched. */
  #otherAreas: Record<string, unknown> = {};
  /** Called after the areas' states were replaced (the bindings hold them). */
  #onSwap: () => void = () => {};

  readonly #limit: number;
  /** The areas' size as JSON: the last measure plus what was stored since (undefined: measure first). */
  #estimate: number | undefined;

  constructor(oauth: OAuthState, context: AreaContext, limit = DEFAULT_STATE_LIMIT) {
    this.oauth = oauth;
    this.#context = context;
    this.#limit = limit;
    this.areas = new Map(AREAS.map((area) => [area.name, area.createState(context)]));
  }

  /** The areas' size in bytes of JSON, measured now. */
  areaBytes(): number {
    return Buffer.byteLength(JSON.stringify((this.export() as { areas: unknown }).areas));
  }

  /**
   * The mock's own bound (stateLimit; no source gives one): 403 `INVALID_PARAMETERS` (400 on the vendor interface)
   * when storing `incoming` bytes more would take the areas past the cap; undefined when there is room.
   */
  room(incoming: number): Refusal | undefined {
    const wanted = incoming + STORE_OVERHEAD;
    if (this.#estimate === undefined || this.#estimate + wanted > this.#limit) this.#estimate = this.areaBytes();
    if (this.#estimate + wanted <= this.#limit) return undefined;
    return {
      status: 403,
      example: 'invalidParameters',
      message: `The mock's state is full: it keeps at most ${this.#limit} bytes in all (stateLimit) and holds ${this.#estimate}; delete data, or reset the mock`,
      errors: [{ field: 'body', reason: 'TOO_MANY_ENTRIES' }],
    };
  }

  /** Counts what a call stored (its body's bytes) until the next measure. */
  stored(incoming: number): void {
    if (this.#estimate !== undefined) this.#estimate += incoming + STORE_OVERHEAD;
  }

  onSwap(listener: () => void): void {
    this.#onSwap = listener;
  }

  reset(): void {
    this.oauth.reset();
    for (const area of AREAS) area.reset?.(this.areas.get(area.name));
    this.#estimate = undefined;
  }

  export(): object {
    return {
      version: VERSION,
      clockOffset: this.clockOffset,
      oauth: this.oauth.exportState(),
      areas: {
        ...this.#otherAreas,
        ...Object.fromEntries(AREAS.filter((a) => a.exportState).map((a) => [a.name, a.exportState!(this.areas.get(a.name))])),
      },
    };
  }

  /** Checks a whole state and swaps it in, or throws naming the first problem and changes nothing. */
  import(value: unknown, where: string): void {
    const problem = (path: string, message: string) => new StateFileError(`${where}: ${path}: ${message}`);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw problem('(top)', 'expected an object {version, clockOffset, oauth, areas}');
    const state = value as Record<string, unknown>;
    if (state['version'] !== VERSION) throw problem('version', `expected ${VERSION} (a state file of this mock)`);
    const offset = state['clockOffset'] ?? 0;
    if (!Number.isSafeInteger(offset) || (offset as number) < 0 || (offset as number) > MAX_CLOCK_OFFSET_MS)
      throw problem('clockOffset', `expected milliseconds from 0 to ${MAX_CLOCK_OFFSET_MS} (100 years)`);
    let swapOAuth: () => void;
    try {
      swapOAuth = this.oauth.prepareImport(state['oauth']);
    } catch (error) {
      throw new StateFileError(`${where}: ${(error as Error).message}`);
    }
    const areas = state['areas'] ?? {};
    if (typeof areas !== 'object' || areas === null || Array.isArray(areas)) throw problem('areas', 'expected an object');
    // Each area imports into a fresh state of its own: the running ones stay untouched until all succeeded.
    const fresh = new Map<string, unknown>();
    for (const area of AREAS) {
      const saved = (areas as Record<string, unknown>)[area.name];
      const next = area.createState(this.#context);
      if (saved !== undefined && area.importState) {
        try {
          area.importState(next, saved);
        } catch (error) {
          // An area's message names the place from the area's name on (`contacts.requests[3].to: must be string`).
          const message = (error as Error).message;
          throw new StateFileError(`${where}: areas.${message.startsWith(area.name) ? message : `${area.name}: ${message}`}`);
        }
      }
      fresh.set(area.name, next);
    }
    const known = new Set(AREAS.map((a) => a.name));
    swapOAuth();
    for (const [name, next] of fresh) this.areas.set(name, next);
    this.#otherAreas = Object.fromEntries(Object.entries(areas).filter(([name]) => !known.has(name)));
    this.clockOffset = offset as number;
    this.#estimate = undefined;
    this.#onSwap();
  }
}

/** The state file: read, save (serialized, atomic, 0600), lock. */
export class StateFile {
  readonly path: string;
  readonly #lock: string;
  #locked = false;
  #saving: Promise<unknown> = Promise.resolve();

  constructor(path: string) {
    this.path = path;
    this.#lock = `${path}.lock`;
  }

  /**
   * Checks, before the mock starts, that the file can be written (its folder exists and is writable) and takes the
   * lock; refuses when another running mock holds it.
   */
  open(): void {
    const folder = dirname(this.path);
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      throw new StateFileError(`state file ${this.path}: the folder ${folder} does not exist (create it, or pick another --state)`);
    try {
      accessSync(folder, constants.W_OK);
    } catch {
      throw new StateFileError(`state file ${this.path}: the folder ${folder} is not writable`);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(this.#lock, String(process.pid), { flag: 'wx', mode: 0o600 });
        this.#locked = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
          throw new StateFileError(`state file ${this.path}: cannot create the lock ${this.#lock} (${(error as Error).message})`);
      }
      const holder = Number(readFileSync(this.#lock, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new StateFileError(
          `state file ${this.path} is in use by another mock (pid ${holder}): stop it, or give this one another --state`,
        );
      }
      unlinkSync(this.#lock); // left by a mock that died: take it over
    }
  }

  /** Releases the lock (on close). */
  close(): void {
    if (!this.#locked) return;
    this.#locked = false;
    try {
      unlinkSync(this.#lock);
    } catch {
      // already gone
    }
  }

  /** The parsed file, or undefined when there is none yet. Never quotes the file. */
  read(): unknown {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new StateFileError(`state file ${this.path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (!text.trim()) throw new StateFileError(`state file ${this.path} is empty: delete it to start afresh`);
    try {
      return JSON.parse(text);
    } catch {
      throw new StateFileError(
        `state file ${this.path} is not valid JSON: ${whereJsonBreaks(text)}; restore it, or delete it to start afresh`,
      );
    }
  }

  /** Writes the state: serialized with other saves, through a unique temporary file of mode 0600. */
  save(state: object): Promise<string> {
    const run = this.#saving.then(() => this.#write(state));
    this.#saving = run.catch(() => {});
    return run;
  }

  async #write(state: object): Promise<string> {
    try {
      await writeWhole(this.path, JSON.stringify(state));
      return this.path;
    } catch (error) {
      throw new StateFileError(`the state could not be saved to ${this.path}: ${(error as Error).message}`);
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
