/**
 * A long text kept as the parts it was built from. Copying a text of many megabytes into one
 * string (which reading its characters, cutting it or posting it to a worker does) blocks the page
 * for a long task, and so does collecting the garbage it leaves; its parts can each be read or
 * posted in a task of their own.
 */

/** The length of a part: one that a task copies in about a millisecond. */
export const TEXT_PART_CHARS = 256 * 1024;

/**
 * `chunks` in order as parts of `max` characters (the last one shorter): long chunks are sliced,
 * short ones gathered, so that the parts are few whatever the chunks are.
 */
export function partsOf(chunks: Iterable<string>, max = TEXT_PART_CHARS): string[] {
  const parts: string[] = [];
  let part = '';
  for (const chunk of chunks) {
    for (let at = 0; at < chunk.length;) {
      const piece = chunk.slice(at, at + max - part.length);
      part += piece;
      at += piece.length;
      if (part.length === max) {
        parts.push(part);
        part = '';
      }
    }
  }
  if (part !== '') parts.push(part);
  return parts;
}

/** The parts as one text, without copying their characters (the engine links them). */
export function joinParts(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) text += part;
  return text;
}

/**
 * The parts of the last few long texts built by `joinParts`, found again from the text itself.
 * A text is looked up by its length, then by identity: the same string object compares at once,
 * while another one of the same length is compared in full (rare: a look-up follows the read).
 */
export class KnownParts {
  private readonly known: { text: string; parts: readonly string[] }[] = [];

  constructor(private readonly limit = 4) {}

  remember(text: string, parts: readonly string[]): void {
    const at = this.known.findIndex((k) => k.text.length === text.length);
    if (at !== -1) this.known.splice(at, 1);
    this.known.unshift({ text, parts });
    this.known.length = Math.min(this.known.length, this.limit);
  }

  of(text: string): readonly string[] | null {
    const found = this.known.find((k) => k.text.length === text.length && k.text === text);
    return found ? found.parts : null;
  }

  forget(): void {
    this.known.length = 0;
  }
}
