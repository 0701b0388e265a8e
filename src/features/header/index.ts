// The public entry of this feature.
export { Header } from './Header';
