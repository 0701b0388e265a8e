import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS } from './constants';
import { createErrorHandler, type ErrorHandlerOptions } from './error-handler';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /a.js');
const fixedNow = () => new Date('2025-01-02T03:04:05.000Z');

function setup(overrides: Partial<ErrorHandlerOptions> = {}) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const reload = vi.fn(() => true);
  const handler = createErrorHandler({ reload, logger, now: fixedNow, ...overrides });
  return { handler, logger, reload };
}

describe('handleError: recovery strategies', () => {
  it('reloads the page for a chunk load error', () => {
    const { handler, reload } = setup();
    const result = handler.handleError(chunkError(), { source: 'error-boundary' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({
      recovery_applied: true,
      severity: 'high',
      auto_recoverable: true,
      user_notification: NOTIFICATIONS.reloading,
    });
  });

  it('says recovery failed when the host declines the reload', () => {
    const { handler } = setup({ reload: () => false });
    const result = handler.handleError(chunkError());
    expect(result.recovery_applied).toBe(false);
    expect(result.user_notification).toBe(NOTIFICATIONS.recoveryFailed);
  });

  it('only logs a type error', () => {
    const { handler, logger, reload } = setup();
    const result = handler.handleError(new TypeError('x is not a function'), {
      source: 'error-boundary',
      region: 'explorer',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      recovery_applied: false,
      severity: 'medium',
      // a registered strategy makes an error auto-recoverable
      auto_recoverable: true,
      user_notification: NOTIFICATIONS.stillFunctional,
    });
  });

  it('only logs a network error', () => {
    const { handler, logger, reload } = setup();
    const result = handler.handleError(new TypeError('Failed to fetch'));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      recovery_applied: false,
      severity: 'low',
      auto_recoverable: true,
      user_notification: NOTIFICATIONS.stillFunctional,
    });
  });

  it('treats a timeout as auto-recoverable without running anything', () => {
    const { handler, logger, reload } = setup();
    const result = handler.handleError(new Error('Request timed out'));
    expect(result.auto_recoverable).toBe(true);
    expect(result.recovery_applied).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives an unrecoverable error the still-functional notice', () => {
    const { handler } = setup();
    const result = handler.handleError(new Error('boom'));
    expect(result).toMatchObject({
      recovery_applied: false,
      severity: 'low',
      auto_recoverable: false,
      user_notification: NOTIFICATIONS.stillFunctional,
    });
  });
});

describe('handleError: registered strategies', () => {
  it('makes an error kind auto-recoverable and reports a resolved error', () => {
    const { handler } = setup();
    expect(handler.handleError(new RangeError('r')).auto_recoverable).toBe(false);
    const dispose = handler.registerStrategy('RangeError', () => 'resolved');
    const result = handler.handleError(new RangeError('r'));
    expect(result).toMatchObject({
      auto_recoverable: true,
      recovery_applied: true,
      user_notification: NOTIFICATIONS.resolved,
    });
    dispose();
    expect(handler.hasStrategy('RangeError')).toBe(false);
  });

  it('reports a failed or throwing strategy as a failed recovery', () => {
    const { handler, logger } = setup();
    handler.registerStrategy('RangeError', () => 'failed');
    expect(handler.handleError(new RangeError('r')).user_notification).toBe(
      NOTIFICATIONS.recoveryFailed,
    );
    handler.registerStrategy('SyntaxError', () => {
      throw new Error('strategy broke');
    });
    const result = handler.handleError(new SyntaxError('s'));
    expect(result.user_notification).toBe(NOTIFICATIONS.recoveryFailed);
    expect(result.recovery_applied).toBe(false);
    expect(logger.error).toHaveBeenCalled();
  });

  it('can replace a default strategy', () => {
    const { handler, reload } = setup();
    handler.registerStrategy('ChunkLoadError', () => 'logged');
    handler.handleError(chunkError());
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('handleError: security', () => {
  it('is critical, contained and runs no strategy', () => {
    const { handler, reload } = setup();
    const result = handler.handleError(chunkError(), { type: 'security' });
    expect(reload).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      severity: 'critical',
      recovery_applied: false,
      user_notification: NOTIFICATIONS.securityContained,
    });
  });
});

describe('handleError: log', () => {
  it('logs an entry with message, stack, context, timestamp and severity', () => {
    const { handler } = setup();
    const error = new Error('boom');
    const context = { source: 'error-boundary' as const, region: 'explorer' };
    const result = handler.handleError(error, context);
    expect(result.log_entry).toEqual({
      message: 'boom',
      stack: error.stack,
      context,
      timestamp: '2025-01-02T03:04:05.000Z',
      severity: 'medium',
    });
    expect(handler.log.entries()).toEqual([result.log_entry]);
  });

  it('accepts thrown non-errors', () => {
    const { handler } = setup();
    expect(handler.handleError('plain text').log_entry.message).toBe('plain text');
  });

  it('keeps the log bounded', () => {
    const { handler } = setup({ logLimit: 2 });
    ['a', 'b', 'c'].forEach((m) => handler.handleError(new Error(m)));
    expect(handler.log.entries().map((e) => e.message)).toEqual(['b', 'c']);
  });
});
