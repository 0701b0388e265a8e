/** Steps a person takes in the app, shared by the specs. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function create(page: Page, kind: 'File' | 'Folder', name: string): Promise<void> {
  await page.getByRole('button', { name: 'New file or folder' }).click();
  await page.getByRole('menuitem', { name: `New ${kind}…` }).click();
  const dialog = page.getByRole('dialog', { name: `New ${kind}` });
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog).toBeHidden();
}

/** A stored file or folder at `path`, for seedFiles. */
export const storedEntry = (path: string, type: 'file' | 'folder', content = '') => ({
  id: `id-${path}`,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  content,
  path,
  modified: false,
  lastSaved: null,
});

/** A returning visitor whose browser storage holds `entries` (once: a reload keeps the edits). */
export async function seedFiles(page: Page, entries: object[]): Promise<void> {
  await page.addInitScript((files: string) => {
    // The app's page only: the sandboxed frames have no storage.
    if (window !== window.top || sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('tourCompleted', 'true');
    localStorage.setItem('files', files);
  }, JSON.stringify(entries));
}

/** The file and folder records the app keeps in IndexedDB, read from the page. */
/** A file or folder record the app keeps in IndexedDB; a Blob is told by its size and type. */
export interface StoredFileRecord {
  name: string;
  path: string;
  content: string;
  expanded?: boolean;
  conflictOf?: string;
  blob?: { size: number; type: string };
}

/** Every file and folder record the app keeps in IndexedDB, read from the page. */
export function storedFileRecords(page: Page): Promise<StoredFileRecord[]> {
  return page.evaluate(
    () =>
      new Promise<StoredFileRecord[]>((resolve, reject) => {
        const open = indexedDB.open('editor-files');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            const records = all.result as (Omit<StoredFileRecord, 'blob'> & { blob?: unknown })[];
            resolve(
              records.map(({ blob, ...rest }) =>
                blob instanceof Blob
                  ? { ...rest, blob: { size: blob.size, type: blob.type } }
                  : rest,
              ),
            );
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

export const newFile = (page: Page, name: string) => create(page, 'File', name);
export const newFolder = (page: Page, name: string) => create(page, 'Folder', name);

export function treeItem(page: Page, name: string) {
  return page
    .getByRole('tree', { name: 'Files' })
    .getByRole('treeitem', { name: new RegExp(`^${escape(name)}(, modified)?$`) });
}

export async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  // Keys sent before the editor has taken focus (its page just came to the front) are lost.
  await expect(page.locator('.monaco-editor.focused')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** The text the editor shows (Monaco renders spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  const text = await page.locator('.monaco-editor .view-lines').innerText();
  return text.replace(/\u00a0/g, ' ');
}

/**
 * Waits until the editor shows `text`. Typed keys reach Monaco through EditContext events that
 * can still be arriving when the keyboard call returns, and it draws in the next frame: one read
 * right after typing or opening a file can see half a word on a loaded machine.
 */
export async function expectEditorToContain(page: Page, text: string): Promise<void> {
  await expect.poll(() => editorText(page)).toContain(text);
}

/**
 * Replaces the open file's text at once, as a paste of a whole file does (the app has no file
 * import). Through Monaco's model, found as `window.monaco.editor.getEditors()[0]`.
 */
export async function setEditorText(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const w = window as Window & {
      monaco?: { editor: { getEditors(): { getModel(): { setValue(v: string): void } | null }[] } };
    };
    w.monaco?.editor.getEditors()[0]?.getModel()?.setValue(value);
  }, text);
}

export async function waitForEditor(page: Page): Promise<void> {
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 20_000 });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * axe's serious and critical findings, as 'rule: targets' lines, with the experimental rule that
 * a control's accessible name contains its visible text. The editor is checked like the rest of
 * the page; `include` narrows the check to one part of the page.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // What is fading in (a toast, a panel) is checked as a user reads it: once it has arrived.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // The hidden code runner's frame shows nothing (and its sandbox answers no axe script).
  let builder = new AxeBuilder({ page })
    .exclude('.run-sandbox-frame')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The paths of the scripts the page fetches from now on, to check what a chunk loads when. */
export function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

export interface SeedFile {
  path: string;
  content: string;
}

/** A returning visitor's project of `files`, with the first one open, at `url`. */
export async function openProject(page: Page, files: SeedFile[], url = '/'): Promise<void> {
  const folders = new Set<string>();
  for (const f of files) {
    const parts = f.path.split('/').slice(1, -1);
    for (let i = 1; i <= parts.length; i++) folders.add(`/${parts.slice(0, i).join('/')}`);
  }
  const entries = [
    ...[...folders].map((path) => ({
      id: `dir${path.replace(/\W/g, '_')}`,
      name: path.slice(path.lastIndexOf('/') + 1),
      type: 'folder',
      content: '',
      path,
      modified: false,
      lastSaved: null,
    })),
    ...files.map((f, i) => ({
      id: `f${i}`,
      name: f.path.slice(f.path.lastIndexOf('/') + 1),
      type: 'file',
      content: f.content,
      path: f.path,
      modified: false,
      lastSaved: null,
    })),
  ];
  await seedFiles(page, entries);
  await page.addInitScript(() => {
    if (!localStorage.getItem('activeFileId')) localStorage.setItem('activeFileId', 'f0');
  });
  await page.goto(url);
  await waitForEditor(page);
}
