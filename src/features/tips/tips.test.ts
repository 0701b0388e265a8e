// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TIPS, tipFor } from './tips';

describe('beginner tips', () => {
  it('cover the six areas a beginner meets first, each with a title and an explanation', () => {
    expect(TIPS.map((t) => t.id)).toEqual([
      'explorer',
      'save',
      'ai-toggle',
      'terminal-toggle',
      'language-badges',
      'auto-correct',
    ]);
    for (const tip of TIPS) {
      expect(tip.title.length).toBeGreaterThan(2);
      expect(tip.content.length).toBeGreaterThan(20);
      expect(() => document.querySelector(tip.target)).not.toThrow();
    }
  });

  it('finds the tip of the nearest target around an element, unless dismissed', () => {
    document.body.innerHTML = `
      <div class="explorer-header"><h2>Files</h2><button id="add">+</button></div>
      <button data-tip="save" id="save"><span id="label">Save</span></button>
      <header class="app-header"><button id="term" aria-label="Terminal"></button></header>
      <p id="plain">nothing</p>`;
    const el = (id: string) => document.getElementById(id)!;
    expect(tipFor(el('add'), [])?.tip.id).toBe('explorer');
    expect(tipFor(el('add'), [])?.target.className).toBe('explorer-header');
    expect(tipFor(el('label'), [])?.tip.id).toBe('save');
    expect(tipFor(el('label'), [])?.target).toBe(el('save'));
    expect(tipFor(el('term'), [])?.tip.id).toBe('terminal-toggle');
    expect(tipFor(el('plain'), [])).toBeNull();
    expect(tipFor(el('label'), ['save'])).toBeNull();
  });
});
