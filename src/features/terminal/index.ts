// The public entry of this feature.
export { TerminalRegion } from './TerminalRegion';
