import path from 'node:path';
import { nearestNames } from '../runtime/nearest.ts';

/** A failure of the pipeline that names the place at fault: a file with line and column, or a JSON pointer. */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
  /** Each entry reads `file:line:col`, `file#/json/pointer` or a folder: where to look. */
  readonly places: string[];
  constructor(message: string, places: string[] = []) {
    super(message);
    this.places = places;
  }

  override toString(): string {
    return this.places.length ? `${this.message}\n${this.places.map((p) => `  at ${p}`).join('\n')}` : this.message;
  }
}

let root = process.cwd();

/** Messages name files relative to the project root being generated. */
export function setDisplayRoot(newRoot: string): void {
  root = newRoot;
}

export function displayPath(file: string): string {
  return path.relative(root, file) || '.';
}

/**
 * The candidate nearest to `name` (edit distance, letters compared case-blind), when it is near enough to be a
 * misspelling: at most a third of the name's length, and never more than 3 edits. Ties go to the first candidate.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  return nearestNames(
    name,
    [...candidates].filter((candidate) => candidate !== name),
    1,
    3,
  )[0];
}

/** `; did you mean X?` naming the nearest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const found = nearest(name, candidates);
  return found === undefined ? '' : `; did you mean ${found}?`;
}
