import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { IMMUTABLE } from './plugins/static-files';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'editor-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Editor</title>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'assets', 'ai.worker-XyZ12.js'), 'self.onmessage = () => {};');
  writeFileSync(path.join(dir, '.build-stamp'), '{}');
  writeFileSync(path.join(dir, 'run.html'), '<!doctype html><title>Run host</title>');
  writeFileSync(path.join(dir, 'preview.html'), '<!doctype html><title>Preview host</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Editor"}');
  app = await buildServer({ distDir: dir });
}, 30_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('running user code', () => {
  it('makes the app cross-origin isolated, so a program can wait for a typed line', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBe('require-corp');
    // The app itself still evaluates no strings.
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  it('sandboxes the run host by its own policy; only the app frames it; it may evaluate code and start blob workers', async () => {
    const res = await app.inject({ url: '/run.html' });
    const csp = String(res.headers['content-security-policy']);
    // Sandboxed without allow-same-origin: an opaque origin, though framed without an attribute.
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).not.toContain('allow-same-origin');
    // Not the app's own origin: a program could send requests to its API (importScripts).
    expect(csp).toContain("script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('worker-src blob:');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('https:');
  });

  it('gives the preview host a policy for pages with inline scripts and web images', async () => {
    const res = await app.inject({ url: '/preview.html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-modals;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['cross-origin-embedder-policy']).toBe('credentialless');
  });

  it('serves the built files without CORS: the app fetches the runtimes for the run host', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['access-control-allow-origin']).toBeUndefined();
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await app.inject({ url: '/' });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not vary the built files on Origin, so the offline copy matches every fetch of them', async () => {
    for (const headers of [{}, { origin: 'http://localhost' }]) {
      const asset = await app.inject({ url: '/assets/main-abc123.js', headers });
      expect(String(asset.headers.vary ?? '').toLowerCase()).not.toContain('origin');
    }
  });
});

describe('static files', () => {
  it('serves index.html, never cached, at the root and for every deep link', async () => {
    for (const url of ['/', '/?file=notes.md', '/some/view', '/index.html', '/settings/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>Editor</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers HEAD like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/deep/link' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline worker from the root, revalidated on every check, and the manifest', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Never kept by the HTTP cache: a new version is seen at the next check.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the Brotli or gzip copy the build wrote when the browser takes it, the file otherwise', async () => {
    const source = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;
    // A copy that differs from what compressing on the fly would give: proof it was sent as is.
    const stored = brotliCompressSync(Buffer.from(source), { params: { 1: 1 } });
    writeFileSync(path.join(dir, 'assets', 'pre-abc.js'), source);
    writeFileSync(path.join(dir, 'assets', 'pre-abc.js.br'), stored);
    writeFileSync(path.join(dir, 'assets', 'pre-abc.js.gz'), gzipSync(source));
    const br = await app.inject({
      url: '/assets/pre-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.rawPayload.equals(stored)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await app.inject({
      url: '/assets/pre-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/pre-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('serves files written after it started (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dir, 'assets', 'main-new456.js'), 'console.log(2)');
    const res = await app.inject({ url: '/assets/main-new456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers 404, not the app, for a missing file', async () => {
    for (const url of ['/assets/missing-1.js', '/missing.png', '/assets/main-abc123.js.map']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
  });

  it('serves nothing outside dist/ and no dotfiles', async () => {
    for (const url of [
      '/../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/etc/passwd',
    ]) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('"version"');
      expect(res.body, url).not.toContain('root:');
    }
    const stamp = await app.inject({ url: '/.build-stamp' });
    expect(stamp.body).not.toBe('{}');
  });

  it('answers 404 to other methods on app paths', async () => {
    expect((await app.inject({ method: 'POST', url: '/some/view' })).statusCode).toBe(404);
  });
});

describe('API', () => {
  it('reports its health with name, version, uptime and the AI provider', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      status: 'ok',
      name: pkg.name,
      version: pkg.version,
      uptimeSeconds: expect.any(Number),
      ai: { provider: 'local', preset: 'local' },
    });
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 404 with a JSON error for an unknown route, never the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/health/x'],
      ['GET', '/api/files/a.txt'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      // The path is not echoed back.
      expect(res.json(), url).toEqual({
        error: 'No API route for this method and path.',
        statusCode: 404,
      });
    }
  });

  it('answers a URL it cannot decode with the JSON error shape, never echoing the URL', async () => {
    for (const url of ['/%c0%ae%c0%ae/etc/passwd', '/api/%c0%ae', '/assets/%ff<script>.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({
        error: 'Bad request: the URL is not valid.',
        statusCode: 400,
      });
      expect(res.body, url).not.toMatch(/%c0|%ff|script/i);
    }
  });
});

describe('content security policy', () => {
  it('lets only the AI worker evaluate strings (ESLint inside it needs that)', async () => {
    const page = await app.inject({ url: '/' });
    const worker = await app.inject({ url: '/assets/ai.worker-XyZ12.js' });
    const other = await app.inject({ url: '/assets/main-abc123.js' });
    expect(worker.statusCode).toBe(200);
    for (const res of [page, other]) {
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
      expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
    }
    const workerPolicy = String(worker.headers['content-security-policy']);
    expect(workerPolicy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'/);
    expect(workerPolicy).toContain("object-src 'none'");
  });
});
