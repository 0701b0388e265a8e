// The public entry of this feature for other features.
export { ProblemsPanel } from './ProblemsPanel';
