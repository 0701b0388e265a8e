/**
 * Palette search, pure. A command matches when every word of the query appears (ignoring case)
 * in its title, description or category. Ranking, best first:
 *   0. the title starts with the query          ('tog' → Toggle Theme)
 *   1. each word starts a word of the title     ('t th' → Toggle Theme)
 *   2. the title contains the query
 *   3. every word is somewhere in the title
 *   4. the rest (found through description or category)
 * Ties, and the list for an empty query, are in alphabetical order of title.
 */
import type { Command } from '../../core/commands/command';

export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function rank(title: string, query: string, words: readonly string[]): number {
  if (title.startsWith(query)) return 0;
  const titleWords = title.split(/[\s\-_/.:]+/);
  const used = new Set<number>();
  const eachStartsAWord = words.every((w) => {
    const i = titleWords.findIndex((t, index) => !used.has(index) && t.startsWith(w));
    if (i < 0) return false;
    used.add(i);
    return true;
  });
  if (eachStartsAWord) return 1;
  if (title.includes(query)) return 2;
  if (words.every((w) => title.includes(w))) return 3;
  return 4;
}

const byTitle = (a: Command, b: Command) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

export function filterCommands(commands: readonly Command[], query: string): Command[] {
  const words = queryWords(query);
  if (words.length === 0) return [...commands].sort(byTitle);
  const q = words.join(' ');
  return commands
    .filter((c) => {
      const haystack = `${c.title} ${c.description} ${c.category}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .map((c) => ({ c, r: rank(c.title.toLowerCase(), q, words) }))
    .sort((a, b) => a.r - b.r || byTitle(a.c, b.c))
    .map(({ c }) => c);
}

/** Parts of `text` to highlight for `query`: [start, end) ranges, sorted and merged. */
export function matchRanges(text: string, query: string): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const w of queryWords(query)) {
    let from = lower.indexOf(w);
    while (from >= 0) {
      ranges.push([from, from + w.length]);
      from = lower.indexOf(w, from + w.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
