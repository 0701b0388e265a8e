/**
 * The status bar's word count: runs of non-space characters, as a word processor
 * counts them, with JavaScript's `\s` as the spaces. A line break is a space, so no word spans
 * two lines and a text's count is the sum of its lines' counts: a large buffer is counted a
 * few thousand lines at a time without ever being copied into one string (issue 10).
 */

/** Whether a UTF-16 code unit is one of the characters `\s` matches. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** How many words `text` holds. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return words;
}

export interface LineWordCount {
  /**
   * Counts the next `lines` lines (at least one). Returns the whole text's count once every
   * line has been counted, null while some are left.
   */
  step(lines: number): number | null;
}

/** Counts the words of lines 1 to `lineCount`, each read with `lineAt`, a step at a time. */
export function createLineWordCount(
  lineCount: number,
  lineAt: (lineNumber: number) => string,
): LineWordCount {
  let next = 1;
  let total = 0;
  return {
    step(lines) {
      const end = Math.min(lineCount, next + Math.max(1, lines) - 1);
      for (; next <= end; next++) total += countWords(lineAt(next));
      return next > lineCount ? total : null;
    },
  };
}
