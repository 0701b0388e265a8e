import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import type { FileEntry } from '../files/file-entry';
import {
  decodeProject,
  encodeProject,
  MAX_PROJECT_BYTES,
  MAX_PROJECT_FILES,
  MAX_PROJECT_LINK_CHARS,
  projectToShare,
  projectValueOf,
} from './project-link';
import { toBase64Url } from './share-link';

const entry = (path: string, type: 'file' | 'folder' = 'file', content = ''): FileEntry => ({
  id: `id${path}`,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  content,
  path,
  modified: false,
  lastSaved: null,
});

/** A link value carrying `data` as JSON, as a hostile or older page could make one. */
const linkOf = (data: unknown) => toBase64Url(deflateSync(strToU8(JSON.stringify(data))));

describe('projectToShare', () => {
  it('takes text files and empty folders, and leaves out binary files', () => {
    const picture = { ...entry('/img/cat.png'), blob: new Blob([new Uint8Array([1, 2])]) };
    const { project, leftOut } = projectToShare([
      entry('/src', 'folder'),
      entry('/src/app.js', 'file', 'go()'),
      entry('/empty', 'folder'),
      entry('/img', 'folder'),
      picture,
    ]);
    expect(project).toEqual({
      files: [{ path: 'src/app.js', content: 'go()' }],
      folders: ['empty'],
    });
    expect(leftOut).toEqual(['img/cat.png']);
  });
});

describe('encodeProject / decodeProject', () => {
  it('round-trips text, folders and Unicode', () => {
    const project = {
      files: [
        { path: 'notes.md', content: 'Café 🙂 — 日本語\r\n' },
        { path: 'src/lib/a.js', content: 'export {}' },
      ],
      folders: ['empty'],
    };
    const encoded = encodeProject(project);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(projectValueOf(`#project=${encoded.value}`)).toBe(encoded.value);
    expect(decodeProject(encoded.value)).toEqual({ ok: true, project, leftOut: [] });
  });

  it('says a project too big for a link should go as a zip', () => {
    let seed = 1;
    const noise = () => {
      seed = (seed * 16807) % 2147483647;
      return seed.toString(36);
    };
    const content = Array.from({ length: 12_000 }, noise).join(' ');
    const encoded = encodeProject({ files: [{ path: 'big.txt', content }], folders: [] });
    expect(encoded.ok).toBe(false);
    if (encoded.ok) return;
    expect(encoded.chars).toBeGreaterThan(MAX_PROJECT_LINK_CHARS);
    expect(encoded.error).toMatch(/too big for a link.*Download the project as a \.zip instead/);
  });

  it('refuses a project over the unpacked size before compressing it', () => {
    const content = 'a'.repeat(MAX_PROJECT_BYTES + 1);
    const encoded = encodeProject({ files: [{ path: 'a.txt', content }], folders: [] });
    expect(encoded).toMatchObject({ ok: false, error: expect.stringMatching(/at most 2 MB/) });
  });
});

describe('decodeProject with hostile links', () => {
  it('refuses wrong characters and base64 that is not deflate', () => {
    expect(decodeProject('abc$def')).toMatchObject({ ok: false, error: /characters/ });
    expect(decodeProject('abcde')).toMatchObject({ ok: false, error: /damaged/ });
    expect(decodeProject(toBase64Url(strToU8('plain text, not deflated')))).toMatchObject({
      ok: false,
      error: /damaged/,
    });
    expect(decodeProject('   ')).toMatchObject({ ok: false, error: /empty/ });
  });

  it('refuses a link cut off part-way', () => {
    const encoded = encodeProject({
      files: [{ path: 'a.js', content: 'x'.repeat(5000) + Math.random() }],
      folders: [],
    });
    if (!encoded.ok) throw new Error(encoded.error);
    expect(decodeProject(encoded.value.slice(0, -6))).toMatchObject({ ok: false });
  });

  it('stops inflating a small link that unpacks past the cap', () => {
    const bomb = toBase64Url(deflateSync(new Uint8Array(MAX_PROJECT_BYTES * 4)));
    expect(bomb.length).toBeLessThan(MAX_PROJECT_LINK_CHARS);
    expect(decodeProject(bomb)).toMatchObject({ ok: false, error: /unpacks to more than 2 MB/ });
  });

  it('refuses a link over the length limit without reading it', () => {
    expect(decodeProject('A'.repeat(MAX_PROJECT_LINK_CHARS + 4))).toMatchObject({
      ok: false,
      error: /too long/,
    });
  });

  it('leaves out and names paths the editor would not accept', () => {
    const result = decodeProject(
      linkOf({
        v: 1,
        files: [
          ['../../etc/passwd', 'x'],
          ['ok.js', 'fine'],
          ['a<b>.js', 'x'],
          ['OK.js', 'same name, other case'],
          [7, 'x'],
        ],
        folders: ['/abs/../../up', 'docs'],
      }),
    );
    expect(result).toEqual({
      ok: true,
      project: { files: [{ path: 'ok.js', content: 'fine' }], folders: ['docs'] },
      leftOut: ['../../etc/passwd', 'a<b>.js', 'OK.js', '7', '/abs/../../up'],
    });
  });

  it('refuses wrong shapes, another version and too many files', () => {
    expect(decodeProject(linkOf({ v: 2, files: [] }))).toMatchObject({ error: /version/ });
    expect(decodeProject(linkOf({ v: 1, files: 'a' }))).toMatchObject({ error: /damaged/ });
    expect(decodeProject(linkOf({ v: 1, files: [['a.js', 5]] }))).toMatchObject({
      error: /damaged/,
    });
    expect(decodeProject(linkOf([1, 2]))).toMatchObject({ error: /version/ });
    const many = Array.from({ length: MAX_PROJECT_FILES + 1 }, (_, i) => [`f${i}.txt`, '']);
    expect(decodeProject(linkOf({ v: 1, files: many }))).toMatchObject({
      error: /more than 2,000 files/,
    });
    expect(decodeProject(linkOf({ v: 1, files: [['..', 'x']] }))).toMatchObject({
      error: /does not accept/,
    });
  });
});
