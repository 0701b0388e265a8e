// The public entry of this feature.
export { Welcome } from './Welcome';
