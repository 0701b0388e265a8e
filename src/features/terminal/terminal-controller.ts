/**
 * Drives one xterm.js widget for the terminal panel. The terminals store is the truth: the
 * widget draws the active session's transcript, echoes what is typed through the pure line
 * editor (core/terminal/line-editor), and hands a finished line to the store, which runs it.
 * Switching tabs or `clear` redraws from the transcript; a run only appends what is new.
 * The half-typed line of each session is kept here, so switching tabs or hiding the panel does
 * not lose it.
 *
 * A line that really runs a program (core/terminal/real-commands) goes to terminal-programs.ts
 * instead. While it runs, its output is drawn as it comes, after the transcript, and the keys go
 * to it: the line is edited here and sent on Enter, Ctrl+C stops it, Ctrl+D ends its input.
 * The unfinished last line of its output (a prompt such as `>>> `) is redrawn with the typed
 * line, so output arriving while the user types never splits what they typed.
 *
 * Keys: the app's shortcuts that make sense in a terminal (Ctrl+` and the editor-wide ones
 * such as Ctrl+K and Ctrl+S) still run; Ctrl+C copies when text is selected and otherwise
 * cancels the line; Ctrl+V and Ctrl+Shift+V paste; Shift+Tab leaves the terminal (Tab completes).
 */
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';
import {
  editKey,
  emptyLine,
  redrawLine,
  splitKeys,
  displayWidth,
  type LineState,
} from '../../core/terminal/line-editor';
import { complete } from '../../core/terminal/shell';
import { promptParts } from '../../core/terminal/profile';
import {
  dropSuffix,
  segmentsLength,
  visibleWidth,
  type Segment,
} from '../../core/terminal/program-output';
import { safeTerminalText } from '../../core/terminal/output-filter';
import { planRealCommand } from '../../core/terminal/real-commands';
import {
  terminalType,
  type HistoryEntry,
  type TerminalSession,
  type TypeColor,
} from '../../core/terminal/types';
import { commandRegistry } from '../../state/commands';
import { activeSession, terminalsStore } from '../../state/terminals-store';
import { runInTerminal } from '../../state/terminal-runner';
import { projectFileSystem } from '../../state/terminal-vfs';
import type { Theme } from '../../core/settings/theme';
import { XTERM_THEMES, xtermOptions } from '../../ui/xterm-options';
import {
  interruptProgram,
  programIn,
  sayInTerminal,
  startProgram,
  subscribePrograms,
  typeToProgram,
  type LiveProgram,
  type ProgramEvent,
} from './terminal-programs';

/** Shortcuts that still run while typing in the terminal (besides those marked inEditor). */
const TERMINAL_SHORTCUTS = new Set(['view.toggleTerminal', 'terminal.new']);

const SGR: Record<TypeColor, string> = {
  red: '31',
  green: '32',
  yellow: '33',
  blue: '34',
  magenta: '35',
  cyan: '36',
};

const color = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;

function prompt(session: Pick<TerminalSession, 'type'>, directory: string) {
  const { label, dir, sign } = promptParts(session.type, directory);
  const type = terminalType(session.type);
  const plain = `${label ? label + ' ' : ''}${dir}${sign} `;
  const styled =
    (label ? color(`1;${SGR[type.color]}`, label) + ' ' : '') + color('34', dir) + `${sign} `;
  return { styled, width: displayWidth(plain) };
}

const OUTPUT_SGR = new Map<HistoryEntry['type'], string>([
  ['error', '31'],
  ['success', '32'],
]);

/** Output text in its kind's colour, each line coloured on its own (no reset across a break). */
function styled(kind: HistoryEntry['type'], text: string): string {
  const code = OUTPUT_SGR.get(kind);
  const body = text.replace(/\r?\n/g, '\r\n');
  return code ? body.replace(/[^\r\n]+/g, (line) => color(code, line)) : body;
}

const styledSegments = (segments: readonly Segment[]) =>
  segments.map((s) => styled(s.kind, s.text)).join('');

function entryText(session: TerminalSession, entry: HistoryEntry): string {
  if (entry.type === 'command')
    return `${prompt(session, entry.directory).styled}${entry.command}\r\n`;
  // Text only: a file's escape sequences (`cat`) are filtered to colours and cursor moves, as a
  // program's were while it printed.
  return `${styled(entry.type, safeTerminalText(entry.output))}\r\n`;
}

/**
 * The line being typed in each session, kept outside the widget so that hiding and showing the
 * panel (which disposes the widget) does not lose it.
 */
const lines = new Map<string, LineState>();

export class TerminalController {
  private readonly term: Terminal;
  private readonly fit = new FitAddon();
  private readonly lines = lines;
  private sessionId: string | null = null;
  private clearCount = -1;
  private lastEntry: HistoryEntry | undefined;
  /** Rows the prompt line occupies above the cursor. */
  private cursorRow = 0;
  /** True between a submit and the store's answer: that command line is already on screen. */
  private echoed = false;
  /** Transcript entries already on screen: a program's output, drawn as it came. */
  private readonly drawn = new WeakSet<HistoryEntry>();
  /** The last row of a running program's unfinished line, redrawn with the typed line. */
  private liveTail: Segment[] = [];
  private liveTailWidth = 0;
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly host: HTMLElement,
    theme: Theme,
  ) {
    this.term = new Terminal(xtermOptions(theme, 2000));
    this.term.loadAddon(this.fit);
    this.term.open(host);
    this.term.attachCustomKeyEventHandler((event) => this.onKeyEvent(event));
    const data = this.term.onData((d) => this.onData(d));
    this.disposers.push(() => data.dispose());
    this.disposers.push(terminalsStore.subscribe(() => this.sync()));
    this.disposers.push(subscribePrograms((event) => this.onProgram(event)));
    const observer = new ResizeObserver(() => this.resize());
    observer.observe(host);
    this.disposers.push(() => observer.disconnect());
    void document.fonts?.ready.then(() => this.resize());
    this.resize();
    this.sync();
  }

  dispose(): void {
    for (const d of this.disposers.splice(0)) d();
    this.term.dispose();
  }

  focus(): void {
    this.term.focus();
  }

  setTheme(theme: Theme): void {
    this.term.options.theme = XTERM_THEMES[theme];
  }

  hasSelection(): boolean {
    return this.term.hasSelection();
  }

  /** Copies the selection; resolves false when the browser refused. */
  async copySelection(): Promise<boolean> {
    const text = this.term.getSelection();
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    } finally {
      this.term.focus();
    }
  }

  /** Pastes text as if typed: each line break runs a line. */
  paste(text: string): void {
    this.term.paste(text);
    this.term.focus();
  }

  selectAll(): void {
    this.term.selectAll();
  }

  /** The input element, to label it for assistive technology. */
  get textarea(): HTMLTextAreaElement | undefined {
    return this.term.textarea;
  }

  private resize(): void {
    if (this.host.clientWidth === 0 || this.host.clientHeight === 0) return;
    const before = this.term.cols;
    this.fit.fit();
    if (this.term.cols === before) return;
    const session = this.session();
    // The rows of a running program's unfinished line change with the width: draw afresh.
    if (session && programIn(session.id)) this.renderAll(session);
    else this.redrawPrompt(false);
  }

  private session(): TerminalSession | undefined {
    return activeSession(terminalsStore.getState());
  }

  private line(id: string): LineState {
    return this.lines.get(id) ?? emptyLine();
  }

  /** Brings the screen in step with the store. */
  private sync(): void {
    const session = this.session();
    if (!session) return;
    for (const id of this.lines.keys()) {
      if (!terminalsStore.getState().sessions.some((s) => s.id === id)) this.lines.delete(id);
    }
    if (session.id !== this.sessionId || session.clearCount !== this.clearCount) {
      this.renderAll(session);
      return;
    }
    const last = session.history[session.history.length - 1];
    if (last === this.lastEntry) return;
    const seen = this.lastEntry ? session.history.indexOf(this.lastEntry) : -1;
    if (this.lastEntry && seen < 0) {
      // What was on screen has scrolled out of the kept transcript: draw it afresh.
      this.renderAll(session);
      return;
    }
    let fresh = session.history.slice(seen + 1);
    if (this.echoed && fresh[0]?.type === 'command') fresh = fresh.slice(1);
    else this.erasePrompt();
    this.echoed = false;
    fresh = fresh.filter((e) => !this.drawn.has(e));
    this.term.write(fresh.map((e) => entryText(session, e)).join(''));
    this.lastEntry = last;
    this.writeInputLine(session);
  }

  private renderAll(session: TerminalSession): void {
    this.sessionId = session.id;
    this.clearCount = session.clearCount;
    this.echoed = false;
    // Clear the screen and the scrollback, then draw the transcript again.
    this.term.write('\x1b[2J\x1b[3J\x1b[H');
    this.term.write(session.history.map((e) => entryText(session, e)).join(''));
    this.lastEntry = session.history[session.history.length - 1];
    const program = programIn(session.id);
    if (program) {
      // What the program printed so far; its unfinished line is drawn with the typed line.
      const tail = program.output.tail(this.term.cols);
      const shown = dropSuffix(program.output.all(), segmentsLength(tail.segments));
      this.term.write(styledSegments(shown));
      this.liveTail = tail.segments;
      this.liveTailWidth = tail.width;
    }
    this.writeInputLine(session);
    if (this.term.textarea) {
      this.term.textarea.setAttribute('aria-label', `${session.name} terminal: type a command`);
    }
  }

  private erasePrompt(): void {
    this.term.write(`${this.cursorRow > 0 ? `\x1b[${this.cursorRow}A` : ''}\r\x1b[J`);
    this.cursorRow = 0;
  }

  private writePrompt(session: TerminalSession): void {
    this.cursorRow = 0;
    this.redrawPrompt(false, session);
  }

  /** On a fresh row: the shell's prompt, or a running program's unfinished line. */
  private writeInputLine(session: TerminalSession): void {
    const program = programIn(session.id);
    if (!program) {
      this.liveTail = [];
      this.liveTailWidth = 0;
      this.writePrompt(session);
      return;
    }
    this.cursorRow = 0;
    this.redrawLive(program);
  }

  /**
   * Draws a running program's line: the last row of its unfinished output (or the loading line)
   * and what is typed for it. Starts from where that line began, so it redraws in place.
   */
  private redrawLive(program: LiveProgram): void {
    const loading = this.liveTail.length === 0 ? program.progress : null;
    const { data, cursorRow } = redrawLine({
      prompt: loading ? color('36', loading) : styledSegments(this.liveTail),
      promptWidth: loading ? visibleWidth(loading) : this.liveTailWidth,
      buffer: program.line.buffer,
      cursor: program.line.cursor,
      cols: this.term.cols,
      cursorRow: this.cursorRow,
    });
    this.term.write(data);
    this.cursorRow = cursorRow;
  }

  /** Draws what a program in the shown session printed, or that it ended. */
  private onProgram(event: ProgramEvent): void {
    if (event.sessionId !== this.sessionId) return;
    const session = this.session();
    const program = programIn(event.sessionId);
    if (!session || session.id !== event.sessionId) return;
    if (session.clearCount !== this.clearCount) return; // sync() draws it all afresh
    if (event.type === 'end') {
      // The unfinished line stays without the typed text; the prompt goes on a fresh row.
      const width = this.liveTailWidth;
      const { data } = redrawLine({
        prompt: styledSegments(this.liveTail),
        promptWidth: width,
        buffer: '',
        cursor: 0,
        cols: this.term.cols,
        cursorRow: this.cursorRow,
      });
      this.term.write(
        data + (width > 0 && width % Math.max(1, this.term.cols) !== 0 ? '\r\n' : ''),
      );
      this.cursorRow = 0;
      this.liveTail = [];
      this.liveTailWidth = 0;
      for (const entry of event.entries) this.drawn.add(entry);
      // With no output, the transcript's last entry stays the same and sync() draws nothing.
      if (event.entries.length === 0) this.writePrompt(session);
      return;
    }
    if (!program) return;
    if (event.type === 'progress') {
      this.redrawLive(program);
      return;
    }
    // Back to where the unfinished line's last row began, then that row and the new output.
    const up = this.cursorRow > 0 ? `\x1b[${this.cursorRow}A` : '';
    const tail = program.output.tail(this.term.cols);
    const written = dropSuffix([...this.liveTail, event.segment], segmentsLength(tail.segments));
    this.term.write(`${up}\r\x1b[J${styledSegments(written)}`);
    this.cursorRow = 0;
    this.liveTail = tail.segments;
    this.liveTailWidth = tail.width;
    this.redrawLive(program);
  }

  /** A key while a program runs in the session: it edits the line typed for the program. */
  private programKey(session: TerminalSession, program: LiveProgram, key: string): void {
    if (key === '\x04') {
      // Ctrl+D on an empty line: the end of input.
      if (program.line.buffer === '') typeToProgram(session.id, null);
      return;
    }
    // Tab indents (Python's prompt wants it); the program has nothing to complete with.
    const { state, effect } = editKey(program.line, key === '\t' ? '    ' : key, program.typed);
    switch (effect) {
      case 'none':
      case 'complete':
        break;
      case 'redraw':
        program.line = state;
        this.redrawLive(program);
        break;
      case 'submit': {
        const typed = program.line.buffer;
        program.line = state;
        typeToProgram(session.id, typed);
        break;
      }
      case 'cancel': {
        const typed = program.line.buffer;
        program.line = state;
        interruptProgram(session.id, typed);
        break;
      }
      case 'clear':
        program.line = state;
        terminalsStore.getState().clear(session.id);
        break;
    }
  }

  /** Draws the prompt and the line being typed; `atEnd` puts the cursor after the text. */
  private redrawPrompt(atEnd: boolean, session = this.session()): void {
    if (!session) return;
    const state = this.line(session.id);
    const p = prompt(session, session.currentDirectory);
    const { data, cursorRow } = redrawLine({
      prompt: p.styled,
      promptWidth: p.width,
      buffer: state.buffer,
      cursor: atEnd ? state.buffer.length : state.cursor,
      cols: this.term.cols,
      cursorRow: this.cursorRow,
    });
    this.term.write(data);
    this.cursorRow = cursorRow;
  }

  private onData(data: string): void {
    for (const key of splitKeys(data)) {
      const session = this.session();
      if (!session) return;
      const program = programIn(session.id);
      if (program) {
        this.programKey(session, program, key);
        continue;
      }
      const before = this.line(session.id);
      const { state, effect } = editKey(before, key, session.commandHistory);
      switch (effect) {
        case 'none':
          break;
        case 'redraw':
          this.lines.set(session.id, state);
          this.redrawPrompt(false);
          break;
        case 'submit':
          this.redrawPrompt(true);
          this.lines.set(session.id, state);
          this.term.write('\r\n');
          this.cursorRow = 0;
          if (before.buffer.trim() === '') {
            this.writePrompt(session); // an empty line is ignored
          } else {
            this.echoed = true;
            this.submit(session, before.buffer);
            if (this.echoed) {
              // Nothing new reached the transcript: draw the prompt again ourselves.
              this.echoed = false;
              this.writePrompt(session);
            }
          }
          break;
        case 'cancel':
          this.redrawPrompt(true);
          this.lines.set(session.id, state);
          this.term.write('^C\r\n');
          this.cursorRow = 0;
          this.writePrompt(session);
          break;
        case 'clear':
          this.lines.set(session.id, state);
          terminalsStore.getState().clear(session.id);
          break;
        case 'complete':
          this.complete(session, before);
          break;
      }
    }
  }

  /** Runs a typed line: a real program, what is said about one, or the simulated shell. */
  private submit(session: TerminalSession, line: string): void {
    const plan = planRealCommand(
      line,
      { type: session.type, cwd: session.currentDirectory, env: session.environment },
      projectFileSystem,
    );
    if (plan === null) runInTerminal(session.id, line);
    else if (plan.kind === 'say') sayInTerminal(session.id, line, plan);
    else startProgram(session, line, plan);
  }

  private complete(session: TerminalSession, state: LineState): void {
    const head = state.buffer.slice(0, state.cursor);
    const tail = state.buffer.slice(state.cursor);
    const result = complete(head, session.type, session.currentDirectory, projectFileSystem);
    if (result.line !== head) {
      this.lines.set(session.id, {
        ...state,
        buffer: result.line + tail,
        cursor: result.line.length,
      });
      this.redrawPrompt(false);
    } else if (result.candidates.length > 1) {
      this.redrawPrompt(true);
      this.term.write('\r\n' + result.candidates.join('  ') + '\r\n');
      this.writePrompt(session);
    }
  }

  private onKeyEvent(event: KeyboardEvent): boolean {
    if (event.type !== 'keydown') return true;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (event.key === 'Tab' && event.shiftKey && !mod && !event.altKey) return false;
    if (mod && key === 'c' && (event.shiftKey || this.term.hasSelection())) {
      if (this.term.hasSelection()) {
        void this.copySelection();
        this.term.clearSelection();
      }
      event.preventDefault();
      return false;
    }
    // Let the browser paste into the widget's text area; xterm turns that into input.
    if ((mod && key === 'v') || (event.shiftKey && event.key === 'Insert')) return false;
    const command = commandRegistry.commandForKey(event);
    if (command && (command.inEditor || TERMINAL_SHORTCUTS.has(command.id))) {
      event.preventDefault();
      if (!event.repeat) void commandRegistry.run(command.id, 'keyboard');
      return false;
    }
    return true;
  }
}
