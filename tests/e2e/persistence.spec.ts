import { readFile } from 'node:fs/promises';
import type { Page, Worker } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect } from './fixtures';
import {
  expectEditorToContain,
  newFile,
  newFolder,
  seedFiles,
  storedFileRecords,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

/** The page's files worker, which does the writes that check for other tabs first. */
async function filesWorker(page: Page): Promise<Worker> {
  const find = () => page.workers().find((w) => w.url().includes('files-db.worker'));
  await expect.poll(() => find() !== undefined).toBe(true);
  return find()!;
}

const storedText = async (page: Page) =>
  (await storedFileRecords(page)).map((r) => `${r.name}: ${r.content}`).join('\n');

test('storage full: the work stays open with an export, and saving resumes once there is room', async ({
  page,
}) => {
  test.slow(); // a reload on a loaded machine, and a retry that waits a few seconds
  await page.goto('/');
  await newFile(page, 'keep.js');
  await waitForEditor(page);
  await expect.poll(() => storedText(page)).toContain('keep.js');
  // Storage is full: IndexedDB refuses every write, in the page and in its files worker, as a
  // browser at its quota does.
  const fillStorage = () => {
    const put = IDBObjectStore.prototype.put;
    Object.assign(globalThis, { storageFull: true });
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      if ((globalThis as unknown as { storageFull: boolean }).storageFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  };
  const worker = await filesWorker(page);
  await page.evaluate(fillStorage);
  await worker.evaluate(fillStorage);
  await typeInEditor(page, 'precious work');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not save to browser storage' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Browser storage is full.');
  await expectEditorToContain(page, 'precious work');
  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Download as zip' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('project.zip');
  const zipped = unzipSync(new Uint8Array(await readFile(await file.path())));
  expect(strFromU8(zipped['keep.js'] ?? new Uint8Array())).toContain('precious work');

  // Room comes free without a change in this tab: saving resumes by itself.
  const makeRoom = () => Object.assign(globalThis, { storageFull: false });
  await page.evaluate(makeRoom);
  await worker.evaluate(makeRoom);
  await expect(page.getByText('Saved to browser storage')).toBeVisible({ timeout: 20_000 });
  await expect(alert).toBeHidden();
  await page.reload();
  await waitForEditor(page);
  await expectEditorToContain(page, 'precious work');
});

test('closing the page as soon as the typing shows loses nothing', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/');
  await newFile(page, 'quick.js');
  await waitForEditor(page);
  await typeInEditor(page, 'typed just before closing');
  await expectEditorToContain(page, 'typed just before closing');
  await page.close();
  const again = await context.newPage();
  await again.goto('/');
  await waitForEditor(again);
  await expect(treeItem(again, 'quick.js')).toHaveAttribute('aria-selected', 'true');
  await expectEditorToContain(again, 'typed just before closing');
});

test('an opened or closed folder is stored once the user pauses, at once when the page closes', async ({
  context,
}) => {
  const page = await context.newPage();
  // The page notes when the user last pressed or clicked, and the page and its files worker when
  // the file list was written (on one clock), so the test checks the pause the page saw,
  // whatever the harness's own lag under load.
  const noteWrites = () => {
    const writes: number[] = [];
    Object.assign(globalThis, { folderWrites: writes });
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'entries') writes.push(performance.timeOrigin + performance.now());
      return put.apply(this, args);
    };
  };
  await page.addInitScript(() => {
    const inputs: number[] = [];
    Object.assign(window, { folderInputs: inputs });
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(
        type,
        () => inputs.push(performance.timeOrigin + performance.now()),
        true,
      );
    }
  });
  await page.addInitScript(noteWrites);
  await page.goto('/');
  await (await filesWorker(page)).evaluate(noteWrites);
  await newFolder(page, 'src');
  const storedOpen = async () =>
    (await storedFileRecords(page)).find((e) => e.name === 'src')?.expanded;
  await expect.poll(storedOpen).toBe(true);
  await treeItem(page, 'src').click();
  await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'false');
  // The user goes on at once, typing in the search box for three seconds.
  const search = page.getByRole('searchbox', { name: 'Search files' });
  // At a person's pace: a key every 330 ms.
  await search.pressSequentially('srcsrcsrc', { delay: 330 });
  // It is stored, and only once the user had paused for two seconds.
  await expect.poll(storedOpen, { timeout: 10_000 }).toBe(false);
  const written = () => (globalThis as unknown as { folderWrites: number[] }).folderWrites;
  const inputs = await page.evaluate(
    () => (window as unknown as { folderInputs: number[] }).folderInputs,
  );
  const writes = [
    ...(await page.evaluate(written)),
    ...(await (await filesWorker(page)).evaluate(written)),
  ].sort((a, b) => a - b);
  const collapse = inputs.at(-10)!; // the click, then nine keys
  const write = writes.find((t) => t > collapse)!;
  const pause = write - Math.max(...inputs.filter((t) => t < write));
  expect(pause).toBeGreaterThanOrEqual(2000);
  await search.fill('');

  await treeItem(page, 'src').click();
  await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'true');
  await page.close();
  const again = await context.newPage();
  await again.goto('/');
  await expect(treeItem(again, 'src')).toHaveAttribute('aria-expanded', 'true');
});

// Each tab writes only what it changed. This ran flaky under load while a tab wrote back every
// list it took from the other (the same entries, their fields in another order), so the two tabs
// wrote once a second each and a write of an older copy could land after a newer one.
test('two tabs editing different files keep both', async ({ context }) => {
  test.slow(); // two pages at once, each loading the whole editor, is slow on a busy machine
  const one = await context.newPage();
  await one.goto('/');
  await newFile(one, 'one.js');
  await waitForEditor(one);
  const two = await context.newPage();
  await two.goto('/');
  await expect(treeItem(two, 'one.js')).toBeVisible();
  await newFile(two, 'two.js');
  await waitForEditor(two);

  // Each tab shows all it was given before the other is typed in: typed keys reach Monaco as
  // EditContext events, and clicking into the other page while some are still arriving loses
  // them (a person cannot switch tabs within those milliseconds).
  await typeInEditor(one, 'from tab one');
  await expectEditorToContain(one, 'from tab one');
  // A person edits one tab, then the other: tab one's edit is stored before tab two is typed in.
  await expect.poll(() => storedText(one)).toContain('from tab one');
  // Tab two hears of tab one's file as soon as it is written (its notice then goes after a while).
  await expect(two.getByText('Updated from another tab')).toBeVisible();
  await typeInEditor(two, 'from tab two');
  await expectEditorToContain(two, 'from tab two');
  await expect.poll(() => storedText(two)).toContain('from tab two');

  for (const page of [one, two]) {
    await page.reload();
    await treeItem(page, 'one.js').click();
    await waitForEditor(page);
    await expectEditorToContain(page, 'from tab one');
    await treeItem(page, 'two.js').click();
    await expect(page.locator('.editor-file-name')).toHaveText('two.js');
    await expectEditorToContain(page, 'from tab two');
  }
});

test('unreadable stored files are kept aside, not overwritten', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('files', '{"this is": not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByText('Saved files could not be read')).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('files.unreadable.'))
      .map((k) => localStorage.getItem(k)),
  );
  expect(kept).toEqual(['{"this is": not json']);
  await expect(treeItem(page, 'welcome.md')).toBeVisible();
});

test('unsaved work survives a crash of another region', async ({ page }) => {
  await page.goto('/');
  await newFile(page, 'unsaved.js');
  await waitForEditor(page);
  await typeInEditor(page, 'not saved yet');
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Search commands' }).fill('Simulate Render Error');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Error Protection Active')).toBeVisible();
  // The editor keeps its text and its modified mark while the explorer is down...
  await expectEditorToContain(page, 'not saved yet');
  await expect(page.locator('.editor-header').getByRole('img', { name: 'Modified' })).toBeVisible();
  // ...and after recovery and a reload nothing is lost.
  await page.getByRole('button', { name: 'Auto-Recover' }).click();
  await expect(treeItem(page, 'unsaved.js')).toBeVisible();
  await page.reload();
  await waitForEditor(page);
  await expectEditorToContain(page, 'not saved yet');
});

const entry = (name: string, content: string, path = `/${name}`) => ({
  id: `id-${name}`,
  name,
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
});

test('a file list from the old storage moves to IndexedDB, is kept as a backup until checked, then removed', async ({
  page,
}) => {
  const old = [
    { ...entry('lib', ''), type: 'folder', expanded: true },
    entry('util.js', 'export const two = 2;', '/lib/util.js'),
    entry('main.js', 'console.log("moved");'),
  ];
  await seedFiles(page, old);
  await page.goto('/');
  await treeItem(page, 'main.js').click();
  await waitForEditor(page);
  await expectEditorToContain(page, 'console.log("moved");');
  await expect(treeItem(page, 'util.js')).toBeVisible();
  const keys = () =>
    page.evaluate(() => ({
      files: localStorage.getItem('files'),
      backup: localStorage.getItem('files.migrated-backup'),
    }));
  expect(await keys()).toEqual({ files: null, backup: JSON.stringify(old) });
  expect((await storedFileRecords(page)).map((r) => r.name).sort()).toEqual([
    'lib',
    'main.js',
    'util.js',
  ]);
  await page.reload();
  await expect(treeItem(page, 'util.js')).toBeVisible();
  await expect.poll(keys).toEqual({ files: null, backup: null });
});

test('a bad record is left out and offered in Recover Saved Data; an invalid name is renamed and said so', async ({
  page,
}) => {
  await seedFiles(page, [
    entry('good.js', 'still here'),
    { ...entry('broken.js', ''), content: 42 },
    entry('a<b>|"?*.js', 'odd name'),
  ]);
  await page.goto('/');
  await expect(treeItem(page, 'good.js')).toBeVisible();
  await expect(treeItem(page, 'a_b_____.js')).toBeVisible();
  await expect(treeItem(page, 'broken.js')).toHaveCount(0);
  await expect(page.getByText('Some names were changed')).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Some saved data could not be read' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Recover Saved Data' }).click();
  const kept = page
    .getByRole('dialog', { name: 'Recover Saved Data' })
    .getByRole('listitem')
    .filter({ hasText: 'broken.js' });
  const download = page.waitForEvent('download');
  await kept.getByRole('button', { name: 'Download' }).click();
  const saved = await (await download).createReadStream();
  let text = '';
  for await (const chunk of saved) text += String(chunk);
  expect(text).toContain('"broken.js"');
  // The renamed file is stored under its new name; the bad record stays kept.
  await expect
    .poll(async () => (await storedFileRecords(page)).map((r) => r.name).sort())
    .toEqual(['a_b_____.js', 'broken.js', 'good.js']);
});

test('when IndexedDB cannot be used the old list stays, keeps working, and the user is told', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('blocked for the test', 'SecurityError');
    };
  });
  await seedFiles(page, [entry('old.js', 'from before')]);
  await page.goto('/');
  await expect(page.getByText('Files stay in the old storage')).toBeVisible();
  await treeItem(page, 'old.js').click();
  await waitForEditor(page);
  await typeInEditor(page, ' and after');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('files') ?? ''))
    .toContain('from before and after');
});

test('asks once for persistent storage, shows the use in the status bar, and warns above 90%', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { storageAsked: asked });
    const storage = navigator.storage;
    storage.persisted = () => Promise.resolve(false);
    storage.persist = () => {
      asked.push('persist');
      return Promise.resolve(true);
    };
    storage.estimate = () => Promise.resolve({ usage: 950_000_000, quota: 1_000_000_000 });
  });
  await page.goto('/');
  const marker = page.getByRole('contentinfo').getByText('Storage 95%');
  await expect(marker).toHaveAttribute(
    'title',
    'Files are saved in this browser: 950 MB of 1 GB used (95%). The browser keeps these files until you clear site data.',
  );
  const warning = page.getByRole('alert').filter({ hasText: 'Browser storage is nearly full' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Download as zip' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { storageAsked: string[] }).storageAsked),
  ).toEqual(['persist']);
});
