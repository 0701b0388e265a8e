import { describe, expect, it } from 'vitest';
import { MAX_PENDING, safeTerminalText, TerminalTextFilter } from './output-filter';

const ESC = '\x1b';
const CSI = `${ESC}[`;
const OSC = `${ESC}]`;
const BEL = '\x07';
const ST = `${ESC}\\`;

describe('safeTerminalText keeps what a program may draw', () => {
  it('keeps text, line feeds, carriage returns, tabs and backspaces', () => {
    const text = 'héllo 世界 👋\r\n\ta\bb\n';
    expect(safeTerminalText(text)).toBe(text);
  });

  it.each([
    ['a reset', `${CSI}0m`],
    ['an empty reset', `${CSI}m`],
    ['bold red', `${CSI}1;31m`],
    ['256 colours', `${CSI}38;5;208m`],
    ['true colour', `${CSI}48;2;10;20;30m`],
  ])('keeps SGR: %s', (_name, sequence) => {
    expect(safeTerminalText(`a${sequence}b`)).toBe(`a${sequence}b`);
  });

  it.each([
    ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'd', 'e', 'a', '`'].map((f) => `${CSI}3${f}`),
    `${CSI}H`,
    `${CSI}12;40H`,
    `${CSI}12;40f`,
    `${CSI}2@`,
    `${CSI}2P`,
    `${CSI}4X`,
    `${CSI}2L`,
    `${CSI}2M`,
    `${CSI}K`,
    `${CSI}1K`,
    `${CSI}2K`,
    `${CSI}J`,
    `${CSI}0J`,
    `${CSI}1J`,
    `${CSI}2J`,
    `${CSI}s`,
    `${CSI}u`,
    `${CSI}?25l`,
    `${CSI}?25h`,
    `${ESC}7`,
    `${ESC}8`,
    `${ESC}D`,
    `${ESC}E`,
    `${ESC}M`,
  ])('keeps a cursor move, erase or cursor show/hide: %j', (sequence) => {
    expect(safeTerminalText(`x${sequence}y`)).toBe(`x${sequence}y`);
  });
});

describe('safeTerminalText drops the rest, with its contents', () => {
  it.each([
    ['an OSC 8 link to javascript:, ended by BEL', `${OSC}8;;javascript:alert(1)${BEL}`],
    ['an OSC 8 link, ended by ST', `${OSC}8;;https://example.com/${ST}`],
    ['an OSC 52 clipboard write', `${OSC}52;c;aGVsbG8=${BEL}`],
    ['an OSC 0 title', `${OSC}0;Title${BEL}`],
    ['an OSC 2 title', `${OSC}2;Title${ST}`],
    ['an OSC colour query', `${OSC}10;?${BEL}`],
    ['an OSC palette change', `${OSC}4;1;rgb:ff/00/00${BEL}`],
    ['a DCS string', `${ESC}P$q"p${ST}`],
    ['a SOS string', `${ESC}Xsomething${ST}`],
    ['a PM string', `${ESC}^something${ST}`],
    ['an APC string', `${ESC}_something${ST}`],
    ['ED 3 (clear the scrollback)', `${CSI}3J`],
    ['RIS (full reset)', `${ESC}c`],
    ['a cursor position query', `${CSI}6n`],
    ['a status query', `${CSI}5n`],
    ['primary device attributes', `${CSI}c`],
    ['secondary device attributes', `${CSI}>c`],
    ['tertiary device attributes', `${CSI}=c`],
    ['a window size report', `${CSI}18t`],
    ['a window title report', `${CSI}21t`],
    ['a window move', `${CSI}3;0;0t`],
    ['the alternate screen', `${CSI}?1049h`],
    ['mouse reporting', `${CSI}?1000h`],
    ['bracketed paste', `${CSI}?2004h`],
    ['another private mode with ?25', `${CSI}?25;1000h`],
    ['a scroll region', `${CSI}1;5r`],
    ['insert mode', `${CSI}4h`],
    ['a cursor style (intermediate byte)', `${CSI}5 q`],
    ['a request of a setting (intermediate byte)', `${CSI}1$p`],
    ['SGR with a private marker', `${CSI}>4;2m`],
    ['a save with parameters', `${CSI}2s`],
    ['a character set', `${ESC}(0`],
    ['a screen alignment test', `${ESC}#8`],
    ['keypad mode', `${ESC}=`],
    ['an 8-bit OSC introducer', '\x9d'],
    ['BEL', BEL],
    ['form feed', '\x0c'],
    ['NUL', '\x00'],
    ['DEL', '\x7f'],
    ['shift out', '\x0e'],
  ])('drops %s', (_name, sequence) => {
    expect(safeTerminalText(`before${sequence}after`)).toBe('beforeafter');
  });

  it('drops an 8-bit introducer alone: what followed it is only text', () => {
    expect(safeTerminalText('a\x9b6nb\x9d0;title\x07c')).toBe('a6nb0;titlec');
  });

  it('keeps the text a link wraps, not the link', () => {
    expect(safeTerminalText(`${OSC}8;;javascript:x${BEL}click me${OSC}8;;${BEL}!`)).toBe(
      'click me!',
    );
  });

  it('ends an unterminated string at the next ESC, and reads on from there', () => {
    expect(safeTerminalText(`${OSC}0;title${CSI}31mred`)).toBe(`${CSI}31mred`);
  });

  it('ends a CSI at a byte that cannot end it, which is then read as itself', () => {
    expect(safeTerminalText(`${CSI}12\nnext`)).toBe('\nnext');
    expect(safeTerminalText(`${CSI}12${ESC}[1mbold`)).toBe(`${CSI}1mbold`);
    expect(safeTerminalText(`${ESC}\tx`)).toBe('\tx');
  });

  it('drops a sequence cut at the end of the text', () => {
    for (const cut of [ESC, CSI, `${CSI}31`, `${OSC}8;;http://x`, `${OSC}0;t${ESC}`, `${ESC}(`]) {
      expect(safeTerminalText(`text${cut}`), JSON.stringify(cut)).toBe('text');
    }
  });
});

/** Output a program might print, every sequence complete. */
const SAMPLE = [
  `plain ${CSI}1;31mred${CSI}0m\r\n`,
  `${OSC}8;;javascript:alert(1)${BEL}link${OSC}8;;${ST} `,
  `${CSI}6n${CSI}2J${CSI}3J${ESC}c${CSI}?1049h${ESC}7moved${ESC}8`,
  `${ESC}P1$r0m${ST}${OSC}52;c;eA==${BEL}end\n`,
].join('');

describe('TerminalTextFilter', () => {
  it('gives the same text however the output is cut into pieces', () => {
    const whole = safeTerminalText(SAMPLE);
    for (let i = 0; i <= SAMPLE.length; i++) {
      const filter = new TerminalTextFilter();
      const pieces = filter.push(SAMPLE.slice(0, i)) + filter.push(SAMPLE.slice(i));
      expect(pieces, `cut at ${i}`).toBe(whole);
    }
  });

  it('gives the same text when each character comes alone', () => {
    const filter = new TerminalTextFilter();
    const pieces = [...SAMPLE].map((c) => filter.push(c)).join('');
    expect(pieces).toBe(safeTerminalText(SAMPLE));
  });

  it('holds a cut sequence back until the piece that ends it', () => {
    const filter = new TerminalTextFilter();
    expect(filter.push(`red ${CSI}3`)).toBe('red ');
    expect(filter.push('1mX')).toBe(`${CSI}31mX`);
    expect(filter.push(`a${OSC}0;tit`)).toBe('a');
    expect(filter.push(`le${ESC}`)).toBe('');
    expect(filter.push('\\b')).toBe('b');
  });

  it('keeps an unfinished sequence of MAX_PENDING characters for the next piece', () => {
    const filter = new TerminalTextFilter();
    const cut = `${OSC}0;${'x'.repeat(MAX_PENDING - 4)}`;
    expect(cut).toHaveLength(MAX_PENDING);
    expect(filter.push(cut)).toBe('');
    expect(filter.push(`${BEL}after`)).toBe('after');
  });

  it('past MAX_PENDING drops the sequence start and shows what follows as text', () => {
    const filter = new TerminalTextFilter();
    const long = `${OSC}0;${'x'.repeat(MAX_PENDING)}`;
    expect(filter.push(`a${long}`)).toBe(`a]0;${'x'.repeat(MAX_PENDING)}`);
    // Nothing was held back: what ends the string is read on its own.
    expect(filter.push(`${BEL}b`)).toBe('b');
  });

  it('past MAX_PENDING filters the text after the dropped start as text', () => {
    const filter = new TerminalTextFilter();
    // A string is ended only by BEL or ESC: control characters inside it do not end it.
    const long = `${OSC}${'y'.repeat(MAX_PENDING)}\x00\x9b\ntail`;
    expect(filter.push(long)).toBe(`]${'y'.repeat(MAX_PENDING)}\ntail`);
  });

  it('forgets what it held back on reset', () => {
    const filter = new TerminalTextFilter();
    expect(filter.push(`a${CSI}3`)).toBe('a');
    filter.reset();
    expect(filter.push('1mb')).toBe('1mb');
  });
});
