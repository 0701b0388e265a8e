/**
 * A class deployment on this machine, as the README's compose example runs it but from
 * Debian's packages: Redis (or Valkey), N replicas of the built server sharing it (REDIS_URL,
 * TRUST_PROXY) and nginx in front, all on 127.0.0.1 with ports of their own, their config files
 * in a temporary folder. Redis and nginx run as `nobody` when started by root. Used by
 * `node scripts/class-deployment.mjs`, `npm run bench -- class` and the server's Redis tests.
 *
 * Every process started here is stopped by `stop()`, and on exit, on an error and on Ctrl+C
 * (`stopOnExit`). Waits are on what each process says or answers, never a fixed time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ROOT,
  appOutput,
  build,
  serverOutput,
  staleReason,
  type BuildOutput,
} from './build-outputs.mjs';
import { aptInstall, isRoot } from './debian-packages.mjs';

export { ROOT };
const CACHE = path.join(ROOT, 'node_modules', '.cache');

// ---------------------------------------------------------------------------------------------
// Debian's packages
// ---------------------------------------------------------------------------------------------

const SEARCH_PATH = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin'];

function which(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...SEARCH_PATH];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

/** redis-server or valkey-server (Valkey speaks the same protocol), whichever is installed. */
export function redisBinary(): string | null {
  return which('redis-server') ?? which('valkey-server');
}

export function nginxBinary(): string | null {
  return which('nginx');
}

/**
 * Makes sure redis-server (or valkey-server) and nginx are installed: installs Debian's
 * packages with apt-get when one is missing and we are root, and otherwise says what to install.
 */
export function ensurePackages(): { redis: string; nginx: string } {
  const missing = [...(redisBinary() ? [] : ['redis-server']), ...(nginxBinary() ? [] : ['nginx'])];
  if (missing.length > 0) {
    const what = missing.join(' and ');
    if (!isRoot())
      throw new Error(
        `A class deployment needs ${what}: sudo apt-get install -y ${missing.join(' ')}`,
      );
    console.log(`${what} not installed: installing Debian's packages.`);
    aptInstall(missing);
  }
  const redis = redisBinary();
  const nginx = nginxBinary();
  if (!redis || !nginx)
    throw new Error(`apt-get finished, but ${missing.join(' or ')} is missing.`);
  return { redis, nginx };
}

// ---------------------------------------------------------------------------------------------
// Command lines
// ---------------------------------------------------------------------------------------------

/**
 * `--name value` pairs of `args` as whole numbers within their bounds, the default for each one
 * absent; an unknown name or a bad value prints the reason and `usage`, and exits 2.
 */
export function numberOptions<Name extends string>(
  args: string[],
  spec: Record<Name, { fallback: number; min: number; max: number }>,
  usage: string,
): Record<Name, number> {
  const fail = (why: string): never => {
    console.error(`${why}\n${usage}`);
    process.exit(2);
  };
  const values = new Map<string, number>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    const bounds = Object.hasOwn(spec, name) ? spec[name as Name] : undefined;
    if (!args[i]?.startsWith('--') || !bounds) fail(`Unknown argument '${args[i]}'.`);
    else {
      const value = Number(args[i + 1]);
      if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
        fail(`--${name} must be a whole number from ${bounds.min} to ${bounds.max}.`);
      values.set(name, value);
    }
  }
  const names = Object.keys(spec) as Name[];
  return Object.fromEntries(
    names.map((name) => [name, values.get(name) ?? spec[name].fallback]),
  ) as Record<Name, number>;
}

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves when it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still there after 5 s; resolves once it is gone. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would end it; resolves once it is gone. */
  kill(): Promise<void>;
}

const running = new Set<Proc>();
/** Temporary folders removed once their processes are gone. */
const folders = new Set<string>();
let exitHooked = false;
let signalled = false;

/** True once Ctrl+C (or SIGTERM, SIGHUP) started stopping everything. */
export const stoppingOnSignal = () => signalled;

/** Stops every process started here when this one ends: normally, by an error or by Ctrl+C. */
export function stopOnExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  // Last resort: 'exit' handlers run synchronously, so only a kill fits there.
  process.on('exit', () => {
    for (const proc of running) proc.child.kill('SIGKILL');
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      signalled = true;
      void stopAll().finally(() => process.exit(130));
    });
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

/** The user a server started by root runs as. */
function unprivileged(): { uid: number; gid: number } | null {
  if (!isRoot()) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('No user nobody to run servers as.');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A new temporary folder the servers' user can reach (mkdtemp makes it private to us), removed
 * by `stopAll` and on exit.
 */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  folders.add(dir);
  return dir;
}

/** A folder the servers' user may write to. */
function ownFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const user = unprivileged();
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; asNobody?: boolean } = {},
): Proc {
  const user = options.asNobody ? unprivileged() : null;
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      resolve(null);
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const proc: Proc = {
    name,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!gone()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(proc);
    },
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
      running.delete(proc);
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/** Resolves with the first match of `pattern` in what `proc` prints; rejects if it exits first. */
export function waitForOutput(
  proc: Proc,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(proc.output());
      if (!match) return;
      done();
      resolve(match);
    };
    const done = () => {
      clearTimeout(timer);
      proc.child.stdout?.off('data', check);
      proc.child.stderr?.off('data', check);
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new Error(
          `${proc.name} did not say ${pattern} within ${timeoutMs / 1000} s:\n${proc.output()}`,
        ),
      );
    }, timeoutMs);
    proc.child.stdout?.on('data', check);
    proc.child.stderr?.on('data', check);
    void proc.exited.then((code) => {
      done();
      reject(new Error(`${proc.name} exited (${code}) before it was ready:\n${proc.output()}`));
    });
    check();
  });
}

/** A port of 127.0.0.1 nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `probe` succeeds; tries again each time it fails, until `timeoutMs`. */
async function until(what: string, probe: () => Promise<boolean>, proc: Proc, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (!(await probe())) {
    if (exited) throw new Error(`${proc.name} exited before ${what}:\n${proc.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs / 1000} s:\n${proc.output()}`);
    // The probe itself is the wait: each is a connection attempt that fails fast; this pause
    // only keeps the loop from spinning.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---------------------------------------------------------------------------------------------
// Redis, nginx, replicas
// ---------------------------------------------------------------------------------------------

export interface RedisServer {
  url: string;
  port: number;
  proc: Proc;
}

/** A server's port (a free one unless given), its folder and the path of its config file. */
async function serverFiles(options: { dir: string; port?: number | undefined }, file: string) {
  const port = options.port ?? (await freePort());
  const dir = ownFolder(options.dir);
  return { port, dir, conf: path.join(dir, file) };
}

/** redis-server (or valkey-server) on `port`: no persistence, its files in `dir`. */
export async function startRedis(options: {
  dir: string;
  port?: number;
  binary?: string;
}): Promise<RedisServer> {
  const binary = options.binary ?? redisBinary();
  if (!binary) throw new Error('Neither redis-server nor valkey-server is installed.');
  const { port, dir, conf } = await serverFiles(options, 'redis.conf');
  writeFileSync(
    conf,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      'protected-mode yes',
      'daemonize no',
      `dir ${dir}`,
      'save ""',
      'appendonly no',
      'logfile ""',
      'loglevel notice',
      // Counters and ids only: a small cap, the entries nearest their expiry go first.
      'maxmemory 256mb',
      'maxmemory-policy volatile-ttl',
      '',
    ].join('\n'),
  );
  const proc = startProcess(path.basename(binary), binary, [conf], { asNobody: true });
  await waitForOutput(proc, /Ready to accept connections/);
  return { url: `redis://127.0.0.1:${port}`, port, proc };
}

export interface NginxOptions {
  dir: string;
  port?: number;
  /** host:port of each replica. */
  upstreams: string[];
  /** Adds X-Upstream (the replica that answered) to every answer, for the load test. */
  tellUpstream?: boolean;
}

/** The deployment's nginx settings: compose.yaml mounts this file, this script runs it too. */
export const NGINX_SITE = path.join(ROOT, 'deploy', 'nginx.conf');

/**
 * deploy/nginx.conf for this machine: its `server` lines name `upstreams`, it listens on
 * 127.0.0.1:`port`, and the main settings the nginx image would give it are here, with every
 * file nginx writes in `dir`.
 */
export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: string[];
  tellUpstream: boolean;
}): string {
  const { dir, port, upstreams } = options;
  const site = readFileSync(NGINX_SITE, 'utf8');
  const servers = /^( *)server \S+:\d+([^;\n]*);\n/gm;
  const listen = /^( *)listen 80;$/m;
  const proxy = /^( *)proxy_pass http:\/\/editor;$/m;
  for (const [what, pattern] of [
    ['server host:port', servers],
    ['listen 80', listen],
    ['proxy_pass', proxy],
  ] as const) {
    if (!site.match(pattern)) throw new Error(`${NGINX_SITE} has no ${what} line to adapt.`);
  }
  // The first `server` line becomes one per replica, with the same settings; the others go.
  let first = true;
  const adapted = site
    .replace(servers, (_line, indent: string, settings: string) => {
      if (!first) return '';
      first = false;
      return upstreams.map((u) => `${indent}server ${u}${settings};\n`).join('');
    })
    .replace(listen, `$1listen 127.0.0.1:${port};`)
    .replace(
      proxy,
      options.tellUpstream ? '$&\n$1add_header X-Upstream $upstream_addr always;' : '$&',
    );
  writeFileSync(path.join(dir, 'editor.conf'), adapted);
  return `# Written by scripts/class-deployment-lib.ts around ${path.relative(ROOT, NGINX_SITE)}.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
worker_rlimit_nofile 20000;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/editor.conf;
}
`;
}

export interface Nginx {
  url: string;
  port: number;
  proc: Proc;
}

export async function startNginx(options: NginxOptions & { binary?: string }): Promise<Nginx> {
  const binary = options.binary ?? nginxBinary();
  if (!binary) throw new Error('nginx is not installed.');
  const { port, dir, conf } = await serverFiles(options, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      dir,
      port,
      upstreams: options.upstreams,
      tellUpstream: options.tellUpstream ?? false,
    }),
  );
  // -e: its error log before the config is read; -p: relative paths; no file under /var.
  const proc = startProcess(
    'nginx',
    binary,
    ['-e', 'stderr', '-p', dir, '-c', conf, '-g', 'daemon off;'],
    { asNobody: true },
  );
  const url = `http://127.0.0.1:${port}`;
  // Any answer is nginx's (the replicas are up before it starts).
  await until(
    `nginx answering on port ${port}`,
    () =>
      fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      ),
    proc,
  );
  return { url, port, proc };
}

export interface Replica {
  name: string;
  url: string;
  port: number;
  proc: Proc;
}

/** One replica: `node dist-server/main.js` of `serverRoot`, serving `distDir`. */
export async function startReplica(options: {
  name: string;
  serverRoot: string;
  distDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<Replica> {
  const port = options.port ?? (await freePort());
  const proc = startProcess(
    options.name,
    process.execPath,
    [path.join(options.serverRoot, 'dist-server', 'main.js')],
    {
      cwd: options.serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: options.distDir,
        LOG: 'false',
        AI_PROVIDER: 'local',
        TRUST_PROXY: 'true',
        ...options.env,
      },
    },
  );
  await waitForOutput(proc, /running at http:\/\/[^:]+:\d+/);
  return { name: options.name, url: `http://127.0.0.1:${port}`, port, proc };
}

// ---------------------------------------------------------------------------------------------
// Builds
// ---------------------------------------------------------------------------------------------

export interface Builds {
  /** The app: index.html and its assets. */
  distDir: string;
  /** A folder holding dist-server/ (and a copy of package.json, which the server reads). */
  serverRoot: string;
  /** What was built now, and what was reused. */
  log: string[];
}

/** Builds `target` unless it is up to date; a line saying which it was. */
function ensureBuilt(target: BuildOutput): string {
  const where = `${path.relative(ROOT, target.out)}/`;
  const reason = staleReason(target);
  if (!reason) return `${target.name}: ${where} is up to date`;
  const started = Date.now();
  const result = build(target);
  if (result.status !== 0)
    throw new Error(`The build of ${target.name} into ${where} failed (see above).`);
  return `${target.name}: built into ${where} (${reason}) in ${seconds(Date.now() - started)}`;
}

/**
 * The app and the server bundle, built by `npm start`'s rule (build-outputs.mjs) only when
 * their sources changed since the last build: an up-to-date dist/ of `npm start` is used as it
 * is; otherwise the app is built into node_modules/.cache/class-dist. The server is bundled into
 * node_modules/.cache/class-server, never into dist-server/, which a running `npm start` or e2e
 * server may be loading files from.
 */
export function ensureBuilds(): Builds {
  const log: string[] = [];
  let app = appOutput();
  if (staleReason(app)) {
    app = appOutput(path.join(CACHE, 'class-dist'));
    log.push(ensureBuilt(app));
  } else {
    log.push(`${app.name}: dist/ is up to date`);
  }
  const serverRoot = path.join(CACHE, 'class-server');
  mkdirSync(serverRoot, { recursive: true });
  log.push(ensureBuilt(serverOutput(path.join(serverRoot, 'dist-server'))));
  // The bundle reads the project's name and version from the folder above it.
  copyFileSync(path.join(ROOT, 'package.json'), path.join(serverRoot, 'package.json'));
  return { distDir: app.out, serverRoot, log };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The whole deployment
// ---------------------------------------------------------------------------------------------

export interface DeploymentOptions {
  replicas?: number;
  /** nginx's port (a free one by default). */
  port?: number;
  /** More environment for every replica (RATE_LIMIT_MAX …). */
  env?: Record<string, string>;
  tellUpstream?: boolean;
}

export interface Deployment {
  url: string;
  redis: RedisServer;
  nginx: Nginx;
  replicas: Replica[];
  builds: Builds;
  dir: string;
  /** Starts replica `index` again on its port (after it was killed, as a restart policy would). */
  restartReplica(index: number): Promise<Replica>;
  stop(): Promise<void>;
}

export async function startClassDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  stopOnExit();
  const binaries = ensurePackages();
  const builds = ensureBuilds();
  const dir = temporaryFolder('editor-class-');
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
  };
  try {
    const redis = await startRedis({ dir: path.join(dir, 'redis'), binary: binaries.redis });
    started.push(redis.proc);
    const replicas: Replica[] = [];
    const launch = async (index: number, port?: number) => {
      const replica = await startReplica({
        name: `replica ${index + 1}`,
        serverRoot: builds.serverRoot,
        distDir: builds.distDir,
        env: { REDIS_URL: redis.url, ...options.env },
        ...(port ? { port } : {}),
      });
      started.push(replica.proc);
      replicas[index] = replica;
      return replica;
    };
    // One at a time: each starts its worker threads, and two cores are shared by all.
    for (let i = 0; i < (options.replicas ?? 2); i += 1) await launch(i);
    const restartReplica = async (index: number) => {
      const old = replicas[index];
      if (!old) throw new Error(`There is no replica ${index + 1}.`);
      await old.proc.kill();
      return launch(index, old.port);
    };
    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      binary: binaries.nginx,
      upstreams: replicas.map((r) => `127.0.0.1:${r.port}`),
      tellUpstream: options.tellUpstream ?? false,
      ...(options.port ? { port: options.port } : {}),
    });
    started.push(nginx.proc);
    return { url: nginx.url, redis, nginx, replicas, builds, dir, restartReplica, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
