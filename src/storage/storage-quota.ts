/** How much the browser lets this site store, and whether it keeps it under storage pressure. */
export interface StorageUse {
  usage: number;
  quota: number;
}

/** The use and the quota (navigator.storage.estimate), null where the browser does not tell. */
export async function estimateStorage(): Promise<StorageUse | null> {
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' && quota > 0
      ? { usage, quota }
      : null;
  } catch {
    return null;
  }
}

/**
 * Asks the browser to keep the files even when the disk runs low (navigator.storage.persist):
 * once; a grant lasts. True when they are kept, null where the browser cannot say.
 */
export async function askPersistentStorage(): Promise<boolean | null> {
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}
