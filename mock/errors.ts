/**
 * The mock's failures by name, each saying where and what to do: a configuration, a state file, a generated folder,
 * a description that lacks what the mock needs; and `invariant` for what cannot happen unless the mock itself is
 * wrong. A leaf: it imports nothing, so that every part of the mock (its areas too) may throw these.
 */

/** A configuration problem; the message names the place (file, entry, field). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A state file the mock cannot use: the CLI prints the message (one line, no content of the file) and exits 2. */
export class StateFileError extends ConfigError {
  override name = 'StateFileError';
}

/** A generated folder that cannot be read, or whose parts disagree: it names the file, and says to regenerate. */
export class GeneratedFolderError extends Error {
  override name = 'GeneratedFolderError';
  constructor(problem: string) {
    super(`mock: ${problem}: regenerate (npm run generate)`);
  }
}

/**
 * A description that lacks what the mock needs to answer (an example, a schema, an operation an area binds) or holds
 * what it cannot serve: the fix is in the description (spec/), then regenerate.
 */
export class DescriptionError extends Error {
  override name = 'DescriptionError';
  constructor(problem: string) {
    super(`mock: ${problem}`);
  }
}

/** A condition only a bug of the mock breaks: throws naming it, as an error no caller is meant to handle. */
export function invariant(condition: unknown, what: string): asserts condition {
  if (!condition) throw new InvariantError(what);
}

/** The mock broke a rule of its own (a bug): see `invariant`. */
export class InvariantError extends Error {
  override name = 'InvariantError';
  constructor(what: string) {
    super(`mock (a bug, please report it): ${what}`);
  }
}
