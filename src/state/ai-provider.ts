/**
 * Which AI engine answers the app (DESIGN §1, §5): the project's server (the BackendProvider)
 * while the backend status check says 'connected', otherwise the local engine in the app's AI
 * worker. One request protocol (core/ai/protocol.ts) for both, so the switch is per call.
 *
 * When a call through the server fails as if the server had gone (unreachable, timed out, 5xx,
 * or no such route), that call is answered by the local engine, so nothing is lost; the status
 * becomes 'demo' (backend-status.ts toasts once) and later calls stay local until a status check
 * connects again. Aborts are never answered locally: the caller asked to stop.
 */
import { createBackendProvider } from '../core/ai/backend-provider';
import { InferenceError } from '../core/ai/inference/http';
import { type AiRequest, createRemoteProvider, dispatch } from '../core/ai/protocol';
import { type AiProvider, type ProviderKind, isAbortError } from '../core/ai/types';
import { aiEngine } from '../workers/ai-instance';
import { aiProviderStore } from './ai-provider-store';
import { apiBase, backendStore, reportServerLost } from './backend-status';

export interface AiRouterDeps {
  local: () => AiProvider;
  backend: () => AiProvider;
  connected: () => boolean;
  onServerLost: () => void;
}

/** True for a failure that means the server is not there (as opposed to one refused request). */
export function serverGone(error: unknown): boolean {
  if (!(error instanceof InferenceError)) return true;
  if (error.status === 'unreachable' || error.status === 'timeout') return true;
  if (error.status === 'not-found' || error.status === 'bad-response') return true;
  return error.httpStatus === undefined || error.httpStatus >= 500;
}

export type RoutedProvider = AiProvider & { readonly kind: ProviderKind };

export function createAiRouter(deps: AiRouterDeps): RoutedProvider {
  const send = async (request: AiRequest, signal?: AbortSignal): Promise<unknown> => {
    if (deps.connected()) {
      try {
        return await dispatch(deps.backend(), request, signal);
      } catch (error) {
        if (isAbortError(error)) throw error;
        if (serverGone(error)) deps.onServerLost();
        console.warn('The server could not answer; answering in this browser', error);
      }
    }
    return dispatch(deps.local(), request, signal);
  };
  const remote = createRemoteProvider('local', send);
  return {
    ...remote,
    get kind(): ProviderKind {
      return deps.connected() ? 'backend' : 'local';
    },
  };
}

let instance: RoutedProvider | null = null;
let backend: AiProvider | null = null;

/**
 * The app's AI provider: the server when connected and chosen in the Ethics tab ('Keep
 * everything local' off, provider 'the project's server'), the AI worker otherwise, so the
 * Ethics tab's promise that nothing leaves the browser holds for this path too.
 */
export function appAiProvider(): RoutedProvider {
  instance ??= createAiRouter({
    local: aiEngine,
    backend: () => (backend ??= createBackendProvider(apiBase())),
    connected: () => {
      const { keepLocal, provider } = aiProviderStore.getState().settings;
      return backendStore.getState().status === 'connected' && !keepLocal && provider === 'backend';
    },
    onServerLost: reportServerLost,
  });
  return instance;
}
