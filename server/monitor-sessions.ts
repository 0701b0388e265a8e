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
 *
 * With a directory (REDIS_URL, server/monitor-directory.ts) the replicas behave as one: the
 * limits count every replica's sessions, each session runs on one replica, a request for it that
 * reaches another is handed to that one, and when that one is gone the replica holding the
 * request takes the session over (the latest result went with the code, in the lost replica's
 * memory: it is null until a check runs on the code of the next update). While Redis is away,
 * sessions start and are found on the replica that has them, and are written to the directory
 * when it answers again.
 */
import { randomUUID } from 'node:crypto';
import { MONITOR_INTERVAL_MS } from '../src/core/ai/constants';
import { type Monitor, shouldApplyPeriodicResult, startMonitoring } from '../src/core/ai/monitor';
import type { MonitorView } from '../src/core/ai/api-schema';
import type { AutoFixResult } from '../src/core/ai/types';
import type { MonitorDirectory, SessionRecord, SessionRequest } from './monitor-directory';

export type { MonitorView };

export type Fix = (code: string, language: string, signal: AbortSignal) => Promise<AutoFixResult>;

interface Session {
  id: string;
  /** Who started it (the client's address). */
  client: string;
  /** Null for a session taken over from a lost replica until its code comes with an update. */
  input: { code: string; language: string } | null;
  language: string;
  intervalMs: number;
  checks: number;
  latest: MonitorView['latest'];
  lastSeen: number;
  monitor: Monitor;
  /** In the directory (false for one started while Redis was away, until it is written back). */
  listed: boolean;
}

export class TooManySessions extends Error {
  override readonly name = 'TooManySessions';
}

/** This replica no longer runs the session (taken over, or gone from the directory). */
class NotOurs extends Error {
  override readonly name = 'NotOurs';
}

/** A request for a session is passed on at most this many times as its replica changes. */
const MAX_HOPS = 3;

export class MonitorSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly stopListening: () => void = () => {};

  constructor(
    private readonly fix: Fix,
    private readonly options: {
      max?: number;
      maxPerClient?: number;
      idleMs?: number;
      warn?: (message: string, detail: string) => void;
      /** The replicas' shared directory; this process's memory alone without it. */
      directory?: MonitorDirectory | null;
    } = {},
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.idleMs, 30_000));
    this.sweeper.unref();
    const directory = options.directory;
    if (directory) {
      directory.serve((id, request) =>
        Promise.resolve(this.sessions.has(id) ? this.here(id, request) : undefined),
      );
      this.stopListening = directory.onAvailable(() => void this.writeBack());
    }
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
  /** Sessions this process runs. */
  get size(): number {
    return this.sessions.size;
  }

  private get directory(): MonitorDirectory | null {
    const directory = this.options.directory;
    return directory?.available() ? directory : null;
  }

  /** Starts a session for `client` and runs its first check; resolves once that check is done. */
  async start(
    code: string,
    language: string,
    client: string,
    intervalMs = MONITOR_INTERVAL_MS,
  ): Promise<MonitorView> {
    this.sweep();
    const id = randomUUID();
    const listed = await this.register(id, client, language, intervalMs);
    if (!listed) this.checkLimitsHere(client);
    const session = this.run({
      id,
      client,
      input: { code, language },
      language,
      intervalMs,
      checks: 0,
      latest: null,
      lastSeen: Date.now(),
      listed,
    });
    await session.monitor.tick();
    return this.view(session);
  }

  get(id: string): Promise<MonitorView | undefined> {
    return this.route(id, { op: 'get' });
  }

  update(id: string, code: string, language: string): Promise<MonitorView | undefined> {
    return this.route(id, { op: 'update', code, language });
  }

  stop(id: string): Promise<MonitorView | undefined> {
    return this.route(id, { op: 'stop' });
  }

  /** Stops this process's monitors. Listed sessions stay in the directory for others to run. */
  close(): void {
    clearInterval(this.sweeper);
    this.stopListening();
    for (const session of this.sessions.values()) session.monitor.stop();
    this.sessions.clear();
  }

  /** In the directory under the shared limits: true; false when Redis is away or fails. */
  private async register(
    id: string,
    client: string,
    language: string,
    intervalMs: number,
  ): Promise<boolean> {
    const directory = this.directory;
    if (!directory) return false;
    let verdict: 'ok' | 'max' | 'client';
    try {
      verdict = await directory.register(
        id,
        { client, language, intervalMs, checks: 0 },
        { max: this.max, maxPerClient: this.maxPerClient },
      );
    } catch {
      return false;
    }
    if (verdict === 'max') throw this.tooMany();
    if (verdict === 'client') throw this.tooManyForClient();
    return true;
  }

  private checkLimitsHere(client: string): void {
    if (this.sessions.size >= this.max) throw this.tooMany();
    let own = 0;
    for (const session of this.sessions.values()) if (session.client === client) own += 1;
    if (own >= this.maxPerClient) throw this.tooManyForClient();
  }

  private tooMany(): TooManySessions {
    return new TooManySessions(
      `At most ${this.max} monitoring sessions may run at once; stop one first.`,
    );
  }

  private tooManyForClient(): TooManySessions {
    return new TooManySessions(
      `At most ${this.maxPerClient} monitoring sessions may run for one client; stop one first.`,
    );
  }

  /** Starts the monitor of `fields` in this process. */
  private run(fields: Omit<Session, 'monitor'>): Session {
    const session: Session = {
      ...fields,
      monitor: undefined as unknown as Monitor, // set just below, before any tick can run
    };
    session.monitor = startMonitoring(
      {
        read: () => session.input ?? undefined,
        fix: async (c, l, signal) => {
          await this.countCheck(session);
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
        intervalMs: session.intervalMs,
        warn: (message, error) => {
          if (error instanceof NotOurs) return;
          this.options.warn?.(message, error instanceof Error ? error.message : String(error));
        },
      },
    );
    this.sessions.set(session.id, session);
    return session;
  }

  /** Counts a check; a session another replica took over (or that expired) stops here. */
  private async countCheck(session: Session): Promise<void> {
    const directory = session.listed ? this.directory : null;
    if (!directory) {
      session.checks += 1;
      return;
    }
    let count: number | null;
    try {
      count = await directory.countCheck(session.id);
    } catch {
      // Redis failed: the check runs and is counted here.
      session.checks += 1;
      return;
    }
    if (count === null) {
      this.forget(session);
      throw new NotOurs('Another replica runs this monitoring session now.');
    }
    session.checks = count;
  }

  /** Finds the session (here, on the replica running it, or taken over) and serves `request`. */
  private async route(id: string, request: SessionRequest): Promise<MonitorView | undefined> {
    const local = this.sessions.get(id);
    const directory = this.directory;
    if (!directory || (local && !local.listed)) return this.here(id, request);
    try {
      for (let hop = 0; hop < MAX_HOPS; hop += 1) {
        const record = await directory.touch(
          id,
          request.op === 'update' ? request.language : undefined,
        );
        const mine = this.sessions.get(id);
        if (!record) {
          // Stopped or expired in the directory: stopped here too.
          if (mine) this.forget(mine);
          return undefined;
        }
        if (record.owner === directory.replica) {
          return this.here(id, request, mine ? undefined : record);
        }
        if (mine) this.forget(mine);
        const answer = await directory.relay(record.owner, id, request);
        if (answer && 'view' in answer) return answer.view;
        if (await directory.takeOver(id, record.owner)) return this.here(id, request, record);
        // Another replica took it over first: ask again who runs it.
      }
      return undefined;
    } catch {
      // Redis failed mid-request: what this replica runs itself still answers.
      return this.here(id, request);
    }
  }

  /** Serves `request` in this process; `adopt` is the directory's record of a session taken over. */
  private here(
    id: string,
    request: SessionRequest,
    adopt?: SessionRecord,
  ): MonitorView | undefined {
    let session = this.sessions.get(id);
    if (!session && adopt) {
      session = this.run({
        id,
        client: adopt.client,
        input: null,
        language: adopt.language,
        intervalMs: adopt.intervalMs,
        checks: adopt.checks,
        latest: null,
        lastSeen: Date.now(),
        listed: true,
      });
    }
    if (!session) return undefined;
    session.lastSeen = Date.now();
    if (request.op === 'update') {
      const first = session.input === null;
      session.input = { code: request.code, language: request.language };
      session.language = request.language;
      // A session taken over checks the code it now has at once, as a new one does.
      if (first) void session.monitor.tick();
    } else if (request.op === 'stop') {
      this.forget(session);
      if (session.listed) this.options.directory?.remove(id).catch(() => {});
    }
    return this.view(session);
  }

  /** Stops the session's monitor here, leaving the directory as it is. */
  private forget(session: Session): void {
    session.monitor.stop();
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
  }

  /** Redis answers again: sessions kept here meanwhile go (back) into the directory. */
  private async writeBack(): Promise<void> {
    const directory = this.directory;
    if (!directory) return;
    for (const session of [...this.sessions.values()]) {
      const { id, client, language, intervalMs, checks } = session;
      try {
        const ours = await directory.restore(id, { client, language, intervalMs, checks });
        if (ours) session.listed = true;
        else this.forget(session);
      } catch {
        return; // gone again: the next return of Redis tries once more
      }
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastSeen > this.idleMs) {
        this.forget(session);
        if (session.listed) this.options.directory?.remove(session.id).catch(() => {});
      }
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
