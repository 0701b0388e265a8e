// The public entry of this feature for other features.
export { RegionBoundary } from './RegionBoundary';
