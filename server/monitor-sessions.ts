/**
 * Auto-fix monitoring on the server: a client starts a session
 * with its code, sends the code again when it changes, reads the latest result and stops the
 * session. Each session is core's `startMonitoring`: auto-fix every 10 s (and once at start) on
 * the latest code, a result handed on only when it passes the monitoring gate (confidence above 0.95,
 * at most 2 fixes), with `apply` saying whether the second gate (fixed, confidence above 0.9)
 * lets the client apply it.
 *
 * Bounded: at most `max` sessions at once and `maxPerClient` from one client (so one client cannot
 * take every slot), and a session nobody has read or updated for `idleMs`
 * is stopped and forgotten, so a client that goes away leaves nothing running.
 */
import { randomUUID } from 'node:crypto';
import { MONITOR_INTERVAL_MS } from '../src/core/ai/constants';
import { type Monitor, shouldApplyPeriodicResult, startMonitoring } from '../src/core/ai/monitor';
import type { MonitorView } from '../src/core/ai/api-schema';
import type { AutoFixResult } from '../src/core/ai/types';

export type { MonitorView };

export type Fix = (code: string, language: string, signal: AbortSignal) => Promise<AutoFixResult>;

interface Session {
  id: string;
  /** Who started it (the client's address). */
  client: string;
  input: { code: string; language: string };
  intervalMs: number;
  checks: number;
  latest: MonitorView['latest'];
  lastSeen: number;
  monitor: Monitor;
}

export class TooManySessions extends Error {
  override readonly name = 'TooManySessions';
}

export class MonitorSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(
    private readonly fix: Fix,
    private readonly options: {
      max?: number;
      maxPerClient?: number;
      idleMs?: number;
      warn?: (message: string, detail: string) => void;
    } = {},
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.idleMs, 30_000));
    this.sweeper.unref();
  }

  get max(): number {
    return this.options.max ?? 20;
  }
  get maxPerClient(): number {
    return this.options.maxPerClient ?? 4;
  }
  get idleMs(): number {
    return this.options.idleMs ?? 120_000;
  }
  get size(): number {
    return this.sessions.size;
  }

  /** Starts a session for `client` and runs its first check; resolves once that check is done. */
  async start(
    code: string,
    language: string,
    client: string,
    intervalMs = MONITOR_INTERVAL_MS,
  ): Promise<MonitorView> {
    this.sweep();
    if (this.sessions.size >= this.max) {
      throw new TooManySessions(
        `At most ${this.max} monitoring sessions may run at once; stop one first.`,
      );
    }
    let own = 0;
    for (const session of this.sessions.values()) if (session.client === client) own += 1;
    if (own >= this.maxPerClient) {
      throw new TooManySessions(
        `At most ${this.maxPerClient} monitoring sessions may run for one client; stop one first.`,
      );
    }
    const id = randomUUID();
    const session: Session = {
      id,
      client,
      input: { code, language },
      intervalMs,
      checks: 0,
      latest: null,
      lastSeen: Date.now(),
      monitor: undefined as unknown as Monitor, // set just below, before any tick can run
    };
    session.monitor = startMonitoring(
      {
        read: () => session.input,
        fix: (c, l, signal) => {
          session.checks += 1;
          return this.fix(c, l, signal);
        },
        onResult: (result, fromCode) => {
          session.latest = {
            ...result,
            apply: shouldApplyPeriodicResult(result),
            code: fromCode,
            at: new Date().toISOString(),
          };
        },
      },
      {
        intervalMs,
        warn: (message, error) =>
          this.options.warn?.(message, error instanceof Error ? error.message : String(error)),
      },
    );
    this.sessions.set(id, session);
    await session.monitor.tick();
    return this.view(session);
  }

  get(id: string): MonitorView | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    session.lastSeen = Date.now();
    return this.view(session);
  }

  update(id: string, code: string, language: string): MonitorView | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    session.input = { code, language };
    session.lastSeen = Date.now();
    return this.view(session);
  }

  stop(id: string): MonitorView | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    session.monitor.stop();
    this.sessions.delete(id);
    return this.view(session);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const session of this.sessions.values()) session.monitor.stop();
    this.sessions.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastSeen > this.idleMs) this.stop(session.id);
    }
  }

  private view(session: Session): MonitorView {
    return {
      id: session.id,
      running: session.monitor.running,
      intervalMs: session.intervalMs,
      checks: session.checks,
      latest: session.latest,
    };
  }
}
