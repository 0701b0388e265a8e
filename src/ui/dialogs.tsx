/**
 * Promise-based questions: `promptDialog` asks for a value and `confirmDialog` for yes or no.
 * Render `<DialogHost />` once. Questions asked while one is open wait their turn.
 *
 * Prompt rules: Enter confirms and Esc cancels (null). The answer is trimmed; an empty or
 * whitespace-only answer resolves null (SPEC §5 'ignores an empty answer'). `validate` runs
 * as the person types; its message shows under the input and blocks confirming.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { Modal } from './Modal';
import './dialogs.css';

export interface PromptOptions {
  title: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
  /** The confirm button's text; 'OK' by default. */
  confirmLabel?: string;
  /** Select only the part before the extension (`untitled` of `untitled.txt`), for names. */
  selectStem?: boolean;
  /** A message saying why the (trimmed) value is not acceptable, or null when it is. */
  validate?: (value: string) => string | null;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action: red confirm button, and Cancel has the focus at first. */
  danger?: boolean;
  /** The cancel button's text; 'Cancel' by default. */
  cancelLabel?: string;
}

type PromptRequest = {
  key: number;
  kind: 'prompt';
  options: PromptOptions;
  resolve: (value: string | null) => void;
};
type ConfirmRequest = {
  key: number;
  kind: 'confirm';
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
};
type DialogRequest = PromptRequest | ConfirmRequest;

/** Private to this module: the questions waiting, the first one showing. */
const dialogStore = create<{ queue: DialogRequest[] }>()(() => ({ queue: [] }));
let nextKey = 0;

const enqueue = (request: DialogRequest) =>
  dialogStore.setState((s) => ({ queue: [...s.queue, request] }));
const remove = (request: DialogRequest) =>
  dialogStore.setState((s) => ({ queue: s.queue.filter((r) => r !== request) }));

export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => enqueue({ key: ++nextKey, kind: 'prompt', options, resolve }));
}

export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => enqueue({ key: ++nextKey, kind: 'confirm', options, resolve }));
}

/** Answers every open and waiting question with 'cancel' (null / false) and closes them. */
export function cancelAllDialogs(): void {
  const { queue } = dialogStore.getState();
  dialogStore.setState({ queue: [] });
  for (const request of queue) {
    if (request.kind === 'prompt') request.resolve(null);
    else request.resolve(false);
  }
}

/** Renders the current question, if any. Render once, near the root of the app. */
export function DialogHost() {
  const current = dialogStore((s) => s.queue[0]);
  if (!current) return null;
  return current.kind === 'prompt' ? (
    <PromptView key={current.key} request={current} />
  ) : (
    <ConfirmView key={current.key} request={current} />
  );
}

/** The part of a file name before its extension; the whole name when it has none. */
export function stemLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

function PromptView({ request }: { request: PromptRequest }) {
  const { options } = request;
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [attempted, setAttempted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;

  const answer = value.trim();
  const error = answer === '' ? null : (options.validate?.(answer) ?? null);

  const finish = (result: string | null) => {
    remove(request);
    request.resolve(result);
  };

  // After the modal has focused the input (a parent's layout effect runs after its children's).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (options.selectStem) input.setSelectionRange(0, stemLength(input.value));
    else input.select();
  }, [options.selectStem]);

  return (
    <Modal
      aria-labelledby={titleId}
      className="ui-dialog"
      initialFocus={inputRef}
      onClose={() => finish(null)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (answer === '') return finish(null);
          if (error) {
            setAttempted(true);
            inputRef.current?.focus();
            return;
          }
          finish(answer);
        }}
      >
        <h2 id={titleId} className="ui-dialog-title">
          {options.title}
        </h2>
        <label htmlFor={inputId} className="ui-dialog-label">
          {options.label}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="ui-dialog-input"
          type="text"
          value={value}
          placeholder={options.placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setAttempted(false);
          }}
        />
        {/* Always present, so screen readers hear the message when it appears. */}
        <p
          id={errorId}
          className={`ui-dialog-error${attempted ? ' is-attempted' : ''}`}
          aria-live="polite"
        >
          {error}
        </p>
        <div className="ui-dialog-buttons">
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
    </Modal>
  );
}

function ConfirmView({ request }: { request: ConfirmRequest }) {
  const { options } = request;
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const finish = (ok: boolean) => {
    remove(request);
    request.resolve(ok);
  };
  return (
    <Modal
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="ui-dialog"
      // A stray Enter never destroys anything: destructive questions start on Cancel.
      initialFocus={options.danger ? cancelRef : confirmRef}
      onClose={() => finish(false)}
    >
      <h2 id={`${id}-title`} className="ui-dialog-title">
        {options.title}
      </h2>
      <p id={`${id}-message`} className="ui-dialog-message">
        {options.message}
      </p>
      <div className="ui-dialog-buttons">
        <button ref={cancelRef} type="button" className="btn" onClick={() => finish(false)}>
          {options.cancelLabel ?? 'Cancel'}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`btn ${options.danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => finish(true)}
        >
          {options.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
