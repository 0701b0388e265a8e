/**
 * The one way the rest of the app talks to the editor, without touching Monaco.
 *
 * Reads of a file's text always see the open editor's buffer: the editor does not copy its text
 * into the files store per keystroke (state/live-buffers.ts), so `readText`, `readFile` and
 * `readFiles` pull a buffer's newest text before answering. Nothing else needs to remember to.
 *
 * Actions on the editor (insert, replace, reveal, selection, open models, its AI actions) reach
 * the mounted editor directly: the editor registers them when it starts and unregisters them
 * when disposed. While Monaco has not loaded they do nothing and reads answer null.
 */
import type { Edit } from '../core/ai/edits';
import type { FileEntry } from '../core/files/file-entry';
import { filesStore } from './files-store';
import { flushLiveBuffer, flushLiveBuffers } from './live-buffers';
import { workspaceStore } from './workspace-store';
import { editorBridge, type EditorSelection } from './editor-bridge';

/** A Monaco model the editor holds in memory: one per open file. */
export interface OpenModelInfo {
  name: string;
  lines: number;
  characters: number;
  /** The model the editor shows. */
  shown: boolean;
}

/** What the mounted editor provides (features/editor/addons/service.ts). */
export interface EditorPort {
  /** Inserts at the cursor of `fileId` when it is shown (replacing the selection): one undo step. */
  insertAtCursor(fileId: string, text: string): void;
  /** Replaces the whole text of `fileId` when it is shown: one undo step. */
  replaceFile(fileId: string, text: string): void;
  /** Makes `edit` in `fileId` when it is shown, the cursor after it: one undo step. */
  applyEdit(fileId: string, edit: Edit): void;
  /** Moves the cursor to a position of the shown file, centres it and takes focus. */
  revealLine(line: number, column: number): void;
  /** The shown file's selection right now; null when nothing is selected. */
  readSelection(): EditorSelection | null;
  openModels(): OpenModelInfo[];
}

/** The editor's AI actions (features/editor/ai-controller.ts), once it has started. */
export interface EditorAiPort {
  optimize(): Promise<void>;
  autoFix(): Promise<void>;
  triggerCompletion(): void;
}

let port: EditorPort | null = null;
let aiPort: EditorAiPort | null = null;

export const editorService = {
  /** The newest text of a file, typed text included. */
  readText(id: string): string | undefined {
    return editorService.readFile(id)?.content;
  },
  /** A file's entry with the newest text of its buffer. */
  readFile(id: string): FileEntry | undefined {
    flushLiveBuffer(id);
    return filesStore.getState().entries.find((e) => e.id === id);
  },
  /** Every entry with the newest text of every open buffer. */
  readFiles(): readonly FileEntry[] {
    flushLiveBuffers();
    return filesStore.getState().entries;
  },
  insertAtCursor(fileId: string, text: string): void {
    port?.insertAtCursor(fileId, text);
  },
  replaceFile(fileId: string, text: string): void {
    port?.replaceFile(fileId, text);
  },
  applyEdit(fileId: string, edit: Edit): void {
    port?.applyEdit(fileId, edit);
  },
  revealLine(line: number, column = 1): void {
    port?.revealLine(line, column);
  },
  /** Gives the editor (or the binary preview in its place) the focus, once it is there. */
  focus(): void {
    workspaceStore.getState().focusEditor();
  },
  /** The selection right now; without the editor, the last one it published. */
  readSelection(): EditorSelection | null {
    return port ? port.readSelection() : editorBridge.getState().selection;
  },
  /** The editor's models; null before the editor has loaded. */
  openModels(): OpenModelInfo[] | null {
    return port ? port.openModels() : null;
  },
  /** The editor's AI actions; null before the editor's AI has started. */
  ai(): EditorAiPort | null {
    return aiPort;
  },
  /** The editor registers itself; the returned function unregisters it. */
  attach(next: EditorPort): () => void {
    port = next;
    return () => {
      if (port === next) port = null;
    };
  },
  /** The editor's AI registers its actions; the returned function unregisters them. */
  attachAi(next: EditorAiPort): () => void {
    aiPort = next;
    return () => {
      if (aiPort === next) aiPort = null;
    };
  },
};
