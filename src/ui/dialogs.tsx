/**
 * Promise-based modal dialogs: `promptDialog` asks for a value (checked as the person types;
 * an empty answer resolves null, SPEC §5) and `confirmDialog` asks yes or no. Render
 * `<DialogHost />` once. Built on the native <dialog>: focus moves in, is trapped, Esc cancels,
 * and focus returns to where it was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { create } from 'zustand';
import './dialogs.css';

export interface PromptOptions {
  title: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
  confirmLabel?: string;
  /** Selects the name without its extension, as file managers do. */
  selectStem?: boolean;
  /** Returns a message when the value is not acceptable. */
  validate?: (value: string) => string | null;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}

type Request =
  | { kind: 'prompt'; options: PromptOptions; resolve: (value: string | null) => void }
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void };

const dialogStore = create<{ queue: Request[] }>()(() => ({ queue: [] }));

const push = (request: Request) => dialogStore.setState((s) => ({ queue: [...s.queue, request] }));
const shift = () => dialogStore.setState((s) => ({ queue: s.queue.slice(1) }));

export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => push({ kind: 'prompt', options, resolve }));
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => push({ kind: 'confirm', options, resolve }));
}

export function DialogHost() {
  const current = dialogStore((s) => s.queue[0]);
  if (!current) return null;
  return current.kind === 'prompt' ? (
    <PromptView key={queueKey(current)} request={current} />
  ) : (
    <ConfirmView key={queueKey(current)} request={current} />
  );
}

const keys = new WeakMap<Request, number>();
let nextKey = 0;
function queueKey(r: Request): number {
  if (!keys.has(r)) keys.set(r, ++nextKey);
  return keys.get(r) ?? 0;
}

function useModal(onCancel: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCancel();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, [onCancel]);
  return ref;
}

function PromptView({ request }: { request: Extract<Request, { kind: 'prompt' }> }) {
  const { options } = request;
  const [value, setValue] = useState(options.defaultValue ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const finish = (result: string | null) => {
    shift();
    request.resolve(result);
  };
  const ref = useModal(() => finish(null));
  const trimmed = value.trim();
  const error = trimmed === '' ? null : (options.validate?.(value) ?? null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    const dot = input.value.lastIndexOf('.');
    if (options.selectStem && dot > 0) input.setSelectionRange(0, dot);
    else input.select();
  }, [options.selectStem]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed === '')
            finish(null); // an empty answer is ignored
          else if (!error) finish(trimmed);
        }}
      >
        <h2 id={`${id}-title`} className="dialog-title">
          {options.title}
        </h2>
        <label htmlFor={`${id}-input`} className="dialog-label">
          {options.label}
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          className="dialog-input"
          value={value}
          placeholder={options.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <p id={`${id}-error`} className="dialog-error" role="alert">
          {error ?? ''}
        </p>
        <div className="dialog-buttons">
          <button type="button" className="btn" onClick={() => finish(null)}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            aria-disabled={error ? true : undefined}
          >
            {options.confirmLabel ?? 'OK'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function ConfirmView({ request }: { request: Extract<Request, { kind: 'confirm' }> }) {
  const { options } = request;
  const id = useId();
  const finish = (ok: boolean) => {
    shift();
    request.resolve(ok);
  };
  const ref = useModal(() => finish(false));
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <h2 id={`${id}-title`} className="dialog-title">
        {options.title}
      </h2>
      <p id={`${id}-message`}>{options.message}</p>
      <div className="dialog-buttons">
        {/* Cancel first, so showModal() focuses it: a stray Enter never deletes anything. */}
        <button type="button" className="btn" onClick={() => finish(false)}>
          Cancel
        </button>
        <button
          type="button"
          className={`btn ${options.danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => finish(true)}
        >
          {options.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
