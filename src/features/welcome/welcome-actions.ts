/**
 * What the welcome screen's buttons do: create a sample file (or open it when it exists), open the
 * API docs in a new tab, and the 'One-Click Start Backend' flow.
 */
import { filesStore } from '../../state/files-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { apiBase, backendStore, checkBackend } from '../../state/backend-status';
import { setupStore } from '../../state/setup-guide-store';
import { SAMPLE_FILES } from './samples';

export { setupStore };

/** Creates `/name` with the sample's content and opens it; opens it if it already exists. */
export function createSampleFile(name: string): void {
  const sample = SAMPLE_FILES.find((s) => s.name === name);
  if (!sample) throw new Error(`No sample file named ${name}`);
  const state = filesStore.getState();
  const existing = state.entries.find((e) => e.path === `/${name}`);
  if (existing) {
    state.open(existing.id);
    toast({ type: 'info', title: 'File Opened', message: `"${name}" already exists: opened it.` });
  } else {
    const result = state.createFile(name, '/', sample.content);
    if (!result.ok) {
      toast({ type: 'error', title: 'File not created', message: result.error });
      return;
    }
    toast({
      type: 'success',
      title: 'File Created',
      message: `"${name}" is ready to run and edit.`,
    });
  }
  workspaceStore.getState().focusEditor();
}

/** `sample.analyzeCodePy` for analyze-code.py. */
export const sampleCommandId = (name: string) =>
  `sample.${name.replace(/[^a-z0-9]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase())}`;

/** The eleven Quick Actions of the welcome screen, in order: registry command ids. */
export const QUICK_ACTION_IDS: readonly string[] = [
  ...SAMPLE_FILES.map((s) => sampleCommandId(s.name)),
  'help.openApiDocs',
  'help.openLocalApiDocs',
];

/** The API docs links: the docs page on this origin and the one on local port 8000. */
export const API_DOCS_URL = '/docs';
export const LOCAL_API_DOCS_URL = 'http://localhost:8000/docs';

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The API base URL set at build time (`VITE_API_BASE_URL`), or null when none is. */
export function configuredApiBase(): string | null {
  return apiBase() || null;
}

/**
 * Shows 'Starting Backend...' while it checks the health endpoint of the configured API base
 * URL or, with none, of this page's own origin (the project's server serves both), then says
 * what it found. A browser page cannot start a server process itself: when nothing answers, the
 * setup guide says how to (and, with no base URL set, 'API base URL not configured' is logged).
 */
export async function startBackend(
  configured: string | null = configuredApiBase(),
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const setup = setupStore.getState();
  if (setup.starting) return;
  setupStore.setState({ starting: true });
  const base = (configured ?? '').replace(/\/+$/, '');
  const status = await checkBackend(fetchImpl, base);
  setupStore.setState({ starting: false });
  const where = base ? `The server at ${base}` : "This page's own server";
  if (status === 'connected') {
    backendStore.setState({ status });
    toast({ type: 'success', title: 'Backend Connected', message: `${where} answers.` });
    return;
  }
  if (!configured) console.error('API base URL not configured');
  toast({
    type: 'error',
    title: 'Backend not reachable',
    message: `No answer from ${base}/api/health. Start it with npm start.`,
  });
  setupStore.setState({ guideOpen: true });
}
