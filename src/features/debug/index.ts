// The public entry of this feature for other features and the app shell. The toolbar's and
// views' code loads when a session first starts.
import { lazy } from 'react';

export { SESSION_KEYS } from './session-keys';
export { DebugSidebar } from './DebugSidebar';
export { DebugToolbar } from './toolbar-slot';
/** The Run tab's output while a recording is shown. */
export const DebugOutput = lazy(() => import('./DebugOutput'));
