import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_PERFORMANCE,
  editorPerformanceOptions,
  LONG_FILE_FOLDING_REGIONS,
  LONG_FILE_LINES,
  parseEditorPerformance,
  lengthOptions,
} from './editor-performance';

describe('editor performance settings', () => {
  it('keeps the defaults: word wrap on, minimap on desktop only', () => {
    expect(editorPerformanceOptions(DEFAULT_EDITOR_PERFORMANCE, false)).toMatchObject({
      wordWrap: 'on',
      minimap: { enabled: true },
      folding: true,
    });
    expect(editorPerformanceOptions(DEFAULT_EDITOR_PERFORMANCE, true).minimap).toEqual({
      enabled: false,
    });
  });

  it('turns the minimap and word wrap off on request', () => {
    const options = editorPerformanceOptions(
      { ...DEFAULT_EDITOR_PERFORMANCE, minimap: false, wordWrap: false },
      false,
    );
    expect(options).toMatchObject({ wordWrap: 'off', minimap: { enabled: false } });
  });

  it('large-file mode turns the extras off, and back on when it is left', () => {
    const on = editorPerformanceOptions(
      { ...DEFAULT_EDITOR_PERFORMANCE, largeFileMode: true },
      false,
    );
    expect(on).toMatchObject({
      folding: false,
      occurrencesHighlight: 'off',
      quickSuggestions: false,
      minimap: { enabled: false },
      wordWrap: 'off',
    });
    const off = editorPerformanceOptions(DEFAULT_EDITOR_PERFORMANCE, false);
    for (const key of Object.keys(on)) expect(off).toHaveProperty(key);
    expect(off).toMatchObject({
      folding: true,
      occurrencesHighlight: 'singleFile',
      quickSuggestions: { other: 'on', comments: 'off', strings: 'off' },
    });
  });

  it('reads stored values, falling back per field', () => {
    expect(parseEditorPerformance(null)).toEqual(DEFAULT_EDITOR_PERFORMANCE);
    expect(parseEditorPerformance({ minimap: false, wordWrap: 'yes' })).toEqual({
      ...DEFAULT_EDITOR_PERFORMANCE,
      minimap: false,
    });
  });
});

describe('options by line count', () => {
  it("keeps Monaco's outline and folding limit up to the limit, cheaper ones above it", () => {
    const short = { stickyScroll: { defaultModel: 'outlineModel' }, foldingMaximumRegions: 5000 };
    expect(lengthOptions(1)).toEqual(short);
    expect(lengthOptions(LONG_FILE_LINES)).toEqual(short);
    expect(lengthOptions(LONG_FILE_LINES + 1)).toEqual({
      stickyScroll: { defaultModel: 'indentationModel' },
      foldingMaximumRegions: LONG_FILE_FOLDING_REGIONS,
    });
  });
});
