// The public entry of this feature.
export { StatusBar } from './StatusBar';
