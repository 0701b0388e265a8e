/**
 * What every browser suite does around its measurements: build the app (or take
 * BENCH_APP_DIST), serve it with the project's server on 127.0.0.1, launch Debian's Chromium,
 * hand both to the suite, and clean up whatever happens. The process exits 1 when the suite
 * throws or says a budget failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { startAppServer } from './app-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A suite; resolving `false` says a budget failed. */
export type BrowserSuite = (browser: Browser, url: string) => Promise<unknown>;

export function runBrowserSuite(
  name: string,
  suite: BrowserSuite,
  chromiumArgs: string[] = [],
): void {
  const main = async (): Promise<unknown> => {
    const tmp = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
    const dist = process.env.BENCH_APP_DIST ?? path.join(tmp, 'dist');
    try {
      if (!process.env.BENCH_APP_DIST) {
        console.log('Building the app…');
        const built = spawnSync(
          path.join(root, 'node_modules', '.bin', 'vite'),
          ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
          { cwd: root, stdio: 'inherit', timeout: 600_000 },
        );
        if (built.status !== 0) throw new Error('The build failed');
      }
      const app = await startAppServer(dist);
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, ...chromiumArgs],
      });
      try {
        return await suite(browser, app.url);
      } finally {
        await browser.close();
        await app.stop();
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  };
  void main().then(
    (passed) => process.exit(passed === false ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
