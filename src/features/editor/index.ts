// The public entry of this feature.
import { lazy } from 'react';

export { EditorArea } from './EditorArea';
/** Two texts of a file in Monaco's diff editor, loaded when first shown. */
export const TextDiffView = lazy(() => import('./TextDiffView'));
export { loadEditor, startUpDone } from './load-editor';
