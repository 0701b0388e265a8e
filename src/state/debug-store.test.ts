import { beforeEach, describe, expect, it } from 'vitest';
import type { Recording } from '../core/run/recording';
import type { TraceBatch, TraceStep } from '../core/run/trace-types';
import { debugStore } from './debug-store';

/** Steps of a module-level program on `lines` of main.py, as a runtime sends them. */
function batch(lines: number[], first = false): TraceBatch {
  const step = (line: number): TraceStep => ({
    file: 'main.py',
    line,
    col: 1,
    endLine: line,
    endCol: 10,
    event: 'line',
    stack: 0,
    vars: 0,
    globals: -1,
  });
  return {
    frames: first ? [{ name: '<module>', file: 'main.py', line: 1 }] : [],
    stacks: first ? [{ frames: [0], at: [-1] }] : [],
    vars: first ? [[]] : [],
    steps: lines.map(step),
  };
}

const store = () => debugStore.getState();

function begin(): Recording {
  return store().start({
    id: 's',
    fileId: 'f',
    fileName: 'main.py',
    entry: 'main.py',
    runtime: 'python',
  });
}

describe('the debug store', () => {
  beforeEach(() => store().close());

  it('waits for a move past what is recorded, and makes it once the steps arrive', () => {
    const recording = begin();
    recording.ingest(batch([1, 2, 3], true));
    store().move('continue', [{ file: 'main.py', line: 5 }]);
    expect(store().pending).toBe('continue');
    expect(store().current).toBe(0);
    recording.ingest(batch([4, 5, 6]));
    store().resume();
    expect(store().current).toBe(4);
    expect(store().pending).toBeNull();
  });

  it('waits for the first step, then goes on from it', () => {
    const recording = begin();
    store().move('into');
    expect(store().pending).toBe('into');
    recording.ingest(batch([1, 2], true));
    store().resume();
    expect(store().current).toBe(1);
  });

  it('once the run has ended, goes to the last step or the first, or says why not', () => {
    const recording = begin();
    recording.ingest(batch([1, 2, 3], true));
    recording.finish({ recorded: 3, capped: false });
    store().move('continue');
    expect(store().current).toBe(2);
    store().move('over');
    expect(store().notice).toMatch(/last step/);
    store().move('reverse');
    expect(store().current).toBe(0);
    expect(store().notice).toBeNull();
    store().move('backOver');
    expect(store().notice).toMatch(/first step/);
  });

  it('runs to a line, and says so when the line is not run again', () => {
    const recording = begin();
    recording.ingest(batch([1, 2, 3, 2, 3], true));
    store().runTo('main.py', 3);
    expect(store().current).toBe(2);
    store().runTo('main.py', 3);
    expect(store().current).toBe(4);
    store().runTo('main.py', 1);
    expect(store().pending).toBe('continue');
    recording.finish({ recorded: 5, capped: false });
    store().resume();
    expect(store().current).toBe(4);
    expect(store().notice).toBe('Line 1 is not run after this step.');
  });

  it('keeps a typed line at the step that asked for it', () => {
    const recording = begin();
    recording.ingest(batch([1, 2], true));
    recording.addOutput('stdout', 'Name? ', 1);
    const version = store().version;
    store().addInput('Ada');
    expect(recording.output.at(-1)).toEqual({ step: 1, stream: 'input', text: 'Ada\n' });
    expect(store().version).toBeGreaterThan(version);
  });

  it('starts a new session clean, and closes to nothing', () => {
    const recording = begin();
    recording.ingest(batch([1, 2], true));
    store().goTo(1);
    debugStore.setState({ edited: true });
    begin();
    expect(store()).toMatchObject({ current: 0, edited: false, pending: null });
    expect(store().session?.status).toBe('loading');
    store().close();
    expect(store().session).toBeNull();
    expect(store().recording).toBeNull();
  });
});
