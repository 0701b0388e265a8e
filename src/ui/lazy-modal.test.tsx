// @vitest-environment jsdom
import { Component, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, lazyModal, preloadModals } from './lazy-modal';

afterEach(() => {
  cleanup();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load that waits until the test lets it finish or fail. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { load, calls };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyModal', () => {
  it('renders nothing until its code has arrived, then the component with its props', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyModal(load, (c) => c);
    render(<Lazy name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    await act(async () => calls[0]?.resolve());
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('once preloaded, shows in the same render as the one that mounts it', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyModal(load, (c) => c);
    const preloaded = Lazy.preload();
    calls[0]?.resolve();
    await preloaded;
    render(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('names the module a failed dynamic import could not fetch, for the retry', () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:8000/assets/PaletteDialog-x1.js',
        ),
      ),
    ).toBe('http://localhost:8000/assets/PaletteDialog-x1.js');
    expect(failedModuleUrl(new Error('Importing a module script failed.'))).toBeNull();
  });

  it('throws a failed load to the error boundary, and fetches again the next time', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyModal(load, (c) => c);
    const { unmount } = render(
      <>
        <input aria-label="Code" />
        <Boundary>
          <Lazy name="Linus" />
        </Boundary>
      </>,
    );
    // The editor had the focus when the modal was asked for; keys after the failure must not
    // reach it.
    screen.getByRole('textbox', { name: 'Code' }).focus();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    await act(async () =>
      calls[0]?.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to fetch dynamically imported module',
    );
    expect(document.activeElement).toBe(document.body);
    vi.mocked(console.error).mockRestore();
    unmount();

    render(<Lazy name="Linus" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve());
    expect(screen.getByText('Hello Linus')).toBeTruthy();
  });

  it('preloadModals fetches every modal, and settles even when one cannot be fetched', async () => {
    const good = controlledLoad();
    const bad = controlledLoad();
    const Good = lazyModal(good.load, (c) => c);
    const Bad = lazyModal(bad.load, (c) => c);
    const all = preloadModals();
    good.calls[0]?.resolve();
    bad.calls[0]?.reject(new Error('offline'));
    await all;

    render(<Good name="Alan" />);
    expect(screen.getByText('Hello Alan')).toBeTruthy();
    // The one that failed is fetched again when it opens.
    render(<Bad name="Barbara" />);
    expect(bad.load).toHaveBeenCalledTimes(2);
    await act(async () => bad.calls[1]?.resolve());
    expect(screen.getByText('Hello Barbara')).toBeTruthy();
  });

  it('holds the keys pressed while its code is on its way, and plays them into it', async () => {
    const user = userEvent.setup();
    const answers: string[] = [];
    function Ask({ onAnswer }: { onAnswer: (value: string) => void }) {
      const [value, setValue] = useState('untitled');
      const ref = useRef<HTMLInputElement>(null);
      useLayoutEffect(() => {
        ref.current?.focus();
        ref.current?.select();
      }, []);
      return (
        <input
          ref={ref}
          aria-label="Name"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onAnswer(value);
          }}
        />
      );
    }
    let finish!: () => void;
    const Lazy = lazyModal(
      () => new Promise<typeof Ask>((resolve) => (finish = () => resolve(Ask))),
      (c) => c,
    );
    render(
      <>
        <textarea aria-label="Code" />
      </>,
    );
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.click(code);
    const { unmount } = render(<Lazy onAnswer={(value) => answers.push(value)} />);
    await user.keyboard('notez{Backspace}s.md{Enter}');
    expect((code as HTMLTextAreaElement).value).toBe(''); // nothing reached the page
    await act(async () => finish());
    await waitFor(() => expect(answers).toEqual(['notes.md']));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'notes.md',
    );
    // Once it has arrived, keys go where they always go.
    unmount();
    await user.click(code);
    await user.keyboard('x');
    expect((code as HTMLTextAreaElement).value).toBe('x');
  });
});
