/**
 * The files worker's work, runnable anywhere IndexedDB is: its own connection, opened on the
 * first request; a checked write in one transaction, announced on the channel once committed;
 * reads for merges. Long contents come and go in parts (files-db-protocol.ts).
 */
import type { IDBPDatabase } from 'idb';
import {
  openChannel,
  openFilesDb,
  readItems,
  toWriteError,
  writeRecords,
  type WrittenMessage,
} from './files-db';
import { cutLong, joinLong, type FilesDbRequest, type FromFilesDb } from './files-db-protocol';

/** The messages that answer each request, in order to be sent; none for a `part`, kept for its write. */
export function createFilesDbHandler(
  open: () => Promise<{ db: IDBPDatabase } | null> = openFilesDb,
): (request: FilesDbRequest) => Promise<FromFilesDb[]> {
  let db: Promise<IDBPDatabase | null> | null = null;
  const channel = openChannel();
  const partsOf = new Map<number, string[]>();
  return async (request) => {
    const { id } = request;
    if (request.op === 'part') {
      const parts = partsOf.get(id) ?? [];
      parts.push(request.text);
      partsOf.set(id, parts);
      return [];
    }
    const texts = partsOf.get(id) ?? [];
    partsOf.delete(id);
    db ??= open().then((opened) => opened?.db ?? null);
    const opened = await db;
    if (!opened) return [{ id, ok: false, unavailable: true }];
    try {
      if (request.op === 'read') {
        const items = await readItems(opened, request.keys ?? undefined);
        const cut = cutLong(items.map((i) => i.value));
        return [
          ...cut.texts.map((text) => ({ id, op: 'part' as const, text })),
          {
            id,
            ok: true,
            items: items.map((item, i) => ({ key: item.key, value: cut.records[i] })),
            parts: cut.index,
          },
        ];
      }
      const { change, from } = request;
      joinLong(change.put, request.parts, texts);
      const conflicts = await writeRecords(opened, change, new Map(request.expect));
      if (conflicts.length === 0) {
        const keys = [...change.put.map((r) => r.id), ...change.remove];
        channel?.postMessage({ keys, from } satisfies WrittenMessage);
      }
      return [{ id, ok: true, conflicts }];
    } catch (error) {
      const failure = toWriteError(error);
      return [
        { id, ok: false, unavailable: false, reason: failure.reason, message: failure.message },
      ];
    }
  };
}
