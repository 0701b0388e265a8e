/**
 * When the live preview's frame must be made anew. A page whose script never ends holds the
 * preview host's thread, so the host answers no render after it; the fixed page must still show
 * without the user pressing Reload.
 *
 * The rule: a render that has gone unanswered for RENDER_TIMEOUT_MS means a new frame, unless
 * the only unanswered render is the first this frame was given (the page hangs as it loads: a
 * new frame would hang on it again; the next edit makes one).
 */

export const RENDER_TIMEOUT_MS = 3000;

export class PreviewWatch {
  private nextId = 1;
  /** Renders not answered yet, oldest first: their ids and when each was sent. */
  private readonly pending: { id: number; at: number }[] = [];
  /** The id of the first render this frame was given, or null before it. */
  private first: number | null = null;

  /** A render about to be sent at `now`; returns its id. */
  sent(now: number): number {
    const id = this.nextId++;
    this.first ??= id;
    this.pending.push({ id, at: now });
    return id;
  }

  /** The host answered render `id`: it and those before it are done. */
  answered(id: number): void {
    const at = this.pending.findIndex((p) => p.id === id);
    if (at >= 0) this.pending.splice(0, at + 1);
  }

  /** When the frame should be checked next, or null while nothing waits for an answer. */
  checkAt(): number | null {
    const oldest = this.pending[0];
    if (!oldest) return null;
    if (this.pending.length === 1 && oldest.id === this.first) return null;
    return oldest.at + RENDER_TIMEOUT_MS;
  }

  /** Whether the frame is stuck at `now` and must be made anew. */
  stuck(now: number): boolean {
    const at = this.checkAt();
    return at !== null && now >= at;
  }
}
