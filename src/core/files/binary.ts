/**
 * Binary files (images, sounds, fonts, PDFs): which MIME type a name stands for, which are kept
 * as bytes even when they read as text, and how the editor shows each kind instead of editing it.
 */
import type { FileEntry } from './file-entry';

/** The MIME type of each extension the editor knows; any other binary file is octet-stream. */
const MIME_BY_EXTENSION = new Map<string, string>([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['svg', 'image/svg+xml'],
  ['avif', 'image/avif'],
  ['bmp', 'image/bmp'],
  ['ico', 'image/x-icon'],
  ['mp3', 'audio/mpeg'],
  ['wav', 'audio/wav'],
  ['ogg', 'audio/ogg'],
  ['oga', 'audio/ogg'],
  ['m4a', 'audio/mp4'],
  ['flac', 'audio/flac'],
  ['mp4', 'video/mp4'],
  ['m4v', 'video/mp4'],
  ['webm', 'video/webm'],
  ['ogv', 'video/ogg'],
  ['mov', 'video/quicktime'],
  ['woff', 'font/woff'],
  ['woff2', 'font/woff2'],
  ['ttf', 'font/ttf'],
  ['otf', 'font/otf'],
  ['pdf', 'application/pdf'],
  ['zip', 'application/zip'],
  ['wasm', 'application/wasm'],
]);

export const OCTET_STREAM = 'application/octet-stream';

/** Images a browser draws in an <img>: shown as a picture. */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/avif',
  'image/bmp',
  'image/x-icon',
]);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The MIME type a file name stands for; octet-stream when the extension says nothing known. */
export function mimeTypeOf(name: string): string {
  return MIME_BY_EXTENSION.get(extensionOf(name)) ?? OCTET_STREAM;
}

/**
 * Whether a file with this name is kept as bytes even when they read as text: images, sounds
 * and videos are media to show, not text to edit (an SVG is text, and still a picture).
 */
export function isMediaName(name: string): boolean {
  return /^(image|audio|video)\//.test(mimeTypeOf(name));
}

export type PreviewKind = 'image' | 'audio' | 'video' | 'none';

/** How the editor shows a binary file of this MIME type: as a picture, a player, or not at all. */
export function previewKindOf(type: string): PreviewKind {
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (IMAGE_TYPES.has(mime)) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'none';
}

/** Whether an entry is a binary file: shown as a preview, never edited or run as text. */
export function isBinaryEntry(entry: FileEntry | undefined): entry is FileEntry & { blob: Blob } {
  return entry?.type === 'file' && entry.blob !== undefined;
}
