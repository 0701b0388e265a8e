/**
 * The files a page loaded before the offline worker controlled it (its first visit): the worker
 * only keeps what passes through it, so these are asked for once more through it.
 */

/** The app's own built files among `urls` (resource timing names), each once. */
export function assetsToKeep(urls: readonly string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    // Only hashed build files: never the API, the pages, or another origin.
    if (url.origin !== origin || !url.pathname.startsWith('/assets/')) continue;
    kept.add(url.origin + url.pathname);
  }
  return [...kept];
}
