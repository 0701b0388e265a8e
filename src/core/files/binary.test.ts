import { describe, expect, it } from 'vitest';
import { isBinaryEntry, isMediaName, mimeTypeOf, previewKindOf } from './binary';
import type { FileEntry } from './file-entry';

describe('binary files', () => {
  it('knows a MIME type by extension, whatever its case, and octet-stream otherwise', () => {
    expect(mimeTypeOf('photo.JPG')).toBe('image/jpeg');
    expect(mimeTypeOf('a/b/song.mp3')).toBe('audio/mpeg');
    expect(mimeTypeOf('font.woff2')).toBe('font/woff2');
    expect(mimeTypeOf('data.bin')).toBe('application/octet-stream');
    expect(mimeTypeOf('.png')).toBe('application/octet-stream'); // a hidden file, no extension
    expect(mimeTypeOf('README')).toBe('application/octet-stream');
  });

  it('keeps images, sounds and videos as bytes by their name, not fonts or documents', () => {
    expect(isMediaName('icon.svg')).toBe(true);
    expect(isMediaName('clip.webm')).toBe(true);
    expect(isMediaName('font.ttf')).toBe(false);
    expect(isMediaName('paper.pdf')).toBe(false);
    expect(isMediaName('app.js')).toBe(false);
  });

  it('shows images a browser draws as pictures, sounds and videos as players, the rest not', () => {
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('image/svg+xml')).toBe('image');
    expect(previewKindOf('IMAGE/GIF')).toBe('image');
    expect(previewKindOf('image/tiff')).toBe('none');
    expect(previewKindOf('audio/ogg; codecs=opus')).toBe('audio');
    expect(previewKindOf('video/mp4')).toBe('video');
    expect(previewKindOf('application/pdf')).toBe('none');
    expect(previewKindOf('')).toBe('none');
  });

  it('tells a binary file from a text file and a folder', () => {
    const text: FileEntry = {
      id: 'a',
      name: 'a.txt',
      type: 'file',
      content: 'a',
      path: '/a.txt',
      modified: false,
      lastSaved: null,
    };
    expect(isBinaryEntry(text)).toBe(false);
    expect(isBinaryEntry({ ...text, content: '', blob: new Blob(['x']) })).toBe(true);
    expect(isBinaryEntry({ ...text, type: 'folder', blob: new Blob(['x']) })).toBe(false);
    expect(isBinaryEntry(undefined)).toBe(false);
  });
});
