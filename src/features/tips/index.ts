// The public entry of this feature.
export { TipsLayer } from './TipsLayer';
export { Tour } from './Tour';
