import path from 'node:path';

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
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit (`Forbiden`, `getIdCrad`). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/** `; did you mean X?` naming the nearest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const found = nearest(name, candidates);
  return found === undefined ? '' : `; did you mean ${found}?`;
}
