// "Did you mean ...?": the known names nearest to a mistyped one.

/**
 * The names of `known` nearest to `name` (case aside), by edit distance with transpositions (`getIdCrad` is one
 * edit from `getIdCard`); none when even the nearest needs more than a third of the name's letters changed (or more
 * than `maxEdits`). Ties keep the order of `known`. The generator's messages (generator/errors.ts) and `pronet` (cli/pronet.ts) use it.
 */
export function nearestNames(name: string, known: Iterable<string>, most = 3, maxEdits = Infinity): string[] {
  const limit = Math.min(maxEdits, Math.max(1, Math.floor(name.length / 3)));
  const scored = [...known].map((candidate) => ({ candidate, distance: editDistance(name.toLowerCase(), candidate.toLowerCase()) }));
  const best = Math.min(...scored.map((s) => s.distance));
  if (!(best <= limit)) return [];
  return scored
    .filter((s) => s.distance === best)
    .slice(0, most)
    .map((s) => s.candidate);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
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
