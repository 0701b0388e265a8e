/**
 * The app's side of the run host (src/run-host): a hidden iframe sandboxed without
 * `allow-same-origin`, so the code it runs has an opaque origin (no access to the app's
 * storage, cookies or window). Talks to it over a MessagePort handed over once it has loaded.
 * One run at a time per sandbox; a new run stops the one before.
 */
import type { RunEvent, RunRequest } from '../core/run/types';
import type { HostCommand, HostMessage } from '../run-host/protocol';

export interface RunHandle {
  runId: string;
  /** Resolves with the exit code, or null when the run was stopped or its runtime died. */
  done: Promise<number | null>;
  stop(): void;
  /** A typed line for `input()`; null is the end of input (Ctrl+D). */
  input(line: string | null): void;
}

const HOST_URL = `${import.meta.env.BASE_URL}run.html`;
const START_TIMEOUT_MS = 15_000;
const NOT_STARTED =
  'The code runner did not start. Served by another server than `npm start`? It must send ' +
  "`Access-Control-Allow-Origin: *` for /assets/ (the build's _headers file lists what to send).";
/**
 * The runner is a sandboxed frame with an opaque origin: the offline copy (a service worker)
 * never serves it, so without a network it cannot load.
 */
export const OFFLINE =
  'Running code needs a connection to the editor: the offline copy keeps the editor and your ' +
  'files, but the browser does not let it start the sandbox your code runs in. Your files are ' +
  'safe; run again once you are back online.';

export class RunSandbox {
  private frame: HTMLIFrameElement | null = null;
  private port: Promise<{ port: MessagePort; isolated: boolean }> | null = null;
  private readonly listeners = new Map<string, (message: HostMessage) => void>();

  constructor(private readonly label = 'Code runner') {}

  /** Whether a running program can wait for a typed line (known once the host has loaded). */
  async isolated(): Promise<boolean> {
    return (await this.connect()).isolated;
  }

  private connect(): Promise<{ port: MessagePort; isolated: boolean }> {
    if (!this.port && navigator.onLine === false) return Promise.reject(new Error(OFFLINE));
    this.port ??= new Promise((resolve, reject) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      // Delegates cross-origin isolation to the frame, so SharedArrayBuffer exists there.
      frame.setAttribute('allow', 'cross-origin-isolated');
      frame.title = this.label;
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      frame.className = 'run-sandbox-frame';
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
      frame.src = HOST_URL;
      const timer = setTimeout(() => {
        reject(new Error(navigator.onLine === false ? OFFLINE : NOT_STARTED));
        this.reset();
      }, START_TIMEOUT_MS);
      frame.addEventListener('load', () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<HostMessage>) => {
          const message = event.data;
          if (message.type === 'ready') {
            clearTimeout(timer);
            resolve({ port: channel.port1, isolated: message.isolated });
            return;
          }
          this.listeners.get(message.runId)?.(message);
        };
        // The host's origin is opaque ('null'), so '*' is the only target that reaches it; the
        // port it gets is the only channel, and it answers nowhere else.
        frame.contentWindow?.postMessage({ type: 'connect' }, '*', [channel.port2]);
      });
      document.body.append(frame);
      this.frame = frame;
    });
    return this.port;
  }

  private reset() {
    this.frame?.remove();
    this.frame = null;
    this.port = null;
  }

  private async send(command: HostCommand) {
    (await this.connect()).port.postMessage(command);
  }

  run(request: RunRequest, onEvent: (event: RunEvent) => void): RunHandle {
    const { runId } = request;
    let settle: (code: number | null) => void = () => {};
    const done = new Promise<number | null>((resolve) => (settle = resolve));
    this.listeners.set(runId, (message) => {
      if (message.type === 'event') onEvent(message.event);
      else if (message.type === 'ended') {
        this.listeners.delete(runId);
        settle(message.code);
      }
    });
    this.send({ type: 'run', request }).catch((error: unknown) => {
      onEvent({ type: 'stderr', text: `${(error as Error).message}\n` });
      this.listeners.delete(runId);
      settle(null);
    });
    return {
      runId,
      done,
      stop: () => void this.send({ type: 'stop', runId }),
      input: (line) => void this.send({ type: 'input', runId, line }),
    };
  }

  dispose(): void {
    this.listeners.clear();
    this.reset();
  }
}
