import { describe, expect, it } from 'vitest';
import { countWords, createLineWordCount } from './word-count';

/** What the count must agree with: runs of characters `\s` does not match. */
const byRegex = (text: string) => text.match(/\S+/g)?.length ?? 0;

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('the quick  brown\tfox\n')).toBe(4);
    expect(countWords('a,b c.d')).toBe(2);
    expect(countWords('const x = 1;')).toBe(4);
  });

  it('takes every space JavaScript knows as one, and nothing else', () => {
    const spaces = [
      ' ',
      '\t',
      '\n',
      '\v',
      '\f',
      '\r',
      '\u00a0',
      '\u1680',
      '\u2000',
      '\u2005',
      '\u200a',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
    ];
    for (const space of spaces) expect(countWords(`a${space}b`)).toBe(2);
    // Look-alikes that are not spaces: a zero-width space, a control character, an emoji.
    for (const other of ['\u200b', '\u0000', '\u0085', '😀', 'é']) {
      expect(countWords(`a${other}b`)).toBe(byRegex(`a${other}b`));
    }
  });

  it('agrees with the regular expression on every code unit', () => {
    let text = '';
    for (let code = 0; code < 0x3100; code++) text += `w${String.fromCharCode(code)}`;
    text += 'w\ufeffw\uffffw';
    expect(countWords(text)).toBe(byRegex(text));
  });
});

describe('createLineWordCount', () => {
  const text = 'one two\n\n  three\tfour five\nsix\n\n';
  const lines = text.split('\n');
  const lineAt = (n: number) => lines[n - 1] ?? '';

  it('gives the whole text’s count once every line is counted, a few lines per step', () => {
    const count = createLineWordCount(lines.length, lineAt);
    const results = [count.step(2), count.step(2), count.step(2)];
    expect(results).toEqual([null, null, countWords(text)]);
    expect(countWords(text)).toBe(6);
  });

  it('counts all lines in one step when asked for as many, and at least one line a step', () => {
    expect(createLineWordCount(lines.length, lineAt).step(1000)).toBe(6);
    const count = createLineWordCount(2, lineAt);
    expect(count.step(0)).toBeNull();
    expect(count.step(0)).toBe(2);
  });

  it('reads each line once', () => {
    const read: number[] = [];
    const count = createLineWordCount(lines.length, (n) => {
      read.push(n);
      return lineAt(n);
    });
    while (count.step(2) === null);
    expect(read).toEqual(lines.map((_, i) => i + 1));
  });
});
