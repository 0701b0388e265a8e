/**
 * Who answers the AI (the Ethics tab's provider settings), under two keys of this browser's
 * storage: `ai.provider` (the choice and the endpoints, a JSON object) and `ai.provider.tokens`
 * (the access tokens, kept apart so that nothing that shows or exports settings ever reads
 * them). Tokens never leave this device except in the Authorization header of the requests to
 * the endpoint they belong to. Unreadable or partial values fall back field by field.
 */
import { readKey, removeKey, writeKey } from './local-store';

export const AI_PROVIDER_KEY = 'ai.provider';
export const AI_TOKENS_KEY = 'ai.provider.tokens';

export type ProviderChoice = 'spec' | 'self-hosted' | 'ollama' | 'backend';
export type TokenSlot = 'spec' | 'selfHosted' | 'ollama';
export const TOKEN_SLOTS: readonly TokenSlot[] = ['spec', 'selfHosted', 'ollama'];

export interface StoredProviderSettings {
  /** On (the default): every AI answer is computed in this browser; nothing is sent anywhere. */
  keepLocal: boolean;
  /** Who answers when keepLocal is off. */
  provider: ProviderChoice;
  spec: { baseUrl: string; route: 'models' | 'tgi'; waitForModel: boolean };
  selfHosted: { baseUrl: string; model: string };
  ollama: { baseUrl: string; model: string };
}

export type StoredTokens = Partial<Record<TokenSlot, string>>;

export const DEFAULT_PROVIDER_SETTINGS: StoredProviderSettings = {
  keepLocal: true,
  provider: 'spec',
  spec: {
    baseUrl: 'https://router.huggingface.co/hf-inference',
    route: 'models',
    waitForModel: false,
  },
  selfHosted: { baseUrl: 'http://127.0.0.1:8080', model: 'Qwen/Qwen2.5-Coder-1.5B' },
  ollama: { baseUrl: 'http://127.0.0.1:11434', model: 'qwen2.5-coder:1.5b' },
};

const CHOICES: readonly ProviderChoice[] = ['spec', 'self-hosted', 'ollama', 'backend'];

function parse(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export function loadProviderSettings(): StoredProviderSettings {
  const raw = parse(readKey(AI_PROVIDER_KEY));
  const d = DEFAULT_PROVIDER_SETTINGS;
  const spec = (raw.spec ?? {}) as Record<string, unknown>;
  const selfHosted = (raw.selfHosted ?? {}) as Record<string, unknown>;
  const ollama = (raw.ollama ?? {}) as Record<string, unknown>;
  return {
    keepLocal: typeof raw.keepLocal === 'boolean' ? raw.keepLocal : d.keepLocal,
    provider: CHOICES.includes(raw.provider as ProviderChoice)
      ? (raw.provider as ProviderChoice)
      : d.provider,
    spec: {
      baseUrl: str(spec.baseUrl, d.spec.baseUrl),
      route: spec.route === 'tgi' ? 'tgi' : 'models',
      waitForModel: spec.waitForModel === true,
    },
    selfHosted: {
      baseUrl: str(selfHosted.baseUrl, d.selfHosted.baseUrl),
      model: str(selfHosted.model, d.selfHosted.model),
    },
    ollama: {
      baseUrl: str(ollama.baseUrl, d.ollama.baseUrl),
      model: str(ollama.model, d.ollama.model),
    },
  };
}

/** Throws StorageWriteError when the browser refuses; the settings still apply this session. */
export function saveProviderSettings(settings: StoredProviderSettings): void {
  writeKey(AI_PROVIDER_KEY, JSON.stringify(settings));
}

export function loadTokens(): StoredTokens {
  const raw = parse(readKey(AI_TOKENS_KEY));
  const tokens: StoredTokens = {};
  for (const slot of TOKEN_SLOTS) {
    const value = raw[slot];
    if (typeof value === 'string' && value !== '') tokens[slot] = value;
  }
  return tokens;
}

export function saveTokens(tokens: StoredTokens): void {
  if (Object.keys(tokens).length === 0) removeKey(AI_TOKENS_KEY);
  else writeKey(AI_TOKENS_KEY, JSON.stringify(tokens));
}
