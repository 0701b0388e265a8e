/**
 * Palette search: every word of the query must appear in the title, description or category;
 * titles that start with the query come first, then titles containing it, then the rest, each
 * group in registration order.
 */
import type { Command } from '../../core/commands/command';

export function filterCommands(commands: readonly Command[], query: string): Command[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...commands];
  const words = q.split(/\s+/);
  const rank = (c: Command) => {
    const title = c.title.toLowerCase();
    if (title.startsWith(q)) return 0;
    if (title.includes(q)) return 1;
    return 2;
  };
  return commands
    .filter((c) => {
      const haystack = `${c.title} ${c.description} ${c.category} ${c.id}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ c }) => c);
}
