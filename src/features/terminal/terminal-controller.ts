/**
 * Drives one xterm.js widget for the terminal panel. The terminals store is the truth: the
 * widget draws the active session's transcript, echoes what is typed through the pure line
 * editor (core/terminal/line-editor), and hands a finished line to the store, which runs it.
 * Switching tabs or `clear` redraws from the transcript; a run only appends what is new.
 * The half-typed line of each session is kept here, so switching tabs or hiding the panel does
 * not lose it.
 *
 * Keys: the app's shortcuts that make sense in a terminal (Ctrl+` and the editor-wide ones
 * such as Ctrl+K and Ctrl+S) still run; Ctrl+C copies when text is selected and otherwise
 * cancels the line; Ctrl+V and Ctrl+Shift+V paste; Shift+Tab leaves the terminal (Tab completes).
 */
import { Terminal, type ITheme } from '@xterm/xterm';
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
  terminalType,
  type HistoryEntry,
  type TerminalSession,
  type TypeColor,
} from '../../core/terminal/types';
import { commandRegistry } from '../../state/commands';
import { activeSession, terminalsStore } from '../../state/terminals-store';
import { runInTerminal } from '../../state/terminal-runner';
import { projectFileSystem } from '../../state/terminal-vfs';
import type { Theme } from '../../storage/settings';

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

/** Colours chosen for at least 4.5:1 contrast on each theme's background. */
export const XTERM_THEMES: Record<Theme, ITheme> = {
  light: {
    background: '#ffffff',
    foreground: '#1c2230',
    cursor: '#1c2230',
    cursorAccent: '#ffffff',
    selectionBackground: '#b6cdfa',
    black: '#1c2230',
    red: '#b42318',
    green: '#137333',
    yellow: '#8a5300',
    blue: '#2557d6',
    magenta: '#9c1fa8',
    cyan: '#0b6a80',
    white: '#5b6475',
    brightBlack: '#5b6475',
    brightRed: '#b42318',
    brightGreen: '#137333',
    brightYellow: '#8a5300',
    brightBlue: '#2557d6',
    brightMagenta: '#9c1fa8',
    brightCyan: '#0b6a80',
    brightWhite: '#1c2230',
  },
  dark: {
    background: '#18191d',
    foreground: '#e6e8ee',
    cursor: '#e6e8ee',
    cursorAccent: '#18191d',
    selectionBackground: '#2c3b5a',
    black: '#18191d',
    red: '#ff8a80',
    green: '#7ddc9a',
    yellow: '#f5c26b',
    blue: '#7aa2ff',
    magenta: '#e59cff',
    cyan: '#67e8f9',
    white: '#e6e8ee',
    brightBlack: '#a4abb9',
    brightRed: '#ff8a80',
    brightGreen: '#7ddc9a',
    brightYellow: '#f5c26b',
    brightBlue: '#7aa2ff',
    brightMagenta: '#e59cff',
    brightCyan: '#67e8f9',
    brightWhite: '#ffffff',
  },
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

function entryText(session: TerminalSession, entry: HistoryEntry): string {
  if (entry.type === 'command')
    return `${prompt(session, entry.directory).styled}${entry.command}\r\n`;
  const body = entry.output.replace(/\r?\n/g, '\r\n');
  const coloured =
    entry.type === 'error'
      ? color('31', body)
      : entry.type === 'success'
        ? color('32', body)
        : body;
  return `${coloured}\r\n`;
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
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly host: HTMLElement,
    theme: Theme,
  ) {
    this.term = new Terminal({
      convertEol: true,
      // A blinking cursor is motion; people who ask for less motion get a steady one.
      cursorBlink: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
      fontFamily: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
      fontSize: 13,
      lineHeight: 1.2,
      scrollback: 2000,
      theme: XTERM_THEMES[theme],
    });
    this.term.loadAddon(this.fit);
    this.term.open(host);
    this.term.attachCustomKeyEventHandler((event) => this.onKeyEvent(event));
    const data = this.term.onData((d) => this.onData(d));
    this.disposers.push(() => data.dispose());
    this.disposers.push(terminalsStore.subscribe(() => this.sync()));
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
    if (this.term.cols !== before) this.redrawPrompt(false);
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
    this.term.write(fresh.map((e) => entryText(session, e)).join(''));
    this.lastEntry = last;
    this.writePrompt(session);
  }

  private renderAll(session: TerminalSession): void {
    this.sessionId = session.id;
    this.clearCount = session.clearCount;
    this.echoed = false;
    // Clear the screen and the scrollback, then draw the transcript again.
    this.term.write('\x1b[2J\x1b[3J\x1b[H');
    this.term.write(session.history.map((e) => entryText(session, e)).join(''));
    this.lastEntry = session.history[session.history.length - 1];
    this.writePrompt(session);
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
            this.writePrompt(session); // an empty line is ignored (SPEC §5)
          } else {
            this.echoed = true;
            runInTerminal(session.id, before.buffer);
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
