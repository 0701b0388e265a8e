/**
 * The files worker: checked writes of the files, and reads for merges, on a connection of its
 * own, so storing a big file never blocks the page (storage/files-db.ts). Started by
 * files-db-client.ts; the work is in files-db-handler.ts.
 */
import { createFilesDbHandler } from './files-db-handler';
import type { FilesDbRequest, FromFilesDb } from './files-db-protocol';

const scope = self as unknown as {
  postMessage(message: FromFilesDb): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FilesDbRequest>) => void): void;
};

const handle = createFilesDbHandler();

scope.addEventListener('message', (event) => {
  void handle(event.data).then((messages) => messages.forEach((m) => scope.postMessage(m)));
});
