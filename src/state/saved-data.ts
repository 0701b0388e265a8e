/**
 * The saved data kept aside because it could not be read, for the Recover Saved Data dialog:
 * lists kept under `files.unreadable.*`, a `files` list that could not be kept aside, and the
 * records left out at start. Each can be viewed, downloaded, restored as files
 * (core/files/salvage.ts) and, once the user confirms, deleted; nothing here deletes without
 * being asked. The list kept after the move to IndexedDB is not shown: it is readable, and goes
 * by itself once the move is verified.
 */
import { newId } from '../core/files/file-entry';
import { describeRestore, keptText, restoreSalvaged, salvage } from '../core/files/salvage';
import { BACKUP_PREFIX, STORAGE_KEYS } from '../storage/keys';
import { keysStartingWith, readKey, removeKey } from '../storage/local-store';
import { filesStore } from './files-store';
import { removeUnreadableRecords, unreadableRecords } from './files-persistence';
import { flushLiveBuffers } from './live-buffers';
import { downloadText } from './export';

export type KeptKind = 'backup' | 'list' | 'record';

export interface KeptItem {
  /** Unique among the items: the kind and the storage key. */
  id: string;
  kind: KeptKind;
  /** The localStorage key, or the IndexedDB record's key. */
  key: string;
  title: string;
  /** What the user sees in View and gets in Download. */
  text: string;
  /** What a restore reads: the text, or a record as it is. */
  value: unknown;
}

/** When a backup key's suffix is a time (Date.now() at start), that time. */
function keptAt(key: string): string | null {
  const suffix = Number(key.slice(BACKUP_PREFIX.length));
  if (!Number.isSafeInteger(suffix) || suffix <= 0) return null;
  return new Date(suffix).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

const isList = (raw: string) => {
  try {
    return Array.isArray(JSON.parse(raw));
  } catch {
    return false;
  }
};

function recordTitle(value: unknown, key: string): string {
  const name =
    typeof value === 'object' && value !== null
      ? ((value as Record<string, unknown>).path ?? (value as Record<string, unknown>).name)
      : undefined;
  return typeof name === 'string'
    ? `A saved file that could not be read: "${name.replace(/^\//, '')}"`
    : `A saved record that could not be read (${key})`;
}

/** Every kept item, backups first (newest first), then records. */
export async function listKeptData(): Promise<KeptItem[]> {
  const items: KeptItem[] = [];
  const backups = keysStartingWith(BACKUP_PREFIX).sort().reverse();
  for (const key of backups) {
    const text = readKey(key);
    if (text === null) continue;
    const at = keptAt(key);
    items.push({
      id: `backup:${key}`,
      kind: 'backup',
      key,
      title: at
        ? `Saved files that could not be read, kept on ${at}`
        : 'Saved files that could not be read',
      text,
      value: text,
    });
  }
  const listed = readKey(STORAGE_KEYS.files);
  if (listed !== null && !isList(listed)) {
    items.push({
      id: `list:${STORAGE_KEYS.files}`,
      kind: 'list',
      key: STORAGE_KEYS.files,
      title: 'The saved file list, which could not be read',
      text: listed,
      value: listed,
    });
  }
  for (const record of await unreadableRecords()) {
    items.push({
      id: `record:${record.key}`,
      kind: 'record',
      key: record.key,
      title: recordTitle(record.value, record.key),
      text: keptText(record.value),
      value: record.value,
    });
  }
  return items;
}

/** A name for the downloaded copy, made of the key's safe characters. */
export function downloadName(item: KeptItem): string {
  const stem = item.key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'saved-data';
  return `${item.kind === 'record' ? 'record-' : ''}${stem}.${item.kind === 'record' ? 'json' : 'txt'}`;
}

export function downloadKept(item: KeptItem): void {
  downloadText(downloadName(item), item.text);
}

/**
 * Brings back what files can be made of the item, renamed where a name is taken, and says what
 * was restored and what could not be. The kept item stays.
 */
export function restoreKept(item: KeptItem): { title: string; lines: string[]; restored: number } {
  flushLiveBuffers();
  const salvaged = salvage(item.value);
  const state = filesStore.getState();
  const result = restoreSalvaged(state.entries, salvaged, () => newId(Date.now()));
  const addedFolders = result.entries.filter(
    (e) => e.type === 'folder' && !state.entries.includes(e),
  );
  if (result.entries.length !== state.entries.length) {
    state.replaceEntries(
      result.entries,
      new Set([...state.expanded, ...addedFolders.map((e) => e.id)]),
    );
  }
  return { ...describeRestore(result, salvaged), restored: result.restored.length };
}

/** Deletes the item from browser storage (after the user confirmed). */
export async function deleteKept(item: KeptItem): Promise<void> {
  if (item.kind === 'record') await removeUnreadableRecords([item.key]);
  else removeKey(item.key);
}
