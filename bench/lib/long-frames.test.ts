import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ScriptNamer, tallyApp, type FrameScript, type LongFrame } from './long-frames';

const ORIGIN = 'http://127.0.0.1:4000';

// A built chunk of two lines: the first from the app's source, the second from Monaco's.
const dist = mkdtempSync(path.join(tmpdir(), 'long-frames-'));
mkdirSync(path.join(dist, 'assets'));
const built = 'function a(){save()}\nfunction b(){render()}\n';
writeFileSync(path.join(dist, 'assets', 'chunk-x1.js'), built);
writeFileSync(
  path.join(dist, 'assets', 'chunk-x1.js.map'),
  JSON.stringify({
    version: 3,
    sources: ['../src/state/saving.ts', '../node_modules/monaco-editor/esm/vs/view.js'],
    sourcesContent: [
      'export function saveAll() {\n  save();\n}\n',
      'class View {}\nfunction renderView() {\n  render();\n}\n',
    ],
    names: [],
    // Line 1 → saving.ts line 1; line 2 → view.js line 2.
    mappings: 'AAAA;ACCA',
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const namer = new ScriptNamer(dist, ORIGIN, dist);

const script = (at: number, duration: number, url = `${ORIGIN}/assets/chunk-x1.js`) =>
  ({
    invoker: 'TimerHandler:setTimeout',
    invokerType: 'user-callback',
    sourceURL: url,
    sourceFunctionName: 'a',
    sourceCharPosition: at,
    startTime: 0,
    duration,
    forcedStyleAndLayoutDuration: 0,
  }) satisfies FrameScript;

const frame = (duration: number, scripts: FrameScript[]): LongFrame => ({
  startTime: 0,
  duration,
  blockingDuration: Math.max(0, duration - 50),
  scripts,
});

const APP = 0;
const MONACO = built.indexOf('function b');

describe('ScriptNamer', () => {
  it("traces a script to its original file and line, and tells the app's from Monaco's", () => {
    expect(namer.name(script(APP, 20))).toEqual({
      owner: 'app',
      ms: 20,
      text: 'TimerHandler:setTimeout: src/state/saving.ts:1 «export function saveAll() {»',
    });
    expect(namer.name(script(MONACO, 30))).toMatchObject({
      owner: 'monaco',
      text: 'TimerHandler:setTimeout: node_modules/monaco-editor/esm/vs/view.js:2 «function renderView() {»',
    });
  });

  it("leaves a script from no file or another origin unknown, not the app's", () => {
    expect(namer.name(script(0, 9, '')).owner).toBe('unknown');
    expect(namer.name(script(0, 9, 'http://elsewhere/a.js')).owner).toBe('unknown');
  });

  it('falls back to the chunk name where no map is', () => {
    expect(namer.name(script(0, 9, `${ORIGIN}/assets/editor.api-Q1.js`)).owner).toBe('monaco');
    expect(namer.name(script(0, 9, `${ORIGIN}/assets/main-Q1.js`))).toMatchObject({
      owner: 'app',
      text: 'TimerHandler:setTimeout: main-Q1.js a',
    });
  });
});

describe('which long frames the app made long', () => {
  it('counts a frame that would not have been long without the app', () => {
    const named = namer.frame(frame(70, [script(MONACO, 20), script(APP, 30)]));
    expect(named).toMatchObject({ ms: 70, appMs: 30, appMadeLong: true });
    expect(named.scripts.map((s) => s.owner)).toEqual(['app', 'monaco']);
  });

  it("counts a frame in which the app's scripts alone ran over 50 ms", () => {
    expect(namer.frame(frame(200, [script(MONACO, 120), script(APP, 60)])).appMadeLong).toBe(true);
  });

  it('does not count a frame Monaco made long in which the app also ran', () => {
    const named = namer.frame(frame(120, [script(MONACO, 80), script(APP, 20)]));
    expect(named).toMatchObject({ appMs: 20, appMadeLong: false });
  });

  it("does not count a frame without any of the app's scripts", () => {
    expect(namer.frame(frame(51, [])).appMadeLong).toBe(false);
    expect(namer.frame(frame(51, [script(0, 40, '')])).appMadeLong).toBe(false);
  });
});

describe('tallyApp', () => {
  it("adds up each of the app's functions over the frames, longest first", () => {
    const frames = [
      namer.frame(frame(70, [script(APP, 30), script(MONACO, 20)])),
      namer.frame(frame(90, [script(APP, 25)])),
      namer.frame(frame(60, [script(0, 40, `${ORIGIN}/assets/main-Q1.js`)])),
    ];
    expect(tallyApp(frames)).toEqual([
      '55 ms in 2: TimerHandler:setTimeout: src/state/saving.ts:1 «export function saveAll() {»',
      '40 ms in 1: TimerHandler:setTimeout: main-Q1.js a',
    ]);
  });
});
