/**
 * The monitoring sessions' directory in Redis, shared by every replica (server/monitor-sessions.ts
 * uses it when REDIS_URL is set). It holds no code: per session its id, the client's address,
 * the language, the interval, the number of checks, when it was last used and which replica runs
 * it, all expiring after the idle time; and the two sets the session limits are counted in.
 *
 * The code, and the latest result (which holds code), stay in the memory of the replica that
 * runs the session. A request for a session that reaches another replica is handed to that one
 * through a Redis channel (pub/sub keeps no copy of a message) and its answer comes back the same
 * way. When that replica is gone (no one listens on its channel, or no answer within
 * RELAY_TIMEOUT_MS), the replica holding the request takes the session over: from then on it
 * runs it, with the code of the next update.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { MonitorView } from '../src/core/ai/api-schema';
import type { SharedState } from './shared-state';

export const MONITOR_KEY_PREFIX = 'editor:monitor:';
const sessionKey = (id: string) => `${MONITOR_KEY_PREFIX}session:${id}`;
const ALL_KEY = `${MONITOR_KEY_PREFIX}all`;
const CLIENT_PREFIX = `${MONITOR_KEY_PREFIX}client:`;
const channelOf = (replica: string) => `${MONITOR_KEY_PREFIX}replica:${replica}`;

/** How long a replica waits for another to answer a request it handed on. */
export const RELAY_TIMEOUT_MS = 1000;

export interface SessionRecord {
  client: string;
  language: string;
  intervalMs: number;
  checks: number;
  lastSeen: number;
  /** The replica running it. */
  owner: string;
}

/** What a replica writes of a session it runs (it is the owner, and it was seen now). */
type NewRecord = Omit<SessionRecord, 'owner' | 'lastSeen'>;

/** A request for a session, as handed to the replica running it. */
export type SessionRequest =
  { op: 'get' } | { op: 'update'; code: string; language: string } | { op: 'stop' };

/** What the replica running a session answered: its view, or that it no longer runs it. */
export type RelayAnswer = { view: MonitorView } | { missing: true };

// Each script reads and writes one session's keys together, so replicas never see half a change.
// Keys of the client's set are built in the scripts from the session's record: one Redis or
// Valkey server, not a cluster.

// REGISTER and RESTORE take the same keys and arguments (`sessionArgs`): KEYS the session and the
// set of all; ARGV now, idle, client-set prefix, id, client, language, interval, checks, owner.
const WRITE_SESSION = `
local now, idle = tonumber(ARGV[1]), tonumber(ARGV[2])
local clientKey = ARGV[3] .. ARGV[5]
local function write()
  redis.call('ZADD', KEYS[2], now + idle, ARGV[4])
  redis.call('ZADD', clientKey, now + idle, ARGV[4])
  redis.call('PEXPIRE', clientKey, idle)
  redis.call('HSET', KEYS[1], 'client', ARGV[5], 'language', ARGV[6], 'intervalMs', ARGV[7],
    'checks', ARGV[8], 'lastSeen', now, 'owner', ARGV[9])
  redis.call('PEXPIRE', KEYS[1], idle)
end
`;

/** Adds the session if the live ones (all, the client's) are under ARGV[10] and ARGV[11]. */
const REGISTER = `${WRITE_SESSION}
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREMRANGEBYSCORE', clientKey, '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[10]) then return 'max' end
if redis.call('ZCARD', clientKey) >= tonumber(ARGV[11]) then return 'client' end
write()
return 'ok'
`;

/** Writes back a session this replica ran while Redis was away, unless another replica runs it. */
const RESTORE = `${WRITE_SESSION}
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner and owner ~= ARGV[9] then return 0 end
write()
return 1
`;

/** Marks a session used now (and its language, when given); answers its record, or nothing. */
const TOUCH = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local now, idle = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'lastSeen', now)
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'language', ARGV[5]) end
redis.call('PEXPIRE', KEYS[1], idle)
local client = redis.call('HGET', KEYS[1], 'client')
redis.call('ZADD', KEYS[2], 'XX', now + idle, ARGV[4])
local clientKey = ARGV[3] .. client
redis.call('ZADD', clientKey, 'XX', now + idle, ARGV[4])
redis.call('PEXPIRE', clientKey, idle)
return redis.call('HGETALL', KEYS[1])
`;

/** Makes ARGV[2] the session's replica if ARGV[1] still is. */
const TAKE_OVER = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[2])
return 1
`;

/** Counts one check if ARGV[1] still runs the session: the new count, or -1. */
const COUNT_CHECK = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return -1 end
return redis.call('HINCRBY', KEYS[1], 'checks', 1)
`;

const REMOVE = `
local client = redis.call('HGET', KEYS[1], 'client')
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
if client then redis.call('ZREM', ARGV[1] .. client, ARGV[2]) end
return 1
`;

type Script = (...args: (string | number)[]) => Promise<unknown>;

function script(client: Redis, name: string, keys: number, lua: string): Script {
  client.defineCommand(name, { numberOfKeys: keys, lua });
  const command = Reflect.get(client, name) as Script;
  return (...args) => command.apply(client, args);
}

/** A record from HGETALL's flat list of fields and values; null when a field is missing. */
function toRecord(flat: unknown): SessionRecord | null {
  if (!Array.isArray(flat)) return null;
  const fields = new Map<string, string>();
  for (let i = 0; i + 1 < flat.length; i += 2) fields.set(String(flat[i]), String(flat[i + 1]));
  const client = fields.get('client');
  const owner = fields.get('owner');
  const number = (name: string) => Number(fields.get(name));
  if (client === undefined || owner === undefined) return null;
  return {
    client,
    owner,
    language: fields.get('language') ?? '',
    intervalMs: number('intervalMs'),
    checks: number('checks'),
    lastSeen: number('lastSeen'),
  };
}

/** Messages on the replicas' channels: a request handed on, or the answer to one. */
type Message =
  | { kind: 'request'; nonce: string; from: string; id: string; request: SessionRequest }
  | { kind: 'answer'; nonce: string; answer: RelayAnswer };

const isString = (value: unknown): value is string => typeof value === 'string';

/** The message in `text`, or null for anything else on the channel. */
function parseMessage(text: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (!isString(m.nonce)) return null;
  if (m.kind === 'answer' && m.answer && typeof m.answer === 'object') {
    const answer = m.answer as Record<string, unknown>;
    if (answer.missing === true)
      return { kind: 'answer', nonce: m.nonce, answer: { missing: true } };
    if (answer.view && typeof answer.view === 'object')
      return { kind: 'answer', nonce: m.nonce, answer: { view: answer.view as MonitorView } };
    return null;
  }
  if (m.kind !== 'request' || !isString(m.from) || !isString(m.id)) return null;
  const r = m.request as Record<string, unknown> | null;
  if (!r || typeof r !== 'object') return null;
  const request: SessionRequest | null =
    r.op === 'get' || r.op === 'stop'
      ? { op: r.op }
      : r.op === 'update' && isString(r.code) && isString(r.language)
        ? { op: 'update', code: r.code, language: r.language }
        : null;
  return request && { kind: 'request', nonce: m.nonce, from: m.from, id: m.id, request };
}

export type RequestHandler = (
  id: string,
  request: SessionRequest,
) => Promise<MonitorView | undefined>;

export class MonitorDirectory {
  /** This process, as the directory names the replica running a session. */
  readonly replica = randomUUID();
  private readonly pending = new Map<string, (answer: RelayAnswer) => void>();
  private handler: RequestHandler = async () => undefined;
  private readonly scripts: {
    register: Script;
    restore: Script;
    touch: Script;
    takeOver: Script;
    countCheck: Script;
    remove: Script;
  };
  private readonly onMessage = (channel: string, text: string) => this.receive(channel, text);
  private readonly subscribe = () => {
    this.shared.subscriber.subscribe(channelOf(this.replica)).catch(() => {
      // Not subscribed: the next 'ready' tries again, and meanwhile others take this
      // replica's sessions over.
    });
  };

  constructor(
    private readonly shared: SharedState,
    private readonly idleMs: number,
  ) {
    const { client } = shared;
    this.scripts = {
      register: script(client, 'editorMonitorRegister', 2, REGISTER),
      restore: script(client, 'editorMonitorRestore', 2, RESTORE),
      touch: script(client, 'editorMonitorTouch', 2, TOUCH),
      takeOver: script(client, 'editorMonitorTakeOver', 1, TAKE_OVER),
      countCheck: script(client, 'editorMonitorCountCheck', 1, COUNT_CHECK),
      remove: script(client, 'editorMonitorRemove', 2, REMOVE),
    };
    shared.subscriber.on('message', this.onMessage);
    shared.subscriber.on('ready', this.subscribe);
    if (shared.subscriber.status === 'ready') this.subscribe();
  }

  available(): boolean {
    return this.shared.available();
  }

  /** Calls `listener` when Redis answers again after being away. */
  onAvailable(listener: () => void): () => void {
    return this.shared.onAvailable(listener);
  }

  /** Answers the requests other replicas hand this one. */
  serve(handler: RequestHandler): void {
    this.handler = handler;
  }

  /** Adds a session run here, if the deployment's and the client's limits allow it. */
  async register(
    id: string,
    record: NewRecord,
    limits: { max: number; maxPerClient: number },
  ): Promise<'ok' | 'max' | 'client'> {
    const answer = await this.call(() =>
      this.scripts.register(...this.sessionArgs(id, record), limits.max, limits.maxPerClient),
    );
    return answer === 'max' || answer === 'client' ? answer : 'ok';
  }

  /** Writes back a session run here; false when another replica runs it now. */
  async restore(id: string, record: NewRecord): Promise<boolean> {
    return (await this.call(() => this.scripts.restore(...this.sessionArgs(id, record)))) === 1;
  }

  /** The keys and arguments of REGISTER and RESTORE, in their order. */
  private sessionArgs(id: string, record: NewRecord): (string | number)[] {
    const { client, language, intervalMs, checks } = record;
    const session = [id, client, language, intervalMs, checks, this.replica];
    return [sessionKey(id), ALL_KEY, Date.now(), this.idleMs, CLIENT_PREFIX, ...session];
  }

  /** Marks the session used; its record, or null when it is not in the directory. */
  async touch(id: string, language = ''): Promise<SessionRecord | null> {
    const flat = await this.call(() =>
      this.scripts.touch(
        sessionKey(id),
        ALL_KEY,
        Date.now(),
        this.idleMs,
        CLIENT_PREFIX,
        id,
        language,
      ),
    );
    return toRecord(flat);
  }

  /** Makes this replica the one running the session, if `from` still was. */
  async takeOver(id: string, from: string): Promise<boolean> {
    return (await this.call(() => this.scripts.takeOver(sessionKey(id), from, this.replica))) === 1;
  }

  /** Counts a check: the session's new count, or null when this replica no longer runs it. */
  async countCheck(id: string): Promise<number | null> {
    const count = Number(
      await this.call(() => this.scripts.countCheck(sessionKey(id), this.replica)),
    );
    return count >= 0 ? count : null;
  }

  async remove(id: string): Promise<void> {
    await this.call(() => this.scripts.remove(sessionKey(id), ALL_KEY, CLIENT_PREFIX, id));
  }

  /**
   * Hands `request` to the replica `owner`; its answer, or null when it is gone (no one
   * listens on its channel, or no answer within RELAY_TIMEOUT_MS).
   */
  async relay(owner: string, id: string, request: SessionRequest): Promise<RelayAnswer | null> {
    const nonce = randomUUID();
    const answered = new Promise<RelayAnswer | null>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(nonce);
        resolve(null);
      }, RELAY_TIMEOUT_MS);
      this.pending.set(nonce, (answer) => {
        clearTimeout(timer);
        this.pending.delete(nonce);
        resolve(answer);
      });
    });
    const message: Message = { kind: 'request', nonce, from: this.replica, id, request };
    let listeners: number;
    try {
      listeners = Number(
        await this.call(() =>
          this.shared.client.publish(channelOf(owner), JSON.stringify(message)),
        ),
      );
    } catch (error) {
      this.pending.get(nonce)?.({ missing: true });
      await answered;
      throw error;
    }
    if (listeners === 0) {
      this.pending.get(nonce)?.({ missing: true });
      await answered;
      return null;
    }
    return answered;
  }

  close(): void {
    this.shared.subscriber.off('message', this.onMessage);
    this.shared.subscriber.off('ready', this.subscribe);
    for (const resolve of this.pending.values()) resolve({ missing: true });
  }

  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.shared.failed(error);
      throw error;
    }
  }

  private receive(channel: string, text: string): void {
    if (channel !== channelOf(this.replica)) return;
    const message = parseMessage(text);
    if (!message) return;
    if (message.kind === 'answer') {
      this.pending.get(message.nonce)?.(message.answer);
      return;
    }
    const { nonce, from, id, request } = message;
    void this.handler(id, request)
      .then((view): RelayAnswer => (view ? { view } : { missing: true }))
      .catch((): RelayAnswer => ({ missing: true }))
      .then((answer) => {
        const reply: Message = { kind: 'answer', nonce, answer };
        return this.shared.client.publish(channelOf(from), JSON.stringify(reply));
      })
      .catch(() => {
        // Redis went away: the asking replica's wait ends and it answers from what it has.
      });
  }
}
