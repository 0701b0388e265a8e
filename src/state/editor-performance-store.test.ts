// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_PERFORMANCE_KEY } from '../storage/editor-performance-settings';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('editor performance settings store', () => {
  it('starts from the defaults and persists each change', async () => {
    const { editorPerformanceStore } = await import('./editor-performance-store');
    expect(editorPerformanceStore.getState()).toMatchObject({
      minimap: true,
      wordWrap: true,
      largeFileMode: false,
    });
    editorPerformanceStore.getState().update({ largeFileMode: true });
    expect(JSON.parse(localStorage.getItem(EDITOR_PERFORMANCE_KEY)!)).toEqual({
      minimap: true,
      wordWrap: true,
      largeFileMode: true,
    });
    vi.resetModules();
    const fresh = (await import('./editor-performance-store')).editorPerformanceStore;
    expect(fresh.getState().largeFileMode).toBe(true);
  });
});
