import { describe, expect, it } from 'vitest';
import { FixHistory } from './fix-history';
import type { AutoFixResult } from './types';

const result = (fixes: string[], confidence: number): AutoFixResult => ({
  fixed: fixes.length > 0,
  fixed_code: '',
  explanation: '',
  fixes_applied: fixes.map((f, i) => `Line ${i + 1}: ${f}`),
  confidence,
  manual_review_needed: false,
  details: fixes.map((message) => ({ rule: 'r', message, confidence })),
});

describe('FixHistory', () => {
  it('keeps the last 10 entries', () => {
    const history = new FixHistory();
    for (let i = 0; i < 12; i += 1) history.record(result(['a'], 0.9), `lang${i}`);
    const list = history.list();
    expect(list).toHaveLength(10);
    expect(list[0]?.language).toBe('lang2');
    expect(list[9]?.language).toBe('lang11');
  });

  it('computes total_fixes, success_rate, avg_confidence and most_common_fix', () => {
    const history = new FixHistory();
    history.record(result(['Used const', 'Replaced var'], 0.97), 'javascript');
    history.record(result(['Replaced var'], 0.9), 'javascript');
    history.record(result([], 0.8), 'python');
    history.record(result(['Formatted'], 0.99), 'css');
    expect(history.statistics()).toEqual({
      total_fixes: 4,
      success_rate: 0.75,
      avg_confidence: 0.95,
      most_common_fix: 'Replaced var',
    });
  });

  it('has empty statistics before any run', () => {
    expect(new FixHistory().statistics()).toEqual({
      total_fixes: 0,
      success_rate: 0,
      avg_confidence: 0,
      most_common_fix: null,
    });
    expect(new FixHistory().report().summary).toContain('Auto-fix has not run yet.');
  });

  it('summarises runs newest first in the report', () => {
    let t = Date.UTC(2026, 0, 1);
    const history = new FixHistory(() => new Date((t += 1000)));
    history.record(result(['Replaced var'], 0.97), 'javascript');
    history.record(result([], 0.8), 'python');
    const { summary, statistics } = history.report();
    expect(statistics.total_fixes).toBe(1);
    expect(summary).toContain('- Fixes applied: 1');
    expect(summary).toContain('- Most common fix: Replaced var');
    expect(summary.indexOf('python · nothing to fix')).toBeLessThan(
      summary.indexOf('javascript · 1 fix'),
    );
    expect(summary).toContain('  - Line 1: Replaced var');
  });
});
