/**
 * The preview host: the page `preview.html`, framed by the app in an iframe sandboxed without
 * `allow-same-origin`. It shows the user's page in a frame of its own (`srcdoc`, so the page
 * shares this opaque origin and policy, never the app's), replaced on each refresh, and passes
 * the page's console messages and uncaught errors to the app.
 */
import type { PreviewCommand, PreviewMessage } from './preview-protocol';

let port: MessagePort | null = null;
let frame: HTMLIFrameElement | null = null;

function render(html: string, id: number) {
  const next = document.createElement('iframe');
  next.setAttribute('sandbox', 'allow-scripts allow-forms allow-modals');
  next.title = 'Your page';
  next.srcdoc = html;
  // The new page replaces the old one only once it has loaded, so a refresh does not flash.
  next.style.visibility = 'hidden';
  next.addEventListener('load', () => {
    next.style.visibility = '';
    if (frame && frame !== next) frame.remove();
    frame = next;
    port?.postMessage({ type: 'rendered', id } satisfies PreviewMessage);
  });
  document.body.append(next);
}

window.addEventListener('message', (event) => {
  if (event.source === window.parent) {
    if (port || !event.ports[0]) return;
    port = event.ports[0];
    port.onmessage = (message: MessageEvent<PreviewCommand>) => {
      const { type, html, id } = message.data;
      if (type === 'render' && typeof html === 'string' && Number.isSafeInteger(id))
        render(html, id);
    };
    port.postMessage({ type: 'ready' } satisfies PreviewMessage);
    return;
  }
  // The user's page: its console bridge posts { preview: 'console', level, text }.
  const data = event.data as { preview?: unknown; level?: unknown; text?: unknown } | null;
  if (data && data.preview === 'console' && typeof data.text === 'string') {
    const level = data.level === 'error' || data.level === 'warn' ? data.level : 'log';
    port?.postMessage({ type: 'console', level, text: data.text } satisfies PreviewMessage);
  }
});
