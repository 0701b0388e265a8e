// The public entry of this feature for other features.
export { downloadZipFlow } from './transfer-actions';
