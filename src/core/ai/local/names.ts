/** Names one slip of the keyboard apart, for the JavaScript and the Python checks alike. */

/** The edit distance of two names (a swap of two neighbours counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** The closest of `names` to `name`, when close enough to be a slip of the keyboard. */
export function closest(name: string, names: Iterable<string>): string | undefined {
  if (name.length < 3) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = name.length >= 6 ? 2 : 1;
  for (const candidate of names) {
    if (candidate === name || Math.abs(candidate.length - name.length) > 2) continue;
    // `items` for `item` is rather the list that is missing (`for (const item of items)`).
    if (candidate === `${name}s` || name === `${candidate}s`) continue;
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(name, candidate);
    if (distance < bestDistance || (distance === bestDistance && !best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
