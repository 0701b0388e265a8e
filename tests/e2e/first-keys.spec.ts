/**
 * What a beginner types right after making a file lands in it: the new file's editor has the
 * cursor however the file was made, and when no file was open before.
 */
import { test, expect } from './fixtures';
import { editorText, newFile, treeItem } from './helpers';

const welcome = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { name: 'Welcome to the editor' });

test.describe('the first keys after a new file', () => {
  test('a file made from the explorer when none was open', async ({ page }) => {
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    await newFile(page, 'first.py');
    await expect(page.locator('.editor-file-name')).toHaveText('first.py');
    await expect(page.locator('#editor .monaco-editor').first()).toContainClass('focused');
    await page.keyboard.type('print("hi")');
    await expect.poll(() => editorText(page)).toBe('print("hi")');
  });

  test('Create First File, then typing at once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create First File' }).click();
    // The language (JavaScript, first) and the name (hello-world.js) as offered.
    const language = page.getByRole('dialog', { name: 'Your first file' });
    await expect(language.getByRole('button', { name: 'JavaScript' })).toBeFocused();
    await page.keyboard.press('Enter');
    const name = page.getByRole('dialog', { name: 'Name your JavaScript file' });
    await expect(name.getByRole('textbox', { name: 'File name' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(treeItem(page, 'hello-world.js')).toBeVisible();
    await expect(page.locator('#editor .monaco-editor').first()).toContainClass('focused');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// mine');
    await expect.poll(() => editorText(page)).toContain('// mine');
  });
});
