/**
 * Modals kept out of the first load (issue 10): `lazyModal(load)` gives a component whose code
 * is fetched the first time it renders, or earlier by `preloadModals()`, which the editor area
 * schedules (`preloadModalsWhenIdle`) for the first idle moment after Monaco has loaded. A
 * modal opened after that shows in the same render as the state that opened it, so keys typed
 * right after a shortcut reach its input.
 *
 * Unlike React.lazy there is no Suspense: until the code has arrived the component renders nothing,
 * and the keys pressed meanwhile (without Ctrl, Alt or Meta) are held back from the page, so they
 * cannot land in the editor, and replayed into the modal once it has mounted and taken the focus:
 * characters and Backspace edit its text field, other keys (Enter, Esc, Tab, arrows) are dispatched
 * to it. A failed fetch is tried once more under another address (the browser keeps a failed
 * module's failure for its address). If that fails too, the held keys are dropped, the focus
 * leaves where it was (keys meant for the modal must not land in the editor) and the error is
 * thrown during render, for the nearest error boundary (a chunk load error reloads the page);
 * the next render tries again.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface LazyModal<P extends object> {
  (props: P): ReactNode;
  /** Fetches the code now; resolves once it has arrived, rejects if it cannot be fetched. */
  preload(): Promise<void>;
}

const IDLE_WAIT_MS = 2000;

const registered = new Set<() => Promise<void>>();

/** The address of the module a dynamic import failed to fetch, when the error names it. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /dynamically imported module:?\s+(\S+)/i.exec(message);
  return match?.[1] ?? null;
}

/** `load()`, and once more under another address when the browser could not fetch the module. */
async function loadWithRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const url = failedModuleUrl(error);
    if (!url) throw error;
    const again = new URL(url, window.location.href);
    again.searchParams.set('retry', String(Date.now()));
    try {
      return (await import(/* @vite-ignore */ again.href)) as M;
    } catch {
      throw error;
    }
  }
}

/** `load` fetches the modal's module and `pick` takes its component from it. */
export function lazyModal<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyModal<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= loadWithRetry(load).then(
      (module) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        loading = null; // the next attempt fetches again
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        (error: unknown) => {
          if (!live) return;
          // What was typed for the modal goes nowhere, not into what had the focus before.
          const focused = document.activeElement;
          if (focused instanceof HTMLElement) focused.blur();
          setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    const Component = loaded;
    const holding = useRef<{ keys: string[]; stop: () => void } | null>(null);
    useLayoutEffect(() => {
      if (loaded) return;
      const keys: string[] = [];
      const hold = (event: KeyboardEvent) => {
        if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
        if (replayed.has(event)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        keys.push(event.key);
      };
      window.addEventListener('keydown', hold, true);
      const stop = () => window.removeEventListener('keydown', hold, true);
      holding.current = { keys, stop };
      return () => {
        stop();
        holding.current = null;
      };
    }, []);
    // After the modal's own layout effects, which move the focus into it. One key per task,
    // as typing does, so that each is rendered before the next; keys pressed meanwhile join
    // the queue, so the order holds.
    useLayoutEffect(() => {
      const held = holding.current;
      if (!Component || !held) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = () => {
        const key = held.keys.shift();
        if (key === undefined) return held.stop();
        replayKey(key);
        timer = setTimeout(next, 0);
      };
      next();
      return () => clearTimeout(timer);
    }, [Component]);
    if (failure)
      throw failure.error instanceof Error ? failure.error : new Error(String(failure.error));
    return Component ? <Component {...props} /> : null;
  }
  registered.add(preload);
  return Object.assign(Lazy, { preload });
}

/** The keys replayKey dispatches, which the holding listeners let through. */
const replayed = new WeakSet<Event>();

/** Plays a key held while a modal's code was on its way to whatever has the focus now. */
function replayKey(key: string): void {
  const target = document.activeElement ?? document.body;
  const field =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
  if (field && (key.length === 1 || key === 'Backspace')) {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    if (key !== 'Backspace') field.setRangeText(key, start, end, 'end');
    else if (start !== end) field.setRangeText('', start, end, 'end');
    else if (start > 0) field.setRangeText('', start - 1, start, 'end');
    // What typing sends; React's onChange follows it.
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  replayed.add(event);
  const unhandled = target.dispatchEvent(event);
  // Enter in a form's text field submits it, which a dispatched key does not do by itself.
  if (key === 'Enter' && unhandled && field?.form) field.form.requestSubmit();
}

/**
 * Fetches every registered modal's code. A modal that fails here is fetched again when it
 * opens, and says so then; resolves when all have been tried.
 */
export async function preloadModals(): Promise<void> {
  await Promise.all([...registered].map((preload) => preload().catch(() => undefined)));
}

/** `preloadModals` at the page's next idle moment, at most IDLE_WAIT_MS away. */
export function preloadModalsWhenIdle(): void {
  const run = () => void preloadModals();
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run, 0);
}
