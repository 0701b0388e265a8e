/**
 * For tests: a server over an empty build (an index.html only) and a generous rate limit,
 * built before the file's tests and closed after them. Call it at the top of a test file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from './app';

export function useTestServer(name: string): () => FastifyInstance {
  let dir = '';
  let app: FastifyInstance | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `editor-${name}-`));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Editor</title>');
    app = await buildServer({ distDir: dir, rateLimit: { max: 100_000, windowMs: 60_000 } });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('The test server is not built yet.');
    return app;
  };
}
