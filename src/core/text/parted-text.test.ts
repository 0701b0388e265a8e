import { describe, expect, it } from 'vitest';
import { joinParts, KnownParts, partsOf } from './parted-text';

describe('partsOf', () => {
  it('gives the chunks in order as parts of the given length, the last one shorter', () => {
    const parts = partsOf(['abcdefg', '', 'h', 'ij', 'klmnopqrstu'], 4);
    expect(parts).toEqual(['abcd', 'efgh', 'ijkl', 'mnop', 'qrst', 'u']);
  });

  it('gathers many short chunks into few parts', () => {
    const chunks = Array.from({ length: 1000 }, (_, i) => String(i % 10));
    const parts = partsOf(chunks, 300);
    expect(parts.map((p) => p.length)).toEqual([300, 300, 300, 100]);
    expect(parts.join('')).toBe(chunks.join(''));
  });

  it('gives nothing for no text', () => {
    expect(partsOf([], 4)).toEqual([]);
    expect(partsOf(['', ''], 4)).toEqual([]);
  });
});

describe('KnownParts', () => {
  it('finds the parts of a text it was told, and of an equal text', () => {
    const known = new KnownParts();
    const parts = ['ab', 'cd'];
    const text = joinParts(parts);
    known.remember(text, parts);
    expect(text).toBe('abcd');
    expect(known.of(text)).toBe(parts);
    expect(known.of(['a', 'bcd'].join(''))).toBe(parts);
    expect(known.of('abce')).toBeNull();
    expect(known.of('abc')).toBeNull();
  });

  it('keeps the last few texts only, one per length', () => {
    const known = new KnownParts(2);
    for (const text of ['a', 'bb', 'ccc']) known.remember(text, [text]);
    expect(known.of('a')).toBeNull();
    expect(known.of('bb')).toEqual(['bb']);
    known.remember('dd', ['d', 'd']);
    expect(known.of('bb')).toBeNull();
    expect(known.of('dd')).toEqual(['d', 'd']);
    expect(known.of('ccc')).toEqual(['ccc']);
    known.forget();
    expect(known.of('dd')).toBeNull();
  });
});
