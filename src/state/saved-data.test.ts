// @vitest-environment jsdom
// jsdom has no IndexedDB: the records are kept on the localStorage fallback, as in
// files-persistence.test.ts; the IndexedDB records are covered end to end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesStore } from './files-store';
import { filesSettled, startFilesPersistence, stopFilesPersistence } from './files-persistence';
import { deleteKept, downloadName, listKeptData, restoreKept } from './saved-data';

const file = (name: string, content: unknown, extra: object = {}) => ({
  id: `id-${name}`,
  name,
  type: 'file',
  content,
  path: `/${name}`,
  modified: false,
  lastSaved: null,
  ...extra,
});

const paths = () => filesStore.getState().entries.map((e) => e.path);

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(
    'files',
    JSON.stringify([
      file('good.js', 'ok'),
      { name: 'rescued.js', content: 'no id, no dates', path: '/rescued.js' },
      file('numbers.js', 42),
    ]),
  );
  localStorage.setItem(
    'files.unreadable.1700000000000',
    '[' + JSON.stringify(file('good.js', 'older text')) + ',{"name":"cut',
  );
  await startFilesPersistence();
});
afterEach(async () => {
  stopFilesPersistence();
  await filesSettled();
});

describe('saved data kept aside', () => {
  it('lists the backup keys and the records that could not be read', async () => {
    const items = await listKeptData();
    expect(items.map((i) => [i.kind, i.key])).toEqual([
      ['backup', 'files.unreadable.1700000000000'],
      ['record', 'unreadable.1'],
      ['record', 'id-numbers.js'],
    ]);
    expect(items[0]?.title).toMatch(/^Saved files that could not be read, kept on /);
    expect(items[1]?.title).toBe('A saved file that could not be read: "rescued.js"');
    expect(items[1]?.text).toContain('"content": "no id, no dates"');
    expect(items.map(downloadName)).toEqual([
      'files.unreadable.1700000000000.txt',
      'record-unreadable.1.json',
      'record-id-numbers.js.json',
    ]);
    expect(paths()).toEqual(['/good.js']);
  });

  it('restores what can be read, renaming on a clash, and says what could not be', async () => {
    const [backup, rescued, numbers] = await listKeptData();
    if (!backup || !rescued || !numbers) throw new Error('missing items');
    expect(restoreKept(rescued)).toMatchObject({
      title: 'Restored 1 file',
      lines: ['Restored rescued.js.'],
    });
    const fromBackup = restoreKept(backup);
    expect(fromBackup.title).toBe('Restored 1 file');
    expect(fromBackup.lines).toContain(
      'A file with that name was already there, so "good.js" came back as "good-2.js".',
    );
    expect(fromBackup.lines.at(-1)).toBe(
      'Could not restore: The saved text is damaged; 1 whole item could be read from it.',
    );
    expect(restoreKept(numbers).lines).toEqual([
      'Could not restore: "numbers.js" has no text to restore (its text is a number).',
      'Download the saved data to look at it yourself.',
    ]);
    expect(paths()).toEqual(['/good.js', '/rescued.js', '/good-2.js']);
    expect(filesStore.getState().entries.find((e) => e.path === '/good-2.js')?.content).toBe(
      'older text',
    );
  });

  it('deletes only the item chosen', async () => {
    const [backup, rescued] = await listKeptData();
    if (!backup || !rescued) throw new Error('missing items');
    await deleteKept(backup);
    await deleteKept(rescued);
    expect(localStorage.getItem('files.unreadable.1700000000000')).toBeNull();
    expect((await listKeptData()).map((i) => i.key)).toEqual(['id-numbers.js']);
    const stored = JSON.parse(localStorage.getItem('files') ?? '[]') as { name: string }[];
    expect(stored.map((r) => r.name)).toEqual(['good.js', 'numbers.js']);
  });
});
