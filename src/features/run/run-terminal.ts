/**
 * The Run tab's xterm.js widget: draws the run output (stdout plain, stderr red, the runner's
 * own lines in colour) as it arrives, and is the program's keyboard. A typed line is echoed
 * while it is edited and goes to the program on Enter (or is kept for the next run when none
 * runs). Ctrl+C copies a selection, else stops the run; Ctrl+D ends the input; Ctrl+L clears.
 */
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';
import { commandRegistry } from '../../state/commands';
import { runOutput, runStore, type OutputChunk, type OutputKind } from '../../state/run-store';
import type { Theme } from '../../core/settings/theme';
import { XTERM_THEMES, xtermOptions } from '../../ui/xterm-options';
import { stopRun, typeLine } from './run-controller';

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

  constructor(
    private readonly host: HTMLElement,
    theme: Theme,
  ) {
    this.term = new Terminal(xtermOptions(theme, 5000));
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
    this.term.write('\x1b[2J\x1b[3J\x1b[H');
    this.term.write(runOutput.all().map(styled).join(''));
    this.term.write(this.line);
  }

  /** New output goes before the line being typed, which is drawn again after it. */
  private writeChunk(chunk: OutputChunk): void {
    const typed = this.line.length;
    const erase = typed > 0 ? `\x1b[${typed}D\x1b[K` : '';
    this.term.write(erase + styled(chunk) + this.line);
  }

  private onData(data: string): void {
    for (const char of data.replace(/\r\n/g, '\r')) {
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
