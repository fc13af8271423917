import path from 'node:path';

/** A failure of the pipeline that names the place at fault: a file with line and column, or a JSON pointer. */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
  constructor(
    message: string,
    /** Each entry reads `file:line:col`, `file#/json/pointer` or a folder: where to look. */
    readonly places: string[] = [],
  ) {
    super(message);
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
