// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, writeJson } from './local-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const asCount = (value: unknown) => (typeof value === 'number' ? value : 0);

describe('JSON under a key', () => {
  it('reads back what was written, and gives the parser null when nothing or no JSON is stored', () => {
    expect(writeJson('n', 7)).toBe(true);
    expect(readJson('n', asCount)).toBe(7);
    const seen: unknown[] = [];
    readJson('missing', (v) => seen.push(v));
    localStorage.setItem('broken', '{not json');
    readJson('broken', (v) => seen.push(v));
    expect(seen).toEqual([null, null]);
  });

  it('says false when the browser refuses to store, and keeps what was there', () => {
    writeJson('n', 1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeJson('n', 2)).toBe(false);
    expect(readJson('n', asCount)).toBe(1);
  });
});
