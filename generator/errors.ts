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

/** `offset` (0-based) inside `text` as a 1-based `line:col`. */
export function lineColAt(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `${line}:${offset - lineStart + 1}`;
}

let root = process.cwd();

/** Messages name files relative to the project root being generated. */
export function setDisplayRoot(newRoot: string): void {
  root = newRoot;
}

export function displayRoot(): string {
  return root;
}

export function displayPath(file: string): string {
  return path.relative(root, file) || '.';
}
