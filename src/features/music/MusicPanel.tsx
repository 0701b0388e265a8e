/**
 * AI Music (Cmd/Ctrl+Shift+M): music generated in the browser from the active file. Play,
 * pause, stop, next style, volume, mute and a visualiser. Closing the panel leaves the music
 * playing; Stop (here or the 'Stop AI Music' command) ends it.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { Pause, Play, SkipForward, Square, Volume2, VolumeX } from 'lucide-react';
import { musicStore } from '../../state/music-store';
import { accessibilityStore } from '../../state/accessibility-store';
import { styleById } from '../../core/music/compose';
import { toast } from '../../state/toasts-store';
import type { PanelProps } from '../../ui/panel-types';
import { musicPlayer } from './music-player';
import { Visualiser } from './Visualiser';
import './music.css';

const READ_EVERY_MS = 250;

/** The system's reduced-motion preference, or the Accessibility Center's setting. */
function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const setting = useStore(accessibilityStore, (s) => s.reducedMotion);
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced || setting;
}

/** The audio context state and the analyser level, read a few times a second. */
function useSignal(): { context: string; level: number } {
  const [signal, setSignal] = useState(() => ({
    context: musicPlayer.contextState(),
    level: musicPlayer.level(),
  }));
  useEffect(() => {
    const timer = setInterval(
      () => setSignal({ context: musicPlayer.contextState(), level: musicPlayer.level() }),
      READ_EVERY_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return signal;
}

const STATUS_TEXT = {
  stopped: 'Stopped',
  starting: 'Starting…',
  playing: 'Playing',
  paused: 'Paused',
} as const;

export default function MusicPanel(_props: PanelProps) {
  const music = useStore(musicStore);
  const style = styleById(music.styleId);
  const reducedMotion = useReducedMotion();
  const signal = useSignal();
  const volumeId = useId();
  const playing = music.status === 'playing';

  const play = () =>
    musicPlayer.play().catch((error: unknown) =>
      toast({
        type: 'error',
        title: 'Music could not start',
        message: error instanceof Error ? error.message : 'The browser refused to start audio.',
      }),
    );

  const levelPercent = Math.min(100, Math.round(signal.level * 300));

  return (
    <div className="music">
      <p className="panel-muted">
        Generated in your browser from the open file: its length sets the tempo and how busy the
        music is, its words, numbers and symbols make the melody. Edits are heard on the next loop.
      </p>

      <div className="music-now" role="status" aria-live="polite">
        <strong>{STATUS_TEXT[music.status]}</strong>
        {' · '}
        {style.name}
        {music.status !== 'stopped' && music.tempo !== null && (
          <>
            {' · '}
            {music.tempo} BPM
          </>
        )}
        {music.muted && ' · muted'}
      </div>
      <p className="music-source">
        {music.status === 'stopped'
          ? 'Press Play to hear the open file.'
          : music.sourceName
            ? `From ${music.sourceName} (complexity ${(music.complexity ?? 0).toFixed(2)})`
            : `No file is open: the ${style.name} style plays its own arpeggio. Open a file to hear its code.`}
      </p>

      <Visualiser playing={playing} reducedMotion={reducedMotion} />
      <p
        className="music-signal panel-muted"
        data-context-state={signal.context}
        data-level={signal.level.toFixed(4)}
      >
        Audio engine: {signal.context} · signal level {levelPercent}%
      </p>

      <div className="panel-actions music-controls">
        {playing || music.status === 'starting' ? (
          <button type="button" className="btn btn-primary" onClick={() => musicPlayer.pause()}>
            <Pause size={16} aria-hidden="true" /> Pause
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void play()}>
            <Play size={16} aria-hidden="true" /> {music.status === 'paused' ? 'Resume' : 'Play'}
          </button>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => musicPlayer.stop()}
          disabled={music.status === 'stopped'}
        >
          <Square size={16} aria-hidden="true" /> Stop
        </button>
        <button type="button" className="btn" onClick={() => musicPlayer.nextStyle()}>
          <SkipForward size={16} aria-hidden="true" /> Next style
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={music.muted}
          onClick={() => music.update({ muted: !music.muted })}
        >
          {music.muted ? (
            <VolumeX size={16} aria-hidden="true" />
          ) : (
            <Volume2 size={16} aria-hidden="true" />
          )}{' '}
          Mute
        </button>
      </div>

      <div className="music-volume">
        <label htmlFor={volumeId}>Volume</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(music.volume * 100)}
          aria-valuetext={`${Math.round(music.volume * 100)}%`}
          onChange={(event) => music.update({ volume: Number(event.currentTarget.value) / 100 })}
        />
        <span aria-hidden="true">{Math.round(music.volume * 100)}%</span>
      </div>
      <p className="panel-muted">{style.description}.</p>
    </div>
  );
}
