/** Small text helpers shared by the run-findings modules. */
import { mask, matching, splitTop } from './source';

export const wordSet = (text: string): Set<string> => new Set(text.trim().split(/\s+/));

/** The call of `name` in a statement: its text and its arguments as written. */
export function callSite(
  text: string,
  masked: string,
  name: string,
): { text: string; args: string[] } | undefined {
  const m = masked.length === text.length ? masked : text;
  const re = new RegExp(`(?<![\\w$])${escape(name)}\\s*\\(`, 'g');
  for (const match of m.matchAll(re)) {
    const open = match.index + match[0].length - 1;
    const close = matching(m, open);
    if (close < 0) continue;
    const inner = m.slice(open + 1, close);
    const args =
      inner.trim() === ''
        ? []
        : splitTop(m, open + 1, close, ',').map((r) => text.slice(r.from, r.to));
    return { text: text.slice(match.index, close + 1), args: inner.trim() === '' ? [] : args };
  }
  return undefined;
}

/** The call of `name` in a line, as written. */
export function callText(statement: string, name: string): string | undefined {
  return callSite(statement, mask(statement, true), name)?.text;
}

export function shortName(name: string): string {
  const parts = name.split('.');
  return parts[parts.length - 1] ?? name;
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The name nearest to `word` (at most two letters off), if one is. */
export function closest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of new Set(names)) {
    if (name === word) continue;
    const d = distance(word.toLowerCase(), name.toLowerCase());
    const limit = Math.min(2, Math.floor(Math.max(word.length, name.length) / 3));
    if (d <= limit && d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min(
        (row[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}
