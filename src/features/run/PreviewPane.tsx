/**
 * The live preview of an HTML file, beside the editor: the page with its linked project files
 * (styles, scripts, pictures) put in, shown by the preview host (preview.html), whose page
 * sandboxes itself away from the app's origin (server/host-policies.ts; framed without a
 * `sandbox` attribute so the offline copy serves it). It is built again 300 ms after typing
 * pauses; the page's console goes to the Run tab, as text. A frame that answers no render (a
 * page's script that never ends holds it) is made anew (core/run/preview-watch.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { RotateCw, X } from 'lucide-react';
import { buildPreviewDocument } from '../../core/run/preview';
import { PreviewWatch } from '../../core/run/preview-watch';
import { safeTerminalText } from '../../core/terminal/output-filter';
import { filesStore } from '../../state/files-store';
import { onBufferDirty } from '../../state/live-buffers';
import { runOutput, runStore } from '../../state/run-store';
import { PREVIEW_BRIDGE, type PreviewCommand } from '../../run-host/preview-protocol';
import { checkPreviewMessage } from '../../run-host/protocol-check';
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
    const watch = new PreviewWatch();
    let watchTimer: ReturnType<typeof setTimeout> | null = null;
    /** Checks, when the watch says, that the frame still answers; a stuck one is made anew. */
    const rewatch = () => {
      if (watchTimer) clearTimeout(watchTimer);
      watchTimer = null;
      const at = watch.checkAt();
      if (at === null || disposed) return;
      watchTimer = setTimeout(
        () => {
          watchTimer = null;
          if (disposed) return;
          if (watch.stuck(performance.now())) setReloads((n) => n + 1);
          else rewatch();
        },
        Math.max(0, at - performance.now()),
      );
    };
    const render = () => {
      timer = null;
      void projectMedia().then((media) => {
        if (!port || disposed) return;
        const files = projectFiles();
        const built = buildPreviewDocument(path.slice(1), files, PREVIEW_BRIDGE, media);
        setMissing(built.missing);
        const id = watch.sent(performance.now());
        port.postMessage({ type: 'render', html: built.html, id } satisfies PreviewCommand);
        rewatch();
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
      port.onmessage = (event: MessageEvent<unknown>) => {
        const message = checkPreviewMessage(event.data);
        if (!message) return;
        if (message.type === 'ready') render();
        else if (message.type === 'rendered') {
          watch.answered(message.id);
          rewatch();
          frame.dataset.rendered = String(Date.now());
        } else if (message.type === 'console') {
          runStore.setState({ tabOpen: true });
          const text = safeTerminalText(`${message.text}\n`);
          runOutput.append(message.level === 'log' ? 'stdout' : 'stderr', text);
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
      if (watchTimer) clearTimeout(watchTimer);
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
