import { describe, expect, it, vi } from 'vitest';
import { withFallbacks } from './fallbacks';
import { InferenceError } from './inference/http';
import { LocalProvider } from './local-provider';
import { createRemoteProvider } from './protocol';
import { abortError } from './types';

const failing = createRemoteProvider('backend', async () => {
  throw new Error('server went away');
});

const withoutProvider = <T extends { provider: unknown }>({ provider: _, ...rest }: T) => rest;

describe('withFallbacks', () => {
  it('answers each failed operation as the built-in engine does offline, labelled with why', async () => {
    const warn = vi.fn();
    const local = new LocalProvider();
    const ai = withFallbacks(failing, local, warn);
    const code = 'function add(a, b) {\n  var total = a + b\n  return total\n}\n';

    const completion = await ai.complete('imp', 'python', 3);
    expect(withoutProvider(completion)).toEqual(
      withoutProvider(await local.complete('imp', 'python', 3)),
    );
    expect(completion.provider).toEqual({
      kind: 'local',
      model: 'rules',
      fallback: true,
      reason: 'no answer',
      advice: expect.stringMatching(/built-in engine/),
    });

    const optimised = await ai.optimize(code, 'javascript');
    expect(optimised.suggestions).toEqual((await local.optimize(code, 'javascript')).suggestions);
    const quality = await ai.analyzeQuality(code, 'javascript');
    expect(withoutProvider(quality)).toEqual(
      withoutProvider(await local.analyzeQuality(code, 'javascript')),
    );
    expect(quality.provider.fallback).toBe(true);
    const corrected = await ai.correct('retrun 1', 'javascript');
    expect(corrected.suggestions).toEqual(
      (await local.correct('retrun 1', 'javascript')).suggestions,
    );
    const fix = await ai.autoFix('var a = 1\n', 'javascript');
    expect(fix.fixed_code).toBe((await local.autoFix('var a = 1\n', 'javascript')).fixed_code);
    expect(fix.provider).toMatchObject({ kind: 'local', fallback: true });
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('says why an inference service failed, and does not log again a call it refused while waiting', async () => {
    const warn = vi.fn();
    const loading = new InferenceError('loading', 'Model is loading', 503, 20_000);
    let error = loading.withBackoff(20_000, false);
    const service = createRemoteProvider('inference', async () => {
      throw error;
    });
    const ai = withFallbacks(service, new LocalProvider(), warn);
    const first = await ai.complete('con', 'javascript', 3);
    expect(first.provider).toMatchObject({
      fallback: true,
      reason: 'model loading, retrying in 20 s',
      advice: 'The model is loading: try again in about 20 s.',
    });
    error = loading.withBackoff(12_400, true);
    const second = await ai.complete('con', 'javascript', 3);
    expect(second.provider.reason).toBe('model loading, retrying in 13 s');
    expect(warn).toHaveBeenCalledOnce();
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
