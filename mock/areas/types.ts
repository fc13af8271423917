/**
 * The plug-in point of the mock's state: a stateful area (job postings, conversations, contact requests ...) is
 * one module that exports a `StatefulArea`. The server creates each area's state once, at start-up, and keeps it
 * across reloads; on start-up and on every reload it asks the area for its handlers against the description
 * just loaded (`bind`). `bindAreas` checks every operationId an area binds against the operation table and
 * fails, naming the area and the operationId, when the description lacks it or when two areas bind the same
 * one: renaming an operation in the spec never silently turns its state into a static example.
 *
 * A handler runs after routing, authentication, access rights, the general rules and Prism's validation of the
 * request: it gets the caller and the validated request, and answers with a status and a JSON body, with a
 * refusal (a named example of the description), or with `undefined` to let Prism answer from the examples.
 * To add an area: write mock/areas/<name>.ts exporting a StatefulArea, add it to AREAS in mock/areas/index.ts,
 * and test it in test/mock/areas/. See mock/README.md ("Stateful areas"). This file is the areas' leaf: types and
 * limits, importing nothing but types; `bind.ts` binds the areas to a description.
 */
import type { MockOperation } from '../../generated/mock-operations.ts';
import type { MockConfig } from '../config.ts';
import type { Refusal } from '../http.ts';
import type { Identity } from '../oauth.ts';
import type { Generated } from '../generated.ts';

/** What a handler sees of a call. */
export interface AreaCall {
  readonly op: MockOperation;
  /** Decoded path parameters, by the names of the path template. */
  readonly params: Readonly<Record<string, string>>;
  /** The query without the OAuth parameters. */
  readonly query: URLSearchParams;
  /**
   * The body as fields: a JSON object as sent, an XML document's elements, or form fields (strings; a repeated
   * field is a list). Empty without a body. Its size and nesting are already within the store limits.
   */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The member the access token (or bearer token) acts for. */
  readonly member: string;
  readonly identity: Identity;
  /** A configured active member's current profile as the caller sees it (see `ProfileReader`); undefined for others. */
  profileOf(id: string): Record<string, unknown> | undefined;
}

/** A handler's answer: JSON (no body for 204), a refusal with a named example, or undefined for Prism's answer. */
export type AreaAnswer = { status: number; json?: unknown } | Refusal | undefined;

export type AreaHandler = (call: AreaCall) => AreaAnswer;

/**
 * The current profile (with its edits) of a configured active member, as `caller` sees it; undefined for any other
 * id. The users nested in answers and the areas that show a member (visits, searches) are made from it.
 */
export type ProfileReader = (id: string, caller: string) => Record<string, unknown> | undefined;

/** What `bind` gets: the generated folder just read (mock/generated.ts). */
export type DescriptionView = Generated;

export interface AreaContext {
  /** Milliseconds since the epoch (the mock's clock, which a test may advance). */
  now(): number;
  config: MockConfig;
}

export interface StatefulArea<State> {
  /** Names the area in error messages and in the state export. */
  readonly name: string;
  /** The state, created once per mock; it survives reloads. */
  createState(context: AreaContext): State;
  /**
   * The handlers for a description, by operationId. Throw (naming what is missing) when the description lacks
   * something the area needs: a reload is then refused and the previous description keeps serving.
   */
  bind(state: State, description: DescriptionView): Record<string, AreaHandler>;
  /** The members' current profiles, from the one area that keeps them (without side effects, as `bind`). */
  profiles?(state: State, description: DescriptionView): ProfileReader;
  /** Sizes for `MockServer.stats()`. */
  stats?(state: State): Record<string, number>;
  /** Forget everything (the reset control). */
  reset?(state: State): void;
  /** The state as JSON and back (the export and import controls). */
  exportState?(state: State): unknown;
  importState?(state: State, value: unknown): void;
}

export type Bindings = ReadonlyMap<string, { area: string; handle: AreaHandler }>;

/**
 * The bounds of stored data, per member: what one client can make the mock hold. A body deeper than `depth` is
 * refused before anything reads it (see the pipeline); a stored item larger than `itemBytes` (as JSON) or a
 * member's item past `itemsPerMember` is refused by the area with 400.
 */
export const STORE_LIMITS = { depth: 16, itemBytes: 64 * 1024, itemsPerMember: 500 } as const;

/**
 * The mock's own bound (no source gives one): 403 `INVALID_PARAMETERS` (400 on the vendor interface) when a value to
 * store is larger than STORE_LIMITS.itemBytes as JSON; undefined when it fits.
 */
export function storeRefusal(value: unknown): Refusal | undefined {
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes <= STORE_LIMITS.itemBytes) return undefined;
  return {
    status: 403,
    example: 'invalidParameters',
    message: `The mock stores at most ${STORE_LIMITS.itemBytes} bytes per item (this one has ${bytes})`,
    errors: [{ field: 'body', reason: 'TOO_LONG' }],
  };
}
