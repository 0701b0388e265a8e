// The public entry of this feature.
export { Explorer } from './Explorer';
export { downloadZipFlow } from './transfer-actions';
export { validateNewRootName } from './file-actions';
