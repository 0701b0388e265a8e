import { describe, expect, it } from 'vitest';
import {
  LOOP_STEPS,
  MUSIC_STYLES,
  compose,
  midiToFrequency,
  musicComplexity,
  styleById,
  tokenize,
} from './compose';

const ambient = styleById('ambient');
const jsFile = `function add(a, b) {\n  return a + b;\n}\nconsole.log(add(2, 40));\n`;
const pyFile = `import math\n\nfor radius in [1, 2.5, 10]:\n    print("area", math.pi * radius ** 2)\n`;

describe('music from code', () => {
  it('computes complexity as file length / 1000, capped at 1', () => {
    expect(musicComplexity('')).toBe(0);
    expect(musicComplexity('x'.repeat(250))).toBe(0.25);
    expect(musicComplexity('x'.repeat(1000))).toBe(1);
    expect(musicComplexity('x'.repeat(5000))).toBe(1);
    expect(compose('x'.repeat(500), ambient).complexity).toBe(0.5);
  });

  it('plays faster and denser as complexity rises', () => {
    const short = compose('let a = 1;\n', ambient);
    const long = compose('let a = 1;\n'.repeat(100), ambient);
    expect(short.tempo).toBe(ambient.tempo[0]);
    expect(long.tempo).toBe(ambient.tempo[1]);
    expect(long.density).toBeGreaterThan(short.density);
    expect(long.melody.length).toBeGreaterThan(short.melody.length);
  });

  it('tokenises words, numbers, strings, operators and brackets', () => {
    expect(tokenize('x = f("hi", 42) + y;').map((t) => `${t.kind}:${t.text}`)).toEqual([
      'word:x',
      'operator:=',
      'word:f',
      'bracket:(',
      'string:"hi"',
      'punctuation:,',
      'number:42',
      'bracket:)',
      'operator:+',
      'word:y',
      'punctuation:;',
    ]);
  });

  it('is deterministic, and two different files sound different', () => {
    expect(compose(jsFile, ambient)).toEqual(compose(jsFile, ambient));
    const a = compose(jsFile, ambient).melody.map((n) => n.midi);
    const b = compose(pyFile, ambient).melody.map((n) => n.midi);
    expect(a).not.toEqual(b);
    // A one-token change is heard too.
    const c = compose(jsFile.replace('40', '41'), ambient).melody;
    expect(c).not.toEqual(compose(jsFile, ambient).melody);
  });

  it('keeps every note in the style scale and inside the loop', () => {
    for (const style of MUSIC_STYLES) {
      const song = compose(pyFile + jsFile, style);
      for (const note of [...song.melody, ...song.bass]) {
        expect(style.scale).toContain((((note.midi - style.root) % 12) + 12) % 12);
        expect(note.step).toBeGreaterThanOrEqual(0);
        expect(note.step).toBeLessThan(LOOP_STEPS);
        expect(note.velocity).toBeGreaterThan(0);
        expect(note.velocity).toBeLessThanOrEqual(1);
      }
      expect(song.styleId).toBe(style.id);
    }
  });

  it('changes with the style', () => {
    const melodies = MUSIC_STYLES.map((s) => compose(jsFile, s).melody.map((n) => n.midi));
    expect(new Set(melodies.map((m) => m.join(','))).size).toBe(MUSIC_STYLES.length);
  });

  it('still plays the style arpeggio for an empty file', () => {
    const song = compose('', ambient);
    expect(song.tokenCount).toBe(0);
    expect(song.melody.length).toBeGreaterThan(0);
    expect(song.bass).toHaveLength(2);
  });

  it('converts MIDI to frequency', () => {
    expect(midiToFrequency(69)).toBe(440);
    expect(midiToFrequency(57)).toBeCloseTo(220);
  });

  it('falls back to the first style for an unknown id', () => {
    expect(styleById('nope')).toBe(MUSIC_STYLES[0]);
  });
});
