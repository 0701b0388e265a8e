// The public entry of this feature.
export { TouchGestures } from './TouchGestures';
