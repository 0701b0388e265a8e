// The public entry of this feature.
export { AiDrawer } from './AiDrawer';
