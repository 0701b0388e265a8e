/**
 * The server's settings: defaults, then a JSON config file, then environment variables (the
 * environment wins). Everything is checked here, so a wrong value stops the server at start with
 * a sentence saying what to change, never halfway through a request.
 *
 * Environment variables:
 *   PORT, HOST, DIST_DIR            where to listen and what to serve (8000, 127.0.0.1, dist/)
 *   SERVER_CONFIG                   a JSON file with the same settings (server.config.json in the
 *                                   project folder is read when it exists)
 *   RATE_LIMIT_MAX                  API requests per client per RATE_LIMIT_WINDOW_MS (600, 60000)
 *   BODY_LIMIT_BYTES                largest request body (2 MiB)
 *   REQUEST_TIMEOUT_MS              an AI request that takes longer is answered 503 (120000)
 *   ENGINE_TIMEOUT_MS               one operation of the built-in engine that takes longer is
 *                                   stopped and answered 503 (30000)
 *   CSP_CONNECT_SRC                 where the page may connect besides its own origin, space
 *                                   separated ('https: http://localhost:* http://127.0.0.1:*' by
 *                                   default; 'none' for the page's own origin only)
 *   CORS_ORIGINS                    origins of pages served elsewhere that may call this API
 *                                   (space separated), for a build with VITE_API_BASE_URL here
 *   LOG                             'true' logs every request (JSON lines on stdout)
 *   TRUST_PROXY                     'true' behind a proxy: rate limits key on X-Forwarded-For
 *   REDIS_URL                       redis://host:6379 (Redis or Valkey): rate limits and monitoring
 *                                   sessions shared by every replica; this process's memory without
 *   MONITOR_MAX_SESSIONS            monitoring sessions at once (20), across the replicas with Redis
 *   AI_PROVIDER                     local (default), hf, self-hosted or ollama
 *   AI_BASE_URL, AI_MODEL           the inference service and, for self-hosted/ollama, its model
 *   AI_TOKEN (or HF_TOKEN)          sent to the inference service only; never answered or logged
 *   AI_COMPLETION_MODEL, AI_CORRECTION_MODEL, AI_OPTIMIZATION_MODEL   per-use model ids
 *   AI_HF_ROUTE                     models (hosted API, default) or tgi (a self-hosted TGI)
 *   AI_WAIT_FOR_MODEL               'true' waits for a loading model instead of a 503
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type InferenceSettings,
  ollamaPreset,
  selfHostedPreset,
  specPreset,
} from '../src/core/ai/inference/settings';

export type AiProviderName = 'local' | 'hf' | 'self-hosted' | 'ollama';

export interface AiConfig {
  provider: AiProviderName;
  baseUrl?: string;
  model?: string;
  token?: string;
  models?: { completion?: string; correction?: string; optimization?: string };
  hfRoute?: 'models' | 'tgi';
  waitForModel?: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  /** Time one operation of the built-in engine may take on its worker thread. */
  engineTimeoutMs: number;
  cspConnectSrc: string[];
  /** Origins of pages served elsewhere that may call this API (VITE_API_BASE_URL pointing here). */
  corsOrigins: string[];
  log: boolean;
  /** Behind a proxy or load balancer: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Redis or Valkey holding what replicas share (rate-limit counters, monitoring sessions). */
  redisUrl: string | null;
  /** Monitoring sessions at once: in this process, or in the whole deployment with Redis. */
  monitorMaxSessions: number;
  ai: AiConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const PROVIDERS: readonly AiProviderName[] = ['local', 'hf', 'self-hosted', 'ollama'];

export function defaultConfig(root: string): ServerConfig {
  return {
    port: 8000,
    host: '127.0.0.1',
    distDir: path.join(root, 'dist'),
    rateLimit: { max: 600, windowMs: 60_000 },
    bodyLimitBytes: 2 * 1024 * 1024,
    requestTimeoutMs: 120_000,
    engineTimeoutMs: 30_000,
    cspConnectSrc: [...DEFAULT_CONNECT_SRC],
    corsOrigins: [],
    log: false,
    trustProxy: false,
    redisUrl: null,
    monitorMaxSessions: 20,
    ai: { provider: 'local' },
  };
}

function wholeNumber(name: string, value: unknown, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, not '${String(value)}'.`,
    );
  }
  return n;
}

function bool(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw new ConfigError(`${name} must be true or false, not '${String(value)}'.`);
}

function url(name: string, value: unknown): string {
  if (typeof value !== 'string') throw new ConfigError(`${name} must be a URL.`);
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    return value;
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL, not '${value}'.`);
  }
}

function redisUrl(value: unknown): string {
  const text = String(value);
  try {
    const parsed = new URL(text);
    if ((parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname)
      throw new Error();
    return text;
  } catch {
    // The URL may hold a password: it is not repeated.
    throw new ConfigError(
      'REDIS_URL must be a redis:// or rediss:// URL with a host, such as redis://valkey:6379.',
    );
  }
}

/** Where a Redis URL points (host and port), without its user or password, for log lines. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

function origin(value: string, name: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    return parsed.origin;
  } catch {
    throw new ConfigError(`${name} must list http(s) origins, not '${value}'.`);
  }
}

/**
 * A CSP source for connect-src: a scheme ('https:'), an origin (a path is dropped) or a host
 * with a wildcard port ('http://127.0.0.1:*').
 */
function connectSource(value: string): string {
  if (/^(https?|wss?):$/.test(value)) return value;
  if (/^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9.-]+:\*\/?$/.test(value))
    return value.replace(/\/$/, '');
  try {
    const parsed = new URL(value);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) throw new Error();
    return parsed.origin;
  } catch {
    throw new ConfigError(
      `CSP_CONNECT_SRC must list schemes (https:), origins or hosts with a port of *, not '${value}'.`,
    );
  }
}

/**
 * Where the page may connect besides its own origin, by default: any HTTPS service and this
 * machine's ports. The user can point the browser's AI engine at an inference service and
 * error reports at a DSN of their choice at run time (both kept in this browser), so the server
 * cannot list them; CSP_CONNECT_SRC replaces this list for a stricter policy.
 */
export const DEFAULT_CONNECT_SRC = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

type Json = Record<string, unknown>;
const asObject = (name: string, value: unknown): Json => {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(`'${name}' in the config file must be an object.`);
  return value as Json;
};

/** Reads the config file, if any: SERVER_CONFIG, else server.config.json in `root`. */
function readConfigFile(root: string, env: NodeJS.ProcessEnv): Json {
  const file = env.SERVER_CONFIG
    ? path.resolve(root, env.SERVER_CONFIG)
    : path.join(root, 'server.config.json');
  if (!existsSync(file)) {
    if (env.SERVER_CONFIG)
      throw new ConfigError(`SERVER_CONFIG names ${file}, which does not exist.`);
    return {};
  }
  try {
    return asObject('(file)', JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

export function loadConfig(root: string, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = defaultConfig(root);
  const file = readConfigFile(root, env);
  const fileRate = asObject('rateLimit', file.rateLimit);
  const fileAi = asObject('ai', file.ai);
  const fileModels = asObject('ai.models', fileAi.models);
  const pick = (envName: string, fileValue: unknown): unknown =>
    env[envName] !== undefined && env[envName] !== '' ? env[envName] : fileValue;

  const port = pick('PORT', file.port);
  if (port !== undefined) config.port = wholeNumber('PORT', port, 0, 65535);
  const host = pick('HOST', file.host);
  if (host !== undefined) config.host = String(host);
  const dist = pick('DIST_DIR', file.distDir);
  if (dist !== undefined) config.distDir = path.resolve(root, String(dist));
  const max = pick('RATE_LIMIT_MAX', fileRate.max);
  if (max !== undefined) config.rateLimit.max = wholeNumber('RATE_LIMIT_MAX', max, 1, 1e9);
  const windowMs = pick('RATE_LIMIT_WINDOW_MS', fileRate.windowMs);
  if (windowMs !== undefined)
    config.rateLimit.windowMs = wholeNumber('RATE_LIMIT_WINDOW_MS', windowMs, 1000, 86_400_000);
  const body = pick('BODY_LIMIT_BYTES', file.bodyLimitBytes);
  if (body !== undefined)
    config.bodyLimitBytes = wholeNumber('BODY_LIMIT_BYTES', body, 1024, 100 * 1024 * 1024);
  const timeout = pick('REQUEST_TIMEOUT_MS', file.requestTimeoutMs);
  if (timeout !== undefined)
    config.requestTimeoutMs = wholeNumber('REQUEST_TIMEOUT_MS', timeout, 1000, 3_600_000);
  const engineTimeout = pick('ENGINE_TIMEOUT_MS', file.engineTimeoutMs);
  if (engineTimeout !== undefined)
    config.engineTimeoutMs = wholeNumber('ENGINE_TIMEOUT_MS', engineTimeout, 1000, 3_600_000);
  const connect = pick('CSP_CONNECT_SRC', file.cspConnectSrc);
  if (connect !== undefined) {
    const list = Array.isArray(connect) ? connect.map(String) : String(connect).split(/\s+/);
    config.cspConnectSrc = list
      .filter((source) => source !== '' && source !== 'none' && source !== "'none'")
      .map(connectSource);
  }
  const cors = pick('CORS_ORIGINS', file.corsOrigins);
  if (cors !== undefined) {
    const list = Array.isArray(cors) ? cors.map(String) : String(cors).split(/\s+/);
    config.corsOrigins = list.filter(Boolean).map((o) => origin(o, 'CORS_ORIGINS'));
  }
  const log = pick('LOG', file.log);
  if (log !== undefined) config.log = bool('LOG', log);
  const proxy = pick('TRUST_PROXY', file.trustProxy);
  if (proxy !== undefined) config.trustProxy = bool('TRUST_PROXY', proxy);
  const redis = pick('REDIS_URL', file.redisUrl);
  if (redis !== undefined) config.redisUrl = redisUrl(redis);
  const sessions = pick('MONITOR_MAX_SESSIONS', file.monitorMaxSessions);
  if (sessions !== undefined)
    config.monitorMaxSessions = wholeNumber('MONITOR_MAX_SESSIONS', sessions, 1, 100_000);

  const provider = pick('AI_PROVIDER', fileAi.provider);
  if (provider !== undefined) {
    if (!PROVIDERS.includes(provider as AiProviderName))
      throw new ConfigError(
        `AI_PROVIDER must be one of ${PROVIDERS.join(', ')}, not '${String(provider)}'.`,
      );
    config.ai.provider = provider as AiProviderName;
  }
  const baseUrl = pick('AI_BASE_URL', fileAi.baseUrl);
  if (baseUrl !== undefined) config.ai.baseUrl = url('AI_BASE_URL', baseUrl);
  const model = pick('AI_MODEL', fileAi.model);
  if (model !== undefined) config.ai.model = String(model);
  const token = pick('AI_TOKEN', pick('HF_TOKEN', fileAi.token));
  if (token !== undefined) config.ai.token = String(token);
  const models = {
    completion: pick('AI_COMPLETION_MODEL', fileModels.completion),
    correction: pick('AI_CORRECTION_MODEL', fileModels.correction),
    optimization: pick('AI_OPTIMIZATION_MODEL', fileModels.optimization),
  };
  for (const [use, id] of Object.entries(models)) {
    if (id !== undefined) config.ai.models = { ...config.ai.models, [use]: String(id) };
  }
  const route = pick('AI_HF_ROUTE', fileAi.hfRoute);
  if (route !== undefined) {
    if (route !== 'models' && route !== 'tgi')
      throw new ConfigError(`AI_HF_ROUTE must be models or tgi, not '${String(route)}'.`);
    config.ai.hfRoute = route;
  }
  const wait = pick('AI_WAIT_FOR_MODEL', fileAi.waitForModel);
  if (wait !== undefined) config.ai.waitForModel = bool('AI_WAIT_FOR_MODEL', wait);
  return config;
}

/** The engine's inference settings for `ai`, or null for the local engine alone. */
export function inferenceSettings(ai: AiConfig): InferenceSettings | null {
  let settings: InferenceSettings;
  switch (ai.provider) {
    case 'local':
      return null;
    case 'hf':
      settings = specPreset({
        ...(ai.baseUrl ? { baseUrl: ai.baseUrl } : {}),
        ...(ai.hfRoute ? { route: ai.hfRoute } : {}),
        ...(ai.waitForModel !== undefined ? { waitForModel: ai.waitForModel } : {}),
      });
      break;
    case 'self-hosted':
      settings = selfHostedPreset(ai.baseUrl, ai.model);
      break;
    case 'ollama':
      settings = ollamaPreset(ai.baseUrl, ai.model);
      break;
  }
  if (ai.token) settings.token = ai.token;
  for (const use of ['completion', 'correction', 'optimization'] as const) {
    const id = ai.models?.[use];
    if (id) settings[use] = { ...settings[use], model: id };
  }
  return settings;
}
