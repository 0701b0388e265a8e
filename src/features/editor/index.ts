// The public entry of this feature.
export { EditorArea } from './EditorArea';
