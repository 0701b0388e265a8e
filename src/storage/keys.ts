/** The fixed browser storage keys: their names and meaning never change. */
export const STORAGE_KEYS = {
  theme: 'theme',
  files: 'files',
  activeFileId: 'activeFileId',
  hasVisited: 'hasVisited',
  beginnerMode: 'beginnerMode',
  tourCompleted: 'tourCompleted',
} as const;

/** Where unreadable stored data is kept aside, never overwritten. */
export const BACKUP_PREFIX = 'files.unreadable.';
/** The localStorage list once moved into IndexedDB, until a later start finds it kept there. */
export const MIGRATED_BACKUP_KEY = 'files.migrated-backup';
