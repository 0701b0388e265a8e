// The public entry of this feature for other features. Panels that are not part of the first
// load come as lazy components, so importing this entry never pulls them in.
import { lazy } from 'react';

export { RunButton } from './RunButton';
export { execute, newRunId, projectFiles, type Execution } from './execute';
export const RunPanel = lazy(() => import('./RunPanel'));
/** The Run tab's runs (Step Through records one), loaded on first use. */
export const runController = () => import('./run-controller');
export type { RunRecorder, RunTarget } from './run-controller';
// Recording a run for Explain loads when Explain first asks for it.
export const loadRecordRun = () => import('./record-run');
// The preview's code loads the first time an HTML file is run.
export const PreviewPane = lazy(() => import('./PreviewPane'));
