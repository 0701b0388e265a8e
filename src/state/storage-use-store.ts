/**
 * How much browser storage the files use, for the status bar: asked for at start, and again
 * after writes (at most every REFRESH_MS). Persistent storage is asked for once at start. Above
 * NEARLY_FULL of the quota the user is warned, once until it drops below again.
 */
import { create } from 'zustand';
import { describeStorageUse, type StorageUseText } from '../core/files/storage-use';
import { askPersistentStorage, estimateStorage, type StorageUse } from '../storage/storage-quota';
import { toast } from './toasts-store';
import { exportProject } from './export';

const REFRESH_MS = 30_000;

interface StorageUseState {
  use: StorageUse | null;
  persisted: boolean | null;
}

export const storageUseStore = create<StorageUseState>()(() => ({ use: null, persisted: null }));

export const storageUseText = (
  s: StorageUseState,
  history?: { bytes: number; entries: number },
): StorageUseText => describeStorageUse(s.use, s.persisted, history);

let lastRefresh = -Infinity;
let warned = false;

export async function refreshStorageUse(force = false): Promise<void> {
  const at = Date.now();
  if (!force && at - lastRefresh < REFRESH_MS) return;
  lastRefresh = at;
  const use = await estimateStorage();
  storageUseStore.setState({ use });
  const text = storageUseText(storageUseStore.getState());
  if (text.nearlyFull && !warned) {
    warned = true;
    toast({
      id: 'storage-nearly-full',
      type: 'error',
      title: 'Browser storage is nearly full',
      message: `${text.title} Delete files you no longer need, or export the project, before saving stops.`,
      action: { label: 'Download as zip', handler: exportProject },
      duration: 30000,
    });
  } else if (!text.nearlyFull) {
    warned = false;
  }
}

export async function startStorageUse(): Promise<void> {
  const persisted = await askPersistentStorage();
  storageUseStore.setState({ persisted });
  await refreshStorageUse(true);
}
