/**
 * The Assist tab's pure parts: what an answer was computed from (a Target), applying an edit to
 * exactly that text, the explanation's lines in the file and its code spans, and the generated
 * file's default name.
 */
import { languageKey, type LanguageKey } from '../../../core/ai/language';
import { languageById } from '../../../core/languages/registry';

export interface Target {
  fileId: string;
  fileName: string;
  language: string;
  /** The whole file's text when the action ran. */
  source: string;
  /** The part worked on (the selection, or 0..source.length). */
  start: number;
  end: number;
  /** 1-based line of `start`. */
  startLine: number;
  /** The editor's selection (even one that covers the whole file), or the file. */
  scope: 'selection' | 'file';
}

/**
 * The file's new text with `replacement` (offsets into `target.source`) applied, or null when
 * the file's current text is no longer what the answer was computed from.
 */
export function applyEdit(
  target: Target,
  current: string | undefined,
  replacement: { start: number; end: number; text: string },
): string | null {
  if (current === undefined || current !== target.source) return null;
  const { start, end, text } = replacement;
  if (start < 0 || end < start || end > current.length) return null;
  return current.slice(0, start) + text + current.slice(end);
}

/** A line of the explained text as a line of the file (a selection starts at its first line). */
export function fileLine(target: Target, line: number): number {
  return target.startLine + line - 1;
}

/** A step's text as plain parts and `code` parts. */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split(/(`[^`]*`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`')
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}

/** The languages the code generator writes; other answers are JavaScript. */
const GENERATED = new Set<LanguageKey>(['javascript', 'typescript', 'python']);

/** The default new-file name, 'ai-generated.js', with the generated language's extension. */
export function generatedFileName(language: string): string {
  const key = languageKey(language);
  const id = GENERATED.has(key) ? key : 'javascript';
  return `ai-generated${languageById(id)?.extensions[0] ?? '.js'}`;
}
