// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS, RECOVERY_DELAY_MS } from '../../core/errors/constants';
import { toastsStore } from '../../state/toasts-store';
import { ErrorProtectionBanner } from './ErrorProtectionBanner';
import { RegionBoundary } from './RegionBoundary';
import { errorProtectionStore, resetErrorProtection } from './error-protection-store';
import { pageActions } from './page';
import { CrashProbe, simulateRenderError } from './simulate';

const toastTitles = () => toastsStore.getState().toasts.map((t) => t.title);

/** Throws while `failing.on` is true: a region with a real, lasting bug. */
const failing = { on: false, error: () => new Error('Cannot render the tree') as Error };
function Flaky() {
  if (failing.on) throw failing.error();
  return <p>Flaky content</p>;
}

function Workspace() {
  return (
    <>
      <ErrorProtectionBanner />
      <RegionBoundary region="explorer" label="File explorer">
        <CrashProbe region="explorer" />
        <p>Files list</p>
      </RegionBoundary>
      <RegionBoundary region="terminal">
        <Flaky />
      </RegionBoundary>
      <footer>Status bar</footer>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
  failing.on = false;
  failing.error = () => new Error('Cannot render the tree');
  resetErrorProtection();
  toastsStore.setState({ toasts: [] });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const autoRecover = () => screen.getByRole('button', { name: /Auto-Recover/ });

describe('RegionBoundary and ErrorProtectionBanner', () => {
  it('shows nothing extra while every region is normal', () => {
    render(<Workspace />);
    expect(screen.getByText('Files list')).toBeTruthy();
    expect(screen.queryByText('Error Protection Active')).toBeNull();
  });

  it('contains a render error in its region and shows the banner', () => {
    render(<Workspace />);
    act(() => {
      expect(simulateRenderError('explorer')).toBe(true);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error Protection Active');
    expect(alert.textContent).toContain('Simulated render error in the explorer region');
    expect(alert.textContent).toContain('Recovery attempt 1 of 3');
    expect(alert.textContent).toContain(NOTIFICATIONS.stillFunctional);
    // the region shows a placeholder, the rest of the page stays
    expect(screen.queryByText('Files list')).toBeNull();
    expect(screen.getByRole('group', { name: 'File explorer: stopped by an error' })).toBeTruthy();
    expect(screen.getByText('Flaky content')).toBeTruthy();
    expect(screen.getByText('Status bar')).toBeTruthy();
  });

  it('auto-recovers after 1 s with the attempt counter incremented', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    fireEvent.click(autoRecover());
    const busy = screen.getByRole('button', { name: /Recovering/ });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByText('Recovering File explorer…')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(RECOVERY_DELAY_MS - 1));
    expect(screen.queryByText('Files list')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));

    expect(screen.getByText('Files list')).toBeTruthy();
    expect(screen.queryByText('Error Protection Active')).toBeNull();
    expect(errorProtectionStore.getState().regions.explorer).toMatchObject({
      status: 'normal',
      attempts: 1,
    });
    expect(toastTitles()).toContain(NOTIFICATIONS.resolved);

    act(() => void simulateRenderError('explorer'));
    expect(screen.getByRole('alert').textContent).toContain('Recovery attempt 2 of 3');
  });

  it('disables Auto-Recover once 3 attempts are used and says recovery failed', () => {
    render(<Workspace />);
    failing.on = true;
    // The bug is in place: every re-render of the terminal throws again.
    act(
      () =>
        void errorProtectionStore.getState().caught({
          region: 'terminal',
          label: 'Terminal',
          error: new Error('Cannot render the tree'),
          componentStack: '',
          notification: NOTIFICATIONS.stillFunctional,
        }),
    );
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(screen.getByRole('alert').textContent).toContain(`Recovery attempt ${attempt} of 3`);
      fireEvent.click(autoRecover());
      act(() => void vi.advanceTimersByTime(RECOVERY_DELAY_MS));
    }
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Recovery attempts used: 3 of 3');
    expect(alert.textContent).toContain(NOTIFICATIONS.recoveryFailed);
    expect(autoRecover()).toHaveProperty('disabled', true);
    expect(toastTitles()).not.toContain(NOTIFICATIONS.resolved);
  });

  it('dismisses without a recovery attempt ("Continue at your own risk")', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.getAttribute('title')).toBe('Continue at your own risk');
    const hint = document.getElementById(dismiss.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Continue at your own risk');
    fireEvent.click(dismiss);
    expect(screen.queryByText('Error Protection Active')).toBeNull();
    expect(screen.getByText('Files list')).toBeTruthy();
    expect(errorProtectionStore.getState().regions.explorer?.attempts).toBe(0);
    expect(toastTitles()).not.toContain(NOTIFICATIONS.resolved);
  });

  it('refreshes the page', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(pageActions.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps its buttons keyboard reachable', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    for (const name of [/Auto-Recover/, /Refresh/, /Dismiss/, /Details/]) {
      const button = screen.getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
    }
  });

  it('publishes the banner height as a CSS variable and resets it', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    expect(document.documentElement.style.getPropertyValue('--error-banner-height')).toMatch(/px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(document.documentElement.style.getPropertyValue('--error-banner-height')).toBe('0px');
  });

  it('shows the newest region and counts the others', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    failing.on = true;
    act(
      () =>
        void errorProtectionStore.getState().caught({
          region: 'terminal',
          label: 'Terminal',
          error: new Error('second'),
          componentStack: '',
          notification: NOTIFICATIONS.stillFunctional,
        }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Terminal: second');
    expect(alert.textContent).toContain('1 more region stopped');
  });

  it('uses a custom fallback when given one', () => {
    function Boom(): never {
      throw new Error('x');
    }
    render(
      <RegionBoundary region="modal:about" fallback={<p>About is unavailable</p>}>
        <Boom />
      </RegionBoundary>,
    );
    expect(screen.getByText('About is unavailable')).toBeTruthy();
    expect(errorProtectionStore.getState().regions['modal:about']?.label).toBe('Modal about');
  });
});

describe('handling of caught errors', () => {
  it('reloads the page for a chunk load error, once', () => {
    failing.error = () => new TypeError('Failed to fetch dynamically imported module: /x.js');
    failing.on = true;
    render(<Workspace />);
    expect(toastTitles()).toContain(NOTIFICATIONS.reloading);
    expect(screen.getByRole('alert').textContent).toContain(NOTIFICATIONS.reloading);
    expect(pageActions.reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(RECOVERY_DELAY_MS));
    expect(pageActions.reload).toHaveBeenCalledTimes(1);

    // The same error right after the reload: no reload loop.
    cleanup();
    toastsStore.setState({ toasts: [] });
    resetErrorProtection();
    render(<Workspace />);
    expect(toastTitles()).toContain(NOTIFICATIONS.recoveryFailed);
    act(() => void vi.advanceTimersByTime(RECOVERY_DELAY_MS * 5));
    expect(pageActions.reload).toHaveBeenCalledTimes(1);
  });

  it('treats a SecurityError as a security issue', () => {
    failing.error = () => Object.assign(new Error('Blocked a frame'), { name: 'SecurityError' });
    failing.on = true;
    render(<Workspace />);
    expect(toastTitles()).toContain(NOTIFICATIONS.securityContained);
    expect(screen.getByRole('alert').textContent).toContain(NOTIFICATIONS.securityContained);
  });

  it('does not toast for an ordinary render error: the banner says it', () => {
    failing.on = true;
    render(<Workspace />);
    expect(toastTitles()).toEqual([]);
  });
});

describe('simulateRenderError', () => {
  it('arms a region that is not shown and says so', () => {
    expect(simulateRenderError('explorer')).toBe(false);
    expect(toastTitles()).toContain('Render error armed');
    render(<Workspace />);
    expect(screen.getByRole('alert').textContent).toContain('Simulated render error');
  });

  it('throws only once', () => {
    render(<Workspace />);
    act(() => void simulateRenderError('explorer'));
    expect(errorProtectionStore.getState().armed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Files list')).toBeTruthy();
  });
});
