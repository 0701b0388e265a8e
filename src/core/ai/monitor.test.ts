import { afterEach, describe, expect, it, vi } from 'vitest';
import { passesMonitorGate, shouldApplyPeriodicResult, startMonitoring } from './monitor';
import type { AutoFixResult } from './types';

const fixResult = (confidence: number, fixes: number, fixed = true): AutoFixResult => ({
  fixed,
  fixed_code: 'fixed',
  explanation: '',
  fixes_applied: Array.from({ length: fixes }, (_, i) => `fix ${i}`),
  confidence,
  manual_review_needed: false,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('monitor gates: confidence and number of fixes', () => {
  it('hands on only confidence above 0.95 with at most 2 fixes', () => {
    expect(passesMonitorGate(fixResult(0.97, 2))).toBe(true);
    expect(passesMonitorGate(fixResult(0.95, 1))).toBe(false);
    expect(passesMonitorGate(fixResult(0.99, 3))).toBe(false);
  });

  it('applies a periodic result only when fixed and above 0.9', () => {
    expect(shouldApplyPeriodicResult(fixResult(0.91, 5))).toBe(true);
    expect(shouldApplyPeriodicResult(fixResult(0.9, 1))).toBe(false);
    expect(shouldApplyPeriodicResult(fixResult(0.99, 1, false))).toBe(false);
  });

  it('never hands on or applies a result that needs review', () => {
    const review = { ...fixResult(0.99, 1), manual_review_needed: true };
    expect(passesMonitorGate(review)).toBe(false);
    expect(shouldApplyPeriodicResult(review)).toBe(false);
  });
});

describe('startMonitoring', () => {
  it('runs every 10 s, hands on passing results and stops on cleanup', async () => {
    vi.useFakeTimers();
    let code = 'var a = 1';
    const fix = vi.fn(async (c: string) =>
      c.startsWith('var') ? fixResult(0.97, 1) : fixResult(0.8, 4),
    );
    const onResult = vi.fn();
    const monitor = startMonitoring({
      read: () => ({ code, language: 'javascript' }),
      fix,
      onResult,
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fix).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fix).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ confidence: 0.97 }),
      'var a = 1',
    );
    // Same code: not checked again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fix).toHaveBeenCalledTimes(1);
    code = 'let b = 2 ';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fix).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenCalledTimes(1);
    monitor.stop();
    code = 'var c = 3';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fix).toHaveBeenCalledTimes(2);
    expect(monitor.running).toBe(false);
  });

  it('logs a failure as a warning and keeps running', async () => {
    const warn = vi.fn();
    let n = 0;
    const monitor = startMonitoring(
      {
        read: () => ({ code: `x${n++}`, language: 'python' }),
        fix: async () => {
          throw new Error('boom');
        },
        onResult: () => {},
      },
      { warn, timers: { setInterval: () => 1, clearInterval: () => {} } },
    );
    await monitor.tick();
    await monitor.tick();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('Auto-fix monitoring failed');
    monitor.stop();
  });

  it('skips a tick while nothing is open', async () => {
    const fix = vi.fn();
    const monitor = startMonitoring(
      { read: () => undefined, fix, onResult: () => {} },
      { timers: { setInterval: () => 1, clearInterval: () => {} } },
    );
    await monitor.tick();
    expect(fix).not.toHaveBeenCalled();
    monitor.stop();
  });
});
