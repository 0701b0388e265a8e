// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { filesStore } from '../state/files-store';
import { toastsStore } from '../state/toasts-store';
import { encodeShare } from '../core/share/share-link';
import { openShareLink } from './deep-link';

async function linkFor(name: string, content: string, language?: string): Promise<string> {
  const encoded = await encodeShare({ name, content, ...(language ? { language } : {}) });
  if (!encoded.ok) throw new Error(encoded.error);
  return `#share=${encoded.value}`;
}

const lastToast = () => toastsStore.getState().toasts.at(-1);

beforeEach(() => {
  filesStore.setState({ entries: [], activeId: null, expanded: new Set() });
  toastsStore.setState({ toasts: [] });
  history.replaceState(null, '', '/');
});

describe('share links at start-up', () => {
  it('adds the shared file, opens it and clears the fragment', async () => {
    const hash = await linkFor('main.py', 'print("hi")\n', 'python');
    history.replaceState(null, '', `/${hash}`);
    await openShareLink(window.location.hash);
    const [entry] = filesStore.getState().entries;
    expect(entry).toMatchObject({ name: 'main.py', content: 'print("hi")\n', language: 'python' });
    expect(filesStore.getState().activeId).toBe(entry?.id);
    expect(window.location.hash).toBe('');
    expect(lastToast()).toMatchObject({ type: 'success', title: 'Shared file opened' });
  });

  it('gives a free name when the name is taken and keeps the existing file', async () => {
    filesStore.getState().createFile('main.py', '/', 'mine');
    await openShareLink(await linkFor('main.py', 'theirs'));
    const files = filesStore.getState().entries.map((e) => [e.name, e.content]);
    expect(files).toEqual([
      ['main.py', 'mine'],
      ['main-2.py', 'theirs'],
    ]);
    expect(lastToast()?.message).toContain('was added as "main-2.py"');
  });

  it('ignores a language it does not know', async () => {
    await openShareLink(await linkFor('a.txt', 'x', 'klingon'));
    expect(filesStore.getState().entries[0]?.language).toBeUndefined();
  });

  it.each([
    ['malformed', '#share=%%%'],
    ['cut off', '#share=8yXLSc7PV8jPS1GoLK7'],
    ['empty', '#share='],
  ])('refuses a %s link and changes no file', async (_label, hash) => {
    filesStore.getState().createFile('keep.js', '/', 'safe');
    const before = filesStore.getState().entries;
    await openShareLink(hash);
    expect(filesStore.getState().entries).toBe(before);
    expect(lastToast()).toMatchObject({ type: 'error', title: 'Could not open the shared file' });
  });

  it('refuses a shared file whose name is not allowed', async () => {
    const before = filesStore.getState().entries;
    await openShareLink(await linkFor('bad:name.js', 'x'));
    expect(filesStore.getState().entries).toBe(before);
    expect(lastToast()?.message).toContain('cannot contain ":"');
  });

  it('does nothing without a share fragment', async () => {
    await openShareLink('#other=1');
    expect(filesStore.getState().entries).toEqual([]);
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
