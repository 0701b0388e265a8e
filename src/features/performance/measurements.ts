/**
 * Figures read from this browser, nothing estimated: navigation timing, long tasks, the JS
 * heap where Chromium exposes it, the storage estimate. Each reader says when the browser does
 * not provide a figure rather than making one up.
 */

export interface LoadTiming {
  /** ms from navigation start */
  firstByte: number;
  domContentLoaded: number;
  loaded: number | null;
  /** Bytes over the network for the page itself (0 when served from cache). */
  transferSize: number;
  type: string;
  scripts: { count: number; transferSize: number; decodedSize: number };
}

export function readLoadTiming(): LoadTiming | null {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!nav) return null;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  // Script files, whether loaded by a <script>, a modulepreload link or an import().
  const scripts = resources.filter(
    (r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(r.name).pathname),
  );
  return {
    firstByte: nav.responseStart,
    domContentLoaded: nav.domContentLoadedEventEnd,
    loaded: nav.loadEventEnd > 0 ? nav.loadEventEnd : null,
    transferSize: nav.transferSize,
    type: nav.type,
    scripts: {
      count: scripts.length,
      transferSize: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      decodedSize: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
    },
  };
}

export interface LongTaskSummary {
  count: number;
  totalMs: number;
  longestMs: number;
}

export const longTasksSupported = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('longtask');

/**
 * Calls `onChange` with the long tasks (over 50 ms) the browser has recorded since the page
 * loaded (buffered) and as new ones come. Returns the disposer.
 */
export function watchLongTasks(onChange: (summary: LongTaskSummary) => void): () => void {
  const summary: LongTaskSummary = { count: 0, totalMs: 0, longestMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      summary.count += 1;
      summary.totalMs += entry.duration;
      summary.longestMs = Math.max(summary.longestMs, entry.duration);
    }
    onChange({ ...summary });
  });
  observer.observe({ type: 'longtask', buffered: true });
  onChange({ ...summary });
  return () => observer.disconnect();
}

export interface HeapFigures {
  used: number;
  total: number;
  limit: number;
}

/** Chromium's non-standard performance.memory; null in browsers without it. */
export function readHeap(): HeapFigures | null {
  const memory = (
    performance as Performance & {
      memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number };
    }
  ).memory;
  if (!memory) return null;
  return {
    used: memory.usedJSHeapSize,
    total: memory.totalJSHeapSize,
    limit: memory.jsHeapSizeLimit,
  };
}

export interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean | null;
}

export async function readStorage(): Promise<StorageFigures | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  if (usage === undefined || quota === undefined) return null;
  const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : null;
  return { usage, quota, persisted };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
