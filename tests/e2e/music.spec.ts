/**
 * AI Music: opens from Ctrl+Shift+M, the welcome button and the palette, with Tone.js in its
 * own chunk loaded only then; starts, keeps playing with the panel closed, mutes, pauses and
 * stops. Asserted on the audio context's state and the analyser's signal, never on sound.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoApp, reloadApp } from './fixtures';
import { newFile, typeInEditor, waitForEditor, seriousViolations, scriptsFetched } from './helpers';

const signalOf = (dialog: Locator) => dialog.locator('[data-context-state]');

async function level(dialog: Locator): Promise<number> {
  return Number(await signalOf(dialog).getAttribute('data-level'));
}

/**
 * Music is heard steadily: after the first signal, most of the next 2 s carry one too. The
 * waits space the samples of a measurement over time; they wait for nothing to happen.
 */
async function expectSound(dialog: Locator) {
  await expect.poll(() => level(dialog), { timeout: 10_000 }).toBeGreaterThan(0.001);
  const samples: number[] = [];
  for (let i = 0; i < 8; i++) {
    await dialog.page().waitForTimeout(250);
    samples.push(await level(dialog));
  }
  expect(samples.filter((v) => v > 0.001).length, samples.join(' ')).toBeGreaterThanOrEqual(5);
}

async function runCommand(page: Page, title: string) {
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox').fill(title);
  await page
    .getByRole('dialog', { name: 'Command palette' })
    .getByRole('option', { name: new RegExp(`^${title}`) })
    .first()
    .click();
}

test('AI Music opens from its shortcut and the welcome screen, loads only then, and passes axe', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await gotoApp(page);
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /MusicPanel-/.test(s))).toEqual([]);

  await page.keyboard.press('ControlOrMeta+Shift+M');
  const dialog = page.getByRole('dialog', { name: 'AI Music' });
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(scripts.filter((s) => /MusicPanel-/.test(s))).toHaveLength(1);
  // Tone.js created its audio context on import; it idles, suspended, until Play.
  await expect(dialog.getByRole('status')).toContainText('Stopped');
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'suspended');
  expect(await level(dialog)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Experience AI Music' }).click();
  await expect(dialog).toBeVisible();
  // Keyboard only: Tab reaches Play, Enter starts the music.
  const play = dialog.getByRole('button', { name: 'Play' });
  for (let i = 0; i < 6 && !(await play.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Playing');
  await expect(dialog).toContainText('No file is open: the Ambient style plays its own arpeggio');
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await expectSound(dialog);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stop' }).click();
});

test('music from the open file starts, plays on with the panel closed, mutes, pauses and stops', async ({
  page,
}) => {
  // A long walk through the player, a reload included: on a slow machine it comes close to the
  // time a test gets by default.
  test.slow();
  await gotoApp(page);
  await newFile(page, 'tune.js');
  await waitForEditor(page);
  await typeInEditor(
    page,
    'const notes = [60, 62, 64];\nfor (const n of notes) console.log(n * 2);',
  );
  await page.locator('.editor-file-name').click();

  await page.keyboard.press('ControlOrMeta+Shift+M');
  const dialog = page.getByRole('dialog', { name: 'AI Music' });
  await dialog.getByRole('button', { name: 'Play' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Playing · Ambient');
  await expect(dialog).toContainText(/From tune\.js \(complexity 0\.0\d\)/);
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await expectSound(dialog);

  // Closing the panel leaves the music playing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await runCommand(page, 'Experience AI Music');
  await expect(status).toContainText('Playing');
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await expectSound(dialog);

  // Muted: still running, but the analyser after the volume hears nothing.
  await dialog.getByRole('button', { name: 'Mute' }).click();
  await expect(dialog.getByRole('button', { name: 'Mute' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status).toContainText('muted');
  await expect.poll(() => level(dialog)).toBeLessThan(0.0001);
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await dialog.getByRole('button', { name: 'Mute' }).click();
  await expectSound(dialog);

  // Next style changes the style and the tempo range.
  await dialog.getByRole('button', { name: 'Next style' }).click();
  await expect(status).toContainText('Playing · Lo-fi');

  // Pause suspends the audio context; Resume starts it again.
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toContainText('Paused');
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'suspended', {
    timeout: 5000,
  });
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await expectSound(dialog);

  // Stopped from the palette, with the panel closed.
  await page.keyboard.press('Escape');
  await runCommand(page, 'Stop AI Music');
  await runCommand(page, 'Experience AI Music');
  await expect(status).toContainText('Stopped');
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'suspended', {
    timeout: 5000,
  });
  expect(await level(dialog)).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Stop' })).toBeDisabled();

  // The style and the mute state are remembered.
  await reloadApp(page);
  await page.keyboard.press('ControlOrMeta+Shift+M');
  await expect(page.getByRole('dialog', { name: 'AI Music' }).getByRole('status')).toContainText(
    'Stopped · Lo-fi',
  );
});

test('with reduced motion the visualiser does not animate; the level is given as text', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoApp(page);
  await page.keyboard.press('Alt+Shift+M'); // the second binding
  const dialog = page.getByRole('dialog', { name: 'AI Music' });
  await dialog.getByRole('button', { name: 'Play' }).click();
  await expect(signalOf(dialog)).toHaveAttribute('data-context-state', 'running');
  await expect(dialog.getByRole('img', { name: 'Waveform of the music playing' })).toHaveCount(0);
  await expect(signalOf(dialog)).toContainText(/signal level [1-9]\d*%/, { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
});
