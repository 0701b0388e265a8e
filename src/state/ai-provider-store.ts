/**
 * Who answers the AI (the Ethics tab): 'keep everything local' (the default), the 'spec' preset
 * (fixed models, prompts and parameters) on a Hugging Face Inference endpoint, a self-hosted
 * fill-in-the-middle model (TGI / vLLM /v1/completions), Ollama, or the project's own server. The
 * choice persists through storage/ai-provider-settings; tokens are held here, outside the store's
 * state, so no component can render one: the UI only learns whether a token is saved.
 *
 * `applyProvider` tells the app's one AI worker, which app/start.ts hands to `startAiProvider`
 * (stores do not import workers). It is called at start (only when the user chose a provider
 * that is not local, so a default start never loads the worker early) and after every change.
 */
import { create } from 'zustand';
import {
  HF_INFERENCE_URL,
  type InferenceSettings,
  ollamaPreset,
  selfHostedPreset,
  specPreset,
} from '../core/ai/inference/settings';
import {
  loadProviderSettings,
  loadTokens,
  type ProviderChoice,
  saveProviderSettings,
  saveTokens,
  type StoredProviderSettings,
  type StoredTokens,
  type TokenSlot,
  TOKEN_SLOTS,
} from '../storage/ai-provider-settings';
import type { ProviderStatus } from '../core/ai/inference/inference-provider';
import type { EgressRecord } from '../core/ai/types';
import { egressStore } from './ai-egress-store';
import { aiServiceStatusStore } from './ai-service-status';
import { apiBase, backendStore, reportServerLost } from './backend-status';

export type { ProviderChoice, StoredProviderSettings, TokenSlot };

export const TOKEN_SLOT_OF: Record<Exclude<ProviderChoice, 'backend'>, TokenSlot> = {
  spec: 'spec',
  'self-hosted': 'selfHosted',
  ollama: 'ollama',
};

export type ApplyState =
  | { state: 'local' }
  | { state: 'applying' }
  | { state: 'applied'; provider: ProviderChoice }
  | { state: 'failed'; message: string };

interface ProviderState {
  /** persist (key `ai.provider`) */
  settings: StoredProviderSettings;
  /** derived: which token slots hold a token (the tokens themselves are not in the state). */
  tokenSaved: Readonly<Record<TokenSlot, boolean>>;
  /** session: what the worker was last told. */
  applied: ApplyState;
  /** session: set when the browser refused to store the settings. */
  storageError: string | null;
  update: (patch: Partial<StoredProviderSettings>) => void;
  saveToken: (slot: TokenSlot, token: string) => void;
  forgetToken: (slot: TokenSlot) => void;
}

let tokens: StoredTokens = loadTokens();

const savedFlags = (): Record<TokenSlot, boolean> =>
  Object.fromEntries(TOKEN_SLOTS.map((slot) => [slot, Boolean(tokens[slot])])) as Record<
    TokenSlot,
    boolean
  >;

/** The worker's settings for a choice (null: local, or the project's server). */
export function inferenceSettingsFor(
  settings: StoredProviderSettings,
  stored: StoredTokens = {},
): InferenceSettings | null {
  if (settings.keepLocal) return null;
  switch (settings.provider) {
    case 'spec':
      return specPreset({
        baseUrl: settings.spec.baseUrl || HF_INFERENCE_URL,
        route: settings.spec.route,
        waitForModel: settings.spec.waitForModel,
        ...(stored.spec ? { token: stored.spec } : {}),
      });
    case 'self-hosted': {
      const s = selfHostedPreset(settings.selfHosted.baseUrl, settings.selfHosted.model);
      return stored.selfHosted ? { ...s, token: stored.selfHosted } : s;
    }
    case 'ollama': {
      const s = ollamaPreset(settings.ollama.baseUrl, settings.ollama.model);
      return stored.ollama ? { ...s, token: stored.ollama } : s;
    }
    case 'backend':
      return null;
  }
}

export const aiProviderStore = create<ProviderState>()((set, get) => {
  const persist = (settings: StoredProviderSettings) => {
    try {
      saveProviderSettings(settings);
      set({ storageError: null });
    } catch (error) {
      set({ storageError: error instanceof Error ? error.message : String(error) });
    }
  };
  const persistTokens = () => {
    try {
      saveTokens(tokens);
      set({ storageError: null });
    } catch (error) {
      set({ storageError: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    settings: loadProviderSettings(),
    tokenSaved: savedFlags(),
    applied: { state: 'local' },
    storageError: null,
    update: (patch) => {
      const settings = { ...get().settings, ...patch };
      set({ settings });
      persist(settings);
      void applyProvider();
    },
    saveToken: (slot, token) => {
      const value = token.trim();
      if (!value) return;
      tokens = { ...tokens, [slot]: value };
      set({ tokenSaved: savedFlags() });
      persistTokens();
      void applyProvider();
    },
    forgetToken: (slot) => {
      tokens = Object.fromEntries(Object.entries(tokens).filter(([key]) => key !== slot));
      set({ tokenSaved: savedFlags() });
      persistTokens();
      void applyProvider();
    },
  };
});

/** What the store asks of the app's AI worker. */
export interface ProviderEngine {
  configure(inference: InferenceSettings | null): Promise<void>;
  configureBackend(origin: string): Promise<void>;
  onEgress(listener: (record: EgressRecord) => void): () => void;
  onStatus(listener: (status: ProviderStatus | null) => void): () => void;
}

/** Gets (and starts, the first time) the AI worker; null until the app connects it. */
let engineOf: (() => ProviderEngine) | null = null;

/** Hands the store the app's AI worker, started only when a provider is applied. */
export function connectAiEngine(engine: () => ProviderEngine): void {
  engineOf = engine;
}

let listening = false;
let applySeq = 0;

/** The project's server: the API base the build names, or the page's own origin. */
function backendOrigin(): string {
  return apiBase() || window.location.origin;
}

/**
 * A call to the project's server that failed as if the server had gone (no answer, a 5xx, or no
 * such route): the worker has answered it locally already; the status turns to 'demo' at once
 * (backend-status.ts says so once) rather than at the next health check.
 */
export function serverLostIn(record: EgressRecord, origin: string): boolean {
  if (!record.url.startsWith(`${origin}/api/`)) return false;
  const { outcome } = record;
  return (
    outcome === 'failed' || (typeof outcome === 'number' && (outcome >= 500 || outcome === 404))
  );
}

/** Tells the AI worker who answers now. Resolves when the worker has switched. */
export async function applyProvider(): Promise<void> {
  // Before the app connects the worker there is nothing to tell: the start applies the choice.
  if (!engineOf) return;
  const { settings } = aiProviderStore.getState();
  const seq = ++applySeq;
  const set = (applied: ApplyState) => {
    if (seq === applySeq) aiProviderStore.setState({ applied });
  };
  const engine = engineOf();
  if (!listening) {
    listening = true;
    engine.onEgress((record) => {
      egressStore.getState().add(record);
      if (serverLostIn(record, backendOrigin())) reportServerLost();
    });
    engine.onStatus((status) => aiServiceStatusStore.getState().set(status));
  }
  set({ state: 'applying' });
  try {
    if (settings.keepLocal) {
      await engine.configure(null);
      set({ state: 'local' });
      return;
    }
    if (settings.provider === 'backend') {
      if (backendStore.getState().status === 'connected') {
        await engine.configureBackend(backendOrigin());
      } else await engine.configure(null);
    } else await engine.configure(inferenceSettingsFor(settings, tokens));
    set({ state: 'applied', provider: settings.provider });
  } catch (error) {
    console.error('The AI provider could not be switched', error);
    set({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * At start: only a provider that is not local needs the worker told (and started). With the
 * project's server chosen, the worker follows the backend status: it calls the server while it
 * is connected and answers in the browser otherwise, so a server that has gone is not asked
 * again on every call; a status check that connects again sends calls to it again.
 */
export function startAiProvider(engine: () => ProviderEngine): () => void {
  connectAiEngine(engine);
  if (!aiProviderStore.getState().settings.keepLocal) void applyProvider();
  return backendStore.subscribe((next, prev) => {
    const { keepLocal, provider } = aiProviderStore.getState().settings;
    const reachable = (status: string) => status === 'connected';
    if (!keepLocal && provider === 'backend' && reachable(next.status) !== reachable(prev.status)) {
      void applyProvider();
    }
  });
}
