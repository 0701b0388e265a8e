// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const load = async () => (await import('./workspace-store')).workspaceStore;

describe('workspace store', () => {
  it('starts from the system preference when no theme was chosen', async () => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    expect((await load()).getState().theme).toBe('dark');
  });

  it('starts from the stored choice, and remembers a toggle', async () => {
    localStorage.setItem('theme', 'light');
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const store = await load();
    expect(store.getState().theme).toBe('light');
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('shows the save indicator for 2 s', async () => {
    const store = await load();
    store.getState().showSavedIndicator(1000);
    expect(store.getState().savedIndicatorUntil).toBe(3000);
  });
});
