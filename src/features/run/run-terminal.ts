/**
 * The Run tab's xterm.js widget: draws the run output (stdout plain, stderr red, the runner's
 * own lines in colour) as it arrives, and is the program's keyboard. A typed line is echoed
 * while it is edited and goes to the program on Enter (or is kept for the next run when none
 * runs). Ctrl+C copies a selection, else stops the run; Ctrl+D ends the input; Ctrl+L clears.
 *
 * What reaches the widget was filtered to text, colours and cursor moves (execute.ts), so it
 * answers no query as if typed; of what it passes on as typed, escape sequences (arrow keys)
 * are left out. A run's closing line (run-ending.ts) goes below everything the program drew,
 * in the app's own style, and carries a mark (an xterm decoration) no output can make.
 */
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';
import { commandRegistry } from '../../state/commands';
import { runOutput, runStore, type OutputChunk, type OutputKind } from '../../state/run-store';
import type { Theme } from '../../core/settings/theme';
import { XTERM_THEMES, xtermOptions } from '../../ui/xterm-options';
import { visibleWidth } from '../../core/terminal/program-output';
import { stopRun, typeLine } from './run-controller';
import { isRunEnding } from './run-ending';

/** The class of the mark beside a run's closing line. */
export const END_MARK_CLASS = 'run-end-mark';

/** Escape sequences in what the widget passes on as typed: keys this line editor does not use. */
// eslint-disable-next-line no-control-regex
const TYPED_ESCAPE = /\x1b(?:\[[0-?]*[ -/]*[@-~]|O.|\][^\x07\x1b]*(?:\x07|\x1b\\)?|.)?/g;

const COLOURS = new Map<OutputKind, string>([
  ['stderr', '31'],
  ['info', '36'],
  ['success', '32'],
  ['warning', '33'],
  ['echo', '1'],
]);

function styled(chunk: OutputChunk): string {
  const code = COLOURS.get(chunk.kind);
  // Colour each line on its own, so a reset never has to cross a line break.
  return code ? chunk.text.replace(/[^\n]+/g, (line) => `\x1b[${code}m${line}\x1b[0m`) : chunk.text;
}

export class RunTerminal {
  private readonly term: Terminal;
  private readonly fit = new FitAddon();
  private readonly disposers: (() => void)[] = [];
  /** What the user has typed of the next line. */
  private line = '';
  /** Bumped at each redraw: a closing line drawn for an earlier screen is not drawn. */
  private screen = 0;
  private readonly marks: { dispose(): void }[] = [];

  constructor(
    private readonly host: HTMLElement,
    theme: Theme,
  ) {
    // Decorations (the closing line's mark) are xterm's proposed API.
    this.term = new Terminal({ ...xtermOptions(theme, 5000), allowProposedApi: true });
    this.term.loadAddon(this.fit);
    this.term.open(host);
    this.term.textarea?.setAttribute(
      'aria-label',
      'Run output: type a line for the running program and press Enter',
    );
    this.term.attachCustomKeyEventHandler((event) => this.onKeyEvent(event));
    const data = this.term.onData((d) => this.onData(d));
    this.disposers.push(() => data.dispose());
    this.disposers.push(
      runOutput.subscribe((chunk) => {
        if (chunk === null) this.redraw();
        else this.writeChunk(chunk);
      }),
    );
    const observer = new ResizeObserver(() => this.resize());
    observer.observe(host);
    this.disposers.push(() => observer.disconnect());
    this.resize();
    this.redraw();
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

  private resize(): void {
    if (this.host.clientWidth === 0 || this.host.clientHeight === 0) return;
    this.fit.fit();
  }

  private redraw(): void {
    this.screen++;
    for (const mark of this.marks.splice(0)) mark.dispose();
    // A full reset, in turn with the writes before it: modes and styles a program left do not
    // outlive its run, and the scrollback goes too.
    this.term.write('\x1bc');
    let run: OutputChunk[] = [];
    const flush = () => {
      this.term.write(run.map(styled).join(''));
      run = [];
    };
    for (const chunk of runOutput.all()) {
      if (!isRunEnding(chunk)) {
        run.push(chunk);
        continue;
      }
      flush();
      this.writeEnding(chunk);
    }
    flush();
    this.term.write(this.line);
  }

  /** New output goes before the line being typed, which is drawn again after it. */
  private writeChunk(chunk: OutputChunk): void {
    const typed = this.line.length;
    const erase = typed > 0 ? `\x1b[${typed}D\x1b[K` : '';
    if (isRunEnding(chunk)) {
      this.term.write(erase);
      this.writeEnding(chunk);
      this.term.write(this.line);
      return;
    }
    this.term.write(erase + styled(chunk) + this.line);
  }

  /**
   * A run's closing line: in the app's style (what the program set is reset), on the row below
   * the last one the program wrote on, each line of it with the mark beside it. Written once
   * xterm has drawn all before it, so the rows the program wrote are known.
   */
  private writeEnding(chunk: OutputChunk): void {
    const screen = this.screen;
    this.term.write('\x1b[0m\x1b[?25h', () => {
      if (this.screen !== screen) return;
      this.term.write(this.belowContent());
      const lines = chunk.text.split('\n');
      lines.forEach((line, i) => {
        if (line !== '') {
          this.term.write(styled({ kind: chunk.kind, text: line }), () => this.mark(screen, line));
        }
        if (i < lines.length - 1) this.term.write('\n');
      });
    });
  }

  /** What moves the cursor to the start of the last row holding text, when it is above it. */
  private belowContent(): string {
    const buffer = this.term.buffer.active;
    const cursor = buffer.baseY + buffer.cursorY;
    let last = -1;
    for (let y = buffer.length - 1; y > cursor; y--) {
      if (buffer.getLine(y)?.translateToString(true).trim()) {
        last = y;
        break;
      }
    }
    return last > cursor ? `\r${'\n'.repeat(last - cursor)}` : '';
  }

  /** Marks the cursor's row, which holds the app's `line`. */
  private mark(screen: number, line: string): void {
    if (this.screen !== screen) return;
    const marker = this.term.registerMarker(0);
    const width = Math.max(1, Math.min(this.term.cols, visibleWidth(line)));
    const decoration = this.term.registerDecoration({ marker, width });
    if (!decoration) {
      marker.dispose();
      return;
    }
    decoration.onRender((element) => {
      element.classList.add(END_MARK_CLASS);
      element.title = 'Written by the editor when the run ended, not by the program';
    });
    this.marks.push({
      dispose: () => {
        decoration.dispose();
        marker.dispose();
      },
    });
  }

  private onData(data: string): void {
    // Only what was typed: keys this editor has no use for are escape sequences.
    for (const char of data.replace(TYPED_ESCAPE, '').replace(/\r\n/g, '\r')) {
      if (char === '\r' || char === '\n') {
        const line = this.line;
        if (line.length > 0) this.term.write(`\x1b[${line.length}D\x1b[K`);
        this.line = '';
        runOutput.append('echo', `${line}\n`);
        typeLine(line);
      } else if (char === '\x7f' || char === '\b') {
        if (this.line.length === 0) continue;
        this.line = [...this.line].slice(0, -1).join('');
        this.term.write('\b \b');
      } else if (char === '\x04') {
        typeLine(null); // Ctrl+D: the end of input
      } else if (char === '\x0c') {
        runOutput.clear();
      } else if (char >= ' ' || char === '\t') {
        this.line += char;
        this.term.write(char);
      }
    }
  }

  private onKeyEvent(event: KeyboardEvent): boolean {
    if (event.type !== 'keydown') return true;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (event.key === 'Tab' && event.shiftKey) return false;
    if (mod && key === 'c') {
      event.preventDefault();
      if (this.term.hasSelection()) {
        void navigator.clipboard.writeText(this.term.getSelection()).catch(() => {});
        this.term.clearSelection();
      } else if (runStore.getState().status !== 'idle') {
        stopRun('user');
        this.term.write('^C');
      }
      return false;
    }
    if ((mod && key === 'v') || (event.shiftKey && event.key === 'Insert')) return false;
    // Arrow keys and the like edit nothing here; the app's shortcuts still run.
    const command = commandRegistry.commandForKey(event);
    if (command && (command.inEditor || command.id === 'view.toggleTerminal')) {
      event.preventDefault();
      if (!event.repeat) void commandRegistry.run(command.id, 'keyboard');
      return false;
    }
    return true;
  }
}
