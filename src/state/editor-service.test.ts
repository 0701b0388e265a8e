import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileEntry } from '../core/files/test-entries';
import { filesStore } from './files-store';
import { markBufferDirty, registerLiveBuffer } from './live-buffers';
import { editorBridge } from './editor-bridge';
import { editorService, type EditorPort } from './editor-service';

const file = (id: string, content: string) => fileEntry(id, `${id}.js`, content);

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  editorBridge.setState({ selection: null });
});

/** A file open in the editor whose buffer holds `typed`, not yet copied to the store. */
function openWithTyping(id: string, stored: string, typed: string) {
  filesStore.setState({ entries: [file(id, stored), file('other', 'x')], activeId: id });
  let buffer = typed;
  const read = vi.fn(() => buffer);
  cleanups.push(registerLiveBuffer(id, read));
  markBufferDirty(id);
  return { read, type: (next: string) => ((buffer = next), markBufferDirty(id)) };
}

describe('editorService reads', () => {
  it('see the open buffer’s newest text, not the last stored copy', () => {
    const buffer = openWithTyping('a', 'let a = 1;', 'let a = 2;');
    expect(editorService.readText('a')).toBe('let a = 2;');
    expect(editorService.readFile('a')?.content).toBe('let a = 2;');
    buffer.type('let a = 3;');
    expect(editorService.readFiles().find((e) => e.id === 'a')?.content).toBe('let a = 3;');
    // The buffer is read once per change, not once per read.
    editorService.readText('a');
    expect(buffer.read).toHaveBeenCalledTimes(2);
  });

  it('answer a file that is not open from the store, and nothing for an unknown one', () => {
    openWithTyping('a', '', 'typed');
    expect(editorService.readText('other')).toBe('x');
    expect(editorService.readText('missing')).toBeUndefined();
  });
});

describe('editorService actions', () => {
  it('reach the attached editor, and nothing once it is gone', () => {
    const port: EditorPort = {
      insertAtCursor: vi.fn(),
      replaceFile: vi.fn(),
      applyEdit: vi.fn(),
      revealLine: vi.fn(),
      readSelection: () => null,
      openModels: () => [{ name: 'a.js', lines: 1, characters: 3, shown: true }],
    };
    const detach = editorService.attach(port);
    editorService.insertAtCursor('a', 'x');
    editorService.replaceFile('a', 'y');
    editorService.revealLine(4);
    expect(port.insertAtCursor).toHaveBeenCalledWith('a', 'x');
    expect(port.replaceFile).toHaveBeenCalledWith('a', 'y');
    expect(port.revealLine).toHaveBeenCalledWith(4, 1);
    expect(editorService.openModels()).toHaveLength(1);
    detach();
    editorService.insertAtCursor('a', 'z');
    expect(port.insertAtCursor).toHaveBeenCalledTimes(1);
    expect(editorService.openModels()).toBeNull();
  });

  it('read the selection from the editor at once, else the last one it published', () => {
    const published = {
      fileId: 'a',
      text: 'old',
      startLine: 1,
      endLine: 1,
      startOffset: 0,
      endOffset: 3,
    };
    editorBridge.setState({ selection: published });
    expect(editorService.readSelection()).toBe(published);
    const now = { ...published, text: 'new' };
    const detach = editorService.attach({
      insertAtCursor: vi.fn(),
      replaceFile: vi.fn(),
      applyEdit: vi.fn(),
      revealLine: vi.fn(),
      readSelection: () => now,
      openModels: () => [],
    });
    expect(editorService.readSelection()).toBe(now);
    detach();
  });
});
