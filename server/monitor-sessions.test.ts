/**
 * Monitoring sessions shared by replicas through a real Redis (server/monitor-directory.ts): two
 * MonitorSessions, each with its own connections, as two replicas are. The engine is a small fix
 * function that says which replica ran it; Redis is real.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RedisServer } from '../scripts/class-deployment-lib';
import type { AutoFixResult } from '../src/core/ai/types';
import { MONITOR_KEY_PREFIX, MonitorDirectory } from './monitor-directory';
import { MonitorSessions, TooManySessions } from './monitor-sessions';
import { connectSharedState, type SharedState } from './shared-state';
import { REDIS_BINARY, startTestRedis, stopTestRedis } from './test-redis';

const quiet = { info: () => {}, warn: () => {} };

interface Replica {
  name: string;
  shared: SharedState;
  directory: MonitorDirectory;
  sessions: MonitorSessions;
  close(): Promise<void>;
}

let redis: RedisServer;
let inspect: Redis;
const open: Replica[] = [];
/** Which replica checked which code, in order. */
let checked: { replica: string; code: string }[] = [];

beforeAll(async () => {
  if (!REDIS_BINARY) return;
  redis = await startTestRedis();
  inspect = new Redis(redis.url);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
  checked = [];
  if (inspect) await inspect.flushall();
});
afterAll(async () => {
  inspect?.disconnect();
  await stopTestRedis();
});

/** Removes one stray semicolon, with the confidence the monitor's gate lets through. */
function fixFor(replica: string) {
  return async (code: string): Promise<AutoFixResult> => {
    checked.push({ replica, code });
    return {
      fixed: code.includes(';;'),
      fixed_code: code.replace(';;', ';'),
      explanation: 'Removed an empty statement.',
      fixes_applied: ['empty statement'],
      confidence: 0.99,
      manual_review_needed: false,
    };
  };
}

async function replica(
  name: string,
  limits: { max?: number; maxPerClient?: number; idleMs?: number } = {},
): Promise<Replica> {
  const shared = await connectSharedState(redis.url, quiet);
  const idleMs = limits.idleMs ?? 120_000;
  const directory = new MonitorDirectory(shared, idleMs);
  const sessions = new MonitorSessions(fixFor(name), { ...limits, idleMs, directory });
  // Subscribed to its channel before any other replica hands it a request.
  await expect.poll(() => shared.subscriber.status).toBe('ready');
  await expect
    .poll(
      async () =>
        (await inspect.pubsub('NUMSUB', `${MONITOR_KEY_PREFIX}replica:${directory.replica}`))[1],
    )
    .toBe(1);
  const r: Replica = {
    name,
    shared,
    directory,
    sessions,
    // As a replica that ends: its monitors stop and its connections close; what it listed in
    // Redis stays there.
    async close() {
      sessions.close();
      directory.close();
      await shared.close();
    },
  };
  open.push(r);
  return r;
}

/** Every value Redis holds, as text. */
async function everythingStored(): Promise<string> {
  const keys = await inspect.keys('*');
  const values = await Promise.all(
    keys.map(async (key) => {
      const type = await inspect.type(key);
      if (type === 'hash') return JSON.stringify(await inspect.hgetall(key));
      if (type === 'zset') return JSON.stringify(await inspect.zrange(key, 0, -1, 'WITHSCORES'));
      return String(await inspect.get(key));
    }),
  );
  return `${keys.join('\n')}\n${values.join('\n')}`;
}

describe.skipIf(!REDIS_BINARY)('monitoring sessions across replicas', () => {
  it('a session started on one replica is read, updated and stopped through another; no code is stored', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const started = await a.sessions.start('let a = 1;;\n', 'javascript', '192.0.2.1', 100);
    expect(started).toMatchObject({ running: true, checks: 1, intervalMs: 100 });
    expect(started.latest).toMatchObject({ code: 'let a = 1;;\n', fixed_code: 'let a = 1;\n' });

    // B has no copy: it asks A, which runs it.
    expect(await b.sessions.get(started.id)).toEqual(started);
    expect(b.sessions.size).toBe(0);

    await b.sessions.update(started.id, 'let b = 2;;\n', 'javascript');
    await expect
      .poll(async () => (await b.sessions.get(started.id))?.latest?.code, { timeout: 5000 })
      .toBe('let b = 2;;\n');
    expect(checked.map((c) => c.replica)).toEqual(['a', 'a']);
    expect((await a.sessions.get(started.id))?.checks).toBe(2);

    const stored = await everythingStored();
    expect(stored).toContain(started.id);
    expect(stored).not.toContain('let a');
    expect(stored).not.toContain('let b');

    const stopped = await b.sessions.stop(started.id);
    expect(stopped?.running).toBe(false);
    expect(await a.sessions.get(started.id)).toBeUndefined();
    expect(await b.sessions.get(started.id)).toBeUndefined();
    expect(a.sessions.size).toBe(0);
    expect(await inspect.keys('*')).toEqual([]);
  });

  it("counts the limits over every replica's sessions", async () => {
    const limits = { max: 3, maxPerClient: 2 };
    const a = await replica('a', limits);
    const b = await replica('b', limits);
    await a.sessions.start('let x = 1;\n', 'javascript', '192.0.2.5');
    await b.sessions.start('let x = 1;\n', 'javascript', '192.0.2.5');
    await expect(a.sessions.start('let x = 1;\n', 'javascript', '192.0.2.5')).rejects.toThrow(
      new TooManySessions('At most 2 monitoring sessions may run for one client; stop one first.'),
    );
    const third = await a.sessions.start('let x = 1;\n', 'javascript', '192.0.2.6');
    await expect(b.sessions.start('let x = 1;\n', 'javascript', '192.0.2.7')).rejects.toThrow(
      'At most 3 monitoring sessions may run at once; stop one first.',
    );
    // Stopping one, through the other replica, frees its slot.
    await b.sessions.stop(third.id);
    await b.sessions.start('let x = 1;\n', 'javascript', '192.0.2.7');
  });

  it('outlives the replica that ran it: the next replica to get its code runs it', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const started = await a.sessions.start('let a = 1;;\n', 'javascript', '192.0.2.1', 100);
    await a.close();

    // Found; its result was in A's memory with its code, so there is none until the next check.
    expect(await b.sessions.get(started.id)).toEqual({
      id: started.id,
      running: true,
      intervalMs: 100,
      checks: 1,
      latest: null,
    });
    await b.sessions.update(started.id, 'let c = 3;;\n', 'javascript');
    await expect
      .poll(async () => (await b.sessions.get(started.id))?.latest?.code, { timeout: 5000 })
      .toBe('let c = 3;;\n');
    expect(checked).toEqual([
      { replica: 'a', code: 'let a = 1;;\n' },
      { replica: 'b', code: 'let c = 3;;\n' },
    ]);
    expect((await b.sessions.get(started.id))?.checks).toBe(2);
    expect(await inspect.hget(`${MONITOR_KEY_PREFIX}session:${started.id}`, 'owner')).toBe(
      b.directory.replica,
    );
  });

  it('a replica that can no longer be reached loses the session, and hands on requests once it is back', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const started = await a.sessions.start('let a = 1;;\n', 'javascript', '192.0.2.1', 100);
    // A stops listening (as a replica cut off from Redis would); B takes the session over.
    a.shared.subscriber.disconnect();
    await b.sessions.update(started.id, 'let d = 4;;\n', 'javascript');
    await expect
      .poll(() => checked.at(-1), { timeout: 5000 })
      .toEqual({
        replica: 'b',
        code: 'let d = 4;;\n',
      });
    // A listens again: a request reaching it now goes to B, and A drops its stale copy.
    await a.shared.subscriber.connect();
    await expect
      .poll(
        async () =>
          (
            await inspect.pubsub('NUMSUB', `${MONITOR_KEY_PREFIX}replica:${a.directory.replica}`)
          )[1],
      )
      .toBe(1);
    expect((await a.sessions.get(started.id))?.latest?.code).toBe('let d = 4;;\n');
    expect(a.sessions.size).toBe(0);
  });

  it("ignores messages on its channel that are not the replicas' protocol", async () => {
    const a = await replica('a');
    const b = await replica('b');
    const started = await a.sessions.start('let a = 1;;\n', 'javascript', '192.0.2.1');
    const channel = `${MONITOR_KEY_PREFIX}replica:${a.directory.replica}`;
    for (const junk of [
      'not json',
      '{}',
      '{"kind":"request","nonce":"n","from":"x","id":"__proto__","request":{"op":"update"}}',
      '{"kind":"request","nonce":"n","from":"x","id":"y","request":{"op":"constructor"}}',
      '{"kind":"answer","nonce":"toString","answer":{"view":1}}',
    ]) {
      await inspect.publish(channel, junk);
    }
    expect(await b.sessions.get(started.id)).toEqual(started);
  });

  it('is forgotten everywhere once nobody used it for the idle time', async () => {
    const a = await replica('a', { idleMs: 400 });
    const b = await replica('b', { idleMs: 400 });
    const started = await a.sessions.start('let a = 1;\n', 'javascript', '192.0.2.1');
    await expect
      .poll(() => inspect.exists(`${MONITOR_KEY_PREFIX}session:${started.id}`), { timeout: 5000 })
      .toBe(0);
    expect(await b.sessions.get(started.id)).toBeUndefined();
    await expect.poll(() => a.sessions.size, { timeout: 5000 }).toBe(0);
  });
});
