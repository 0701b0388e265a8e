/**
 * The files in IndexedDB (issue 32): what storing them costs the page, in Debian's Chromium
 * against the built app (with its source maps beside it, `--sourcemap hidden`: the same code)
 * served by the project's own server on 127.0.0.1, RUNS times each:
 * - typing in a 20,000-line file: once the page has settled (no long frame for 2 s), 200 keys,
 *   40 ms apart, in the middle of the file, until the write after the last key is stored. Every long animation frame (over 50 ms) in that time,
 *   with every script the browser names in it traced back through the source maps to its
 *   original file, line and function. A frame that the app's own scripts (not Monaco's) made
 *   long fails the budget: without them it would have been 50 ms or under, or they alone ran
 *   over 50 ms. The frames Monaco made long in which the app's scripts also ran are counted and
 *   named beside it;
 * - saving a 20 MB file: the file is stored in IndexedDB before the app starts (the app's own
 *   database and record format), opened, changed by one key, then Ctrl+S: the main thread's
 *   tasks from the key press until the record is stored (Long Tasks, named by the long frames;
 *   and the longest task of a trace of top-level tasks, which also sees those under 50 ms);
 * - importing a zip of 2,000 small text files in nested folders through the Import Zip
 *   command's file input: from handing the file to the input until the explorer shows the zip's
 *   last file and IndexedDB holds every record; the long frames meanwhile (printed, no budget).
 * "Stored" is when the app's write has committed: the app tells its other tabs on a
 * BroadcastChannel then (storage/files-db.ts), and a channel of the same name in the page hears
 * it. Service workers are blocked: the precache of a first visit is not what a save costs.
 * Budgets from the issue are printed PASS/FAIL; any FAIL exits 1. Every wait is bounded; the
 * browser may only reach 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { chromium, type Browser, type Page } from 'playwright-core';
import { record, timing } from './lib/report.ts';
import { startAppServer } from './lib/app-server.ts';
import { jsLines } from './lib/content.ts';
import { fillAndFocusMiddle, typeCode, type EditorWindow } from './lib/editor-page.ts';
import {
  describeFrame,
  installFrameProbe,
  readFrameProbe,
  ScriptNamer,
  tallyApp,
  within,
  type NamedFrame,
} from './lib/long-frames.ts';
import { findMark, topLevelTasks, type TraceEvent } from './lib/trace-work.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** At least 3 each; BENCH_RUNS=1 only to try the harness (the figures say how many ran). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const NO_OTHER_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
const STEP_TIMEOUT_MS = 120_000;
const LONG_TASK_MS = 50;

const TYPING_LINES = 20_000;
const KEYSTROKES = 200;
const KEY_GAP_MS = 40;
const SAVE_CHARS = 20 * 1024 * 1024;
const ZIP_FILES = 2000;
const IMPORT_BUDGET_MS = 5000;

/** The app's database, store and channel (storage/files-db.ts). */
const DB_NAME = 'editor-files';
const ENTRIES = 'entries';

// ---------------------------------------------------------------------------------------------
// Build, server, browser

function buildApp(outDir: string): void {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap', 'hidden'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], timeout: 900_000 },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
}

interface StoredWindow {
  /**
   * Each write another tab would hear of: when (page clock), and the records it touched. Each
   * one also fires `bench-stored` on window, so the harness waits without polling the page.
   */
  __stored?: { at: number; keys: string[] }[];
  /** The save being measured: when Ctrl+S was pressed, and when its record was stored. */
  __save?: Promise<{ keyAt: number; storedAt: number }>;
}

/**
 * A context of a returning visitor (no first-visit tour), which hears the app's write notices.
 * Plain arrow functions only in page code: tsx's name helper does not exist in the page.
 */
async function newContext(browser: Browser, activeFileId?: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  let blocked = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') blocked += 1;
  });
  await context.addInitScript(
    ({ name, active }) => {
      try {
        if (!sessionStorage.getItem('bench.seeded')) {
          sessionStorage.setItem('bench.seeded', '1');
          localStorage.setItem('hasVisited', 'true');
          localStorage.setItem('tourCompleted', 'true');
          if (active) localStorage.setItem('activeFileId', active);
        }
        const w = window as unknown as StoredWindow;
        const stored: { at: number; keys: string[] }[] = [];
        w.__stored = stored;
        new BroadcastChannel(name).addEventListener(
          'message',
          (event: MessageEvent<{ keys?: unknown }>) => {
            const keys = event.data.keys;
            stored.push({
              at: performance.now(),
              keys: Array.isArray(keys) ? keys.map(String) : [],
            });
            window.dispatchEvent(new Event('bench-stored'));
          },
        );
      } catch {
        // A sandboxed frame (the run host) has no storage: nothing to hear there.
      }
    },
    { name: DB_NAME, active: activeFileId ?? '' },
  );
  return { context, blockedCount: () => blocked };
}

/** `promise`, or an error naming `what` after STEP_TIMEOUT_MS. */
async function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: not within ${STEP_TIMEOUT_MS} ms`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * When (page clock) the first write stored after `since` was, that touched `key` if given;
 * waits for it without polling the page.
 */
async function storedAfter(page: Page, since: number, key?: string): Promise<number> {
  const at = page.evaluate(
    ({ since, key }) =>
      new Promise<number>((resolve) => {
        const w = window as unknown as StoredWindow;
        const hit = w.__stored?.find(
          (m) => m.at > since && (key === undefined || m.keys.includes(key)),
        );
        if (hit) return resolve(hit.at);
        const stop = new AbortController();
        window.addEventListener(
          'bench-stored',
          () => {
            const m = w.__stored?.[w.__stored.length - 1];
            if (m && m.at > since && (key === undefined || m.keys.includes(key))) {
              stop.abort();
              resolve(m.at);
            }
          },
          { signal: stop.signal },
        );
      }),
    { since, key },
  );
  return bounded(at, 'The write was not stored');
}

/** Resolves after the page's next frame and a task after it: the observers have reported. */
async function nextFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
      ),
  );
}

/** Waits for an editor whose model holds at least `chars` characters. */
async function editorWith(page: Page, chars: number): Promise<void> {
  await page.waitForFunction(
    (chars) =>
      ((window as unknown as EditorWindow).monaco?.editor
        .getEditors()[0]
        ?.getModel()
        ?.getValueLength() ?? -1) >= chars,
    chars,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
}

/**
 * Waits until no long frame has ended for `quietMs` (at most STEP_TIMEOUT_MS): what loading a
 * large file set going (tokenising, workers starting) is over.
 */
async function settle(page: Page, quietMs = 2000): Promise<void> {
  await installFrameProbe(page);
  const started = await nextFrame(page);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const now = await nextFrame(page);
    const { frames } = await readFrameProbe(page);
    const lastEnd = Math.max(started, ...frames.map((f) => f.startTime + f.duration));
    if (now - lastEnd >= quietMs || Date.now() > deadline) return;
    await page.waitForTimeout(250);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Typing in a 20,000-line file

interface TypingRun {
  keys: number;
  /** Writes stored from the first key until the write after the last one. */
  writes: number;
  frames: NamedFrame[];
}

async function typingRun(browser: Browser, url: string, namer: ScriptNamer): Promise<TypingRun> {
  const { context, blockedCount } = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/?file=bench.js`, { timeout: STEP_TIMEOUT_MS });
    await editorWith(page, 0);
    const filledAt = await fillAndFocusMiddle(page, jsLines(TYPING_LINES, 'keystrokes'));
    await storedAfter(page, filledAt);
    await settle(page);
    await installFrameProbe(page);
    const from = await nextFrame(page);
    const keys = await typeCode(page, KEYSTROKES, KEY_GAP_MS, Date.now() + STEP_TIMEOUT_MS);
    const lastKey = await nextFrame(page);
    const to = await storedAfter(page, lastKey);
    await nextFrame(page);
    const probe = await readFrameProbe(page);
    const writes = await page.evaluate(
      ({ from, to }) =>
        (window as unknown as StoredWindow).__stored?.filter((m) => m.at > from && m.at <= to)
          .length ?? 0,
      { from, to },
    );
    if (blockedCount() > 0) throw new Error('A request tried to leave 127.0.0.1');
    return { keys, writes, frames: within(probe.frames, from, to).map((f) => namer.frame(f)) };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Saving a 20 MB file

interface SaveRun {
  /** From the Ctrl+S key event until the record was stored. */
  storedMs: number;
  /** Long Tasks (over 50 ms) in that time. */
  longTasksMs: number[];
  /** The longest top-level task of the page's main thread in that time (trace), and how many. */
  longestTaskMs: number | null;
  tasks: number;
  frames: NamedFrame[];
}

const BIG_ID = 'bench-big';

async function saveRun(browser: Browser, url: string, namer: ScriptNamer): Promise<SaveRun> {
  const { context, blockedCount } = await newContext(browser, BIG_ID);
  try {
    const page = await context.newPage();
    // The record goes in from a page of the app's origin that does not run the app, in the
    // app's database and format, before the app opens it.
    await page.goto(`${url}/api/health`, { timeout: STEP_TIMEOUT_MS });
    await page.evaluate(
      async ({ name, store, id, chars }) => {
        const line = 'const total = add(total, value); // running sum\n';
        const content = line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name, 1);
          open.onupgradeneeded = () => {
            open.result.createObjectStore(store);
            open.result.createObjectStore('meta');
          };
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(store, 'readwrite');
          tx.objectStore(store).put(
            {
              id,
              name: 'big.js',
              type: 'file',
              content,
              path: '/big.js',
              modified: false,
              lastSaved: null,
            },
            id,
          );
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('The seed was not stored'));
        });
        db.close();
      },
      { name: DB_NAME, store: ENTRIES, id: BIG_ID, chars: SAVE_CHARS },
    );
    await page.goto(`${url}/`, { timeout: STEP_TIMEOUT_MS });
    await editorWith(page, SAVE_CHARS);
    await settle(page);

    const cdp = await context.newCDPSession(page);
    const trace: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      categories: 'toplevel,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    const markedAt = await page.evaluate(() => {
      const ed = (window as unknown as EditorWindow).monaco?.editor.getEditors()[0];
      if (!ed) throw new Error('No editor in the page');
      ed.setPosition({ lineNumber: 1, column: 1 });
      ed.focus();
      return performance.mark('bench-save').startTime;
    });
    // The page notes when Ctrl+S is pressed and when the record is stored after it.
    await page.evaluate((key) => {
      const w = window as unknown as StoredWindow;
      w.__save = new Promise((resolve) => {
        const stop = new AbortController();
        let keyAt = -1;
        window.addEventListener(
          'keydown',
          (event) => {
            const save = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
            if (save && keyAt < 0) keyAt = event.timeStamp;
          },
          { capture: true, signal: stop.signal },
        );
        window.addEventListener(
          'bench-stored',
          () => {
            const m = w.__stored?.[w.__stored.length - 1];
            if (keyAt >= 0 && m && m.at > keyAt && m.keys.includes(key)) {
              stop.abort();
              resolve({ keyAt, storedAt: m.at });
            }
          },
          { signal: stop.signal },
        );
      });
    }, BIG_ID);
    await installFrameProbe(page);
    await page.keyboard.press('x');
    await editorWith(page, SAVE_CHARS + 1);
    await nextFrame(page);
    await page.keyboard.press('Control+s');
    const { keyAt, storedAt } = await bounded(
      page.evaluate(
        () => (window as unknown as StoredWindow).__save ?? { keyAt: -1, storedAt: -1 },
      ),
      'The save was not stored',
    );
    if (keyAt < 0) throw new Error('No save was measured');
    await nextFrame(page);
    const probe = await readFrameProbe(page);
    await cdp.send('Tracing.end');
    await traced;
    await cdp.detach();

    // What was stored: the change, marked saved.
    const stored = await page.evaluate(
      async ({ name, store, id }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        });
        const value = await new Promise<unknown>((resolve, reject) => {
          const get = db.transaction(store).objectStore(store).get(id);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error ?? new Error('No record'));
        });
        db.close();
        const v = value as { content?: string; modified?: boolean } | undefined;
        return { length: v?.content?.length ?? -1, first: v?.content?.[0], modified: v?.modified };
      },
      { name: DB_NAME, store: ENTRIES, id: BIG_ID },
    );
    if (stored.length !== SAVE_CHARS + 1 || stored.first !== 'x' || stored.modified !== false) {
      throw new Error(`The saved record is not the change: ${JSON.stringify(stored)}`);
    }

    const mark = findMark(trace, 'bench-save');
    let longestTaskMs: number | null = null;
    let tasks = 0;
    if (mark) {
      const offset = mark.ts - markedAt * 1000;
      const from = keyAt * 1000 + offset;
      const to = storedAt * 1000 + offset;
      const inWindow = topLevelTasks(trace, mark).filter(
        (t) => !t.harness && t.end > from && t.ts < to,
      );
      tasks = inWindow.length;
      longestTaskMs = Math.max(0, ...inWindow.map((t) => (t.end - t.ts) / 1000));
    }
    if (blockedCount() > 0) throw new Error('A request tried to leave 127.0.0.1');
    return {
      storedMs: storedAt - keyAt,
      longTasksMs: within(probe.tasks, keyAt, storedAt).map((t) => Math.round(t.duration)),
      longestTaskMs,
      tasks,
      frames: within(probe.frames, keyAt, storedAt).map((f) => namer.frame(f)),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Importing a 2,000-file zip

const LAST_FILE = 'zz-last.md';

/** 2,000 small text files in nested folders under project/, its last entry at the top. */
function projectZip(): { zip: Uint8Array; folders: number } {
  const files: Record<string, Uint8Array> = {};
  const folders = new Set<string>(['project']);
  for (let i = 0; i < ZIP_FILES - 1; i += 1) {
    const dir = `project/src/mod${String(i % 10).padStart(2, '0')}/part${Math.floor(i / 10) % 10}`;
    for (let d = dir; d.includes('/'); d = d.slice(0, d.lastIndexOf('/'))) folders.add(d);
    files[`${dir}/file${String(i).padStart(4, '0')}.js`] = strToU8(jsLines(12, `file ${i}`));
  }
  files[`project/${LAST_FILE}`] = strToU8('# The last file of the zip\n');
  return { zip: zipSync(files, { level: 6 }), folders: folders.size };
}

interface ImportRun {
  /** From handing the zip to the input until the explorer showed its last file. */
  shownMs: number;
  /** … until IndexedDB held every record. */
  storedMs: number;
  frames: NamedFrame[];
}

/** How many records the app's database holds (it may not exist yet: 0). */
async function recordCount(page: Page): Promise<number> {
  return page.evaluate(
    async ({ name, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
      });
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        return 0;
      }
      const count = await new Promise<number>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('No count'));
      });
      db.close();
      return count;
    },
    { name: DB_NAME, store: ENTRIES },
  );
}

/**
 * Resolves once the app's database holds `expected` records: counted after each write the app
 * announces, so the page is not polled while the import runs.
 */
async function allStored(page: Page, expected: number): Promise<void> {
  await page.evaluate(
    ({ name, store, expected }) =>
      new Promise<void>((resolve) => {
        const stop = new AbortController();
        window.addEventListener(
          'bench-stored',
          () => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const db = open.result;
              const req = db.transaction(store).objectStore(store).count();
              req.onsuccess = () => {
                db.close();
                if (req.result >= expected && !stop.signal.aborted) {
                  stop.abort();
                  resolve();
                }
              };
            };
          },
          { signal: stop.signal },
        );
        window.dispatchEvent(new Event('bench-stored')); // stored already?
      }),
    { name: DB_NAME, store: ENTRIES, expected },
  );
}

async function importRun(
  browser: Browser,
  url: string,
  namer: ScriptNamer,
  zip: { zip: Uint8Array; folders: number },
): Promise<ImportRun> {
  const { context, blockedCount } = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`, { timeout: STEP_TIMEOUT_MS });
    const tree = page.getByRole('tree', { name: 'Files' });
    await tree
      .getByRole('treeitem', { name: /^welcome\.md/ })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    // A first start stores the welcome file at once.
    await storedAfter(page, 0);
    await settle(page);
    const before = await recordCount(page);
    const expected = before + ZIP_FILES + zip.folders;

    const chooser = page.waitForEvent('filechooser', { timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Import files or a folder' }).click();
    await page.getByRole('menuitem', { name: 'Import Zip…' }).click();
    const input = await chooser;
    await installFrameProbe(page);
    const from = await nextFrame(page);
    let started = Number.NaN;
    let shownMs = Number.NaN;
    let storedMs = Number.NaN;
    const shown = tree
      .getByRole('treeitem', { name: new RegExp(`^${LAST_FILE.replace('.', '\\.')}`) })
      .waitFor({ timeout: STEP_TIMEOUT_MS })
      .then(() => {
        shownMs = performance.now() - started;
      });
    const stored = bounded(
      allStored(page, expected),
      'The imported files were not all stored',
    ).then(() => {
      storedMs = performance.now() - started;
    });
    started = performance.now();
    await input.setFiles({
      name: 'project.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip.zip),
    });
    await Promise.all([shown, stored]);
    const to = await nextFrame(page);
    const probe = await readFrameProbe(page);

    // Every file of the zip is stored, with its text.
    const files = await page.evaluate(
      async ({ name, store, last }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        });
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error ?? new Error('No records'));
        });
        db.close();
        const imported = (all as { type?: string; path?: string; content?: string }[]).filter(
          (r) => r.type === 'file' && r.path?.startsWith('/project/'),
        );
        return {
          count: imported.length,
          last: imported.find((r) => r.path === `/project/${last}`)?.content ?? null,
        };
      },
      { name: DB_NAME, store: ENTRIES, last: LAST_FILE },
    );
    if (files.count !== ZIP_FILES || files.last !== '# The last file of the zip\n') {
      throw new Error(`The stored import is not the zip: ${JSON.stringify(files)}`);
    }
    if (blockedCount() > 0) throw new Error('A request tried to leave 127.0.0.1');
    return {
      shownMs,
      storedMs,
      frames: within(probe.frames, from, to).map((f) => namer.frame(f)),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Main

const round = (ms: number) => Math.round(ms);

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-storage-'));
  // BENCH_APP_DIST: a build with `--sourcemap hidden` to reuse (to try the harness).
  const dist = process.env.BENCH_APP_DIST ?? path.join(tmp, 'dist');
  if (!process.env.BENCH_APP_DIST) {
    console.log('Building the app (with source maps beside it)…');
    buildApp(dist);
  }
  const server = await startAppServer(dist);
  const namer = new ScriptNamer(dist, server.url, root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, NO_OTHER_HOSTS],
  });
  const zip = projectZip();
  const typing: TypingRun[] = [];
  const saves: SaveRun[] = [];
  const imports: ImportRun[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const t = await typingRun(browser, server.url, namer);
      typing.push(t);
      const own = t.frames.filter((f) => f.appMadeLong).length;
      console.log(
        `  run ${i + 1}/${RUNS} typing: ${t.keys} keys, ${t.writes} writes stored, ${t.frames.length} long frames, ${own} made long by the app's own scripts`,
      );
      const s = await saveRun(browser, server.url, namer);
      saves.push(s);
      console.log(
        `  run ${i + 1}/${RUNS} save 20 MB: stored ${round(s.storedMs)} ms after Ctrl+S, long tasks [${s.longTasksMs.join(', ')}] ms, longest task ${s.longestTaskMs === null ? 'unknown' : round(s.longestTaskMs)} ms of ${s.tasks}`,
      );
      const m = await importRun(browser, server.url, namer, zip);
      imports.push(m);
      console.log(
        `  run ${i + 1}/${RUNS} import ${ZIP_FILES} files: shown ${round(m.shownMs)} ms, stored ${round(m.storedMs)} ms, ${m.frames.length} long frames`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }

  const typingFrames = typing.flatMap((t) => t.frames);
  const madeLong = typingFrames.filter((f) => f.appMadeLong);
  const alsoRan = typingFrames.filter((f) => f.appMs > 0 && !f.appMadeLong);
  const saveFrames = saves.flatMap((s) => s.frames);
  const importFrames = imports.flatMap((m) => m.frames);
  const importMs = imports.map((m) => Math.max(m.shownMs, m.storedMs));
  const longestSaveTask = Math.max(0, ...saves.map((s) => s.longestTaskMs ?? 0));
  const longTasksWhileSaving = saves.flatMap((s) => s.longTasksMs);
  const byLength = (frames: NamedFrame[]) =>
    [...frames].sort((a, b) => b.ms - a.ms).map((f) => describeFrame(f));

  console.log(
    `\nTyping in a ${TYPING_LINES.toLocaleString('en')}-line file (all runs): ${typingFrames.length} long frames; the app's own scripts made ${madeLong.length} of them long, and also ran in ${alsoRan.length} that Monaco made long`,
  );
  for (const f of byLength(madeLong)) console.log(`  made long by the app: ${f}`);
  console.log("  the app's scripts in all long frames while typing, by function:");
  for (const line of tallyApp(typingFrames)) console.log(`    ${line}`);
  console.log(
    `Saving a 20 MB file (all runs): long tasks ${longTasksWhileSaving.length ? `${longTasksWhileSaving.join(', ')} ms` : 'none'}; longest task (trace) ${round(longestSaveTask)} ms`,
  );
  for (const f of byLength(saveFrames)) console.log(`  long frame: ${f}`);
  console.log(
    `Importing ${ZIP_FILES.toLocaleString('en')} files (all runs): ${importFrames.length} long frames`,
  );
  for (const f of byLength(importFrames).slice(0, 8)) console.log(`  long frame: ${f}`);

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const importTiming = timing(importMs);
  const budgets = {
    "typing in a 20,000-line file: no long frame made long by the app's own scripts": verdict(
      madeLong.length === 0,
    ),
    'saving a 20 MB file: no main-thread task over 50 ms from Ctrl+S until stored': verdict(
      longTasksWhileSaving.length === 0 && longestSaveTask <= LONG_TASK_MS,
    ),
    'importing a 2,000-file zip: shown and stored within 5 s (median)': verdict(
      importTiming.medianMs <= IMPORT_BUDGET_MS,
    ),
  };
  console.log('\nBudgets:');
  for (const [name, result] of Object.entries(budgets)) console.log(`  ${result}  ${name}`);
  record('storage', {
    runsEach: RUNS,
    loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    typing: {
      lines: TYPING_LINES,
      keysPerRun: typing.map((t) => t.keys),
      writesPerRun: typing.map((t) => t.writes),
      longFramesPerRun: typing.map((t) => t.frames.length),
      madeLongByAppPerRun: typing.map((t) => t.frames.filter((f) => f.appMadeLong).length),
      appAlsoRanPerRun: typing.map(
        (t) => t.frames.filter((f) => f.appMs > 0 && !f.appMadeLong).length,
      ),
      madeLongByApp: byLength(madeLong),
      appScriptsInLongFrames: tallyApp(typingFrames),
      longestOthers: byLength(typingFrames.filter((f) => f.appMs === 0)).slice(0, 5),
    },
    save20Mb: {
      chars: SAVE_CHARS,
      ctrlSToStored: timing(saves.map((s) => s.storedMs)),
      longTasksMsPerRun: saves.map((s) => s.longTasksMs),
      longestTaskMsPerRun: saves.map((s) =>
        s.longestTaskMs === null ? null : round(s.longestTaskMs),
      ),
      longFrames: byLength(saveFrames),
    },
    import2000: {
      files: ZIP_FILES,
      msPerRun: importMs.map(round),
      shown: timing(imports.map((m) => m.shownMs)),
      stored: timing(imports.map((m) => m.storedMs)),
      both: importTiming,
      longFrames: importFrames.length,
      longestFrames: byLength(importFrames).slice(0, 8),
    },
    budgets,
  });
  if (Object.values(budgets).includes('FAIL')) process.exitCode = 1;
}

const started = Date.now();
void main()
  .then(() => {
    console.log(`storage bench done in ${Math.round((Date.now() - started) / 1000)} s`);
    process.exit(process.exitCode ?? 0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
