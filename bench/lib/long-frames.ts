/**
 * Long frames and long tasks of a page, and whose code ran in them. The page records every
 * Long Animation Frame over 50 ms with all the scripts the browser names in it (each script it
 * entered for 5 ms or more: what called it, its file, where its function starts, the function's
 * name) and every Long Task. Here each script's function is traced back through the build's
 * source maps (a build with `--sourcemap hidden`: the same code, the maps beside it) to the
 * original file, line and name, and told apart as Monaco's (node_modules/monaco-editor) or the
 * app's own (everything else the app serves: its source and the libraries it calls).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GREATEST_LOWER_BOUND,
  originalPositionFor,
  sourceContentFor,
  TraceMap,
} from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';

/** A script the browser named in a long frame, as the page recorded it. */
export interface FrameScript {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceFunctionName: string;
  /** Where the function starts in its file (UTF-16 units; -1: not known). */
  sourceCharPosition: number;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: FrameScript[];
}

export interface LongTask {
  startTime: number;
  duration: number;
}

interface ProbeWindow {
  __longFrames?: { frames: LongFrame[]; tasks: LongTask[] };
}

/** Starts recording long frames and long tasks in `page` (again from empty when called again). */
export async function installFrameProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    if (w.__longFrames) {
      w.__longFrames.frames.length = 0;
      w.__longFrames.tasks.length = 0;
      return;
    }
    const store = { frames: [] as LongFrame[], tasks: [] as LongTask[] };
    w.__longFrames = store;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        store.tasks.push({ startTime: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const e = entry as unknown as LongFrame & { scripts: FrameScript[] };
        if (e.duration <= 50) continue;
        store.frames.push({
          startTime: e.startTime,
          duration: e.duration,
          blockingDuration: e.blockingDuration,
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            invokerType: s.invokerType,
            sourceURL: s.sourceURL,
            sourceFunctionName: s.sourceFunctionName,
            sourceCharPosition: s.sourceCharPosition,
            startTime: s.startTime,
            duration: s.duration,
            forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame' });
  });
}

/**
 * What the page recorded so far. The observers report an entry after its frame or task has
 * ended, so read once the page has had a frame after the part being measured.
 */
export async function readFrameProbe(
  page: Page,
): Promise<{ frames: LongFrame[]; tasks: LongTask[] }> {
  return page.evaluate(() => {
    const store = (window as unknown as ProbeWindow).__longFrames;
    return store
      ? { frames: [...store.frames], tasks: [...store.tasks] }
      : { frames: [], tasks: [] };
  });
}

/** The entries that overlap [from, to] (page clock, ms). */
export function within<T extends { startTime: number; duration: number }>(
  entries: readonly T[],
  from: number,
  to: number,
): T[] {
  return entries.filter((e) => e.startTime < to && e.startTime + e.duration > from);
}

export type Owner = 'monaco' | 'app' | 'unknown';

/** A script traced back to its source. */
export interface NamedScript {
  owner: Owner;
  ms: number;
  /** What called it, and the original file, line and function (or the built file's). */
  text: string;
}

/** A long frame with its scripts named, longest script first. */
export interface NamedFrame {
  ms: number;
  /** The part of the frame that blocked input (its tasks over 50 ms, each less 50 ms). */
  blockingMs: number;
  scripts: NamedScript[];
  /** How long the app's own scripts ran in it, together. */
  appMs: number;
  /**
   * The app's own scripts made it long: without them it would have been 50 ms or under, or they
   * alone ran over 50 ms. A frame Monaco made long in which the app also ran is not counted.
   */
  appMadeLong: boolean;
}

const MONACO_SOURCE = /node_modules\/monaco-editor\//;
/** A frame or task longer than this is long (the APIs' own threshold). */
const LONG_MS = 50;

/** Names scripts of pages served from `dist` at `origin`, through the build's source maps. */
export class ScriptNamer {
  private readonly maps = new Map<string, { map: TraceMap; lineStarts: number[] } | null>();

  constructor(
    private readonly dist: string,
    private readonly origin: string,
    /** The project's root, so original files print relative to it. */
    private readonly root: string,
  ) {}

  private load(file: string) {
    if (this.maps.has(file)) return this.maps.get(file) ?? null;
    let loaded: { map: TraceMap; lineStarts: number[] } | null = null;
    const built = path.join(this.dist, file);
    if (existsSync(built) && existsSync(`${built}.map`)) {
      const text = readFileSync(built, 'utf8');
      const lineStarts = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
        lineStarts.push(i + 1);
      }
      loaded = { map: new TraceMap(readFileSync(`${built}.map`, 'utf8'), built), lineStarts };
    }
    this.maps.set(file, loaded);
    return loaded;
  }

  name(script: FrameScript): NamedScript {
    const ms = Math.round(script.duration);
    const minified = script.sourceFunctionName ? ` ${script.sourceFunctionName}` : '';
    const called = `${script.invoker || script.invokerType}`;
    if (!script.sourceURL.startsWith(`${this.origin}/`)) {
      return {
        owner: 'unknown',
        ms,
        text: `${called}: ${script.sourceURL || 'no file'}${minified}`,
      };
    }
    const file = new URL(script.sourceURL).pathname.slice(1);
    const base = path.basename(file);
    const loaded = script.sourceCharPosition >= 0 ? this.load(file) : null;
    if (!loaded) {
      // No map or no position: the chunk's name is all there is.
      const owner: Owner = /^(editor\.api|monaco|standalone|tsMode|lspLanguageFeatures)-/.test(base)
        ? 'monaco'
        : 'app';
      return { owner, ms, text: `${called}: ${base}${minified}` };
    }
    const { map, lineStarts } = loaded;
    let line = 0;
    while (
      line + 1 < lineStarts.length &&
      (lineStarts[line + 1] ?? 0) <= script.sourceCharPosition
    ) {
      line += 1;
    }
    const column = script.sourceCharPosition - (lineStarts[line] ?? 0);
    const at = originalPositionFor(map, { line: line + 1, column, bias: GREATEST_LOWER_BOUND });
    if (at.source === null) {
      return { owner: 'app', ms, text: `${called}: ${base}${minified}` };
    }
    const owner: Owner = MONACO_SOURCE.test(at.source) ? 'monaco' : 'app';
    const source = path.relative(this.root, at.source).replace(/^(\.\.\/)+/, '');
    const original = sourceContentFor(map, at.source)?.split('\n')[at.line - 1]?.trim() ?? '';
    const shown = original.length > 90 ? `${original.slice(0, 90)}…` : original;
    return {
      owner,
      ms,
      text: `${called}: ${source}:${at.line}${at.name ? ` ${at.name}` : ''}${
        shown ? ` «${shown}»` : ''
      }`,
    };
  }

  frame(frame: LongFrame): NamedFrame {
    const sorted = [...frame.scripts].sort((a, b) => b.duration - a.duration);
    const scripts = sorted.map((s) => this.name(s));
    const appMs = sorted
      .filter((_, i) => scripts[i]?.owner === 'app')
      .reduce((sum, s) => sum + s.duration, 0);
    return {
      ms: Math.round(frame.duration),
      blockingMs: Math.round(frame.blockingDuration),
      scripts,
      appMs: Math.round(appMs),
      appMadeLong: appMs > 0 && (appMs > LONG_MS || frame.duration - appMs <= LONG_MS),
    };
  }
}

/** One line per frame: its length, and each script in it with its owner and time. */
export function describeFrame(frame: NamedFrame): string {
  const scripts = frame.scripts.length
    ? frame.scripts.map((s) => `[${s.owner} ${s.ms} ms] ${s.text}`).join('; ')
    : 'rendering, no script';
  return `${frame.ms} ms (blocking ${frame.blockingMs} ms): ${scripts}`;
}

/**
 * The app's own scripts over `frames`, by what called them and where (the same function called
 * the same way is one line): how often, and for how long in all, longest first.
 */
export function tallyApp(frames: readonly NamedFrame[]): string[] {
  const by = new Map<string, { count: number; ms: number }>();
  for (const s of frames.flatMap((f) => f.scripts).filter((x) => x.owner === 'app')) {
    const seen = by.get(s.text) ?? { count: 0, ms: 0 };
    by.set(s.text, { count: seen.count + 1, ms: seen.ms + s.ms });
  }
  return [...by]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([text, { count, ms }]) => `${ms} ms in ${count}: ${text}`);
}
