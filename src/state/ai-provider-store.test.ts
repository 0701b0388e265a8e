// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AI_PROVIDER_KEY,
  AI_TOKENS_KEY,
  DEFAULT_PROVIDER_SETTINGS,
  loadProviderSettings,
} from '../storage/ai-provider-settings';

const configure = vi.fn(async () => {});
const configureBackend = vi.fn(async () => {});
/** Stands for the AI worker; counting the calls tells whether the worker was started. */
const engine = vi.fn(() => ({
  configure,
  configureBackend,
  onEgress: () => () => {},
  onStatus: () => () => {},
}));

beforeEach(() => {
  localStorage.clear();
  configure.mockClear();
  configureBackend.mockClear();
  engine.mockClear();
  vi.resetModules();
});

const load = async () => {
  const store = await import('./ai-provider-store');
  store.connectAiEngine(engine);
  return store;
};

describe('provider settings', () => {
  it('keep everything local by default, and unreadable stored values fall back field by field', () => {
    expect(loadProviderSettings()).toEqual(DEFAULT_PROVIDER_SETTINGS);
    localStorage.setItem(
      AI_PROVIDER_KEY,
      JSON.stringify({ keepLocal: 'no', provider: 'ollama', ollama: { model: 7 } }),
    );
    const s = loadProviderSettings();
    expect(s.keepLocal).toBe(true);
    expect(s.provider).toBe('ollama');
    expect(s.ollama).toEqual(DEFAULT_PROVIDER_SETTINGS.ollama);
  });

  it('builds the spec preset with the token, and the self-hosted and Ollama presets', async () => {
    const { inferenceSettingsFor } = await load();
    const on = { ...DEFAULT_PROVIDER_SETTINGS, keepLocal: false };
    expect(inferenceSettingsFor(DEFAULT_PROVIDER_SETTINGS)).toBeNull();
    const spec = inferenceSettingsFor({ ...on, provider: 'spec' }, { spec: 't' });
    expect(spec).toMatchObject({ protocol: 'hf', route: 'models', token: 't' });
    expect(spec?.completion.model).toBe('Salesforce/codet5p-220m');
    const self = inferenceSettingsFor({
      ...on,
      provider: 'self-hosted',
      selfHosted: { baseUrl: 'http://gpu:8000', model: 'm' },
    });
    expect(self).toMatchObject({ protocol: 'openai', baseUrl: 'http://gpu:8000' });
    expect(self?.token).toBeUndefined();
    expect(inferenceSettingsFor({ ...on, provider: 'ollama' })?.protocol).toBe('ollama');
    expect(inferenceSettingsFor({ ...on, provider: 'backend' })).toBeNull();
  });

  it('keeps tokens out of the state, stores them apart, and forgets them', async () => {
    const { aiProviderStore, applyProvider } = await load();
    aiProviderStore.getState().update({ keepLocal: false, provider: 'self-hosted' });
    aiProviderStore.getState().saveToken('selfHosted', '  secret  ');
    await applyProvider();
    expect(JSON.stringify(aiProviderStore.getState())).not.toContain('secret');
    expect(aiProviderStore.getState().tokenSaved.selfHosted).toBe(true);
    expect(localStorage.getItem(AI_TOKENS_KEY)).toBe('{"selfHosted":"secret"}');
    expect(localStorage.getItem(AI_PROVIDER_KEY)).not.toContain('secret');
    expect(configure).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'secret' }));
    aiProviderStore.getState().forgetToken('selfHosted');
    expect(aiProviderStore.getState().tokenSaved.selfHosted).toBe(false);
    expect(localStorage.getItem(AI_TOKENS_KEY)).toBeNull();
  });

  it("switches the worker to the project's server, and back to local", async () => {
    const { aiProviderStore, applyProvider } = await load();
    const { backendStore } = await import('./backend-status');
    backendStore.setState({ status: 'connected' });
    aiProviderStore.getState().update({ keepLocal: false, provider: 'backend' });
    await applyProvider();
    expect(configureBackend).toHaveBeenCalledWith(window.location.origin);
    expect(aiProviderStore.getState().applied).toEqual({ state: 'applied', provider: 'backend' });
    aiProviderStore.getState().update({ keepLocal: true });
    await applyProvider();
    expect(configure).toHaveBeenLastCalledWith(null);
    expect(aiProviderStore.getState().applied).toEqual({ state: 'local' });
  });

  it('does not start the worker at start while everything is kept local', async () => {
    const { startAiProvider } = await load();
    startAiProvider(engine);
    expect(engine).not.toHaveBeenCalled();
    expect(configure).not.toHaveBeenCalled();
  });
});

describe('a project server that goes away during a call', () => {
  const record = (url: string, outcome: number | 'failed' | 'cancelled') => ({
    at: 0,
    url,
    operation: 'autoFix',
    body: '{}',
    bytes: 2,
    authorized: false,
    outcome,
    durationMs: 1,
  });
  const origin = 'http://127.0.0.1:8000';

  it('is gone when a call to it got no answer, a 5xx or no such route; not for a refused request or another host', async () => {
    const { serverLostIn } = await load();
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 'failed'), origin)).toBe(true);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 502), origin)).toBe(true);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 404), origin)).toBe(true);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 200), origin)).toBe(false);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 400), origin)).toBe(false);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 429), origin)).toBe(false);
    expect(serverLostIn(record(`${origin}/api/ai/autoFix`, 'cancelled'), origin)).toBe(false);
    expect(serverLostIn(record('http://gpu:8000/v1/completions', 'failed'), origin)).toBe(false);
  });
});

describe('the project server chosen in the Ethics tab', () => {
  it('is called while connected; while it is not, the worker answers in the browser', async () => {
    const { aiProviderStore, startAiProvider } = await load();
    const { backendStore } = await import('./backend-status');
    backendStore.setState({ status: 'connected' });
    aiProviderStore.getState().update({ keepLocal: false, provider: 'backend' });
    const stop = startAiProvider(engine);
    await vi.waitFor(() => expect(configureBackend).toHaveBeenCalledWith(window.location.origin));
    configure.mockClear();
    configureBackend.mockClear();
    backendStore.setState({ status: 'demo' });
    await vi.waitFor(() => expect(configure).toHaveBeenCalledWith(null));
    expect(configureBackend).not.toHaveBeenCalled();
    backendStore.setState({ status: 'connected' });
    await vi.waitFor(() => expect(configureBackend).toHaveBeenCalledTimes(1));
    stop();
  });
});
