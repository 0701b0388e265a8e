import { describe, expect, it } from 'vitest';
import { describeStorageUse, formatBytes } from './storage-use';

describe('describeStorageUse', () => {
  it('says the use, the quota and whether the files are kept', () => {
    const text = describeStorageUse({ usage: 1_234_567, quota: 10_000_000_000 }, true);
    expect(text.label).toBe('Storage <1%');
    expect(text.title).toBe(
      'Files are saved in this browser: 1.2 MB of 10 GB used (<1%). The browser keeps these files until you clear site data.',
    );
    expect(text.nearlyFull).toBe(false);
  });

  it('is nearly full above 90% of the quota', () => {
    expect(describeStorageUse({ usage: 900, quota: 1000 }, false).nearlyFull).toBe(false);
    const full = describeStorageUse({ usage: 950, quota: 1000 }, false);
    expect(full.nearlyFull).toBe(true);
    expect(full.label).toBe('Storage 95%');
    expect(full.title).toContain('may clear these files');
  });

  it('says only where files are when the browser does not tell the use', () => {
    expect(describeStorageUse(null, null).label).toBe('Storage');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1500, '1.5 KB'],
    [123_456_789, '123 MB'],
    [5e12, '5 TB'],
  ])('%d is %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('says what the run history holds apart', () => {
    const text = describeStorageUse({ usage: 5_000_000, quota: 1e10 }, true, {
      bytes: 2_000_000,
      entries: 3,
    });
    expect(text.title).toMatch(/Run history: 2 MB of it, 3 runs \(Run History erases it\)\.$/);
  });
});
