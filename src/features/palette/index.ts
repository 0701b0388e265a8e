// The public entry of this feature.
export { CommandPalette } from './CommandPalette';
