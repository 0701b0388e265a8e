// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from '../core/toasts/toast';
import { ToastStack } from './Toasts';

afterEach(cleanup);

const saved: Toast = {
  id: 't1',
  type: 'success',
  title: 'File Saved',
  message: 'notes.txt saved successfully',
};

describe('ToastStack', () => {
  it('shows title and message in a polite live region; errors in an assertive one', () => {
    const failed: Toast = { id: 't2', type: 'error', title: 'Not deleted', message: 'Gone' };
    render(<ToastStack toasts={[saved, failed]} onDismiss={() => undefined} />);
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(within(polite).getByText('File Saved')).toBeTruthy();
    expect(within(polite).getByText('notes.txt saved successfully')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Not deleted')).toBeTruthy();
    expect(within(polite).queryByText('Not deleted')).toBeNull();
  });

  it('keeps both live regions in the page while empty, so later toasts are announced', () => {
    render(<ToastStack toasts={[]} onDismiss={() => undefined} />);
    expect(screen.getByRole('status').children).toHaveLength(0);
    expect(screen.getByRole('alert').children).toHaveLength(0);
  });

  it('dismisses with the close button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('Undo runs its handler and then dismisses; the action button does the same', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const onDismiss = vi.fn((id: string) => calls.push(`dismiss ${id}`));
    const deleted: Toast = {
      id: 'd',
      type: 'info',
      title: 'File deleted',
      message: '"a.js" was deleted.',
      undo: { label: 'Undo', handler: () => calls.push('undo') },
      action: { label: 'Show', handler: () => calls.push('show') },
    };
    render(<ToastStack toasts={[deleted]} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(calls).toEqual(['undo', 'dismiss d']);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(calls).toEqual(['undo', 'dismiss d', 'show', 'dismiss d']);
  });

  it('buttons are reachable with the keyboard', async () => {
    const user = userEvent.setup();
    const handler = vi.fn();
    render(
      <ToastStack
        toasts={[{ ...saved, undo: { label: 'Undo', handler } }]}
        onDismiss={() => undefined}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' }));
    await user.keyboard('{Enter}');
    expect(handler).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Dismiss notification' }),
    );
  });

  it('marks loading toasts busy, with a spinner', () => {
    const loading: Toast = { id: 'l', type: 'loading', title: 'Analyzing', message: 'Wait' };
    const { container } = render(<ToastStack toasts={[loading]} onDismiss={() => undefined} />);
    const item = container.querySelector('[data-toast-id="l"]');
    expect(item?.getAttribute('aria-busy')).toBe('true');
    expect(item?.querySelector('.toast-spinner')).not.toBeNull();
  });

  it('holds a toast while the pointer is on it or focus is in it, and releases it after', async () => {
    const user = userEvent.setup();
    const onHold = vi.fn();
    const onRelease = vi.fn();
    const fixed: Toast = {
      id: 't9',
      type: 'info',
      title: 'Auto-fixed',
      message: '',
      action: { label: 'Show changes', handler: () => undefined },
    };
    render(
      <>
        <button type="button">elsewhere</button>
        <ToastStack
          toasts={[fixed]}
          onDismiss={() => undefined}
          onHold={onHold}
          onRelease={onRelease}
        />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Show changes' });
    await user.hover(button);
    expect(onHold).toHaveBeenLastCalledWith('t9');
    await user.unhover(button);
    expect(onRelease).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    onHold.mockClear();
    onRelease.mockClear();
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(onHold).toHaveBeenCalledWith('t9');
    await user.tab(); // to the close button: still inside
    expect(onRelease).not.toHaveBeenCalled();
    await user.tab(); // out of the toast
    expect(onRelease).toHaveBeenCalledWith('t9');
  });
});
