import { describe, expect, it } from 'vitest';
import { LARGE_FILE_WARNING_CHARS, MONACO_LARGE_FILE_CHARS, largeFileNotice } from './large-file';

describe('large-file notice', () => {
  it('says nothing up to 5 MB', () => {
    expect(largeFileNotice(LARGE_FILE_WARNING_CHARS, false)).toBeNull();
  });

  it('warns above 5 MB with the size', () => {
    expect(largeFileNotice(LARGE_FILE_WARNING_CHARS + 1, false)).toMatch(/5\.0 MB: typing/);
  });

  it('says what is turned off above 20 MB, when Monaco has turned it off', () => {
    expect(largeFileNotice(MONACO_LARGE_FILE_CHARS, true)).toMatch(/20\.0 MB: typing/);
    expect(largeFileNotice(MONACO_LARGE_FILE_CHARS + 1, true)).toMatch(/20\.0 MB: syntax colours/);
  });

  it('does not say colours are off in a file that grew past 20 MB while open', () => {
    const notice = largeFileNotice(MONACO_LARGE_FILE_CHARS + 1, false);
    expect(notice).toMatch(/20\.0 MB: it grew past 20 MB while open, so its syntax is still/);
    expect(notice).toMatch(/Large-file mode in the Performance Optimizer turns off folding/);
    expect(notice).not.toMatch(/off for it/);
  });
});
