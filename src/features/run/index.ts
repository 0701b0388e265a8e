// The public entry of this feature for other features. Panels that are not part of the first
// load come as lazy components, so importing this entry never pulls them in.
import { lazy } from 'react';

export { RunButton } from './RunButton';
export { execute, newRunId, projectFiles, type Execution } from './execute';
export const RunPanel = lazy(() => import('./RunPanel'));
// The preview's code loads the first time an HTML file is run.
export const PreviewPane = lazy(() => import('./PreviewPane'));
