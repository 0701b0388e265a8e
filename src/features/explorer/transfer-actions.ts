/**
 * Projects in and out, on the browser's side: downloads, the folder and file pickers, walking a
 * dropped folder, reading bytes with a progress bar, and the questions on name clashes. What
 * comes in and where it lands is decided in core/files/transfer.ts.
 */
import { create } from 'zustand';
import { filesStore } from '../../state/files-store';
import { editorService } from '../../state/editor-service';
import { toast } from '../../state/toasts-store';
import { download, downloadZip } from '../../state/export';
import { choiceDialog } from '../../ui/dialogs';
import { linkOpenedFolder } from './disk-actions';
import { OCTET_STREAM } from '../../core/files/binary';
import { newId, parentPath } from '../../core/files/file-entry';
import {
  applyImport,
  bytesToCompare,
  checkImportSize,
  count,
  describeRenamed,
  describeSkipped,
  findClashes,
  isIgnoredFolder,
  planImport,
  readZip,
  splitIgnored,
  type ClashChoice,
  type ImportResult,
  type IncomingFile,
  type Skipped,
} from '../../core/files/transfer';

/** The import under way: files read so far out of all; null when none is running. */
export const importProgress = create<{ done: number; total: number } | null>(() => null);

/** Downloads the project ('/') or one folder as a zip with the same files and folders. */
export function downloadZipFlow(folder = '/'): void {
  void downloadZip(folder);
}

/** Downloads one file as it is: text in UTF-8, a binary file its bytes. */
export function downloadFileFlow(id: string): void {
  const entry = editorService.readFile(id);
  if (!entry || entry.type !== 'file') return;
  if (entry.blob) download(entry.name, entry.blob, entry.blob.type || OCTET_STREAM);
  else download(entry.name, entry.content, 'text/plain;charset=utf-8');
}

/** A file to import, not read yet, at its path inside the import. */
interface Source {
  path: string;
  file: File;
}

/** What a picker or a drop gave: files, zips to unpack, folders found empty, folders left out. */
interface Gathered {
  sources: Source[];
  zips: File[];
  emptyFolders: string[];
  skipped: Skipped[];
}

const emptyGathered = (): Gathered => ({ sources: [], zips: [], emptyFolders: [], skipped: [] });
const isZip = (file: File) => /\.zip$/i.test(file.name);

/**
 * Imports into `target` ('/' for the root): reads the files with a progress bar, asks on each
 * name clash (or once for all), then adds everything in one change and says what came in and
 * what did not. A refusal or a cancel changes nothing. `onImported` hears of an import done.
 */
async function importGathered(
  gathered: Gathered,
  target: string,
  onImported?: (result: ImportResult) => void,
): Promise<void> {
  if (importProgress.getState()) {
    toast({
      type: 'info',
      title: 'Import',
      message: 'An import is running. Wait for it to finish.',
    });
    return;
  }
  const { kept, skipped: ignored } = splitIgnored(gathered.sources);
  const tooBig = checkImportSize([...kept.map((s) => s.file), ...gathered.zips]);
  if (tooBig) {
    toast({ type: 'error', title: 'Not imported', message: tooBig });
    return;
  }
  const total = kept.length + gathered.zips.length;
  if (total === 0 && gathered.emptyFolders.length === 0) {
    const left = describeSkipped([...gathered.skipped, ...ignored]);
    toast({ type: 'info', title: 'Nothing to import', message: left.join(' ') || 'No files.' });
    return;
  }
  importProgress.setState({ done: 0, total }, true);
  try {
    const incoming: IncomingFile[] = [];
    const folders = [...gathered.emptyFolders];
    const skipped = [...gathered.skipped, ...ignored];
    let done = 0;
    const BATCH = 32;
    for (let i = 0; i < kept.length; i += BATCH) {
      const batch = kept.slice(i, i + BATCH);
      const read = await Promise.all(
        batch.map(async (s) => ({
          path: s.path,
          bytes: new Uint8Array(await s.file.arrayBuffer()),
        })),
      );
      incoming.push(...read);
      done += batch.length;
      importProgress.setState({ done, total }, true);
    }
    for (const zip of gathered.zips) {
      let contents;
      try {
        contents = readZip(new Uint8Array(await zip.arrayBuffer()));
      } catch (error) {
        toast({
          type: 'error',
          title: `${zip.name} not imported`,
          message: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      incoming.push(...contents.files);
      folders.push(...contents.folders);
      skipped.push(...contents.skipped);
      importProgress.setState({ done: ++done, total }, true);
    }
    const plan = planImport(incoming, folders);
    plan.skipped.unshift(...skipped);
    const storedBytes = await bytesToCompare(filesStore.getState().entries, plan);
    const decisions = await askAboutClashes(
      findClashes(filesStore.getState().entries, plan, target, storedBytes),
    );
    if (!decisions) {
      toast({ type: 'info', title: 'Import cancelled', message: 'Nothing was changed.' });
      return;
    }
    const state = filesStore.getState();
    const result = applyImport(
      state.entries,
      plan,
      target,
      (path) => decisions.get(path) ?? 'skip',
      () => newId(Date.now()),
      storedBytes,
    );
    const opened = result.added.filter((e) => e.type === 'folder' && parentPath(e.path) === target);
    const targetFolder = state.entries.find((e) => e.path === target);
    state.replaceEntries(
      result.entries,
      new Set([
        ...state.expanded,
        ...opened.map((e) => e.id),
        ...(targetFolder ? [targetFolder.id] : []),
      ]),
    );
    onImported?.(result);
    const addedFiles = result.added.filter((e) => e.type === 'file').length;
    const parts = [
      `${count(addedFiles, 'new file')}`,
      ...(result.replaced.length > 0 ? [`${count(result.replaced.length, 'file')} replaced`] : []),
      ...(result.unchanged > 0 ? [`${count(result.unchanged, 'file')} already the same`] : []),
      ...(result.skippedClashes.length > 0
        ? [`${count(result.skippedClashes.length, 'file')} skipped (name taken)`]
        : []),
    ];
    const where = target === '/' ? '' : ` into ${target}`;
    const notes = [...describeRenamed(plan.renamed), ...describeSkipped(plan.skipped)];
    toast({
      type: 'success',
      title: `Imported ${count(addedFiles + result.replaced.length, 'file')}${where}`,
      message: [`${parts.join(', ')}.`, ...notes].join(' '),
      duration: notes.length > 0 ? 10_000 : undefined,
    });
  } finally {
    importProgress.setState(null, true);
  }
}

/**
 * One question per clash, unless the person ticks 'apply to all'. The project path of each
 * clash → what to do; null when they cancel.
 */
async function askAboutClashes(
  clashes: readonly string[],
): Promise<Map<string, ClashChoice> | null> {
  const decisions = new Map<string, ClashChoice>();
  for (let i = 0; i < clashes.length; i++) {
    const path = clashes[i] as string;
    const left = clashes.length - i;
    const answer = await choiceDialog({
      title: 'File already exists',
      message:
        `"${path.slice(1)}" is already in the project with different contents. ` +
        'Replace it with the imported file, keep both (the new one gets a new name), or skip it?',
      choices: [
        { id: 'keep-both', label: 'Keep both' },
        { id: 'replace', label: 'Replace' },
        { id: 'skip', label: 'Skip' },
      ],
      applyToAllLabel: left > 1 ? `Do this for all ${left} files with a taken name` : undefined,
    });
    if (!answer) return null;
    const choice = answer.choice as ClashChoice;
    if (answer.applyToAll) {
      for (const rest of clashes.slice(i)) decisions.set(rest, choice);
      break;
    }
    decisions.set(path, choice);
  }
  return decisions;
}

/** Files chosen in a file input: with a folder input each has its path inside the folder. */
function gatherFileList(files: readonly File[]): Gathered {
  const gathered = emptyGathered();
  for (const file of files) {
    const path = file.webkitRelativePath || file.name;
    if (path === file.name && isZip(file)) gathered.zips.push(file);
    else gathered.sources.push({ path, file });
  }
  return gathered;
}

/** One hidden input per kind, reused, so the browser's file chooser opens from a command. */
const inputs = new Map<string, HTMLInputElement>();

function pickFiles(kind: 'folder' | 'files' | 'zip'): Promise<File[]> {
  let input = inputs.get(kind);
  if (!input) {
    input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    input.dataset.import = kind;
    if (kind === 'folder') input.webkitdirectory = true;
    if (kind === 'files') input.multiple = true;
    if (kind === 'zip') input.accept = '.zip,application/zip';
    document.body.append(input);
    inputs.set(kind, input);
  }
  const chooser = input;
  chooser.value = '';
  return new Promise((resolve) => {
    const finish = () => {
      chooser.removeEventListener('change', finish);
      chooser.removeEventListener('cancel', finish);
      resolve([...(chooser.files ?? [])]);
    };
    chooser.addEventListener('change', finish);
    chooser.addEventListener('cancel', finish);
    chooser.click();
  });
}

interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<
    DirectoryHandle | { kind: 'file'; name: string; getFile(): Promise<File> }
  >;
}
type PickerWindow = Window & {
  showDirectoryPicker?: (options?: object) => Promise<DirectoryHandle>;
};

async function gatherHandle(handle: DirectoryHandle, path: string, into: Gathered): Promise<void> {
  let empty = true;
  for await (const child of handle.values()) {
    empty = false;
    const childPath = `${path}/${child.name}`;
    if (child.kind === 'directory') {
      if (isIgnoredFolder(child.name)) into.skipped.push({ path: childPath, reason: 'ignored' });
      else await gatherHandle(child, childPath, into);
    } else {
      into.sources.push({ path: childPath, file: await child.getFile() });
    }
  }
  if (empty) into.emptyFolders.push(path);
}

/** Open Folder: the browser's folder picker where it has one, else a folder file input. */
export async function openFolderFlow(target = '/'): Promise<void> {
  const picker = (window as PickerWindow).showDirectoryPicker;
  if (!picker) {
    const files = await pickFiles('folder');
    if (files.length > 0) await importGathered(gatherFileList(files), target);
    return;
  }
  let handle: DirectoryHandle;
  try {
    handle = await picker.call(window, { id: 'open-folder', mode: 'read' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return; // closed the picker
    toast({
      type: 'error',
      title: 'Folder not opened',
      message: `The browser did not allow it: ${error instanceof Error ? error.message : String(error)}`,
    });
    return;
  }
  const gathered = emptyGathered();
  await gatherHandle(handle, handle.name, gathered);
  // The project folder keeps the picker's handle, for Save to Disk.
  const folderHandle = handle as unknown as FileSystemDirectoryHandle;
  await importGathered(gathered, target, (result) => {
    void linkOpenedFolder(folderHandle, result, target);
  });
}

export async function importFilesFlow(target = '/'): Promise<void> {
  const files = await pickFiles('files');
  if (files.length > 0) await importGathered(gatherFileList(files), target);
}

export async function importZipFlow(target = '/'): Promise<void> {
  const [file] = await pickFiles('zip');
  if (file) await importGathered({ ...emptyGathered(), zips: [file] }, target);
}

/** The entries of a dropped folder, all of them (a reader gives them in parts). */
function readAll(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    const next = () =>
      reader.readEntries((part) => {
        if (part.length === 0) resolve(all);
        else {
          all.push(...part);
          next();
        }
      }, reject);
    next();
  });
}

async function gatherEntry(entry: FileSystemEntry, path: string, into: Gathered): Promise<void> {
  if (entry.isDirectory) {
    if (isIgnoredFolder(entry.name)) {
      into.skipped.push({ path, reason: 'ignored' });
      return;
    }
    const children = await readAll(entry as FileSystemDirectoryEntry);
    if (children.length === 0) into.emptyFolders.push(path);
    for (const child of children) await gatherEntry(child, `${path}/${child.name}`, into);
  } else {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    into.sources.push({ path, file });
  }
}

/** What a drop carried, taken during the drop event (its items are gone after it). */
export interface DroppedItem {
  entry: FileSystemEntry | null;
  file: File | null;
}

export function droppedItems(data: DataTransfer): DroppedItem[] {
  return [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
}

/** A drop of files, folders and zips onto the explorer, into `target`. */
export async function importDropped(items: readonly DroppedItem[], target: string): Promise<void> {
  const gathered = emptyGathered();
  try {
    for (const { entry, file } of items) {
      if (entry?.isDirectory) await gatherEntry(entry, entry.name, gathered);
      else if (file && isZip(file)) gathered.zips.push(file);
      else if (file) gathered.sources.push({ path: file.name, file });
    }
  } catch (error) {
    toast({
      type: 'error',
      title: 'Not imported',
      message: `The dropped files could not be read (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
    });
    return;
  }
  await importGathered(gathered, target);
}

export const DROP_HINT =
  'Drop files, folders or a .zip here to import them (node_modules and .git are left out).';
