// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from '../../state/toasts-store';
import { ErrorProtectionBanner } from './ErrorProtectionBanner';
import { RegionBoundary } from './RegionBoundary';
import { resetErrorProtection } from './error-protection-store';
import { pageActions } from './page';
import { CrashProbe, simulateRenderError } from './simulate';

const toastTitles = () => toastsStore.getState().toasts.map((t) => t.title);
const writeText = vi.fn<(text: string) => Promise<void>>();

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(pageActions, 'reportEnvironment').mockReturnValue({
    userAgent: 'TestAgent/1.0',
    url: 'http://localhost:8000/',
    now: new Date('2025-01-02T03:04:05.000Z'),
  });
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
  resetErrorProtection();
  toastsStore.setState({ toasts: [] });
  render(
    <>
      <ErrorProtectionBanner />
      <RegionBoundary region="explorer" label="File explorer">
        <CrashProbe region="explorer" />
        <p>Files list</p>
      </RegionBoundary>
    </>,
  );
  act(() => void simulateRenderError('explorer'));
  fireEvent.click(screen.getByRole('button', { name: /Details/ }));
});

afterEach(cleanup);

const panel = () => screen.getByRole('complementary', { name: 'Error Details' });

describe('Error Details panel', () => {
  it('opens from the banner with the message and the attempt count', () => {
    expect(screen.getByRole('button', { name: /Details/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(panel().textContent).toContain('Simulated render error in the explorer region');
    expect(panel().textContent).toContain('0 of 3 attempts used');
  });

  it('copies the report as JSON and confirms it', async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copy Report/ }));
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    const report: unknown = JSON.parse(writeText.mock.calls[0]?.[0] ?? '');
    expect(report).toMatchObject({
      message: 'Simulated render error in the explorer region',
      timestamp: '2025-01-02T03:04:05.000Z',
      userAgent: 'TestAgent/1.0',
      url: 'http://localhost:8000/',
    });
    expect(Object.keys(report as object).sort()).toEqual(
      ['componentStack', 'message', 'stack', 'timestamp', 'url', 'userAgent'].sort(),
    );
    expect((report as { componentStack: string }).componentStack).toContain('CrashProbe');
    expect(toastTitles()).toContain('Error report copied to clipboard');
  });

  it('says so clearly when the clipboard is refused and shows the report instead', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copy Report/ }));
    });
    expect(toastTitles()).toContain('Could not copy the error report');
    expect(toastTitles()).not.toContain('Error report copied to clipboard');
    const text = screen.getByRole('textbox', { name: 'Error report' }) as HTMLTextAreaElement;
    expect(text.value).toContain('Simulated render error');
  });

  it('copes with a browser that has no clipboard API', async () => {
    setClipboard(undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copy Report/ }));
    });
    expect(toastTitles()).toContain('Could not copy the error report');
  });

  it('offers Contact Support as a mail link carrying the report', () => {
    const link = screen.getByRole('link', { name: /Contact Support/ });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Simulated render error in the explorer region');
  });

  it('closes with its button, with Escape and with the banner toggle', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Close error details' }));
    expect(screen.queryByRole('complementary', { name: 'Error Details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    fireEvent.keyDown(screen.getByRole('button', { name: /Copy Report/ }), { key: 'Escape' });
    expect(screen.queryByRole('complementary', { name: 'Error Details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(screen.queryByRole('complementary', { name: 'Error Details' })).toBeNull();
  });

  it('goes away with the banner', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Error Details' })).toBeNull();
  });
});
