// The public entry of this feature for other features.
export { ProblemsPanel } from './ProblemsPanel';
export { HintLadder } from './HintLadder';
