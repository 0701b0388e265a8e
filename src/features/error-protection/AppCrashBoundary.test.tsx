// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppCrashBoundary } from './AppCrashBoundary';
import { errorHandler } from './handle-caught-error';
import { pageActions } from './page';

function Shell(): never {
  throw new Error('The shell broke');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
});
afterEach(cleanup);

describe('AppCrashBoundary: the generic fallback', () => {
  it('renders its children while nothing is wrong', () => {
    render(
      <AppCrashBoundary>
        <p>App</p>
      </AppCrashBoundary>,
    );
    expect(screen.getByText('App')).toBeTruthy();
  });

  it("says 'An error has occurred' and offers Reload", () => {
    render(
      <AppCrashBoundary>
        <Shell />
      </AppCrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeTruthy();
    expect(screen.getByText('The shell broke')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pageActions.reload).toHaveBeenCalledTimes(1);
  });

  it('logs the crash through error handling as a boundary error', () => {
    render(
      <AppCrashBoundary>
        <Shell />
      </AppCrashBoundary>,
    );
    const last = errorHandler.log.entries().at(-1);
    expect(last).toMatchObject({
      message: 'The shell broke',
      severity: 'medium',
      context: { source: 'error-boundary', region: 'app' },
    });
  });

  it('copies a report and confirms it in place', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <AppCrashBoundary>
        <Shell />
      </AppCrashBoundary>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copy Report/ }));
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Error report copied to clipboard');
  });
});
