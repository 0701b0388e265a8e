/**
 * The step-through debugger, registered once: Step Through (F10 or F11 with no session shown,
 * the button beside ▶ Run), the moves inside a recording (Continue F5, Step Over F10, Step Into
 * F11, Step Out Shift+F11, Step Back, Reverse Continue), Stop (Shift+F5), Close Debugger,
 * Toggle Breakpoint (F9) and Run to Here. The keys a session takes over are in
 * session-keys.ts. Moves are made in the debug store; the controller, which runs the program,
 * loads on first use.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { isBinaryEntry } from '../../core/files/binary';
import { debugStore } from '../../state/debug-store';
import { activeEntry, filesStore } from '../../state/files-store';
import type { StepMove } from '../../core/run/recording';
import { projectBreakpoints } from './breakpoints';

const controller = () => import('./debug-controller');

const hasTextFile = () => {
  const entry = activeEntry(filesStore.getState());
  return entry !== undefined && !isBinaryEntry(entry);
};
const inSession = () => debugStore.getState().session !== null;
/** Forward moves have somewhere to go: steps still coming, or a step after this one. */
const canGoForward = () => {
  const { session, recording, current, complete } = debugStore.getState();
  return session !== null && (!complete() || current < (recording?.length ?? 0) - 1);
};
const canGoBack = () => inSession() && debugStore.getState().current > 0;

/** A line of a file, for the commands that a menu or the gutter point at one. */
export interface LineArgs {
  fileId: string;
  line: number;
}

const isLineArgs = (args: unknown): args is LineArgs =>
  typeof args === 'object' &&
  args !== null &&
  Object.hasOwn(args, 'fileId') &&
  Object.hasOwn(args, 'line') &&
  typeof (args as LineArgs).fileId === 'string' &&
  Number.isSafeInteger((args as LineArgs).line);

/** The line a command acts on: the one it was given, else the cursor's in the open file. */
function lineOf(args: unknown): LineArgs | undefined {
  if (isLineArgs(args)) return args;
  const cursor = debugStore.getState().cursor;
  const entry = activeEntry(filesStore.getState());
  return cursor && entry && cursor.fileId === entry.id ? cursor : undefined;
}

function move(kind: StepMove): void {
  const needsBreakpoints = kind === 'continue' || kind === 'reverse';
  const breakpoints = needsBreakpoints ? projectBreakpoints(filesStore.getState().entries) : [];
  debugStore.getState().move(kind, breakpoints);
}

export function debugCommands(): Command[] {
  const step = (
    id: string,
    title: string,
    description: string,
    kind: StepMove,
    keys: string[] = [],
  ): Command => ({
    id,
    title,
    description,
    category: 'run',
    keys,
    inEditor: true,
    when: kind === 'back' || kind === 'backOver' || kind === 'reverse' ? canGoBack : canGoForward,
    run: () => move(kind),
  });
  return [
    {
      id: 'debug.stepThrough',
      title: 'Step Through',
      description:
        'Run the open Python, JavaScript or TypeScript file recorded, paused on its first line, to step through it forwards and back',
      category: 'run',
      keys: ['f10', 'f11'],
      inEditor: true,
      when: hasTextFile,
      run: async () => (await controller()).stepThrough(),
    },
    step(
      'debug.continue',
      'Continue',
      'Go forward to the next breakpoint, or to the end of the run',
      'continue',
    ),
    step(
      'debug.stepOver',
      'Step Over',
      'Go to the next line of this function; a call on the line runs in one go',
      'over',
    ),
    step(
      'debug.stepInto',
      'Step Into',
      'Go to the next step, into a function the line calls',
      'into',
    ),
    step(
      'debug.stepOut',
      'Step Out',
      'Go on until this function returns to the line that called it',
      'out',
      ['shift+f11'],
    ),
    step(
      'debug.stepBack',
      'Step Back',
      'Go back to the previous line of this function (Step Over backwards)',
      'backOver',
      ['alt+shift+f10'],
    ),
    step(
      'debug.reverseContinue',
      'Reverse Continue',
      'Go back to the previous breakpoint, or to the first step',
      'reverse',
      ['alt+shift+f5'],
    ),
    {
      id: 'debug.stop',
      title: 'Stop Debugging',
      description:
        'Stop the program being recorded at once (what was recorded stays to step through); once it has ended, close the debugger',
      category: 'run',
      inEditor: true,
      when: inSession,
      run: async () => {
        const status = debugStore.getState().session?.status;
        const debug = await controller();
        if (status === 'done') await debug.closeDebugger();
        else await debug.stopRecording();
      },
    },
    {
      id: 'debug.close',
      title: 'Close Debugger',
      description: "Close the debugger and show the Run tab's output",
      category: 'run',
      when: inSession,
      run: async () => (await controller()).closeDebugger(),
    },
    {
      id: 'debug.showError',
      title: 'Go to the Error',
      description: 'Show the step where the program stopped with an error',
      category: 'run',
      when: () => inSession() && debugStore.getState().recording?.error != null,
      run: () => {
        const { recording, goTo } = debugStore.getState();
        if (recording?.error) goTo(recording.error.step);
      },
    },
    {
      id: 'debug.toggleBreakpoint',
      title: 'Toggle Breakpoint',
      description:
        "Add or remove a breakpoint on the cursor's line: Continue stops there (kept with the file)",
      category: 'run',
      keys: ['f9'],
      inEditor: true,
      when: (args) => (isLineArgs(args) ? true : hasTextFile()),
      run: (_ctx, args) => {
        const at = lineOf(args);
        if (at) filesStore.getState().toggleBreakpoint(at.fileId, at.line);
      },
    },
    {
      id: 'debug.runToCursor',
      title: 'Run to Here',
      description:
        "Go to the next time the program runs the cursor's line (starts Step Through when needed)",
      category: 'run',
      when: (args) => (isLineArgs(args) ? true : hasTextFile()),
      run: async (_ctx, args) => {
        const at = lineOf(args);
        if (at) await (await controller()).runToLine(at.fileId, at.line);
      },
    },
  ];
}

export const debugContribution: Contribution = { commands: debugCommands };
