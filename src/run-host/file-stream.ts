/**
 * Files handed over by message (./protocol.ts `file`): the run host and its workers ask by URL
 * and get a Response whose body streams in as the app reads it (src/workers/run-sandbox.ts), so
 * a runtime's loading progress and WebAssembly's streaming compilation work as over the network.
 */
import type { FileAnswer, FileRequest } from './protocol';

/** The header of a handed-over file that the offline copy had ('1'): nothing was downloaded. */
export const KEPT_HEADER = 'x-offline-copy';

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  body: ReadableStreamDefaultController<Uint8Array> | null;
}

export interface FileClient {
  fetch(url: string): Promise<Response>;
  /** Takes one answer; false when `message` is not one. */
  receive(message: FileAnswer | { type: string }): boolean;
}

const isAnswer = (message: FileAnswer | { type: string }): message is FileAnswer =>
  message.type === 'file-head' || message.type === 'file-chunk' || message.type === 'file-end';

export function fileClient(post: (request: FileRequest) => void): FileClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  return {
    fetch(url) {
      const id = nextId++;
      return new Promise<Response>((resolve, reject) => {
        pending.set(id, { resolve, reject, body: null });
        post({ type: 'file', id, url });
      });
    },
    receive(message) {
      if (!isAnswer(message)) return false;
      const entry = pending.get(message.id);
      if (!entry) return true;
      if (message.type === 'file-head') {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            entry.body = controller;
          },
        });
        entry.resolve(
          new Response(body, {
            status: message.status,
            headers: {
              'content-type': message.contentType,
              [KEPT_HEADER]: message.kept ? '1' : '0',
            },
          }),
        );
      } else if (message.type === 'file-chunk') {
        entry.body?.enqueue(new Uint8Array(message.bytes));
      } else {
        pending.delete(message.id);
        const error = message.error === null ? null : new Error(message.error);
        if (!entry.body) entry.reject(error ?? new Error('The file ended before it began'));
        else if (error) entry.body.error(error);
        else entry.body.close();
      }
      return true;
    },
  };
}
