/**
 * The views of `promptDialog` and `confirmDialog` (dialogs.tsx): a modal with a labelled input,
 * or a question with two buttons. Loaded when the first question is asked, or once the editor
 * is idle (lazy-modal.tsx).
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Modal } from './Modal';
import type { ChoiceRequest, ConfirmRequest, DialogRequest, PromptRequest } from './dialogs';
import './dialogs.css';

/** The part of a file name before its extension; the whole name when it has none. */
export function stemLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

export function DialogView({ request, done }: { request: DialogRequest; done: () => void }) {
  if (request.kind === 'prompt') return <PromptView request={request} done={done} />;
  if (request.kind === 'choice') return <ChoiceView request={request} done={done} />;
  return <ConfirmView request={request} done={done} />;
}

function PromptView({ request, done }: { request: PromptRequest; done: () => void }) {
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
    done();
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

function ConfirmView({ request, done }: { request: ConfirmRequest; done: () => void }) {
  const { options } = request;
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const finish = (ok: boolean) => {
    done();
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

function ChoiceView({ request, done }: { request: ChoiceRequest; done: () => void }) {
  const { options } = request;
  const id = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  const [applyToAll, setApplyToAll] = useState(false);
  const finish = (choice: string | null) => {
    done();
    request.resolve(choice === null ? null : { choice, applyToAll });
  };
  return (
    <Modal
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="ui-dialog"
      initialFocus={firstRef}
      onClose={() => finish(null)}
    >
      <h2 id={`${id}-title`} className="ui-dialog-title">
        {options.title}
      </h2>
      <p id={`${id}-message`} className="ui-dialog-message">
        {options.message}
      </p>
      {options.applyToAllLabel && (
        <label className="ui-dialog-check">
          <input
            type="checkbox"
            checked={applyToAll}
            onChange={(event) => setApplyToAll(event.target.checked)}
          />{' '}
          {options.applyToAllLabel}
        </label>
      )}
      <div className="ui-dialog-buttons">
        <button type="button" className="btn" onClick={() => finish(null)}>
          Cancel
        </button>
        {options.choices.map((choice, i) => (
          <button
            key={choice.id}
            ref={i === 0 ? firstRef : undefined}
            type="button"
            className={`btn${i === 0 ? ' btn-primary' : ''}`}
            onClick={() => finish(choice.id)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
