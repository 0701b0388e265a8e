import { describe, expect, it } from 'vitest';
import { decisionCount, fileStructure, squarify } from './structure';

const JS = `// totals
class Cart {
  constructor() {
    this.items = [];
  }
  total() {
    let sum = 0;
    for (const item of this.items) {
      if (item.price > 0 && item.qty) sum += item.price;
    }
    return sum;
  }
}

function format(value) {
  return value > 0 || value === 0 ? String(value) : '-';
}

const label = 'if for while'; // words in strings do not count
if (label) console.log(format(1));
`;

describe('fileStructure', () => {
  it('nests methods in their class with their line spans and sizes', () => {
    const s = fileStructure(JS, 'javascript');
    expect(s.roots.map((n) => [n.name, n.kind, n.startLine, n.endLine, n.depth])).toEqual([
      ['Cart', 'class', 2, 13, 0],
      ['format', 'function', 15, 17, 0],
    ]);
    const cart = s.roots[0];
    expect(cart?.children.map((n) => [n.name, n.startLine, n.endLine, n.lines, n.depth])).toEqual([
      ['constructor', 3, 5, 3, 1],
      ['total', 6, 12, 7, 1],
    ]);
    expect(s.all).toHaveLength(4);
  });

  it('counts decisions for the innermost declaration only, ignoring strings and comments', () => {
    const s = fileStructure(JS, 'javascript');
    const byName = Object.fromEntries(s.all.map((n) => [n.name, n.complexity]));
    // total: for, if, && → 1 + 3; format: || → 1 + 1; Cart's own lines have none.
    expect(byName).toEqual({ Cart: 1, constructor: 1, total: 4, format: 2 });
    expect(s.topLevelLines).toBe(2);
    expect(s.topLevelComplexity).toBe(2);
  });

  it('reads Python by indentation', () => {
    const py =
      'class A:\n    def f(self, x):\n        if x and x > 1:\n            return 1\n        return 0\n\ndef g():\n    pass\n';
    const s = fileStructure(py, 'Python');
    expect(s.roots.map((n) => n.name)).toEqual(['A', 'g']);
    expect(s.roots[0]?.children[0]).toMatchObject({
      name: 'f',
      startLine: 2,
      endLine: 5,
      complexity: 3,
    });
  });

  it('has nothing to show for text without declarations', () => {
    const s = fileStructure('just some words\n', 'plaintext');
    expect(s.roots).toEqual([]);
    expect(s.totalLines).toBe(2);
  });

  it('counts decision keywords as words only', () => {
    expect(decisionCount('if (a && b || c) for while')).toBe(5);
    expect(decisionCount('iffy forest whiled')).toBe(0);
  });
});

describe('squarify', () => {
  const bounds = { x: 0, y: 0, width: 300, height: 200 };
  it('gives each value an area in proportion, inside the bounds, without overlap', () => {
    const values = [60, 30, 30, 20, 10, 6, 4];
    const rects = squarify(values, bounds);
    const total = values.reduce((a, b) => a + b, 0);
    rects.forEach((r, i) => {
      expect(r.width * r.height).toBeCloseTo(((values[i] ?? 0) / total) * 300 * 200, 6);
      expect(r.x).toBeGreaterThanOrEqual(-1e-9);
      expect(r.y).toBeGreaterThanOrEqual(-1e-9);
      expect(r.x + r.width).toBeLessThanOrEqual(300 + 1e-9);
      expect(r.y + r.height).toBeLessThanOrEqual(200 + 1e-9);
    });
    for (let i = 0; i < rects.length; i += 1)
      for (let j = i + 1; j < rects.length; j += 1) {
        const a = rects[i]!;
        const b = rects[j]!;
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        expect(overlapX > 1e-6 && overlapY > 1e-6).toBe(false);
      }
  });

  it('keeps tiles near square', () => {
    const rects = squarify([1, 1, 1, 1], { x: 0, y: 0, width: 100, height: 100 });
    for (const r of rects)
      expect(Math.max(r.width / r.height, r.height / r.width)).toBeLessThan(2.01);
  });

  it('gives zero and negative values no area', () => {
    const rects = squarify([0, 5, -1], bounds);
    expect(rects[0]?.width).toBe(0);
    expect(rects[2]?.width).toBe(0);
    expect((rects[1]?.width ?? 0) * (rects[1]?.height ?? 0)).toBeCloseTo(60_000);
  });
});
