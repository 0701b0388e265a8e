// The public entry of this feature.
export { RegionBoundary } from './RegionBoundary';
export { initErrorReporting } from './reporting';
export { AppCrashBoundary } from './AppCrashBoundary';
export { ErrorProtectionBanner } from './ErrorProtectionBanner';
export { CrashProbe } from './simulate';
