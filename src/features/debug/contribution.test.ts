import { beforeEach, describe, expect, it } from 'vitest';
import { fileEntry } from '../../core/files/test-entries';
import type { TraceBatch } from '../../core/run/trace-types';
import { debugStore } from '../../state/debug-store';
import { filesStore } from '../../state/files-store';
import { debugCommands } from './contribution';

const command = (id: string) => {
  const found = debugCommands().find((c) => c.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};
const ctx = { source: 'keyboard' } as const;

/** A module that runs lines 1, 2 and 3 of main.py. */
function recorded(finished: boolean) {
  const recording = debugStore.getState().start({
    id: 's',
    fileId: 'main',
    fileName: 'main.py',
    entry: 'main.py',
    runtime: 'python',
  });
  const batch: TraceBatch = {
    frames: [{ name: '<module>', file: 'main.py', line: 1 }],
    stacks: [{ frames: [0], at: [-1] }],
    vars: [[]],
    steps: [1, 2, 3].map((line) => ({
      file: 'main.py',
      line,
      col: 1,
      endLine: line,
      endCol: 5,
      event: 'line' as const,
      stack: 0,
      vars: 0,
      globals: -1,
    })),
  };
  recording.ingest(batch);
  if (finished) recording.finish({ recorded: 3, capped: false });
}

describe('the debugger’s commands', () => {
  beforeEach(() => {
    debugStore.getState().close();
    debugStore.setState({ cursor: null });
    filesStore.setState({
      entries: [fileEntry('main', 'main.py', 'a = 1\nb = 2\nc = 3\n')],
      activeId: 'main',
    });
  });

  it('toggle a breakpoint on the cursor’s line, or on the line they are given', async () => {
    const toggle = command('debug.toggleBreakpoint');
    debugStore.setState({ cursor: { fileId: 'main', line: 2 } });
    await toggle.run(ctx);
    expect(filesStore.getState().entries[0]?.breakpoints).toEqual([2]);
    await toggle.run(ctx, { fileId: 'main', line: 3 });
    expect(filesStore.getState().entries[0]?.breakpoints).toEqual([2, 3]);
    // A cursor left in a file that is no longer open toggles nothing.
    debugStore.setState({ cursor: { fileId: 'gone', line: 1 } });
    await toggle.run(ctx);
    expect(filesStore.getState().entries[0]?.breakpoints).toEqual([2, 3]);
  });

  it('offer each move only where it can go', () => {
    const over = command('debug.stepOver');
    const back = command('debug.stepBack');
    expect(over.when?.()).toBe(false);
    recorded(false);
    expect([over.when?.(), back.when?.()]).toEqual([true, false]);
    debugStore.getState().goTo(2);
    // Steps still arrive: forward waits for them.
    expect([over.when?.(), back.when?.()]).toEqual([true, true]);
    recorded(true);
    debugStore.getState().goTo(2);
    expect([over.when?.(), back.when?.()]).toEqual([false, true]);
  });

  it('continue to the project’s breakpoints', async () => {
    recorded(true);
    filesStore.getState().setBreakpoints('main', [3]);
    await command('debug.continue').run(ctx);
    expect(debugStore.getState().current).toBe(2);
    await command('debug.reverseContinue').run(ctx);
    expect(debugStore.getState().current).toBe(0);
  });
});
