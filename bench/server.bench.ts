/**
 * Server load figures (issue 9): autocannon against the project's server on 127.0.0.1 with 100
 * concurrent connections, for `GET /api/health` and for `POST /api/ai/analyzeQuality` on a
 * 500-line file. The server runs in its own process (dist-server/main.js, the way `npm start`
 * runs it), so the load generator does not share its event loop; its rate limit is raised
 * for the run. Each run is bounded in time (10 s) and in count (`maxOverallRequests`); the budget
 * is 0 errors, 0 timeouts and 0 non-2xx answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { record } from './lib/report.ts';
import { startAppServer } from './lib/app-server.ts';

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
const server = await startAppServer(dist);
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
