/**
 * Promise-based questions: `promptDialog` asks for a value and `confirmDialog` for yes or no.
 * Render `<DialogHost />` once. Questions asked while one is open wait their turn.
 *
 * Prompt rules: Enter confirms and Esc cancels (null). The answer is trimmed; an empty or
 * whitespace-only answer resolves null, so an empty answer is ignored. `validate` runs as the
 * person types; its message shows under the input and blocks confirming.
 */
import { create } from 'zustand';
import { lazyModal } from './lazy-modal';

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

export type PromptRequest = {
  key: number;
  kind: 'prompt';
  options: PromptOptions;
  resolve: (value: string | null) => void;
};
export type ConfirmRequest = {
  key: number;
  kind: 'confirm';
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
};
/** A question with several answers, and optionally 'do the same for the rest'. */
export interface ChoiceOptions {
  title: string;
  message: string;
  /** The answers, as buttons in this order; the first has the focus. */
  choices: readonly { id: string; label: string }[];
  /** The label of a checkbox that makes the answer hold for the questions that follow. */
  applyToAllLabel?: string;
}
export interface ChoiceAnswer {
  choice: string;
  applyToAll: boolean;
}
export type ChoiceRequest = {
  key: number;
  kind: 'choice';
  options: ChoiceOptions;
  resolve: (answer: ChoiceAnswer | null) => void;
};
export type DialogRequest = PromptRequest | ConfirmRequest | ChoiceRequest;

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

/** Resolves null on Cancel or Esc. */
export function choiceDialog(options: ChoiceOptions): Promise<ChoiceAnswer | null> {
  return new Promise((resolve) => enqueue({ key: ++nextKey, kind: 'choice', options, resolve }));
}

/** Answers every open and waiting question with 'cancel' (null / false) and closes them. */
export function cancelAllDialogs(): void {
  const { queue } = dialogStore.getState();
  dialogStore.setState({ queue: [] });
  for (const request of queue) {
    if (request.kind === 'confirm') request.resolve(false);
    else request.resolve(null);
  }
}

/** The questions' views (dialog-views.tsx), not part of the first load (lazy-modal.tsx). */
const DialogView = lazyModal(
  () => import('./dialog-views'),
  (m) => m.DialogView,
);

/** Renders the current question, if any. Render once, near the root of the app. */
export function DialogHost() {
  const current = dialogStore((s) => s.queue[0]);
  if (!current) return null;
  return <DialogView key={current.key} request={current} done={() => remove(current)} />;
}
