/**
 * The live preview of an HTML file, beside the editor: the page with its linked project files
 * (styles, scripts, pictures) put in, shown by the preview host (preview.html), whose page
 * sandboxes itself away from the app's origin (server/host-policies.ts; framed without a
 * `sandbox` attribute so the offline copy serves it). It is built again 300 ms after typing
 * pauses; the page's console goes to the Run tab.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RotateCw, X } from 'lucide-react';
import { buildPreviewDocument } from '../../core/run/preview';
import { filesStore } from '../../state/files-store';
import { onBufferDirty } from '../../state/live-buffers';
import { runOutput, runStore } from '../../state/run-store';
import {
  PREVIEW_BRIDGE,
  type PreviewCommand,
  type PreviewMessage,
} from '../../run-host/preview-protocol';
import { projectFiles } from './execute';
import { projectMedia } from './preview-media';

export const PREVIEW_DEBOUNCE_MS = 300;

const PREVIEW_URL = `${import.meta.env.BASE_URL}preview.html`;

export default function PreviewPane() {
  const fileId = useStore(runStore, (s) => s.previewFileId);
  const entry = useStore(filesStore, (s) => s.entries.find((e) => e.id === fileId));
  const [missing, setMissing] = useState<string[]>([]);
  const [reloads, setReloads] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const path = entry?.path;
  /** The preview's page came without its sandbox, so nothing is shown in it. */
  const [unsandboxed, setUnsandboxed] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !path) return;
    let port: MessagePort | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const render = () => {
      timer = null;
      void projectMedia().then((media) => {
        if (!port || disposed) return;
        const files = projectFiles();
        const built = buildPreviewDocument(path.slice(1), files, PREVIEW_BRIDGE, media);
        setMissing(built.missing);
        port.postMessage({ type: 'render', html: built.html } satisfies PreviewCommand);
      });
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(render, PREVIEW_DEBOUNCE_MS);
    };
    const onLoad = () => {
      // A page the app can read is not sandboxed: it is told nothing.
      if (frame.contentDocument !== null) {
        setUnsandboxed(true);
        return;
      }
      const channel = new MessageChannel();
      port = channel.port1;
      port.onmessage = (event: MessageEvent<PreviewMessage>) => {
        const message = event.data;
        if (message.type === 'ready') render();
        else if (message.type === 'rendered') frame.dataset.rendered = String(Date.now());
        else if (message.type === 'console') {
          runStore.setState({ tabOpen: true });
          runOutput.append(message.level === 'log' ? 'stdout' : 'stderr', `${message.text}\n`);
        }
      };
      // The host's origin is opaque: '*' is the only target that reaches it.
      frame.contentWindow?.postMessage({ type: 'connect' }, '*', [channel.port2]);
    };
    frame.addEventListener('load', onLoad);
    const offDirty = onBufferDirty(schedule);
    const offFiles = filesStore.subscribe((next, prev) => {
      if (next.entries !== prev.entries) schedule();
    });
    return () => {
      disposed = true;
      frame.removeEventListener('load', onLoad);
      offDirty();
      offFiles();
      if (timer) clearTimeout(timer);
      port?.close();
    };
  }, [path, reloads]);

  if (!entry) return null;
  return (
    <aside className="preview-pane" aria-label={`Preview of ${entry.name}`}>
      <div className="preview-toolbar">
        <span className="preview-title">Preview: {entry.name}</span>
        {missing.length > 0 && (
          <span className="preview-missing" role="status">
            Not in the project: {missing.join(', ')}
          </span>
        )}
        <button
          type="button"
          className="icon-btn"
          aria-label="Reload preview"
          title="Reload preview"
          onClick={() => setReloads((n) => n + 1)}
        >
          <RotateCw size={14} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label="Close preview"
          title="Close preview"
          onClick={() => runStore.setState({ previewFileId: null })}
        >
          <X size={15} aria-hidden="true" />
        </button>
      </div>
      {unsandboxed ? (
        <p className="preview-offline" role="alert">
          The preview was not shown: its page, preview.html, came without its sandbox
          (`Content-Security-Policy: sandbox`, listed in the build&apos;s _headers file), so your
          page would have reached the editor&apos;s storage.
        </p>
      ) : (
        <iframe
          key={`${entry.id}-${reloads}`}
          ref={frameRef}
          className="preview-frame"
          title={`Preview of ${entry.name}`}
          src={PREVIEW_URL}
        />
      )}
    </aside>
  );
}
