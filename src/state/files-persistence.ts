/**
 * Keeps the files store in browser storage without ever losing a keystroke (DESIGN §4):
 * - changes are written about 1 s later (SPEC §4): once they pause for 1 s, and at least every
 *   3 s while they keep coming (unless the last write took over SLOW_WRITE_MS: then only once
 *   they pause), in the next idle moment; at once on save, `pagehide` and
 *   `visibilitychange` to hidden; a change of which folders are open, and nothing else, once
 *   the user has been quiet for 2 s;
 * - a refused write (storage full, storage unavailable) is shown to the user with an export,
 *   and nothing in memory is dropped; writes are retried on the next change, except that a
 *   list at least as long as one storage refused for lack of room is not tried again until
 *   another tab writes, and a list much longer than the stored one is written only if storage
 *   has room for the difference (reading, serializing and being refused a 21 MB file took the
 *   page 0.8 s, every time);
 * - unreadable stored data is kept aside and never overwritten;
 * - before each write, and whenever another tab writes, the lists are merged three ways so two
 *   tabs never overwrite each other's changes (core/files/merge.ts).
 */
import { defaultFiles, newId, type FileEntry } from '../core/files/file-entry';
import { mergeExpanded, mergeFileLists, type MergeResult } from '../core/files/merge';
import { parseFileList, serializeFileList, storedLengthAtLeast } from '../core/files/schema';
import {
  hasRoomFor,
  loadActiveFileId,
  loadFiles,
  onFilesChangedElsewhere,
  readRawFiles,
  saveActiveFileId,
  saveFiles,
} from '../storage/files-storage';
import { StorageWriteError } from '../storage/local-store';
import { createQuietGate, type QuietGate } from '../core/scheduling/quiet-gate';
import { filesStore } from './files-store';
import { flushLiveBuffers, hasDirtyBuffers, liveLength, onBufferDirty } from './live-buffers';
import { toast, toastsStore } from './toasts-store';
import { exportProject } from './export';

export const PERSIST_DELAY_MS = 1000;
export const PERSIST_MAX_WAIT_MS = 3000;
/**
 * A write that took longer than this (a file of a few megabytes: 0.3 s to serialize and store
 * 4 MB) is a freeze the user would feel every PERSIST_MAX_WAIT_MS while typing on: the next
 * changes are written once typing pauses, and at once on save or when the page hides.
 */
export const SLOW_WRITE_MS = 50;
/**
 * A change of which folders are open (and nothing else) is written once the user has made no
 * click, key or wheel turn for this long, or at the latest FOLDERS_MAX_WAIT_MS later: it rewrites
 * the whole list (about 20 ms for 5,000 files), and a folder is usually opened to do something
 * next, such as typing in the search box. Closing or hiding the page writes it at once.
 */
export const FOLDERS_QUIET_MS = 2000;
const FOLDERS_MAX_WAIT_MS = 30_000;
/**
 * A list this many characters longer than the stored one is written only if storage has room
 * for that much more (files-storage hasRoomFor): reading, serializing and being refused a 21 MB
 * file took the page 0.8 s.
 */
const PROBE_GROWTH_CHARS = 1_000_000;
/** How long a due write may wait for the page to be idle. */
const IDLE_MAX_WAIT_MS = 500;
const STORAGE_TOAST_ID = 'storage-write-failed';

interface PersistenceState {
  /** The list as last read from or written to storage: the merge base. */
  base: FileEntry[];
  /** The folders open in that list. */
  baseExpanded: ReadonlySet<string>;
  /** The raw text last read or written, to notice another tab's writes. */
  raw: string | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** A due write waiting for an idle moment (requestIdleCallback), null when none is. */
  idle: number | null;
  /** A change of open folders only, waiting for the user to be quiet; null when none is. */
  folders: QuietGate | null;
  /** When the oldest change not yet written was made (Date.now()), null when none is waiting. */
  pendingSince: number | null;
  /** How long the last write took to serialize and store (ms). */
  lastWriteMs: number;
  /** Set when stored data could not be kept aside: then we must never overwrite it. */
  blocked: boolean;
  failing: boolean;
  /**
   * How long, at least, the last list storage refused for lack of room was (core/files/schema
   * storedLengthAtLeast); null when the last write landed or another tab has written since. A
   * list at least as long is not tried: it would need as much room or more.
   */
  refused: number | null;
  disposers: (() => void)[];
}

let state: PersistenceState | null = null;

export interface StartOptions {
  now?: () => number;
}

/** Loads the stored files into the store and starts persisting. Returns a disposer. */
export function startFilesPersistence(options: StartOptions = {}): () => void {
  stopFilesPersistence();
  const now = options.now ?? Date.now;
  const loaded = loadFiles(now());
  let entries: FileEntry[];
  let expanded: ReadonlySet<string> = new Set();
  let raw: string | null = null;
  let blocked = false;
  if (loaded.status === 'ok') {
    entries = loaded.entries;
    expanded = loaded.expanded;
    raw = loaded.raw;
  } else {
    entries = defaultFiles(new Date(now()));
    if (loaded.status === 'unreadable') {
      blocked = loaded.backupKey === null;
      toast(
        loaded.backupKey
          ? {
              type: 'error',
              title: 'Saved files could not be read',
              message: `They were kept aside in browser storage as "${loaded.backupKey}" and the starting file is shown instead. Nothing was deleted.`,
              duration: 15000,
            }
          : {
              type: 'error',
              title: 'Saved files could not be read',
              message:
                'They could not be kept aside either, so this tab will not write to browser storage. Use Export files to keep your work.',
              action: { label: 'Export files', handler: exportProject },
              duration: 15000,
            },
      );
    }
  }
  const storedActive = loadActiveFileId();
  const active = entries.find((e) => e.id === storedActive && e.type === 'file');
  filesStore.setState({ entries, expanded, activeId: active ? active.id : null });

  state = {
    base: loaded.status === 'ok' ? entries : [],
    baseExpanded: expanded,
    raw,
    timer: null,
    idle: null,
    folders: null,
    pendingSince: null,
    lastWriteMs: 0,
    blocked,
    failing: false,
    refused: null,
    disposers: [],
  };
  const s = state;

  const onHide = () => flushFiles();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushFiles();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  s.disposers.push(
    () => window.removeEventListener('pagehide', onHide),
    () => document.removeEventListener('visibilitychange', onVisibility),
    filesStore.subscribe((next, prev) => {
      if (next.entries !== prev.entries) schedule();
      else if (next.expanded !== prev.expanded) scheduleFolders();
      if (next.activeId !== prev.activeId) saveActiveFileId(next.activeId);
    }),
    onBufferDirty(schedule),
    // The event is a signal only: its value can be older than what this tab has read and
    // merged since (a write of ours can land between the other tab's write and its event), and
    // merging that again would undo newer edits. What storage holds now is what to merge.
    onFilesChangedElsewhere(() => mergeFromStorage(readRawFiles())),
  );
  return stopFilesPersistence;
}

export function stopFilesPersistence(): void {
  if (!state) return;
  if (state.timer || state.idle !== null || state.folders || hasDirtyBuffers()) flushFiles(); // never dropped
  state.disposers.forEach((d) => d());
  state = null;
}

/**
 * A change is written once changes have paused for PERSIST_DELAY_MS, and while they keep coming
 * (someone typing without a pause) at least every PERSIST_MAX_WAIT_MS, unless the last write
 * was slow (SLOW_WRITE_MS): a write blocks the page, and a key arriving then waits for it.
 */
function schedule(): void {
  const s = state;
  if (!s) return;
  const at = Date.now();
  s.pendingSince ??= at;
  if (s.timer) clearTimeout(s.timer);
  const wait =
    s.lastWriteMs > SLOW_WRITE_MS
      ? PERSIST_DELAY_MS
      : Math.min(PERSIST_DELAY_MS, s.pendingSince + PERSIST_MAX_WAIT_MS - at);
  s.timer = setTimeout(
    () => {
      if (state) state.timer = null;
      writeWhenIdle();
    },
    Math.max(0, wait),
  );
}

/** A change of open folders only: written once the user is quiet, unless a write comes first. */
function scheduleFolders(): void {
  const s = state;
  if (!s || s.timer || s.idle !== null || s.folders) return; // a write already due carries it
  const gate = createQuietGate({
    quietMs: FOLDERS_QUIET_MS,
    deadlineMs: FOLDERS_MAX_WAIT_MS,
    inputs: window,
  });
  s.folders = gate;
  void gate.opened.then(() => {
    if (state?.folders !== gate) return; // written already
    state.folders = null;
    writeWhenIdle();
  });
}

/**
 * A due write waits for an idle moment (at most IDLE_MAX_WAIT_MS), so it does not run between a
 * key and the frame that shows the typed character.
 */
function writeWhenIdle(): void {
  const s = state;
  if (!s || s.idle !== null) return;
  if (typeof requestIdleCallback !== 'function') {
    flushFiles();
    return;
  }
  s.idle = requestIdleCallback(
    () => {
      if (state) state.idle = null;
      flushFiles();
    },
    { timeout: IDLE_MAX_WAIT_MS },
  );
}

/**
 * Writes now. Returns true when storage holds this tab's files afterwards. Safe to call at any
 * time, including from `pagehide`, because localStorage writes are synchronous.
 */
export function flushFiles(): boolean {
  const s = state;
  if (!s) return false;
  if (s.timer) {
    clearTimeout(s.timer);
    s.timer = null;
  }
  if (s.idle !== null) {
    cancelIdleCallback(s.idle);
    s.idle = null;
  }
  const folders = s.folders;
  s.folders = null;
  folders?.open(); // its timers end; this write carries the change
  s.pendingSince = null;
  if (s.blocked) {
    flushLiveBuffers();
    return false;
  }
  const atLeast = listLengthAtLeast();
  if (s.refused !== null && atLeast >= s.refused) {
    showWriteFailure(new StorageWriteError('quota', null)); // it would not fit: it stays shown
    return false;
  }
  // Much longer than what storage holds (a large paste): first, whether it could fit at all.
  const growth = atLeast - (s.raw?.length ?? 0);
  if (growth > PROBE_GROWTH_CHARS && !hasRoomFor(growth)) {
    s.refused = atLeast;
    reportWriteFailure(new StorageWriteError('quota', null));
    return false;
  }
  flushLiveBuffers();
  const stored = readRawFiles();
  if (stored !== s.raw) mergeFromStorage(stored);
  const { entries, expanded } = filesStore.getState();
  const started = performance.now();
  const raw = serializeFileList(entries, expanded);
  try {
    if (raw !== s.raw) saveFiles(raw);
    s.lastWriteMs = performance.now() - started;
    s.refused = null;
    s.raw = raw;
    s.base = entries;
    s.baseExpanded = expanded;
    if (s.timer) {
      clearTimeout(s.timer); // a merge above may have scheduled a write that this one covers
      s.timer = null;
    }
    s.pendingSince = null;
    if (s.failing) {
      s.failing = false;
      toastsStore.getState().dismiss(STORAGE_TOAST_ID);
      toast({
        type: 'success',
        title: 'Saved to browser storage',
        message: 'Your files are stored again.',
      });
    }
    return true;
  } catch (error) {
    if (error instanceof StorageWriteError && error.reason === 'quota') {
      s.refused = storedLengthAtLeast(entries);
    }
    reportWriteFailure(error);
    return false;
  }
}

/** The stored list's length at least, open buffers' newest text included, without reading it. */
function listLengthAtLeast(): number {
  return storedLengthAtLeast(filesStore.getState().entries, (e) =>
    e.type === 'file' ? (liveLength(e.id) ?? e.content.length) : 0,
  );
}

function reportWriteFailure(error: unknown): void {
  console.error('Failed to save files to browser storage', error);
  showWriteFailure(error);
}

/** The error toast for a refused write, with an export (shown again, not stacked). */
function showWriteFailure(error: unknown): void {
  if (!state) return;
  state.failing = true;
  const reason =
    error instanceof StorageWriteError ? error.message : 'The browser refused to store your files.';
  toast({
    id: STORAGE_TOAST_ID,
    type: 'error',
    title: 'Could not save to browser storage',
    message: `${reason} Your work is still open in this tab; export it so nothing is lost.`,
    action: { label: 'Export files', handler: exportProject },
    duration: 60000,
  });
}

/** Brings another tab's write into this tab. */
function mergeFromStorage(newRaw: string | null): void {
  const s = state;
  if (!s || newRaw === s.raw) return;
  const remote =
    newRaw === null ? { entries: [], expanded: new Set<string>() } : parseFileList(newRaw);
  if (remote === null) return; // another tab wrote something unreadable: ignore it, ours will replace it
  flushLiveBuffers();
  const local = filesStore.getState();
  const merged = mergeFileLists(s.base, local.entries, remote.entries, () => newId(Date.now()));
  const expanded = mergeExpanded(s.baseExpanded, local.expanded, remote.expanded);
  s.base = remote.entries;
  s.baseExpanded = remote.expanded;
  s.raw = newRaw;
  s.refused = null; // the other tab's write changed how much room is left
  filesStore.getState().replaceEntries(merged.entries, expanded);
  announce(merged);
}

function announce(result: MergeResult): void {
  const changed = result.changedByOther.filter((e) => e.type === 'file').map((e) => e.name);
  const removed = result.removedByOther.map((e) => e.name);
  if (changed.length > 0 || removed.length > 0) {
    const parts = [
      changed.length ? `changed ${list(changed)}` : '',
      removed.length ? `deleted ${list(removed)}` : '',
    ].filter(Boolean);
    toast({
      id: 'files-updated-elsewhere', // one notice, refreshed, however many writes arrive
      type: 'info',
      title: 'Updated from another tab',
      message: `Another tab ${parts.join(' and ')}.`,
    });
  }
  for (const copy of result.conflictCopies) {
    toast({
      type: 'info',
      title: 'Edited in two tabs',
      message: `This tab's version was kept; the other tab's version is in "${copy.name}".`,
      duration: 10000,
    });
  }
}

const list = (names: string[]) =>
  names.length <= 3 ? names.map((n) => `"${n}"`).join(', ') : `${names.length} files`;
