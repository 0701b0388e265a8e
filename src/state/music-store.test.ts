// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MUSIC_SETTINGS_KEY, loadMusicSettings } from '../storage/music-settings';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('music settings', () => {
  it('remembers volume, mute and style, not the playing state', async () => {
    const { musicStore } = await import('./music-store');
    musicStore.getState().update({ volume: 0.25, muted: true, styleId: 'lofi' });
    musicStore.getState().setStatus('playing');
    expect(JSON.parse(localStorage.getItem(MUSIC_SETTINGS_KEY)!)).toEqual({
      volume: 0.25,
      muted: true,
      styleId: 'lofi',
    });
    vi.resetModules();
    const fresh = (await import('./music-store')).musicStore.getState();
    expect(fresh).toMatchObject({ volume: 0.25, muted: true, styleId: 'lofi', status: 'stopped' });
  });

  it('falls back per field on unreadable or out-of-range values', () => {
    localStorage.setItem(
      MUSIC_SETTINGS_KEY,
      '{"volume": 7, "muted": "yes", "styleId": "chiptune"}',
    );
    expect(loadMusicSettings()).toEqual({ volume: 0.6, muted: false, styleId: 'chiptune' });
    localStorage.setItem(MUSIC_SETTINGS_KEY, 'not json');
    expect(loadMusicSettings()).toEqual({ volume: 0.6, muted: false, styleId: 'ambient' });
  });

  it('asks a loaded player to stop by bumping a counter', async () => {
    const { musicStore } = await import('./music-store');
    const before = musicStore.getState().stopRequest;
    musicStore.getState().requestStop();
    expect(musicStore.getState().stopRequest).toBe(before + 1);
  });
});
