/**
 * Open editor buffers hold the newest text of their files. Rather than copying the whole buffer
 * into the store on every keystroke, the editor marks a buffer dirty and the store pulls the text
 * when it needs it: before persisting, saving or reading a file.
 */
import { joinParts } from '../core/text/parted-text';
import { longTextParts } from '../storage/long-texts';

/**
 * A long text from its parts, remembered with them: storing it then sends the parts instead of
 * copying the whole text first.
 */
export function textFromParts(parts: readonly string[]): string {
  const text = joinParts(parts);
  longTextParts.remember(text, parts);
  return text;
}

interface LiveBuffer {
  read: () => string;
  /** The buffer's length, told without reading its text. */
  length?: (() => number) | undefined;
}

const buffers = new Map<string, LiveBuffer>();
const dirty = new Set<string>();
const dirtyListeners = new Set<() => void>();

/** `length` tells the buffer's length without reading its text (liveLength). */
export function registerLiveBuffer(
  id: string,
  read: () => string,
  length?: () => number,
): () => void {
  const buffer: LiveBuffer = { read, length };
  buffers.set(id, buffer);
  return () => {
    if (buffers.get(id) === buffer) {
      flushLiveBuffer(id);
      buffers.delete(id);
      dirty.delete(id);
    }
  };
}

/**
 * The length of a buffer whose newest text the store does not have yet, when its owner can tell
 * it without reading the text; null when the store's text is current or the length is unknown.
 */
export function liveLength(id: string): number | null {
  const length = dirty.has(id) ? buffers.get(id)?.length : undefined;
  return length ? length() : null;
}

export function markBufferDirty(id: string): void {
  dirty.add(id);
  dirtyListeners.forEach((l) => l());
}

export function onBufferDirty(listener: () => void): () => void {
  dirtyListeners.add(listener);
  return () => dirtyListeners.delete(listener);
}

let sink: ((id: string, content: string) => void) | null = null;

/** The files store registers where pulled text goes. */
export function setLiveBufferSink(fn: (id: string, content: string) => void): void {
  sink = fn;
}

export function flushLiveBuffer(id: string): void {
  const buffer = buffers.get(id);
  if (!dirty.has(id) || !buffer || !sink) return;
  dirty.delete(id);
  sink(id, buffer.read());
}

export function flushLiveBuffers(): void {
  for (const id of [...dirty]) flushLiveBuffer(id);
}

export function hasDirtyBuffers(): boolean {
  return dirty.size > 0;
}
