// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEntry } from '../../core/files/file-entry';
import { fileEntry } from '../../core/files/test-entries';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const file = (id: string, name: string, content: string, conflictOf?: string): FileEntry =>
  fileEntry(id, name, content, conflictOf ? { conflictOf } : {});

async function load(activeId: string) {
  const { createRegistry } = await import('../../core/commands/registry');
  const { conflictCommands } = await import('./conflict-commands');
  const { filesStore } = await import('../../state/files-store');
  const { conflictsStore } = await import('../../state/conflicts-store');
  const { toastsStore } = await import('../../state/toasts-store');
  const registry = createRegistry({ isMac: false });
  for (const c of conflictCommands()) registry.register(c);
  filesStore.setState({
    entries: [
      file('a', 'a.js', 'this tab'),
      file('b', 'b.js', 'B'),
      file('a.other-tab', 'a (other tab).js', 'other tab', 'a'),
    ],
    activeId,
  });
  const texts = () => filesStore.getState().entries.map((e) => `${e.name}: ${e.content}`);
  return { registry, files: filesStore, conflicts: conflictsStore, toasts: toastsStore, texts };
}

describe('conflict commands', () => {
  it('are offered only while the open file is in a conflict', async () => {
    const { registry, files } = await load('a');
    expect(registry.available().map((c) => c.id)).toContain('conflict.compare');
    files.getState().open('b');
    expect(registry.available().map((c) => c.id)).not.toContain('conflict.compare');
    expect(registry.available().map((c) => c.id)).not.toContain('conflict.keepThis');
  });

  it('on the file: Keep the Other Version takes the copy’s text and deletes the copy', async () => {
    const { registry, files, texts, toasts } = await load('a');
    await registry.run('conflict.keepOther', 'palette');
    expect(texts()).toEqual(['a.js: other tab', 'b.js: B']);
    expect(files.getState().activeId).toBe('a');
    expect(toasts.getState().toasts.at(-1)?.message).toBe(
      '"a.js" now has the text of "a (other tab).js", which was deleted.',
    );
  });

  it('on the copy: Keep This Version keeps the copy’s text, in the file', async () => {
    const { registry, files, texts } = await load('a.other-tab');
    await registry.run('conflict.keepThis', 'button');
    expect(texts()).toEqual(['a.js: other tab', 'b.js: B']);
    expect(files.getState().activeId).toBe('a');
  });

  it('on the copy: Keep the Other Version keeps the file as it is', async () => {
    const { registry, files, texts } = await load('a.other-tab');
    await registry.run('conflict.keepOther', 'button');
    expect(texts()).toEqual(['a.js: this tab', 'b.js: B']);
    expect(files.getState().activeId).toBe('a');
  });

  it('Compare opens the compare view on the file’s conflict', async () => {
    const { registry, conflicts } = await load('a.other-tab');
    await registry.run('conflict.compare', 'palette');
    expect(conflicts.getState().comparing).toBe('a');
  });
});
