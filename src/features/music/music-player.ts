/**
 * The music player: Tone.js synths playing the loop that core/music composes from the active
 * file. One player per page, created when the music panel's chunk first loads; it lives on
 * when the panel closes (the music keeps playing) and stops on request (the Stop button or the
 * `music.stop` command, through the music store).
 *
 * Signal path: lead (through a short echo) and bass → volume (mute lives here) → speakers, and
 * the analyser listens after the volume, so muted music reads as silence there too.
 *
 * Every loop start re-reads the active file: edits and switching files change the music on
 * the next loop. When stopped or paused, the audio context is suspended so it costs nothing.
 */
import * as Tone from 'tone';
import {
  compose,
  midiToFrequency,
  MUSIC_STYLES,
  styleById,
  type Composition,
  type NoteEvent,
} from '../../core/music/compose';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorService } from '../../state/editor-service';
import { musicStore } from '../../state/music-store';

/** How long released notes ring before the context is suspended. */
const SUSPEND_AFTER_MS = 1500;

interface Nodes {
  volume: Tone.Volume;
  analyser: Tone.Analyser;
  echo: Tone.FeedbackDelay;
  lead: Tone.PolySynth;
  bass: Tone.MonoSynth;
  loop: Tone.Loop;
}

interface Source {
  key: string;
  name: string | null;
  content: string;
}

function readSource(): Source {
  const entry = activeEntry(filesStore.getState());
  if (!entry) return { key: 'none', name: null, content: '' };
  const fresh = editorService.readFile(entry.id) ?? entry;
  return { key: `${fresh.id}\u0000${fresh.content}`, name: fresh.name, content: fresh.content };
}

function groupBySteps(notes: readonly NoteEvent[]): Map<number, NoteEvent[]> {
  const map = new Map<number, NoteEvent[]>();
  for (const note of notes) map.set(note.step, [...(map.get(note.step) ?? []), note]);
  return map;
}

const volumeDb = (volume: number) => (volume <= 0 ? -Infinity : Tone.gainToDb(volume));

class MusicPlayer {
  private nodes: Nodes | null = null;
  private composition: Composition | null = null;
  private melody = new Map<number, NoteEvent[]>();
  private bass = new Map<number, NoteEvent[]>();
  private step = 0;
  private sourceKey = '';
  private styleKey = '';
  private suspendTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly waveform = new Float32Array(1024);

  constructor() {
    // Tone's clock normally ticks in a worker made from a blob: URL, which the app's
    // Content-Security-Policy (worker-src 'self') blocks, leaving the Transport silent. A
    // setTimeout clock works under it; Chromium does not throttle timers of an audible tab.
    const context = Tone.getContext();
    if (context instanceof Tone.Context) context.clockSource = 'timeout';
    // Importing Tone.js made a context; after a key press it may already run. Idle until Play.
    this.scheduleSuspend();
    musicStore.subscribe((next, prev) => {
      if (next.stopRequest !== prev.stopRequest) this.stop();
      if (!this.nodes) return;
      if (next.volume !== prev.volume) this.nodes.volume.volume.value = volumeDb(next.volume);
      if (next.muted !== prev.muted) this.nodes.volume.mute = next.muted;
      if (next.styleId !== prev.styleId) this.applyStyle();
    });
  }

  private ensureNodes(): Nodes {
    if (this.nodes) return this.nodes;
    const { volume: level, muted } = musicStore.getState();
    const volume = new Tone.Volume(volumeDb(level)).toDestination();
    volume.mute = muted;
    const analyser = new Tone.Analyser('waveform', this.waveform.length);
    volume.connect(analyser);
    const echo = new Tone.FeedbackDelay({ delayTime: '8n.', feedback: 0.25, wet: 0.2 }).connect(
      volume,
    );
    const lead = new Tone.PolySynth(Tone.Synth, {
      envelope: { attack: 0.02, decay: 0.2, sustain: 0.35, release: 0.5 },
    }).connect(echo);
    lead.volume.value = -12;
    const bass = new Tone.MonoSynth({
      oscillator: { type: 'triangle' },
      envelope: { attack: 0.05, decay: 0.3, sustain: 0.6, release: 0.8 },
      filterEnvelope: { baseFrequency: 120, octaves: 2.5 },
    }).connect(volume);
    bass.volume.value = -14;
    const loop = new Tone.Loop((time) => this.tick(time), '16n');
    this.nodes = { volume, analyser, echo, lead, bass, loop };
    this.applyStyle();
    return this.nodes;
  }

  /** Composes again when the file or the style changed (or when forced). */
  private recompose(force = false): void {
    const source = readSource();
    const style = styleById(musicStore.getState().styleId);
    if (!force && source.key === this.sourceKey && style.id === this.styleKey) return;
    this.sourceKey = source.key;
    this.styleKey = style.id;
    const song = compose(source.content, style);
    this.composition = song;
    this.melody = groupBySteps(song.melody);
    this.bass = groupBySteps(song.bass);
    Tone.getTransport().bpm.value = song.tempo;
    musicStore.getState().setNowPlaying({
      sourceName: source.name,
      tempo: song.tempo,
      complexity: song.complexity,
    });
  }

  private applyStyle(): void {
    const style = styleById(musicStore.getState().styleId);
    this.nodes?.lead.set({ oscillator: { type: style.oscillator } });
    if (this.composition) this.recompose();
  }

  private tick(time: number): void {
    const nodes = this.nodes;
    if (!nodes) return;
    if (this.step === 0) this.recompose();
    const sixteenth = Tone.Time('16n').toSeconds();
    for (const note of this.melody.get(this.step) ?? []) {
      nodes.lead.triggerAttackRelease(
        midiToFrequency(note.midi),
        sixteenth * note.duration,
        time,
        note.velocity,
      );
    }
    for (const note of this.bass.get(this.step) ?? []) {
      nodes.bass.triggerAttackRelease(
        midiToFrequency(note.midi),
        sixteenth * note.duration,
        time,
        note.velocity,
      );
    }
    this.step = (this.step + 1) % (this.composition?.steps ?? 32);
  }

  /** Starts, or resumes after a pause. Call from a click or key press (autoplay rules). */
  async play(): Promise<void> {
    const store = musicStore.getState();
    if (store.status === 'playing' || store.status === 'starting') return;
    const resuming = store.status === 'paused';
    store.setStatus('starting');
    this.cancelSuspend();
    try {
      await Tone.start();
    } catch (error) {
      musicStore.getState().setStatus(resuming ? 'paused' : 'stopped');
      throw error;
    }
    const nodes = this.ensureNodes();
    if (!resuming) {
      this.step = 0;
      this.recompose(true);
      if (nodes.loop.state !== 'started') nodes.loop.start(0);
    }
    Tone.getTransport().start('+0.05');
    musicStore.getState().setStatus('playing');
  }

  pause(): void {
    if (musicStore.getState().status !== 'playing') return;
    Tone.getTransport().pause();
    this.nodes?.lead.releaseAll();
    this.nodes?.bass.triggerRelease();
    musicStore.getState().setStatus('paused');
    this.scheduleSuspend();
  }

  stop(): void {
    if (musicStore.getState().status === 'stopped') return;
    Tone.getTransport().stop();
    this.nodes?.lead.releaseAll();
    this.nodes?.bass.triggerRelease();
    this.step = 0;
    musicStore.getState().setStatus('stopped');
    this.scheduleSuspend();
  }

  nextStyle(): void {
    const { styleId, update } = musicStore.getState();
    const index = MUSIC_STYLES.findIndex((s) => s.id === styleId);
    const next = MUSIC_STYLES[(index + 1) % MUSIC_STYLES.length];
    if (next) update({ styleId: next.id });
  }

  /** The state of the audio context: 'running', 'suspended' or 'closed'. */
  contextState(): string {
    return Tone.getContext().state;
  }

  /**
   * Root mean square of what the analyser hears after the volume, 0..1. A suspended context
   * carries no signal (its analyser would repeat the last frame it heard).
   */
  level(): number {
    if (!this.nodes || Tone.getContext().state !== 'running') return 0;
    const values = this.nodes.analyser.getValue();
    const samples = values instanceof Float32Array ? values : (values[0] ?? this.waveform);
    let sum = 0;
    for (const v of samples) sum += v * v;
    return Math.sqrt(sum / Math.max(samples.length, 1));
  }

  /** The waveform the visualiser draws (shared buffer; do not keep it). */
  readWaveform(): Float32Array {
    if (!this.nodes) return this.waveform.fill(0);
    const values = this.nodes.analyser.getValue();
    const samples = values instanceof Float32Array ? values : values[0];
    if (samples) this.waveform.set(samples.subarray(0, this.waveform.length));
    return this.waveform;
  }

  private scheduleSuspend(): void {
    this.cancelSuspend();
    this.suspendTimer = setTimeout(() => {
      this.suspendTimer = null;
      if (musicStore.getState().status === 'playing') return;
      // The page's realtime context (an OfflineAudioContext is never installed here).
      const raw = Tone.getContext().rawContext as AudioContext;
      void raw.suspend();
    }, SUSPEND_AFTER_MS);
  }

  private cancelSuspend(): void {
    if (this.suspendTimer) clearTimeout(this.suspendTimer);
    this.suspendTimer = null;
  }
}

export const musicPlayer = new MusicPlayer();
