/**
 * HTTP tests of the AI service layer against a server listening on an ephemeral loopback port:
 * every route's happy path (the answer is the engine's own answer), bad input (always a 4xx with
 * a JSON error; a fast-check generator of malformed bodies never gets a 5xx), rate limiting,
 * compression, security headers, the OpenAPI docs, and an inference token that never leaves the
 * server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LocalProvider } from '../src/core/ai/local-provider';
import { nodePyright } from '../src/core/ai/node/pyright-host';
import { nodeRuffWasm } from '../src/core/ai/node/ruff-wasm';
import { nodeTypeLibs } from '../src/core/ai/node/type-libs';
import { AI_OPERATIONS, BATCH_MAX_FILES } from '../src/core/ai/api-schema';
import { type AiRequest, dispatch } from '../src/core/ai/protocol';
import { type FakeServer, startFakeInference } from '../src/core/ai/inference/fake-server.testing';
import { buildServer } from './app';
import { cspDirectives } from './plugins/security';

let dir: string;
let app: FastifyInstance;
let base: string;

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Closes a listening server at once. Node's close() ends only the keep-alive connections that
 * are idle when it is called; one whose answer was still being written then is kept for the whole
 * keep-alive time (72 s in Fastify), which on a loaded machine outlived the test's time limit.
 */
async function closeServer(server: FastifyInstance): Promise<void> {
  server.server.closeAllConnections();
  await server.close();
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'editor-api-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Editor</title>');
  writeFileSync(path.join(dir, 'assets', 'big-abc.js'), `${'console.log("x");\n'.repeat(500)}`);
  app = await buildServer({ distDir: dir, rateLimit: { max: 100_000, windowMs: 60_000 } });
  base = await listen(app);
}, 30_000);

afterAll(async () => {
  await closeServer(app);
  rmSync(dir, { recursive: true, force: true });
});

const JS = "var total = 0\nif (total == 0) { document.body.innerHTML = 'hi' }\n";
const PY = 'import os\nimport sys\n\ndef main():\n    print(sys.argv)\n';

/** One valid request per operation (the body is the request minus `op`). */
const requests: AiRequest[] = [
  { op: 'complete', code: 'const value = 1;\nval', language: 'javascript', offset: 20 },
  { op: 'smartComplete', code: 'const items = [];\nitems.fi', language: 'JavaScript', offset: 26 },
  { op: 'correct', selection: 'fucntion add(a, b) { retrun a + b }', language: 'javascript' },
  { op: 'optimize', code: 'for (let i = 0; i < a.length; i++) { s = s + a[i] }', language: 'js' },
  { op: 'analyzeQuality', code: JS, language: 'javascript' },
  { op: 'autoFix', code: JS, language: 'javascript' },
  { op: 'autoFix', code: PY, language: 'python', options: { format: false } },
  {
    op: 'batchAutoFix',
    files: [
      { name: 'a.js', code: JS, language: 'javascript' },
      { name: 'b.py', code: PY, language: 'python' },
    ],
  },
  {
    op: 'generateDocs',
    code: 'function add(a, b) {\n  return a + b;\n}\n',
    language: 'javascript',
  },
  {
    op: 'explain',
    code: 'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(2, 3));\n',
    language: 'javascript',
  },
  { op: 'diagnose', code: 'let x = 1;\nif (x = 2) {\n  x++;\n}\n', language: 'javascript' },
  { op: 'diagnose', code: 'def f(items=[]):\n    return items\n', language: 'python' },
  {
    op: 'hint',
    code: 'name = "ada"\nprint(name.uppercase())\n',
    language: 'python',
    problem: {
      rule: 'types/misspelt-method',
      family: 'misspelt-method',
      message: 'Strings have no method `uppercase`. Did you mean `upper`?',
      line: 2,
      confidence: 0.9,
      edit: { line: 2, column: 12, endLine: 2, endColumn: 21, text: 'upper' },
    },
  },
  { op: 'generateCode', description: 'sort a list of numbers', style: 'mathematical' },
  { op: 'generateCode', description: 'a weather dashboard', style: 'artistic' },
];

describe('AI routes', () => {
  it('answer every operation with what the engine itself answers', async () => {
    // The same tools as the server's engine (server/engine-task.ts).
    const local = new LocalProvider({
      tools: { ruffWasm: nodeRuffWasm, typeLibs: nodeTypeLibs, pyright: nodePyright },
    });
    for (const request of requests) {
      const { op, ...body } = request;
      const res = await post(`${base}/api/ai/${op}`, body);
      expect(res.status, op).toBe(200);
      expect(res.headers.get('cache-control'), op).toBe('no-store');
      expect(await res.json(), op).toEqual(await dispatch(local, request));
    }
  }, 60_000);

  it('auto-fix really fixes: var, == with a literal, innerHTML; Ruff removes the unused import', async () => {
    const js = (await (
      await post(`${base}/api/ai/autoFix`, { code: JS, language: 'JavaScript' })
    ).json()) as {
      fixed: boolean;
      fixed_code: string;
      manual_review_needed: boolean;
    };
    expect(js.fixed).toBe(true);
    expect(js.fixed_code).not.toMatch(/\bvar\b/);
    expect(js.fixed_code).toContain('textContent');
    expect(js.manual_review_needed).toBe(true);
    const py = (await (
      await post(`${base}/api/ai/autoFix`, { code: PY, language: 'python' })
    ).json()) as {
      fixed_code: string;
      provider: { model: string };
    };
    expect(py.fixed_code).not.toContain('import os');
    expect(py.provider.model).toBe('ruff');
  });

  it('keeps fix statistics and a report over its auto-fix runs', async () => {
    const stats = (await (await post(`${base}/api/ai/fixStatistics`, {})).json()) as {
      total_fixes: number;
      most_common_fix: string | null;
    };
    expect(stats.total_fixes).toBeGreaterThan(0);
    expect(stats.most_common_fix).not.toBeNull();
    const report = (await (await post(`${base}/api/ai/fixReport`, {})).json()) as {
      summary: string;
      history: unknown[];
    };
    expect(report.summary).toContain('# Auto-fix report');
    expect(report.history.length).toBeGreaterThan(0);
    expect(report.history.length).toBeLessThanOrEqual(10);
  });

  it('reports which provider answers in health, never a token', async () => {
    const health = (await (await fetch(`${base}/api/health`)).json()) as Record<string, unknown>;
    expect(health.ai).toEqual({ provider: 'local', preset: 'local' });
  });
});

describe('bad input', () => {
  const expectClientError = async (res: Response, status: number, pattern: RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string; statusCode: number };
    expect(body.statusCode).toBe(status);
    expect(body.error).toMatch(pattern);
    expect(JSON.stringify(body)).not.toMatch(/ at .*\.(ts|js):\d+/);
  };

  it('refuses invalid JSON, wrong types, missing and unknown fields with a 400 saying what', async () => {
    const url = `${base}/api/ai/complete`;
    await expectClientError(await post(url, '{"code": '), 400, /JSON/i);
    await expectClientError(
      await post(url, { code: 1, language: 'js', offset: 0 }),
      400,
      /code.*string/,
    );
    await expectClientError(
      await post(url, { code: 'x', language: 'js', offset: '1' }),
      400,
      /offset.*integer/,
    );
    await expectClientError(await post(url, { code: 'x', language: 'js' }), 400, /offset/);
    await expectClientError(
      await post(url, { code: 'x', language: 'js', offset: -1 }),
      400,
      /offset/,
    );
    await expectClientError(
      await post(url, { code: 'x', language: 'js', offset: 0, op: 'fixReport' }),
      400,
      /additional properties/,
    );
    await expectClientError(await post(url, [1, 2]), 400, /object/);
    await expectClientError(
      await post(`${base}/api/ai/generateCode`, { description: 'x', style: 'baroque' }),
      400,
      /style/,
    );
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const res = await fetch(`${base}/api/ai/analyzeQuality`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<code>x = 1</code>',
    });
    await expectClientError(res, 415, /content-type|media type/i);
    // text/plain and forms too, on every route that takes a body: the body must be JSON.
    const routes = [
      ['POST', `${base}/api/ai/analyzeQuality`],
      ['POST', `${base}/api/ai/complete`],
      ['POST', `${base}/api/ai/monitor`],
      ['PUT', `${base}/api/ai/monitor/00000000-0000-4000-8000-000000000000`],
    ] as const;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      for (const [method, url] of routes) {
        for (const body of ['x = 1', '{"code": "x = 1", "language": "python"}']) {
          const refused = await fetch(url, { method, headers: { 'content-type': type }, body });
          await expectClientError(refused, 415, /must be JSON/);
        }
      }
    }
    await expectClientError(
      await post(`${base}/api/ai/analyzeQuality`, 'x = 1', {
        'content-type': 'text/plain; charset=utf-8',
      }),
      415,
      /must be JSON.*application\/json/,
    );
    // An empty body sent as text is not JSON either.
    for (const [method, url] of [...routes, ['POST', `${base}/api/ai/fixStatistics`]] as const) {
      const empty = await fetch(url, { method, headers: { 'content-type': 'text/plain' } });
      await expectClientError(empty, 415, /must be JSON/);
    }
    const huge = 'x'.repeat(2 * 1024 * 1024 + 10);
    await expectClientError(
      await post(`${base}/api/ai/analyzeQuality`, { code: huge, language: 'python' }),
      413,
      /too large/i,
    );
  });

  it('sizes the body limit to the work of each route', async () => {
    const padded = (bytes: number) => ({ description: 'x'.repeat(bytes) });
    // Statistics read nothing from the body; a description is a sentence, not a file.
    await expectClientError(await post(`${base}/api/ai/fixStatistics`, padded(2000)), 413, /large/);
    await expectClientError(
      await post(`${base}/api/ai/generateCode`, padded(70_000)),
      413,
      /large/,
    );
    const code = 'x'.repeat(600 * 1024);
    await expectClientError(
      await post(`${base}/api/ai/monitor`, { code, language: 'python' }),
      413,
      /large/,
    );
    // Code up to the configured limit still reaches the engine.
    expect((await post(`${base}/api/ai/analyzeQuality`, { code, language: 'python' })).status).toBe(
      200,
    );
  });

  it(`takes at most ${BATCH_MAX_FILES} files in one batch`, async () => {
    const files = Array.from({ length: BATCH_MAX_FILES + 1 }, (_, i) => ({
      name: `f${i}.js`,
      code: 'let a = 1;\n',
      language: 'javascript',
    }));
    await expectClientError(await post(`${base}/api/ai/batchAutoFix`, { files }), 400, /files/);
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    await expectClientError(await post(`${base}/api/ai/teleport`, {}), 404, /No API route/);
    await expectClientError(await fetch(`${base}/api/ai/complete`), 404, /No API route/);
  });

  it('never answers a 5xx to a malformed body (property test)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
    );
    const field = fc.constantFrom(
      'code',
      'language',
      'offset',
      'selection',
      'files',
      'options',
      'description',
      'style',
      'op',
      '__proto__',
      'constructor',
    );
    const body = fc.oneof(
      fc.dictionary(field, value, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 40 }),
      fc
        .record({ code: fc.string(), language: fc.string(), offset: fc.integer() })
        .map((o) => JSON.stringify(o).slice(0, -1)),
    );
    const ops = fc.constantFrom(...AI_OPERATIONS, 'monitor');
    await fc.assert(
      fc.asyncProperty(ops, body, async (op, raw) => {
        const res = await post(`${base}/api/ai/${op}`, raw);
        const text = await res.text();
        expect(res.status, `${op} ${raw} → ${text}`).toBeLessThan(500);
        expect(() => JSON.parse(text), text).not.toThrow();
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('monitoring sessions', () => {
  it('start with a first check, take new code, show the gated result, stop', async () => {
    const start = await post(`${base}/api/ai/monitor`, {
      code: 'let a = 1;;\n',
      language: 'javascript',
    });
    expect(start.status).toBe(201);
    const session = (await start.json()) as {
      id: string;
      running: boolean;
      checks: number;
      intervalMs: number;
    };
    expect(session).toMatchObject({ running: true, checks: 1, intervalMs: 10_000 });
    const put = await fetch(`${base}/api/ai/monitor/${session.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'let b = 2;\n', language: 'javascript' }),
    });
    expect(put.status).toBe(200);
    const got = (await (await fetch(`${base}/api/ai/monitor/${session.id}`)).json()) as {
      latest: { apply: boolean; code: string; confidence: number } | null;
    };
    if (got.latest) {
      expect(got.latest.confidence).toBeGreaterThan(0.95);
      expect(got.latest.code).toBe('let a = 1;;\n');
    }
    const stop = await fetch(`${base}/api/ai/monitor/${session.id}`, { method: 'DELETE' });
    expect(((await stop.json()) as { running: boolean }).running).toBe(false);
    expect((await fetch(`${base}/api/ai/monitor/${session.id}`)).status).toBe(404);
    expect((await fetch(`${base}/api/ai/monitor/not-a-uuid`)).status).toBe(400);
  });

  it('one client cannot take every slot: its fifth session is refused, another client still gets one', async () => {
    const start = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ai/monitor',
        remoteAddress: client,
        payload: { code: 'let a = 1;\n', language: 'javascript' },
      });
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await start('192.0.2.7');
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    const refused = await start('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'At most 4 monitoring sessions may run for one client; stop one first.',
      statusCode: 429,
    });
    const other = await start('192.0.2.8');
    expect(other.statusCode).toBe(201);
    ids.push((other.json() as { id: string }).id);
    // A stopped session frees its client's slot.
    await app.inject({ method: 'DELETE', url: `/api/ai/monitor/${ids[0]}` });
    const again = await start('192.0.2.7');
    expect(again.statusCode).toBe(201);
    ids.push((again.json() as { id: string }).id);
    for (const id of ids.slice(1)) {
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/ai/monitor/${id}` })).statusCode,
      ).toBe(200);
    }
  });
});

describe('headers, compression and docs', () => {
  it('sends the CSP and security headers on the page, assets and the API', async () => {
    for (const url of ['/', '/assets/big-abc.js', '/api/health', '/api/nope', '/docs']) {
      const res = await fetch(`${base}${url}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-eval;');
      expect(csp, url).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:*");
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
    }
    expect(cspDirectives(['https://errors.example'])['connect-src']).toEqual([
      "'self'",
      'https://errors.example',
    ]);
  });

  it('compresses what the client accepts', async () => {
    const res = await fetch(`${base}/assets/big-abc.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(await res.text()).toBe('console.log("x");\n'.repeat(500));
  });

  it('serves the OpenAPI docs at /docs with every AI route and its schemas', async () => {
    const page = await fetch(`${base}/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
    const spec = (await (await fetch(`${base}/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    for (const op of AI_OPERATIONS) {
      const route = spec.paths[`/api/ai/${op}`]?.post;
      expect(route, op).toBeDefined();
      expect(route?.requestBody, op).toBeDefined();
      expect(Object.keys(route?.responses ?? {}), op).toContain('200');
    }
    // The schemas the routes validate with, limits included.
    const body = (op: string) =>
      (
        spec.paths[`/api/ai/${op}`]?.post?.requestBody as {
          content: Record<string, { schema: { properties: Record<string, unknown> } }>;
        }
      ).content['application/json']?.schema.properties;
    expect(body('batchAutoFix')?.files).toMatchObject({ type: 'array', maxItems: BATCH_MAX_FILES });
    expect(body('optimize')?.language).toMatchObject({ type: 'string', maxLength: 64 });
    expect(spec.paths['/api/health']?.get).toBeDefined();
    expect(spec.paths['/api/ai/monitor/{id}']?.delete).toBeDefined();
    expect(spec.paths['/']).toBeUndefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the limit, per client', async () => {
    // Injected requests (no sockets): each comes from 127.0.0.1 unless said otherwise.
    const limited = await buildServer({ distDir: dir, rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await limited.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.inject({ url: '/api/health' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const body = res.json<{ error: string; statusCode: number }>();
      expect(body).toMatchObject({ statusCode: 429 });
      expect(body.error).toMatch(/Too many requests/);
      // Another client is not limited by this one.
      const other = await limited.inject({ url: '/api/health', remoteAddress: '127.0.0.2' });
      expect(other.statusCode).toBe(200);
      // The app itself is not limited: a page load fetches many files.
      expect((await limited.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 30_000);
});

describe('CORS', () => {
  it('lets only the listed origins call the API from another page', async () => {
    const server = await buildServer({ distDir: dir, corsOrigins: ['http://127.0.0.1:5173'] });
    const url = await listen(server);
    try {
      const preflight = await fetch(`${url}/api/ai/analyzeQuality`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
      const allowed = await post(
        `${url}/api/ai/analyzeQuality`,
        { code: 'x = 1', language: 'python' },
        { origin: 'http://127.0.0.1:5173' },
      );
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      await allowed.text();
      const other = await fetch(`${url}/api/health`, { headers: { origin: 'http://evil.test' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      await other.text();
      const page = await fetch(`${url}/`, { headers: { origin: 'http://127.0.0.1:5173' } });
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      await page.text();
    } finally {
      await closeServer(server);
    }
  }, 60_000);
});

describe('an inference service', () => {
  const TOKEN = 'hf_secretTOKEN_0123456789';
  let fake: FakeServer;
  let server: FastifyInstance;
  let url: string;
  const logs: string[] = [];

  beforeAll(async () => {
    let calls = 0;
    fake = await startFakeInference(
      (request) => {
        calls += 1;
        // First a working model, then a failing one (the fallback chain), echoing the path.
        return calls === 1
          ? { json: [{ generated_text: 'console.log(value);\nreturn value;' }] }
          : { status: 500, json: { error: `model broke at ${request.path}` } };
      },
      { maxRequests: 20 },
    );
    server = await buildServer({
      distDir: dir,
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
      ai: { provider: 'hf', baseUrl: `${fake.url}/${TOKEN}`, token: TOKEN },
    });
    url = await listen(server);
  }, 30_000);

  afterAll(async () => {
    await closeServer(server);
    await fake.close();
  });

  it('answers with the model, falls back to the built-in engine saying why, and never lets the token out', async () => {
    const bodies: string[] = [];
    const health = await fetch(`${url}/api/health`);
    bodies.push(await health.clone().text());
    expect(((await health.json()) as { ai: unknown }).ai).toEqual({
      provider: 'inference',
      preset: 'hf',
      protocol: 'hf',
      models: {
        completion: 'Salesforce/codet5p-220m',
        correction: 'microsoft/codebert-base',
        optimization: 'bigcode/starcoder',
      },
      state: 'ok',
      tokenConfigured: true,
    });

    const first = await post(`${url}/api/ai/complete`, {
      code: 'function f(value) {\n  ',
      language: 'javascript',
      offset: 22,
    });
    const firstText = await first.text();
    bodies.push(firstText);
    const completion = JSON.parse(firstText) as {
      suggestions: { text: string }[];
      provider: { kind: string; model: string };
    };
    expect(completion.provider).toEqual({ kind: 'inference', model: 'Salesforce/codet5p-220m' });
    expect(completion.suggestions[0]?.text).toBe('console.log(value);');
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const fallback = await post(`${url}/api/ai/optimize`, { code: 'x = 1', language: 'python' });
    const fallbackText = await fallback.text();
    bodies.push(fallbackText);
    expect(JSON.parse(fallbackText)).toEqual({
      suggestions: [],
      provider: {
        kind: 'local',
        model: 'rules',
        fallback: true,
        reason: 'service error (HTTP 500), retrying in 2 s',
        advice: 'The service failed (HTTP 500): try again later.',
      },
    });
    const after = await fetch(`${url}/api/health`);
    bodies.push(await after.text());
    expect(bodies.join('\n')).toContain('http');
    for (const text of [...bodies, ...logs]) expect(text).not.toContain(TOKEN);
    expect(logs.join('\n')).toContain('[redacted]');
  });
});

describe('a slow inference service', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const closed: number[] = [];
  let received = 0;

  beforeAll(async () => {
    // Never answers; records when the server hangs up on it.
    upstream = createServer((req, res) => {
      received += 1;
      req.resume();
      res.on('close', () => closed.push(Date.now()));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('stops the upstream call when the client goes away, and answers 503 past the time limit', async () => {
    const server = await buildServer({
      distDir: dir,
      requestTimeoutMs: 1500,
      ai: { provider: 'self-hosted', baseUrl: upstreamUrl, model: 'Qwen/Qwen2.5-Coder-1.5B' },
    });
    const url = await listen(server);
    try {
      const controller = new AbortController();
      const pending = fetch(`${url}/api/ai/optimize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'x = 1', language: 'python' }),
        signal: controller.signal,
      }).catch((error: unknown) => error);
      await vi.waitFor(() => expect(received).toBe(1));
      const abortedAt = Date.now();
      controller.abort();
      await pending;
      await vi.waitFor(() => expect(closed).toHaveLength(1), { timeout: 1000 });
      expect(closed[0]! - abortedAt).toBeLessThan(1000);

      const slow = await post(`${url}/api/ai/optimize`, { code: 'x = 1', language: 'python' });
      expect(slow.status).toBe(503);
      expect(await slow.json()).toEqual({
        error: 'The AI engine did not answer within 1500 ms.',
        statusCode: 503,
      });
      await vi.waitFor(() => expect(closed).toHaveLength(2), { timeout: 1000 });
    } finally {
      await closeServer(server);
    }
  }, 20_000);
});
