/**
 * The look every xterm.js widget of the app shares (the terminals and the Run tab): colours per
 * theme and the common options.
 */
import type { ITerminalOptions, ITheme } from '@xterm/xterm';
import type { Theme } from '../core/settings/theme';

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

/** The options every terminal widget of the app shares (the terminals and the Run tab). */
export function xtermOptions(theme: Theme, scrollback: number): ITerminalOptions {
  return {
    convertEol: true,
    // A blinking cursor is motion; people who ask for less motion get a steady one.
    cursorBlink: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    fontFamily: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    fontSize: 13,
    lineHeight: 1.2,
    scrollback,
    theme: XTERM_THEMES[theme],
  };
}
