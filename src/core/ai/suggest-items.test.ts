import { describe, expect, it } from 'vitest';
import { LocalProvider } from './local-provider';
import { ENGINE_ITEMS_MAX, engineSuggestItems } from './suggest-items';
import type { ProviderInfo, Suggestion } from './types';

const LOCAL: ProviderInfo = { kind: 'local', model: 'rules' };

const completion = (suggestions: Suggestion[], provider: ProviderInfo = LOCAL) => ({
  suggestions,
  provider,
});

const suggestion = (text: string, startPos: number, endPos: number, confidence = 0.7) => ({
  type: 'completion' as const,
  text,
  startPos,
  endPos,
  confidence,
  description: 'Used 2 times in this file',
});

describe('engineSuggestItems', () => {
  it('turns a smart item into a list item with its kind, confidence, documentation and range', () => {
    const code = '/** Adds tax. */\nfunction addTax(price) {\n  return price;\n}\naddT';
    const offset = code.length;
    const [item] = engineSuggestItems({
      code,
      offset,
      wordStart: offset - 4,
      smart: {
        items: [
          {
            text: 'addTax',
            type: 'function',
            description: 'addTax(price), defined on line 2',
            documentation: 'Adds tax.',
            examples: ['const total = addTax(10);'],
            confidence: 0.87,
          },
        ],
        provider: LOCAL,
      },
    });
    expect(item).toEqual({
      label: 'addTax',
      badge: '✦ AI · 87%',
      kind: 'function',
      insertText: 'addTax',
      filterText: 'addTax',
      sortText: '0013',
      detail: 'addTax(price), defined on line 2 · AI, 87% sure',
      documentation:
        'Adds tax.\n\nExample:\n\n```\nconst total = addTax(10);\n```\n\nSuggested by the built-in engine (rules), 87% sure.',
      confidence: 0.87,
      start: offset - 4,
      end: offset,
    });
  });

  it('merges both answers by text, keeps the documented one at the higher confidence, surest first', () => {
    const code = 'const totalPrice = 1;\nconst totalCount = 2;\ntot';
    const offset = code.length;
    const items = engineSuggestItems({
      code,
      offset,
      wordStart: offset - 3,
      smart: {
        items: [
          {
            text: 'totalPrice',
            type: 'variable',
            description: 'Declared on line 1',
            documentation: 'const totalPrice = 1;',
            confidence: 0.6,
          },
        ],
        provider: LOCAL,
      },
      completion: completion([
        suggestion('totalPrice', offset - 3, offset, 0.8),
        suggestion('totalCount', offset - 3, offset, 0.7),
      ]),
    });
    expect(items.map((i) => [i.label, i.kind, i.sortText])).toEqual([
      ['totalPrice', 'variable', '0020'],
      ['totalCount', 'text', '0030'],
    ]);
    expect(items[0]?.detail).toBe('Declared on line 1 · AI, 80% sure');
    expect(items[0]?.documentation).toContain('const totalPrice = 1;');
  });

  it('offers a snippet under its first line and shows the whole of it in the details', () => {
    const code = 'fo';
    const [item] = engineSuggestItems({
      code,
      offset: 2,
      wordStart: 0,
      completion: completion([
        {
          ...suggestion('for (const item of items) {\n  \n}', 0, 2),
          description: 'Loop over values',
        },
      ]),
    });
    expect(item?.kind).toBe('snippet');
    expect(item?.label).toBe('for (const item of items) { …');
    expect(item?.filterText).toBe('for (const item of items) {');
    expect(item?.insertText).toBe('for (const item of items) {\n  \n}');
    expect(item?.documentation).toContain('```\nfor (const item of items) {\n  \n}\n```');
    expect(item?.detail).toBe('Loop over values · AI, 70% sure');
  });

  it('makes a continuation at the cursor replace the whole word, and names who answered', () => {
    const code = 'console.log(tot';
    const offset = code.length;
    const [item] = engineSuggestItems({
      code,
      offset,
      wordStart: offset - 3,
      completion: completion([suggestion('alPrice', offset, offset, 0.9)], {
        kind: 'inference',
        model: 'my/model',
      }),
    });
    expect(item).toMatchObject({
      label: 'totalPrice',
      insertText: 'totalPrice',
      start: offset - 3,
      end: offset,
    });
    expect(item?.documentation).toContain('Suggested by model my/model, 90% sure.');
  });

  it('leaves out what is not around the cursor on its line, changes nothing, or is advice', () => {
    const code = 'let a = 1;\nlet b = a';
    const offset = code.length;
    const items = engineSuggestItems({
      code,
      offset,
      wordStart: offset - 1,
      completion: completion([
        suggestion('x', 0, offset), // spans two lines
        suggestion('y', 0, 3), // before the cursor
        suggestion('a', offset - 1, offset), // the same text
        { ...suggestion('tip', offset - 1, offset), kind: 'advice' },
        suggestion('abc', offset - 1, offset),
      ]),
    });
    expect(items.map((i) => i.label)).toEqual(['abc']);
  });

  it('keeps at most ENGINE_ITEMS_MAX items', () => {
    const code = 'v';
    const many = Array.from({ length: ENGINE_ITEMS_MAX + 3 }, (_, i) =>
      suggestion(`v${i}`, 0, 1, 0.9 - i / 100),
    );
    const items = engineSuggestItems({
      code,
      offset: 1,
      wordStart: 0,
      completion: completion(many),
    });
    expect(items).toHaveLength(ENGINE_ITEMS_MAX);
    expect(items[0]?.label).toBe('v0');
  });

  it('gives list items for what the built-in engine answers while a Python name is typed', async () => {
    const engine = new LocalProvider();
    const code = 'def area(radius):\n    """The area of a circle."""\n    return radius\n\nare';
    const offset = code.length;
    const [smart, done] = await Promise.all([
      engine.smartComplete(code, 'python', offset),
      engine.complete(code, 'python', offset),
    ]);
    const items = engineSuggestItems({
      code,
      offset,
      wordStart: offset - 3,
      smart,
      completion: done,
    });
    const area = items.find((i) => i.label === 'area');
    expect(area).toMatchObject({
      kind: 'function',
      insertText: 'area',
      badge: expect.stringMatching(/^✦ AI · \d+%$/),
    });
    expect(area?.documentation).toContain('The area of a circle.');
  });
});
