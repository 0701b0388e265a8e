import { describe, expect, it } from 'vitest';
import { buildErrorReport, formatErrorReport } from './report';

const env = {
  userAgent: 'Mozilla/5.0 Test',
  url: 'http://localhost:8000/',
  now: new Date('2025-01-02T03:04:05.000Z'),
};

describe('buildErrorReport: the report a user copies', () => {
  it('has exactly the fields message, stack, componentStack, timestamp, userAgent, url', () => {
    const error = new Error('boom');
    const report = buildErrorReport(error, '\n    at Explorer', env);
    expect(report).toEqual({
      message: 'boom',
      stack: error.stack,
      componentStack: '\n    at Explorer',
      timestamp: '2025-01-02T03:04:05.000Z',
      userAgent: 'Mozilla/5.0 Test',
      url: 'http://localhost:8000/',
    });
  });

  it('fills absent stacks with empty text', () => {
    const error = new Error('no stack');
    delete error.stack;
    const report = buildErrorReport(error, null, env);
    expect(report.stack).toBe('');
    expect(report.componentStack).toBe('');
  });

  it('formats as JSON that reads back to the same report', () => {
    const report = buildErrorReport('thrown text', undefined, env);
    expect(JSON.parse(formatErrorReport(report))).toEqual(report);
  });
});
