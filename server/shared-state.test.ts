/**
 * REDIS_URL with a real Redis: two servers (replicas) share one rate limit per client; with Redis
 * down the server starts, says so in one sentence and limits in memory; when Redis comes back it
 * is used again; when it goes away mid-run requests are still answered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/class-deployment-lib';
import { buildServer } from './app';
import { RATE_KEY_PREFIX } from './rate-limit-store';
import type { Notice } from './shared-state';
import { REDIS_BINARY, startTestRedis, stopTestRedis } from './test-redis';

let dist = '';
const servers: FastifyInstance[] = [];
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'editor-shared-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Editor</title>');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await stopTestRedis();
  rmSync(dist, { recursive: true, force: true });
});

function collect(): Notice & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line) };
}

async function replica(redisUrl: string, notice: Notice, max = 5): Promise<FastifyInstance> {
  const app = await buildServer({
    distDir: dist,
    redisUrl,
    rateLimit: { max, windowMs: 60_000 },
    notice,
    redis: { startWaitMs: 1000 },
  });
  servers.push(app);
  return app;
}

const health = (app: FastifyInstance, client: string) =>
  app.inject({ url: '/api/health', remoteAddress: client });

describe.skipIf(!REDIS_BINARY)('shared state in Redis', () => {
  it('gives a client one budget across two replicas, and says where it is kept', async () => {
    const redis = await startTestRedis();
    const notice = collect();
    const a = await replica(redis.url, notice);
    const b = await replica(redis.url, notice);
    expect(notice.lines).toEqual([
      `Rate limits and monitoring sessions are shared through Redis at 127.0.0.1:${redis.port}.`,
      `Rate limits and monitoring sessions are shared through Redis at 127.0.0.1:${redis.port}.`,
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await health(i % 2 ? b : a, '192.0.2.10')).statusCode);
    }
    // 5 allowed in all, not 5 per replica.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await health(a, '192.0.2.10');
    expect(refused.json()).toMatchObject({ statusCode: 429 });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another client has its own budget.
    expect((await health(b, '192.0.2.11')).statusCode).toBe(200);

    const inspect = new Redis(redis.url);
    try {
      expect(await inspect.get(`${RATE_KEY_PREFIX}192.0.2.10`)).toBe('9');
      // Counters only: each key expires with its window.
      const ttl = await inspect.pttl(`${RATE_KEY_PREFIX}192.0.2.10`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      inspect.disconnect();
    }
  });

  it('starts without Redis, limits in memory, uses Redis once it answers, and keeps answering when it goes', async () => {
    const port = await freePort();
    const notice = collect();
    const app = await replica(`redis://127.0.0.1:${port}`, notice, 3);
    expect(notice.lines).toHaveLength(1);
    expect(notice.lines[0]).toMatch(
      new RegExp(
        `^Redis at 127\\.0\\.0\\.1:${port} does not answer \\(.*ECONNREFUSED.*\\): rate limits and monitoring sessions are kept in this process's memory until it does\\.$`,
      ),
    );
    // Limited in memory: a request is never failed because Redis is away.
    const before = [];
    for (let i = 0; i < 4; i += 1) before.push((await health(app, '192.0.2.20')).statusCode);
    expect(before).toEqual([200, 200, 200, 429]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/ai/monitor',
      remoteAddress: '192.0.2.21',
      payload: { code: 'let a = 1;\n', language: 'javascript' },
    });
    expect(started.statusCode).toBe(201);
    const id = (started.json() as { id: string }).id;

    const redis = await startTestRedis(port);
    await expect.poll(() => notice.lines.length, { timeout: 10_000 }).toBe(2);
    expect(notice.lines[1]).toBe(
      `Redis at 127.0.0.1:${port} answers again: rate limits and monitoring sessions are shared through it again.`,
    );
    const inspect = new Redis(redis.url);
    try {
      // Counting moved to Redis (a fresh count there: the memory's is not carried over).
      expect((await health(app, '192.0.2.20')).statusCode).toBe(200);
      expect(await inspect.get(`${RATE_KEY_PREFIX}192.0.2.20`)).toBe('1');
      // The session started meanwhile is in the directory now, without its code.
      await expect
        .poll(() => inspect.hgetall(`editor:monitor:session:${id}`), { timeout: 5000 })
        .toMatchObject({ client: '192.0.2.21', language: 'javascript' });
      const fields = await inspect.hgetall(`editor:monitor:session:${id}`);
      expect(Object.keys(fields).sort()).toEqual(
        ['checks', 'client', 'intervalMs', 'language', 'lastSeen', 'owner'].sort(),
      );
      expect(JSON.stringify(fields)).not.toContain('let a');
    } finally {
      inspect.disconnect();
    }

    await redis.proc.kill();
    await expect.poll(() => notice.lines.length, { timeout: 10_000 }).toBe(3);
    expect(notice.lines[2]).toMatch(
      new RegExp(
        `^Lost Redis at 127\\.0\\.0\\.1:${port}.*: rate limits and monitoring sessions are kept in this process's memory until it answers again\\.$`,
      ),
    );
    expect((await health(app, '192.0.2.22')).statusCode).toBe(200);
    const read = await app.inject({ url: `/api/ai/monitor/${id}`, remoteAddress: '192.0.2.21' });
    expect(read.statusCode).toBe(200);
  }, 30_000);

  it('answers from memory, within the command timeout, when Redis stops answering', async () => {
    const redis = await startTestRedis();
    const notice = collect();
    const app = await buildServer({
      distDir: dist,
      redisUrl: redis.url,
      rateLimit: { max: 2, windowMs: 60_000 },
      notice,
      redis: { startWaitMs: 1000, commandTimeoutMs: 200 },
    });
    servers.push(app);
    expect((await health(app, '192.0.2.40')).statusCode).toBe(200);
    // Paused, as a Redis that swaps or hangs: it keeps the connection and says nothing.
    redis.proc.child.kill('SIGSTOP');
    try {
      const started = Date.now();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await health(app, '192.0.2.40')).statusCode);
      // Counted in memory from then on: a fresh count, so two answered and the third refused.
      expect(statuses).toEqual([200, 200, 429]);
      expect(Date.now() - started).toBeLessThan(5000);
      await expect
        .poll(() => notice.lines.at(-1))
        .toMatch(/^Lost Redis at 127\.0\.0\.1:\d+ \(.*timed out.*\)/i);
    } finally {
      redis.proc.child.kill('SIGCONT');
    }
  }, 30_000);

  it('answers monitoring requests from either replica, and hostile ones with the same 4xx', async () => {
    const redis = await startTestRedis();
    const a = await replica(redis.url, collect(), 1000);
    const b = await replica(redis.url, collect(), 1000);
    const start = (app: FastifyInstance, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ai/monitor',
        remoteAddress: client,
        payload: { code: 'let a = 1;;\n', language: 'javascript' },
      });
    const first = await start(a, '192.0.2.30');
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: string };
    const read = await b.inject({ url: `/api/ai/monitor/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(first.json());

    // One client's fifth session is refused whichever replica it asks.
    for (const app of [b, a, b]) expect((await start(app, '192.0.2.30')).statusCode).toBe(201);
    const fifth = await start(a, '192.0.2.30');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'At most 4 monitoring sessions may run for one client; stop one first.',
      statusCode: 429,
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { code: 'let a = 1;\n', language: 'javascript' };
    for (const app of [a, b]) {
      expect((await app.inject({ url: '/api/ai/monitor/not-a-uuid' })).statusCode).toBe(400);
      expect((await app.inject({ url: '/api/ai/monitor/__proto__' })).statusCode).toBe(400);
      expect((await app.inject({ url: `/api/ai/monitor/${unknown}` })).json()).toEqual({
        error: 'No monitoring session with this id.',
        statusCode: 404,
      });
      const put = await app.inject({
        method: 'PUT',
        url: `/api/ai/monitor/${unknown}`,
        payload: body,
      });
      expect(put.statusCode).toBe(404);
      const huge = await app.inject({
        method: 'PUT',
        url: `/api/ai/monitor/${id}`,
        payload: { code: 'x'.repeat(600 * 1024), language: 'javascript' },
      });
      expect(huge.statusCode).toBe(413);
      const del = await app.inject({ method: 'DELETE', url: `/api/ai/monitor/${unknown}` });
      expect(del.statusCode).toBe(404);
    }
    const stopped = await b.inject({ method: 'DELETE', url: `/api/ai/monitor/${id}` });
    expect((stopped.json() as { running: boolean }).running).toBe(false);
    expect((await a.inject({ url: `/api/ai/monitor/${id}` })).statusCode).toBe(404);
  }, 30_000);

  it('never names the password of REDIS_URL in what it says', async () => {
    const port = await freePort();
    const notice = collect();
    await replica(`redis://:hunter2-secret@127.0.0.1:${port}/0`, notice);
    expect(notice.lines.join('\n')).not.toContain('hunter2');
    expect(notice.lines[0]).toContain(`127.0.0.1:${port}`);
  });
});
