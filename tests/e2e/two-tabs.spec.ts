import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  editorText,
  expectEditorToContain,
  newFile,
  seriousViolations,
  storedFileRecords,
  treeItem,
  type StoredFileRecord,
  typeInEditor,
  waitForEditor,
} from './helpers';

/**
 * Keeps every tab's writes to the stored files waiting (a read-write transaction that stays
 * open) until releaseWrites: both tabs then change the file before either change is stored, as
 * two people typing at the same moment do.
 */
function holdWrites(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('editor-files');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('entries', 'readwrite');
          const store = tx.objectStore('entries');
          const flag = window as unknown as { writesHeld: boolean };
          flag.writesHeld = true;
          // A transaction with a request pending stays open.
          const spin = () => {
            if (flag.writesHeld) store.get('none').onsuccess = spin;
          };
          store.get('none').onsuccess = () => {
            spin();
            resolve();
          };
          tx.oncomplete = () => db.close();
        };
      }),
  );
}

const releaseWrites = (page: Page) =>
  page.evaluate(() => Object.assign(window, { writesHeld: false }));

const COPY = 'a (other tab).js';
const KEPT = `Edited in two tabs. You are looking at this tab's version; the other tab's is in "${COPY}".`;
const SWITCHED = `Another tab changed this file; you are looking at its version. This tab's version is in "${COPY}".`;
const bar = (page: Page) => page.getByRole('region', { name: 'Edited in two tabs' });

test('one file edited in two tabs: one copy, a bar in both, compare, keep the other version', async ({
  context,
}) => {
  test.slow(); // two pages each loading the whole editor, and four rounds of edits in both
  const one = await context.newPage();
  await one.goto('/');
  await newFile(one, 'a.js');
  await waitForEditor(one);
  const two = await context.newPage();
  await two.goto('/');
  await treeItem(two, 'a.js').click();
  await waitForEditor(two);
  const tabs = [one, two] as const;

  // Both tabs edit a.js before either edit is stored, four times over.
  let stored: StoredFileRecord[] = [];
  for (let round = 1; round <= 4; round++) {
    await holdWrites(one);
    await typeInEditor(one, ` one${round}`);
    await expectEditorToContain(one, `one${round}`);
    await typeInEditor(two, ` two${round}`);
    await expectEditorToContain(two, `two${round}`);
    await releaseWrites(one);
    // Stored: a.js with one tab's version, and one copy with the other's.
    await expect
      .poll(async () => {
        stored = await storedFileRecords(one);
        const texts = stored.map((f) => f.content).join('\n');
        return {
          names: stored.map((f) => f.name).filter((n) => n.startsWith('a')),
          both: texts.includes(`one${round}`) && texts.includes(`two${round}`),
        };
      })
      .toEqual({ names: ['a.js', 'a (other tab).js'], both: true });
    // Both tabs show what a.js now holds before the next round.
    const file = stored.find((f) => f.name === 'a.js')!;
    for (const page of tabs)
      await expect.poll(() => editorText(page)).toContain(file.content.trim());
  }

  const file = stored.find((f) => f.name === 'a.js')!;
  const copy = stored.find((f) => f.name === COPY)!;
  expect(copy.conflictOf).toBeTruthy();
  for (const page of tabs) {
    const copies = page.getByRole('treeitem', { name: /other tab/ });
    await expect(copies).toHaveCount(1);
    await expect(treeItem(page, COPY)).toBeVisible();
  }
  // The tab whose version stayed says so; the other says its editor now shows the other tab's.
  const [kept, switched] = file.content.endsWith('one4') ? [one, two] : [two, one];
  await expect(bar(kept)).toContainText(KEPT);
  await expect(bar(switched)).toContainText(SWITCHED);
  for (const page of tabs) {
    for (const name of ['Compare', 'Keep this version', 'Keep the other version']) {
      await expect(bar(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
  }
  expect(await seriousViolations(kept, '.conflict-bar')).toEqual([]);

  // The palette runs it too.
  await switched.keyboard.press('ControlOrMeta+k');
  await switched
    .getByRole('combobox', { name: 'Search commands' })
    .fill("Compare With Other Tab's Version");
  await switched.keyboard.press('Enter');
  await expect(switched.getByRole('dialog', { name: 'Two versions of a.js' })).toBeVisible();
  await switched.keyboard.press('Escape');
  await expect(switched.getByRole('dialog')).toBeHidden();

  // Compare: both versions side by side.
  await bar(kept).getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = kept.getByRole('dialog', { name: 'Two versions of a.js' });
  await expect(dialog).toBeVisible();
  const diff = dialog.locator('.monaco-diff-editor');
  await expect(diff.locator('.editor.original')).toContainText(
    copy.content.trim().split(' ').pop()!,
  );
  await expect(diff.locator('.editor.modified')).toContainText(
    file.content.trim().split(' ').pop()!,
  );
  expect(await seriousViolations(kept, '[role="dialog"]')).toEqual([]);

  // Keep the other version: a.js gets the copy's text and the copy is gone, in both tabs.
  await dialog.getByRole('button', { name: 'Keep the other version' }).click();
  await expect(dialog).toBeHidden();
  for (const page of tabs) {
    await expect(treeItem(page, COPY)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('.editor-file-name')).toHaveText('a.js');
    await expect.poll(() => editorText(page)).toContain(copy.content.trim());
  }
  await expect
    .poll(async () => (await storedFileRecords(one)).map((f) => [f.name, f.content]))
    .toEqual([
      ['a.js', copy.content],
      ['welcome.md', expect.any(String)],
    ]);
});
