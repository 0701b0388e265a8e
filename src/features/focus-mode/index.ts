// The public entry of this feature: the panels Focus Mode hides and restores register here.
export { registerFocusPanel, type FocusPanel } from './focus-mode';
