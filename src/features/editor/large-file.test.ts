import { describe, expect, it } from 'vitest';
import { LARGE_FILE_WARNING_CHARS, MONACO_LARGE_FILE_CHARS, largeFileNotice } from './large-file';

describe('large-file notice', () => {
  it('says nothing up to 5 MB', () => {
    expect(largeFileNotice(LARGE_FILE_WARNING_CHARS)).toBeNull();
  });

  it('warns above 5 MB with the size', () => {
    expect(largeFileNotice(LARGE_FILE_WARNING_CHARS + 1)).toMatch(/5\.0 MB: typing/);
  });

  it('says what is turned off above 20 MB', () => {
    expect(largeFileNotice(MONACO_LARGE_FILE_CHARS)).toMatch(/20\.0 MB: typing/);
    expect(largeFileNotice(MONACO_LARGE_FILE_CHARS + 1)).toMatch(/20\.0 MB: syntax colours/);
  });
});
