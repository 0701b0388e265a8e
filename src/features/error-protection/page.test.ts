// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_DELAY_MS } from '../../core/errors/constants';
import { CHUNK_RELOAD_GUARD_MS, pageActions, scheduleChunkReload } from './page';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('scheduleChunkReload', () => {
  it('reloads after the recovery delay', () => {
    expect(scheduleChunkReload(1_000_000)).toBe(true);
    vi.advanceTimersByTime(RECOVERY_DELAY_MS - 1);
    expect(pageActions.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pageActions.reload).toHaveBeenCalledTimes(1);
  });

  it('declines a second reload within the guard window, then allows it again', () => {
    expect(scheduleChunkReload(1_000_000)).toBe(true);
    expect(scheduleChunkReload(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(scheduleChunkReload(1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('declines when it cannot remember the reload (no way to notice a loop)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(scheduleChunkReload(1_000_000)).toBe(false);
    vi.advanceTimersByTime(RECOVERY_DELAY_MS * 2);
    expect(pageActions.reload).not.toHaveBeenCalled();
  });
});
