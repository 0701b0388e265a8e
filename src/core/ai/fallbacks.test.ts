import { describe, expect, it, vi } from 'vitest';
import { pendingPlaceholder, withFallbacks } from './fallbacks';
import { LocalProvider } from './local-provider';
import { createRemoteProvider } from './protocol';
import { abortError } from './types';

const failing = createRemoteProvider('backend', async () => {
  throw new Error('server went away');
});

describe('withFallbacks (SPEC §8)', () => {
  it('answers each failed operation as SPEC says, logging a warning each time', async () => {
    const warn = vi.fn();
    const ai = withFallbacks(failing, new LocalProvider(), warn);
    expect(
      (await ai.complete('imp', 'python', 3)).suggestions.map((s) => [s.text, s.confidence]),
    ).toEqual([['import', 0.6]]);
    expect((await ai.correct('retrun 1', 'javascript')).suggestions.map((s) => s.text)).toEqual([
      'return',
    ]);
    expect((await ai.optimize('a == b', 'javascript')).suggestions).toEqual([]);
    expect(await ai.analyzeQuality('x', 'python')).toEqual({
      complexity: 0.5,
      maintainability: 0.5,
      suggestions: [],
      patterns: [],
      anticipatedNeeds: [],
      provider: { kind: 'local', model: 'fallback', fallback: true },
    });
    expect((await ai.generateCode('a todo list', 'artistic', { language: 'python' })).code).toBe(
      '# Implementation pending: a todo list\n',
    );
    expect((await ai.smartComplete('x', 'js', 1)).items).toEqual([]);
    const fix = await ai.autoFix('var a', 'javascript');
    expect(fix).toMatchObject({ fixed: false, fixed_code: 'var a', fixes_applied: [] });
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('never swallows an abort', async () => {
    const aborting = createRemoteProvider('backend', async () => {
      throw abortError();
    });
    await expect(
      withFallbacks(aborting, new LocalProvider(), () => {}).complete('a', 'js', 1),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes a working provider’s answers through unchanged', async () => {
    const local = new LocalProvider();
    const ai = withFallbacks(local, local, () => {
      throw new Error('must not warn');
    });
    expect((await ai.analyzeQuality('x = 1', 'python')).provider.fallback).toBeUndefined();
  });
});

describe('pendingPlaceholder', () => {
  it('is a comment in the language', () => {
    expect(pendingPlaceholder('sort\nthings')).toBe('// Implementation pending: sort things\n');
    expect(pendingPlaceholder('x', 'SQL')).toBe('-- Implementation pending: x\n');
  });
});
