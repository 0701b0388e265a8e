/** Steps a person takes in the app, shared by the specs. */
import { expect, type Page } from '@playwright/test';

export async function newFile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New file or folder' }).click();
  await page.getByRole('menuitem', { name: 'New File…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New File' });
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog).toBeHidden();
}

export async function newFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New file or folder' }).click();
  await page.getByRole('menuitem', { name: 'New Folder…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Folder' });
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog).toBeHidden();
}

export function treeItem(page: Page, name: string) {
  return page
    .getByRole('tree', { name: 'Files' })
    .getByRole('treeitem', { name: new RegExp(`^${escape(name)}(, modified)?$`) });
}

export async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** The text the editor shows (Monaco renders spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  const text = await page.locator('.monaco-editor .view-lines').innerText();
  return text.replace(/\u00a0/g, ' ');
}

export async function waitForEditor(page: Page): Promise<void> {
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 20_000 });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
