/**
 * The server under heavy AI work: the engine runs on worker threads, so /api/health keeps
 * answering at once while long auto-fix requests run, and an operation past the engine's time
 * limit is stopped and answered 503 in the API's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { createEngine, type Engine } from './engine';

let dir: string;
let app: FastifyInstance;
let engine: Engine;
let base: string;

const TIMEOUT_MS = 10_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'editor-busy-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Editor</title>');
  engine = createEngine({ provider: 'local' }, () => {}, { timeoutMs: TIMEOUT_MS, threads: 1 });
  app = await buildServer({ distDir: dir, engine });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  // A worker that has loaded the engine, and a server that has answered health once.
  expect((await autoFix('var a = 1\n')).status).toBe(200);
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
}, 30_000);

const autoFix = (code: string) =>
  fetch(`${base}/api/ai/autoFix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, language: 'javascript' }),
  });

afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** About 1.7 MB of JavaScript with something to fix on every other line. */
function longCode(): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 1_700_000; i += 1) {
    const block = Array.from(
      { length: 500 },
      (_, j) => `var a${i}_${j} = ${j}\nif (a${i}_${j} == 0) { document.body.innerHTML = 'x' }`,
    );
    lines.push(...block);
  }
  return lines.join('\n');
}

describe('heavy auto-fix requests', () => {
  it('leave /api/health answering within 100 ms, and past the time limit answer 503', async () => {
    const code = longCode();
    let settled = 0;
    const heavy = [0, 1].map(() =>
      autoFix(code).then(async (res) => {
        settled += 1;
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    // Both reached the engine: one runs on the worker, one waits for it.
    await expect.poll(() => engine.local.inFlight, { timeout: 10_000, interval: 20 }).toBe(2);

    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      await res.json();
      waits.push(performance.now() - started);
    }
    // The health checks happened while the heavy work was still going on.
    expect(settled).toBe(0);
    expect(Math.max(...waits), `health waits ${waits.map(Math.round).join(', ')} ms`).toBeLessThan(
      100,
    );

    for (const answer of await Promise.all(heavy)) {
      expect(answer).toEqual({
        status: 503,
        body: {
          error: `The AI engine did not finish within ${TIMEOUT_MS / 1000} s; try it on less code.`,
          statusCode: 503,
        },
      });
    }
    expect(engine.local.inFlight).toBe(0);
    // The pool starts a new worker for the one it stopped (its start-up may itself take a
    // while on a busy machine).
    await expect
      .poll(async () => (await autoFix('var a = 1\n')).status, { timeout: 45_000, interval: 200 })
      .toBe(200);
  }, 120_000);
});
