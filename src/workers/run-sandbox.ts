/**
 * The app's side of the run host (src/run-host): a hidden iframe whose page sandboxes itself
 * (server/host-policies.ts), so the code it runs has an opaque origin (no access to the app's
 * storage, cookies or window). A page that turns out not to be opaque is removed before it is
 * told anything. Talks to it over a MessagePort handed over once it has loaded, and fetches the
 * runtimes' files for it (through the offline copy, so code runs offline too). One run at a time
 * per sandbox; a new run stops the one before and starts once it has ended.
 *
 * The runner's page can die under a program (a memory bomb ends its process) or stop answering,
 * so Stop and the watch never depend on it alone: a run that has not ended a second after Stop
 * has its runner torn down (the next run starts a new one), and a runner that answers nothing,
 * not even a ping, for SILENT_RUNNER_MS while a run goes on is taken for dead and its run ended.
 */
import type { RunEvent, RunRequest } from '../core/run/types';
import type { FileAnswer, HostCommand, HostMessage } from '../run-host/protocol';
import { checkHostMessage } from '../run-host/protocol-check';

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
  'The code runner did not start. Served by another server than `npm start`? Its page, run.html, ' +
  "must be sent with the headers the build's _headers file lists.";
/** The page came without its sandbox: it would share the app's origin, so nothing runs in it. */
export const NOT_SANDBOXED =
  'The code runner was not started: its page, run.html, came without its sandbox ' +
  "(`Content-Security-Policy: sandbox allow-scripts`, listed in the build's _headers file), " +
  "so your code would have reached the editor's storage.";
const NOT_IN_DEV =
  "code runs in the production build only (`npm start`): the dev server's runtimes are modules the sandbox cannot start";
/** How long a stopped run may take to end before its runner is torn down. */
const STOP_GRACE_MS = 1000;
/** While a run goes on, the runner is asked this often whether it is there. */
const PING_EVERY_MS = 2000;
/** A runner that has sent nothing for this long since it was asked is taken for dead. */
const SILENT_RUNNER_MS = 6000;
export const RUNNER_DIED =
  'The code runner stopped answering (the program may have used more memory than the browser ' +
  'allows), so the run was ended. The next run starts a new runner.';
export const RUNNER_RESTARTED =
  'The program did not stop within a second, so its runner was ended and will start anew.';
const NOT_KEPT =
  'it has not been used online on this device yet, so there is no offline copy of it';

/**
 * Only the build's own files are fetched for the host; `kept` says the offline copy had the file
 * (so the Run tab shows no download).
 */
async function fetchForHost(url: string): Promise<{ response: Response; kept: boolean }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new Error(`${url} is not a URL`);
  }
  const built = target.pathname.startsWith(`${import.meta.env.BASE_URL}assets/`);
  if (target.origin === location.origin && !built && import.meta.env.DEV) {
    // The dev server serves the runtimes as modules with imports, which a sandbox's blob
    // worker cannot start.
    throw new Error(NOT_IN_DEV);
  }
  if (target.origin !== location.origin || !built) {
    throw new Error(`${url} is not one of the editor's files`);
  }
  const kept =
    'caches' in globalThis && (await caches.match(target.href).catch(() => null)) != null;
  try {
    return { response: await fetch(target), kept };
  } catch (error) {
    throw navigator.onLine === false ? new Error(NOT_KEPT) : error;
  }
}

/** Sends `response` (or why there is none) as the answers to request `id`. */
async function sendFile(
  id: number,
  response: Promise<{ response: Response; kept: boolean }>,
  post: (answer: FileAnswer, transfer?: Transferable[]) => void,
): Promise<void> {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let answer: Response;
  let kept: boolean;
  try {
    ({ response: answer, kept } = await response);
  } catch (error) {
    post({ type: 'file-end', id, error: reason(error) });
    return;
  }
  post({
    type: 'file-head',
    id,
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    kept,
  });
  try {
    if (answer.body) {
      const reader = answer.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // A whole buffer is handed over; a view of part of one is copied first.
        const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
        const bytes = (whole ? value.buffer : value.slice().buffer) as ArrayBuffer;
        post({ type: 'file-chunk', id, bytes }, [bytes]);
      }
    }
    post({ type: 'file-end', id, error: null });
  } catch (error) {
    post({ type: 'file-end', id, error: reason(error) });
  }
}

/** What a run hears besides its events. */
export interface RunHooks {
  /** The host found the program no longer waiting for a line (it said so with an event). */
  waitEnded?(): void;
  /** A message for the run was not one of the protocol's shapes, and was dropped. */
  ignored?(): void;
}

/** A run the sandbox has not seen end yet. */
interface ActiveRun {
  onMessage(message: HostMessage): void;
  ignored(): void;
  /** Ends it now with `code`, after a line saying `why` when there is one. */
  end(code: number | null, why?: string): void;
  stop(): void;
  done: Promise<number | null>;
}

export class RunSandbox {
  private frame: HTMLIFrameElement | null = null;
  private port: Promise<{ port: MessagePort; isolated: boolean }> | null = null;
  private readonly runs = new Map<string, ActiveRun>();
  /** When the runner last sent anything, and when it was last asked whether it is there. */
  private lastHeard = 0;
  private pingedAt: number | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly label = 'Code runner') {}

  /** Whether a running program can wait for a typed line (known once the host has loaded). */
  async isolated(): Promise<boolean> {
    return (await this.connect()).isolated;
  }

  private connect(): Promise<{ port: MessagePort; isolated: boolean }> {
    this.port ??= new Promise((resolve, reject) => {
      const frame = document.createElement('iframe');
      // Delegates cross-origin isolation to the frame, so SharedArrayBuffer exists there. To any
      // origin: the page's own is opaque, which "the frame's src" would not match.
      frame.setAttribute('allow', 'cross-origin-isolated *');
      frame.title = this.label;
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      frame.className = 'run-sandbox-frame';
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
      frame.src = HOST_URL;
      const timer = setTimeout(() => {
        reject(new Error(NOT_STARTED));
        this.reset();
      }, START_TIMEOUT_MS);
      frame.addEventListener('load', () => {
        // A page the app can read is not sandboxed.
        if (frame.contentDocument !== null) {
          clearTimeout(timer);
          reject(new Error(NOT_SANDBOXED));
          this.reset();
          return;
        }
        const channel = new MessageChannel();
        const port = channel.port1;
        port.onmessage = (event: MessageEvent<unknown>) => {
          // A port of a runner torn down since says nothing any more.
          if (this.frame !== frame) return;
          this.lastHeard = performance.now();
          // Only the protocol's shapes are taken: user code can post what the runtime can.
          const checked = checkHostMessage(event.data);
          if (!checked.ok) {
            const runs =
              checked.runId === null ? [...this.runs.values()] : [this.runs.get(checked.runId)];
            for (const run of runs) run?.ignored();
            return;
          }
          const { message } = checked;
          if (message.type === 'alive') return;
          if (message.type === 'file') {
            void sendFile(message.id, fetchForHost(message.url), (answer, transfer) =>
              port.postMessage(answer satisfies HostCommand, transfer ?? []),
            );
            return;
          }
          if (message.type === 'ready') {
            clearTimeout(timer);
            resolve({ port: channel.port1, isolated: message.isolated });
            return;
          }
          this.runs.get(message.runId)?.onMessage(message);
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

  /** Tears the runner down and ends every run in it, saying `why`; the next run starts anew. */
  private abandon(why: string) {
    this.reset();
    for (const run of [...this.runs.values()]) run.end(null, why);
  }

  private async send(command: HostCommand) {
    (await this.connect()).port.postMessage(command);
  }

  /** Asks the runner whether it is there while runs go on; one that stays silent is dead. */
  private watch() {
    if (this.watchdog !== null) return;
    this.lastHeard = performance.now();
    this.pingedAt = null;
    this.watchdog = setInterval(() => {
      if (this.runs.size === 0) {
        if (this.watchdog !== null) clearInterval(this.watchdog);
        this.watchdog = null;
        return;
      }
      const now = performance.now();
      if (this.pingedAt !== null && this.lastHeard < this.pingedAt) {
        if (now - this.pingedAt > SILENT_RUNNER_MS) this.abandon(RUNNER_DIED);
        return;
      }
      this.pingedAt = now;
      this.send({ type: 'ping' }).catch(() => undefined);
    }, PING_EVERY_MS);
  }

  /**
   * Runs `request`; `onEvent` hears its events, and `input-request` only once the host has found
   * the program waiting for a line.
   */
  run(request: RunRequest, onEvent: (event: RunEvent) => void, hooks: RunHooks = {}): RunHandle {
    const { runId } = request;
    let settle: (code: number | null) => void = () => {};
    const done = new Promise<number | null>((resolve) => (settle = resolve));
    let ended = false;
    let sent = false;
    let stopping = false;
    const end = (code: number | null, why?: string) => {
      if (ended) return;
      ended = true;
      this.runs.delete(runId);
      if (why) onEvent({ type: 'stderr', text: `${why}\n` });
      settle(code);
    };
    const stop = () => {
      if (ended || stopping) return;
      stopping = true;
      if (!sent) {
        end(null);
        return;
      }
      this.send({ type: 'stop', runId })
        .then(() =>
          setTimeout(() => {
            if (!ended) this.abandon(RUNNER_RESTARTED);
          }, STOP_GRACE_MS),
        )
        .catch(() => end(null));
    };
    const before = [...this.runs.values()];
    this.runs.set(runId, {
      onMessage: (message) => {
        if (message.type === 'event') onEvent(message.event);
        else if (message.type === 'waiting') {
          if (message.waiting) onEvent({ type: 'input-request' });
          else hooks.waitEnded?.();
        } else if (message.type === 'ended') end(message.code);
      },
      ignored: () => {
        if (!ended) hooks.ignored?.();
      },
      end,
      stop,
      done,
    });
    // One run at a time: the one before is stopped, and this one starts once it has ended.
    for (const run of before) run.stop();
    void Promise.all(before.map((run) => run.done))
      .then(async () => {
        if (ended) return;
        sent = true;
        await this.send({ type: 'run', request });
        this.watch();
      })
      .catch((error: unknown) => end(null, (error as Error).message));
    return {
      runId,
      done,
      stop,
      input: (line) => void this.send({ type: 'input', runId, line }),
    };
  }

  dispose(): void {
    if (this.watchdog !== null) clearInterval(this.watchdog);
    this.watchdog = null;
    this.runs.clear();
    this.reset();
  }
}
