/**
 * A class on one deployment (issue 46): simulated students (500) over 2 replicas of the built
 * server behind nginx, sharing Redis, as scripts/class-deployment-lib.ts starts them from
 * Debian's packages on 127.0.0.1. Each student connects from an address of its own in
 * 127.1.0.0/16, so nginx hands each its own X-Forwarded-For and the rate limit counts per
 * student, as for a class of separate machines.
 *
 * A student opens the app (index.html, what it names, the chunks of the styles it preloads and
 * the modules those import, each once), then until the end of the run types: a completion at
 * each short pause while typing, quality analysis when typing stops, an auto-fix a minute. One
 * in five also runs a monitoring session (its code sent when typing stops, its result read
 * every 10 s); one in a hundred also sends a burst of completions past the rate limit. Half way
 * through, one replica is killed (SIGKILL) and started again, as a restart policy would.
 *
 * Figures: requests/s; p50/p95/p99 and statuses per route; 429s per student; which replicas
 * answered each student; the CPU of each replica, nginx, Redis, this load generator and the whole
 * machine (a busy machine slows every figure); a probe's /api/health times. Budgets: no 5xx and no failed request; no monitoring session lost;
 * /api/health p99 ≤ 100 ms; no student answered past the limit in a window, whichever replica
 * answered; no code in Redis. Bounded: `--seconds` of load (120), then each request in flight
 * ends within its 30 s timeout. `--students N --seconds S` runs a smaller class (CI: 50, 20).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import {
  type Deployment,
  numberOptions,
  startClassDeployment,
} from '../scripts/class-deployment-lib.ts';
import { percentile, record } from './lib/report.ts';

const USAGE = 'Usage: npm run bench -- class [--students N] [--seconds S]';

const { students: STUDENTS, seconds: SECONDS } = numberOptions(
  process.argv.slice(2),
  {
    students: { fallback: 500, min: 1, max: 2000 },
    seconds: { fallback: 120, min: 10, max: 600 },
  },
  USAGE,
);
const FULL = STUDENTS === 500 && SECONDS === 120;
const REPLICAS = 2;
const MONITORING = Math.max(1, Math.round(STUDENTS / 5));
const BURSTING = Math.max(1, Math.floor(STUDENTS / 100));
const HEALTH_P99_BUDGET_MS = 100;
const HEALTH_EVERY_MS = 100;
const TIMEOUT_MS = 30_000;
/** Students arrive over the first quarter of the run, at most 20 s. */
const ARRIVAL_MS = Math.min(20_000, (SECONDS * 1000) / 4);
/** The quality bar asks once typing has paused this long (src/features/editor/addons/quality.ts). */
const QUALITY_DELAY_MS = 1000;
/** How often a monitoring client reads its session's result. */
const MONITOR_READ_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

interface RouteFigures {
  samples: number[];
  statuses: Map<string, number>;
}
const routes = new Map<string, RouteFigures>();

function note(route: string, ms: number, status: string): void {
  let figures = routes.get(route);
  if (!figures) {
    figures = { samples: [], statuses: new Map() };
    routes.set(route, figures);
  }
  figures.samples.push(ms);
  figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A deterministic pseudo-random sequence, so each run sends the same work. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP from one address
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes received, as sent (compressed). */
  bytes: number;
  body: Buffer;
}

let port = 0;
let requests = 0;
const MAX_REQUESTS = STUDENTS * SECONDS * 20;

/** One machine of the class: its own address and keep-alive connections, as a browser has. */
class Client {
  readonly agent: http.Agent;
  readonly upstreams = new Set<string>();
  /** When each answer counted against the limit says its window ends (ms since the epoch). */
  readonly windowEnds: number[] = [];
  rejected = 0;

  constructor(readonly address: string) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: address });
  }

  /** Sends one request; null when it failed (noted as 'error'). Bodies are kept when asked. */
  send(
    route: string,
    method: string,
    url: string,
    body?: unknown,
    keepBody = false,
  ): Promise<Answer | null> {
    requests += 1;
    if (requests > MAX_REQUESTS) throw new Error(`More than ${MAX_REQUESTS} requests: a runaway.`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: this.agent,
          timeout: TIMEOUT_MS,
          headers: {
            'accept-encoding': 'br, gzip',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keepBody) chunks.push(chunk);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            note(route, performance.now() - started, String(status));
            this.heard(res.headers, status, url);
            resolve({ status, headers: res.headers, bytes, body: decode(res.headers, chunks) });
          });
          res.on('error', () => {
            note(route, performance.now() - started, 'error');
            resolve(null);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        note(route, performance.now() - started, 'error');
        resolve(null);
      });
      req.end(payload);
    });
  }

  private heard(headers: http.IncomingHttpHeaders, status: number, url: string): void {
    const upstream = String(headers['x-upstream'] ?? '')
      .split(',')
      .at(-1)
      ?.trim();
    if (upstream) this.upstreams.add(upstream);
    if (!url.startsWith('/api/')) return;
    if (status === 429) {
      this.rejected += 1;
      return;
    }
    const reset = Number(headers['x-ratelimit-reset']);
    if (Number.isFinite(reset)) this.windowEnds.push(Date.now() + reset * 1000);
  }

  close(): void {
    this.agent.destroy();
  }
}

function decode(headers: http.IncomingHttpHeaders, chunks: Buffer[]): Buffer {
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return raw;
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

/**
 * The most answers a client had counted in one rate-limit window: answers whose window ends
 * within a few seconds of each other are one window (the header is in whole seconds).
 */
function mostInOneWindow(windowEnds: number[]): number {
  const sorted = [...windowEnds].sort((a, b) => a - b);
  let most = 0;
  let count = 0;
  let first = Number.NEGATIVE_INFINITY;
  for (const end of sorted) {
    if (end - first > 5000) {
      first = end;
      count = 0;
    }
    count += 1;
    most = Math.max(most, count);
  }
  return most;
}

// ---------------------------------------------------------------------------------------------
// What a student types
// ---------------------------------------------------------------------------------------------

/** Marks every file sent, so Redis can be searched for code. */
const MARK = 'exercise by student-';

const PY_BLOCKS = [
  (i: number) => [
    `def total_${i}(prices):`,
    `    result = 0`,
    `    for p in prices:`,
    `        if p == None:`,
    `            continue`,
    `        result = result + p`,
    `    return result`,
    ``,
  ],
  (i: number) => [
    `def average_${i}(marks):`,
    `    if len(marks) == 0:`,
    `        return 0`,
    `    s = 0`,
    `    for m in range(len(marks)):`,
    `        s += marks[m]`,
    `    return s / len(marks)`,
    ``,
  ],
  (i: number) => [`name_${i} = input("Your name? ")`, `print("Hello " + name_${i})`, ``],
];

const JS_BLOCKS = [
  (i: number) => [
    `function total${i}(items) {`,
    `  var sum = 0`,
    `  for (let k = 0; k < items.length; k++) {`,
    `    if (items[k].price == null) continue;`,
    `    sum += items[k].price * items[k].quantity;`,
    `  }`,
    `  return sum;`,
    `}`,
    ``,
  ],
  (i: number) => [
    `const label${i} = 'Order ' + ${i} + ': ' + total${i % 3}([]);`,
    `document.getElementById('out').innerHTML = label${i};`,
    ``,
  ],
  (i: number) => [
    `if (typeof score${i} == 'number') {`,
    `  console.log('score', score${i})`,
    `}`,
    ``,
  ],
];

class Student extends Client {
  readonly language: 'python' | 'javascript';
  readonly next: () => number;
  private lines: string[];
  private blocks = 0;
  monitorId: string | null = null;
  monitorStartedOn = '';
  /** A request for its session answered 404 (or the session was gone). */
  lostSession = false;

  constructor(
    readonly index: number,
    readonly monitors: boolean,
    readonly bursts: boolean,
    language?: 'python' | 'javascript',
  ) {
    super(`127.1.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`);
    this.next = random(index + 1);
    const python = this.next() < 0.6;
    this.language = language ?? (python ? 'python' : 'javascript');
    const comment = this.language === 'python' ? '#' : '//';
    this.lines = [`${comment} Week 3 ${MARK}${index}`];
    if (this.language === 'python') this.lines.push('import os', 'import sys', '');
    const start = 4 + Math.floor(this.next() * 10);
    for (let i = 0; i < start; i += 1) this.addBlock();
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Types one more block; a file that grew long is a new exercise. */
  addBlock(): void {
    if (this.lines.length > 300) this.lines = this.lines.slice(0, 4);
    const pool = this.language === 'python' ? PY_BLOCKS : JS_BLOCKS;
    const block = pool[Math.floor(this.next() * pool.length)] ?? pool[0];
    if (block) this.lines.push(...block(this.blocks));
    this.blocks += 1;
  }

  get code(): string {
    return `${this.lines.join('\n')}\n`;
  }

  /** The code with a word half typed on a new line, and the cursor after it. */
  typing(): { code: string; language: string; offset: number } {
    const word = this.language === 'python' ? '    res' : '  su';
    const code = `${this.code}${word}`;
    return { code, language: this.language, offset: code.length };
  }

  file(): { code: string; language: string } {
    return { code: this.code, language: this.language };
  }
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

let startedAt = 0;
let endAt = 0;
const running = () => Date.now() < endAt;
/** Waits `ms`, or until the run ends if that is sooner. */
const pause = (ms: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.max(0, Math.min(ms, endAt - Date.now()))),
  );

/** Every file a browser fetches to open the app, as paths. */
function appFiles(distDir: string, indexHtml: string): string[] {
  const files = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="(\/[^"]+)"/g)) files.add(match[1] ?? '');
  const assets = readdirSync(path.join(distDir, 'assets'));
  // A style the page preloads is a chunk's: the start-up imports that chunk (the editor's).
  for (const file of [...files]) {
    const chunk = /^\/assets\/(.+)-[\w-]{8}\.css$/.exec(file)?.[1];
    if (!chunk) continue;
    for (const name of assets) {
      if (name.startsWith(`${chunk}-`) && /^[\w-]+\.js$/.test(name.slice(chunk.length + 1)))
        files.add(`/assets/${name}`);
    }
  }
  // And every module those import, before any of them runs.
  const queue = [...files].filter((f) => f.endsWith('.js'));
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    const text = readFileSync(path.join(distDir, file), 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      const imported = path.posix.join(path.posix.dirname(file), match[1] ?? '');
      if (!files.has(imported)) {
        files.add(imported);
        queue.push(imported);
      }
    }
  }
  files.delete('');
  return [...files].sort();
}

let files: string[] = [];
const opened: { ms: number; bytes: number }[] = [];

async function openApp(student: Student): Promise<void> {
  const started = performance.now();
  const size = (answer: Answer | null) => answer?.bytes ?? 0;
  let bytes = size(await student.send('GET /', 'GET', '/'));
  const queue = [...files];
  // A browser fetches up to six at once from one origin.
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const route = file.startsWith('/assets/') ? 'GET /assets/*' : 'GET /(public files)';
        // Read after the await: `bytes += size(await …)` would add to a stale total.
        const got = size(await student.send(route, 'GET', file));
        bytes += got;
      }
    }),
  );
  opened.push({ ms: performance.now() - started, bytes });
}

async function ai(student: Student, op: string, body: unknown): Promise<Answer | null> {
  return student.send(`POST /api/ai/${op}`, 'POST', `/api/ai/${op}`, body);
}

async function monitorRequest(student: Student, method: 'GET' | 'PUT' | 'DELETE', body?: unknown) {
  const id = student.monitorId;
  if (!id) return;
  const answer = await student.send(
    `${method} /api/ai/monitor/:id`,
    method,
    `/api/ai/monitor/${id}`,
    body,
  );
  if (answer?.status === 404) student.lostSession = true;
}

async function typingLoop(student: Student): Promise<void> {
  while (running()) {
    const burstEnd = Date.now() + student.between(5_000, 20_000);
    while (running() && Date.now() < burstEnd) {
      await pause(student.between(1_500, 4_000));
      if (!running()) return;
      if (student.next() < 0.3) student.addBlock();
      await ai(student, student.next() < 0.75 ? 'complete' : 'smartComplete', student.typing());
    }
    student.addBlock();
    await pause(QUALITY_DELAY_MS);
    if (!running()) return;
    await ai(student, 'analyzeQuality', student.file());
    if (student.monitorId) await monitorRequest(student, 'PUT', student.file());
    await pause(student.between(2_000, 12_000));
  }
}

async function autoFixLoop(student: Student): Promise<void> {
  await pause(student.between(0, 60_000));
  while (running()) {
    await ai(student, 'autoFix', student.file());
    await pause(student.between(55_000, 65_000));
  }
}

async function monitorLoop(student: Student): Promise<void> {
  const started = await student.send(
    'POST /api/ai/monitor',
    'POST',
    '/api/ai/monitor',
    student.file(),
    true,
  );
  if (started?.status !== 201) return;
  student.monitorId = (JSON.parse(started.body.toString('utf8')) as { id: string }).id;
  student.monitorStartedOn = String(started.headers['x-upstream'] ?? '');
  while (running()) {
    await pause(student.between(MONITOR_READ_MS - 1000, MONITOR_READ_MS + 1000));
    if (running()) await monitorRequest(student, 'GET');
  }
}

/** Completions as fast as the server answers, four at a time, until `limit` + 100 are sent. */
async function burst(student: Student, limit: number): Promise<void> {
  let left = limit + 100;
  const body = { code: 'let total = 0;\ntot', language: 'javascript', offset: 19 };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (running() && left > 0) {
        left -= 1;
        await student.send('POST /api/ai/complete (burst)', 'POST', '/api/ai/complete', body);
      }
    }),
  );
}

async function live(student: Student, rateLimit: () => number): Promise<void> {
  await pause(student.between(0, ARRIVAL_MS));
  await openApp(student);
  const loops = [typingLoop(student), autoFixLoop(student)];
  if (student.monitors) loops.push(monitorLoop(student));
  if (student.bursts) {
    // Spread over the first half of the run, so the bursts do not meet.
    const at = startedAt + ARRIVAL_MS + (student.index / STUDENTS) * (SECONDS * 500 - ARRIVAL_MS);
    loops.push(pause(at - Date.now()).then(() => burst(student, rateLimit())));
  }
  await Promise.all(loops);
}

interface HealthSample {
  atS: number;
  ms: number;
  /** The replica that answered. */
  from: string;
}

/** host:port → replica name, for the probe's answers. */
const replicaNames = new Map<string, string>();

/**
 * The probe a load balancer or a monitor runs: /api/health every 100 ms, taking turns from four
 * addresses of its own so that it stays within the rate limit.
 */
async function probe(clients: Client[]): Promise<HealthSample[]> {
  const samples: HealthSample[] = [];
  for (let turn = 0; running(); turn += 1) {
    const client = clients[turn % clients.length];
    if (!client) break;
    const started = performance.now();
    const answer = await client.send('GET /api/health', 'GET', '/api/health');
    const ms = performance.now() - started;
    if (answer?.status === 200) {
      const atS = round((Date.now() - startedAt) / 1000);
      const from = replicaNames.get(String(answer.headers['x-upstream']).split(', ').at(-1) ?? '');
      samples.push({ atS, ms, from: from ?? 'nginx' });
    }
    await pause(HEALTH_EVERY_MS);
  }
  return samples;
}

// ---------------------------------------------------------------------------------------------
// CPU of each process, from /proc
// ---------------------------------------------------------------------------------------------

const TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds one process used so far (all its threads), or null when it is gone. */
function ownCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** The processes a process started (nginx's workers). */
function children(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(' ').map(Number) : [];
  } catch {
    return [];
  }
}

/** Each process of `pid` (itself and those it started) with the CPU seconds it used so far. */
function cpuSeconds(pid: number | undefined): Map<number, number> {
  const used = new Map<number, number>();
  if (!pid) return used;
  for (const each of [pid, ...children(pid)]) {
    const seconds = ownCpuSeconds(each);
    if (seconds !== null) used.set(each, seconds);
  }
  return used;
}

/** CPU seconds the whole machine spent busy and in all since boot (/proc/stat). */
function machineCpu(): { busy: number; all: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.slice(1, 9).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / TICKS_PER_S, all: all / TICKS_PER_S };
}

/** Samples each named process every second; a name may be several processes in turn. */
class CpuMeter {
  private readonly seen = new Map<string, Map<number, { first: number; last: number }>>();
  private readonly peaks = new Map<string, number>();
  private previous = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly started = performance.now();

  constructor(private readonly pids: () => Map<string, number | undefined>) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  private sample(): void {
    for (const [name, root] of this.pids()) {
      let byPid = this.seen.get(name);
      if (!byPid) this.seen.set(name, (byPid = new Map()));
      for (const [pid, used] of cpuSeconds(root)) {
        const entry = byPid.get(pid);
        if (entry) entry.last = used;
        else byPid.set(pid, { first: used, last: used });
      }
    }
    const totals = new Map([...this.seen.keys()].map((name) => [name, this.total(name)]));
    for (const [name, total] of totals) {
      const before = this.previous.get(name);
      if (before !== undefined)
        this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, (total - before) * 100));
    }
    this.previous = totals;
  }

  private total(name: string): number {
    let sum = 0;
    for (const { first, last } of this.seen.get(name)?.values() ?? []) sum += last - first;
    return sum;
  }

  stop(): Record<string, { cpuSeconds: number; averagePct: number; peakPct: number }> {
    this.sample();
    clearInterval(this.timer);
    const seconds = (performance.now() - this.started) / 1000;
    return Object.fromEntries(
      [...this.seen.keys()].map((name) => {
        const used = this.total(name);
        const figures = {
          cpuSeconds: round(used),
          averagePct: Math.round((used / seconds) * 100),
          peakPct: Math.round(this.peaks.get(name) ?? 0),
        };
        return [name, figures];
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Redis: who runs each session, and that no code is there
// ---------------------------------------------------------------------------------------------

async function owners(redis: Redis, students: Student[]): Promise<Map<string, string | null>> {
  const ids = students.flatMap((s) => (s.monitorId ? [s.monitorId] : []));
  const found = await Promise.all(
    ids.map((id) => redis.hget(`editor:monitor:session:${id}`, 'owner')),
  );
  return new Map(ids.map((id, i) => [id, found[i] ?? null]));
}

async function redisContents(
  redis: Redis,
): Promise<{ keys: number; holdsCode: boolean; memory: string }> {
  const keys = await redis.keys('*');
  let holdsCode = false;
  for (const key of keys) {
    const type = await redis.type(key);
    const value =
      type === 'hash'
        ? JSON.stringify(await redis.hgetall(key))
        : type === 'zset'
          ? JSON.stringify(await redis.zrange(key, 0, -1))
          : type === 'string'
            ? String(await redis.get(key))
            : '';
    if (`${key}${value}`.includes(MARK)) holdsCode = true;
  }
  const memory = /used_memory_human:(\S+)/.exec(await redis.info('memory'))?.[1] ?? '?';
  return { keys: keys.length, holdsCode, memory };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const loadBefore = loadavg().map((n) => round(n));
const deployment: Deployment = await startClassDeployment({
  replicas: REPLICAS,
  tellUpstream: true,
  env: { MONITOR_MAX_SESSIONS: String(MONITORING * 2 + 10) },
});
let exitCode = 0;
try {
  for (const line of deployment.builds.log) console.log(line);
  port = deployment.nginx.port;
  for (const r of deployment.replicas) replicaNames.set(`127.0.0.1:${r.port}`, r.name);
  const index = await fetch(`${deployment.url}/`).then((r) => r.text());
  files = appFiles(deployment.builds.distDir, index);
  console.log(
    `${STUDENTS} students (${MONITORING} monitoring, ${BURSTING} bursting) for ${SECONDS} s ` +
      `over ${REPLICAS} replicas behind nginx at ${deployment.url}; opening the app is ${files.length + 1} files.`,
  );

  // Each replica answers each operation once first, directly, as a replica that has served for
  // a while has (its worker compiled ESLint and Ruff); the one restarted mid-run starts cold.
  for (const replica of deployment.replicas) {
    for (const language of ['python', 'javascript'] as const) {
      const sample = new Student(STUDENTS, false, false, language);
      for (const op of ['complete', 'smartComplete', 'analyzeQuality', 'autoFix']) {
        await fetch(`${replica.url}/api/ai/${op}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(op.endsWith('omplete') ? sample.typing() : sample.file()),
        });
      }
    }
  }

  const monitorEvery = Math.max(1, Math.floor(STUDENTS / MONITORING));
  const burstEvery = Math.max(1, Math.floor(STUDENTS / BURSTING));
  const students = Array.from({ length: STUDENTS }, (_, i) => {
    const bursts = i % burstEvery === burstEvery - 1 && Math.floor(i / burstEvery) < BURSTING;
    const monitors = !bursts && i % monitorEvery === 0 && i / monitorEvery < MONITORING;
    return new Student(i, monitors, bursts);
  });
  const probers = [1, 2, 3, 4].map((n) => new Client(`127.2.0.${n}`));
  const redis = new Redis(deployment.redis.url);
  const procs = () =>
    new Map<string, number | undefined>([
      ...deployment.replicas.map((r) => [r.name, r.proc.child.pid] as const),
      ['nginx', deployment.nginx.proc.child.pid],
      ['redis', deployment.redis.proc.child.pid],
    ]);
  const cpu = new CpuMeter(procs);
  const machineBefore = machineCpu();
  const ownCpu = process.cpuUsage();
  const started = Date.now();
  startedAt = started;
  endAt = started + SECONDS * 1000;

  // The limit the server answers with (RATE_LIMIT_MAX): read from the first API answer's header.
  let limit = 0;
  const health = probe(probers);
  const first = await (probers[0] as Client).send('GET /api/health', 'GET', '/api/health');
  limit = Number(first?.headers['x-ratelimit-limit'] ?? 600);
  const windowS = Number(first?.headers['x-ratelimit-reset'] ?? 60);

  // Half way: one replica is killed as a crash would end it, and started again on its port.
  const victim = deployment.replicas[REPLICAS - 1];
  const killed = (async () => {
    await pause(SECONDS * 500);
    const before = await owners(redis, students);
    const killedAtS = (Date.now() - started) / 1000;
    await deployment.restartReplica(REPLICAS - 1);
    return { before, killedAtS, restartedAtS: (Date.now() - started) / 1000 };
  })();

  await Promise.all(students.map((s) => live(s, () => limit)));
  const healthTimes = await health;
  const healthSamples = healthTimes.map((h) => h.ms);
  const { before, killedAtS, restartedAtS } = await killed;
  const elapsedS = (Date.now() - started) / 1000;
  const cpuFigures = cpu.stop();
  const machineAfter = machineCpu();
  const own = process.cpuUsage(ownCpu);
  cpuFigures['load generator'] = {
    cpuSeconds: round((own.user + own.system) / 1e6),
    averagePct: Math.round(((own.user + own.system) / 1e6 / elapsedS) * 100),
    peakPct: Number.NaN,
  };

  // Sessions: which ran on the killed replica, who runs them now, and none gone.
  const victimPort = `127.0.0.1:${victim?.port}`;
  const onVictim = students.filter((s) => s.monitorId && s.monitorStartedOn.endsWith(victimPort));
  const victimOwners = new Set(onVictim.map((s) => before.get(s.monitorId ?? '')));
  const after = await owners(redis, students);
  const inRedis = [...after.values()].filter((o) => o !== null).length;
  const takenOver = [...after].filter(([id, owner]) => {
    const was = before.get(id);
    return was && victimOwners.has(was) && owner !== was;
  }).length;
  const contents = await redisContents(redis);
  await Promise.all(students.map((s) => monitorRequest(s, 'DELETE')));
  const sessions = students.filter((s) => s.monitorId);
  for (const [id, owner] of after) {
    if (owner === null) {
      const student = sessions.find((s) => s.monitorId === id);
      if (student) student.lostSession = true;
    }
  }
  const lost = sessions.filter((s) => s.lostSession).length;
  redis.disconnect();
  for (const client of [...students, ...probers]) client.close();

  // Per route.
  let total = 0;
  let api = 0;
  let fiveHundreds = 0;
  let failed = 0;
  const perRoute: Record<string, Record<string, unknown>> = {};
  for (const [route, { samples, statuses }] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    total += samples.length;
    if (route.includes('/api/')) api += samples.length;
    for (const [status, count] of statuses) {
      if (status === 'error') failed += count;
      else if (Number(status) >= 500) fiveHundreds += count;
    }
    perRoute[route] = {
      count: samples.length,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      p99Ms: round(percentile(samples, 99)),
      statuses: Object.fromEntries([...statuses].sort()),
    };
  }

  // The rate limit: 429s per student, and the most any got answered in one window.
  const rejected = students.map((s) => s.rejected).sort((a, b) => a - b);
  const overLimit = [...students, ...probers].filter((s) => mostInOneWindow(s.windowEnds) > limit);
  const bursting = students.filter((s) => s.bursts);
  const bothReplicas = students.filter((s) => s.upstreams.size >= REPLICAS).length;
  const healthP99 = percentile(healthSamples, 99);

  const budgets = {
    'no 5xx, no failed request': fiveHundreds === 0 && failed === 0,
    'no monitoring session lost':
      lost === 0 && sessions.length === students.filter((s) => s.monitors).length,
    [`/api/health p99 ≤ ${HEALTH_P99_BUDGET_MS} ms`]: healthP99 <= HEALTH_P99_BUDGET_MS,
    'one rate limit per student across the replicas':
      overLimit.length === 0 && bursting.every((s) => s.rejected > 0),
    'no code in Redis': !contents.holdsCode,
  };
  const withinBudget = Object.values(budgets).every(Boolean);

  console.log(
    `\n${'route'.padEnd(34)} ${'count'.padStart(7)}   p50 ms   p95 ms   p99 ms  statuses`,
  );
  for (const [route, f] of Object.entries(perRoute)) {
    const cell = (v: unknown) => String(v).padStart(8);
    console.log(
      `${route.padEnd(34)} ${String(f.count).padStart(7)} ${cell(f.p50Ms)} ${cell(f.p95Ms)} ${cell(f.p99Ms)}  ${JSON.stringify(f.statuses)}`,
    );
  }
  for (const [name, ok] of Object.entries(budgets)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);

  record(FULL ? 'class' : `class (${STUDENTS} students, ${SECONDS} s)`, {
    students: STUDENTS,
    replicas: REPLICAS,
    seconds: round(elapsedS),
    requests: total,
    requestsPerSecond: round(total / elapsedS),
    apiRequestsPerSecond: round(api / elapsedS),
    fiveHundreds,
    failed,
    routes: perRoute,
    openingTheApp: {
      files: files.length + 1,
      kiBPerStudent: Math.round(
        percentile(
          opened.map((o) => o.bytes),
          50,
        ) / 1024,
      ),
      p50Ms: round(
        percentile(
          opened.map((o) => o.ms),
          50,
        ),
      ),
      p95Ms: round(
        percentile(
          opened.map((o) => o.ms),
          95,
        ),
      ),
    },
    health: {
      samples: healthSamples.length,
      p50Ms: round(percentile(healthSamples, 50)),
      p99Ms: round(healthP99),
      maxMs: round(Math.max(...healthSamples)),
      slowest: [...healthTimes]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map((h) => `${round(h.ms)} ms at ${h.atS} s (${h.from})`),
    },
    rateLimit: {
      max: limit,
      windowS,
      studentsWith429: rejected.filter((n) => n > 0).length,
      rejectedPerStudent: {
        median: percentile(rejected, 50),
        p99: percentile(rejected, 99),
        max: rejected.at(-1) ?? 0,
      },
      bursting: bursting.map((s) => ({
        student: s.index,
        answeredInOneWindow: mostInOneWindow(s.windowEnds),
        rejected: s.rejected,
        replicas: s.upstreams.size,
      })),
      studentsOverLimit: overLimit.length,
      studentsAnsweredByBothReplicas: bothReplicas,
    },
    monitoring: {
      sessions: sessions.length,
      onKilledReplica: onVictim.length,
      takenOver,
      inRedisBeforeStop: inRedis,
      lost,
    },
    killedReplica: {
      name: victim?.name,
      killedAtS: round(killedAtS),
      restartedAtS: round(restartedAtS),
    },
    cpu: cpuFigures,
    redis: contents,
    machine: {
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      // Everything this machine ran meanwhile, the deployment's and this process's included.
      busyCpuSeconds: round(machineAfter.busy - machineBefore.busy),
      busyPct: Math.round(
        ((machineAfter.busy - machineBefore.busy) / (machineAfter.all - machineBefore.all)) * 100,
      ),
    },
    budgets,
    withinBudget,
  });
  if (!withinBudget) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await deployment.stop();
}
process.exit(exitCode);
