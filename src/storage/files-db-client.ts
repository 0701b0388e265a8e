/**
 * The page's side of the files worker: one worker, started with the files, one answer per
 * request. A long content goes in parts, each posted in a task of its own, so no task of the page
 * copies more than PART_CHARS (files-db-protocol.ts). When the worker cannot start, cannot open
 * the database or fails, every request answers null, and the page does the work on its own
 * connection (storage/files-db.ts).
 */
import type { FilesDbRemote } from './files-db';
import type { StoredEntry } from '../core/files/schema';
import { StorageWriteError } from './local-store';
import { longTextParts } from './long-texts';
import {
  cutLong,
  joinLong,
  PART_CHARS,
  type FilesDbRequest,
  type FilesDbResponse,
  type FromFilesDb,
} from './files-db-protocol';

type Port = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Talks to `port` (a worker, or anything that answers like one). */
export function createFilesDbClient(port: Port): FilesDbRemote {
  let broken = false;
  let nextId = 1;
  const pending = new Map<
    number,
    (answer: { response: FilesDbResponse; texts: string[] } | null) => void
  >();
  const partsOf = new Map<number, string[]>();
  const fail = () => {
    broken = true;
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
    partsOf.clear();
    port.terminate();
  };
  port.addEventListener('message', (event: MessageEvent<FromFilesDb>) => {
    const data = event.data;
    if ('op' in data) {
      const parts = partsOf.get(data.id) ?? [];
      parts.push(data.text);
      partsOf.set(data.id, parts);
      return;
    }
    const resolve = pending.get(data.id);
    const texts = partsOf.get(data.id) ?? [];
    pending.delete(data.id);
    partsOf.delete(data.id);
    resolve?.({ response: data, texts });
  });
  port.addEventListener('error', (event) => {
    console.warn('The files worker failed; the page stores the files itself', event);
    fail();
  });
  const send = (request: FilesDbRequest): boolean => {
    if (broken) return false;
    try {
      port.postMessage(request);
      return true;
    } catch (error) {
      console.warn('Could not send to the files worker', error);
      return false;
    }
  };
  const ask = (request: FilesDbRequest) =>
    new Promise<{ response: FilesDbResponse; texts: string[] } | null>((resolve) => {
      pending.set(request.id, resolve);
      if (send(request)) return;
      pending.delete(request.id);
      resolve(null);
    });
  const answer = (got: { response: FilesDbResponse; texts: string[] } | null) => {
    if (got === null) return null;
    const { response } = got;
    if (response.ok) return got;
    if (response.unavailable) {
      broken = true; // this worker has no database: the page's own connection from now on
      return null;
    }
    throw new StorageWriteError(response.reason, new Error(response.message));
  };
  return {
    async write(change, expect, from) {
      const id = nextId++;
      // Cutting a text the editor built can copy it whole first: not in the task that asked.
      if (change.put.some((r) => r.content.length > PART_CHARS)) await nextTask();
      const cut = cutLong(change.put, (content) => longTextParts.of(content));
      for (const [i, text] of cut.texts.entries()) {
        if (i > 0) await nextTask();
        if (!send({ id, op: 'part', text })) return null;
      }
      if (cut.texts.length > 0) await nextTask();
      const got = answer(
        await ask({
          id,
          op: 'write',
          change: { put: cut.records as StoredEntry[], remove: change.remove },
          expect: [...expect],
          from,
          parts: cut.index,
        }),
      );
      return got && 'conflicts' in got.response ? got.response.conflicts : null;
    },
    async read(keys) {
      const got = answer(await ask({ id: nextId++, op: 'read', keys: keys ? [...keys] : null }));
      if (!got || !('items' in got.response)) return null;
      const { items, parts } = got.response;
      joinLong(
        items.map((i) => i.value),
        parts,
        got.texts,
      );
      return items;
    },
  };
}

let shared: FilesDbRemote | null | undefined;

/** The page's one files worker, started on first use; null where workers cannot run. */
export function filesDbWorker(): FilesDbRemote | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof Worker !== 'function') return shared;
  try {
    const worker = new Worker(new URL('./files-db.worker.ts', import.meta.url), {
      type: 'module',
      name: 'files-db',
    });
    shared = createFilesDbClient(worker);
  } catch (error) {
    console.warn('The files worker could not start; the page stores the files itself', error);
  }
  return shared;
}
