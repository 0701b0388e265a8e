/**
 * Projects in and out: a project downloaded as a zip comes back byte for byte in another
 * browser; a folder and a dropped zip import, leaving out node_modules and naming what is not
 * text; a taken name asks Replace, Keep both or Skip.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { test, expect, guardNetwork } from './fixtures';
import {
  expectEditorToContain,
  seedFiles,
  storedEntry as entry,
  treeItem,
  waitForEditor,
} from './helpers';

const PROJECT: Record<string, string> = {
  'notes.md': '# Notes\r\nCafé ünïcødé 🙂 — 日本語\r\n',
  'src/app.js': 'console.log("hi");\n\tindented\n',
  'src/lib/bom.txt': '\ufeffstarts with a byte order mark',
};

const projectEntries = [
  entry('/notes.md', 'file', PROJECT['notes.md']),
  entry('/src', 'folder'),
  entry('/src/app.js', 'file', PROJECT['src/app.js']),
  entry('/src/lib', 'folder'),
  entry('/src/lib/bom.txt', 'file', PROJECT['src/lib/bom.txt']),
  entry('/empty', 'folder'),
];

async function unzipDownload(download: Download): Promise<Record<string, Uint8Array>> {
  const path = await download.path();
  return unzipSync(new Uint8Array(readFileSync(path)));
}

async function downloadProject(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Project as Zip' }).click();
  return download;
}

async function chooseImport(page: Page, item: string, files: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import files or a folder' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await (await chooser).setFiles(files);
}

/** Drops files on the explorer as a drag from the computer does. */
async function dropFiles(page: Page, files: { name: string; base64: string }[]): Promise<void> {
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name));
    }
    const target = document.querySelector('nav.explorer');
    if (!target) throw new Error('no explorer');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    }
  }, files);
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

test.describe('import and export', () => {
  test('a project downloaded as a zip comes back byte for byte in a fresh browser', async ({
    page,
    browser,
  }) => {
    await seedFiles(page, projectEntries);
    await page.goto('/');
    await expect(treeItem(page, 'notes.md')).toBeVisible();
    const download = await downloadProject(page);
    expect(download.suggestedFilename()).toBe('project.zip');
    const zipPath = await download.path();
    const first = await unzipDownload(download);
    expect(Object.keys(first).sort()).toEqual([
      'empty/',
      'notes.md',
      'src/app.js',
      'src/lib/bom.txt',
    ]);
    for (const [path, text] of Object.entries(PROJECT)) {
      expect(first[path], path).toEqual(strToU8(text));
    }

    const context = await browser.newContext();
    const outside = guardNetwork(context);
    const fresh = await context.newPage();
    await fresh.addInitScript(() => {
      localStorage.setItem('hasVisited', 'true');
      localStorage.setItem('tourCompleted', 'true');
    });
    await fresh.goto('/');
    await expect(treeItem(fresh, 'welcome.md')).toBeVisible();
    await chooseImport(fresh, 'Import Zip…', zipPath);
    await expect(fresh.getByText('Imported 3 files')).toBeVisible();
    await expect(treeItem(fresh, 'notes.md')).toBeVisible();
    await expect(treeItem(fresh, 'empty')).toBeVisible();

    const again = await unzipDownload(await downloadProject(fresh));
    for (const [path, text] of Object.entries(PROJECT)) {
      expect(again[path], path).toEqual(strToU8(text));
    }
    expect(again['empty/']).toBeDefined();
    await context.close();
    expect(outside).toEqual([]);
  });

  test('Open Folder through the folder input leaves out node_modules and keeps a binary file', async ({
    page,
  }) => {
    // A browser without the folder picker uses a folder file input.
    await page.addInitScript(() => {
      delete (window as Window & { showDirectoryPicker?: unknown }).showDirectoryPicker;
    });
    const root = mkdtempSync(join(tmpdir(), 'import-'));
    const dir = join(root, 'myproj');
    mkdirSync(join(dir, 'src'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', 'lib'), { recursive: true });
    writeFileSync(join(dir, 'index.js'), 'import "./src/util.js";\n');
    writeFileSync(join(dir, 'src', 'util.js'), 'export const x = 1;\n');
    writeFileSync(join(dir, 'node_modules', 'lib', 'big.js'), 'module.exports = {};\n');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));

    await seedFiles(page, [entry('/readme.txt', 'file', 'hi')]);
    await page.goto('/');
    await expect(treeItem(page, 'readme.txt')).toBeVisible();
    await chooseImport(page, 'Open Folder…', dir);

    const toast = page.getByRole('status').filter({ hasText: 'Imported 3 files' });
    await expect(toast).toContainText('Left out myproj/node_modules');
    await expect(treeItem(page, 'myproj')).toBeVisible();
    await expect(treeItem(page, 'index.js')).toBeVisible();
    await treeItem(page, 'src').click();
    await treeItem(page, 'util.js').click();
    await waitForEditor(page);
    await expectEditorToContain(page, 'export const x = 1;');
    await expect(treeItem(page, 'node_modules')).toHaveCount(0);
    await expect(treeItem(page, 'logo.png')).toBeVisible();
  });

  test('a zip dropped onto the explorer imports its folders, renaming a name a file cannot have', async ({
    page,
  }) => {
    await seedFiles(page, [entry('/readme.txt', 'file', 'hi')]);
    await page.goto('/');
    await expect(treeItem(page, 'readme.txt')).toBeVisible();
    const zip = zipSync({
      'game/main.py': strToU8('print("play")\n'),
      'game/assets/': new Uint8Array(0),
      'game/.git/HEAD': strToU8('ref: refs/heads/main\n'),
      'game/score<1>?.txt': strToU8('0\n'),
    });
    await dropFiles(page, [{ name: 'game.zip', base64: b64(zip) }]);
    await expect(page.getByText('Imported 2 files')).toBeVisible();
    await expect(page.getByText('Left out game/.git')).toBeVisible();
    // A name a file cannot have comes in renamed, and the message says so.
    await expect(
      page.getByText('"game/score<1>?.txt" is now "game/score_1__.txt"', { exact: false }),
    ).toBeVisible();
    await expect(treeItem(page, 'score_1__.txt')).toBeVisible();
    await expect(treeItem(page, 'game')).toBeVisible();
    await expect(treeItem(page, 'main.py')).toBeVisible();
    await expect(treeItem(page, 'assets')).toBeVisible();
    await expect(treeItem(page, '.git')).toHaveCount(0);
    await expect(treeItem(page, 'game.zip')).toHaveCount(0);
  });

  test('a taken name asks Replace, Keep both or Skip, once for all when ticked', async ({
    page,
  }) => {
    await seedFiles(page, [
      entry('/a.txt', 'file', 'old a'),
      entry('/b.txt', 'file', 'old b'),
      entry('/c.txt', 'file', 'old c'),
      entry('/d.txt', 'file', 'old d'),
    ]);
    await page.goto('/');
    await expect(treeItem(page, 'd.txt')).toBeVisible();
    await dropFiles(
      page,
      ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.txt`, base64: b64(strToU8(`new ${n}`)) })),
    );
    const dialog = page.getByRole('dialog', { name: 'File already exists' });
    await expect(dialog).toContainText('"a.txt" is already in the project');
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expect(dialog).toContainText('"b.txt" is already in the project');
    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await expect(dialog).toContainText('"c.txt" is already in the project');
    await dialog
      .getByRole('checkbox', { name: 'Do this for all 2 files with a taken name' })
      .check();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('2 files skipped (name taken)')).toBeVisible();
    await expect(treeItem(page, 'b-2.txt')).toBeVisible();
    await expect(treeItem(page, 'c-2.txt')).toHaveCount(0);
    await treeItem(page, 'a.txt').click();
    await waitForEditor(page);
    await expectEditorToContain(page, 'new a');
    await treeItem(page, 'c.txt').click();
    await expectEditorToContain(page, 'old c');
  });
});
