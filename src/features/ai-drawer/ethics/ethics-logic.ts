/**
 * The Ethics tab's pure parts: for the current settings, who answers each operation and at
 * which endpoint (the same URLs the inference clients post to), URL checks and byte counts.
 */
import {
  createHfClient,
  createOllamaClient,
  createOpenAiCompletionsClient,
} from '../../../core/ai/inference/clients';
import { aiRoute } from '../../../core/ai/backend-provider';
import type { InferenceSettings } from '../../../core/ai/inference/settings';
import { inferenceSettingsFor } from '../../../state/ai-provider-store';
import type { StoredProviderSettings } from '../../../state/ai-provider-store';

export interface OperationRow {
  operation: string;
  answeredBy: string;
  /** Where the code goes; absent when it stays in this browser. */
  endpoint?: string;
}

const LOCAL = 'this browser (the local engine)';

/** The AI operations as a user knows them, with the server's operation id. */
const OPERATIONS: {
  label: string;
  op: string;
  use?: 'completion' | 'correction' | 'optimization';
}[] = [
  { label: 'Completion', op: 'complete', use: 'completion' },
  { label: 'Correction', op: 'correct', use: 'correction' },
  { label: 'Optimisation', op: 'optimize', use: 'optimization' },
  { label: 'Smart completion', op: 'smartComplete' },
  { label: 'Quality analysis', op: 'analyzeQuality' },
  { label: 'Auto-fix', op: 'autoFix' },
  { label: 'Explain', op: 'explain', use: 'optimization' },
  { label: 'Hints', op: 'hint', use: 'optimization' },
  { label: 'Documentation', op: 'generateDocs' },
  { label: 'Code generation', op: 'generateCode', use: 'optimization' },
  { label: 'Fix statistics and report', op: 'fixReport' },
];

export function endpointOf(settings: InferenceSettings, model: string): string {
  const client = { baseUrl: settings.baseUrl };
  switch (settings.protocol) {
    case 'hf':
      return createHfClient({ ...client, route: settings.route }).describeEndpoint(model);
    case 'openai':
      return createOpenAiCompletionsClient(client).describeEndpoint(model);
    case 'ollama':
      return createOllamaClient(client).describeEndpoint(model);
  }
}

export function operationRows(
  settings: StoredProviderSettings,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): OperationRow[] {
  if (settings.keepLocal) return OPERATIONS.map((o) => ({ operation: o.label, answeredBy: LOCAL }));
  if (settings.provider === 'backend') {
    return OPERATIONS.map((o) => ({
      operation: o.label,
      answeredBy: "the project's server",
      endpoint: `${origin}${aiRoute(o.op)}`,
    }));
  }
  const inference = inferenceSettingsFor(settings);
  return OPERATIONS.map((o) => {
    if (!o.use || !inference) return { operation: o.label, answeredBy: LOCAL };
    const model = inference[o.use].model;
    return {
      operation: o.label,
      answeredBy: `model ${model}`,
      endpoint: endpointOf(inference, model),
    };
  });
}

export function validBaseUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
