/**
 * Projects in and out: a zip of the project or of one folder, and the rules of an import (which
 * files come in, which are skipped and why, where each lands, what happens on a name clash).
 * Text comes in as text; any other file (an image, a sound, a font) comes in as its bytes.
 * The browser side only walks folders, reads bytes and asks the questions.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { isMediaName, mimeTypeOf } from './binary';
import { isInside, joinPath, parentPath, type FileEntry } from './file-entry';
import { uniqueName, validateName } from './names';
import { safeName } from './recover';

/** Folders an import leaves out unless asked: installed packages and version history. */
export const IGNORED_FOLDERS: readonly string[] = ['node_modules', '.git'];

export const IMPORT_LIMITS = {
  /** More files than this is refused as a whole: nothing is imported. */
  files: 10_000,
  /** A bigger file is skipped and named. */
  fileBytes: 20 * 1024 * 1024,
  /**
   * A bigger file that is not text is skipped and named: far more than a beginner's page needs
   * for one image or sound, and every byte is kept in browser storage.
   */
  binaryBytes: 10 * 1024 * 1024,
  /** More bytes than this in all the files together is refused as a whole. */
  totalBytes: 100 * 1024 * 1024,
} as const;

export type SkipReason = 'ignored' | 'binary-too-large' | 'too-large' | 'bad-name';

export interface Skipped {
  /** The path as it was in the folder or zip (an ignored folder once, not each file in it). */
  path: string;
  reason: SkipReason;
}

/** A file of an import once read: its path inside the import ('src/app.js') and its bytes. */
export interface IncomingFile {
  path: string;
  bytes: Uint8Array;
}

/** A file an import brings in: its text, or for any other file its bytes and MIME type. */
export interface ImportedFile {
  path: string;
  /** '' for a binary file. */
  content: string;
  binary?: { bytes: Uint8Array; type: string };
}

export function isIgnoredFolder(name: string): boolean {
  return IGNORED_FOLDERS.includes(name);
}

/**
 * A path of an import made relative and '/'-separated ('./a\\b.txt' → 'a/b.txt'); null when it
 * tries to leave the import ('..') or names nothing.
 */
export function normalizeImportPath(raw: string): string | null {
  const parts: string[] = [];
  for (const part of raw.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return null;
    parts.push(part);
  }
  return parts.length === 0 ? null : parts.join('/');
}

/** The first ignored folder on a path ('a/node_modules' for 'a/node_modules/x/y.js'), or null. */
export function ignoredFolderOf(path: string): string | null {
  const parts = path.split('/');
  // The last part is the file itself: only folders above it are ignored.
  const at = parts.slice(0, -1).findIndex(isIgnoredFolder);
  return at < 0 ? null : parts.slice(0, at + 1).join('/');
}

/**
 * The items of an import outside ignored folders, and each ignored folder once, so their files
 * are never read.
 */
export function splitIgnored<T extends { path: string }>(
  items: readonly T[],
): { kept: T[]; skipped: Skipped[] } {
  const kept: T[] = [];
  const seen = new Set<string>();
  const skipped: Skipped[] = [];
  for (const item of items) {
    const folder = ignoredFolderOf(normalizeImportPath(item.path) ?? item.path);
    if (folder === null) kept.push(item);
    else if (!seen.has(folder)) {
      seen.add(folder);
      skipped.push({ path: folder, reason: 'ignored' });
    }
  }
  return { kept, skipped };
}

/** What the files of an import weigh before they are read: refused as a whole, or a message. */
export function checkImportSize(items: readonly { size: number }[]): string | null {
  if (items.length > IMPORT_LIMITS.files) {
    return (
      `That is ${items.length.toLocaleString('en')} files; the editor takes at most ` +
      `${IMPORT_LIMITS.files.toLocaleString('en')} at once. Nothing was imported. ` +
      'Import a smaller folder or zip.'
    );
  }
  const total = items.reduce((sum, item) => sum + Math.min(item.size, IMPORT_LIMITS.fileBytes), 0);
  if (total > IMPORT_LIMITS.totalBytes) {
    return (
      `Those files hold ${megabytes(total)}; the editor takes at most ` +
      `${megabytes(IMPORT_LIMITS.totalBytes)} at once. Nothing was imported. ` +
      'Import a smaller folder or zip.'
    );
  }
  return null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The text of a file, or null when the editor cannot hold it as text: not UTF-8, or holding a
 * zero byte (images, fonts, programs). A byte order mark is kept, so the file goes out as it
 * came in.
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.indexOf(0) >= 0) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether every part of a path is a name the editor accepts for a file or folder. */
function validPath(path: string): boolean {
  return path.split('/').every((part) => validateName(part, [], 'file') === null);
}

export interface ImportPlan {
  files: ImportedFile[];
  /** Folders to create even when empty (from a zip's folder entries or an empty folder). */
  folders: string[];
  skipped: Skipped[];
  /** Paths the editor does not accept, and the names they came in under. */
  renamed: { from: string; to: string }[];
}

/** The path with each part the editor does not accept made into one it does. */
function acceptablePath(path: string): string {
  const parts = path.split('/');
  return parts.map((p, i) => safeName(p, i === parts.length - 1 ? 'file' : 'folder')).join('/');
}

/**
 * Sorts what was read into what comes in and what is skipped: ignored folders, too-large files,
 * and names the editor does not accept. A file that is not text, or is an image, sound or video
 * by its name, comes in as its bytes.
 */
export function planImport(
  incoming: readonly IncomingFile[],
  emptyFolders: readonly string[] = [],
): ImportPlan {
  const files: ImportedFile[] = [];
  const skipped: Skipped[] = [];
  const ignored = new Set<string>();
  const skip = (path: string, reason: SkipReason) => skipped.push({ path, reason });
  const renamed: { from: string; to: string }[] = [];
  for (const file of incoming) {
    const found = normalizeImportPath(file.path);
    if (found === null) {
      skip(file.path, 'bad-name');
      continue;
    }
    const ignoredFolder = ignoredFolderOf(found);
    if (ignoredFolder !== null) {
      if (!ignored.has(ignoredFolder)) skip(ignoredFolder, 'ignored');
      ignored.add(ignoredFolder);
      continue;
    }
    let path = found;
    if (!validPath(path)) {
      // Renamed as the editor would accept it, and said so; skipped if even that fails.
      const fixed = acceptablePath(path);
      if (!validPath(fixed)) {
        skip(path, 'bad-name');
        continue;
      }
      renamed.push({ from: path, to: fixed });
      path = fixed;
    }
    if (file.bytes.length > IMPORT_LIMITS.fileBytes) {
      skip(path, 'too-large');
      continue;
    }
    const content = isMediaName(path) ? null : decodeText(file.bytes);
    if (content !== null) files.push({ path, content });
    else if (file.bytes.length > IMPORT_LIMITS.binaryBytes) skip(path, 'binary-too-large');
    else files.push({ path, content: '', binary: { bytes: file.bytes, type: mimeTypeOf(path) } });
  }
  const folders: string[] = [];
  for (const raw of emptyFolders) {
    const path = normalizeImportPath(raw);
    if (path === null || !validPath(path)) continue;
    const ignoredFolder = ignoredFolderOf(`${path}/-`);
    if (ignoredFolder === null) folders.push(path);
    else if (!ignored.has(ignoredFolder)) {
      ignored.add(ignoredFolder);
      skip(ignoredFolder, 'ignored');
    }
  }
  return { files, folders, skipped, renamed };
}

/** The sentence telling which imported names were changed, if any. */
export function describeRenamed(renamed: readonly { from: string; to: string }[]): string[] {
  if (renamed.length === 0) return [];
  const shown = renamed.slice(0, 3).map((r) => `"${r.from}" is now "${r.to}"`);
  if (renamed.length > 3) shown.push(`and ${renamed.length - 3} more`);
  return [
    `Renamed ${count(renamed.length, 'file')} whose name the editor does not accept: ${shown.join(', ')}.`,
  ];
}

/**
 * The bytes of the project's binary files that an import could find the same (as long as one of
 * its binary files), by entry id: applyImport compares them to say "already the same".
 */
export async function bytesToCompare(
  entries: readonly FileEntry[],
  plan: Pick<ImportPlan, 'files'>,
): Promise<Map<string, Uint8Array>> {
  const lengths = new Set(plan.files.flatMap((f) => (f.binary ? [f.binary.bytes.length] : [])));
  const bytes = new Map<string, Uint8Array>();
  for (const e of entries) {
    if (e.type === 'file' && e.blob && lengths.has(e.blob.size)) {
      bytes.set(e.id, new Uint8Array(await e.blob.arrayBuffer()));
    }
  }
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether a file of the project holds exactly what an imported file brings. */
function sameFile(
  existing: FileEntry,
  file: ImportedFile,
  storedBytes: ReadonlyMap<string, Uint8Array>,
): boolean {
  if (existing.type !== 'file') return false;
  if (!file.binary) return !existing.blob && existing.content === file.content;
  const stored = storedBytes.get(existing.id);
  return (
    existing.blob?.type === file.binary.type && !!stored && sameBytes(stored, file.binary.bytes)
  );
}

/** The content fields of a file entry holding what an imported file brings. */
function contentOf(file: ImportedFile): Pick<FileEntry, 'content' | 'blob'> {
  return file.binary
    ? {
        content: '',
        blob: new Blob([file.binary.bytes as Uint8Array<ArrayBuffer>], { type: file.binary.type }),
      }
    : { content: file.content };
}

/** What to do with an imported file whose name is taken by a file already there. */
export type ClashChoice = 'replace' | 'keep-both' | 'skip';

export interface ImportResult {
  entries: FileEntry[];
  added: FileEntry[];
  replaced: FileEntry[];
  /** Files already there with the same text: nothing to do, nothing asked. */
  unchanged: number;
  /** Paths (inside the import) of files skipped because of a clash. */
  skippedClashes: string[];
}

/**
 * Puts an import's files into a folder of the project (`target`, '/' for the root). Folders
 * that exist already are reused; a file whose name is taken by a file asks `decide` (with its
 * path in the project); a name taken by the other kind (a file where a folder comes) keeps both.
 * Nothing already there is lost unless `decide` says replace. `storedBytes` (bytesToCompare)
 * lets a binary file already there count as the same.
 */
export function applyImport(
  entries: readonly FileEntry[],
  plan: Pick<ImportPlan, 'files' | 'folders'>,
  target: string,
  decide: (projectPath: string) => ClashChoice,
  makeId: () => string,
  storedBytes: ReadonlyMap<string, Uint8Array> = new Map(),
): ImportResult {
  const list = [...entries];
  /** Lower-cased path → index in `list`, since names differ by more than case. */
  const at = new Map<string, number>();
  list.forEach((e, i) => at.set(e.path.toLowerCase(), i));
  const find = (path: string) => {
    const i = at.get(path.toLowerCase());
    return i === undefined ? undefined : list[i];
  };
  const add = (entry: FileEntry) => {
    at.set(entry.path.toLowerCase(), list.length);
    list.push(entry);
  };
  const siblings = (folder: string) => list.filter((e) => parentPath(e.path) === folder);
  const added: FileEntry[] = [];
  const replaced: FileEntry[] = [];
  const skippedClashes: string[] = [];
  let unchanged = 0;
  /** An import folder ('src/lib') → the project folder it went to. */
  const placed = new Map<string, string>([['', target]]);

  const newEntry = (folder: string, name: string, type: FileEntry['type'], file?: ImportedFile) => {
    const entry: FileEntry = {
      id: makeId(),
      name,
      type,
      content: '',
      ...(type === 'file' && file ? contentOf(file) : {}),
      path: joinPath(folder, name),
      modified: false,
      lastSaved: null,
    };
    add(entry);
    added.push(entry);
    return entry;
  };

  const folderFor = (importPath: string): string => {
    const known = placed.get(importPath);
    if (known !== undefined) return known;
    const cut = importPath.lastIndexOf('/');
    const parent = folderFor(cut < 0 ? '' : importPath.slice(0, cut));
    const name = importPath.slice(cut + 1);
    const existing = find(joinPath(parent, name));
    const folder =
      existing?.type === 'folder'
        ? existing.path
        : newEntry(parent, existing ? uniqueName(name, siblings(parent)) : name, 'folder').path;
    placed.set(importPath, folder);
    return folder;
  };

  for (const folder of plan.folders) folderFor(folder);
  for (const file of plan.files) {
    const cut = file.path.lastIndexOf('/');
    const folder = folderFor(cut < 0 ? '' : file.path.slice(0, cut));
    const name = file.path.slice(cut + 1);
    const existing = find(joinPath(folder, name));
    if (!existing) {
      newEntry(folder, name, 'file', file);
      continue;
    }
    if (sameFile(existing, file, storedBytes)) {
      unchanged++;
      continue;
    }
    const choice = existing.type === 'folder' ? 'keep-both' : decide(existing.path);
    if (choice === 'skip') skippedClashes.push(file.path);
    else if (choice === 'keep-both') {
      newEntry(folder, uniqueName(name, siblings(folder)), 'file', file);
    } else {
      const i = at.get(existing.path.toLowerCase());
      if (i === undefined) continue;
      // Text replaced by an image loses its text, and the other way round.
      const updated: FileEntry = { ...existing, ...contentOf(file), modified: true };
      if (!file.binary) delete updated.blob;
      list[i] = updated;
      replaced.push(updated);
    }
  }
  return { entries: list, added, replaced, unchanged, skippedClashes };
}

/** The project paths of files an import would land on (each asked about before importing). */
export function findClashes(
  entries: readonly FileEntry[],
  plan: Pick<ImportPlan, 'files' | 'folders'>,
  target: string,
  storedBytes: ReadonlyMap<string, Uint8Array> = new Map(),
): string[] {
  const clashes: string[] = [];
  let n = 0;
  applyImport(
    entries,
    plan,
    target,
    (path) => {
      clashes.push(path);
      return 'skip';
    },
    () => `clash-check-${n++}`,
    storedBytes,
  );
  return clashes;
}

/**
 * A zip of the project (`folder` '/') or of one folder, whose files and folders are at the
 * zip's top. Text is UTF-8, a binary file its bytes as they are; empty folders are kept.
 */
export async function zipProject(entries: readonly FileEntry[], folder = '/'): Promise<Uint8Array> {
  const inside = (e: FileEntry) => folder === '/' || isInside(e.path, folder);
  const cut = folder === '/' ? 1 : folder.length + 1;
  const files: Record<string, Uint8Array> = {};
  const nonEmpty = new Set<string>();
  const chosen = entries.filter(inside);
  for (const e of chosen) nonEmpty.add(parentPath(e.path));
  // Sorted, so the same project always gives the same order of files in the zip.
  for (const e of [...chosen].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const name = e.path.slice(cut);
    if (e.type === 'file') {
      files[name] = e.blob ? new Uint8Array(await e.blob.arrayBuffer()) : strToU8(e.content);
    } else if (!nonEmpty.has(e.path)) files[`${name}/`] = new Uint8Array(0);
  }
  return zipSync(files, { level: 6 });
}

/** The name a download of the project or a folder gets. */
export function zipName(folder: string): string {
  return folder === '/' ? 'project.zip' : `${folder.slice(folder.lastIndexOf('/') + 1)}.zip`;
}

export interface ZipContents {
  files: IncomingFile[];
  folders: string[];
  /** Files left packed: in an ignored folder or too large (known from the zip's index). */
  skipped: Skipped[];
}

/**
 * The files and folders of a zip. Files in ignored folders and too-large files are not even
 * unpacked. Throws an Error with a message for the user when the bytes are not a zip.
 */
export function readZip(bytes: Uint8Array): ZipContents {
  const skipped: Skipped[] = [];
  const ignored = new Set<string>();
  let count = 0;
  let total = 0;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        const path = normalizeImportPath(file.name);
        if (path === null || file.name.endsWith('/')) return true;
        const ignoredFolder = ignoredFolderOf(path);
        if (ignoredFolder !== null) {
          if (!ignored.has(ignoredFolder)) skipped.push({ path: ignoredFolder, reason: 'ignored' });
          ignored.add(ignoredFolder);
          return false;
        }
        if (file.originalSize > IMPORT_LIMITS.fileBytes) {
          skipped.push({ path, reason: 'too-large' });
          return false;
        }
        count++;
        total += file.originalSize;
        if (count > IMPORT_LIMITS.files || total > IMPORT_LIMITS.totalBytes) {
          throw new ZipTooBig();
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipTooBig) {
      throw new Error(
        `That zip holds more than ${IMPORT_LIMITS.files.toLocaleString('en')} files or ` +
          `${megabytes(IMPORT_LIMITS.totalBytes)}, more than the editor takes at once. ` +
          'Nothing was imported.',
        { cause: error },
      );
    }
    throw new Error(
      'This file is not a zip archive, or it is damaged. Nothing was imported. ' +
        'Make the zip again and import it once more.',
      { cause: error },
    );
  }
  const files: IncomingFile[] = [];
  const folders: string[] = [];
  for (const [name, data] of Object.entries(unpacked)) {
    if (name.endsWith('/')) folders.push(name);
    else files.push({ path: name, bytes: data });
  }
  return { files, folders, skipped };
}

class ZipTooBig extends Error {}

/** A short list of paths for a message: the first few, then how many more. */
export function listPaths(paths: readonly string[], max = 3): string {
  const shown = paths.slice(0, max).join(', ');
  return paths.length > max ? `${shown} and ${paths.length - max} more` : shown;
}

/** One sentence per kind of skipped file, for the message at the end of an import. */
export function describeSkipped(skipped: readonly Skipped[]): string[] {
  const of = (reason: SkipReason) => skipped.filter((s) => s.reason === reason).map((s) => s.path);
  const lines: string[] = [];
  const ignored = of('ignored');
  if (ignored.length > 0) {
    lines.push(`Left out ${listPaths(ignored)} (installed packages and history are not imported).`);
  }
  const binary = of('binary-too-large');
  if (binary.length > 0) {
    lines.push(
      `Skipped ${count(binary.length, 'file')} over ${megabytes(IMPORT_LIMITS.binaryBytes)} that ${binary.length === 1 ? 'is' : 'are'} not text (images, sounds and other such files can be at most ${megabytes(IMPORT_LIMITS.binaryBytes)} each): ${listPaths(binary)}.`,
    );
  }
  const large = of('too-large');
  if (large.length > 0) {
    lines.push(
      `Skipped ${count(large.length, 'file')} over ${megabytes(IMPORT_LIMITS.fileBytes)}: ${listPaths(large)}.`,
    );
  }
  const bad = of('bad-name');
  if (bad.length > 0) {
    lines.push(
      `Skipped ${count(bad.length, 'file')} with a name the editor does not accept: ${listPaths(bad)}.`,
    );
  }
  return lines;
}

export function count(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}
