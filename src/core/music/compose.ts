/**
 * Music from code (the complexity value is file length / 1000, capped at 1). Pure and
 * deterministic: the same file in the same style always gives the same loop, two different
 * files give different loops.
 *
 * - Complexity sets the tempo (within the style's range) and the density (how many of the
 *   loop's steps sound).
 * - The tokens of the code make the melody: each step of the loop takes a token from its place
 *   in the file (the loop walks the whole file evenly), the token's text picks the scale degree,
 *   its kind (word, number, string, operator, bracket) the octave, length and loudness.
 * - The bass follows the bars: each bar's tokens choose one of the style's chord roots.
 */

export type Oscillator = 'sine' | 'triangle' | 'square' | 'sawtooth';

export interface MusicStyle {
  id: string;
  name: string;
  description: string;
  /** Semitones above the root, one octave. */
  scale: readonly number[];
  /** MIDI note of the melody's root. */
  root: number;
  oscillator: Oscillator;
  /** Beats per minute at complexity 0 and at complexity 1. */
  tempo: readonly [number, number];
  /** Scale degrees (indices into `scale`) the bass may take, one per bar. */
  bassDegrees: readonly number[];
}

export const MUSIC_STYLES: readonly MusicStyle[] = [
  {
    id: 'ambient',
    name: 'Ambient',
    description: 'Slow, soft sine tones on a major pentatonic scale',
    scale: [0, 2, 4, 7, 9],
    root: 60,
    oscillator: 'sine',
    tempo: [64, 96],
    bassDegrees: [0, 3, 4],
  },
  {
    id: 'lofi',
    name: 'Lo-fi',
    description: 'Warm triangle waves in the dorian mode',
    scale: [0, 2, 3, 5, 7, 9, 10],
    root: 57,
    oscillator: 'triangle',
    tempo: [72, 100],
    bassDegrees: [0, 3, 4, 6],
  },
  {
    id: 'chiptune',
    name: 'Chiptune',
    description: 'Quick square-wave arcade tunes in a major key',
    scale: [0, 2, 4, 5, 7, 9, 11],
    root: 64,
    oscillator: 'square',
    tempo: [112, 168],
    bassDegrees: [0, 3, 4, 5],
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Driving sawtooth patterns on a minor pentatonic scale',
    scale: [0, 3, 5, 7, 10],
    root: 55,
    oscillator: 'sawtooth',
    tempo: [96, 132],
    bassDegrees: [0, 2, 3],
  },
];

export type TokenKind = 'word' | 'number' | 'string' | 'operator' | 'bracket' | 'punctuation';

export interface Token {
  kind: TokenKind;
  text: string;
}

export interface NoteEvent {
  /** Step in the loop (sixteenth notes). */
  step: number;
  midi: number;
  /** Length in steps. */
  duration: number;
  /** 0..1 */
  velocity: number;
}

export interface Composition {
  styleId: string;
  /** File length / 1000, capped at 1. */
  complexity: number;
  tempo: number;
  /** Share of the loop's steps that sound, 0..1. */
  density: number;
  /** Loop length in steps (sixteenth notes). */
  steps: number;
  tokenCount: number;
  melody: NoteEvent[];
  bass: NoteEvent[];
}

export const LOOP_STEPS = 32;
const STEPS_PER_BAR = 16;
/** Only the start of a very large file is tokenised; complexity still uses its full length. */
const MAX_TOKENISED_CHARS = 200_000;

export function musicComplexity(code: string): number {
  return Math.min(code.length / 1000, 1);
}

const TOKEN =
  /([A-Za-z_$][\w$]*)|(\d[\d_]*(?:\.\d+)?)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`)|([+\-*/%=<>!&|^~?:]+)|([()[\]{}])|([;,.#@])/g;

export function tokenize(code: string): Token[] {
  const out: Token[] = [];
  for (const m of code.slice(0, MAX_TOKENISED_CHARS).matchAll(TOKEN)) {
    const kind: TokenKind = m[1]
      ? 'word'
      : m[2]
        ? 'number'
        : m[3]
          ? 'string'
          : m[4]
            ? 'operator'
            : m[5]
              ? 'bracket'
              : 'punctuation';
    out.push({ kind, text: m[0] });
  }
  return out;
}

/** FNV-1a, 32 bit: a stable hash of a token's text. */
export function hashText(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const OCTAVE: Record<TokenKind, number> = {
  word: 0,
  number: 12,
  string: 0,
  operator: 12,
  bracket: -12,
  punctuation: 0,
};
const VELOCITY: Record<TokenKind, number> = {
  word: 0.7,
  number: 0.6,
  string: 0.5,
  operator: 0.45,
  bracket: 0.55,
  punctuation: 0.4,
};

function midiOf(style: MusicStyle, degree: number, octaveShift: number): number {
  const n = style.scale.length;
  const octave = Math.floor(degree / n);
  const inScale = style.scale[((degree % n) + n) % n] ?? 0;
  return style.root + octave * 12 + inScale + octaveShift;
}

export function styleById(id: string): MusicStyle {
  return MUSIC_STYLES.find((s) => s.id === id) ?? (MUSIC_STYLES[0] as MusicStyle);
}

export function compose(code: string, style: MusicStyle): Composition {
  const complexity = musicComplexity(code);
  const tempo = Math.round(style.tempo[0] + (style.tempo[1] - style.tempo[0]) * complexity);
  const density = 0.3 + 0.6 * complexity;
  const tokens = tokenize(code);
  const melody: NoteEvent[] = [];
  const bass: NoteEvent[] = [];
  const bars = LOOP_STEPS / STEPS_PER_BAR;

  if (tokens.length === 0) {
    // Nothing to read: the style's own arpeggio, so there is still something to hear.
    for (let step = 0; step < LOOP_STEPS; step += 4) {
      melody.push({
        step,
        midi: midiOf(style, [0, 2, 4, 2][(step / 4) % 4] ?? 0, 0),
        duration: 3,
        velocity: 0.5,
      });
    }
  } else {
    const fileSeed = hashText(code.slice(0, MAX_TOKENISED_CHARS));
    for (let step = 0; step < LOOP_STEPS; step++) {
      const token = tokens[Math.floor((step * tokens.length) / LOOP_STEPS)] as Token;
      const h = hashText(token.text, fileSeed ^ step);
      const chance = ((h >>> 16) % 1000) / 1000;
      if (step % 8 !== 0 && chance >= density) continue;
      const degree = hashText(token.text) % (style.scale.length + 2);
      melody.push({
        step,
        midi: midiOf(style, degree, OCTAVE[token.kind]),
        duration: Math.min(1 + Math.floor(token.text.length / 3), 4),
        velocity: VELOCITY[token.kind],
      });
    }
  }

  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * tokens.length) / bars);
    const to = Math.floor(((bar + 1) * tokens.length) / bars);
    let h = 0;
    for (let i = from; i < to; i++) h = (h + hashText((tokens[i] as Token).text)) >>> 0;
    const degree = style.bassDegrees[h % style.bassDegrees.length] ?? 0;
    bass.push({
      step: bar * STEPS_PER_BAR,
      midi: midiOf(style, degree, -24),
      duration: STEPS_PER_BAR - 2,
      velocity: 0.5,
    });
  }

  return {
    styleId: style.id,
    complexity,
    tempo,
    density,
    steps: LOOP_STEPS,
    tokenCount: tokens.length,
    melody,
    bass,
  };
}

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}
