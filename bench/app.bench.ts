/**
 * The whole product against bare Monaco. Builds the app and the baseline page (bench/baseline:
 * one Monaco editor from the same `monaco-editor` package), serves each with the project's own
 * server on 127.0.0.1 (the same headers, and each build's precompressed files), so the ratios are
 * what the app's code costs, and drives Debian's Chromium headless against both, interleaved
 * (A B, then B A), in two kinds of round:
 * - cold rounds (BENCH_RUNS, 15 by default), each in a fresh browser context: the cold load to
 *   editable (navigation start until a typed character is in the editor's model; the app at
 *   `/?file=bench.js`), every request made before that moment with its bytes, then 200
 *   keystrokes into a 20,000-line JavaScript file, from the key event's time stamp to the next
 *   frame (a requestAnimationFrame queued by a keydown listener, then a message after it so the
 *   frame's own rendering is counted), with the app's defaults on (AI completion, quality bar,
 *   autosave, detection), and the long frames seen while typing;
 * - extras rounds (BENCH_EXTRA_RUNS, 3 by default): a traced cold load, whose main-thread time
 *   before editable is broken down by cause (lib/load-breakdown.ts; tracing slows a load, so
 *   these loads are not timed); heap (CDP Runtime.getHeapUsage after a forced GC) after load and
 *   after opening ten 2,000-line files; a 5 MB buffer (the open file's content replaced, until
 *   the next frame); a 21 MB paste and ten keys typed after it (the long frames of the next
 *   seconds and how many ran the app's own scripts rather than Monaco's: nothing freezes); the
 *   explorer with 5,000 files, expanding their folder and filtering them with the search box
 *   0.9 s after the editor appeared (the budget's figure) and again 6 s after, once Monaco's
 *   TypeScript worker has settled (printed, no budget). The baseline side does the same on a
 *   plain list page (bench/baseline/list.ts: the stored files in plain DOM, no framework), which
 *   shows what the browser itself costs for such a key here. Each explorer action is timed as
 *   the work it costs the main thread: the time of every task (a trace of top-level tasks) from
 *   its first input event until the end of the frame that painted its last change
 *   (lib/trace-work.ts), with the thread time of the same tasks beside it.
 * Long tasks while typing are named by the Long Animation Frames API (the script that ran
 * longest in each frame over 50 ms), so Monaco's own can be told from the app's.
 * Budgets are printed PASS/FAIL, and the ratios are checked against the committed ones of the
 * last run on the same machine (bench/app-reference.json, lib/reference.ts); the suite exits 1
 * when either fails. Every loop is bounded in count and time; the browser may only reach
 * 127.0.0.1 (other host names do not resolve; any attempt is counted). Requests are observed,
 * never intercepted, so the harness adds nothing to the load it times.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request as PlaywrightRequest,
} from 'playwright-core';
import { record, timing } from './lib/report.ts';
import { startAppServer } from './lib/app-server.ts';
import { findMark, workOf, type TraceEvent, type Work } from './lib/trace-work.ts';
import { fillAndFocusMiddle, typeCode } from './lib/editor-page.ts';
import { jsLines, jsOfBytes } from './lib/content.ts';
import {
  loadBreakdown,
  medianBreakdown,
  type LoadBreakdown,
  type ProfileTraceEvent,
} from './lib/load-breakdown.ts';
import {
  checkAgainst,
  machineKey,
  readReference,
  thisMachine,
  TOLERANCE,
  writeReference,
} from './lib/reference.ts';
import { precompressDir } from '../scripts/vite-start-up.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = path.join(root, 'bench', 'baseline');
/** Cold rounds per side: the issue's figures pool at least 15; BENCH_RUNS=1 tries the harness. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 15) || 15);
/** Extras rounds per side (traced load, memory, big buffers, explorer); 0 leaves them out. */
const EXTRA_RUNS = Math.max(0, Number(process.env.BENCH_EXTRA_RUNS ?? 3) || 0);
const KEYSTROKES = 200;
const KEY_GAP_MS = 40;
const STEP_TIMEOUT_MS = 120_000;
const FRAME_MS = 1000 / 60;
/** Every host name but 127.0.0.1 fails to resolve, so nothing can leave the machine. */
const NO_OTHER_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

type Side = 'app' | 'baseline';

// ---------------------------------------------------------------------------------------------
// Content

/** A stored file list in the app's format (core/files/schema.ts) for seeding browser storage. */
function storedFiles(files: { name: string; content: string; folder?: string }[]): string {
  const entries: Record<string, unknown>[] = [];
  const folders = new Set<string>();
  files.forEach((f, i) => {
    if (f.folder && !folders.has(f.folder)) {
      folders.add(f.folder);
      entries.push({
        id: `bench-folder-${f.folder}`,
        name: f.folder,
        type: 'folder',
        content: '',
        path: `/${f.folder}`,
        modified: false,
        lastSaved: null,
        expanded: false,
      });
    }
    entries.push({
      id: `bench-${i}`,
      name: f.name,
      type: 'file',
      content: f.content,
      path: f.folder ? `/${f.folder}/${f.name}` : `/${f.name}`,
      modified: false,
      lastSaved: null,
    });
  });
  return JSON.stringify(entries);
}

// ---------------------------------------------------------------------------------------------
// Builds and servers

function run(cmd: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: 600_000,
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

const vite = path.join(root, 'node_modules', '.bin', 'vite');

function buildApp(outDir: string): void {
  run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
}

/**
 * The baseline's build, with a Brotli and a gzip copy beside each file as the app's build has,
 * so the project's server sends both pages alike.
 */
async function buildBaseline(): Promise<string> {
  const outDir = path.join(baselineDir, 'dist');
  run(vite, ['build', baselineDir, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  await precompressDir(outDir);
  return outDir;
}

// ---------------------------------------------------------------------------------------------
// In-page helpers (run in the browser; `window.monaco` is the Monaco namespace)

interface BenchWindow {
  monaco?: {
    editor: {
      getEditors(): {
        getModel(): {
          getValue(): string;
          setValue(v: string): void;
          getLineCount(): number;
          getLineMaxColumn(line: number): number;
          onDidChangeContent(cb: () => void): unknown;
          uri: { toString(): string };
        } | null;
        setPosition(p: { lineNumber: number; column: number }): void;
        revealLine(line: number): void;
        focus(): void;
        hasTextFocus(): boolean;
      }[];
    };
  };
  __bench?: {
    latencies: number[];
    longTasks: number[];
    longFrames?: LongFrame[];
    typedAt?: number;
  };
}

/** Waits until the page has an editor with a model; returns when (page clock) it was seen. */
async function editable(page: Page): Promise<number> {
  const seen = await page.waitForFunction(
    () => {
      const ed = (window as unknown as BenchWindow).monaco?.editor.getEditors()[0];
      return !!ed && !!ed.getModel() && performance.now();
    },
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 10 },
  );
  return Number(await seen.jsonValue());
}

/**
 * Typed into the explorer's search box: all 5,000 files match 'm', 'mo' and 'mod'; none match
 * 'mod1', 'mod12' or 'mod3'; the second Backspace brings all of them back.
 */
const FILTER_KEYS = ['m', 'o', 'd', '1', '2', 'Backspace', 'Backspace', '3'];

interface ActionWindow {
  __actions: { start: number; paintedAt: number }[];
}

/**
 * The explorer's probe, installed just before its actions: for each user action (a pointer or
 * key press, seen by a capture listener on window) when it began, and when the frame that
 * painted the explorer's last change for it ended (a requestAnimationFrame after each change
 * (MutationObserver), then a message, which runs after that frame's rendering). An action that
 * changes nothing in the explorer ends with the first frame after it. Returns the time of a
 * performance mark, which ties the page's clock to the trace's.
 */
const ACTION_PROBE = `(() => {
  const actions = (window.__actions = []);
  let waiting = null;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (waiting) waiting.paintedAt = performance.now();
    waiting = null;
  };
  const afterNextFrame = () => {
    waiting = actions[actions.length - 1] ?? null;
    requestAnimationFrame(() => channel.port2.postMessage(null));
  };
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, () => {
      actions.push({ start: performance.now(), paintedAt: 0 });
      afterNextFrame();
    }, true);
  }
  new MutationObserver(afterNextFrame).observe(document.querySelector('nav.explorer'), {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  return performance.mark('bench-actions').startTime;
})()`;

/** Installs the keydown → next-frame probe and a long-task observer. */
async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const bench = {
      latencies: [] as number[],
      longTasks: [] as number[],
      longFrames: [] as LongFrame[],
    };
    w.__bench = bench;
    const channel = new MessageChannel();
    let pending: number[] = [];
    channel.port1.onmessage = () => {
      const now = performance.now();
      for (const start of pending) bench.latencies.push(now - start);
      pending = [];
    };
    window.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          pending.push(start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    } catch {
      // No long-task timing in this browser: the figure stays empty.
    }
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LoafEntry[]) {
          if (entry.duration <= 50) continue;
          const top = [...entry.scripts].sort((x, y) => y.duration - x.duration)[0];
          bench.longFrames.push({
            ms: Math.round(entry.duration),
            // The script's file, where its function starts in it, and the function's name.
            by: top
              ? `${top.invoker} (${Math.round(top.duration)} ms, ${
                  top.sourceURL.split('/').pop() || 'no file'
                }${top.sourceCharPosition >= 0 ? ` @${top.sourceCharPosition}` : ''}${
                  top.sourceFunctionName ? ` ${top.sourceFunctionName}` : ''
                })`
              : 'rendering, no script',
          });
        }
      }).observe({ type: 'long-animation-frame' });
    } catch {
      // No Long Animation Frames API: the long tasks stay unnamed.
    }
  });
}

/** What the Long Animation Frames API gives (not yet in TypeScript's DOM types). */
interface LoafEntry {
  duration: number;
  scripts: LoafScript[];
}

interface LoafScript {
  duration: number;
  invoker: string;
  sourceURL: string;
  /** The function the browser entered, and where it starts in its file (-1: not known). */
  sourceFunctionName: string;
  sourceCharPosition: number;
}

interface LongFrame {
  ms: number;
  /** The script that ran longest in the frame: what called it, for how long, from which file. */
  by: string;
}

/** How much text the large-paste step puts into the editor: above Monaco's 20 MB threshold. */
const LARGE_PASTE_BYTES = 21 * 1024 * 1024;
const LARGE_PASTE_KEYS = 10;
/** How long frames are watched after the paste's keys: the app's timers and idle work run. */
const LARGE_PASTE_WATCH_MS = 5000;

/**
 * The open buffer's whole text replaced by 21 MB of JavaScript as one edit (what a paste does),
 * then LARGE_PASTE_KEYS keys typed at its end: the long frames from the paste until
 * LARGE_PASTE_WATCH_MS after the last key (Long Animation Frames, named as while typing). The
 * paste's own frame is Monaco's on both pages; what follows shows whether the app adds work
 * that freezes the page (issue 10: large files, nothing freezes).
 */
async function largePaste(page: Page): Promise<LongFrame[]> {
  await page.evaluate((bytes) => {
    const w = window as unknown as {
      __bench?: { longFrames?: unknown[] };
      monaco?: {
        editor: {
          getEditors(): {
            getModel(): { getFullModelRange(): unknown; getLineCount(): number } | null;
            executeEdits(source: string, edits: { range: unknown; text: string }[]): void;
            setPosition(p: { lineNumber: number; column: number }): void;
            focus(): void;
          }[];
        };
      };
    };
    const ed = w.monaco?.editor.getEditors()[0];
    const model = ed?.getModel();
    if (!ed || !model || !w.__bench) throw new Error('No editor in the page');
    w.__bench.longFrames = [];
    const line = 'const total = add(total, value); // running sum\n';
    const text = line.repeat(Math.ceil(bytes / line.length));
    ed.executeEdits('bench', [{ range: model.getFullModelRange(), text }]);
    ed.setPosition({ lineNumber: model.getLineCount(), column: 1 });
    ed.focus();
  }, LARGE_PASTE_BYTES);
  for (let i = 0; i < LARGE_PASTE_KEYS; i += 1) {
    await page.keyboard.press('x');
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(LARGE_PASTE_WATCH_MS);
  return page.evaluate(() => (window as unknown as BenchWindow).__bench?.longFrames ?? []);
}

/**
 * A long frame whose longest script is not Monaco's: in the app, one outside Monaco's chunk
 * (`monaco-editor`, scripts/vite-start-up.ts) and its languages' (`*Mode`), with a script at all
 * (a frame of rendering only is the browser's). The baseline page has nothing else.
 */
const isAppsOwn = (side: Side, frame: LongFrame) =>
  side === 'app' && frame.by.includes(' ms, ') && !/ ms, (monaco-editor|\w+Mode)-/.test(frame.by);

/** The five longest frames, longest first, each as its duration and what ran in it. */
const longest = (frames: readonly LongFrame[]) =>
  [...frames]
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 5)
    .map((f) => `${f.ms} ms: ${f.by}`);

/**
 * Long frames of all runs (while typing, or after the large paste): how many, how many ran the
 * app's own scripts, and the longest of each.
 */
function longFrameSummary(frames: LongFrame[], side: Side) {
  const own = frames.filter((f) => isAppsOwn(side, f));
  return {
    longFrames: frames.length,
    ownLongFrames: own.length,
    longestOwnMs: Math.max(0, ...own.map((f) => f.ms)),
    longest: longest(frames),
    longestOwn: longest(own),
  };
}

async function heapMb(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return Math.round((usage.usedSize / 1024 / 1024) * 100) / 100;
}

/** The plain list page (the explorer's baseline) is ready when its folder's row is shown. */
async function listShown(page: Page): Promise<void> {
  await page
    .locator('[role="treeitem"][data-id="bench-folder-many"]')
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** How long after the editor appears the explorer is used: soon, and once the page settled. */
const EXPLORER_SOON_MS = 900;
/**
 * Monaco's TypeScript worker, started for the open JavaScript file once the page has had 2 s
 * without input (src/features/editor/language-services.ts), keeps both cores busy for about a
 * second and a half (its compilation and first program); 6 s after the editor appeared it is
 * done, and the explorer's figures are its own cost.
 */
const EXPLORER_SETTLED_MS = 6000;

/** The main-thread work of expanding the 5,000-file folder, then of each FILTER_KEYS key. */
interface ExplorerWork {
  expand: Work;
  filter: Work[];
}

/**
 * The explorer with 5,000 files in one folder, `settleMs` after the page was ready (the app: its
 * editor appeared; the plain list: its rows did): its work, or null when a figure is missing, and
 * how many requests tried to leave 127.0.0.1.
 */
async function explorerActions(
  browser: Browser,
  start: string,
  ready: (page: Page) => Promise<unknown>,
  settleMs: number,
): Promise<{ work: ExplorerWork | null; blocked: number }> {
  const many = Array.from({ length: 5000 }, (_, i) => ({
    name: `module-${String(i).padStart(4, '0')}.js`,
    content: `export const n${i} = ${i};\n`,
    folder: 'many',
  }));
  const third = await newContext(browser, { ...RETURNING, files: storedFiles(many) });
  const page3 = await third.context.newPage();
  await page3.goto(start, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await ready(page3);
  await page3.waitForTimeout(settleMs);
  // The page's main thread is traced (top-level tasks only, which costs little) while the
  // explorer is used; each action's figure is the task time from its first event to its
  // painted result.
  const cdp = await third.context.newCDPSession(page3);
  const trace: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as unknown as TraceEvent[])));
  const traced = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const markedAt = Number(await page3.evaluate(ACTION_PROBE));
  await page3.waitForTimeout(100);
  await page3
    .locator('[role="treeitem"][data-id="bench-folder-many"]')
    .click({ timeout: STEP_TIMEOUT_MS });
  await page3.waitForTimeout(300);
  await page3.getByRole('searchbox', { name: 'Search files' }).focus();
  for (const key of FILTER_KEYS) {
    await page3.keyboard.press(key);
    await page3.waitForTimeout(100);
  }
  await page3.waitForTimeout(300);
  const actions = await page3.evaluate(() => (window as unknown as ActionWindow).__actions);
  await cdp.send('Tracing.end');
  await traced;
  await cdp.detach();
  const mark = findMark(trace, 'bench-actions');
  const blocked = third.blockedCount();
  await third.context.close();
  // Each action needs its painted result; without the mark or a result the figures stay out.
  if (
    !mark ||
    actions.length !== 1 + FILTER_KEYS.length ||
    !actions.every((a) => a.paintedAt > a.start)
  ) {
    return { work: null, blocked };
  }
  const offset = mark.ts - markedAt * 1000;
  const [expand, ...filter] = workOf(
    trace,
    mark,
    actions.map((a) => ({ from: a.start * 1000 + offset, to: a.paintedAt * 1000 + offset })),
  );
  return { work: expand ? { expand, filter } : null, blocked };
}

// ---------------------------------------------------------------------------------------------
// Rounds

/** A request the page made before the editor was editable, and what it cost. */
interface LoadRequest {
  /** The path, without the origin. */
  path: string;
  /** Bytes on the wire: headers and the (compressed) body. */
  transferred: number;
  /** The body's bytes once decoded. */
  decoded: number;
  /** Answered by the service worker rather than the network (from a previous visit). */
  fromServiceWorker: boolean;
}

/** What a cold round measures: the load, what it fetched, and typing in a big file. */
interface ColdFigures {
  coldLoadMs: number;
  firstPaintMs: number;
  editorShownMs: number;
  shellBeforeMonaco: boolean;
  requests: LoadRequest[];
  keystrokes: number[];
  longTasks: number[];
  longFrames: LongFrame[];
  blockedRequests: number;
}

/** What an extras round measures: a traced load, memory, big buffers, the explorer. */
interface ExtrasFigures {
  breakdown: LoadBreakdown | null;
  heapAfterLoadMb: number;
  heapAfterTenFilesMb: number;
  fiveMbMs: number;
  /** The long frames after a 21 MB paste and keys typed into it (largePaste). */
  afterPaste: LongFrame[];
  /** The explorer soon after the editor appeared, and once the page settled. */
  explorer?: ExplorerWork;
  explorerSettled?: ExplorerWork;
  blockedRequests: number;
}

async function newContext(browser: Browser, seed: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Requests are watched, not intercepted: routing each one through this process would add a
  // round trip per request to the very load being timed. The browser cannot reach any other
  // host anyway (NO_OTHER_HOSTS below); here each attempt is counted.
  let blocked = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') blocked += 1;
  });
  // Returning visitor: no first-visit tour over the editor. Seeded once per context, before the
  // page's own scripts run.
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('bench.seeded')) return;
    sessionStorage.setItem('bench.seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, seed);
  return { context, blockedCount: () => blocked };
}

const RETURNING = { hasVisited: 'true', tourCompleted: 'true' };
/** The user-timing mark the harness makes when the first typed character is in the model. */
const EDITABLE_MARK = 'bench-editable';

/**
 * Loads `start` in `page` until a typed character is in the editor's model: when the editor was
 * seen, and when the character was (page clock). The moment is marked EDITABLE_MARK.
 */
async function loadUntilEditable(page: Page, start: string) {
  await page.goto(start, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  const editorShownMs = await editable(page);
  await page.evaluate((markName) => {
    const w = window as unknown as BenchWindow;
    const ed = w.monaco?.editor.getEditors()[0];
    const model = ed?.getModel();
    if (!ed || !model) throw new Error('No editor in the page');
    model.onDidChangeContent(() => {
      w.__bench ??= { latencies: [], longTasks: [] };
      if (w.__bench.typedAt !== undefined) return;
      w.__bench.typedAt = performance.now();
      performance.mark(markName);
    });
    ed.focus();
  }, EDITABLE_MARK);
  await page.keyboard.type('x');
  const coldLoadMs = (await page
    .waitForFunction(() => (window as unknown as BenchWindow).__bench?.typedAt, undefined, {
      timeout: STEP_TIMEOUT_MS,
      polling: 10,
    })
    .then((h) => h.jsonValue())) as number;
  return { editorShownMs, coldLoadMs };
}

/** A cold load in a fresh context, then keystrokes in a 20,000-line file. */
async function coldRound(browser: Browser, side: Side, url: string): Promise<ColdFigures> {
  const start = side === 'app' ? `${url}/?file=bench.js` : `${url}/`;
  const fresh = await newContext(browser, RETURNING);
  const page = await fresh.context.newPage();
  // Every finished request; its sizes and body are read once the load is over, so the harness
  // asks the browser for nothing while it times the load.
  const finished: PlaywrightRequest[] = [];
  fresh.context.on('requestfinished', (request) => finished.push(request));
  const { editorShownMs, coldLoadMs } = await loadUntilEditable(page, start);
  // No function is declared inside: the bench runs through tsx, which would name it with a
  // helper the page does not have.
  const { editableAt, firstPaintMs, monacoLoadedMs } = await page.evaluate(
    (typedAt) => ({
      editableAt: performance.timeOrigin + typedAt,
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      // When Monaco's module had run (src/features/editor/monaco.ts marks it; bare has none).
      monacoLoadedMs: performance.getEntriesByName('monaco-loaded')[0]?.startTime ?? -1,
    }),
    coldLoadMs,
  );
  const requests = (
    await Promise.all(
      finished.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          decoded: response ? (await response.body().catch(() => Buffer.alloc(0))).length : 0,
          fromServiceWorker: response?.fromServiceWorker() ?? false,
          startedAt: request.timing().startTime,
        };
      }),
    )
  )
    .filter((r) => r.startedAt > 0 && r.startedAt < editableAt)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map(({ startedAt: _, ...r }): LoadRequest => r);

  // Keystrokes into a 20,000-line file.
  await fillAndFocusMiddle(page, jsLines(20_000, 'keystrokes'));
  await page.waitForTimeout(2000);
  await installProbes(page);
  await typeCode(page, KEYSTROKES, KEY_GAP_MS, Date.now() + STEP_TIMEOUT_MS);
  await page.waitForTimeout(500);
  const probe = await page.evaluate(
    () => (window as unknown as BenchWindow).__bench ?? { latencies: [], longTasks: [] },
  );
  const blockedRequests = fresh.blockedCount();
  await fresh.context.close();
  return {
    coldLoadMs,
    firstPaintMs,
    editorShownMs,
    shellBeforeMonaco: firstPaintMs >= 0 && monacoLoadedMs >= 0 && firstPaintMs < monacoLoadedMs,
    requests,
    keystrokes: probe.latencies,
    longTasks: probe.longTasks,
    longFrames: probe.longFrames ?? [],
    blockedRequests,
  };
}

/**
 * The trace of a load: the main thread's CPU samples (V8's sampling profiler) and the pages'
 * user timing. Its own cost makes the load slower, so traced loads are never timed.
 */
const LOAD_TRACE_CATEGORIES = [
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** A traced cold load, then memory, big buffers, ten files and the explorer. */
async function extrasRound(browser: Browser, side: Side, url: string): Promise<ExtrasFigures> {
  const start = side === 'app' ? `${url}/?file=bench.js` : `${url}/`;

  // 1. A traced cold load: where the main thread's time went before editable.
  const first = await newContext(browser, RETURNING);
  const page = await first.context.newPage();
  await browser.startTracing(page, { categories: LOAD_TRACE_CATEGORIES });
  await loadUntilEditable(page, start);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: ProfileTraceEvent[];
  };
  const breakdown = loadBreakdown(trace.traceEvents, EDITABLE_MARK);

  await page.waitForTimeout(1500);
  const heapAfterLoadMb = await heapMb(first.context, page);

  // Replacing the buffer with 5 MB.
  const fiveMbMs = await page.evaluate(
    async (text) => {
      const model = (window as unknown as BenchWindow).monaco?.editor.getEditors()[0]?.getModel();
      if (!model) throw new Error('No editor in the page');
      const t0 = performance.now();
      model.setValue(text);
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    },
    jsOfBytes(5 * 1024 * 1024),
  );

  // A 21 MB paste, then keys typed at its end: the long frames of the next seconds.
  await installProbes(page);
  const afterPaste = await largePaste(page);
  await page.waitForTimeout(500);
  let blockedRequests = first.blockedCount();
  await first.context.close();

  // 2. Ten 2,000-line files opened one after another.
  const tenFiles = Array.from({ length: 10 }, (_, i) => ({
    name: `file${i}.js`,
    content: jsLines(2000, `file ${i}`),
  }));
  const second = await newContext(
    browser,
    side === 'app' ? { ...RETURNING, files: storedFiles(tenFiles) } : RETURNING,
  );
  const page2 = await second.context.newPage();
  await page2.goto(start, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await editable(page2);
  for (const [i, file] of tenFiles.entries()) {
    if (side === 'app') {
      await page2.locator(`[role="treeitem"][data-id="bench-${i}"]`).click({ timeout: 30_000 });
      await page2.waitForFunction(
        (tag) =>
          (window as unknown as BenchWindow).monaco?.editor
            .getEditors()[0]
            ?.getModel()
            ?.getValue()
            .startsWith(`// ${tag}:`) ?? false,
        `file ${i}`,
        { timeout: 30_000 },
      );
    } else {
      await page2.evaluate(({ content, name }) => {
        const m = (window as unknown as { monaco: typeof import('monaco-editor') }).monaco;
        const model = m.editor.createModel(content, 'javascript', m.Uri.parse(`file:///${name}`));
        m.editor.getEditors()[0]?.setModel(model);
      }, file);
    }
    await page2.waitForTimeout(200);
  }
  await page2.waitForTimeout(1000);
  const heapAfterTenFilesMb = await heapMb(second.context, page2);
  blockedRequests += second.blockedCount();
  await second.context.close();

  const figures: ExtrasFigures = {
    breakdown,
    heapAfterLoadMb,
    heapAfterTenFilesMb,
    fiveMbMs,
    afterPaste,
    blockedRequests,
  };

  // 3. The explorer with 5,000 files in one folder. The app: soon after the editor appears (the
  // budget's figure) and once the page has settled. The baseline: the same actions on the plain
  // list page (bench/baseline/list.ts), as soon after its rows appear: what the browser itself
  // costs on this machine for a key that changes a list of rows.
  if (side === 'app') {
    const soon = await explorerActions(browser, start, editable, EXPLORER_SOON_MS);
    const settled = await explorerActions(browser, start, editable, EXPLORER_SETTLED_MS);
    if (soon.work) figures.explorer = soon.work;
    if (settled.work) figures.explorerSettled = settled.work;
    blockedRequests += soon.blocked + settled.blocked;
  } else {
    const plain = await explorerActions(browser, `${url}/list.html`, listShown, EXPLORER_SOON_MS);
    if (plain.work) figures.explorer = plain.work;
    blockedRequests += plain.blocked;
  }
  figures.blockedRequests = blockedRequests;
  return figures;
}

/**
 * What the first screen does not need, by file name: the offline worker and its precache, the
 * language runtimes and checkers, the detection model, the music player. None of it may be
 * fetched before the editor is editable.
 */
const NOT_FOR_THE_FIRST_SCREEN = [
  /^\/sw\.js$/,
  /\/workbox-/,
  /\/pyodide/,
  /\.wasm$/,
  /\/(python|sql|lua|pyright|detection)\.worker-/,
  /\/(linter|ruff_wasm|sql-wasm|model|group\d+-shard\d+of\d+)-/,
  /\/MusicPanel-/,
];

/** The requests of one load as lines: each with its bytes, in the order they started. */
function requestLines(requests: readonly LoadRequest[]): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return requests.map(
    (r) =>
      `${r.path}  ${kb(r.transferred)} transferred, ${kb(r.decoded)} decoded${r.fromServiceWorker ? ', from the service worker' : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Main

function median(values: number[]): number {
  return timing(values).medianMs;
}

/** The committed ratios of the last run on each machine (the regression check's reference). */
const REFERENCE_FILE = path.join(root, 'bench', 'app-reference.json');
/** The ratios the regression check compares. */
const CHECKED_RATIOS = ['coldLoadMedian', 'keystrokeMedian', 'keystrokeP95'] as const;

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-app-'));
  // BENCH_APP_DIST: an app build to reuse (to try the harness without rebuilding).
  const appDist = process.env.BENCH_APP_DIST ?? path.join(tmp, 'dist');
  console.log('Building the app and the baseline…');
  if (!process.env.BENCH_APP_DIST) buildApp(appDist);
  const baselineDist = await buildBaseline();
  const app = await startAppServer(appDist);
  const baseline = await startAppServer(baselineDist);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Precise heap figures for the memory budget.
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', NO_OTHER_HOSTS],
  });
  const browserVersion = `Chromium ${browser.version()}`;
  const cold: Record<Side, ColdFigures[]> = { app: [], baseline: [] };
  const extras: Record<Side, ExtrasFigures[]> = { app: [], baseline: [] };
  // A B B A A B…: each side goes first as often, so a drift of the machine's load over the run
  // weighs on both alike.
  const order = (i: number): Side[] => (i % 2 === 0 ? ['app', 'baseline'] : ['baseline', 'app']);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const side of order(i)) {
        const figures = await coldRound(browser, side, side === 'app' ? app.url : baseline.url);
        cold[side].push(figures);
        console.log(
          `  cold ${i + 1}/${RUNS} ${side}: first paint ${figures.firstPaintMs.toFixed(0)} ms, editor ${figures.editorShownMs.toFixed(0)} ms, cold load ${figures.coldLoadMs.toFixed(0)} ms, keystroke median ${median(figures.keystrokes).toFixed(1)} ms`,
        );
      }
    }
    for (let i = 0; i < EXTRA_RUNS; i += 1) {
      for (const side of order(i)) {
        const figures = await extrasRound(browser, side, side === 'app' ? app.url : baseline.url);
        extras[side].push(figures);
        console.log(
          `  extras ${i + 1}/${EXTRA_RUNS} ${side}: traced load ${figures.breakdown ? `${figures.breakdown.totalMs.toFixed(0)} ms` : 'missing'}, heap ${figures.heapAfterLoadMb} MB`,
        );
      }
    }
  } finally {
    await browser.close();
    await app.stop();
    await baseline.stop();
    rmSync(tmp, { recursive: true, force: true });
  }

  const summariseCold = (runs: ColdFigures[], side: Side) => {
    const bytes = (r: ColdFigures, js: boolean) =>
      r.requests
        .filter((q) => !js || /\.m?js$/.test(q.path))
        .reduce(
          (a, q) => ({
            transferred: a.transferred + q.transferred,
            decoded: a.decoded + q.decoded,
          }),
          {
            transferred: 0,
            decoded: 0,
          },
        );
    const medianOf = (pick: (r: ColdFigures) => number) => median(runs.map(pick));
    return {
      coldLoad: timing(runs.map((r) => r.coldLoadMs)),
      firstContentfulPaint: timing(runs.map((r) => r.firstPaintMs)),
      editorShown: timing(runs.map((r) => r.editorShownMs)),
      keystroke: timing(runs.flatMap((r) => r.keystrokes)),
      keystrokeSamples: runs.map((r) => r.keystrokes.length),
      longTasksWhileTyping: runs.flatMap((r) => r.longTasks).length,
      longestTaskWhileTypingMs: Math.round(Math.max(0, ...runs.flatMap((r) => r.longTasks))),
      framesWhileTyping: longFrameSummary(
        runs.flatMap((r) => r.longFrames),
        side,
      ),
      requestsBeforeEditable: medianOf((r) => r.requests.length),
      bytesBeforeEditable: {
        transferred: medianOf((r) => bytes(r, false).transferred),
        decoded: medianOf((r) => bytes(r, false).decoded),
      },
      jsBeforeEditable: {
        transferred: medianOf((r) => bytes(r, true).transferred),
        decoded: medianOf((r) => bytes(r, true).decoded),
      },
      notForTheFirstScreen: [
        ...new Set(
          runs.flatMap((r) =>
            r.requests
              .filter((q) => NOT_FOR_THE_FIRST_SCREEN.some((p) => p.test(q.path)))
              .map((q) => q.path),
          ),
        ),
      ],
      shellPaintedBeforeMonacoRuns: runs.filter((r) => r.shellBeforeMonaco).length,
      blockedNonLoopbackRequests: runs.reduce((a, r) => a + r.blockedRequests, 0),
    };
  };

  const summariseExtras = (runs: ExtrasFigures[], side: Side) => {
    // The explorer's figures over the runs that have them: the expand, and every filter key;
    // their task time, and the thread time of the same tasks (where the trace has it).
    const explorer = (works: (ExplorerWork | undefined)[]) => {
      const present = works.filter((w) => w !== undefined);
      const cpu = (list: Work[]) => {
        const known = list.flatMap((w) => (w.cpuMs === null ? [] : [w.cpuMs]));
        return known.length > 0 ? timing(known) : undefined;
      };
      return present.length === 0
        ? null
        : {
            expand: timing(present.map((w) => w.expand.ms)),
            filterKey: timing(present.flatMap((w) => w.filter.map((f) => f.ms))),
            expandCpu: cpu(present.map((w) => w.expand)),
            filterKeyCpu: cpu(present.flatMap((w) => w.filter)),
            // A search's first key runs the search's code for the first time on the page; the
            // keys after it, warm. Apart, they show which of the two the p95 comes from.
            firstKey: timing(present.flatMap((w) => w.filter.slice(0, 1).map((f) => f.ms))),
            firstKeyCpu: cpu(present.flatMap((w) => w.filter.slice(0, 1))),
            laterKeys: timing(present.flatMap((w) => w.filter.slice(1).map((f) => f.ms))),
            laterKeysCpu: cpu(present.flatMap((w) => w.filter.slice(1))),
          };
    };
    const soon = explorer(runs.map((r) => r.explorer));
    const settled = explorer(runs.map((r) => r.explorerSettled));
    return {
      loadBreakdown: medianBreakdown(runs.flatMap((r) => (r.breakdown ? [r.breakdown] : []))),
      heapAfterLoadMb: timing(runs.map((r) => r.heapAfterLoadMb)),
      heapAfterTenFilesMb: timing(runs.map((r) => r.heapAfterTenFilesMb)),
      fiveMbBuffer: timing(runs.map((r) => r.fiveMbMs)),
      afterLargePaste: longFrameSummary(
        runs.flatMap((r) => r.afterPaste),
        side,
      ),
      ...(soon
        ? {
            explorer5000Expand: soon.expand,
            explorer5000FilterKeystroke: soon.filterKey,
            explorer5000ExpandThreadTime: soon.expandCpu,
            explorer5000FilterKeystrokeThreadTime: soon.filterKeyCpu,
            explorer5000FilterFirstKey: soon.firstKey,
            explorer5000FilterFirstKeyThreadTime: soon.firstKeyCpu,
            explorer5000FilterLaterKeys: soon.laterKeys,
            explorer5000FilterLaterKeysThreadTime: soon.laterKeysCpu,
          }
        : {}),
      ...(settled
        ? {
            explorer5000ExpandSettled: settled.expand,
            explorer5000FilterKeystrokeSettled: settled.filterKey,
            explorer5000ExpandSettledThreadTime: settled.expandCpu,
            explorer5000FilterKeystrokeSettledThreadTime: settled.filterKeyCpu,
          }
        : {}),
      blockedNonLoopbackRequests: runs.reduce((a, r) => a + r.blockedRequests, 0),
    };
  };
  const a = { ...summariseCold(cold.app, 'app'), ...summariseExtras(extras.app, 'app') };
  const b = {
    ...summariseCold(cold.baseline, 'baseline'),
    ...summariseExtras(extras.baseline, 'baseline'),
  };
  const ratio = (x: number, y: number) => Math.round((x / y) * 100) / 100;
  const ratios = {
    coldLoadMedian: ratio(a.coldLoad.medianMs, b.coldLoad.medianMs),
    coldLoadP95: ratio(a.coldLoad.p95Ms, b.coldLoad.p95Ms),
    keystrokeMedian: ratio(a.keystroke.medianMs, b.keystroke.medianMs),
    keystrokeP95: ratio(a.keystroke.p95Ms, b.keystroke.p95Ms),
    jsBeforeEditableTransferred: ratio(
      a.jsBeforeEditable.transferred,
      b.jsBeforeEditable.transferred,
    ),
    heapAfterLoadMedian: ratio(a.heapAfterLoadMb.medianMs, b.heapAfterLoadMb.medianMs),
    heapAfterTenFilesMedian: ratio(a.heapAfterTenFilesMb.medianMs, b.heapAfterTenFilesMb.medianMs),
    fiveMbMedian: ratio(a.fiveMbBuffer.medianMs, b.fiveMbBuffer.medianMs),
  };

  // Where the main thread's time went before editable, the app beside bare Monaco.
  const breakdownRows = (() => {
    const causes = new Set([
      ...(a.loadBreakdown?.causes ?? []).map((c) => c.cause),
      ...(b.loadBreakdown?.causes ?? []).map((c) => c.cause),
    ]);
    const of = (bd: LoadBreakdown | null, cause: string) =>
      bd?.causes.find((c) => c.cause === cause)?.ms ?? 0;
    const rows = [...causes]
      .map((cause) => ({
        cause,
        app: of(a.loadBreakdown, cause),
        bare: of(b.loadBreakdown, cause),
      }))
      .filter((r) => r.app >= 1 || r.bare >= 1)
      .sort((x, y) => y.app - x.app);
    const fmt = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(0)} ms`);
    return [
      `  ${'cause'.padEnd(44)}${'app'.padStart(10)}${'bare'.padStart(10)}`,
      ...rows.map(
        (r) => `  ${r.cause.padEnd(44)}${fmt(r.app).padStart(10)}${fmt(r.bare).padStart(10)}`,
      ),
      `  ${'main thread busy'.padEnd(44)}${fmt(a.loadBreakdown?.busyMs).padStart(10)}${fmt(b.loadBreakdown?.busyMs).padStart(10)}`,
      `  ${'navigation to editable (traced)'.padEnd(44)}${fmt(a.loadBreakdown?.totalMs).padStart(10)}${fmt(b.loadBreakdown?.totalMs).padStart(10)}`,
      ...(a.loadBreakdown?.waits ?? []).map(
        (w) => `  ${`waiting: ${w.name}`.padEnd(44)}${fmt(w.ms).padStart(10)}`,
      ),
    ];
  })();
  const lastApp = cold.app[cold.app.length - 1];
  const lastBare = cold.baseline[cold.baseline.length - 1];
  const fontsBefore = (lastApp?.requests ?? []).filter((r) => /\.(woff2?|ttf)$/.test(r.path));
  const workerBefore = (lastApp?.requests ?? []).filter((r) =>
    /^\/sw\.js$|\/workbox-/.test(r.path),
  );

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const filter = a.explorer5000FilterKeystroke;
  const budgets = {
    'cold load median <= 1.10 x baseline': verdict(ratios.coldLoadMedian <= 1.1),
    'shell paints before Monaco has loaded (every run)': verdict(
      a.shellPaintedBeforeMonacoRuns === cold.app.length,
    ),
    'keystroke median <= 1.00 x baseline': verdict(ratios.keystrokeMedian <= 1),
    'keystroke p95 <= 1.10 x baseline': verdict(ratios.keystrokeP95 <= 1.1),
    'nothing the first screen does not need is fetched before editable': verdict(
      a.notForTheFirstScreen.length === 0,
    ),
    'no long task over 50 ms while typing': verdict(a.longestTaskWhileTypingMs <= 50),
    // Each frame is named by its longest script; storage.bench.ts names every script in it.
    "no long frame while typing runs the app's own scripts": verdict(
      a.framesWhileTyping.ownLongFrames === 0,
    ),
    'explorer (5,000 files) filter p95 within one frame (main-thread work until painted)': verdict(
      !!filter && filter.p95Ms <= FRAME_MS,
    ),
    'explorer (5,000 files) expand median within one frame (main-thread work until painted)':
      verdict(!!a.explorer5000Expand && a.explorer5000Expand.medianMs <= FRAME_MS),
    'no request left 127.0.0.1': verdict(
      a.blockedNonLoopbackRequests === 0 && b.blockedNonLoopbackRequests === 0,
    ),
  };

  const ms = (t: { medianMs: number; p95Ms: number } | undefined) =>
    t ? `${t.medianMs.toFixed(1)} / ${t.p95Ms.toFixed(1)} ms` : 'missing';
  console.log(`\nRequests before editable (the last cold round), the app:`);
  for (const line of requestLines(lastApp?.requests ?? [])) console.log(`  ${line}`);
  console.log(`Bare Monaco:`);
  for (const line of requestLines(lastBare?.requests ?? [])) console.log(`  ${line}`);
  console.log(
    `  fonts before editable: ${fontsBefore.length}; the offline worker's requests before editable: ${workerBefore.length}`,
  );
  if (a.notForTheFirstScreen.length > 0) {
    console.log(
      `  not for the first screen, yet fetched before editable: ${a.notForTheFirstScreen.join(', ')}`,
    );
  }
  console.log(
    `\nMain thread from navigation to editable, by cause (median of ${extras.app.length} traced loads each):`,
  );
  for (const line of breakdownRows) console.log(line);
  console.log(
    `\nExplorer (median / p95), ${EXPLORER_SOON_MS} ms after the editor appeared: expand ${ms(a.explorer5000Expand)}, filter key ${ms(filter)} (thread time: expand ${ms(a.explorer5000ExpandThreadTime)}, filter key ${ms(a.explorer5000FilterKeystrokeThreadTime)}); ${EXPLORER_SETTLED_MS} ms after: expand ${ms(a.explorer5000ExpandSettled)}, filter key ${ms(a.explorer5000FilterKeystrokeSettled)} (thread time: expand ${ms(a.explorer5000ExpandSettledThreadTime)}, filter key ${ms(a.explorer5000FilterKeystrokeSettledThreadTime)})`,
  );
  console.log(
    `  the filter's first key in each search: ${ms(a.explorer5000FilterFirstKey)} (thread time ${ms(a.explorer5000FilterFirstKeyThreadTime)}); the keys after it: ${ms(a.explorer5000FilterLaterKeys)} (thread time ${ms(a.explorer5000FilterLaterKeysThreadTime)})`,
  );
  console.log(
    `The plain list page (no framework, the same actions), ${EXPLORER_SOON_MS} ms after its rows appeared: expand ${ms(b.explorer5000Expand)}, filter key ${ms(b.explorer5000FilterKeystroke)} (thread time: expand ${ms(b.explorer5000ExpandThreadTime)}, filter key ${ms(b.explorer5000FilterKeystrokeThreadTime)})`,
  );
  console.log(
    `Long frames while typing (all runs): the app ${a.framesWhileTyping.longFrames}, ${a.framesWhileTyping.ownLongFrames} of them the app's own scripts; bare Monaco ${b.framesWhileTyping.longFrames}`,
  );
  for (const f of a.framesWhileTyping.longestOwn) console.log(`  the app's own: ${f}`);
  console.log(
    `After a ${LARGE_PASTE_BYTES / 1024 / 1024} MB paste and ${LARGE_PASTE_KEYS} keys (all runs): the app ${a.afterLargePaste.longFrames} long frames, ${a.afterLargePaste.ownLongFrames} of them the app's own scripts (longest ${a.afterLargePaste.longestOwnMs} ms); bare Monaco ${b.afterLargePaste.longFrames}`,
  );
  for (const f of a.afterLargePaste.longestOwn) console.log(`  the app's own: ${f}`);
  console.log('\nBudgets:');
  for (const [name, result] of Object.entries(budgets)) console.log(`  ${result}  ${name}`);

  // The regression check: this run's ratios against the committed ones of this machine.
  const machine = thisMachine(browserVersion);
  const checked = Object.fromEntries(CHECKED_RATIOS.map((name) => [name, ratios[name]]));
  const regression = checkAgainst(readReference(REFERENCE_FILE), machine, checked);
  console.log(`\nAgainst ${path.relative(root, REFERENCE_FILE)} (±${TOLERANCE * 100}%):`);
  for (const line of regression.lines) console.log(`  ${line}`);
  if (process.env.BENCH_UPDATE_REFERENCE === '1') {
    writeReference(REFERENCE_FILE, machine, checked);
    console.log(`  this run's ratios are now the reference for this machine: commit the file`);
  } else if (regression.status !== 'pass') {
    console.log(`  BENCH_UPDATE_REFERENCE=1 makes this run's ratios the reference`);
  }

  record('app', {
    runsEach: RUNS,
    extraRunsEach: EXTRA_RUNS,
    order: 'A B B A (app, baseline)',
    keystrokesPerRun: KEYSTROKES,
    machine: machineKey(machine),
    loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    app: { ...a, requestsOfLastRound: lastApp?.requests ?? [] },
    baseline: { ...b, requestsOfLastRound: lastBare?.requests ?? [] },
    ratios,
    budgets,
    regression,
  });
  const failed =
    Object.values(budgets).includes('FAIL') ||
    (regression.status === 'fail' && process.env.BENCH_UPDATE_REFERENCE !== '1');
  return failed ? 1 : 0;
}

const started = Date.now();
void main()
  .then((code) => {
    console.log(`app bench done in ${Math.round((Date.now() - started) / 1000)} s`);
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
