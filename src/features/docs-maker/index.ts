// The public entry of this feature for other features: a panel body loads as its own chunk.
import { lazy } from 'react';

export const DocsMakerPanel = lazy(() => import('./DocsMakerPanel'));
