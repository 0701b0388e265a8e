import { describe, expect, it } from 'vitest';
import { hasFimTokens, prefixPrompt, trimEcho } from './fim';

describe('completion without fill-in-the-middle tokens', () => {
  it('knows which models have FIM tokens', () => {
    expect(hasFimTokens('Qwen/Qwen2.5-Coder-1.5B')).toBe(true);
    expect(hasFimTokens('bigcode/starcoder2-3b')).toBe(true);
    expect(hasFimTokens('meta-llama/Llama-3.2-1B')).toBe(false);
  });

  it('keeps the end of a long prefix, starting at a whole line', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n');
    const prompt = prefixPrompt(`${lines}\nconst x = `, 100);
    expect(prompt.length).toBeLessThanOrEqual(100);
    expect(prompt.endsWith('line 199\nconst x = ')).toBe(true);
    expect(prompt).toMatch(/^line \d+\n/);
    expect(prefixPrompt('short', 100)).toBe('short');
  });

  it('removes what the answer repeats of the prompt, and nothing else', () => {
    const prompt = 'function add(a, b) {\n  return';
    expect(trimEcho(prompt, `${prompt} a + b;`)).toBe(' a + b;');
    expect(trimEcho(prompt, '  return a + b;')).toBe(' a + b;');
    expect(trimEcho(prompt, ' a + b;')).toBe(' a + b;');
    // A closing brace that only looks like the end of the prompt stays.
    expect(trimEcho('if (a) {\n}\n', '}\n')).toBe('}\n');
    expect(trimEcho('x = ', 'x = 1')).toBe('1');
  });
});
