/**
 * Who answered, in the words every AI result is labelled with: the built-in engine, a model, or
 * the project's server; an answer given in place of a failed provider says so and why.
 */
import type { ProviderInfo } from './types';

export function answeredBy(provider: ProviderInfo): string {
  if (provider.fallback) {
    const engine =
      provider.kind === 'backend'
        ? "the project's server's built-in engine"
        : 'the built-in engine';
    return `${engine} (the service failed${provider.reason ? `: ${provider.reason}` : ''})`;
  }
  switch (provider.kind) {
    case 'inference':
      return `model ${provider.model ?? 'unknown'}`;
    case 'backend':
      return `the project's server${provider.model ? ` (${provider.model})` : ''}`;
    case 'local':
      return `the built-in engine${provider.model ? ` (${provider.model})` : ''}`;
  }
}
