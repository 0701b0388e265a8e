import { describe, expect, it } from 'vitest';
import { MAX_ERROR_LOG_ENTRIES } from './constants';
import { createErrorLog, type ErrorLogEntry } from './error-log';

const entry = (n: number): ErrorLogEntry => ({
  message: `error ${n}`,
  stack: '',
  context: {},
  timestamp: new Date(n).toISOString(),
  severity: 'low',
});

describe('createErrorLog', () => {
  it('keeps entries oldest first', () => {
    const log = createErrorLog(5);
    [1, 2, 3].forEach((n) => log.add(entry(n)));
    expect(log.entries().map((e) => e.message)).toEqual(['error 1', 'error 2', 'error 3']);
  });

  it('drops the oldest entries beyond its limit', () => {
    const log = createErrorLog(3);
    [1, 2, 3, 4, 5].forEach((n) => log.add(entry(n)));
    expect(log.entries().map((e) => e.message)).toEqual(['error 3', 'error 4', 'error 5']);
  });

  it('is bounded by MAX_ERROR_LOG_ENTRIES by default', () => {
    const log = createErrorLog();
    for (let n = 0; n < MAX_ERROR_LOG_ENTRIES + 10; n++) log.add(entry(n));
    expect(log.entries()).toHaveLength(MAX_ERROR_LOG_ENTRIES);
  });

  it('hands out copies and can be cleared', () => {
    const log = createErrorLog(3);
    log.add(entry(1));
    log.entries().pop();
    expect(log.entries()).toHaveLength(1);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('refuses a limit below one', () => {
    expect(() => createErrorLog(0)).toThrow(RangeError);
  });
});
