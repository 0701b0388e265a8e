/** What the status bar says about browser storage, and when to warn that it is nearly full. */
export const NEARLY_FULL = 0.9;

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

export interface StorageUseText {
  /** The status bar's short text. */
  label: string;
  /** Its tooltip: the use, the quota, and whether the browser keeps the files. */
  title: string;
  nearlyFull: boolean;
}

export function describeStorageUse(
  use: { usage: number; quota: number } | null,
  persisted: boolean | null,
  /** What the run history holds, when known: it is counted in the use, and said apart. */
  history?: { bytes: number; entries: number },
): StorageUseText {
  const held = history
    ? ` Run history: ${formatBytes(history.bytes)} of it, ${history.entries} ${history.entries === 1 ? 'run' : 'runs'} (Run History erases it).`
    : '';
  const kept =
    persisted === true
      ? 'The browser keeps these files until you clear site data.'
      : 'The browser may clear these files if the disk runs low; export them to be safe.';
  if (!use)
    return {
      label: 'Storage',
      title: `Files are saved in this browser. ${kept}${held}`,
      nearlyFull: false,
    };
  const share = use.usage / use.quota;
  const percent = share > 0 && share < 0.01 ? '<1' : String(Math.round(share * 100));
  return {
    label: `Storage ${percent}%`,
    title: `Files are saved in this browser: ${formatBytes(use.usage)} of ${formatBytes(use.quota)} used (${percent}%). ${kept}${held}`,
    nearlyFull: share > NEARLY_FULL,
  };
}
