// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelAllDialogs,
  confirmDialog,
  DialogHost,
  promptDialog,
  type PromptOptions,
} from './dialogs';
import { stemLength } from './dialog-views';
import { preloadModals } from './lazy-modal';

// As the app does once the editor has loaded: a question then shows in the same render.
beforeAll(() => preloadModals());

afterEach(() => {
  cleanup();
  act(() => cancelAllDialogs());
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Opener</button>
      <DialogHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Opener' });
  opener.focus();
  return { user, opener };
}

function ask(options: Partial<PromptOptions> = {}) {
  let answer!: Promise<string | null>;
  act(() => {
    answer = promptDialog({
      title: 'New File',
      label: 'File name',
      confirmLabel: 'Create',
      ...options,
    });
  });
  return answer;
}

const textbox = () => screen.getByRole('textbox', { name: 'File name' }) as HTMLInputElement;

describe('promptDialog', () => {
  it('asks in a named modal dialog, with the input focused and the stem selected', async () => {
    setup();
    void ask({ defaultValue: 'untitled.txt', selectStem: true });
    const dialog = screen.getByRole('dialog', { name: 'New File' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(textbox());
    expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([0, 8]);
  });

  it('selects everything without selectStem', () => {
    setup();
    void ask({ defaultValue: 'untitled.txt' });
    expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([0, 12]);
  });

  it('Enter confirms with the trimmed answer; focus returns to the opener', async () => {
    const { user, opener } = setup();
    const answer = ask();
    await user.type(textbox(), '  notes.md  {Enter}');
    await expect(answer).resolves.toBe('notes.md');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the validation message under the input and blocks confirming', async () => {
    const { user } = setup();
    let settled = false;
    const answer = ask({
      validate: (v) => (v === 'taken.js' ? '"taken.js" already exists here.' : null),
    });
    void answer.then(() => (settled = true));
    await user.type(textbox(), 'taken.js');
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
    const describedBy = textbox().getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(
      '"taken.js" already exists here.',
    );
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(settled).toBe(false);
    expect(screen.getByRole('dialog', { name: 'New File' })).toBeTruthy();
    await user.type(textbox(), 'x');
    expect(textbox().getAttribute('aria-invalid')).toBeNull();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe('taken.jsx');
  });

  it('an empty or blank answer resolves null, so it is ignored', async () => {
    const { user } = setup();
    const answer = ask({ validate: () => 'never shown for a blank answer' });
    await user.type(textbox(), '   ');
    expect(textbox().getAttribute('aria-invalid')).toBeNull();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Esc and Cancel resolve null', async () => {
    const { user, opener } = setup();
    const first = ask({ defaultValue: 'a.js' });
    await user.keyboard('{Escape}');
    await expect(first).resolves.toBeNull();
    expect(document.activeElement).toBe(opener);
    const second = ask({ defaultValue: 'a.js' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBeNull();
  });

  it('traps Tab inside the dialog', async () => {
    const { user } = setup();
    void ask();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create' }));
    await user.tab();
    expect(document.activeElement).toBe(textbox());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create' }));
  });

  it('brings focus back when something outside tries to take it', () => {
    const { opener } = setup();
    void ask();
    act(() => opener.focus());
    expect(document.activeElement).toBe(textbox());
  });

  it('asks queued questions one after another', async () => {
    const { user, opener } = setup();
    const first = ask({ title: 'First' });
    const second = ask({ title: 'Second' });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    await user.type(textbox(), 'one{Enter}');
    await expect(first).resolves.toBe('one');
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(document.activeElement).toBe(textbox());
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('confirmDialog', () => {
  function confirm(danger: boolean) {
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog({
        title: 'Delete File',
        message: 'Are you sure you want to delete this file?',
        confirmLabel: 'Delete',
        danger,
      });
    });
    return answer;
  }

  it('says the message and resolves true on confirm', async () => {
    const { user, opener } = setup();
    const answer = confirm(true);
    const dialog = screen.getByRole('dialog', { name: 'Delete File' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(
      'Are you sure you want to delete this file?',
    );
    // Destructive: Cancel has the focus, so a stray Enter deletes nothing.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('resolves false on Esc; a harmless question starts on its confirm button', async () => {
    const { user } = setup();
    const answer = confirm(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});

describe('stemLength', () => {
  it('is the name before its last dot, or all of it', () => {
    expect(stemLength('untitled.txt')).toBe(8);
    expect(stemLength('archive.tar.gz')).toBe(11);
    expect(stemLength('.gitignore')).toBe(10);
    expect(stemLength('Makefile')).toBe(8);
  });
});
