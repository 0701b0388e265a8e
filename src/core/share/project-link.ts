/**
 * A whole project in a share link (`#project=…`): its text files and empty folders as JSON
 * `{ v, files: [[path, text], …], folders: [path, …] }`, deflated (fflate) and written in
 * base64url after the #, so it never reaches a server. A link is at most MAX_PROJECT_LINK_CHARS
 * long; a bigger project is told to share a zip. Decoding never throws: it checks the
 * characters, inflates at most MAX_PROJECT_BYTES, reads at most MAX_PROJECT_FILES files, and
 * leaves out (and names) every path the editor would not accept.
 */
import { deflateSync, Inflate, strToU8 } from 'fflate';
import { isInside, parentPath, type FileEntry } from '../files/file-entry';
import { validateName } from '../files/names';
import { normalizeImportPath } from '../files/transfer';
import {
  checkLinkText,
  fromBase64Url,
  MAX_LINK_CHARS,
  parseLinkPayload,
  toBase64Url,
} from './share-link';

export const PROJECT_PARAM = 'project';
export const PROJECT_VERSION = 1;
/** The longest link text (after the #) we make or open: as for one shared file. */
export const MAX_PROJECT_LINK_CHARS = MAX_LINK_CHARS;
/** The most a project link may unpack to (UTF-8 bytes of its JSON). */
export const MAX_PROJECT_BYTES = 2 * 1024 * 1024;
/** The most files (and folders) a project link may carry. */
export const MAX_PROJECT_FILES = 2000;
/** The folder a shared project opens in ("shared-project-2" and so on when it is taken). */
export const SHARED_PROJECT_FOLDER = 'shared-project';

export interface SharedProject {
  /** Paths inside the project without the leading '/' ('src/app.js'). */
  files: { path: string; content: string }[];
  /** Folders with nothing in them, kept so the project looks the same. */
  folders: string[];
}

export type ProjectEncodeResult =
  | { ok: true; value: string; chars: number; files: number; leftOut: string[] }
  | { ok: false; error: string; chars?: number; leftOut: string[] };

export type ProjectDecodeResult =
  { ok: true; project: SharedProject; leftOut: string[] } | { ok: false; error: string };

/** Inflated this many link bytes at a time, so a small link cannot unpack past the cap at once. */
const INFLATE_STEP = 1024;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const mib = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

/**
 * What a link of the project (or of one folder) carries: its text files and empty folders.
 * Binary files (pictures, sounds) are left out and named.
 */
export function projectToShare(
  entries: readonly FileEntry[],
  folder = '/',
): { project: SharedProject; leftOut: string[] } {
  const inside = (e: FileEntry) => folder === '/' || isInside(e.path, folder);
  const cut = folder === '/' ? 1 : folder.length + 1;
  const chosen = entries.filter(inside).sort((a, b) => (a.path < b.path ? -1 : 1));
  const parents = new Set(chosen.map((e) => parentPath(e.path)));
  const project: SharedProject = { files: [], folders: [] };
  const leftOut: string[] = [];
  for (const e of chosen) {
    const path = e.path.slice(cut);
    if (e.type === 'folder') {
      if (!parents.has(e.path)) project.folders.push(path);
    } else if (hasBlob(e)) leftOut.push(path);
    else project.files.push({ path, content: e.content });
  }
  return { project, leftOut };
}

const hasBlob = (e: FileEntry) => (e as { blob?: unknown }).blob !== undefined;

/** The value of the `project` fragment parameter for a project, or why it cannot be one. */
export function encodeProject(project: SharedProject, leftOut: string[] = []): ProjectEncodeResult {
  const json = JSON.stringify({
    v: PROJECT_VERSION,
    files: project.files.map((f) => [f.path, f.content]),
    folders: project.folders,
  });
  const raw = strToU8(json);
  const zipInstead = 'Download the project as a .zip instead and send the zip.';
  if (project.files.length + project.folders.length > MAX_PROJECT_FILES) {
    return {
      ok: false,
      leftOut,
      error: `This project has ${(project.files.length + project.folders.length).toLocaleString('en')} files and folders; a link carries at most ${MAX_PROJECT_FILES.toLocaleString('en')}. ${zipInstead}`,
    };
  }
  if (raw.byteLength > MAX_PROJECT_BYTES) {
    return {
      ok: false,
      leftOut,
      error: `This project holds ${mib(raw.byteLength)} of text; a link carries at most ${mib(MAX_PROJECT_BYTES)} before compression. ${zipInstead}`,
    };
  }
  const value = toBase64Url(deflateSync(raw, { level: 9 }));
  if (value.length > MAX_PROJECT_LINK_CHARS) {
    return {
      ok: false,
      leftOut,
      chars: value.length,
      error: `This project is too big for a link: compressed, it needs ${kib(value.length)} of link text, and a link holds at most ${kib(MAX_PROJECT_LINK_CHARS)}. ${zipInstead}`,
    };
  }
  return { ok: true, value, chars: value.length, files: project.files.length, leftOut };
}

/** The `project` value of a URL fragment such as `#project=abc`, or null when there is none. */
export function projectValueOf(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.get(PROJECT_PARAM);
}

const DAMAGED =
  'This project link is damaged or incomplete: it may have been cut off when it was copied. Ask for the link again.';

const PROJECT_KIND = {
  what: 'project link',
  carries: 'no files',
  damaged: DAMAGED,
  maxChars: MAX_PROJECT_LINK_CHARS,
  tooLong: ' Nothing was opened.',
};

/** The inflated bytes, null when they pass `limit`; throws when the data is not deflate. */
function inflateCapped(data: Uint8Array, limit: number): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limit) over = true;
    else chunks.push(chunk);
  });
  for (let at = 0; at < data.length && !over; at += INFLATE_STEP) {
    inflater.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  }
  if (over) return null;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A path from a link as the editor would store it ('a/b.js'), or null when it is not one. */
function acceptedPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const path = normalizeImportPath(raw);
  if (path === null) return null;
  return path.split('/').every((part) => validateName(part, [], 'file') === null) ? path : null;
}

/** Reads the value of a `project` fragment parameter. Never throws. */
export function decodeProject(value: string): ProjectDecodeResult {
  const checked = checkLinkText(value, PROJECT_KIND);
  if (!checked.ok) return checked;
  let raw: Uint8Array | null;
  try {
    raw = inflateCapped(fromBase64Url(checked.value), MAX_PROJECT_BYTES);
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (raw === null) {
    return {
      ok: false,
      error: `This project link unpacks to more than ${mib(MAX_PROJECT_BYTES)}, more than a link may carry. Nothing was opened.`,
    };
  }
  const parsed = parseLinkPayload(raw, PROJECT_VERSION, PROJECT_KIND);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  const { files, folders } = record;
  if (!Array.isArray(files) || (folders !== undefined && !Array.isArray(folders))) {
    return { ok: false, error: DAMAGED };
  }
  const folderList: unknown[] = folders ?? [];
  if (files.length + folderList.length > MAX_PROJECT_FILES) {
    return {
      ok: false,
      error: `This project link carries more than ${MAX_PROJECT_FILES.toLocaleString('en')} files and folders. Nothing was opened.`,
    };
  }
  const project: SharedProject = { files: [], folders: [] };
  const leftOut: string[] = [];
  const seen = new Set<string>();
  for (const item of files) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[1] !== 'string') {
      return { ok: false, error: DAMAGED };
    }
    const path = acceptedPath(item[0]);
    if (path === null || seen.has(path.toLowerCase())) {
      leftOut.push(typeof item[0] === 'string' ? item[0] : String(item[0]));
      continue;
    }
    seen.add(path.toLowerCase());
    project.files.push({ path, content: item[1] });
  }
  for (const item of folderList) {
    const path = acceptedPath(item);
    if (path === null) leftOut.push(typeof item === 'string' ? item : String(item));
    else project.folders.push(path);
  }
  if (project.files.length === 0 && project.folders.length === 0) {
    return {
      ok: false,
      error:
        leftOut.length > 0
          ? 'Every name in this project link is one the editor does not accept. Nothing was opened.'
          : 'This project link carries no files.',
    };
  }
  return { ok: true, project, leftOut };
}
