/**
 * The music player's volume, mute and style, remembered in localStorage (under keys of its own: the
 * fixed keys keep their meaning). Anything missing or unreadable falls back to the default.
 */
import { readJson, writeJson } from './local-store';

export const MUSIC_SETTINGS_KEY = 'music.settings';

export interface MusicSettings {
  /** 0..1 */
  volume: number;
  muted: boolean;
  styleId: string;
}

export const DEFAULT_MUSIC_SETTINGS: MusicSettings = {
  volume: 0.6,
  muted: false,
  styleId: 'ambient',
};

export function loadMusicSettings(): MusicSettings {
  return readJson(MUSIC_SETTINGS_KEY, (value) => {
    if (typeof value !== 'object' || value === null) return { ...DEFAULT_MUSIC_SETTINGS };
    const r = value as Record<string, unknown>;
    return {
      volume:
        typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1
          ? r.volume
          : DEFAULT_MUSIC_SETTINGS.volume,
      muted: typeof r.muted === 'boolean' ? r.muted : DEFAULT_MUSIC_SETTINGS.muted,
      styleId: typeof r.styleId === 'string' ? r.styleId : DEFAULT_MUSIC_SETTINGS.styleId,
    };
  });
}

/** False when the browser refused (the settings still apply for this session; no alarm). */
export function saveMusicSettings(settings: MusicSettings): boolean {
  return writeJson(MUSIC_SETTINGS_KEY, settings);
}
