/**
 * The music player's state, readable without loading the player (the `music.stop` command
 * and the header live in the first chunk; the player and Tone.js load with the panel).
 *
 * persist: volume, muted, styleId (storage/music-settings). session: the rest.
 */
import { create } from 'zustand';
import {
  loadMusicSettings,
  saveMusicSettings,
  type MusicSettings,
} from '../storage/music-settings';

export type MusicStatus = 'stopped' | 'starting' | 'playing' | 'paused';

interface MusicState extends MusicSettings {
  status: MusicStatus;
  /** The file the music is made from (its name), or null for the style's own arpeggio. */
  sourceName: string | null;
  tempo: number | null;
  complexity: number | null;
  /** Bumped to ask the player to stop; the player listens once it is loaded. */
  stopRequest: number;
  setStatus: (status: MusicStatus) => void;
  setNowPlaying: (info: { sourceName: string | null; tempo: number; complexity: number }) => void;
  update: (patch: Partial<MusicSettings>) => void;
  requestStop: () => void;
}

const settingsOf = (s: MusicSettings): MusicSettings => ({
  volume: s.volume,
  muted: s.muted,
  styleId: s.styleId,
});

export const musicStore = create<MusicState>()((set, get) => ({
  ...loadMusicSettings(),
  status: 'stopped',
  sourceName: null,
  tempo: null,
  complexity: null,
  stopRequest: 0,
  setStatus: (status) => set({ status }),
  setNowPlaying: (info) => set(info),
  update: (patch) => {
    set(patch);
    saveMusicSettings(settingsOf(get()));
  },
  requestStop: () => set({ stopRequest: get().stopRequest + 1 }),
}));
