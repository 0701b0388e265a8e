/** The browser storage keys of SPEC §7: the only persistence the product has. */
export const STORAGE_KEYS = {
  theme: 'theme',
  files: 'files',
  activeFileId: 'activeFileId',
  hasVisited: 'hasVisited',
  beginnerMode: 'beginnerMode',
  tourCompleted: 'tourCompleted',
} as const;

/** Where unreadable stored data is kept aside, never overwritten (DESIGN §4). */
export const BACKUP_PREFIX = 'files.unreadable.';
/** Written and removed at once to learn whether a much longer file list would fit. */
export const ROOM_PROBE_KEY = 'files.room-probe';
