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

describe('beginner guidance', () => {
  it('on the first visit turns tips on and records the visit; later visits keep the choice', async () => {
    let store = await load();
    store.getState().initGuidance();
    expect(store.getState().firstVisit).toBe(true);
    expect(store.getState().tipsOn).toBe(true);
    expect(localStorage.getItem('hasVisited')).toBe('true');
    expect(localStorage.getItem('beginnerMode')).toBe('true');
    store.getState().setTipsOn(false);
    expect(localStorage.getItem('beginnerMode')).toBe('false');

    vi.resetModules();
    store = await load();
    store.getState().initGuidance();
    expect(store.getState().firstVisit).toBe(false);
    expect(store.getState().tipsOn).toBe(false);
  });

  it('dismisses a tip once for the session', async () => {
    const store = await load();
    store.getState().dismissTip('save');
    store.getState().dismissTip('save');
    expect(store.getState().dismissedTips).toEqual(['save']);
  });

  it('a skipped tour resumes where it stopped; a finished one is remembered', async () => {
    let store = await load();
    store.getState().showTourStep(2);
    store.getState().closeTour(false);
    expect(store.getState().tourStep).toBeNull();
    expect(store.getState().tourCompleted).toBe(false);

    vi.resetModules();
    store = await load();
    expect(store.getState().tourResumeStep).toBe(2);
    store.getState().showTourStep(3);
    store.getState().closeTour(true);
    expect(localStorage.getItem('tourCompleted')).toBe('true');

    vi.resetModules();
    store = await load();
    expect(store.getState().tourCompleted).toBe(true);
    expect(store.getState().tourResumeStep).toBe(0);
  });
});
