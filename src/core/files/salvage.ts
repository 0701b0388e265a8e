/**
 * Saved data that could not be read (a record skipped at start, a list kept aside under
 * `files.unreadable.*`), made into files again where it can be. Whatever has a name and text
 * comes back; a list cut off part-way gives back every item that is whole; names the editor
 * refuses are repaired as at start (recover.ts safeName); what cannot be made into a file is
 * named, never dropped silently. Restoring never replaces a file: a taken name gets a new one.
 */
import { joinPath, type FileEntry } from './file-entry';
import { safeName } from './recover';
import { applyImport, count, listPaths, normalizeImportPath } from './transfer';

export interface SalvagedFiles {
  /** Paths inside the project without the leading '/' ('src/app.js'). */
  files: { path: string; content: string }[];
  folders: string[];
  /** Items whose stored name was repaired: the stored path and the one they come back under. */
  renamed: { from: string; to: string }[];
  /** What could not be made into a file, one sentence each. */
  problems: string[];
}

/**
 * The text of a kept value as the user sees it: a string as it is, anything else as indented
 * JSON (or as the browser writes it, when it is not JSON).
 */
export function keptText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => (isBlob(v) ? blobNote(v) : v), 2) ?? String(value)
    );
  } catch {
    return String(value);
  }
}

const isBlob = (value: unknown): value is Blob =>
  typeof Blob === 'function' && value instanceof Blob;

const blobNote = (blob: Blob) =>
  `[binary data: ${blob.size.toLocaleString('en')} bytes${blob.type ? `, ${blob.type}` : ''}]`;

/** Whether a value looks like one stored file or folder: an object with a name or path. */
function looksLikeEntry(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' || typeof v.path === 'string';
}

/**
 * The whole objects found in JSON text that does not parse as a whole (cut off, or damaged in
 * one place): each `{…}` that parses and looks like an entry, outermost first.
 */
export function wholeObjectsIn(text: string): unknown[] {
  const found: { start: number; end: number; value: unknown }[] = [];
  const opens: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') opens.push(i);
    else if (c === '}') {
      const start = opens.pop();
      if (start === undefined) continue;
      let value: unknown;
      try {
        value = JSON.parse(text.slice(start, i + 1));
      } catch {
        continue;
      }
      if (!looksLikeEntry(value)) continue;
      // An entry found inside this one is part of it, not an item of its own.
      while (found.length > 0 && (found.at(-1)?.start ?? -1) > start) found.pop();
      found.push({ start, end: i, value });
    }
  }
  return found.map((f) => f.value);
}

/**
 * The items a kept value holds (text is read as JSON), and whether it had to be read in pieces.
 */
function itemsOf(value: unknown): { items: unknown[]; damaged: boolean } {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return { items: wholeObjectsIn(value), damaged: true };
    }
  }
  if (Array.isArray(data)) return { items: data, damaged: false };
  // An export file (state/export.ts) keeps its entries under `files`.
  if (typeof data === 'object' && data !== null && !looksLikeEntry(data)) {
    const files = (data as Record<string, unknown>).files;
    if (Array.isArray(files)) return { items: files, damaged: false };
  }
  return { items: [data], damaged: false };
}

const describeType = (value: unknown) =>
  value === undefined ? 'missing' : value === null ? 'empty' : `a ${typeof value}`;

/**
 * Makes files and folders out of kept data, as far as it can: text (a list kept aside) is read
 * as JSON, any other value (a record) as it is.
 */
export function salvage(value: unknown): SalvagedFiles {
  const result: SalvagedFiles = { files: [], folders: [], renamed: [], problems: [] };
  const { items, damaged } = itemsOf(value);
  if (damaged) {
    result.problems.push(
      items.length === 0
        ? 'The saved text is damaged and no whole file could be found in it.'
        : `The saved text is damaged; ${count(items.length, 'whole item')} could be read from it.`,
    );
  }
  items.forEach((item, i) => {
    const label = `Item ${i + 1}`;
    if (!looksLikeEntry(item)) {
      result.problems.push(`${label} has no name, so it is not a file.`);
      return;
    }
    const stored = typeof item.path === 'string' ? item.path : (item.name as string);
    const raw = normalizeImportPath(stored);
    const isFolder = item.type === 'folder';
    if (raw === null) {
      result.problems.push(`${label} has a name that leads nowhere ("${stored}").`);
      return;
    }
    const parts = raw.split('/');
    const path = parts
      .map((part, at) => safeName(part, at < parts.length - 1 || isFolder ? 'folder' : 'file'))
      .join('/');
    if (path !== raw) result.renamed.push({ from: raw, to: path });
    if (isFolder) {
      result.folders.push(path);
    } else if (item.blob !== undefined) {
      result.problems.push(
        `"${raw}" is a picture or other binary file, which cannot be restored from saved data.`,
      );
    } else if (typeof item.content === 'string') {
      result.files.push({ path, content: item.content });
    } else {
      result.problems.push(
        `"${raw}" has no text to restore (its text is ${describeType(item.content)}).`,
      );
    }
  });
  return result;
}

export interface RestoreResult {
  entries: FileEntry[];
  /** Project paths of the files brought back, with the path they asked for when it was taken. */
  restored: { path: string; wanted: string }[];
  /** Files already in the project with the same text. */
  unchanged: string[];
  foldersAdded: number;
}

/**
 * Brings salvaged files into the project at their own paths. A path taken by a file with other
 * text, or by a folder, gets a new name; a file already there with the same text is left be.
 */
export function restoreSalvaged(
  entries: readonly FileEntry[],
  salvaged: Pick<SalvagedFiles, 'files' | 'folders'>,
  makeId: () => string,
): RestoreResult {
  const unchanged: string[] = [];
  const before = new Map(entries.map((e) => [e.path.toLowerCase(), e]));
  /** Lower-cased path → the text first salvaged there: a repeat of both is one file. */
  const seen = new Map<string, string>();
  const wanted = salvaged.files.filter((file) => {
    const key = `/${file.path}`.toLowerCase();
    const there = before.get(key);
    if (there?.type === 'file' && there.content === file.content) {
      unchanged.push(`/${file.path}`);
      return false;
    }
    if (seen.get(key) === file.content) return false;
    if (!seen.has(key)) seen.set(key, file.content);
    return true;
  });
  const plan = { files: wanted, folders: salvaged.folders };
  const applied = applyImport(entries, plan, '/', () => 'keep-both', makeId);
  // Each file of `wanted` is added (a taken name gets a new one), in the order given; only a
  // file landing on a name an earlier one was given breaks that, and is then not said renamed.
  const added = applied.added.filter((e) => e.type === 'file');
  const aligned = added.length === wanted.length;
  return {
    entries: applied.entries,
    restored: added.map((e, i) => ({
      path: e.path,
      wanted: aligned ? joinPath('/', wanted[i]?.path ?? '') : e.path,
    })),
    unchanged,
    foldersAdded: applied.added.length - added.length,
  };
}

/** What a restore did and did not do, in words for the user. */
export function describeRestore(
  result: Pick<RestoreResult, 'restored' | 'unchanged' | 'foldersAdded'>,
  salvaged: Pick<SalvagedFiles, 'renamed' | 'problems'>,
): { title: string; lines: string[] } {
  const lines: string[] = [];
  const moved = result.restored.filter((r) => r.path !== r.wanted);
  const n = result.restored.length;
  if (n > 0)
    lines.push(
      `Restored ${listPaths(
        result.restored.map((r) => r.path.slice(1)),
        5,
      )}.`,
    );
  if (moved.length > 0) {
    lines.push(
      `A file with that name was already there, so ${moved
        .slice(0, 3)
        .map((r) => `"${r.wanted.slice(1)}" came back as "${r.path.slice(1)}"`)
        .join(', ')}${moved.length > 3 ? ` and ${moved.length - 3} more were renamed` : ''}.`,
    );
  }
  if (salvaged.renamed.length > 0) {
    lines.push(
      `Names a file cannot have were changed: ${salvaged.renamed
        .slice(0, 3)
        .map((r) => `"${r.from}" is now "${r.to}"`)
        .join(
          ', ',
        )}${salvaged.renamed.length > 3 ? ` and ${salvaged.renamed.length - 3} more` : ''}.`,
    );
  }
  if (result.unchanged.length > 0) {
    lines.push(
      `${count(result.unchanged.length, 'file')} ${result.unchanged.length === 1 ? 'was' : 'were'} already in the project with the same text: ${listPaths(result.unchanged.map((p) => p.slice(1)))}.`,
    );
  }
  if (salvaged.problems.length > 0) {
    lines.push(`Could not restore: ${salvaged.problems.join(' ')}`);
  }
  if (n === 0 && result.unchanged.length === 0 && result.foldersAdded === 0) {
    lines.push('Download the saved data to look at it yourself.');
  }
  const title =
    n > 0
      ? `Restored ${count(n, 'file')}`
      : result.foldersAdded > 0
        ? `Restored ${count(result.foldersAdded, 'folder')}`
        : 'Nothing to restore';
  return { title, lines };
}
