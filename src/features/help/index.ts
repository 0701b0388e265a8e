// The public entry of this feature for other features: a panel body loads as its own chunk.
import { lazy } from 'react';

export const HelpPanel = lazy(() => import('./HelpPanel'));
export const HowToPanel = lazy(() => import('./HowToPanel'));
