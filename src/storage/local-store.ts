/**
 * The one wrapper around window.localStorage. Reads never throw; writes throw a
 * StorageWriteError that says in plain words why the browser refused (full, unavailable).
 */
export type StorageFailure = 'quota' | 'unavailable';

export class StorageWriteError extends Error {
  constructor(
    readonly reason: StorageFailure,
    cause: unknown,
  ) {
    super(
      reason === 'quota'
        ? 'Browser storage is full.'
        : 'Browser storage is not available (private mode or blocked by a setting).',
      { cause },
    );
    this.name = 'StorageWriteError';
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself can throw when storage is blocked
  }
}

export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22 ||
      error.code === 1014)
  );
}

export function readKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string): void {
  const s = storage();
  if (!s) throw new StorageWriteError('unavailable', null);
  try {
    s.setItem(key, value);
  } catch (error) {
    throw new StorageWriteError(isQuotaError(error) ? 'quota' : 'unavailable', error);
  }
}

/**
 * The JSON stored under `key`, read through `parse`, which gets null when nothing is stored or
 * the text is not JSON, and turns whatever it gets into a valid value (defaults where wrong).
 */
export function readJson<T>(key: string, parse: (value: unknown) => T): T {
  const raw = readKey(key);
  let value: unknown = null;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      // not JSON: as if nothing were stored
    }
  }
  return parse(value);
}

/** Stores `value` as JSON; false when the browser refused (it still applies for this session). */
export function writeJson(key: string, value: unknown): boolean {
  try {
    writeKey(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The stored keys that start with `prefix`, in no set order. */
export function keysStartingWith(prefix: string): string[] {
  try {
    const s = storage();
    if (!s) return [];
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do: a key we cannot remove is a key we could not have written either
  }
}

/** Calls back when another tab of this origin changes `key`. */
export function onExternalChange(
  key: string,
  callback: (value: string | null) => void,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key) callback(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
