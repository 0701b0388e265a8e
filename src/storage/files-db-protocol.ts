/**
 * Messages between the page and the files worker (files-db.worker.ts): one answer per id.
 * Copying a message blocks the thread that sends or receives it for as long as its text is, so a
 * record's content longer than PART_CHARS travels as `part` messages of the same id, each a task
 * of its own, before the message that carries the record (its content there is empty).
 */
import type { RecordWrite, StoredItem } from './files-backend';
import type { StorageFailure } from './local-store';
import { partsOf, TEXT_PART_CHARS } from '../core/text/parted-text';

/** The longest text one message carries (characters). */
export const PART_CHARS = TEXT_PART_CHARS;

/** A piece of a long content; nothing answers it. */
export interface FilesDbPart {
  id: number;
  op: 'part';
  text: string;
}

/** [index in the message's record list, number of parts] for each content sent in parts. */
export type PartsIndex = [number, number][];

export type FilesDbRequest =
  | {
      id: number;
      op: 'write';
      change: RecordWrite;
      expect: [string, string | null][];
      /** Names the page in the channel message, so it does not take its own write for another tab's. */
      from: string;
      /** Of `change.put`. */
      parts: PartsIndex;
    }
  | FilesDbPart
  | { id: number; op: 'read'; keys: string[] | null };

export type FilesDbResponse =
  | { id: number; ok: true; conflicts: string[] }
  /** `parts`: of the items' values. */
  | { id: number; ok: true; items: StoredItem[]; parts: PartsIndex }
  /** `unavailable`: the worker cannot open the database; the page does it itself. */
  | { id: number; ok: false; unavailable: true }
  | { id: number; ok: false; unavailable: false; reason: StorageFailure; message: string };

export type FromFilesDb = FilesDbPart | FilesDbResponse;

const longContent = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const content = (value as { content?: unknown }).content;
  return typeof content === 'string' && content.length > PART_CHARS ? content : null;
};

/**
 * `records` with each long content emptied (a copy of that record), the index of the parts, and
 * the parts in order. `known` gives the parts a content was built from, if it has them: cut
 * afresh, a text built from parts is first copied whole.
 */
export function cutLong<T>(
  records: readonly T[],
  known: (content: string) => readonly string[] | null = () => null,
): {
  records: T[];
  index: PartsIndex;
  texts: string[];
} {
  const index: PartsIndex = [];
  const texts: string[] = [];
  const cut = records.map((record, i) => {
    const content = longContent(record);
    if (content === null) return record;
    const parts = partsOf(known(content) ?? [content], PART_CHARS);
    texts.push(...parts);
    index.push([i, parts.length]);
    return { ...record, content: '' };
  });
  return { records: cut, index, texts };
}

/** Puts the parts back into the records they were cut from (in place). */
export function joinLong(
  records: readonly unknown[],
  index: PartsIndex,
  texts: readonly string[],
): void {
  let at = 0;
  for (const [i, count] of index) {
    const record = records[i];
    const text = texts.slice(at, at + count).join('');
    at += count;
    if (typeof record === 'object' && record !== null)
      (record as { content: string }).content = text;
  }
}
