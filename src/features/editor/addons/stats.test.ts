// @vitest-environment jsdom
/** The status bar's figures on real Monaco text models. */
import { fileEntry } from '../../../core/files/test-entries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { FileEntry } from '../../../core/files/file-entry';
import { filesStore } from '../../../state/files-store';
import { editorStatsStore, EMPTY_STATS } from '../../../state/editor-stats-store';
import { monaco, testEditor } from './test-editor';
import { startModels } from './models';
import { startStats, STATS_DELAY_MS, WORDS_DELAY_MS, WORDS_EAGER_MAX_CHARS } from './stats';
import type { EditorAddon } from './addon';

const file = (id: string, content: string) => fileEntry(id, `${id}.txt`, content);

let addons: EditorAddon[] = [];
function setUp(...entries: FileEntry[]) {
  filesStore.setState({ entries, activeId: entries[0]?.id ?? null, expanded: new Set() });
  const shell = testEditor(null);
  const models = startModels(monaco, shell.editor);
  const stats = startStats(monaco, shell.editor, models);
  addons = [stats, models];
  models.show(filesStore.getState().activeId);
  return { shell, stats };
}
const stats = () => editorStatsStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  editorStatsStore.setState(EMPTY_STATS);
});
afterEach(() => {
  addons.forEach((a) => a.dispose());
  vi.useRealTimers();
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startStats', () => {
  it('counts the shown file’s lines, characters and words at once', () => {
    setUp(file('a', 'one two\nthree'));
    expect(stats()).toMatchObject({ lines: 2, characters: 13, words: 3 });
  });

  it('updates the figures once typing has paused, not per keystroke', () => {
    const { shell } = setUp(file('a', 'one'));
    shell.type(' two');
    shell.type('\nthree');
    expect(stats()).toMatchObject({ lines: 1, words: 1 });
    vi.advanceTimersByTime(STATS_DELAY_MS);
    expect(stats()).toMatchObject({ lines: 2, characters: 13, words: 3 });
  });

  it('counts a large buffer’s words only after typing has paused', async () => {
    const line = 'word '.repeat(20);
    const big = `${line}\n`.repeat(Math.ceil(WORDS_EAGER_MAX_CHARS / line.length) + 10);
    const { shell } = setUp(file('a', big));
    await vi.waitFor(() => expect(stats().words).not.toBeNull());
    const words = stats().words!;
    shell.type('more words');
    vi.advanceTimersByTime(STATS_DELAY_MS);
    expect(stats().characters).toBe(big.length + 10);
    expect(stats().words).toBe(words);
    vi.advanceTimersByTime(WORDS_DELAY_MS);
    await vi.waitFor(() => expect(stats().words).toBe(words + 2));
  });

  it('empties the figures when no file is shown, and stops when disposed', () => {
    const { shell, stats: addon } = setUp(file('a', 'one'));
    filesStore.getState().close();
    expect(stats()).toEqual(EMPTY_STATS);
    filesStore.getState().open('a');
    expect(stats().words).toBe(1);
    addon.dispose();
    shell.type(' two');
    vi.advanceTimersByTime(STATS_DELAY_MS);
    expect(stats().words).toBe(1);
  });
});
