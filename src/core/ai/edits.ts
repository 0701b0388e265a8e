/** A finding's smallest edit applied to the text it was found in. */
import type { FixDetail } from './types';

export type Edit = NonNullable<FixDetail['edit']>;

/** `code` with `edit` applied (1-based lines and columns, the end column just past the range). */
export function applyEdit(code: string, edit: Edit): string {
  const lines = code.split('\n');
  const offset = (line: number, column: number) =>
    lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  return (
    code.slice(0, offset(edit.line, edit.column)) +
    edit.text +
    code.slice(offset(edit.endLine, edit.endColumn))
  );
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
