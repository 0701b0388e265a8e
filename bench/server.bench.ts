/**
 * Server load figures (issue 9): autocannon against the project's server on 127.0.0.1 with 100
 * concurrent connections, for `GET /api/health` and for `POST /api/ai/analyzeQuality` on a
 * 500-line file. The server runs in its own process (server/main.ts through tsx, the way `npm
 * start` runs it), so the load generator does not share its event loop; its rate limit is raised
 * for the run. Each run is bounded in time (10 s) and in count (`maxOverallRequests`); the budget
 * is 0 errors, 0 timeouts and 0 non-2xx answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { record } from './lib/report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 100;
const DURATION_S = 10;

/** A 500-line beginner JavaScript file with what the quality rules look for. */
function fiveHundredLines(): string {
  const lines: string[] = [];
  for (let i = 0; lines.length < 500; i += 1) {
    lines.push(
      `// Totals for order ${i}`,
      `var total${i} = 0;`,
      `function order${i}(items) {`,
      `  for (let k = 0; k < items.length; k++) {`,
      `    if (items[k].price == null) continue;`,
      `    total${i} += items[k].price * items[k].quantity;`,
      `  }`,
      `  return total${i};`,
      `}`,
      ``,
    );
  }
  return `${lines.slice(0, 500).join('\n')}\n`;
}

async function startServer(dist: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      RATE_LIMIT_MAX: '1000000000',
      LOG: 'false',
      AI_PROVIDER: 'local',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in 60 s')), 60_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /running at http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface LoadFigures {
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    ...options,
  });
  return {
    connections: result.connections,
    durationS: Math.round(result.duration * 10) / 10,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const dist = mkdtempSync(path.join(tmpdir(), 'editor-bench-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Editor</title>');
const server = await startServer(dist);
try {
  const body = JSON.stringify({ code: fiveHundredLines(), language: 'javascript' });
  // Warm up: the first answers compile the code paths.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${server.url}/api/ai/analyzeQuality`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  }
  const health = await load({ url: `${server.url}/api/health`, maxOverallRequests: 200_000 });
  const quality = await load({
    url: `${server.url}/api/ai/analyzeQuality`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    maxOverallRequests: 20_000,
  });
  const clean = (f: LoadFigures) => f.errors === 0 && f.timeouts === 0 && f.non2xx === 0;
  record('server', {
    health,
    quality500Lines: { ...quality, bodyBytes: body.length },
    budget: '0 errors, 0 timeouts, 0 non-2xx at 100 connections',
    withinBudget: clean(health) && clean(quality),
  });
  if (!clean(health) || !clean(quality)) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
}
