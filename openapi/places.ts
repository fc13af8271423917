// Where a JSON Pointer lands in a YAML (or JSON) source file, as line and column: for messages that name file,
// line and column. Apart from walk.ts because it needs the yaml parser, which the mock's package does not carry.
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { decodePointer } from './walk.ts';

export interface SourcePlace {
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** False when the pointer went further than the file (a `$ref` to elsewhere, or a key it lacks): the place is
   * then the deepest node the file has on the way. */
  exact: boolean;
}

/** A YAML (or JSON) text parsed once, for looking up the places of pointers in it. */
export interface SourceMap {
  /** The parsed text (with its `errors`, if it is not valid YAML). */
  document: ReturnType<typeof parseDocument>;
  placeOf(pointer: string | ReadonlyArray<string | number>): SourcePlace;
  /** The place of a character offset (0-based). */
  placeAt(offset: number): { line: number; col: number };
}

/** The places of a YAML or JSON source text, for messages that name file, line and column. */
export function sourceMap(text: string): SourceMap {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const placeAt = (offset: number) => lines.linePos(offset);
  return {
    document,
    placeAt,
    placeOf(pointer) {
      const keys = typeof pointer === 'string' ? decodePointer(pointer) : pointer;
      let node = document.contents as Node | null;
      let found = node;
      let exact = true;
      for (const key of keys) {
        if (isMap(node)) node = (node.get(key, true) as Node | undefined) ?? null;
        else if (isSeq(node)) node = (node.get(Number(key), true) as Node | undefined) ?? null;
        else node = null;
        if (!node) {
          exact = false;
          break;
        }
        found = node;
      }
      return { ...placeAt(found?.range?.[0] ?? 0), exact };
    },
  };
}
