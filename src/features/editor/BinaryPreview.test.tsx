// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinaryPreview } from './BinaryPreview';

afterEach(cleanup);

let made: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  made = [];
  revoked.length = 0;
  let n = 0;
  // jsdom has no object URLs: these record which are made and which are let go.
  URL.createObjectURL = () => {
    const url = `blob:test/${++n}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('BinaryPreview', () => {
  it('shows an image from an object URL with its size, and revokes the URL when closed', () => {
    const view = render(<BinaryPreview name="dot.png" blob={png()} />);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'dot.png' });
    expect(image.getAttribute('src')).toBe(made[0]);
    Object.defineProperty(image, 'naturalWidth', { value: 3 });
    Object.defineProperty(image, 'naturalHeight', { value: 2 });
    fireEvent.load(image);
    expect(screen.getByRole('region', { name: 'Preview of dot.png' }).textContent).toContain(
      'dot.png: 3 × 2 pixels, 4 bytes',
    );
    view.unmount();
    expect(revoked).toEqual(made);
    expect(made).not.toHaveLength(0);
  });

  it('lets the old URL go when the file’s bytes change, and forgets the old size', () => {
    const view = render(<BinaryPreview name="dot.png" blob={png()} />);
    const image = screen.getByRole<HTMLImageElement>('img');
    Object.defineProperty(image, 'naturalWidth', { value: 3, configurable: true });
    Object.defineProperty(image, 'naturalHeight', { value: 2, configurable: true });
    fireEvent.load(image);
    const first = image.getAttribute('src');
    view.rerender(<BinaryPreview name="dot.png" blob={png()} />);
    expect(revoked).toContain(first);
    expect(image.getAttribute('src')).not.toBe(first);
    expect(screen.getByRole('region').textContent).not.toContain('pixels');
  });

  it('shows a sound with the browser’s controls', () => {
    render(<BinaryPreview name="beep.wav" blob={new Blob(['RIFF'], { type: 'audio/wav' })} />);
    const audio = document.querySelector('audio');
    expect(audio?.controls).toBe(true);
    expect(audio?.getAttribute('aria-label')).toBe('Play beep.wav');
    expect(audio?.getAttribute('src')).toBe(made[made.length - 1]);
  });

  it('says a file it cannot show cannot be edited as text, with a Download button', () => {
    render(<BinaryPreview name="font.woff2" blob={new Blob([new Uint8Array(12_000)])} />);
    expect(
      screen.getByText('font.woff2 is a binary file (12 KB) and cannot be edited as text.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download font.woff2' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the download panel when the browser cannot draw the image', () => {
    render(<BinaryPreview name="broken.png" blob={png()} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region').textContent).toContain(
      'broken.png is a binary file (4 bytes) that this browser cannot show',
    );
  });
});
