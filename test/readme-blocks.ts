// The fenced blocks of a README, in the order printed: what the README tests run (command blocks in a fresh clone,
// TypeScript blocks as programs) and the package test type-checks.

export interface ReadmeBlock {
  /** The fence's language: sh, ts, json ... ('' when none). */
  lang: string;
  code: string;
  /** The heading the block stands under ('' before the first). */
  heading: string;
  /** The HTML comment on the line before the fence, if any (`<!-- a complete program ... -->`). */
  marker: string;
}

export function blocksOf(markdown: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  let heading = '';
  let previous = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const end = lines.indexOf('```', i + 1);
      if (end === -1) throw new Error(`an unclosed block at line ${i + 1}`);
      const marker = /^<!--.*-->$/.test(previous.trim()) ? previous.trim() : '';
      blocks.push({ lang: fence[1]!, code: `${lines.slice(i + 1, end).join('\n')}\n`, heading, marker });
      i = end;
      previous = '';
      continue;
    }
    const title = /^#{1,6} (.*)$/.exec(line);
    if (title) heading = title[1]!;
    previous = line;
  }
  return blocks;
}

/** The commands of a command block: its lines without comments and blank lines. */
export function commandsOf(block: ReadmeBlock): string[] {
  return block.code
    .replace(/\\\n\s*/g, ' ') // a line ending in a backslash goes on on the next, as in a shell
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/\s+#.*$/, '')); // a comment starts at " #" (no command's argument holds one)
}
