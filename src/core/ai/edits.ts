/** A finding's smallest edit applied to the text it was found in. */
import type { FixDetail } from './types';

export type Edit = NonNullable<FixDetail['edit']>;

/** Where `edit`'s range starts and ends in `code`, as character offsets. */
function span(code: string, edit: Edit): [number, number] {
  const lines = code.split('\n');
  const offset = (line: number, column: number) =>
    lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  return [offset(edit.line, edit.column), offset(edit.endLine, edit.endColumn)];
}

/** `code` with `edit` applied (1-based lines and columns, the end column just past the range). */
export function applyEdit(code: string, edit: Edit): string {
  const [start, end] = span(code, edit);
  return code.slice(0, start) + edit.text + code.slice(end);
}

/** The lines the edit changes, before and after (for a diff of just those lines). */
export function editedLines(
  code: string,
  edit: Edit,
): { before: string[]; after: string[]; line: number } {
  const after = applyEdit(code, edit).split('\n');
  const lines = code.split('\n');
  const added = after.length - lines.length;
  const from = edit.line - 1;
  const to = edit.endLine;
  return { line: edit.line, before: lines.slice(from, to), after: after.slice(from, to + added) };
}

/** `edit` in `now`, a later text of `then`: where the lines it changes read as they did, lines
 * moved by `shift` (or not at all), or null when they changed. */
export function editIn(then: string, now: string, edit: Edit, shift = 0): Edit | null {
  if (then === now) return edit;
  const old = then.split('\n').slice(edit.line - 1, edit.endLine);
  const lines = now.split('\n');
  for (const by of shift === 0 ? [0] : [0, shift]) {
    const at = lines.slice(edit.line - 1 + by, edit.endLine + by);
    if (at.length === old.length && at.every((line, i) => line === old[i])) {
      return { ...edit, line: edit.line + by, endLine: edit.endLine + by };
    }
  }
  return null;
}

/** A title for a place that shows plain text (a menu): the quoted names in quotes, not code. */
export const plainTitle = (title: string) => title.replace(/`([^`]*)`/g, "'$1'");

/** How a quick fix names `edit` of `code`: "Change `nme` to `name`", "Add `import math`". */
export function editTitle(code: string, edit: Edit): string {
  const [start, end] = span(code, edit);
  const removed = code.slice(start, end).trim();
  const added = edit.text.trim();
  const shown = (text: string) => (text.includes('\n') || text.length > 40 ? null : `\`${text}\``);
  const was = shown(removed);
  const now = shown(added);
  if (removed === '' && now) return `Add ${now}`;
  if (added === '' && was) return `Remove ${was}`;
  if (was && now) return `Change ${was} to ${now}`;
  return `Apply the fix on line ${edit.line}`;
}
