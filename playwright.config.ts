import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// A port of our own, so a stray server elsewhere is never mistaken for ours (STACK.md).
const PORT = Number(process.env.E2E_PORT || 4817);
// The tests build into a folder of their own: a running `npm start` keeps serving dist/ (and
// its build stamp) untouched, and a run on another E2E_PORT does not overwrite this one.
const DIST_DIR = `node_modules/.cache/e2e-dist-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so two runs on one machine never delete each other's traces.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace of every first attempt cost about 40% of the suite's time on two cores; a failing
    // test is retried in CI, and its retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's offline worker would answer requests from its caches, where page.route does not
    // see them; tests/e2e/offline-app.spec.ts allows it.
    serviceWorkers: 'block',
    // Debian's Chromium, never a downloaded browser (scripts/chromium.ts).
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build, served by the project's own server bundled as `npm start` runs it.
    command: `npm run build:app -- --outDir ${DIST_DIR} --emptyOutDir && npm run build:server && node dist-server/main.js`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR },
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
