/**
 * Share links: one file carried in a URL fragment (`#share=…`), so it never reaches a server.
 * The payload is JSON `{ v, name, content, language? }`, compressed with deflate-raw and written
 * in base64url. Decoding checks every step and says in plain words what is wrong; it never
 * throws for bad input, and it never inflates more than MAX_CONTENT_BYTES (a small link cannot
 * expand into gigabytes).
 *
 * Uses only CompressionStream / DecompressionStream, TextEncoder and atob/btoa: available in
 * browsers, workers and Node 20.
 */

export const SHARE_PARAM = 'share';
export const SHARE_VERSION = 1;
/** Longest fragment value we produce or accept: links past this break in chats and mail. */
export const MAX_LINK_CHARS = 32_000;
/** Largest file content a link may carry once decompressed (UTF-8 bytes). */
export const MAX_CONTENT_BYTES = 1_000_000;

export interface SharedFile {
  name: string;
  content: string;
  /** The user's language choice for the file, when there was one. */
  language?: string;
}

export type EncodeResult =
  { ok: true; value: string; chars: number } | { ok: false; error: string; chars?: number };

export type DecodeResult = { ok: true; file: SharedFile } | { ok: false; error: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return source.pipeThrough(transform as TransformStream<Uint8Array, Uint8Array>);
}

function formatKiB(chars: number): string {
  return `${(chars / 1024).toFixed(1)} KiB`;
}

/** Encodes `file` as the value of the `share` fragment parameter. */
export async function encodeShare(file: SharedFile): Promise<EncodeResult> {
  const json = JSON.stringify({
    v: SHARE_VERSION,
    name: file.name,
    content: file.content,
    ...(file.language ? { language: file.language } : {}),
  });
  const raw = new TextEncoder().encode(json);
  if (raw.byteLength > MAX_CONTENT_BYTES) {
    return {
      ok: false,
      error: `"${file.name}" is too large to share as a link (${formatKiB(raw.byteLength)}; a link carries at most ${formatKiB(MAX_CONTENT_BYTES)} before compression). Export the file instead.`,
    };
  }
  const compressed = await readAll(
    pipe(raw, new CompressionStream('deflate-raw')),
    MAX_CONTENT_BYTES * 2,
  );
  const value = toBase64Url(compressed ?? new Uint8Array());
  if (value.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      chars: value.length,
      error: `"${file.name}" does not fit in a share link: compressed it needs ${formatKiB(value.length)} of link text, and links are limited to ${formatKiB(MAX_LINK_CHARS)}. Share a smaller file or export it instead.`,
    };
  }
  return { ok: true, value, chars: value.length };
}

/** The `share` value of a URL fragment such as `#share=abc`, or null when there is none. */
export function shareValueOf(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.get(SHARE_PARAM);
}

const DAMAGED =
  'This share link is damaged or incomplete: it may have been cut off when it was copied.';

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** What every link must be before it is unpacked: not empty, not too long, base64url. */
export function checkLinkText(
  value: string,
  kind: { what: string; carries: string; damaged: string; maxChars: number; tooLong: string },
): Checked<string> {
  const text = value.trim();
  if (text === '')
    return { ok: false, error: `This ${kind.what} is empty: it carries ${kind.carries}.` };
  if (text.length > kind.maxChars) {
    return {
      ok: false,
      error: `This ${kind.what} is too long (${formatKiB(text.length)}; the limit is ${formatKiB(kind.maxChars)}).${kind.tooLong}`,
    };
  }
  if (!BASE64URL.test(text)) {
    return { ok: false, error: `${kind.damaged} It contains characters a ${kind.what} never has.` };
  }
  // No base64 text is one character past a whole group of four.
  if (text.length % 4 === 1) return { ok: false, error: kind.damaged };
  return { ok: true, value: text };
}

/** The JSON object an unpacked link holds, checked to be of `version`. */
export function parseLinkPayload(
  raw: Uint8Array,
  version: number,
  kind: { what: string; damaged: string },
): Checked<Record<string, unknown>> {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return { ok: false, error: kind.damaged };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, error: kind.damaged };
  const record = data as Record<string, unknown>;
  if (record.v !== version) {
    return {
      ok: false,
      error: `This ${kind.what} was made by a different version of the editor and cannot be read.`,
    };
  }
  return { ok: true, value: record };
}

const SHARE_KIND = {
  what: 'share link',
  carries: 'no file',
  damaged: DAMAGED,
  maxChars: MAX_LINK_CHARS,
  tooLong: '',
};

/** Decodes the value of a `share` fragment parameter. Never throws. */
export async function decodeShare(value: string): Promise<DecodeResult> {
  const checked = checkLinkText(value, SHARE_KIND);
  if (!checked.ok) return checked;
  let raw: Uint8Array | null;
  try {
    raw = await readAll(
      pipe(fromBase64Url(checked.value), new DecompressionStream('deflate-raw')),
      MAX_CONTENT_BYTES,
    );
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (raw === null) {
    return {
      ok: false,
      error: `This share link unpacks to more than ${formatKiB(MAX_CONTENT_BYTES)}; it was refused.`,
    };
  }
  const parsed = parseLinkPayload(raw, SHARE_VERSION, SHARE_KIND);
  if (!parsed.ok) return parsed;
  const { name, content, language } = parsed.value;
  if (typeof name !== 'string' || typeof content !== 'string') return { ok: false, error: DAMAGED };
  if (language !== undefined && typeof language !== 'string') return { ok: false, error: DAMAGED };
  return { ok: true, file: { name, content, ...(language ? { language } : {}) } };
}
