/**
 * What the editor area shows for a binary file instead of the text editor: an image with its
 * size in pixels and bytes, a sound or video with the browser's own controls, or for anything
 * else a panel saying it cannot be edited as text, with a Download button. The bytes reach the
 * page through an object URL, revoked when the file is closed (never as inline SVG markup, so an
 * SVG's scripts never run).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Download } from 'lucide-react';
import { mimeTypeOf, previewKindOf } from '../../core/files/binary';
import { formatBytes } from '../../core/files/storage-use';
import { CommandButton } from '../../ui/CommandButton';
import { workspaceStore } from '../../state/workspace-store';
import './binary-preview.css';

interface Props {
  name: string;
  blob: Blob;
}

/** The element a preview's object URL is given to; the URL lives as long as it does. */
type MediaElement = HTMLImageElement | HTMLAudioElement | HTMLVideoElement;

export function BinaryPreview({ name, blob }: Props) {
  const sectionRef = useRef<HTMLElement>(null);
  const kind = previewKindOf(blob.type || mimeTypeOf(name));
  /** The pixel size of the image drawn, with the Blob it belongs to. */
  const [pixels, setPixels] = useState<{ blob: Blob; width: number; height: number } | null>(null);
  /** The Blob the browser could not show: then the download panel stands in for it. */
  const [failed, setFailed] = useState<Blob | null>(null);
  const focusRequest = useStore(workspaceStore, (s) => s.editorFocusRequest);
  const firstRequest = useRef(focusRequest);

  // "Focus the editor" brings focus here while a binary file is open.
  useEffect(() => {
    if (focusRequest !== firstRequest.current) sectionRef.current?.focus();
  }, [focusRequest]);

  // A ref with a cleanup: a new Blob gets a new URL, and closing the file revokes it.
  const attach = useCallback(
    (element: MediaElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => {
        element.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );

  const bytes = formatBytes(blob.size);
  const shown = failed === blob ? 'none' : kind;
  const size = pixels?.blob === blob ? pixels : null;

  const media = { controls: true, 'aria-label': `Play ${name}`, onError: () => setFailed(blob) };
  return (
    <section
      ref={sectionRef}
      className="binary-preview"
      aria-label={`Preview of ${name}`}
      tabIndex={-1}
    >
      {shown === 'image' && (
        <figure className="binary-preview-figure">
          <div className="binary-preview-image">
            <img
              ref={attach}
              alt={name}
              onLoad={(event) => {
                const image = event.currentTarget;
                setPixels({ blob, width: image.naturalWidth, height: image.naturalHeight });
              }}
              onError={() => setFailed(blob)}
            />
          </div>
          <figcaption>
            {name}: {size ? `${size.width} × ${size.height} pixels, ` : ''}
            {bytes}
          </figcaption>
        </figure>
      )}
      {(shown === 'audio' || shown === 'video') && (
        <figure className="binary-preview-figure">
          {shown === 'audio' ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own file comes with no captions
            <audio ref={attach} {...media} />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own file comes with no captions
            <video ref={attach} className="binary-preview-video" {...media} />
          )}
          <figcaption>
            {name}: {bytes}
          </figcaption>
        </figure>
      )}
      {shown === 'none' && (
        <p className="binary-preview-message">
          {failed === blob
            ? `${name} is a binary file (${bytes}) that this browser cannot show, and it cannot be edited as text.`
            : `${name} is a binary file (${bytes}) and cannot be edited as text.`}
        </p>
      )}
      <CommandButton
        id="file.download"
        className="btn"
        aria-label={`Download ${name}`}
        whenMissing="disable"
      >
        <Download size={14} aria-hidden="true" /> Download
      </CommandButton>
    </section>
  );
}
