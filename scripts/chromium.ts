/**
 * Debian's Chromium as the tests and benchmarks start it: never a downloaded browser, and the
 * background-networking flags that keep it from calling home on a machine without internet.
 * Used by playwright.config.ts and bench/app.bench.ts.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host but this machine fails to resolve, so a test can never reach the internet; the
  // e2e fixture lists any request that tried.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
