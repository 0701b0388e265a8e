/**
 * Keeps the files store in browser storage without ever losing a keystroke:
 * - one record per file or folder (storage/files-backend.ts); a write stores only the entries
 *   that changed since storage last held them, and deletes the removed ones;
 * - changes are written once they pause for PERSIST_DELAY_MS, and at least every
 *   PERSIST_MAX_WAIT_MS while they keep coming (unless the last write was slow: then only once
 *   they pause), in the next idle moment; at once on save, `pagehide` and `visibilitychange` to
 *   hidden; a change of which folders are open, and nothing else, once the user has been quiet
 *   for FOLDERS_QUIET_MS;
 * - a write checks that no other tab wrote the same records since this tab read them; if one
 *   did, its version is merged in first (core/files/merge.ts), so two tabs never overwrite each
 *   other's changes. Another tab's writes are announced and merged the same way. Only the write
 *   started by `pagehide` skips the check: the page may be gone before an answer comes;
 * - a refused write (storage full, unavailable) is shown with an export, nothing in memory is
 *   dropped, and writing is tried again on the next change and every RETRY_MS until it lands;
 * - records that cannot be read are skipped and kept, and offered in Recover Saved Data; names
 *   the UI would refuse are renamed, and the user is told of both.
 */
import { defaultFiles, newId, type FileEntry } from '../core/files/file-entry';
import { mergeExpanded, mergeFileLists, sameEntry, type MergeResult } from '../core/files/merge';
import { recoverFileList } from '../core/files/recover';
import { conflictCopyId, fileOfClosedCopy } from '../core/files/conflicts';
import { isStoredEntry, toEntry, toRecord, type StoredEntry } from '../core/files/schema';
import { revOf, type FilesBackend, type StoredItem } from '../storage/files-backend';
import { loadActiveFileId, openFiles, saveActiveFileId } from '../storage/files-storage';
import { StorageWriteError } from '../storage/local-store';
import { createQuietGate, type QuietGate } from '../core/scheduling/quiet-gate';
import { filesStore } from './files-store';
import { conflictsStore } from './conflicts-store';
import { flushLiveBuffers, hasDirtyBuffers, onBufferDirty } from './live-buffers';
import { toast, toastsStore } from './toasts-store';
import { exportProject } from './export';
import { panelsStore } from './panels-store';
import { refreshStorageUse } from './storage-use-store';

export const PERSIST_DELAY_MS = 1000;
export const PERSIST_MAX_WAIT_MS = 3000;
/**
 * A write whose part on the page's thread took longer than this is a freeze the user would feel
 * every PERSIST_MAX_WAIT_MS while typing on: the next changes are written once typing pauses.
 */
export const SLOW_WRITE_MS = 50;
/**
 * A change of which folders are open (and nothing else) is written once the user has made no
 * click, key or wheel turn for this long, or at the latest FOLDERS_MAX_WAIT_MS later: a folder
 * is usually opened to do something next, such as typing in the search box. Closing or hiding
 * the page writes it at once.
 */
export const FOLDERS_QUIET_MS = 2000;
const FOLDERS_MAX_WAIT_MS = 30_000;
/** While storage refuses writes, how often to try again without a new change. */
export const RETRY_MS = 5000;
/** How long a due write may wait for the page to be idle. */
const IDLE_MAX_WAIT_MS = 500;
/** Writes that meet another tab's newer records this many times in a row wait for the next change. */
const MAX_CONFLICT_ROUNDS = 3;
const STORAGE_TOAST_ID = 'storage-write-failed';

interface PersistenceState {
  backend: FilesBackend;
  /** The entries storage holds, as far as this tab knows (by id): the merge base. */
  base: Map<string, FileEntry>;
  /** The folders storage holds as open. */
  baseExpanded: Set<string>;
  /** The `rev` of each stored record this tab knows (null: stored without one). */
  revs: Map<string, string | null>;
  /** Names this tab's writes, with `writes`. */
  tab: string;
  writes: number;
  timer: ReturnType<typeof setTimeout> | null;
  retry: ReturnType<typeof setTimeout> | null;
  /** A due write waiting for an idle moment (requestIdleCallback), null when none is. */
  idle: number | null;
  /** A change of open folders only, waiting for the user to be quiet; null when none is. */
  folders: QuietGate | null;
  /** When the oldest change not yet written was made (Date.now()), null when none is waiting. */
  pendingSince: number | null;
  /** How long the page's part of the last write took (ms). */
  lastWriteMs: number;
  /** Set when stored data could not be kept aside: then we must never overwrite it. */
  blocked: boolean;
  failing: boolean;
  /** Writes and merges, one after another. */
  chain: Promise<unknown>;
  disposers: (() => void)[];
}

let state: PersistenceState | null = null;

export interface StartOptions {
  now?: () => number;
}

/** Loads the stored files into the store and starts persisting. Resolves to a disposer. */
export async function startFilesPersistence(options: StartOptions = {}): Promise<() => void> {
  stopFilesPersistence();
  const now = options.now ?? Date.now;
  const opened = await openFiles(now());
  const readable = opened.items.filter((i) => isStoredEntry(i.value) && i.value.id === i.key);
  const recovered = recoverFileList(readable.map((i) => i.value));
  const skipped = [
    ...opened.items.filter((i) => !readable.includes(i)),
    ...readable.filter((i) => recovered.skipped.includes(i.value)),
  ];
  const entries = opened.fresh ? defaultFiles(new Date(now())) : recovered.entries;
  const storedActive = loadActiveFileId();
  const active = entries.find((e) => e.id === storedActive && e.type === 'file');
  filesStore.setState({
    entries,
    expanded: recovered.expanded,
    activeId: active ? active.id : null,
  });

  const renamed = new Set(recovered.renamed.map((r) => r.id));
  const base = new Map<string, FileEntry>();
  const revs = new Map<string, string | null>();
  for (const item of readable) revs.set(item.key, revOf(item.value));
  // A renamed entry differs from its record, so the next write stores the new name.
  for (const e of recovered.entries) if (!renamed.has(e.id)) base.set(e.id, e);

  stopFilesPersistence(); // a second start may have run while this one waited
  state = {
    backend: opened.backend,
    base,
    baseExpanded: new Set(recovered.expanded),
    revs,
    tab: newId(now()),
    writes: 0,
    timer: null,
    retry: null,
    idle: null,
    folders: null,
    pendingSince: null,
    lastWriteMs: 0,
    blocked: opened.unreadable?.blocked ?? false,
    failing: false,
    chain: Promise.resolve(),
    disposers: [],
  };
  const s = state;
  announceStart(opened, skipped, recovered.renamed);
  if (opened.fresh)
    void flushFiles(); // stored at once: from now on an empty project stays empty
  else if (renamed.size > 0) schedule();

  const onHide = () => void flushFiles({ closing: true });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void flushFiles();
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
    s.backend.onExternalWrite((keys) => void enqueue(s, () => pull(s, keys))),
  );
  return stopFilesPersistence;
}

export function stopFilesPersistence(): void {
  if (!state) return;
  const s = state;
  if (s.timer || s.idle !== null || s.folders || hasDirtyBuffers()) void flushFiles(); // never dropped
  if (s.timer) clearTimeout(s.timer);
  if (s.retry) clearTimeout(s.retry);
  if (s.idle !== null) cancelIdleCallback(s.idle);
  s.folders?.open();
  s.disposers.forEach((d) => d());
  state = null;
}

/** Resolves once every write and merge started so far has ended. */
export function filesSettled(): Promise<void> {
  return (state?.chain ?? Promise.resolve()).then(() => undefined);
}

/**
 * A change is written once changes have paused for PERSIST_DELAY_MS, and while they keep coming
 * (someone typing without a pause) at least every PERSIST_MAX_WAIT_MS, unless the last write
 * was slow (SLOW_WRITE_MS).
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

/** A due write waits for an idle moment (at most IDLE_MAX_WAIT_MS), not between a key and its frame. */
function writeWhenIdle(): void {
  const s = state;
  if (!s || s.idle !== null) return;
  if (typeof requestIdleCallback !== 'function') {
    void flushFiles();
    return;
  }
  s.idle = requestIdleCallback(
    () => {
      if (state) state.idle = null;
      void flushFiles();
    },
    { timeout: IDLE_MAX_WAIT_MS },
  );
}

/**
 * Writes now. Resolves to true when storage holds this tab's files afterwards. `closing` (the
 * page hides for good): the write starts before this returns and checks nothing, since the page
 * may be gone before any answer comes.
 */
export function flushFiles(options: { closing?: boolean } = {}): Promise<boolean> {
  const s = state;
  if (!s) return Promise.resolve(false);
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
  flushLiveBuffers();
  if (s.blocked) return Promise.resolve(false);
  if (options.closing) return writeUnchecked(s);
  return enqueue(s, () => writeChecked(s, 0));
}

function enqueue<T>(s: PersistenceState, op: () => Promise<T>): Promise<T> {
  const result = s.chain.then(op, op);
  s.chain = result.catch(() => undefined);
  return result;
}

interface PendingChange {
  put: StoredEntry[];
  remove: string[];
  /** The entries the records in `put` store, in the same order. */
  written: FileEntry[];
  expanded: ReadonlySet<string>;
}

/** What storage lacks of this tab's files: changed or new entries, and removed ids. */
function pendingChange(s: PersistenceState): PendingChange {
  const { entries, expanded } = filesStore.getState();
  const rev = `${s.tab}.${++s.writes}`;
  const put: StoredEntry[] = [];
  const written: FileEntry[] = [];
  const present = new Set<string>();
  for (const e of entries) {
    present.add(e.id);
    const stored = s.base.get(e.id);
    const folderChanged = e.type === 'folder' && expanded.has(e.id) !== s.baseExpanded.has(e.id);
    if (stored === e ? folderChanged : !sameEntry(stored, e) || folderChanged) {
      put.push(toRecord(e, expanded, rev));
      written.push(e);
    }
  }
  const remove = [...s.base.keys()].filter((id) => !present.has(id));
  return { put, remove, written, expanded };
}

/** Storage now holds `change`. */
function landed(s: PersistenceState, change: PendingChange): void {
  change.written.forEach((entry, i) => {
    s.base.set(entry.id, entry);
    s.revs.set(entry.id, change.put[i]?.rev ?? null);
    if (entry.type === 'folder' && change.expanded.has(entry.id)) s.baseExpanded.add(entry.id);
    else s.baseExpanded.delete(entry.id);
  });
  for (const id of change.remove) {
    s.base.delete(id);
    s.revs.delete(id);
    s.baseExpanded.delete(id);
  }
}

function startWrite(
  s: PersistenceState,
  change: PendingChange,
  expect?: Map<string, string | null>,
): Promise<string[]> {
  const started = performance.now();
  const writing = s.backend.write({ put: change.put, remove: change.remove }, expect);
  s.lastWriteMs = performance.now() - started;
  return writing;
}

function writeUnchecked(s: PersistenceState): Promise<boolean> {
  const change = pendingChange(s);
  if (change.put.length === 0 && change.remove.length === 0) return Promise.resolve(!s.failing);
  const ids = [...change.put.map((r) => r.id), ...change.remove];
  const before = ids.map((id) => [id, s.base.get(id), s.revs.get(id)] as const);
  const writing = startWrite(s, change);
  landed(s, change); // a later write must not repeat it
  return writing.then(
    () => {
      wroteAgain(s);
      return true;
    },
    (error: unknown) => {
      // Not stored: as it was, so the next write tries again.
      for (const [id, entry, rev] of before) {
        if (entry) s.base.set(id, entry);
        else s.base.delete(id);
        if (rev === undefined) s.revs.delete(id);
        else s.revs.set(id, rev);
      }
      reportWriteFailure(s, error);
      return false;
    },
  );
}

async function writeChecked(s: PersistenceState, round: number): Promise<boolean> {
  flushLiveBuffers();
  const change = pendingChange(s);
  if (change.put.length === 0 && change.remove.length === 0) {
    if (s.failing) wroteAgain(s);
    return true;
  }
  const ids = [...change.put.map((r) => r.id), ...change.remove];
  const expect = new Map(ids.map((id) => [id, s.revs.get(id) ?? null]));
  let conflicts: string[];
  try {
    conflicts = await startWrite(s, change, expect);
  } catch (error) {
    reportWriteFailure(s, error);
    return false;
  }
  if (conflicts.length === 0) {
    landed(s, change);
    wroteAgain(s);
    return true;
  }
  // Another tab wrote some of these records since this tab read them: merge, then write again.
  // With each file's conflict copy, which that tab may have made meanwhile: one copy per file.
  await pull(s, [...conflicts, ...conflicts.map(conflictCopyId)]);
  if (round + 1 >= MAX_CONFLICT_ROUNDS) {
    schedule();
    return false;
  }
  return writeChecked(s, round + 1);
}

/** A write landed: a failure shown before is over. */
function wroteAgain(s: PersistenceState): void {
  void refreshStorageUse();
  if (s.retry) {
    clearTimeout(s.retry);
    s.retry = null;
  }
  if (!s.failing) return;
  s.failing = false;
  toastsStore.getState().dismiss(STORAGE_TOAST_ID);
  toast({
    type: 'success',
    title: 'Saved to browser storage',
    message: 'Your files are stored again.',
  });
}

function reportWriteFailure(s: PersistenceState, error: unknown): void {
  console.error('Failed to save files to browser storage', error);
  s.failing = true;
  const reason =
    error instanceof StorageWriteError ? error.message : 'The browser refused to store your files.';
  toast({
    id: STORAGE_TOAST_ID,
    type: 'error',
    title: 'Could not save to browser storage',
    message: `${reason} Your work is still open in this tab and saving goes on by itself once there is room; download it as a zip to be safe.`,
    action: { label: 'Download as zip', handler: exportProject },
    duration: 60000,
  });
  // Room can come free without a change here (another tab deletes a file): try again.
  if (s.retry) clearTimeout(s.retry);
  s.retry = setTimeout(() => {
    s.retry = null;
    if (state === s) writeWhenIdle();
  }, RETRY_MS);
}

/** Brings records another tab wrote (`keys`; null: any) into this tab. */
async function pull(s: PersistenceState, keys: string[] | null): Promise<void> {
  let items: StoredItem[];
  try {
    items = keys ? await s.backend.readSome(keys) : await s.backend.readAll();
  } catch (error) {
    console.error('Could not read what another tab stored', error);
    return;
  }
  if (state !== s) return;
  const found = new Map(items.map((i) => [i.key, i.value]));
  const remote = new Map(s.base);
  const remoteExpanded = new Set(s.baseExpanded);
  let changed = false;
  for (const key of keys ?? new Set([...s.base.keys(), ...found.keys()])) {
    const value = found.get(key);
    if (value === undefined) {
      if (remote.delete(key) || s.revs.has(key)) changed = true;
      s.revs.delete(key);
      remoteExpanded.delete(key);
    } else if (isStoredEntry(value) && value.id === key) {
      if (s.revs.has(key) && s.revs.get(key) === revOf(value)) continue; // known already
      const entry = toEntry(value);
      if (!sameEntry(remote.get(key), entry)) remote.set(key, entry);
      if (value.type === 'folder' && value.expanded) remoteExpanded.add(key);
      else remoteExpanded.delete(key);
      s.revs.set(key, revOf(value));
      changed = true;
    }
    // a record no tab can read is left to the start that reports it
  }
  if (!changed) return;
  flushLiveBuffers();
  const local = filesStore.getState();
  const merged = mergeFileLists([...s.base.values()], local.entries, [...remote.values()], () =>
    newId(Date.now()),
  );
  const expanded = mergeExpanded(s.baseExpanded, local.expanded, remoteExpanded);
  s.base = remote;
  s.baseExpanded = remoteExpanded;
  // Which version each conflict shows here, before the editor bar renders the new list.
  conflictsStore.getState().afterMerge(local.entries, merged);
  filesStore.getState().replaceEntries(merged.entries, expanded);
  const file = fileOfClosedCopy(local.entries, merged.entries, local.activeId);
  if (file !== null) filesStore.getState().open(file); // the open copy was resolved there
  announce(merged);
}

function announceStart(
  opened: Awaited<ReturnType<typeof openFiles>>,
  skipped: StoredItem[],
  renamed: { from: string; to: string }[],
): void {
  const { unreadable, migration } = opened;
  if (unreadable) {
    toast(
      unreadable.backupKey
        ? {
            type: 'error',
            title: 'Saved files could not be read',
            message: `They were kept aside in browser storage as "${unreadable.backupKey}". Nothing was deleted.`,
            action: { label: 'Recover Saved Data', handler: openRecover },
            duration: 15000,
          }
        : {
            type: 'error',
            title: 'Saved files could not be read',
            message:
              'They could not be kept aside either, so this tab will not write to browser storage. Use Download as zip to keep your work.',
            action: { label: 'Download as zip', handler: exportProject },
            duration: 15000,
          },
    );
  }
  if (migration?.status === 'failed') {
    toast({
      type: 'error',
      title: 'Files stay in the old storage',
      message: `Moving your files to IndexedDB failed: ${migration.reason} Nothing was changed; your files are saved in localStorage as before.`,
      duration: 15000,
    });
  }
  if (skipped.length > 0) {
    const count = skipped.length === 1 ? 'One saved item' : `${skipped.length} saved items`;
    toast({
      type: 'error',
      title: 'Some saved data could not be read',
      message: `${count} could not be read and ${skipped.length === 1 ? 'was' : 'were'} left out; everything else is here. The data is kept: view it, download it or restore what can be read of it.`,
      action: { label: 'Recover Saved Data', handler: openRecover },
      duration: 60000,
    });
  }
  if (renamed.length > 0) {
    const shown = renamed.slice(0, 3).map((r) => `"${r.from}" is now "${r.to}"`);
    if (renamed.length > 3) shown.push(`and ${renamed.length - 3} more`);
    toast({
      type: 'info',
      title: 'Some names were changed',
      message: `Saved names that a file or folder cannot have were renamed: ${shown.join(', ')}.`,
      duration: 15000,
    });
  }
}

const openRecover = () => panelsStore.getState().openPanel('recover');

/**
 * The stored records that are not entries: left out at start and kept as they are, for the
 * Recover Saved Data dialog.
 */
export async function unreadableRecords(): Promise<StoredItem[]> {
  const s = state;
  if (!s) return [];
  const items = await s.backend.readAll();
  return items.filter((i) => !(isStoredEntry(i.value) && i.value.id === i.key));
}

/** Deletes kept records the user chose to delete; a record read as an entry by now stays. */
export async function removeUnreadableRecords(keys: readonly string[]): Promise<void> {
  const s = state;
  if (!s) throw new Error('The saved files are not open in this tab.');
  const still = new Set((await unreadableRecords()).map((i) => i.key));
  const remove = keys.filter((k) => still.has(k));
  if (remove.length > 0) await enqueue(s, () => s.backend.write({ put: [], remove }));
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
