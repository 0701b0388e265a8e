import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, inferenceSettings, loadConfig, redisAddress } from './config';
import { redact } from './engine';

const root = mkdtempSync(path.join(tmpdir(), 'editor-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('server config', () => {
  it('defaults to port 8000 on 127.0.0.1 with the local engine', () => {
    const config = loadConfig(root, {});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      distDir: path.join(root, 'dist'),
      bodyLimitBytes: 2 * 1024 * 1024,
      ai: { provider: 'local' },
    });
    expect(inferenceSettings(config.ai)).toBeNull();
  });

  it('reads a config file, and the environment wins over it', () => {
    const file = path.join(root, 'custom.json');
    writeFileSync(
      file,
      JSON.stringify({
        port: 9000,
        rateLimit: { max: 5 },
        ai: { provider: 'ollama', model: 'qwen2.5-coder:7b', token: 'file-token' },
      }),
    );
    const config = loadConfig(root, { SERVER_CONFIG: 'custom.json', PORT: '9100' });
    expect(config.port).toBe(9100);
    expect(config.rateLimit.max).toBe(5);
    const settings = inferenceSettings(config.ai);
    expect(settings?.protocol).toBe('ollama');
    expect(settings?.completion.model).toBe('qwen2.5-coder:7b');
    expect(settings?.token).toBe('file-token');
  });

  it("turns 'hf' into the Hugging Face preset's models, with per-use overrides and HF_TOKEN", () => {
    const config = loadConfig(root, {
      AI_PROVIDER: 'hf',
      HF_TOKEN: 'hf_abc',
      AI_OPTIMIZATION_MODEL: 'bigcode/starcoder2-3b',
      AI_HF_ROUTE: 'tgi',
    });
    const settings = inferenceSettings(config.ai);
    expect(settings).toMatchObject({
      protocol: 'hf',
      route: 'tgi',
      token: 'hf_abc',
      completion: { model: 'Salesforce/codet5p-220m' },
      correction: { model: 'microsoft/codebert-base' },
      optimization: { model: 'bigcode/starcoder2-3b' },
    });
  });

  it('stops at start with a sentence for each wrong value', () => {
    const wrong: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /PORT must be a whole number/],
      [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
      [{ AI_PROVIDER: 'gpt' }, /AI_PROVIDER must be one of local, hf, self-hosted, ollama/],
      [{ AI_BASE_URL: 'ftp://x' }, /AI_BASE_URL must be an http/],
      [{ LOG: 'maybe' }, /LOG must be true or false/],
      [{ CSP_CONNECT_SRC: 'not a url' }, /CSP_CONNECT_SRC/],
      [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS must list http\(s\) origins/],
      [{ SERVER_CONFIG: 'missing.json' }, /does not exist/],
      [{ REDIS_URL: 'http://valkey:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
      [{ MONITOR_MAX_SESSIONS: '0' }, /MONITOR_MAX_SESSIONS must be a whole number/],
    ];
    for (const [env, message] of wrong) {
      expect(() => loadConfig(root, env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(root, env), JSON.stringify(env)).toThrow(message);
    }
    writeFileSync(path.join(root, 'bad.json'), '{ nope');
    expect(() => loadConfig(root, { SERVER_CONFIG: 'bad.json' })).toThrow(/not valid JSON/);
  });

  it('shares state through REDIS_URL only when it is set, and never repeats its password', () => {
    expect(loadConfig(root, {})).toMatchObject({ redisUrl: null, monitorMaxSessions: 20 });
    const config = loadConfig(root, {
      REDIS_URL: 'redis://:s3cret@valkey:6380/0',
      MONITOR_MAX_SESSIONS: '200',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://:s3cret@valkey:6380/0',
      monitorMaxSessions: 200,
    });
    expect(redisAddress(config.redisUrl ?? '')).toBe('valkey:6380');
    expect(() => loadConfig(root, { REDIS_URL: 'valkey:s3cret@6379' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });

  it('lets the page connect to HTTPS and this machine by default; CSP_CONNECT_SRC replaces that', () => {
    expect(loadConfig(root, {}).cspConnectSrc).toEqual([
      'https:',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    const config = loadConfig(root, {
      CSP_CONNECT_SRC: 'https://errors.example/api/1 http://127.0.0.1:9000 http://127.0.0.1:*',
    });
    expect(config.cspConnectSrc).toEqual([
      'https://errors.example',
      'http://127.0.0.1:9000',
      'http://127.0.0.1:*',
    ]);
    expect(loadConfig(root, { CSP_CONNECT_SRC: 'none' }).cspConnectSrc).toEqual([]);
  });
});

describe('redact', () => {
  it('replaces every occurrence of a secret', () => {
    expect(redact('GET https://h/x?key=s3cret failed: s3cret', ['s3cret', undefined])).toBe(
      'GET https://h/x?key=[redacted] failed: [redacted]',
    );
  });
});
