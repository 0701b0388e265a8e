/**
 * The text of a Monaco model, as the store takes it. A long one is read in ranges of lines and
 * kept with them (state/live-buffers.ts): a range inside one of the model's pieces is a view of
 * that piece, so neither reading the text nor storing it copies it whole in one task, as
 * `getValue()` and snapshots do (about 100 ms for 20 MB).
 */
import type { editor } from 'monaco-editor';
import { TEXT_PART_CHARS } from '../../core/text/parted-text';
import { textFromParts } from '../../state/live-buffers';

/** From this length (characters) a text is read in parts. */
export const PARTED_TEXT_MIN = 1024 * 1024;

export function readModelText(model: editor.ITextModel): string {
  const length = model.getValueLength();
  if (length < PARTED_TEXT_MIN) return model.getValue();
  const lines = model.getLineCount();
  // Ranges of about TEXT_PART_CHARS by the average line: finding offsets in the model costs more.
  const step = Math.max(1, Math.floor((TEXT_PART_CHARS * lines) / length));
  const parts: string[] = [];
  for (let line = 1; line <= lines; line += step) {
    const next = line + step;
    const end =
      next > lines
        ? { endLineNumber: lines, endColumn: model.getLineMaxColumn(lines) }
        : { endLineNumber: next, endColumn: 1 };
    parts.push(model.getValueInRange({ startLineNumber: line, startColumn: 1, ...end }));
  }
  // The ranges hold the text with the model's line ends, as getValue() gives it.
  if (parts.reduce((n, p) => n + p.length, 0) !== length) return model.getValue();
  return textFromParts(parts);
}
