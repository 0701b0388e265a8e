/**
 * The guided tour: a short walk through the main areas. Steps whose area is not on screen are
 * skipped. It can be skipped, resumes where it stopped, and marks tour-completed at the end.
 */
import type { Side } from '../../core/layout/placement';
import { workspaceStore } from '../../state/workspace-store';

export interface TourStep {
  id: string;
  /** Selectors tried in order; the first visible element is highlighted. */
  targets: readonly string[];
  title: string;
  text: string;
  position: Side;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'header',
    targets: ['.app-header'],
    title: 'The header',
    text: 'The open file’s name and Save are on the left; tips, the theme and More Options on the right.',
    position: 'bottom',
  },
  {
    id: 'files',
    targets: ['#sidebar:not([hidden]) .explorer', '.app-header [aria-controls="sidebar"]'],
    title: 'Your files',
    text: 'The Files panel lists your project. The sidebar button (Ctrl+B) shows or hides it; on a phone, swipe from the left edge.',
    position: 'right',
  },
  {
    id: 'editor',
    targets: ['#main'],
    title: 'The editor',
    text: 'Open a file and write here. Everything you type is kept in this browser, even before you save.',
    position: 'left',
  },
  {
    id: 'palette',
    targets: ['.header-palette'],
    title: 'Every command',
    text: 'Ctrl+K (⌘K) opens the command palette: type a few letters of what you want to do.',
    position: 'bottom',
  },
  {
    id: 'terminal',
    targets: ['[data-tip="terminal-toggle"]', '.app-header button[aria-label*="terminal" i]'],
    title: 'The terminal',
    text: 'Opens a terminal (Ctrl+`) that works on your project’s files: node and python really run your code there.',
    position: 'bottom',
  },
  {
    id: 'ai',
    targets: ['[data-tip="ai-toggle"]'],
    title: 'The AI assistant',
    text: 'Opens the AI drawer (Ctrl+Shift+A): explanations, fixes and an analysis of your code, with what it does with your code shown in its Ethics tab.',
    position: 'bottom',
  },
  {
    id: 'tips',
    targets: ['.header-tips'],
    title: 'Beginner tips',
    text: 'With tips on, pointing at a part of the screen (or moving the keyboard focus to it) explains it. Turn them off here.',
    position: 'bottom',
  },
  {
    id: 'more',
    targets: ['.header-more'],
    title: 'More options',
    text: 'The theme, and the other panels, are in this menu too.',
    position: 'bottom',
  },
  {
    id: 'status',
    targets: ['.statusbar'],
    title: 'The status bar',
    text: 'Line, word and character counts, problems, and whether the app reaches its server. Ctrl+Shift+F (Focus Mode) hides everything but your code.',
    position: 'top',
  },
];

function isVisible(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** The element a step points at, or null when none of its targets is on screen. */
export function stepTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const selector of step.targets) {
    const el = root.querySelector(selector);
    if (el instanceof HTMLElement && isVisible(el)) return el;
  }
  return null;
}

/** The steps that can be shown now. */
export function availableSteps(root: ParentNode = document): TourStep[] {
  return TOUR_STEPS.filter((step) => stepTarget(step, root) !== null);
}

/** Starts the tour, at the step where an unfinished one stopped. */
export function startTour(): void {
  const state = workspaceStore.getState();
  const resume = state.tourCompleted ? 0 : state.tourResumeStep;
  const count = availableSteps().length;
  state.showTourStep(resume < count ? resume : 0);
}
